import Foundation

/// An error band over a series: a translucent band from each element's lower to its upper value
/// (mean − spread to mean + spread, or a lower and an upper column) with the line of the means
/// over it.
///
/// ```swift
/// Chart {
///     ErrorBandPlot(days, x: .value("Day", \.day), y: .value("Mean (°C)", \.mean), spread: \.sd)
/// }
/// ```
///
/// The band is an `AreaPlot(_:x:yStart:yEnd:)` at opacity 0.3 and the line a `LinePlot`, both in
/// the plot's colour (`.foregroundStyle(_:)` on the plot colours both); `AreaPlot` alone draws a
/// band without a line.
public struct ErrorBandPlot: ChartContent {
    let elements: [ChartElement]

    /// The band y ± `spread` of each element, and the line of the y values.
    public init<Data: Collection, X: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Double>,
        spread: KeyPath<Data.Element, Double>
    ) {
        let read = y.read
        let lower = PlottableProjection<Data.Element, Double>(
            label: y.label, read: { .number((read($0).number ?? .nan) - $0[keyPath: spread]) })
        let upper = PlottableProjection<Data.Element, Double>(
            label: y.label, read: { .number((read($0).number ?? .nan) + $0[keyPath: spread]) })
        elements =
            AreaPlot(data, x: x, yStart: lower, yEnd: upper).opacity(0.3).chartElements
            + LinePlot(data, x: x, y: y).chartElements
    }

    /// The band from each element's `yStart` to its `yEnd`, and the line of its `y` (nil: no line).
    public init<Data: Collection, X: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Double>?,
        yStart: PlottableProjection<Data.Element, Double>, yEnd: PlottableProjection<Data.Element, Double>
    ) {
        let band = AreaPlot(data, x: x, yStart: yStart, yEnd: yEnd).opacity(0.3).chartElements
        elements = band + (y.map { LinePlot(data, x: x, y: $0).chartElements } ?? [])
    }

    /// The band, then the line.
    public var chartElements: [ChartElement] { elements }
}
