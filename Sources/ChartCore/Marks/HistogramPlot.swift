import ChartScene
import Foundation

/// What a histogram's bar heights show.
public enum HistogramStatistic: Sendable, Hashable {
    /// The number of values in each bin (the default).
    case count
    /// The count divided by the number of values and the bin's width, so the bars' area is 1
    /// (matplotlib's `density=True`). With several categories, each category's area is 1.
    case density
    /// The number of values in this bin and every bin before it: the last bin holds them all.
    case cumulative
}

/// How a histogram is drawn.
public enum HistogramStyle: Sendable, Hashable {
    /// A bar per bin (the default).
    case bars
    /// The histogram's outline: a stepped line from the first edge, at height 0, over every bin
    /// and down to 0 at the last edge (matplotlib's `histtype="step"`).
    case steps
}

/// How the categories of a histogram with `by:` share the bins.
public enum HistogramArrangement: Sendable, Hashable {
    /// Each category's bars from zero, drawn over one another with opacity 0.5 (the default).
    case overlaid
    /// Each bin's categories stacked, in the order the categories first appear.
    case stacked
}

/// The counts of a histogram: its bins and, per category, the value of the statistic in each bin.
/// ``HistogramPlot`` draws these; they are public to check or tabulate a histogram.
public struct HistogramCounts: Sendable, Equatable {
    /// The bins' edges, `bins.count + 1` increasing numbers.
    public let edges: [Double]
    /// The categories in the order they first appear; one unnamed category ("") without `by:`.
    public let categories: [String]
    /// `heights[c][b]`: the statistic of category `c` in bin `b`.
    public let heights: [[Double]]
    /// The values counted in each category (finite and inside the bins).
    public let totals: [Int]
    /// The values left out: not finite, or outside the bins' range.
    public let skipped: Int

    /// Counts `values` (each with the category at the same index) into `bins`. Bins are closed on
    /// the left and open on the right, but for the last, which holds its upper edge (numpy's and
    /// matplotlib's rule). Values that are not finite or lie outside the bins are skipped.
    public init(
        values: [Double], categories labels: [String]? = nil, bins: NumberBins<Double>,
        statistic: HistogramStatistic = .count
    ) {
        let edges = bins.thresholds
        var order: [String] = []
        var slot: [String: Int] = [:]
        var counts: [[Int]] = []
        var skipped = 0
        for (i, v) in values.enumerated() {
            let label = labels.map { i < $0.count ? $0[i] : "" } ?? ""
            guard v.isFinite, let lo = edges.first, let hi = edges.last, v >= lo, v <= hi else {
                skipped += 1
                continue
            }
            let c: Int
            if let known = slot[label] {
                c = known
            } else {
                c = order.count
                slot[label] = c
                order.append(label)
                counts.append(Array(repeating: 0, count: edges.count - 1))
            }
            counts[c][bins.index(for: v)] += 1
        }
        self.edges = edges
        self.categories = order
        self.totals = counts.map { $0.reduce(0, +) }
        self.skipped = skipped
        self.heights = counts.map { Self.statistic(statistic, of: $0, edges: edges) }
    }

    private static func statistic(_ statistic: HistogramStatistic, of counts: [Int], edges: [Double]) -> [Double] {
        switch statistic {
        case .count:
            return counts.map(Double.init)
        case .density:
            let n = Double(counts.reduce(0, +))
            return counts.indices.map { b in n > 0 ? Double(counts[b]) / (n * (edges[b + 1] - edges[b])) : 0 }
        case .cumulative:
            var running = 0
            return counts.map { c in
                running += c
                return Double(running)
            }
        }
    }
}

/// A histogram of raw values in a 2D `Chart` (an OpenCharts extension: Swift Charts asks you to
/// bin the values yourself, with ``NumberBins``, and draw a `BarMark` per bin, which this plot
/// does for you).
///
/// ```swift
/// Chart {
///     HistogramPlot(penguins, x: .value("Body mass (g)", \.mass), by: .value("Species", \.species))
/// }
/// ```
///
/// Without `bins`, the bins are nice ones covering the values, `NumberBins(data:)`'s (their size
/// 1, 2 or 5 times a power of ten, about as many as Scott's rule asks for). Bins are closed on the
/// left, open on the right, but for the last, which holds its upper edge. Values that are not
/// finite, or outside the bins given, are left out (``HistogramCounts/skipped``) and counted in the
/// chart's warnings of skipped values, as other marks' undrawable values are.
///
/// The bars are `BarMark`s over the bins' ranges (steps: `LineMark`s), so axes, legends,
/// accessibility and transitions treat them as any bars or lines. With `by:`, the categories take
/// the chart's palette, overlaid at opacity 0.5 or stacked (``HistogramArrangement``). The y axis
/// is titled "Count", "Density" or "Cumulative count" unless `y` names it.
public struct HistogramPlot: ChartContent {
    /// The counts drawn.
    public let counts: HistogramCounts
    let xLabel: String
    let yLabel: String
    let categoryLabel: String?
    var style: HistogramStyle = .bars
    var arrangement: HistogramArrangement = .overlaid

