import Testing

@testable import ChartData

@Suite struct GridInterpolationTests {
    // 2 rows × 3 columns:  0 1 2 / 10 11 12
    let grid = NumericGrid(checkedRows: 2, columns: 3, values: [0, 1, 2, 10, 11, 12])

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
        let holed = NumericGrid(checkedRows: 2, columns: 2, values: [0, .nan, 1, 1])
        #expect(holed.bilinear(x: 0...1, z: 0...1)(0.5, 0.5).isNaN)
        #expect(holed.valueRange == 0...1)
    }

    /// A missing neighbour does not spoil a grid point or the edge between two present points: the
    /// weights that are zero are not multiplied by NaN.
    @Test func aMissingValueSpoilsOnlyItsOwnCells() {
        // 0   NaN
        // 1   1
        let holed = NumericGrid(checkedRows: 2, columns: 2, values: [0, .nan, 1, 1])
        let f = holed.bilinear(x: 0...1, z: 0...1)
        #expect(f(0, 0) == 0)
        #expect(f(0, 0.25) == 0.25)
        #expect(f(0.5, 1) == 1)
        #expect(f(1, 1) == 1)
        #expect(f(1, 0).isNaN)
        #expect(f(0.5, 0).isNaN)
        #expect(f(1, 0.5).isNaN)
    }

    /// Node coordinates computed the way a plot computes them land on the value exactly, though
    /// `lower + span · i / (n − 1)` is not exactly representable.
    @Test func computedNodeCoordinatesHitTheValues() throws {
        let values = (0..<(7 * 11)).map { Double($0 * $0 % 97) }
        let g = try NumericGrid(rows: 7, columns: 11, values: values)
        let f = g.bilinear(x: -0.3...0.7, z: 0.1...2.9)
        for r in 0..<7 {
            for c in 0..<11 {
                let x = -0.3 + 1.0 * Double(c) / 10
                let z = 0.1 + 2.8 * Double(r) / 6
                #expect(f(x, z) == g[r, c], "row \(r), column \(c)")
            }
        }
    }

    @Test func aSingleRowHasNoCells() throws {
        let line = try NumericGrid([[1, 2, 3]])
        #expect(line.bilinear(x: 0...1, z: 0...1)(0, 0).isNaN)
    }
}
