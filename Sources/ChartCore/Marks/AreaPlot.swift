import ChartMath

/// A filled area under a function, between two functions, or under a collection's values
/// (Swift Charts' `AreaPlot`). Function areas are sampled with the same adaptive rules as
/// `LinePlot`: NaN leaves a gap, poles and jumps split the area, values beyond the y domain are
/// clipped at the plot edge.
public struct AreaPlot<Content: Sendable>: ChartContent {
    var spec: AreaSpec
    var style = MarkStyle()
    let content: Content

    public var chartElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }

    /// How the edges run between data points (data plots; function plots are exact).
    public func interpolationMethod(_ method: InterpolationMethod) -> Self {
        var copy = self
        copy.spec.interpolation = method
        copy.style.explicit.insert(.interpolation)
        return copy
    }
}

extension AreaPlot where Content == FunctionPlotContent {
    /// The area between zero and y = f(x). `domain` limits where the function is evaluated; `nil`
    /// samples the chart's x-scale domain.
    public init(
        x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> Double
    ) {
        spec = AreaSpec(
            xLabel: String(x), yLabel: String(y), source: .function(domain: domain, f: { x in (0, function(x)) }))
        content = FunctionPlotContent()
    }

    /// The band between two functions of x.
    public init(
        x: some StringProtocol, yStart: some StringProtocol, yEnd: some StringProtocol,
        domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        _ = yStart
        spec = AreaSpec(xLabel: String(x), yLabel: String(yEnd), source: .function(domain: domain, f: function))
        content = FunctionPlotContent()
    }
}

extension AreaPlot {
    /// The area under one value per element (from zero), stacked by series when `series` is given.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        spec = AreaSpec(
            xLabel: x.label, yLabel: y.label,
            source: .data(
                x: x.column(elements), yStart: nil, yEnd: y.column(elements), series: nil, seriesLabel: nil,
                stacking: stacking))
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// Stacked areas, one per distinct `series` value, each with a palette colour and legend entry.
    public init<Data: Collection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        spec = AreaSpec(
            xLabel: x.label, yLabel: y.label,
            source: .data(
                x: x.column(elements), yStart: nil, yEnd: y.column(elements), series: series.strings(elements),
                seriesLabel: series.label, stacking: stacking))
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// The band between two values per element.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        spec = AreaSpec(
            xLabel: x.label, yLabel: yEnd.label,
            source: .data(
                x: x.column(elements), yStart: yStart.column(elements), yEnd: yEnd.column(elements), series: nil,
                seriesLabel: nil, stacking: .unstacked))
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }
}

extension AreaPlot: CategorizedMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}

extension AreaSpec {
    /// A function band read at evenly spaced samples; data read per series.
    func addAccessibleSeries(to b: inout AccessibleSeriesBuilder, style: MarkStyle) {
        switch source {
        case .function(let d, let f):
            var s = AccessibleSeries(
                kind: .area, name: style.category?.storage.first.text ?? yLabel, xLabel: xLabel, yLabel: yLabel,
                hidden: style.accessibilityHidden, sampled: true)
            s.points = b.samples(d ?? b.xDomain).map {
                let v = f($0)
                return AccessiblePoint(x: .number($0), y: .number(v.yStart), yEnd: v.yEnd)
            }
            b.result.append(s)
        case .data(let xs, let y0, let y1, let series, _, _):
            for (name, all) in b.groupedIndices(
                xs.values.count, names: series, fallback: style.category?.storage.first.text)
            {
                // A band is reduced by its top, which keeps the band's highest value.
                let kept = b.describing ? describedIndices(all, values: y1.values) : all
                var s = AccessibleSeries(
                    kind: .area, name: name, xLabel: xLabel,
                    yLabel: y0 == nil ? y1.label : "\(y0!.label) to \(y1.label)",
                    hidden: style.accessibilityHidden)
                s.points = kept.map { i in
                    let (label, value) = b.perElement(style, i)
                    return AccessiblePoint(
                        x: b.primitive(xs.values[i], date: xs.isDate), y: .number(y0?.values[i] ?? y1.values[i]),
                        yEnd: y0 == nil ? nil : y1.values[i], label: label, value: value)
                }
                s.noteReduction(kept: kept.count, of: all) { y0?.values[$0] ?? y1.values[$0] }
                b.result.append(s)
            }
        }
    }
}
