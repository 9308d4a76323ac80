import Foundation

/// A rectangular grid of numbers read from a header-less CSV file: one grid row per line, every field a
/// decimal number (a height field, an image, one slice after another of a volume).
///
/// Values are stored row-major: the value at (`row`, `column`) is `values[row * columns + column]`, with
/// row 0 the first line of the file. The grid says nothing about spacing or orientation; the dataset's
/// documentation does (see `Datasets/README.md`).
///
/// ```swift
/// let volcano = try NumericGrid(contentsOf: URL(fileURLWithPath: "Datasets/volcano-grid.csv"))
/// volcano.rows      // 87
/// volcano.columns   // 61
/// volcano[0, 0]     // 100 (metres)
/// ```
public struct NumericGrid: Sendable, Equatable {
    /// The number of rows (lines of the file).
    public let rows: Int
    /// The number of columns (fields on each line).
    public let columns: Int
    /// All values, row after row; `rows * columns` of them.
    public let values: [Double]

    /// Creates a grid from row-major values; `values.count` must be `rows * columns`.
    public init(rows: Int, columns: Int, values: [Double]) {
        precondition(rows >= 0 && columns >= 0, "grid dimensions are not negative")
        precondition(values.count == rows * columns, "a \(rows) x \(columns) grid needs \(rows * columns) values")
        self.rows = rows
        self.columns = columns
        self.values = values
    }

    /// Parses a header-less numeric CSV grid held in memory.
    ///
    /// - Throws: ``CSVError`` naming the line (and column, for a bad cell): no rows at all, a row of
    ///   another length than the first (`line 12: expected 61 fields, found 60`), or a cell that is empty
    ///   or not a number (`line 3, column 5: "abc" is not a number …`).
    public init(csv text: String) throws {
        self = try UTF8Input.withBytes(of: text) { bytes in try Self(bytes: bytes, file: nil) }
    }

    /// Reads a header-less numeric CSV grid from the file at `url` (UTF-8).
    ///
    /// - Throws: ``CSVError`` naming the file: when it is missing, a directory, unreadable or not UTF-8,
    ///   and for malformed contents (with the line and column, as for ``init(csv:)``).
    public init(contentsOf url: URL) throws {
        self = try UTF8Input.withBytes(ofFile: url) { bytes in try Self(bytes: bytes, file: url) }
    }

    /// Parses UTF-8 grid bytes; `file` only labels errors.
    init(bytes: UnsafeBufferPointer<UInt8>, file: URL?) throws(CSVError) {
        var reader = CSVRecordReader(bytes: bytes, file: file)
        var values: [Double] = []
        var rows = 0
        var columns = 0
        while try reader.next() {
            if rows == 0 {
                columns = reader.fields.count
            } else if reader.fields.count != columns {
                throw CSVError(
                    .raggedRow(expected: columns, found: reader.fields.count), file: file, line: reader.recordLine,
                    column: min(columns, reader.fields.count) + 1)
            }
            for (index, field) in reader.fields.enumerated() {
                let bytes = UnsafeBufferPointer(rebasing: reader.bytes[field.start..<field.end])
                guard !field.hasEscapedQuotes, let value = DecimalParser.parse(bytes) else {
                    throw CSVError(
                        .notANumber(reader.text(of: field)), file: file, line: reader.line(of: field),
                        column: index + 1)
                }
                values.append(value)
            }
            rows += 1
        }
        guard rows > 0 else { throw CSVError(.empty, file: file, line: 1) }
        self.init(rows: rows, columns: columns, values: values)
    }

    /// The value at `row` and `column` (both 0-based).
    public subscript(row: Int, column: Int) -> Double {
        precondition((0..<rows).contains(row) && (0..<columns).contains(column), "grid index out of range")
        return values[row * columns + column]
    }
}