    /// A histogram of `values`, x titled `x`.
    public init(
        _ values: [Double], x: String, y: String? = nil, bins: NumberBins<Double>? = nil,
        statistic: HistogramStatistic = .count
    ) {
        self.init(values: values, categories: nil, x: x, y: y, by: nil, bins: bins, statistic: statistic)
    }

    /// A histogram of a number of each element (`.value("Body mass (g)", \.mass)`), one colour
    /// per category of `by` (`.value("Species", \.species)`).
    public init<Data: Collection, C: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: String? = nil,
        by category: PlottableProjection<Data.Element, C>, bins: NumberBins<Double>? = nil,
        statistic: HistogramStatistic = .count
    ) {
        let values = data.map { x.read($0).number ?? .nan }
        let labels = data.map { Self.text(category.read($0)) }
        self.init(
            values: values, categories: labels, x: x.label, y: y, by: category.label, bins: bins,
            statistic: statistic)
    }

    /// A histogram of a number of each element (`.value("Body mass (g)", \.mass)`).
    public init<Data: Collection>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: String? = nil,
        bins: NumberBins<Double>? = nil, statistic: HistogramStatistic = .count
    ) {
        let values = data.map { x.read($0).number ?? .nan }
        self.init(values: values, categories: nil, x: x.label, y: y, by: nil, bins: bins, statistic: statistic)
    }

    /// A histogram of `values` with a category per value (the CLI's `--by`), titled `by`.
    package init(
        values: [Double], categories: [String]?, x: String, y: String?, by: String?, bins: NumberBins<Double>?,
        statistic: HistogramStatistic
    ) {
        let bins = bins ?? NumberBins(data: values)
        counts = HistogramCounts(values: values, categories: categories, bins: bins, statistic: statistic)
        xLabel = x
        categoryLabel = by
        switch statistic {
        case .count: yLabel = y ?? "Count"
        case .density: yLabel = y ?? "Density"
        case .cumulative: yLabel = y ?? "Cumulative count"
        }
    }

    private static func text(_ value: PlottablePrimitive) -> String {
        switch value {
        case .string(let s): s
        case .number(let v): v.formatted()
        case .date(let d): d.formatted()
        }
    }

    /// Drawn as bars (the default) or as the outline of steps.
    public func histogramStyle(_ style: HistogramStyle) -> HistogramPlot {
        var copy = self
        copy.style = style
        return copy
    }

    /// With categories: overlaid translucent (the default) or stacked.
    public func arrangement(_ arrangement: HistogramArrangement) -> HistogramPlot {
        var copy = self
        copy.arrangement = arrangement
        return copy
    }

    /// The bars (or lines), category after category; then, when values were left out, an element
    /// that counts them in the chart's warnings.
    public var chartElements: [ChartElement] {
        let marks = counts.categories.indices.flatMap { c in
            style == .bars ? bars(of: c) : steps(of: c)
        }
        guard counts.skipped > 0 else { return marks }
        return marks + [ChartElement(mark: HistogramSkippedValues(xLabel: xLabel, count: counts.skipped))]
    }

    private func bars(of c: Int) -> [ChartElement] {
        let edges = counts.edges
        let bins = NumberBins(thresholds: edges)
        return counts.heights[c].indices.flatMap { b -> [ChartElement] in
            let bar = BarMark(
                x: .value(xLabel, bins[b]), y: .value(yLabel, counts.heights[c][b]),
                stacking: arrangement == .stacked ? .standard : .unstacked)
            guard let categoryLabel else { return bar.chartElements }
            let styled = bar.foregroundStyle(by: .value(categoryLabel, counts.categories[c]))
            return arrangement == .overlaid ? styled.opacity(0.5).chartElements : styled.chartElements
        }
    }

    /// The outline's points: up at the first edge, across each bin, down at the last edge. Stacked
    /// steps add the categories before this one.
    private func steps(of c: Int) -> [ChartElement] {
        let edges = counts.edges
        let heights = counts.heights[c].indices.map { b in
            arrangement == .stacked ? (0...c).reduce(0) { $0 + counts.heights[$1][b] } : counts.heights[c][b]
        }
        var points: [(Double, Double)] = [(edges[0], 0)]
        for (b, h) in heights.enumerated() {
            points.append((edges[b], h))
            points.append((edges[b + 1], h))
        }
        points.append((edges[edges.count - 1], 0))
        let name = counts.categories[c]
        return points.flatMap { p -> [ChartElement] in
            let line = LineMark(
                x: .value(xLabel, p.0), y: .value(yLabel, p.1), series: .value(categoryLabel ?? "Series", name))
            guard let categoryLabel else { return line.chartElements }
            return line.foregroundStyle(by: .value(categoryLabel, name)).chartElements
        }
    }
}

/// The values a histogram left out, reported as the chart's skipped values: an element that puts
/// nothing on the axes and draws nothing, and counts `count` skipped values for the plot's
/// warning ("HistogramPlot "Body mass (g)"").
struct HistogramSkippedValues: ChartMark {
    var xLabel: String
    var count: Int

    var markName: String { WarningLog.name("HistogramPlot", xLabel) }

    func addValues(to domains: inout MarkDomains) throws {}

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        context.log.pending += count
        return []
    }
}
