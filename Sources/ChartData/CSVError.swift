import Foundation

/// A failure to read a CSV table or numeric grid: which input, where in it, and what was wrong.
///
/// The ``description`` is a complete message for a user, in the usual `file: line N, column M: what`
/// form, for example `penguins.csv: line 12: expected 8 fields, found 7`. Lines and columns count from 1;
/// a line is a physical line of the file (a quoted field with newlines spans several), and a column is a
/// field's position in its record.
public struct CSVError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The file does not exist.
        case fileNotFound
        /// The path names a directory, not a file.
        case isDirectory
        /// The file exists but could not be read; the associated text is the system's explanation.
        case unreadable(String)
        /// The file is larger than the reader accepts (1 GiB), or has no end (a device such as `/dev/zero`).
        case tooLarge(limit: Int)
        /// The bytes are not valid UTF-8; the associated value is the offset of the first bad byte.
        case notUTF8(byteOffset: Int)
        /// The input holds no records at all, so there is no header row (or, for a grid, no row).
        case empty
        /// A record has a different number of fields than the header (or, for a grid, the first row).
        case raggedRow(expected: Int, found: Int)
        /// A quoted field is still open at the end of the input.
        case unterminatedQuote
        /// A quoted field's closing quote is followed by something other than a comma or a line end.
        case textAfterClosingQuote
        /// A grid cell is empty or not a decimal number; the associated text is the cell as written.
        case notANumber(String)
        /// No column has the requested name; the associated values are the name and the names there are.
        case noSuchColumn(String, available: [String])
        /// The column exists but holds another type of value than was asked for.
        case wrongColumnType(String, holds: String, requested: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The file read, or `nil` for text parsed from memory.
    public var file: URL?
    /// The 1-based line the problem is on (the line where the record or field starts), when it has one.
    public var line: Int?
    /// The 1-based field position within the record, when the problem is in one field.
    public var column: Int?

    /// Creates an error; the location is optional because some failures (a missing file) have none.
    public init(_ reason: Reason, file: URL? = nil, line: Int? = nil, column: Int? = nil) {
        self.reason = reason
        self.file = file
        self.line = line
        self.column = column
    }

    /// The full message: the file (when there is one), the line and column (when known), and the reason.
    public var description: String {
        var location: [String] = []
        if let file { location.append(file.path) }
        switch (line, column) {
        case (let line?, let column?) where Self.namesColumn(reason): location.append("line \(line), column \(column)")
        case (let line?, _): location.append("line \(line)")
        default: break
        }
        return (location + [message]).joined(separator: ": ")
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// The reason alone, without the location.
    public var message: String {
        switch reason {
        case .fileNotFound:
            "no such file"
        case .isDirectory:
            "is a directory, not a CSV file"
        case .unreadable(let explanation):
            "cannot be read (\(explanation))"
        case .tooLarge(let limit):
            "is larger than \(limit >> 20) MiB, the most a table or grid file may hold; split the file or "
                + "keep the columns needed"
        case .notUTF8(let offset):
            "is not UTF-8 text (invalid byte at offset \(offset)); save the file as UTF-8"
        case .empty:
            "is empty; expected a header row followed by data rows"
        case .raggedRow(let expected, let found):
            "expected \(expected) fields, found \(found)"
        case .unterminatedQuote:
            "unterminated quoted field; a field that starts with \" must end with \", and a quote inside it "
                + "is written twice (\"\")"
        case .textAfterClosingQuote:
            "text after the closing quote of a quoted field; a quoted field must end at a comma or a line end"
        case .notANumber(let text):
            text.isEmpty
                ? "empty cell; a grid file holds a number in every cell, one grid row per line, no header"
                : "\"\(text)\" is not a number; a grid file holds only numbers, one grid row per line, no header"
        case .noSuchColumn(let name, let available):
            "no column named \"\(name)\"; the columns are "
                + available.map { "\"\($0)\"" }.joined(separator: ", ")
        case .wrongColumnType(let name, let holds, let requested):
            "column \"\(name)\" holds \(holds), not \(requested)"
        }
    }

    /// Whether the column adds information to the message (a ragged row names its counts instead).
    private static func namesColumn(_ reason: Reason) -> Bool {
        switch reason {
        case .unterminatedQuote, .textAfterClosingQuote, .notANumber: true
        default: false
        }
    }
}
