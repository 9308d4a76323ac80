import ChartMath

/// One mark or plot of a chart after the builder has run: the flat, inspectable form that
/// lowering reads. Produced by marks; users do not build these directly.
public struct ChartElement: Sendable {
    /// The mark's recipe — a ``ChartMark`` of the user's or a built-in one — with the style the
    /// modifiers gave it. Every concern (domains, drawing, legend, description, transition) goes
    /// through it.
    var recipe: CustomMark
    /// The identity of the data element the mark was built for (`ForEach` or `Chart(data)` over
    /// `Identifiable` elements, or with `id:`), which pairs marks across a transition; nil for marks
    /// declared outside such a loop.
    var identity: ElementIdentity? = nil
}

/// Which data element a mark was built for, and which of that element's marks it is: the ids of
/// the enclosing `ForEach` loops, outermost first, and the mark's index in the innermost loop's
/// content for that element.
struct ElementIdentity: Hashable, Sendable {
    var ids: [ElementID]
    var part: Int
}

/// One data element's id, type-erased. Ids of different types are different.
struct ElementID: Hashable, Sendable {
    let value: any Hashable & Sendable

    static func == (a: ElementID, b: ElementID) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
    func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
}

extension ChartElement {
    /// The content built for each element of `data`, each mark tagged with the element's id
    /// (prepended to the ids of marks from nested loops).
    static func identified<Data: Sequence, ID: Hashable & Sendable>(
        _ data: Data, id: (Data.Element) -> ID, content: (Data.Element) -> [ChartElement]
    ) -> [ChartElement] {
        var result: [ChartElement] = []
        for element in data {
            let key = ElementID(value: id(element))
            for (part, var mark) in content(element).enumerated() {
                if var identity = mark.identity {
                    identity.ids.insert(key, at: 0)
                    mark.identity = identity
                } else {
                    mark.identity = ElementIdentity(ids: [key], part: part)
                }
                result.append(mark)
            }
        }
        return result
    }
}

/// How a mark is coloured, shared by all marks.
struct MarkStyle: Sendable {
    /// An explicit colour, or the first colour of a gradient (`.foregroundStyle(.red)`).
    var color: Color?
    /// A linear gradient fill or stroke (`.foregroundStyle(.linearGradient(…))`), laid out in the
    /// mark's bounding box or, with `alignsWithPlotArea`, the plot area's.
    var gradient: LinearGradient?
    /// `.alignsMarkStylesWithPlotArea()`: gradients span the plot area, not the mark.
    var alignsWithPlotArea = false
    /// The mark is drawn only where these marks would cover (`.mask { … }`); they are not drawn.
    var mask: MarkMask?
    /// `.accessibilityHidden(_:)`: hidden from assistive technologies (still drawn).
    var accessibilityHidden = false
    /// `.accessibilityLabel(_:)`.
    var accessibilityLabel: String?
    /// `.accessibilityValue(_:)`.
    var accessibilityValue: String?
    /// Per element of a vectorized plot: `.accessibilityLabel(\.keyPath)` and
    /// `.accessibilityValue(\.keyPath)`.
    var accessibilityLabels: [String]?
    var accessibilityValues: [String]?
    /// A category that picks a palette colour and a legend entry (`.foregroundStyle(by:)`).
    var category: AxisValue?
    /// Opacity multiplier in 0…1.
    var opacity: Double = 1
    /// Annotations drawn against the mark.
    var annotations: [AnnotationSpec] = []
    /// `.offset(x:y:)`: a shift in points (y down, as in SwiftUI) applied after layout.
    var offset = SIMD2<Double>(0, 0)
    /// `.zIndex(_:)`: the drawing order in 2D (nil: 0; see `DrawOrder`).
    var zIndex: Double?
    /// Which of the mark's settings that have a non-optional default the mark set itself, so that
    /// a modifier on enclosing content (which only fills in what the mark left unset) keeps them.
    var explicit: ExplicitSettings = []

    /// Settings with a default value that a mark's own modifier may have replaced.
    struct ExplicitSettings: OptionSet, Sendable {
        let rawValue: UInt8
        /// `.lineStyle(_:)`.
        static let stroke = ExplicitSettings(rawValue: 1 << 0)
        /// `.interpolationMethod(_:)`.
        static let interpolation = ExplicitSettings(rawValue: 1 << 1)
        /// `.cornerRadius(_:)`.
        static let cornerRadius = ExplicitSettings(rawValue: 1 << 2)
    }

