/// A calendar unit for date ticks and labels, evaluated in the Gregorian calendar in UTC.
///
/// Tick searches use multiples of these units (for example 15 minutes, 6 hours, 3 months or 10 years); the
/// unit passed to `TickFormatter.dateLabel(_:unit:)` says how fine the labels must be.
public enum CalendarUnit: Int, Sendable, Equatable, Comparable, CaseIterable {
    /// One second.
    case second
    /// 60 seconds.
    case minute
    /// 3600 seconds.
    case hour
    /// 86 400 seconds (UTC days have no leap seconds here, as in Foundation).
    case day
    /// Seven days, starting on Sunday.
    case week
    /// A calendar month (28…31 days).
    case month
    /// A calendar year (365 or 366 days).
    case year

    /// The unit's length in seconds; months and years use their average (30.436875 and 365.2425 days).
    public var approximateSeconds: Double {
        switch self {
        case .second: return 1
        case .minute: return 60
        case .hour: return 3600
        case .day: return 86_400
        case .week: return 604_800
        case .month: return 2_629_746
        case .year: return 31_556_952
        }
    }

    /// Orders units from the shortest (`.second`) to the longest (`.year`).
    public static func < (a: CalendarUnit, b: CalendarUnit) -> Bool { a.rawValue < b.rawValue }
}
