import ChartMath
import Testing

/// Marching squares on small grids whose lines are known: a peak, saddles, holes; and the levels.
struct MarchingSquaresTests {
    @Test func aPeakGivesOneClosedLoop() {
        let values: [Double] = [0, 0, 0, 0, 4, 0, 0, 0, 0]
        let lines = MarchingSquares.lines(rows: 3, columns: 3, values: values, level: 1)
        #expect(lines.count == 1)
        let loop = lines[0]
        #expect(loop.isClosed)
        #expect(loop.points.count == 5)
        #expect(loop.points.first == loop.points.last)
        // Each crossing is a quarter of the way from the peak (value 4) to its neighbour (0)... from
        // the neighbour: t = (1 − 0) / (4 − 0) = 0.25 of the way from the edge's lower end.
        let expected: Set<SIMD2<Double>> = [SIMD2(1, 0.25), SIMD2(1.75, 1), SIMD2(1, 1.75), SIMD2(0.25, 1)]
        #expect(Set(loop.points) == expected)
    }

    /// Corners (row, column): (0, 0) = 1, (0, 1) = 0, (1, 0) = 0, (1, 1) = 1; the centre is 0.5.
    static let saddle: [Double] = [1, 0, 0, 1]

    @Test func saddleWithTheCentreAboveCutsOffTheLowCorners() {
        // Level 0.4: the centre (0.5) is above, so the high corners join and the lines go round
        // the low corners (0, 1) and (1, 0).
        let lines = MarchingSquares.lines(rows: 2, columns: 2, values: Self.saddle, level: 0.4)
        #expect(lines.count == 2)
        let corners = lines.map { line in nearestCorner(line.points) }
        #expect(Set(corners) == [SIMD2(1, 0), SIMD2(0, 1)])
    }

    @Test func saddleWithTheCentreBelowCutsOffTheHighCorners() {
        let lines = MarchingSquares.lines(rows: 2, columns: 2, values: Self.saddle, level: 0.6)
        #expect(lines.count == 2)
        let corners = lines.map { line in nearestCorner(line.points) }
        #expect(Set(corners) == [SIMD2(0, 0), SIMD2(1, 1)])
    }

    /// The grid corner (x, y) that both points of a two-point line lie next to.
    func nearestCorner(_ points: [SIMD2<Double>]) -> SIMD2<Double> {
        let mid = (points[0] + points[points.count - 1]) / 2
        return SIMD2(mid.x.rounded(), mid.y.rounded())
    }

    @Test func aMissingValueLeavesAHole() {
        // The peak surrounded by values, one of which is missing: the four cells round the NaN go.
        var values = [Double](repeating: 0, count: 16)
        values[1 * 4 + 1] = 4
        values[2 * 4 + 2] = .nan
        let lines = MarchingSquares.lines(rows: 4, columns: 4, values: values, level: 1)
        for line in lines {
            #expect(!line.isClosed)
            for p in line.points {
                // No point inside the four cells around (row 2, column 2).
                #expect(!(p.x > 1 && p.x < 3 && p.y > 1 && p.y < 3))
            }
        }
        #expect(!lines.isEmpty)
        let allMissing = MarchingSquares.lines(
            rows: 2, columns: 2, values: [.nan, .nan, .nan, .nan], level: 0)
        #expect(allMissing.isEmpty)
    }

    @Test func levelsAutomaticStepAndExplicit() throws {
        #expect(try ContourLevels.automatic(count: 5).resolved(for: 94...195, mark: "c") == [100, 120, 140, 160, 180])
        #expect(try ContourLevels.step(25).resolved(for: 0...100, mark: "c") == [25, 50, 75])
        #expect(try ContourLevels.step(0.5).resolved(for: -1.2...0.3, mark: "c") == [-1, -0.5, 0])
        #expect(try ContourLevels.values([1, 2, 5]).resolved(for: 0...1, mark: "c") == [1, 2, 5])
    }

    @Test func badLevelsAreRefusedByName() {
        #expect(throws: ContourError.noLevels(mark: "c")) {
            try ContourLevels.values([]).resolved(for: 0...1, mark: "c")
        }
        #expect(throws: ContourError.nonFiniteLevel(mark: "c", level: .infinity)) {
            try ContourLevels.values([1, .infinity]).resolved(for: 0...1, mark: "c")
        }
        #expect(throws: ContourError.levelsNotIncreasing(mark: "c", index: 2, previous: 3, level: 2)) {
            try ContourLevels.values([1, 3, 2]).resolved(for: 0...1, mark: "c")
        }
        #expect(throws: ContourError.invalidStep(mark: "c", step: 0)) {
            try ContourLevels.step(0).resolved(for: 0...1, mark: "c")
        }
        #expect(throws: ContourError.levelCount(mark: "c", count: 0)) {
            try ContourLevels.automatic(count: 0).resolved(for: 0...1, mark: "c")
        }
        #expect(throws: ContourError.tooManyLevels(mark: "c", count: 99_999)) {
            try ContourLevels.step(1e-5).resolved(for: 0...1, mark: "c")
        }
        let message = ContourError.levelsNotIncreasing(mark: "ContourPlot", index: 2, previous: 3, level: 2).description
        #expect(message.contains("level 2 (2.0) is not above level 1 (3.0)"))
    }
}