    /// `.metalness(_:)` and `.roughness(_:)` on lit 3D content (surfaces, points, rectangles, user
    /// marks); nil values leave the defaults.
    var material = Material3D()

    /// Sets the colour (and gradient, for a `LinearGradient`) from `.foregroundStyle(_:)`.
    mutating func setForeground(_ style: some ShapeStyle) {
        color = style.shapeStyleColors.first
        gradient = style as? LinearGradient
    }
}

/// The content of a `.mask { … }`: marks built like the chart's, used only for their shape.
struct MarkMask: Sendable {
    var elements: [ChartElement]
}

/// Values of one axis for many elements: numbers (dates as seconds since 1970).
struct Column: Sendable, Equatable {
    var label: String
    var values: [Double]
    var isDate = false
}

/// Where a line's points come from.
enum LineSource: Sendable {
    /// y = f(x) over `domain` (nil: the chart's x domain).
    case function(domain: ClosedRange<Double>?, f: @Sendable (Double) -> Double)
    /// (x, y) = f(t) over `domain`.
    case parametric(tLabel: String, domain: ClosedRange<Double>, f: @Sendable (Double) -> (x: Double, y: Double))
    /// Data: one point per element, in order; split into lines by `series`.
    case data(x: Column, y: Column, series: [String]?, seriesLabel: String?, colors: [RGBA]?)
}

struct LineSpec: Sendable {
    var xLabel: String
    var yLabel: String
    var source: LineSource
    var stroke = StrokeStyle(lineWidth: 2)
    var interpolation: InterpolationMethod = .linear
    /// The depth label and column of a 3D data `LinePlot` (nil in 2D charts).
    var z: Column? = nil
    /// "LineMark" for line marks gathered into this plot (``LineRun``), which warnings and errors
    /// name as the user wrote them.
    var gatheredName: String? = nil
}

/// Where an area's edges come from.
enum AreaSource: Sendable {
    /// Between yStart(x) and yEnd(x) over `domain` (nil: the chart's x domain).
    case function(domain: ClosedRange<Double>?, f: @Sendable (Double) -> (yStart: Double, yEnd: Double))
    /// Data: per element x and y (from zero, stacked by series) or yStart…yEnd.
    case data(
        x: Column, yStart: Column?, yEnd: Column, series: [String]?, seriesLabel: String?, stacking: MarkStackingMethod)
}

struct AreaSpec: Sendable {
    var xLabel: String
    var yLabel: String
    var source: AreaSource
    var interpolation: InterpolationMethod = .linear
}

struct PointsSpec: Sendable {
    var x: Column
    var y: Column
    /// The depth column of a 3D `PointPlot` (nil in 2D charts).
    var z: Column? = nil
    /// Per-element colours (`.foregroundStyle(\.keyPath)`), or categories (`.foregroundStyle(by:)`).
    var colors: [RGBA]?
    var categories: (label: String, values: [String])?
    /// Per-element symbol areas in square points (`.symbolSize(\.keyPath)`), or one for all.
    var sizes: [Double]?
    var symbolSize: Double?
    /// "PointMark" for point marks gathered into this plot (``PointRun``), which warnings and
    /// errors name as the user wrote them.
    var gatheredName: String? = nil
}

struct SurfaceSpec: Sendable {
    var xLabel: String
    var yLabel: String
    var zLabel: String
    var function: @Sendable (Double, Double) -> Double
    var surfaceStyle: BasicChart3DSurfaceStyle?
    /// The grid a surface from data goes through (its nodes are kept exactly); nil for a function.
    var grid: SurfaceGrid? = nil
    /// The grid lines drawn over the surface (`.wireframe(stride:)`), or nil.
    var wireframe: SurfaceWireframe? = nil
    /// Whether the filled surface is drawn (`.wireframe(faces: false)` leaves the lines alone).
    var drawsFaces = true
    /// Contour lines drawn with the surface (`.contours(_:on:color:lineStyle:)`), in order.
    var contours: [SurfaceContours] = []
}

/// How areas (and bars) of several series at the same x combine (Swift Charts' `MarkStackingMethod`).
public enum MarkStackingMethod: Sendable, Equatable, Hashable {
    /// Each series starts where the previous one ends (the default).
    case standard
    /// Stacked and scaled so that each x sums to 1.
    case normalized
    /// Stacked and centred around zero (a streamgraph).
    case center
    /// Not stacked: each series from zero.
    case unstacked
}
