import ChartMath
import ChartScene

/// A mark type of your own — a recipe that lowers a value of the mark to the scene's primitives
/// (lines, points, meshes, text), the way Makie's recipes and pygfx's registered render functions
/// do. A conforming type takes part in a 2D `Chart` like a built-in mark: its values widen the
/// axes' domains, its category gets a palette colour and a legend entry, its values are read by
/// the chart's description, data table and audio graph, it pairs with its counterpart across an
/// animated transition, and the shared modifiers (`foregroundStyle(_:)`, `foregroundStyle(by:)`,
/// `opacity(_:)`, `accessibilityLabel(_:)`, …) apply to it.
///
/// A mark that is also ``ChartContent`` stands in `Chart { … }` directly (its `chartElements`
/// come from this protocol):
///
/// ```swift
/// struct Stem: ChartContent, ChartMark {
///     let x: Double, y: Double
///     var markName: String { "Stem" }
///     func addValues(to domains: inout MarkDomains) throws {
///         try domains.addX(.value("x", x))
///         try domains.addY(.value("y", y))
///         try domains.addY(.value("y", 0.0))
///     }
///     func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
///         guard let top = context.pixel(x: .value("x", x), y: .value("y", y)),
///               let foot = context.pixel(x: .value("x", x), y: .value("y", 0.0)) else { return [] }
///         return context.stroke([[foot, top]]) + context.symbols(at: [top])
///     }
/// }
/// ```
///
/// Only ``markName``, ``addValues(to:)-(MarkDomains)`` and ``primitives(in:)-(MarkContext2D)`` are
/// required; the rest have defaults that suit most marks (a dot in the legend, no accessible
/// values, a cross-fade in transitions, 2D only).
///
/// A mark draws in a `Chart3D` too when it implements the 3D pair,
/// ``addValues(to:)-(MarkDomains3D)`` and ``primitives(in:)-(MarkContext3D)``: world-space primitives
/// placed in the axes box through ``MarkContext3D``. Without them the mark is 2D only, and a
/// `Chart3D` holding it throws ``ChartError/notThreeDimensional(mark:)``. A mark that is also
/// ``Chart3DContent`` stands in `Chart3D { … }` directly.
public protocol ChartMark: Sendable {
    /// The mark's name in warnings and errors ("StemMark", "ErrorBar").
    var markName: String { get }

    /// Adds the values the mark puts on the x and y axes (numbers, dates or categories), which
    /// decide the chart's domains and the axes' titles. Throws ``ChartError`` when a value cannot
    /// stand on its axis (a category on an axis of numbers).
    func addValues(to domains: inout MarkDomains) throws

    /// The mark drawn in the plot area: pixel-space primitives placed through `context`, which
    /// maps values to pixels and knows the mark's colour and the chart's scale factor. Values that
    /// cannot be drawn are skipped (``MarkContext2D/pixel(x:y:)`` counts them for the chart's
    /// warnings); bad input is refused earlier, in ``addValues(to:)-(MarkDomains)``.
    func primitives(in context: MarkContext2D) -> [ScenePrimitive]

    /// What the mark's legend entry shows before the category's name, when the mark is coloured by
    /// a category (`.foregroundStyle(by:)`). Default: ``MarkLegendSample/circle``.
    var legendSample: MarkLegendSample { get }

    /// The values the mark shows, for the chart's description, data table and audio graph:
    /// default none (the mark is decorative). Consecutive marks of one role, name and labels
    /// form one series, in a `Chart` and in a `Chart3D` alike. The x value also counts for the newest x that a live chart scrolled to
    /// its end follows (`chartScrollPositionAtEnd()`).
    var accessibleValues: MarkAccessibleValues? { get }

    /// What the mark shows, in words, for the chart's description, where its values alone would
    /// read wrongly (a contour level is not a point, a box plot is more than a bar): a kind that
    /// names the chart ("contour lines") and one item about this mark ("100 m, 3 lines").
    /// Consecutive marks of one kind read as one sentence, their items in order. Default nil: the
    /// description reads ``accessibleValues``. The data table and the audio graph read
    /// ``accessibleValues`` either way.
    var accessibleSummary: MarkAccessibleSummary? { get }

