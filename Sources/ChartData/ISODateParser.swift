import Foundation

/// Reads an ISO 8601 calendar date or date-time from UTF-8 bytes, with plain arithmetic (no `Calendar`,
/// no `DateFormatter`), so a column of 10⁵ dates converts quickly and the same way on every machine.
///
/// Accepted forms, with optional spaces or tabs around them:
/// - `YYYY-MM-DD`, read as midnight UTC;
/// - `YYYY-MM-DDTHH:MM`, `YYYY-MM-DDTHH:MM:SS` and `YYYY-MM-DDTHH:MM:SS.fff…` (any number of fraction
///   digits), with `T`, `t` or a space between date and time, read as UTC;
/// - any date-time followed by `Z` (UTC) or an offset `±HH:MM`, `±HHMM` or `±HH`.
///
/// Months are 1–12, days 1 to the month's length (leap years by the Gregorian rule), hours 0–23, minutes
/// and seconds 0–59.
enum ISODateParser {
    /// The date in `bytes`, or `nil` when they are not one of the accepted forms or name no real day.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var cursor = Cursor(bytes: bytes)
        cursor.skipBlanks()
        guard let year = cursor.number(digits: 4), cursor.take("-"),
            let month = cursor.number(digits: 2), cursor.take("-"),
            let day = cursor.number(digits: 2),
            (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        cursor.skipBlanksAtEnd()
        if cursor.isAtEnd { return Date(timeIntervalSince1970: seconds) }

        guard cursor.take("T") || cursor.take("t") || cursor.take(" "),
            let hour = cursor.number(digits: 2), cursor.take(":"),
            let minute = cursor.number(digits: 2),
            hour < 24, minute < 60
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if cursor.take(":") {
            guard let second = cursor.number(digits: 2), second < 60 else { return nil }
            seconds += Double(second)
            if cursor.take(".") || cursor.take(",") {
                var scale = 0.1
                var fractionDigits = 0
                while let digit = cursor.number(digits: 1) {
                    seconds += Double(digit) * scale
                    scale /= 10
                    fractionDigits += 1
                }
                guard fractionDigits > 0 else { return nil }
            }
        }
        if cursor.take("Z") || cursor.take("z") {
            // UTC, nothing to add.
        } else if let sign = cursor.takeSign() {
            guard let offsetHours = cursor.number(digits: 2), offsetHours < 24 else { return nil }
            var offsetMinutes = 0
            if cursor.take(":") {
                guard let minutes = cursor.number(digits: 2) else { return nil }
                offsetMinutes = minutes
            } else if let minutes = cursor.number(digits: 2) {
                offsetMinutes = minutes
            }
            guard offsetMinutes < 60 else { return nil }
            seconds -= Double(sign * (offsetHours * 3600 + offsetMinutes * 60))
        }
        cursor.skipBlanksAtEnd()
        return cursor.isAtEnd ? Date(timeIntervalSince1970: seconds) : nil
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// A read position in the bytes of one field.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var end: Int

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            end = bytes.count
        }

        var isAtEnd: Bool { index == end }

        mutating func skipBlanks() {
            while index < end && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) {
                index += 1
            }
        }

        mutating func skipBlanksAtEnd() {
            while end > index && (bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")) {
                end -= 1
            }
        }

        /// Consumes `character` when it is next.
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < end, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Consumes a `+` or `-` and returns +1 or -1.
        mutating func takeSign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }

        /// Consumes exactly `digits` decimal digits and returns their value.
        mutating func number(digits: Int) -> Int? {
            guard index + digits <= end else { return nil }
            var value = 0
            for offset in 0..<digits {
                let byte = bytes[index + offset]
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }
    }
}
