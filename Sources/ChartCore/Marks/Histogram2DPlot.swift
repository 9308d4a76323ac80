import ChartScene
import Foundation

/// What the cells of a 2D histogram (``Histogram2DPlot``, ``Histogram3DPlot``) show.
public enum Histogram2DStatistic: Sendable, Hashable {
    /// The number of (x, y) pairs in each cell (the default).
    case count
    /// The count divided by the number of pairs counted and the cell's area, so the histogram's
    /// volume is 1 (matplotlib's `density=True`).
    case density
}

/// The counts of a 2D histogram: the bins on each axis and the statistic of every cell.
/// ``Histogram2DPlot`` draws these; they are public to check or tabulate a histogram.
public struct Histogram2DCounts: Sendable, Equatable {
    /// The x bins' edges, `columns + 1` increasing numbers.
    public let xEdges: [Double]
    /// The y bins' edges, `rows + 1` increasing numbers.
    public let yEdges: [Double]
    /// `values[row][column]`: the statistic of the cell of y bin `row` and x bin `column`.
    public let values: [[Double]]
    /// The pairs counted (both finite and inside the bins).
    public let total: Int
    /// The pairs left out: either coordinate not finite, or outside its bins' range.
    public let skipped: Int

    /// Counts the pairs `(x[i], y[i])` into the cells of `xBins` × `yBins`. On each axis bins are
    /// closed on the left and open on the right, but for the last, which holds its upper edge (as
    /// ``HistogramCounts`` and numpy's `histogram2d`). Pairs beyond the shorter array are skipped.
    public init(
        x: [Double], y: [Double], xBins: NumberBins<Double>, yBins: NumberBins<Double>,
        statistic: Histogram2DStatistic = .count
    ) {
        let xEdges = xBins.thresholds
        let yEdges = yBins.thresholds
        var counts = Array(
            repeating: Array(repeating: 0, count: max(xEdges.count - 1, 0)), count: max(yEdges.count - 1, 0))
        var total = 0
        for i in 0..<min(x.count, y.count) {
            let (u, v) = (x[i], y[i])
            guard Self.inside(u, xEdges), Self.inside(v, yEdges) else { continue }
            counts[yBins.index(for: v)][xBins.index(for: u)] += 1
            total += 1
        }
        self.xEdges = xEdges
        self.yEdges = yEdges
        self.total = total
        self.skipped = max(x.count, y.count) - total
        let n = Double(total)
        self.values = counts.indices.map { r in
            counts[r].indices.map { c in
                let count = Double(counts[r][c])
                guard statistic == .density else { return count }
                let area = (xEdges[c + 1] - xEdges[c]) * (yEdges[r + 1] - yEdges[r])
                return n > 0 ? count / (n * area) : 0
            }
        }
    }

    private static func inside(_ v: Double, _ edges: [Double]) -> Bool {
        guard v.isFinite, let lo = edges.first, let hi = edges.last, edges.count >= 2 else { return false }
        return v >= lo && v <= hi
    }

    /// Bins of `values` for a 2D histogram: nice ones (``NumberBins/init(data:desiredCount:minimumStride:)``)
    /// about as many as Scott's rule in two dimensions asks (a bin width of σ·n^(−1/6)), 1…100 of them.
    public static func defaultBins(_ values: [Double]) -> NumberBins<Double> {
        let finite = values.filter(\.isFinite)
        guard finite.count > 1, let lo = finite.min(), let hi = finite.max(), hi > lo else {
            return NumberBins(data: finite, desiredCount: 1)
        }
        let width = Statistics.standardDeviation(finite) * pow(Double(finite.count), -1.0 / 6)
        let count = width > 0 ? Int(((hi - lo) / width).rounded(.up)) : 1
        return NumberBins(data: finite, desiredCount: min(max(count, 1), 100))
    }
}

