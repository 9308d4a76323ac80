import Testing

@testable import ChartData

/// Grids made in code (typed errors for empty and ragged input), reversed and cut.
@Suite struct NumericGridLayoutTests {
    // 3 rows × 4 columns, value 10·row + column.
    let grid = NumericGrid(
        checkedRows: 3, columns: 4, values: (0..<3).flatMap { r in (0..<4).map { Double(10 * r + $0) } })

    @Test func rowsOfValuesAreStoredRowMajor() throws {
        let g = try NumericGrid([[1, 2, 3], [4, 5, 6]])
        #expect(g.rows == 2 && g.columns == 3)
        #expect(g.values == [1, 2, 3, 4, 5, 6])
        #expect(g[1, 0] == 4)
        #expect(g == (try NumericGrid(rows: 2, columns: 3, values: [1, 2, 3, 4, 5, 6])))
    }

    @Test func emptyGridsAreTypedErrors() {
        #expect(throws: NumericGridError.empty(rows: 0, columns: 0)) { try NumericGrid([]) }
        #expect(throws: NumericGridError.empty(rows: 2, columns: 0)) { try NumericGrid([[], []]) }
        #expect(throws: NumericGridError.empty(rows: 0, columns: 3)) {
            try NumericGrid(rows: 0, columns: 3, values: [])
        }
        #expect(throws: NumericGridError.empty(rows: -1, columns: 2)) {
            try NumericGrid(rows: -1, columns: 2, values: [])
        }
    }

    @Test func aRaggedRowIsNamed() {
        let error = #expect(throws: NumericGridError.self) { try NumericGrid([[1, 2, 3], [4, 5, 6], [7, 8]]) }
        #expect(error == .raggedRow(row: 2, expected: 3, found: 2))
        #expect(error?.description == "row 2 has 2 values, but row 0 has 3; every row of a grid has as many values")
    }

    @Test func theValueCountMustMatch() {
        let error = #expect(throws: NumericGridError.self) { try NumericGrid(rows: 2, columns: 3, values: [1, 2]) }
        #expect(error == .valueCount(rows: 2, columns: 3, found: 2))
        #expect(error?.description == "a 2 × 3 grid needs 6 values (row after row), found 2")
    }

    @Test func reversingRunsColumnsAndRowsTheOtherWay() {
        let columns = grid.reversedColumns()
        #expect(columns[0, 0] == 3 && columns[0, 3] == 0 && columns[2, 1] == 22)
        let rows = grid.reversedRows()
        #expect(rows[0, 0] == 20 && rows[2, 3] == 3 && rows[1, 2] == 12)
        #expect(grid.reversedRows().reversedRows() == grid)
        #expect(grid.reversedColumns().reversedRows() == grid.reversedRows().reversedColumns())
    }

    @Test func aSubgridKeepsTheRowsAndColumnsAsked() throws {
        let part = try grid.subgrid(rows: 1...2, columns: 1...2)
        #expect(part.rows == 2 && part.columns == 2)
        #expect(part.values == [11, 12, 21, 22])
        #expect(try grid.subgrid(rows: 2...2).values == [20, 21, 22, 23])
        #expect(try grid.subgrid() == grid)
    }

    @Test func aSubgridOutsideTheGridIsATypedError() {
        let error = #expect(throws: NumericGridError.self) { try grid.subgrid(rows: 1...3) }
        #expect(error == .outOfRange(axis: "rows", lower: 1, upper: 3, available: 3))
        #expect(error?.description == "rows 1...3 are not in the grid, which has rows 0...2")
        #expect(throws: NumericGridError.outOfRange(axis: "columns", lower: -1, upper: 0, available: 4)) {
            try grid.subgrid(columns: -1...0)
        }
    }

    @Test func theValueRangeSkipsMissingValues() throws {
        #expect(try NumericGrid([[.nan, 3], [-.infinity, -2]]).valueRange == -2...3)
        #expect(try NumericGrid([[.nan]]).valueRange == nil)
    }
}
