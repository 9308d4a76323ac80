import Foundation

/// Fixed dates for the examples, so that their images are reproducible: the seeds use `Date.now`
/// and `Calendar.current`; here every date is in UTC around a fixed day.
enum SeedDates {
    /// The Gregorian calendar in UTC.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// A date from its components, in UTC.
    static func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0, minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The day the examples take as "now": 21 June 2024 (a Friday), at midday.
    static let now = date(2024, 6, 21, hour: 12)

    /// `days` days after (or before) `date`.
    static func adding(days: Int, to date: Date) -> Date {
        calendar.date(byAdding: .day, value: days, to: date)!
    }
}

/// A small deterministic pseudo-random sequence (a linear congruential generator), so example data
/// that stands for measurements is the same on every run.
struct SeedRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next value in 0..<1.
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }

    /// The next value from a normal distribution (Box–Muller).
    mutating func normal(mean: Double = 0, deviation: Double = 1) -> Double {
        let u = max(next(), 1e-12)
        let v = next()
        return mean + deviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