/// A 2D histogram of (x, y) data in a 2D `Chart`: the pairs counted into rectangular cells, x bins
/// by y bins, drawn as a heat map with a colour bar (an OpenCharts extension, matplotlib's
/// `hist2d`; Swift Charts asks you to bin the values and draw a `RectangleMark` per cell).
///
/// ```swift
/// Chart {
///     Histogram2DPlot(days, x: .value("Daily low (°C)", \.low), y: .value("Daily high (°C)", \.high))
/// }
/// ```
///
/// Without bins, each axis gets nice bins covering its values, about as many as Scott's rule in
/// two dimensions asks (``Histogram2DCounts/defaultBins(_:)``). Bins are closed on the left, open
/// on the right, but for the last, which holds its upper edge. Pairs with a coordinate that is not
/// finite, or outside the bins given, are left out (``Histogram2DCounts/skipped``) and counted in
/// the chart's warnings of skipped values.
///
/// Each cell is a `RectangleMark(xStart:xEnd:yStart:yEnd:)` coloured by `.foregroundStyle(by:)`
/// with its count, so the chart's continuous colour scale (viridis, or the gradient of
/// `.chartForegroundStyleScale(range:)`) colours it and a colour bar titled "Count" (or "Density")
/// explains it; accessibility and the data table read the cells as rectangles with a colour
/// value. Empty cells are drawn in the scale's lowest colour, as matplotlib draws them, unless
/// ``hidingEmptyBins(_:)`` leaves them blank.
public struct Histogram2DPlot: ChartContent {
    /// The counts drawn.
    public let counts: Histogram2DCounts
    let xLabel: String
    let yLabel: String
    let valueLabel: String
    var hidesEmpty = false

    /// A 2D histogram of two numbers of each element (`.value("Daily low (°C)", \.low)`), on
    /// `xBins` × `yBins` (default: nice bins by Scott's rule); the colour bar titled `value`
    /// (default "Count" or "Density").
    public init<Data: Collection>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: PlottableProjection<Data.Element, Double>,
        value: String? = nil, xBins: NumberBins<Double>? = nil, yBins: NumberBins<Double>? = nil,
        statistic: Histogram2DStatistic = .count
    ) {
        self.init(
            x: data.map { x.read($0).number ?? .nan }, y: data.map { y.read($0).number ?? .nan }, xLabel: x.label,
            yLabel: y.label, value: value, xBins: xBins, yBins: yBins, statistic: statistic)
    }

    /// A 2D histogram of the pairs `(x[i], y[i])` (the CLI's form).
    package init(
        x: [Double], y: [Double], xLabel: String, yLabel: String, value: String?, xBins: NumberBins<Double>?,
        yBins: NumberBins<Double>?, statistic: Histogram2DStatistic
    ) {
        counts = Histogram2DCounts(
            x: x, y: y, xBins: xBins ?? Histogram2DCounts.defaultBins(x),
            yBins: yBins ?? Histogram2DCounts.defaultBins(y), statistic: statistic)
        self.xLabel = xLabel
        self.yLabel = yLabel
        valueLabel = value ?? (statistic == .count ? "Count" : "Density")
    }

    /// Leaves the cells that hold no pair blank (matplotlib's `cmin=1`), so the colour scale starts
    /// at the smallest count drawn and the chart's background shows where there is no data.
    public func hidingEmptyBins(_ hidden: Bool = true) -> Histogram2DPlot {
        var copy = self
        copy.hidesEmpty = hidden
        return copy
    }

    /// The cells, row after row from the lowest y bin; then, when pairs were left out, an element
    /// that counts them in the chart's warnings.
    public var chartElements: [ChartElement] {
        var elements: [ChartElement] = []
        for (r, row) in counts.values.enumerated() {
            for (c, value) in row.enumerated() where !(hidesEmpty && value == 0) {
                let cell = RectangleMark(
                    xStart: .value(xLabel, counts.xEdges[c]), xEnd: .value(xLabel, counts.xEdges[c + 1]),
                    yStart: .value(yLabel, counts.yEdges[r]), yEnd: .value(yLabel, counts.yEdges[r + 1]))
                elements += cell.foregroundStyle(by: .value(valueLabel, value)).chartElements
            }
        }
        guard counts.skipped > 0 else { return elements }
        let name = WarningLog.name("Histogram2DPlot", xLabel)
        return elements + [ChartElement(mark: SkippedValuesMark(name: name, count: counts.skipped))]
    }
}

/// Values a binning plot left out, reported as the chart's skipped values: an element that puts
/// nothing on the axes and draws nothing, and counts `count` skipped values under `name`.
struct SkippedValuesMark: ChartMark, Chart3DContent {
    var name: String
    var count: Int

    var markName: String { name }

    func addValues(to domains: inout MarkDomains) throws {}

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        context.log.pending += count
        return []
    }

    func addValues(to domains: inout MarkDomains3D) throws {}

    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        context.log.pending += count
        return []
    }
}
