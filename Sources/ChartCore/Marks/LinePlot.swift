/// A line through the values of a function y = f(x) (Swift Charts' function `LinePlot`).
///
/// The function is sampled adaptively at the output resolution: the drawn polyline stays within
/// about half a device pixel of the true curve, with at most 16 levels of refinement below an
/// initial sample every 4 pixels. `.nan` leaves a gap; `±.infinity` and values beyond the y domain
/// are clipped at the plot edge.
public struct LinePlot: ChartContent {
    var spec: FunctionLineSpec

    /// A function plot. `domain` limits where the function is evaluated; `nil` samples the chart's
    /// x-scale domain.
    public init(
        x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> Double
    ) {
        spec = FunctionLineSpec(xLabel: String(x), yLabel: String(y), domain: domain, function: function)
    }

    public var chartElements: [ChartElement] { [ChartElement(kind: .functionLine(spec))] }

    /// The line colour.
    public func foregroundStyle(_ style: some ShapeStyle) -> LinePlot {
        var copy = self
        copy.spec.style.color = style.shapeStyleColors.first
        return copy
    }

    /// Colour by category, with a legend entry (`.value("Function", "cos x")`).
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> LinePlot {
        var copy = self
        copy.spec.style.category = value.erased
        return copy
    }

    /// The opacity in 0…1.
    public func opacity(_ opacity: Double) -> LinePlot {
        var copy = self
        copy.spec.style.opacity = opacity
        return copy
    }

    /// The stroke width in points (default 2).
    public func lineStyle(width: Double) -> LinePlot {
        var copy = self
        copy.spec.lineWidth = width
        return copy
    }
}
