import ChartMath
import Foundation

/// Where an axis title goes (`.chartXAxisLabel(_:position:alignment:spacing:)`, the y and z
/// forms, and the 2D content forms).
struct AxisLabelPlacement: Sendable, Equatable {
    /// Around the plot (2D, see ``AxisTitleSlot``); in 3D only `.automatic` (beside the labelled
    /// edge) is drawn, others warn.
    var position: AnnotationPosition = .automatic
    /// Along the side (2D) or the axis (3D: leading at its start, centred, trailing at its end).
    var alignment: Alignment?
    /// Points between the tick labels and the title; nil: the theme's gap.
    var spacing: Double?
    /// View content in place of the title's text (2D `chartXAxisLabel(position:alignment:spacing:content:)`).
    var content: AnnotationNode?
}

/// The relative lengths of a 3D chart's box edges (`.chart3DBoxAspect(_:)`, an OpenCharts
/// extension; Swift Charts draws a cube unless each axis is given a `range:`).
///
/// The longest edge spans one scene unit (−0.5…0.5), the others in proportion. An axis given a
/// `range:` (`.chartXScale(domain:range:)`) keeps that range.
public struct Chart3DBoxAspect: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic
        case equal
        case lengths(x: Double, y: Double, z: Double)
    }

    let kind: Kind

    /// A cube: every axis spans −0.5…0.5 whatever its domain (the default, as Swift Charts).
    public static let automatic = Chart3DBoxAspect(kind: .automatic)

    /// Equal aspect: one data unit is the same length on every axis, so terrain, molecules and
    /// parts keep their true shape. Lengths follow each axis's span in its scale's transformed
    /// units (decades on a log axis) and, on a categorical axis, its number of categories.
    public static let equal = Chart3DBoxAspect(kind: .equal)

    /// Edges in the ratio `x : y : z` (positive, finite), the longest spanning one scene unit:
    /// `.lengths(x: 2, y: 1, z: 1)` gives a box twice as wide as it is high and deep.
    public static func lengths(x: Double, y: Double, z: Double) -> Chart3DBoxAspect {
        Chart3DBoxAspect(kind: .lengths(x: x, y: y, z: z))
    }
}

extension Chart3D {
    /// The z scale's domain in data units, and optionally its type (`.linear`, `.log`,
    /// `.squareRoot`, `.power(exponent:)`, `.symmetricLog`, `.date`; nil keeps the type set before,
    /// else linear or date from the values).
    public func chartZScale(domain: ClosedRange<Double>, type: ScaleType? = nil) -> Chart3D {
        modified {
            $0.z.domain = domain
            if let type { $0.z.type = type }
        }
    }

    /// The z scale's domain and its range in scene units (the unit cube spans −0.5…0.5), and
    /// optionally its type.
    public func chartZScale(domain: ClosedRange<Double>, range: ClosedRange<Double>, type: ScaleType? = nil)
        -> Chart3D
    {
        modified {
            $0.z.domain = domain
            $0.z.range = range
            if let type { $0.z.type = type }
        }
    }

    /// The z domain as dates (a `.date` scale).
    public func chartZScale(domain: ClosedRange<Date>, range: ClosedRange<Double>? = nil) -> Chart3D {
        modified {
            $0.z.domain = domain.lowerBound.timeIntervalSince1970...domain.upperBound.timeIntervalSince1970
            $0.z.type = .date
            if let range { $0.z.range = range }
        }
    }

    /// An inferred z domain, with or without zero, optionally reversed (the largest value at the
    /// start of the axis), and optionally of a type.
    public func chartZScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> Chart3D {
        modified {
            $0.z.includesZero = domain.includesZero
            $0.z.reversed = domain.reversed
            if let type { $0.z.type = type }
        }
    }

    /// The z axis's range in scene units (the unit cube spans −0.5…0.5) and optionally its type;
    /// the domain stays inferred.
    public func chartZScale(range: ClosedRange<Double>, type: ScaleType? = nil) -> Chart3D {
        modified {
            $0.z.range = range
            if let type { $0.z.type = type }
        }
    }

    /// The z scale's type.
    public func chartZScale(type: ScaleType) -> Chart3D { modified { $0.z.type = type } }

    /// The x axis's range in scene units and optionally its type; the domain stays inferred.
    public func chartXScale(range: ClosedRange<Double>, type: ScaleType? = nil) -> Chart3D {
        modified {
            $0.x.range = range
            if let type { $0.x.type = type }
        }
    }

    /// The y axis's range in scene units and optionally its type; the domain stays inferred.
    public func chartYScale(range: ClosedRange<Double>, type: ScaleType? = nil) -> Chart3D {
        modified {
            $0.y.range = range
            if let type { $0.y.type = type }
        }
    }

    /// Shows or hides the z axis: a hidden axis draws no grid lines, ticks, labels or title (the
    /// box's outline stays).
    public func chartZAxis(_ visibility: Visibility) -> Chart3D { modified { $0.zAxis.visibility = visibility } }

    /// The z axis's marks: `.chartZAxis { AxisMarks(values: [30, 40, 50, 60]) }`. Grid lines lie on the
    /// box's back panes, ticks and labels along its labelled edge.
    public func chartZAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Chart3D {
        let marks = content()
        return modified { $0.zAxis.marks = marks }
    }

    /// The z axis title.
    /// - Parameters:
    ///   - label: The title (default: the label of the z values).
    ///   - position: `.automatic` (beside the labelled edge, the only placement in 3D; others warn).
    ///   - alignment: Along the edge: `.leading` at the axis's start, `.center` (default), `.trailing`
    ///     at its end.
    ///   - spacing: Points between the tick labels and the title (default: the theme's gap, 6).
    public func chartZAxisLabel(
        _ label: some StringProtocol, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: Double? = nil
    ) -> Chart3D {
        modified {
            $0.zAxisLabel = String(label)
            $0.zAxisLabelPlacement = AxisLabelPlacement(position: position, alignment: alignment, spacing: spacing)
        }
    }

    /// The relative lengths of the box's edges: `.automatic` (a cube), `.equal` (one data unit the
    /// same length on every axis) or `.lengths(x:y:z:)`.
    public func chart3DBoxAspect(_ aspect: Chart3DBoxAspect) -> Chart3D { modified { $0.boxAspect = aspect } }

    /// Edges in the ratio `x : y : z`, the longest spanning one scene unit (`.lengths(x:y:z:)`).
    public func chart3DBoxAspect(x: Double, y: Double, z: Double) -> Chart3D {
        chart3DBoxAspect(.lengths(x: x, y: y, z: z))
    }
}
