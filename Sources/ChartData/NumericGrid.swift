import Foundation

/// A rectangular grid of numbers: a height field, an image, one slice after another of a volume.
/// Read one from a header-less CSV file (one grid row per line, every field a decimal number), or
/// make one from values in code.
///
/// ## Layout
///
/// A grid has ``rows`` × ``columns`` values, stored **row-major** in ``values``: the value at
/// (`row`, `column`) is `values[row * columns + column]`, also written `grid[row, column]`. Row 0 is
/// the first line of the file and column 0 its first field; both count from 0. A grid is never empty.
///
/// The grid holds no coordinates: how far apart its rows and columns lie, and which way they run, is
/// up to the data (see `Datasets/README.md` for the bundled grids). A plot places the grid when you
/// give the **extents**, the coordinates of the first and last column (x) and of the first and last
/// row: `SurfacePlot(x:y:z:grid:xExtent:zExtent:)` puts column `c` at
/// `xExtent.lowerBound + c · (xExtent.upperBound − xExtent.lowerBound) / (columns − 1)`, and
/// `HeatMapPlot` does the same with a cell centred on each value. To run a direction the other way,
/// reverse the grid (``reversedColumns()``, ``reversedRows()``); to plot a part, cut it
/// (``subgrid(rows:columns:)``). A missing value is `Double.nan`: plots leave a hole there.
///
/// ```swift
/// let volcano = try NumericGrid(contentsOf: URL(fileURLWithPath: "Datasets/volcano-grid.csv"))
/// volcano.rows      // 87
/// volcano.columns   // 61
/// volcano[0, 0]     // 100 (metres)
/// let small = try NumericGrid([[1, 2, 3], [4, 5, 6]])   // 2 rows × 3 columns
/// ```
public struct NumericGrid: Sendable, Equatable {
    /// The number of rows (lines of the file), at least 1.
    public let rows: Int
    /// The number of columns (fields on each line), at least 1.
    public let columns: Int
    /// All values, row after row (row-major): `rows * columns` of them, the value at (`row`, `column`)
    /// at index `row * columns + column`. NaN marks a missing value.
    public let values: [Double]

    /// Creates a grid from row-major values: `values[row * columns + column]` is the value at (`row`,
    /// `column`).
    ///
    /// - Throws: ``NumericGridError/empty(rows:columns:)`` when `rows` or `columns` is not positive,
    ///   ``NumericGridError/valueCount(rows:columns:found:)`` when `values.count` is not
    ///   `rows * columns`.
    public init(rows: Int, columns: Int, values: [Double]) throws(NumericGridError) {
        guard rows > 0, columns > 0 else { throw .empty(rows: rows, columns: columns) }
        guard values.count == rows * columns else {
            throw .valueCount(rows: rows, columns: columns, found: values.count)
        }
        self.init(checkedRows: rows, columns: columns, values: values)
    }

    /// Creates a grid from its rows, the first row first: `NumericGrid([[1, 2, 3], [4, 5, 6]])` has 2
    /// rows and 3 columns.
    ///
    /// - Throws: ``NumericGridError/empty(rows:columns:)`` when there is no row or the rows are
    ///   empty, ``NumericGridError/raggedRow(row:expected:found:)`` naming the first row whose
    ///   length differs from the first row's.
    public init(_ rows: [[Double]]) throws(NumericGridError) {
        let columns = rows.first?.count ?? 0
        guard columns > 0 else { throw .empty(rows: rows.count, columns: columns) }
        if let bad = rows.firstIndex(where: { $0.count != columns }) {
            throw .raggedRow(row: bad, expected: columns, found: rows[bad].count)
        }
        self.init(checkedRows: rows.count, columns: columns, values: Array(rows.joined()))
    }

    /// A grid whose dimensions the caller has checked.
    init(checkedRows rows: Int, columns: Int, values: [Double]) {
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
        self.init(checkedRows: rows, columns: columns, values: values)
    }

    /// The value at `row` and `column` (both 0-based).
    public subscript(row: Int, column: Int) -> Double {
        precondition((0..<rows).contains(row) && (0..<columns).contains(column), "grid index out of range")
        return values[row * columns + column]
    }
}
