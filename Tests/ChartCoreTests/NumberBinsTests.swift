import Foundation
import Testing

@testable import ChartCore

/// `NumberBins` and `ChartBinRange`: edges, `index(for:)` against a brute-force count over the
/// bins (half-open bins, the last closed, as numpy's `histogram`), nice data-driven edges, and the
/// typed errors of the checked factories.
struct NumberBinsTests {
    /// A deterministic spread of values (a linear congruential sequence mapped to 2.5…97.3).
    static let values: [Double] = {
        var state: UInt64 = 12345
        return (0..<500).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return 2.5 + Double(state >> 11) / Double(1 << 53) * 94.8
        } + [2.5, 97.3]
    }()

    /// For every bin, the values it contains by its own bounds, counted one by one.
    static func bruteForceCounts(_ bins: NumberBins<Double>, _ values: [Double]) -> [Int] {
        bins.map { bin in
            values.filter { v in v >= bin.lowerBound && (v < bin.upperBound || (bin.isClosed && v == bin.upperBound)) }
                .count
        }
    }

    @Test func rangeAndCountGivesEqualBinsEndingAtTheBounds() {
        let bins = NumberBins(range: 0.0...10.0, count: 4)
        #expect(bins.count == 4)
        #expect(bins.thresholds == [0, 2.5, 5, 7.5, 10])
        #expect(bins[0] == ChartBinRange(lowerBound: 0, upperBound: 2.5))
        #expect(bins[3].isClosed && !bins[2].isClosed)
        #expect(bins.index(for: 2.5) == 1)
        #expect(bins.index(for: 10) == 3)  // the last bin is closed
        #expect(bins[3].contains(10) && !bins[2].contains(7.5))
    }

    @Test func indexForAgreesWithABruteForceCount() {
        for bins in [
            NumberBins(range: 2.5...97.3, count: 7), NumberBins(data: Self.values, desiredCount: 12),
            NumberBins(data: Self.values), NumberBins(thresholds: [2.5, 10, 11, 50, 97.3]),
        ] {
            let grouped = Dictionary(grouping: Self.values, by: bins.index)
            let counts = bins.indices.map { grouped[$0]?.count ?? 0 }
            #expect(counts == Self.bruteForceCounts(bins, Self.values))
            #expect(counts.reduce(0, +) == Self.values.count)
        }
    }

    @Test func dataDrivenBinsHaveNiceEdgesCoveringTheData() {
        let bins = NumberBins(data: Self.values, desiredCount: 10)
        // The axes' tick step for a span of 94.8 in about 10 intervals is 10.
        #expect(bins.thresholds == stride(from: 0.0, through: 100, by: 10).map { $0 })
        let fine = NumberBins(range: 0.1...0.7, desiredCount: 6)
        #expect(fine.thresholds == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
        let strided = NumberBins(data: Self.values, desiredCount: 50, minimumStride: 5.0)
        #expect(strided[0].upperBound - strided[0].lowerBound == 5)
    }

    @Test func scottsRuleChoosesTheCountWhenNoneIsGiven() {
        let n = Double(Self.values.count)
        let mean = Self.values.reduce(0, +) / n
        let sd = (Self.values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / (n - 1)).squareRoot()
        let expected = Int((94.8 / (3.49 * sd * pow(n, -1.0 / 3.0))).rounded(.up))
        #expect(NumberBins<Double>.scottCount(Self.values, span: 94.8) == expected)
        let bins = NumberBins(data: Self.values)
        #expect(bins.thresholds == NumberBins(data: Self.values, desiredCount: expected).thresholds)
    }

    @Test func sizeAndRangeGivesEdgesAtMultiplesOfTheSize() {
        let bins = NumberBins(size: 0.5, range: 0.3...2.0)
        #expect(bins.thresholds == [0, 0.5, 1, 1.5, 2])
    }

    @Test func thresholdsAreSortedAndBadInputIsRepairedOrRefused() throws {
        #expect(NumberBins(thresholds: [3.0, 1, 2, 2]).thresholds == [1, 2, 3])
        #expect(NumberBins(range: 0.0...1.0, count: 0).count == 1)
        #expect(throws: BinningError.invalidCount(0)) { try NumberBins<Double>.checked(range: 0...1, count: 0) }
        #expect(throws: BinningError.nonFiniteRange(lower: 0, upper: .infinity)) {
            try NumberBins<Double>.checked(range: 0 ... .infinity, count: 3)
        }
        #expect(throws: BinningError.invalidThresholds(count: 3, index: 2)) {
            try NumberBins<Double>.checked(thresholds: [0, 2, 1])
        }
        #expect(throws: BinningError.invalidSize(0)) { try NumberBins<Double>.checked(size: 0, range: 0...1) }
        #expect(throws: BinningError.invalidCount(-2)) {
            try NumberBins<Double>.checked(data: [1, 2], desiredCount: -2)
        }
        #expect(BinningError.invalidCount(0).description.contains("at least 1"))
        #expect(try NumberBins<Double>.checked(thresholds: [0, 1, 3]).count == 2)
    }

    @Test func aBinIsAValueThatBarsSpan() {
        let bin = NumberBins(range: 0.0...10.0, count: 2)[1]
        let value = PlottableValue<Double>.value("Mass", bin).erased
        #expect(value.storage == .range(.number(5), .number(10)))
        #expect(value.number == 7.5)  // a point stands at the bin's middle
        #expect(value.binText == nil)  // read as its start, not as a date
    }
}

/// `DateBins`: calendar bins, fixed intervals, data-driven bins on the date ladder, and
/// `index(for:)` against a brute-force count.
struct DateBinsTests {
    static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func monthBinsStartAtTheMonthOfTheLowerBound() {
        let bins = DateBins(unit: .month, range: Self.date("2024-01-15T00:00:00Z")...Self.date("2024-04-02T00:00:00Z"))
        #expect(
            bins.thresholds
                == ["2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01"].map {
                    Self.date("\($0)T00:00:00Z")
                })
        #expect(bins.index(for: Self.date("2024-02-29T23:00:00Z")) == 1)
        let quarters = DateBins(
            unit: .month, by: 3, range: Self.date("2024-01-01T00:00:00Z")...Self.date("2024-12-31T00:00:00Z"))
        #expect(quarters.count == 4)
    }

    @Test func timeIntervalBinsStartAtTheLowerBound() {
        let lo = Self.date("2024-06-01T10:30:00Z")
        let bins = DateBins(timeInterval: 3600, range: lo...lo.addingTimeInterval(3 * 3600 + 1))
        #expect(bins.count == 4)
        #expect(bins[0].lowerBound == lo && bins[3].isClosed)
    }

    @Test func dataDrivenBinsCountEveryDateOnce() {
        let start = Self.date("2024-01-01T00:00:00Z")
        let dates = (0..<300).map { start.addingTimeInterval(Double(($0 * 7919) % 365) * 86_400 + 3600) }
        let bins = DateBins(data: dates, desiredCount: 12)
        // A span of a year in about 12 bins: month bins.
        #expect(bins.thresholds.first == start && bins.count == 12)
        let grouped = Dictionary(grouping: dates, by: bins.index)
        let brute = bins.map { bin in dates.filter { bin.contains($0) }.count }
        #expect(bins.indices.map { grouped[$0]?.count ?? 0 } == brute)
        #expect(brute.reduce(0, +) == dates.count)
        #expect(DateBins(thresholds: []).count == 1)
    }
}
