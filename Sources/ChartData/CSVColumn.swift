import Foundation

/// One column of a ``CSVTable``, typed by what its fields hold. A missing value (an empty field) is `nil`.
///
/// The type is inferred from the non-empty fields of the column:
/// - ``numbers(_:)`` when every one is a decimal number: an optional `+` or `-`, digits with an optional
///   `.` fraction, and an optional exponent (`1e-3`, `2.5E+8`); spaces around the number are allowed.
///   Hexadecimal, `nan` and `inf` are not numbers here (they are more likely text in a CSV file).
/// - ``dates(_:)`` when every one is an ISO 8601 date `YYYY-MM-DD` or date-time
///   `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM]` (a space may replace the `T`). A date or date-time without
///   an offset is read as UTC.
/// - ``strings(_:)`` otherwise, with each field's text exactly as written (quotes removed).
///
/// A column with no non-empty field at all is ``numbers(_:)``, every value `nil`.
public enum CSVColumn: Sendable, Equatable {
    /// Decimal numbers.
    case numbers([Double?])
    /// Text, exactly as written in the fields.
    case strings([String?])
    /// ISO 8601 dates and date-times.
    case dates([Date?])

    /// The number of values (the table's row count).
    public var count: Int {
        switch self {
        case .numbers(let values): values.count
        case .strings(let values): values.count
        case .dates(let values): values.count
        }
    }

    /// The number of missing (`nil`) values.
    public var missingCount: Int {
        switch self {
        case .numbers(let values): values.count { $0 == nil }
        case .strings(let values): values.count { $0 == nil }
        case .dates(let values): values.count { $0 == nil }
        }
    }

    /// A word for the type of values held, as used in error messages: `numbers`, `strings` or `dates`.
    public var typeName: String {
        switch self {
        case .numbers: "numbers"
        case .strings: "strings"
        case .dates: "dates"
        }
    }
}