    /// The mark part way (`fraction` in 0…1) from `self` to `target` in an animated transition,
    /// where both were built for the same data element (the same `ForEach` id); nil (the
    /// default) cross-fades the two instead.
    func interpolated(to target: Self, fraction: Double) -> Self?

    /// What the mark adds to the hover read-out of an interactive 2D chart (`chart.show()`'s
    /// window, ``PreparedChart2D/interactiveScene(_:)``) with the pointer at `context`: a named
    /// y value and its distance from the pointer (``MarkHoverReadout/value(_:y:distance:colorLine:)``;
    /// of the marks giving a value of one name, the nearest is read), or a cell under the pointer
    /// (``MarkHoverReadout/underPointer(colorLine:)``). Default nil: the mark is not read.
    func hoverReadout(in context: MarkHoverContext) -> MarkHoverReadout?

    /// The series the hover read-out reads at the pointer's x, as it reads lines and function
    /// plots (a value per series, whatever the pointer's height): a function of x, or points of
    /// which the one nearest the pointer's x is read. `colorCategory` is the mark's
    /// `.foregroundStyle(by:)` value, if any. Points of a series that ``MarkReadoutSeries/joinsMarks``
    /// join those of other marks of the same name (a line drawn one vertex per mark). Read once per
    /// chart revision, not per pointer move. Default: none.
    func readoutSeries(colorCategory: String?) -> [MarkReadoutSeries]

    /// Adds the values the mark puts on the x, y and z axes of a `Chart3D`. Throws
    /// ``ChartError`` for a value the mark cannot draw; the default throws
    /// ``ChartError/notThreeDimensional(mark:)`` (the mark is 2D only).
    func addValues(to domains: inout MarkDomains3D) throws

    /// The mark drawn in a `Chart3D`'s axes box: world-space primitives placed through `context`,
    /// which maps values into the box and knows the mark's colour, material and the chart's scale
    /// factor. Called only when ``addValues(to:)-(MarkDomains3D)`` succeeded; the default draws nothing.
    func primitives(in context: MarkContext3D) -> [ScenePrimitive]
}

extension ChartMark {
    public var legendSample: MarkLegendSample { .circle }
    public var accessibleValues: MarkAccessibleValues? { nil }
    public var accessibleSummary: MarkAccessibleSummary? { nil }
    public func interpolated(to target: Self, fraction: Double) -> Self? { nil }
    public func hoverReadout(in context: MarkHoverContext) -> MarkHoverReadout? { nil }
    public func readoutSeries(colorCategory: String?) -> [MarkReadoutSeries] { [] }

    /// A 2D-only mark: refused by a `Chart3D` with ``ChartError/notThreeDimensional(mark:)``.
    public func addValues(to domains: inout MarkDomains3D) throws {
        throw ChartError.notThreeDimensional(mark: (self as? any NamedIn3DErrors)?.nameIn3DErrors ?? markName)
    }

    /// Nothing: a 2D-only mark never reaches a `Chart3D`'s drawing.
    public func primitives(in context: MarkContext3D) -> [ScenePrimitive] { [] }

    /// Interpolates to `target` when it is a mark of the same type.
    func interpolated(toAny target: any ChartMark, fraction: Double) -> (any ChartMark)? {
        guard let target = target as? Self else { return nil }
        return interpolated(to: target, fraction: fraction)
    }
}

extension ChartContent where Self: ChartMark {
    /// The mark as the chart's one element.
    public var chartElements: [ChartElement] { [ChartElement(mark: self)] }
}

extension Chart3DContent where Self: ChartMark {
    /// The mark as the 3D chart's one element.
    public var chart3DElements: [ChartElement] { [ChartElement(mark: self)] }
}

extension ChartElement {
    /// An element drawn by a ``ChartMark`` of your own, with the default style (the accent
    /// colour, full opacity, no category).
    public init(mark: some ChartMark) {
        self.init(recipe: CustomMark(mark: mark))
    }
}

/// A ``ChartMark`` with the style the modifiers gave it.
struct CustomMark: Sendable {
    var mark: any ChartMark
    var style = MarkStyle()
}

