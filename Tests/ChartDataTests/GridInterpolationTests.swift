import Testing

@testable import ChartData

@Suite struct GridInterpolationTests {
    // 2 rows × 3 columns:  0 1 2 / 10 11 12
    let grid = NumericGrid(rows: 2, columns: 3, values: [0, 1, 2, 10, 11, 12])

    @Test func gridPointsAreExactAndCellsBilinear() {
        let f = grid.bilinear(x: 0...20, z: 0...5)
        #expect(f(0, 0) == 0)
        #expect(f(20, 0) == 2)
        #expect(f(20, 5) == 12)
        #expect(f(10, 5) == 11)
        #expect(abs(f(5, 2.5) - 5.5) < 1e-12)
    }

    @Test func outsideIsNaN() {
        let f = grid.bilinear(x: 0...20, z: 0...5)
        #expect(f(-1, 0).isNaN)
        #expect(f(0, 5.1).isNaN)
    }

    @Test func flippedColumnsRunTheOtherWay() {
        let f = grid.bilinear(x: 0...20, z: 0...5, flipColumns: true)
        #expect(f(0, 0) == 2)
        #expect(f(20, 0) == 0)
    }

    @Test func missingValuesMakeHoles() {
        let holed = NumericGrid(rows: 2, columns: 2, values: [0, .nan, 1, 1])
        #expect(holed.bilinear(x: 0...1, z: 0...1)(0.5, 0.5).isNaN)
        #expect(holed.valueRange == 0...1)
    }
}
