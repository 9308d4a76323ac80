import ChartMath
import ChartScene

// What built-in recipes can say beyond the public `ChartMark` protocol: hooks for the content
// modifiers that fit only some marks, and for concerns whose public form is narrower than what a
// built-in mark has always done. Each is a protocol a mark opts into, not a case in a list of marks.

/// A mark with a stroke that `.lineStyle(_:)` on enclosing content fills in (unless the mark's own
/// `lineStyle` set it: `MarkStyle.explicit`).
protocol StrokedMark: ChartMark {
    var stroke: StrokeStyle { get set }
}

/// A mark whose annotations stand against a rectangle of its own choosing (in pixels), rather
/// than the bounds of the primitives it drew; nil: no annotations (the mark is not drawn).
protocol AnnotatedMark: ChartMark {
    func annotationBounds(in context: MarkContext2D) -> (lo: SIMD2<Double>, hi: SIMD2<Double>)?
}

/// One value of a mark for `Chart.accessibleSeries`, with the optional labels a built-in mark may
/// lack (a rule across the plot has no x).
struct AccessibleEntry {
    var kind: AccessibleSeries.Kind
    var name: String?
    var x: String?
    var y: String?
    var point: AccessiblePoint
    /// The label of the z values (a 3D point in a `Chart`), set on the series.
    var zLabel: String? = nil
    /// What a rectangle entry's series calls its cells (a hexbin's hexagons).
    var cellNoun: CellNoun = .rectangle
}

/// A mark read for descriptions in a richer form than ``MarkAccessibleValues``.
protocol DescribedMark: ChartMark {
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry?
    /// The mark's x where a chart's function plots are read (the x domain of descriptions), or
    /// nil when it adds none (default).
    var accessibleXNumber: Double? { get }
}

extension DescribedMark {
    var accessibleXNumber: Double? { nil }
}

/// A built-in mark read in a `Chart3D`'s descriptions in its own way (other marks are read from
/// their ``ChartMark/accessibleValues``): a whole series of its own, or its values added to the
/// series so far.
protocol DescribedMark3D: ChartMark {
    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries?
    func addAccessibleSeries3D(to result: inout [AccessibleSeries], style: MarkStyle)
}

extension DescribedMark3D {
    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries? { nil }

    func addAccessibleSeries3D(to result: inout [AccessibleSeries], style: MarkStyle) {
        if let series = accessibleSeries3D(style: style) { result.append(series) }
    }
}

/// A mark drawn unlit in 3D (a line), which `.metalness(_:)` / `.roughness(_:)` on enclosing
/// content do not reach.
protocol UnlitMark: ChartMark {}

/// A mark named differently in errors (a value on the wrong kind of axis, a sector chart's other
/// marks) than in warnings, which name its series ("PointMark" rather than `PointMark "y"`).
protocol NamedInErrors: ChartMark {
    var nameInErrors: String { get }
}

/// A mark with a symbol size that `.symbolSize(_:)` on enclosing content fills in, where the
/// mark left it unset (a `PointPlot`; every ``SymbolMark``).
protocol SymbolSizedMark: ChartMark {
    mutating func inheritSymbolSize(_ size: Double)
}

/// A mark with a symbol that `.symbol(_:)`, `.symbol(by:)` and `.symbolSize(_:)`/`(by:)` on
/// enclosing content fill in, where the mark left them unset.
protocol SymbolMark: SymbolSizedMark {
    mutating func inheritSymbol(_ symbol: BasicChartSymbolShape)
    mutating func inheritSymbolCategory(_ value: AxisValue)
    mutating func inheritSymbol3D(_ symbol: BasicChart3DSymbolShape)
    mutating func inheritSymbolSize(by value: AxisValue)
    /// The `.symbol(by:)` field, whose categories the legend lists by symbol.
    var symbolCategory: AxisValue? { get }
    /// The legend sample of a mark of `style` once the chart's symbol categories are known.
    func legendSample(style: MarkStyle, categories: Categories) -> (name: String?, sample: Legend.Sample)?
}

/// A mark named differently when refused by a `Chart3D` ("RuleMark(x:) / RuleMark(y:)").
protocol NamedIn3DErrors: ChartMark {
    var nameIn3DErrors: String { get }
}

extension CustomMark {
    /// The name of the mark in a `Chart3D`'s refusal.
    var nameIn3DErrors: String { (mark as? any NamedIn3DErrors)?.nameIn3DErrors ?? mark.markName }