/// What a legend entry shows before its name.
public enum MarkLegendSample: Sendable, Equatable {
    /// A dot, as points and sectors show.
    case circle
    /// A filled rounded square, as bars, areas and rectangles show.
    case square
    /// A short line with a dash pattern (lengths in points; empty: solid), as lines and rules show.
    case line(dash: [Double])
    /// A symbol, on a short line with that dash pattern when `line` is not nil.
    case symbol(BasicChartSymbolShape, line: [Double]?)

    var legend: Legend.Sample {
        switch self {
        case .circle: .circle
        case .square: .square
        case .line(let dash): .line(dash: dash)
        case .symbol(let shape, let line): .symbol(shape, line: line)
        }
    }
}

/// A mark in words, for the chart's description: what kind of marks it is one of, and what this
/// one shows. `ContourPlot` says `MarkAccessibleSummary(kind: "contour lines", item: "at 100 m,
/// 3 lines")`; a chart of those levels reads "Chart of contour lines. … Contour lines of
/// Height: at 100 m, 3 lines; at 110 m, 2 lines."
public struct MarkAccessibleSummary: Sendable, Equatable {
    /// The marks' kind as a plural noun phrase that reads in a list ("contour lines", "box
    /// plots", "isosurfaces"); marks of one kind read together.
    public var kind: String
    /// What the values are of ("Height (m)"), read after the kind ("Contour lines of Height, in
    /// m: …"); nil when the kind says enough.
    public var of: String?
    /// This mark's part of the sentence ("at 100 m, 3 lines").
    public var item: String

    /// A summary: `item` read among the others of `kind` (and `of`).
    public init(kind: String, of: String? = nil, item: String) {
        (self.kind, self.of, self.item) = (kind, of, item)
    }
}

/// The values a mark shows to assistive technologies (descriptions, the data table, audio graphs).
public struct MarkAccessibleValues: Sendable {
    /// How a series of these values reads.
    public enum Role: Sendable, Equatable {
        /// A curve, read for its trend and extremes.
        case line
        /// Bars, read by category or position; a range (``MarkAccessibleValues/yEnd``) reads
        /// "from … to …" (an interval, an error bar).
        case bar
        /// Points, read for their spread.
        case point
        /// Rules: spans or thresholds.
        case rule
        /// Rectangles.
        case rectangle
    }

    /// How the series reads.
    public var role: Role
    /// The series' name (a category), or nil.
    public var name: String?
    /// The label of the x values ("Year").
    public var xLabel: String
    /// The label of the y values ("Mass").
    public var yLabel: String
    /// The x value.
    public var x: PlottablePrimitive
    /// The y value, or the start of a range on y.
    public var y: PlottablePrimitive
    /// The end of a range on y (an error bar's top), or nil for a single value.
    public var yEnd: Double?
    /// The label of the z values in a `Chart3D` ("Depth"), or nil.
    public var zLabel: String?
    /// The z value in a `Chart3D`, or nil (a 2D mark).
    public var z: Double?

    /// Values of a mark: `role` decides how they read; `yEnd` is the top of a range on y; `z`
    /// (labelled `zLabel`) is the depth a mark in a `Chart3D` stands at.
    public init(
        role: Role, name: String? = nil, xLabel: String, yLabel: String, x: some Plottable, y: some Plottable,
        yEnd: Double? = nil, zLabel: String? = nil, z: Double? = nil
    ) {
        self.role = role
        self.name = name
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.x = x.primitivePlottable
        self.y = y.primitivePlottable
        self.yEnd = yEnd
        self.zLabel = zLabel
        self.z = z
    }

    /// Values already erased (built-in marks).
    init(role: Role, xLabel: String, yLabel: String, x: PlottablePrimitive, y: PlottablePrimitive) {
        (self.role, self.xLabel, self.yLabel, self.x, self.y) = (role, xLabel, yLabel, x, y)
    }

    var kind: AccessibleSeries.Kind {
        switch role {
        case .line: .line
        case .bar: .bar
        case .point: .point
        case .rule: .rule
        case .rectangle: .rectangle
        }
    }
}
