import ChartMath
import ChartScene

/// One vertex of an area (Swift Charts' `AreaMark`): the area under `y` (from zero, stacked with
/// the other series at the same x), or between `yStart` and `yEnd`. Marks of the same `series`
/// (or `.foregroundStyle(by:)` category) join into one area, in the order given.
public struct AreaMark: ChartContent {
    var spec: AreaMarkSpec
    var style = MarkStyle()

    /// A vertex of the area under `y`, stacked with other series (`stacking: .standard`).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        spec = AreaMarkSpec(x: x.erased, y: y.erased, stacking: stacking)
    }

    /// A vertex of the area of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
        stacking: MarkStackingMethod = .standard
    ) {
        spec = AreaMarkSpec(x: x.erased, y: y.erased, series: series.erased, stacking: stacking)
    }

    /// A vertex of the band between `yStart` and `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        spec = AreaMarkSpec(x: x.erased, y: yEnd.erased, yStart: yStart.erased, stacking: .unstacked)
    }

    public var chartElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }

    /// How the edges run between vertices.
    public func interpolationMethod(_ method: InterpolationMethod) -> AreaMark {
        var copy = self
        copy.spec.interpolation = method
        copy.style.explicit.insert(.interpolation)
        return copy
    }

}

/// One `AreaMark`: a vertex of an area, as a ``ChartMark`` recipe. Its combine step is
/// ``AreaMarkGrouping``, which joins the vertices of a chart into `AreaSpec` areas (stacked by
/// series, or bands) when the chart is built; a vertex alone adds its values and draws nothing.
struct AreaMarkSpec: Sendable {
    var x: AxisValue
    var y: AxisValue
    var yStart: AxisValue?
    var series: AxisValue?
    var stacking: MarkStackingMethod
    var interpolation: InterpolationMethod = .linear

    init(
        x: AxisValue, y: AxisValue, yStart: AxisValue? = nil, series: AxisValue? = nil,
        stacking: MarkStackingMethod
    ) {
        self.x = x
        self.y = y
        self.yStart = yStart
        self.series = series
        self.stacking = stacking
    }

    /// The series this vertex belongs to: `series`, else the category (`style`'s), else none.
    func seriesName(_ style: MarkStyle) -> String? {
        if case .single(let p) = series?.storage { return p.text }
        if case .single(let p) = style.category?.storage { return p.text }
        return nil
    }
}

/// Joins `AreaMark`s into areas: the marks under a y stack into one area element (one layer per
/// series) where the first of them stood; bands become one area per series.
enum AreaMarkGrouping {
    static func rewrite(_ elements: [ChartElement]) -> [ChartElement] {
        let marks = elements.compactMap { e -> Vertex? in
            guard let m = e.recipe.mark as? AreaMarkSpec else { return nil }
            return Vertex(mark: m, style: e.style)
        }
        guard !marks.isEmpty else { return elements }
        var areas: [ChartElement] = []
        let stacked = marks.filter { $0.mark.yStart == nil }
        if let head = stacked.first {
            let column = { (values: [AxisValue], label: String) -> Column in
                Column(
                    label: label, values: values.map { $0.number ?? .nan }, isDate: values.contains { $0.containsDate })
            }
            let names = stacked.map { $0.seriesName ?? "" }
            let hasSeries = stacked.contains { $0.seriesName != nil }
            let headStyle = head.style
            let head = head.mark
            var spec = AreaSpec(
                xLabel: head.x.label, yLabel: head.y.label,
                source: .data(
                    x: column(stacked.map(\.mark.x), head.x.label), yStart: nil,
                    yEnd: column(stacked.map(\.mark.y), head.y.label),
                    series: hasSeries ? names : nil,
                    seriesLabel: head.series?.label ?? headStyle.category?.label, stacking: head.stacking))
            var style = headStyle
            if hasSeries { style.category = nil }
            spec.interpolation = head.interpolation
            areas.append(ChartElement(recipe: CustomMark(mark: spec, style: style)))
        }
        var bandOrder: [String] = []
        var bands: [String: [Vertex]] = [:]
        for m in marks where m.mark.yStart != nil {
            let key = m.seriesName ?? ""
            if bands[key] == nil { bandOrder.append(key) }
            bands[key, default: []].append(m)
        }
        for key in bandOrder {
            let group = bands[key]!.map(\.mark)
            let headStyle = bands[key]![0].style
            let head = group[0]
            let values = { (v: [AxisValue]) in v.map { $0.number ?? .nan } }
            var spec = AreaSpec(
                xLabel: head.x.label, yLabel: head.y.label,
                source: .data(
                    x: Column(label: head.x.label, values: values(group.map(\.x)), isDate: head.x.containsDate),
                    yStart: Column(label: head.yStart!.label, values: values(group.map { $0.yStart! })),
                    yEnd: Column(label: head.y.label, values: values(group.map(\.y))), series: nil, seriesLabel: nil,
                    stacking: .unstacked))
            spec.interpolation = head.interpolation
            areas.append(ChartElement(recipe: CustomMark(mark: spec, style: headStyle)))
        }
        var result: [ChartElement] = []
        var inserted = false
        for e in elements {
            if e.recipe.mark is AreaMarkSpec {
                if !inserted { result += areas }
                inserted = true
                continue
            }
            result.append(e)
        }
        return result
    }
}

extension AreaMark: CategorizedMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}

extension AreaMarkGrouping {
    /// A vertex with its style, as the element carried them.
    struct Vertex {
        var mark: AreaMarkSpec
        var style: MarkStyle
        var seriesName: String? { mark.seriesName(style) }
    }
}

extension AreaMarkSpec: DescribedMark, InterpolatedMark, NamedIn3DErrors {
    var markName: String { WarningLog.name("AreaMark", y.label) }
    var nameIn3DErrors: String { "AreaMark" }

    /// A vertex alone (before the chart joins it into its area): its x and y, and its start.
    func addValues(to domains: inout MarkDomains) throws {
        try domains.addX(x)
        try domains.addY(y)
        if let yStart { try domains.addY(yStart) }
    }

    /// Nothing: a vertex is drawn as part of its area (``AreaMarkGrouping``).
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    var legendSample: MarkLegendSample { .square }

    /// A vertex of its series' area.
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry? {
        AccessibleEntry(
            kind: .area, name: seriesName(style), x: x.label, y: y.label,
            point: AccessiblePoint(x: x.primitive, y: y.primitive))
    }
}
