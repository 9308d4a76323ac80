import ChartMath

/// The width or height of a bar (Swift Charts' `MarkDimension`).
public enum MarkDimension: Sendable, Equatable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Chosen by the chart: 70 % of a category's band (shared by grouped bars), or of the spacing of
    /// numeric positions, or the whole of a date unit less a small gap.
    case automatic
    /// A fixed size in points.
    case fixed(Double)
    /// The band less this many points.
    case inset(Double)
    /// This fraction of the band.
    case ratio(Double)

    public init(floatLiteral value: Double) { self = .fixed(value) }
    public init(integerLiteral value: Int) { self = .fixed(Double(value)) }

    /// The size in device pixels within a band of `band` pixels; `automatic` is what `.automatic`
    /// stands for there, in pixels.
    func pixels(band: Double, scale: Double, automatic: Double) -> Double {
        switch self {
        case .automatic: automatic
        case .fixed(let points): points * scale
        case .inset(let points): max(band - points * scale, 1)
        case .ratio(let ratio): band * ratio
        }
    }
}

/// A bar (Swift Charts' `BarMark`): vertical when x is a category, a date unit or a position and
/// y a number; horizontal when x is the number and y the category. Bars at the same position
/// stack (`stacking: .standard`, the default), unless `.position(by:)` groups them side by side.
public struct BarMark: ChartContent {
    var spec: BarSpec
    var style = MarkStyle()

    /// A bar from zero to `y` at `x` (or from zero to `x` at `y`, for a categorical y).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        spec = BarSpec(x: x.erased, y: y.erased, width: width, height: height, stacking: stacking)
    }

    /// A vertical bar from `yStart` to `yEnd` at `x` (a floating bar, not stacked).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        spec = BarSpec(
            x: x.erased, y: .span(yStart, yEnd, label: yEnd.label), width: width,
            height: .automatic, stacking: .unstacked, interval: true)
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y` (a Gantt bar).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        spec = BarSpec(
            x: .span(xStart, xEnd, label: xStart.label), y: y.erased, width: .automatic,
            height: height, stacking: .unstacked, interval: true)
    }

    public var chartElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }

    /// Groups bars at the same position side by side, one slot per distinct value.
    public func position<V: Plottable>(by value: PlottableValue<V>) -> BarMark {
        var copy = self
        copy.spec.group = value.erased
        return copy
    }

    /// Shifts the bar by a distance in points after layout (y down), as the seed's appearing
    /// animation does with `.offset(y: animateChart ? 0 : 50)`; the bar stays clipped to the plot.
    public func offset(x: Double = 0, y: Double = 0) -> BarMark {
        var copy = self
        copy.style.offset = SIMD2(x, y)
        return copy
    }

    /// Rounded corners, radius in points.
    public func cornerRadius(_ radius: Double) -> BarMark {
        var copy = self
        copy.spec.cornerRadius = radius
        copy.style.explicit.insert(.cornerRadius)
        return copy
    }
}

struct BarSpec: Sendable {
    var x: AxisValue
    var y: AxisValue
    var width: MarkDimension
    var height: MarkDimension
    var stacking: MarkStackingMethod
    /// Given as start and end (floating or Gantt bars): not stacked.
    var interval = false
    var group: AxisValue?
    var cornerRadius: Double = 0

    /// Horizontal when y is the position (a category or a date unit) and x the value.
    var isHorizontal: Bool {
        if interval { return y.category != nil || y.binned || (x.number == nil && y.number != nil) }
        return (y.category != nil || y.binned) && x.category == nil && !x.binned
    }
}

extension BarMark: AnnotatableMark, CategorizedMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}

extension BarSpec {
    /// A bar read as category → value (x and y swapped for a horizontal bar), a range as its ends.
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry? {
        var q = AccessiblePoint(x: x.primitive, y: y.primitive)
        if isHorizontal {
            // The value is on x: read bars as category → value.
            q = AccessiblePoint(x: y.primitive, y: x.primitive)
            if case .range(let lo, let hi) = x.storage {
                q.y = lo
                q.yEnd = hi.number
            }
        } else if case .range(let lo, let hi) = y.storage {
            q.y = lo
            q.yEnd = hi.number
        }
        if q.x == nil, case .range(let lo, _) = (isHorizontal ? y : x).storage { q.x = lo }
        q.xText = (isHorizontal ? y : x).binText
        return AccessibleEntry(
            kind: .bar, name: style.category?.storage.first.text, x: isHorizontal ? y.label : x.label,
            y: isHorizontal ? x.label : y.label, point: q)
    }
}
