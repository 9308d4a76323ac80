import ChartMath
import Foundation

/// A collection of bins for a chart that plots data against dates (Swift Charts' `DateBins`): its
/// elements are ``ChartBinRange`` values of dates, the last closed, and ``index(for:)`` finds a
/// date's bin. A bin is a value marks accept, `.value("Week", bin)`: a bar spans it.
///
/// The data-driven initialisers step along the axes' date tick ladder (seconds to years) on the
/// calendar's boundaries. The calendar defaults to the Gregorian calendar in UTC, as the axes'
/// dates do (Swift Charts uses the current calendar). The initialisers repair bad input as each
/// documents, as Swift Charts' do not fail.
public struct DateBins: RandomAccessCollection, Sendable, Equatable {
    /// The bin edges: one more than the bins, increasing.
    public let thresholds: [Date]

    public var startIndex: Int { 0 }
    public var endIndex: Int { thresholds.count - 1 }

    /// The bin at `position`; the last is closed.
    public subscript(position: Int) -> ChartBinRange<Date> {
        ChartBinRange(
            lowerBound: thresholds[position], upperBound: thresholds[position + 1], isClosed: position == endIndex - 1)
    }

    /// Bins between consecutive `thresholds`, sorted with repeats dropped; fewer than two distinct
    /// dates give one bin a day long.
    public init(thresholds: [Date]) {
        var edges: [Date] = []
        for t in thresholds.sorted() where edges.last.map({ $0 < t }) ?? true { edges.append(t) }
        if edges.count < 2 {
            let start = edges.first ?? Date(timeIntervalSince1970: 0)
            edges = [start, start.addingTimeInterval(86_400)]
        }
        self.thresholds = edges
    }

    /// The index of the bin holding `date`; earlier dates count in the first bin, later in the last.
    public func index(for date: Date) -> Int {
        NumberBins(thresholds: thresholds.map(\.timeIntervalSince1970)).index(for: date.timeIntervalSince1970)
    }

    /// Bins `stride` calendar units long covering the range, starting at the start of the unit
    /// that holds its lower bound (Swift Charts' `init(unit:by:range:calendar:)`). A stride below 1
    /// is taken as 1.
    public init(
        unit: Calendar.Component, by stride: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .utcGregorian
    ) {
        let step = Swift.max(stride, 1)
        var edges = [calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound]
        while edges.count < 100_000, let last = edges.last, last < range.upperBound || edges.count < 2 {
            guard let next = calendar.date(byAdding: unit, value: step, to: last), next > last else { break }
            edges.append(next)
        }
        self.init(thresholds: edges)
    }

    /// Bins `timeInterval` seconds long covering the range, the first starting at its lower bound
    /// (Swift Charts' `init(timeInterval:range:)`). An interval that is not positive and finite
    /// gives one bin over the range.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let (lo, hi) = (range.lowerBound.timeIntervalSince1970, range.upperBound.timeIntervalSince1970)
        guard timeInterval.isFinite, timeInterval > 0, (hi - lo) / timeInterval < 100_000 else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        let count = Swift.max(Int(((hi - lo) / timeInterval).rounded(.up)), 1)
        self.init(thresholds: (0...count).map { Date(timeIntervalSince1970: lo + Double($0) * timeInterval) })
    }

    /// About `desiredCount` bins covering the range, a rung of the axes' date ladder long (Swift
    /// Charts' `init(range:desiredCount:calendar:)`).
    public init(range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = .utcGregorian) {
        let span = range.upperBound.timeIntervalSince(range.lowerBound)
        let (unit, count) = NiceTicks.dateBinStep(span: span, target: desiredCount)
        self.init(unit: unit.component, by: count, range: range, calendar: calendar)
    }

    /// Bins covering the dates (Swift Charts' `init(data:desiredCount:calendar:)`): without a
    /// desired count, as many as Scott's normal reference rule gives, at most 200. No dates give
    /// one bin a day long from 1970.
    public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = .utcGregorian) {
        guard let lo = data.min(), let hi = data.max() else {
            self.init(thresholds: [])
            return
        }
        let seconds = data.map(\.timeIntervalSince1970)
        let count = desiredCount ?? NumberBins<Double>.scottCount(seconds, span: hi.timeIntervalSince(lo))
        self.init(range: lo...hi, desiredCount: count, calendar: calendar)
    }
}

extension CalendarUnit {
    /// The Foundation calendar component of the unit.
    var component: Calendar.Component {
        switch self {
        case .second: .second
        case .minute: .minute
        case .hour: .hour
        case .day: .day
        case .week: .weekOfYear
        case .month: .month
        case .year: .year
        }
    }
}
