import Foundation

/// Date ticks on calendar boundaries in UTC (Gregorian calendar), for values in seconds since 1970.
///
/// The tick interval is a multiple of a `CalendarUnit` from a fixed ladder — 1, 2, 5, 10, 15, 30 seconds and
/// minutes; 1, 2, 3, 6, 12 hours; 1, 2 days; 1 week; 1, 2, 3, 6 months; 1, 2, 5, 10, 20, 50, … years — the one
/// whose length is closest (in ratio) to span / target, then moved one rung finer while fewer than two ticks
/// fall inside, or coarser while more than 2 × target do. Multiples are aligned to the next larger unit: hours
/// to midnight, 2 days to odd days of the month (1, 3, 5, …), months to January, years to multiples of the
/// count. Weeks start on Sunday.
///
/// Spans shorter than the 1-second interval can tick, and dates outside the years 1600…9999, fall back to linear
/// (extended Wilkinson) ticks.
enum DateTicks {
    /// A tick interval: `count` × `unit`.
    struct Interval: Equatable {
        var unit: CalendarUnit
        var count: Int
        var approximateSeconds: Double { unit.approximateSeconds * Double(count) }
    }

    /// The Gregorian calendar in UTC.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// The interval ladder, shortest first.
    static let ladder: [Interval] = {
        var ladder: [Interval] = []
        for count in [1, 2, 5, 10, 15, 30] { ladder.append(Interval(unit: .second, count: count)) }
        for count in [1, 2, 5, 10, 15, 30] { ladder.append(Interval(unit: .minute, count: count)) }
        for count in [1, 2, 3, 6, 12] { ladder.append(Interval(unit: .hour, count: count)) }
        for count in [1, 2] { ladder.append(Interval(unit: .day, count: count)) }
        ladder.append(Interval(unit: .week, count: 1))
        for count in [1, 2, 3, 6] { ladder.append(Interval(unit: .month, count: count)) }
        for count in [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000] {
            ladder.append(Interval(unit: .year, count: count))
        }
        return ladder
    }()

    /// 1600-01-01 and 9999-12-31 23:59:59 UTC: the range where calendar ticks are used.
    static let supportedRange = -11_676_096_000.0...253_402_300_799.0

    /// The ticks inside `lo…hi` (seconds, lo < hi), about `target` of them, labelled by `TickFormatter.dateLabel`.
    static func ticks(_ lo: Double, _ hi: Double, target: Int) -> [Tick] {
        if let interval = interval(lo, hi, target: target) {
            return values(lo, hi, interval).map {
                Tick(value: $0, label: TickFormatter.dateLabel($0, unit: interval.unit))
            }
        }
        guard let lattice = ExtendedWilkinson.labeling(lo, hi, target: target, mode: .inside) else { return [] }
        let calendarRange = supportedRange.contains(lo) && supportedRange.contains(hi)
        return lattice.values.map {
            Tick(
                value: $0,
                label: calendarRange
                    ? TickFormatter.dateLabel($0, unit: .second) : TickFormatter.label($0, step: lattice.step))
        }
    }

    /// The calendar interval for about `target` ticks in `lo…hi`; nil where calendar ticks do not apply.
    static func interval(_ lo: Double, _ hi: Double, target: Int) -> Interval? {
        guard supportedRange.contains(lo), supportedRange.contains(hi), hi > lo else { return nil }
        let target = max(2, target)
        let ideal = (hi - lo) / Double(target)
        var index = ladder.indices.min { a, b in
            abs(log(ladder[a].approximateSeconds / ideal)) < abs(log(ladder[b].approximateSeconds / ideal))
        }!
        var count = values(lo, hi, ladder[index]).count
        while count < 2 && index > 0 {
            index -= 1
            count = values(lo, hi, ladder[index]).count
        }
        while count > 2 * target && index < ladder.count - 1 {
            index += 1
            count = values(lo, hi, ladder[index]).count
        }
        return (2...2 * target).contains(count) ? ladder[index] : nil
    }

    /// The boundaries of `interval` inside `lo…hi`, increasing; at most 10 000 (a guard, far above any ladder
    /// choice).
    static func values(_ lo: Double, _ hi: Double, _ interval: Interval) -> [Double] {
        let cap = 10_000
        switch interval.unit {
        case .second, .minute, .hour:
            // UTC days are 86 400 s and these counts divide a day, so multiples since 1970 align to midnight.
            return multiples(of: interval.approximateSeconds, offset: 0, lo, hi, cap: cap)
        case .day where interval.count == 1:
            return multiples(of: 86_400, offset: 0, lo, hi, cap: cap)
        case .week:
            // 1970-01-04 was a Sunday.
            return multiples(of: 604_800, offset: 3 * 86_400, lo, hi, cap: cap)
        case .day:
            return multiples(of: 86_400, offset: 0, lo, hi, cap: cap).filter {
                (calendar.component(.day, from: Date(timeIntervalSince1970: $0)) - 1) % interval.count == 0
            }
        case .month:
            let start = calendar.dateComponents([.year, .month], from: Date(timeIntervalSince1970: lo))
            var year = start.year ?? 1970
            var month = start.month ?? 1
            var result: [Double] = []
            for _ in 0..<cap {
                let t = firstOfMonth(year: year, month: month)
                if t > hi { break }
                if t >= lo && (month - 1) % interval.count == 0 { result.append(t) }
                month += 1
                if month > 12 { (year, month) = (year + 1, 1) }
            }
            return result
        case .year:
            let first = calendar.component(.year, from: Date(timeIntervalSince1970: lo))
            var year = Int((Double(first) / Double(interval.count)).rounded(.down)) * interval.count
            var result: [Double] = []
            for _ in 0..<cap {
                let t = firstOfMonth(year: year, month: 1)
                if t > hi { break }
                if t >= lo { result.append(t) }
                year += interval.count
            }
            return result
        }
    }

    /// The last boundary of `interval` at or before `t`.
    static func boundary(atOrBefore t: Double, _ interval: Interval) -> Double {
        values(t - 2 * interval.approximateSeconds - 86_400, t, interval).last ?? t
    }

    /// The first boundary of `interval` at or after `t`.
    static func boundary(atOrAfter t: Double, _ interval: Interval) -> Double {
        values(t, t + 2 * interval.approximateSeconds + 86_400, interval).first ?? t
    }

    /// 00:00 UTC on the first of `month` in `year`, in seconds since 1970.
    static func firstOfMonth(year: Int, month: Int) -> Double {
        let date = calendar.date(from: DateComponents(year: year, month: month, day: 1))
        return date?.timeIntervalSince1970 ?? .infinity
    }

    private static func multiples(of s: Double, offset: Double, _ lo: Double, _ hi: Double, cap: Int) -> [Double] {
        let first = ((lo - offset) / s).rounded(.up)
        let last = ((hi - offset) / s).rounded(.down)
        guard last >= first else { return [] }
        let n = min(cap, Int(last - first) + 1)
        return (0..<n).map { (first + Double($0)) * s + offset }
    }
}