    /// The name of the mark in errors.
    var nameInErrors: String { (mark as? any NamedInErrors)?.nameInErrors ?? mark.markName }

    /// A symbol setting from enclosing content, where the mark has a symbol.
    mutating func inheritSymbol(_ change: (inout any SymbolMark) -> Void) {
        guard var symbolic = mark as? any SymbolMark else { return }
        change(&symbolic)
        mark = symbolic
    }

    /// `.lineStyle(_:)` from enclosing content, where the mark has a stroke.
    mutating func inheritStroke(_ stroke: StrokeStyle) {
        guard var stroked = mark as? any StrokedMark else { return }
        stroked.stroke = stroke
        mark = stroked
    }
}

/// A mark whose neighbours of the same kind combine into shared primitives: a run of such marks,
/// consecutive in drawing order with equal ``groupKey(in:)``, is lowered once, by
/// ``primitives(forGroup:in:)``, where the run's first mark stands — the group key a mark
/// declares and the combine step per group (one line batch for a run of stems, rather than one
/// per stem). A mark with a gradient, a mask or annotations is drawn alone, as is one whose key
/// is nil — unless the type draws its marks' annotations in its combine step
/// (``drawsAnnotations``), when only a mask sets a mark apart.
protocol GroupedMark: ChartMark {
    associatedtype GroupKey: Hashable & Sendable
    /// Whether marks of different ``ChartMark/markName``s (points of several y labels) join one
    /// run; the run is then named in warnings by its first mark (default false).
    static var groupsAcrossNames: Bool { get }
    /// Whether the combine step lays out each mark's annotations itself, so that annotated marks
    /// (and ones with a gradient, which the type's primitives do not take) stay in the run
    /// (default false).
    static var drawsAnnotations: Bool { get }
    /// What marks of a run must share (their resolved colour, stroke, symbol); nil: drawn alone.
    func groupKey(in context: MarkContext2D) -> GroupKey?
    /// The primitives of a run of marks with one key, in drawing order, with their styles;
    /// `context` is the first mark's (``MarkContext2D/restyled(_:)`` gives another mark's).
    static func primitives(forGroup marks: [Self], styles: [MarkStyle], in context: MarkContext2D)
        -> [ScenePrimitive]
}

/// The key of a run of grouped marks: the mark's type, its name in warnings (part of the key
/// unless the type groups across names) and its own key.
struct MarkGroupTag: Hashable {
    var type: ObjectIdentifier
    var name: String
    var key: AnyHashable
    var acrossNames = false

    static func == (a: MarkGroupTag, b: MarkGroupTag) -> Bool {
        a.type == b.type && a.key == b.key && a.acrossNames == b.acrossNames && (a.acrossNames || a.name == b.name)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(key)
    }
}

extension GroupedMark {
    static var groupsAcrossNames: Bool { false }
    static var drawsAnnotations: Bool { false }

    /// The erased tag of the run this mark joins, or nil when it is drawn alone.
    func groupTag(in context: MarkContext2D) -> MarkGroupTag? {
        groupKey(in: context).map {
            MarkGroupTag(
                type: ObjectIdentifier(Self.self), name: markName, key: $0, acrossNames: Self.groupsAcrossNames)
        }
    }

    /// The primitives of a run whose marks are all of this type (`groupTag` says so).
    func primitives(forRun run: [CustomMark], in context: MarkContext2D) -> [ScenePrimitive] {
        let members = run.filter { $0.mark is Self }
        return Self.primitives(
            forGroup: members.compactMap { $0.mark as? Self }, styles: members.map(\.style), in: context)
    }
}

/// A mark joined with the chart's other marks of its series wherever they stand (the vertices of
/// a line): the marks of one ``seriesKey(style:)`` are lowered together, in declaration order,
/// where the series' first mark stands in drawing order — the third grouping, by key across the
/// chart rather than by run (``GroupedMark``) or over every mark of the type (``ChartWideMark``).
protocol SeriesMark: ChartMark {
    associatedtype SeriesKey: Hashable & Sendable
    /// The series of a mark of `style`.
    func seriesKey(style: MarkStyle) -> SeriesKey
    /// The primitives of a series, its marks and their styles in declaration order: `painted`
    /// takes the first mark's gradient and mask, `plain` does not (symbols, annotations).
    static func primitives(forSeries marks: [Self], styles: [MarkStyle], in context: MarkContext2D)
        -> (painted: [ScenePrimitive], plain: [ScenePrimitive])
}

