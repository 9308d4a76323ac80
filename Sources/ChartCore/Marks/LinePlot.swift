import ChartMath

/// A line through the values of a function or of a collection (Swift Charts' `LinePlot`).
///
/// Function plots (`LinePlot(x:y:domain:function:)`, `LinePlot(x:y:t:domain:function:)`) are sampled
/// adaptively at the output resolution: the drawn polyline stays within half a device pixel of the
/// true curve. The initial samples are 4 pixels apart (256 intervals for a parametric curve), each
/// bisected up to 18 times; evaluation stops at 200 000 calls per plot, after which the curve may be
/// coarser. `.nan` leaves a gap; `±.infinity`, poles and values beyond the y domain run off the plot
/// edge and are clipped; jumps (floor, sign, tan's poles) are not joined by vertical walls.
///
/// Vectorized plots (`LinePlot(data, x: .value("Time", \.time), y: .value("Celsius", \.celsius))`)
/// draw one vertex per element, in order; a million samples are reduced to what the pixels can show
/// (the first, lowest, highest and last value in each pixel column), which draws the same pixels.
///
/// In a `Chart3D`, `LinePlot(data, x:, y:, z:)` draws one 3D polyline through the elements in
/// order (a parametric curve, a trajectory), depth-tested against surfaces and points.
public struct LinePlot<Content: Sendable>: ChartContent, Chart3DContent {
    var spec: LineSpec
    var style = MarkStyle()
    /// A parametric space curve's recipe (`LinePlot(x:y:z:t:domain:function:)`), drawn instead of `spec`.
    var curve3D: ParametricCurve3DSpec?
    let content: Content

    public var chartElements: [ChartElement] {
        guard var curve = curve3D else { return [ChartElement(recipe: CustomMark(mark: spec, style: style))] }
        curve.stroke = spec.stroke
        return [ChartElement(recipe: CustomMark(mark: curve, style: style))]
    }
    public var chart3DElements: [ChartElement] { chartElements }

    /// The line colour.
    public func foregroundStyle(_ style: some ShapeStyle) -> Self {
        var copy = self
        copy.style.setForeground(style)
        if case .data(let x, let y, let s, let l, _) = copy.spec.source {
            copy.spec.source = .data(x: x, y: y, series: s, seriesLabel: l, colors: nil)
        }
        return copy
    }

    /// The stroke: width in points and dash pattern (default: solid, 2 points).
    public func lineStyle(_ style: StrokeStyle) -> Self {
        var copy = self
        copy.spec.stroke = style
        copy.style.explicit.insert(.stroke)
        return copy
    }

    /// How the line runs between data points (data plots; function plots are exact).
    public func interpolationMethod(_ method: InterpolationMethod) -> Self {
        var copy = self
        copy.spec.interpolation = method
        copy.style.explicit.insert(.interpolation)
        return copy
    }
}

extension LinePlot where Content == FunctionPlotContent {
    /// A function plot of y = f(x). `domain` limits where the function is evaluated; `nil` samples
    /// the chart's x-scale domain.
    public init(
        x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> Double
    ) {
        spec = LineSpec(xLabel: String(x), yLabel: String(y), source: .function(domain: domain, f: function))
        content = FunctionPlotContent()
    }

    /// A parametric curve (x, y) = f(t) for t in `domain` (finite). A curve that ends where it
    /// starts is drawn closed, without a seam.
    public init(
        x: some StringProtocol, y: some StringProtocol, t: some StringProtocol, domain: ClosedRange<Double>,
        function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        spec = LineSpec(
            xLabel: String(x), yLabel: String(y), source: .parametric(tLabel: String(t), domain: domain, f: function))
        content = FunctionPlotContent()
    }
}

extension LinePlot {
    /// A line through one point per element of `data`, in order.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        spec = LineSpec(
            xLabel: x.label, yLabel: y.label,
            source: .data(x: x.column(elements), y: y.column(elements), series: nil, seriesLabel: nil, colors: nil))
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// A 3D polyline through one point per element of `data`, in order, for a `Chart3D` (y is up).
    public init<Data: Collection, X: Plottable, Y: Plottable, Z: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        z: PlottableProjection<Data.Element, Z>
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        spec = LineSpec(
            xLabel: x.label, yLabel: y.label,
            source: .data(x: x.column(elements), y: y.column(elements), series: nil, seriesLabel: nil, colors: nil),
            z: z.column(elements))
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// One line per distinct `series` value, each with its own palette colour and legend entry.
    public init<Data: Collection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        spec = LineSpec(
            xLabel: x.label, yLabel: y.label,
            source: .data(
                x: x.column(elements), y: y.column(elements), series: series.strings(elements),
                seriesLabel: series.label, colors: nil))
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// Colours each segment with the style at `keyPath` of the element it starts from
    /// (`.foregroundStyle(\.tint)`).
    public func foregroundStyle<Element, S: ShapeStyle>(_ keyPath: KeyPath<Element, S>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        let colors = content.data.elements.map { ($0[keyPath: keyPath].shapeStyleColors.first ?? .accentColor).rgba }
        if case .data(let x, let y, let s, let l, _) = spec.source {
            copy.spec.source = .data(x: x, y: y, series: s, seriesLabel: l, colors: colors)
        }
        return copy
    }
}

extension LinePlot: CategorizedMark, LitMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}

extension LineSpec {
    /// A function or parametric curve read at evenly spaced samples; data read per series.
    func addAccessibleSeries(to b: inout AccessibleSeriesBuilder, style: MarkStyle) {
        let named = style.category?.storage.first.text ?? yLabel
        switch source {
        case .function(let d, let f):
            var s = AccessibleSeries(
                kind: .line, name: named, xLabel: xLabel, yLabel: yLabel, hidden: style.accessibilityHidden,
                sampled: true)
            s.points = b.samples(d ?? b.xDomain).map {
                AccessiblePoint(
                    x: .number($0), y: .number(f($0)), label: style.accessibilityLabel, value: style.accessibilityValue)
            }
            b.result.append(s)
        case .parametric(_, let d, let f):
            var s = AccessibleSeries(
                kind: .line, name: named, xLabel: xLabel, yLabel: yLabel, hidden: style.accessibilityHidden,
                sampled: true)
            s.points = b.samples(d).map {
                let p = f($0)
                return AccessiblePoint(x: .number(p.x), y: .number(p.y))
            }
            b.result.append(s)
        case .data(let xs, let ys, let series, _, _):
            for (name, all) in b.groupedIndices(xs.values.count, names: series, fallback: named) {
                let kept = b.describing ? describedIndices(all, values: ys.values) : all
                var s = AccessibleSeries(
                    kind: .line, name: name, xLabel: xLabel, yLabel: yLabel, hidden: style.accessibilityHidden)
                s.points = kept.map { i in
                    let (label, value) = b.perElement(style, i)
                    return AccessiblePoint(
                        x: b.primitive(xs.values[i], date: xs.isDate), y: b.primitive(ys.values[i], date: ys.isDate),
                        label: label, value: value)
                }
                s.noteReduction(kept: kept.count, of: all) { ys.values[$0] }
                b.result.append(s)
            }
        }
    }
}
