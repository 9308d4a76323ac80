import ChartMath

/// One vertex of an area (Swift Charts' `AreaMark`): the area under `y` (from zero, stacked with
/// the other series at the same x), or between `yStart` and `yEnd`. Marks of the same `series`
/// (or `.foregroundStyle(by:)` category) join into one area, in the order given.
public struct AreaMark: ChartContent {
    var spec: AreaMarkSpec

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

    public var chartElements: [ChartElement] { [ChartElement(kind: .areaMark(spec))] }

    /// How the edges run between vertices.
    public func interpolationMethod(_ method: InterpolationMethod) -> AreaMark {
        var copy = self
        copy.spec.interpolation = method
        copy.spec.style.explicit.insert(.interpolation)
        return copy
    }

}

struct AreaMarkSpec: Sendable {
    var x: AxisValue
    var y: AxisValue
    var yStart: AxisValue?
    var series: AxisValue?
    var stacking: MarkStackingMethod
    var style = MarkStyle()
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

    /// The series this vertex belongs to: `series`, else the category, else none.
    var seriesName: String? {
        if case .single(let p) = series?.storage { return p.text }
        if case .single(let p) = style.category?.storage { return p.text }
        return nil
    }
}

/// Joins `AreaMark`s into areas: the marks under a y stack into one area element (one layer per
/// series) where the first of them stood; bands become one area per series.
enum AreaMarkGrouping {
    static func rewrite(_ elements: [ChartElement]) -> [ChartElement] {
        let marks = elements.compactMap { e -> AreaMarkSpec? in
            if case .areaMark(let m) = e.kind { return m }
            return nil
        }
        guard !marks.isEmpty else { return elements }
        var areas: [ChartElement] = []
        let stacked = marks.filter { $0.yStart == nil }
        if let head = stacked.first {
            let column = { (values: [AxisValue], label: String) -> Column in
                Column(
                    label: label, values: values.map { $0.number ?? .nan }, isDate: values.contains { $0.containsDate })
            }
            let names = stacked.map { $0.seriesName ?? "" }
            let hasSeries = stacked.contains { $0.seriesName != nil }
            var spec = AreaSpec(
                xLabel: head.x.label, yLabel: head.y.label,
                source: .data(
                    x: column(stacked.map(\.x), head.x.label), yStart: nil,
                    yEnd: column(stacked.map(\.y), head.y.label),
                    series: hasSeries ? names : nil,
                    seriesLabel: head.series?.label ?? head.style.category?.label, stacking: head.stacking))
            spec.style = head.style
            if hasSeries { spec.style.category = nil }
            spec.interpolation = head.interpolation
            areas.append(ChartElement(kind: .area(spec)))
        }
        var bandOrder: [String] = []
        var bands: [String: [AreaMarkSpec]] = [:]
        for m in marks where m.yStart != nil {
            let key = m.seriesName ?? ""
            if bands[key] == nil { bandOrder.append(key) }
            bands[key, default: []].append(m)
        }
        for key in bandOrder {
            let group = bands[key]!
            let head = group[0]
            let values = { (v: [AxisValue]) in v.map { $0.number ?? .nan } }
            var spec = AreaSpec(
                xLabel: head.x.label, yLabel: head.y.label,
                source: .data(
                    x: Column(label: head.x.label, values: values(group.map(\.x)), isDate: head.x.containsDate),
                    yStart: Column(label: head.yStart!.label, values: values(group.map { $0.yStart! })),
                    yEnd: Column(label: head.y.label, values: values(group.map(\.y))), series: nil, seriesLabel: nil,
                    stacking: .unstacked))
            spec.style = head.style
            spec.interpolation = head.interpolation
            areas.append(ChartElement(kind: .area(spec)))
        }
        var result: [ChartElement] = []
        var inserted = false
        for e in elements {
            if case .areaMark = e.kind {
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
        get { MarkStyleStorage(style: spec.style) }
        set { spec.style = newValue.style }
    }
}

extension AreaMarkSpec {
    /// A vertex of its series' area.
    func addAccessibleSeries(to b: inout AccessibleSeriesBuilder, style: MarkStyle) {
        b.append(
            .area, name: seriesName, x: x.label, y: y.label, style: style,
            point: AccessiblePoint(x: x.primitive, y: y.primitive))
    }
}