extension SeriesMark {
    /// The erased tag of the mark's series.
    func seriesTag(style: MarkStyle) -> MarkGroupTag {
        MarkGroupTag(type: ObjectIdentifier(Self.self), name: "", key: seriesKey(style: style), acrossNames: true)
    }

    /// The primitives of the series of `members` (all of this type).
    func primitives(forSeriesOf members: [CustomMark], in context: MarkContext2D)
        -> (painted: [ScenePrimitive], plain: [ScenePrimitive])
    {
        let marks = members.filter { $0.mark is Self }
        return Self.primitives(
            forSeries: marks.compactMap { $0.mark as? Self }, styles: marks.map(\.style), in: context)
    }
}

/// A mark with a dash pattern chosen by category (`.lineStyle(by:)`), which enclosing content
/// fills in where unset and the legend orders.
protocol DashCategoryMark: ChartMark {
    var dashCategory: AxisValue? { get set }
}

/// A mark whose marks across the whole chart decide something each of them needs before it adds
/// its values or draws (the spacing of rectangle cells at numbers, so that they tile): the combine
/// step over the group of all the chart's marks of the type, computed once per lowering.
protocol ChartWideMark: ChartMark {
    associatedtype Shared: Sendable
    /// What the chart's marks of this type decide together.
    static func shared(among marks: [Self]) -> Shared
    /// ``ChartMark/addValues(to:)-(MarkDomains)`` with the shared value.
    func addValues(to domains: inout MarkDomains, shared: Shared) throws
    /// ``ChartMark/primitives(in:)-(MarkContext2D)`` with the shared value; the mark's place
    /// among the chart's marks of its type is ``MarkContext2D/chartWideIndex``.
    func primitives(in context: MarkContext2D, shared: Shared) -> [ScenePrimitive]
    /// Values the type's marks put on the axes together, after every mark of the chart added its
    /// own (the stacked extents of bars); default: none.
    static func addValues(shared: Shared, to domains: inout MarkDomains) throws
}

extension ChartWideMark {
    public func addValues(to domains: inout MarkDomains) throws {
        try addValues(to: &domains, shared: domains.chartWide.value(for: self))
    }

    public func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        primitives(in: context, shared: context.chartWide.value(for: self))
    }

    static func addValues(shared: Shared, to domains: inout MarkDomains) throws {}

    /// The shared value of the marks of this type among `marks`.
    func erasedShared(among marks: [any ChartWideMark]) -> any Sendable {
        Self.shared(among: marks.compactMap { $0 as? Self })
    }

    /// ``addValues(shared:to:)`` with the type's value among `values`.
    func addSharedValues(_ values: ChartWideValues, to domains: inout MarkDomains) throws {
        try Self.addValues(shared: values.value(for: self), to: &domains)
    }
}

/// The values the ``ChartWideMark``s of a chart share, one per mark type.
struct ChartWideValues: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// The first mark of each type, in order of first appearance.
    private var firsts: [any ChartWideMark] = []

    /// No shared values: each mark decides alone.
    init() {}

    /// The shared values of the chart-wide marks among `elements`.
    init(_ elements: [ChartElement]) {
        var marks: [ObjectIdentifier: [any ChartWideMark]] = [:]
        for e in elements {
            guard let m = e.recipe.mark as? any ChartWideMark else { continue }
            let type = ObjectIdentifier(Swift.type(of: m))
            if marks[type] == nil { firsts.append(m) }
            marks[type, default: []].append(m)
        }
        for (type, group) in marks { values[type] = group[0].erasedShared(among: group) }
    }

    /// For each of `elements`, its place among the elements' chart-wide marks of its type, in
    /// declaration order (nil for other marks).
    static func indices(_ elements: [ChartElement]) -> [Int?] {
        var next: [ObjectIdentifier: Int] = [:]
        return elements.map { e in
            guard let m = e.recipe.mark as? any ChartWideMark else { return nil }
            let type = ObjectIdentifier(Swift.type(of: m))
            defer { next[type, default: 0] += 1 }
            return next[type, default: 0]
        }
    }

    /// The values each type's marks put on the axes together (``ChartWideMark/addValues(shared:to:)``),
    /// type by type in order of first appearance.
    func addSharedValues(x: inout AxisDomainRequest, y: inout AxisDomainRequest) throws {
        for first in firsts {
            var domains = MarkDomains(
                x: x, y: y, titles: (nil, nil), markName: CustomMark(mark: first).nameInErrors, chartWide: self)
            // Moved out and back so that the value arrays are not copied.
            x.dataValues = []
            y.dataValues = []
            try first.addSharedValues(self, to: &domains)
            (x, y) = (domains.x, domains.y)
        }
    }

    /// The value `mark`'s type shares in the chart, or the mark's alone when the chart's were not
    /// gathered (a mask's marks).
    func value<M: ChartWideMark>(for mark: M) -> M.Shared {
        values[ObjectIdentifier(M.self)] as? M.Shared ?? M.shared(among: [mark])
    }
}

