import Foundation
import Testing

@testable import ChartCore

/// `HistogramCounts` and `HistogramPlot` against a brute-force count: every value tested against
/// every bin's own interval (closed on the left, open on the right, the last closed).
struct HistogramPlotTests {
    /// A deterministic spread of values (a linear congruential sequence mapped to 10…70).
    static let values: [Double] = {
        var state: UInt64 = 987_654_321
        return (0..<500).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return 10 + 60 * Double(state >> 11) / Double(1 << 53)
        }
    }()

    static func bruteForce(_ values: [Double], edges: [Double]) -> [Int] {
        (0..<edges.count - 1).map { b in
            let last = b == edges.count - 2
            return values.filter { v in v >= edges[b] && (last ? v <= edges[b + 1] : v < edges[b + 1]) }.count
        }
    }

    @Test func countsMatchABruteForceCountWithEdgesOnTheBoundaries() {
        // Values on every edge, including the last, which belongs to the last bin.
        let edges: [Double] = [10, 20, 30, 40, 50, 60, 70]
        let values = Self.values + edges
        let counts = HistogramCounts(values: values, bins: NumberBins(thresholds: edges))
        #expect(counts.edges == edges)
        #expect(counts.heights == [Self.bruteForce(values, edges: edges).map(Double.init)])
        #expect(counts.totals == [values.count])
        #expect(counts.skipped == 0)
    }

    @Test func defaultBinsAreNumberBinsOfTheData() {
        let plot = HistogramPlot(Self.values, x: "v")
        #expect(plot.counts.edges == NumberBins(data: Self.values).thresholds)
        #expect(plot.counts.heights[0] == Self.bruteForce(Self.values, edges: plot.counts.edges).map(Double.init))
        #expect(plot.counts.heights[0].reduce(0, +) == Double(Self.values.count))
    }

    @Test func nonFiniteAndOutOfRangeValuesAreSkipped() {
        let values = [1.0, .nan, 2, .infinity, -.infinity, 9, 3]
        let counts = HistogramCounts(values: values, bins: NumberBins(thresholds: [0, 2, 4]))
        #expect(counts.heights == [[1, 2]])
        #expect(counts.skipped == 4)
    }

    @Test func skippedValuesAreCountedInTheChartsWarnings() throws {
        let chart = Chart {
            HistogramPlot([1, .nan, 2, .infinity, 3, 50], x: "v", bins: NumberBins(thresholds: [0, 2, 4]))
        }
        let warnings = try chart.lowered().warnings
        #expect(warnings.contains(.nonFiniteValuesSkipped(mark: WarningLog.name("HistogramPlot", "v"), count: 3)))
        let clean = try Chart { HistogramPlot([1, 2, 3], x: "v") }.lowered().warnings
        #expect(!clean.contains { if case .nonFiniteValuesSkipped = $0 { true } else { false } })
    }

    @Test func densityIntegratesToOnePerCategory() {
        let edges: [Double] = [10, 15, 25, 40, 70]  // unequal widths
        let labels = Self.values.indices.map { $0 % 3 == 0 ? "a" : "b" }
        let counts = HistogramCounts(
            values: Self.values, categories: labels, bins: NumberBins(thresholds: edges), statistic: .density)
        #expect(counts.categories == ["a", "b"])
        for heights in counts.heights {
            let area = heights.indices.reduce(0) { $0 + heights[$1] * (edges[$1 + 1] - edges[$1]) }
            #expect(abs(area - 1) < 1e-12)
        }
    }

    @Test func cumulativeEndsAtTheNumberOfValues() {
        let edges: [Double] = [10, 30, 50, 70]
        let counts = HistogramCounts(values: Self.values, bins: NumberBins(thresholds: edges), statistic: .cumulative)
        let brute = Self.bruteForce(Self.values, edges: edges)
        #expect(counts.heights[0] == [brute[0], brute[0] + brute[1], brute[0] + brute[1] + brute[2]].map(Double.init))
        #expect(counts.heights[0].last == Double(Self.values.count))
    }

    struct Sample {
        let value: Double
        let group: String
    }

    static let samples = values.enumerated().map { i, v in Sample(value: v, group: ["x", "y", "z"][i % 3]) }

    @Test func categoriesCountSeparatelyAndStackedStepsSumThem() {
        let edges: [Double] = [10, 20, 40, 70]
        let plot = HistogramPlot(
            Self.samples, x: .value("v", \.value), by: .value("g", \.group), bins: NumberBins(thresholds: edges))
        #expect(plot.counts.categories == ["x", "y", "z"])
        for (c, name) in ["x", "y", "z"].enumerated() {
            let mine = Self.samples.filter { $0.group == name }.map(\.value)
            #expect(plot.counts.heights[c] == Self.bruteForce(mine, edges: edges).map(Double.init))
        }
        // Stacked steps: the top outline is at the sum of all categories.
        let lines = plot.histogramStyle(.steps).arrangement(.stacked).chartElements
        #expect(lines.count == 3 * (2 * 3 + 2))
        let top = lines.suffix(8).compactMap { element -> Double? in
            (element.recipe.mark as? LineMarkSpec)?.y.primitive?.number
        }
        let total = Self.bruteForce(Self.values, edges: edges).map(Double.init)
        #expect(top == [0, total[0], total[0], total[1], total[1], total[2], total[2], 0])
    }

    @Test func barsAreOnePerBinAndCategory() {
        let plot = HistogramPlot(
            Self.samples, x: .value("v", \.value), by: .value("g", \.group),
            bins: NumberBins(thresholds: [10, 40, 70]))
        #expect(plot.chartElements.count == 6)
        #expect(plot.arrangement(.stacked).chartElements.count == 6)
        #expect(HistogramPlot(Self.values, x: "v", bins: NumberBins(thresholds: [10, 70])).chartElements.count == 1)
    }
}
