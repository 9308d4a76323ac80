import Foundation
import Testing

@testable import ChartData

@Suite struct NumericGridTests {
    @Test func readsRowMajorValues() throws {
        let grid = try NumericGrid(csv: "1,2,3\n4,5,6\n")
        #expect(grid.rows == 2)
        #expect(grid.columns == 3)
        #expect(grid.values == [1, 2, 3, 4, 5, 6])
        #expect(grid[1, 0] == 4)
        #expect(grid[0, 2] == 3)
        #expect(grid == (try NumericGrid(rows: 2, columns: 3, values: [1, 2, 3, 4, 5, 6])))
    }

    @Test func acceptsCRLFABOMAndNoFinalNewline() throws {
        let expected = try NumericGrid(rows: 2, columns: 2, values: [1.5, -2, 3e2, 0])
        #expect(try NumericGrid(csv: "\u{FEFF}1.5,-2\r\n3e2,0") == expected)
        #expect(try NumericGrid(csv: "1.5,-2\n3e2,0\n") == expected)
    }

    @Test func aBadCellNamesTheLineAndColumn() {
        let error = #expect(throws: CSVError.self) { try NumericGrid(csv: "1,2,3\n4,5,6\n7,x8,9\n") }
        #expect(error?.reason == .notANumber("x8"))
        #expect(error?.line == 3)
        #expect(error?.column == 2)
        #expect(error?.description.hasPrefix("line 3, column 2: \"x8\" is not a number") == true)
    }

    @Test func anEmptyCellIsAnError() {
        let error = #expect(throws: CSVError.self) { try NumericGrid(csv: "1,2\n3,\n") }
        #expect(error?.reason == .notANumber(""))
        #expect(error?.line == 2)
        #expect(error?.column == 2)
    }

    @Test func aHeaderRowIsReportedAsNotANumber() {
        let error = #expect(throws: CSVError.self) { try NumericGrid(csv: "x,y\n1,2\n") }
        #expect(error?.line == 1)
        #expect(error?.column == 1)
    }

    @Test func raggedRowsNameTheLine() {
        let error = #expect(throws: CSVError.self) { try NumericGrid(csv: "1,2,3\n4,5,6\n7,8\n") }
        #expect(error?.description == "line 3: expected 3 fields, found 2")
    }

    @Test func anEmptyInputIsAnError() {
        let error = #expect(throws: CSVError.self) { try NumericGrid(csv: "") }
        #expect(error?.reason == .empty)
    }
}