/// A mark read for descriptions as whole series of its own (a vectorized plot: one series per
/// category or line), rather than one value (``DescribedMark``).
protocol DescribedSeriesMark: ChartMark {
    /// Adds the mark's series (or its values to the series so far) to `builder`.
    func addAccessibleSeries(to builder: inout AccessibleSeriesBuilder, style: MarkStyle)
    /// The mark's x values where a chart's function plots are read (the x domain of descriptions).
    var accessibleXValues: [Double] { get }
}

/// A mark coloured per element or by categories of its own (a vectorized plot's
/// `.foregroundStyle(\.keyPath)` or `.foregroundStyle(by:)`), which a `.foregroundStyle` on
/// enclosing content leaves alone.
protocol OwnColoredMark: ChartMark {
    var hasOwnColors: Bool { get }
}

/// A mark that counts its values (and functions) for the warning that nothing was drawn; other
/// marks count one value each.
protocol CountedMark: ChartMark {
    var drawnCounts: (values: Int, functions: Int) { get }
}

/// A function plot, whose values over the chart's x domain decide an inferred y domain (poles
/// trimmed: `Lowering2D.sampledFunctionValues`): its own domain (nil: the axis's) and the y
/// values at an x; nil for a plot of data.
protocol FunctionMark: ChartMark {
    var sampledFunction: (domain: ClosedRange<Double>?, values: @Sendable (Double) -> [Double])? { get }
}

/// A mark with several legend entries of its own (a vectorized plot's series) besides its
/// category's, each offered to the legend in order.
protocol LegendEntriesMark: ChartMark {
    func legendEntries(style: MarkStyle) -> [(name: String?, sample: Legend.Sample)]
}

/// A mark that `.position(by:)` on enclosing content groups side by side (bars), unless it is
/// grouped already.
protocol PositionedMark: ChartMark {
    var group: AxisValue? { get set }
}

/// A mark whose x a streaming chart scrolls to (``Chart/chartScrollPositionAtEnd()``) in its own
/// way; other marks are read from their ``ChartMark/accessibleValues``.
protocol StreamedMark: ChartMark {
    /// The largest x of the mark (a range's end), or nil when it has none.
    var streamedX: AxisValue? { get }
}

extension CustomMark {
    /// `.position(by:)` from enclosing content, where the mark takes a group and has none.
    mutating func inheritGroup(_ value: AxisValue) {
        guard var positioned = mark as? any PositionedMark, positioned.group == nil else { return }
        positioned.group = value
        mark = positioned
    }
}

/// A mark with rounded corners that `.cornerRadius(_:)` on enclosing content fills in (unless the
/// mark's own `cornerRadius` set it: `MarkStyle.explicit`).
protocol RoundedMark: ChartMark {
    var cornerRadius: Double { get set }
}

extension CustomMark {
    /// `.cornerRadius(_:)` from enclosing content, where the mark has corners.
    mutating func inheritCornerRadius(_ radius: Double) {
        guard var rounded = mark as? any RoundedMark else { return }
        rounded.cornerRadius = radius
        mark = rounded
    }
}

/// A mark with an interpolation method that `.interpolationMethod(_:)` on enclosing content fills
/// in (unless the mark's own set it: `MarkStyle.explicit`).
protocol InterpolatedMark: ChartMark {
    var interpolation: InterpolationMethod { get set }
}

extension CustomMark {
    /// `.interpolationMethod(_:)` from enclosing content, where the mark has one.
    mutating func inheritInterpolation(_ method: InterpolationMethod) {
        guard var interpolated = mark as? any InterpolatedMark else { return }
        interpolated.interpolation = method
        mark = interpolated
    }
}
