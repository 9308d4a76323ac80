/// Why a ``NumericGrid`` could not be made from values in code, or cut to a part of itself: which
/// input was wrong and what is accepted. (A grid read from a file throws ``CSVError`` instead, with
/// the line and column.)
public enum NumericGridError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The grid would have no values: `rows` or `columns` is zero or negative, or no rows were given.
    case empty(rows: Int, columns: Int)
    /// Row `row` (0-based) has `found` values where the first row has `expected`.
    case raggedRow(row: Int, expected: Int, found: Int)
    /// `values.count` is not `rows × columns`.
    case valueCount(rows: Int, columns: Int, found: Int)
    /// A range of rows or columns (`axis` is `"rows"` or `"columns"`) that is not inside the grid's
    /// `0..<available`.
    case outOfRange(axis: String, lower: Int, upper: Int, available: Int)

    /// A complete message for a user.
    public var description: String {
        switch self {
        case .empty(let rows, let columns):
            "a \(rows) × \(columns) grid has no values; a grid needs at least 1 row and 1 column"
        case .raggedRow(let row, let expected, let found):
            "row \(row) has \(found) values, but row 0 has \(expected); every row of a grid has as many values"
        case .valueCount(let rows, let columns, let found):
            "a \(rows) × \(columns) grid needs \(rows * columns) values (row after row), found \(found)"
        case .outOfRange(let axis, let lower, let upper, let available):
            "\(axis) \(lower)...\(upper) are not in the grid, which has \(axis) 0...\(available - 1)"
        }
    }
}
