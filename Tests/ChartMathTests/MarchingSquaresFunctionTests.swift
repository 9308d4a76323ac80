import ChartMath
import Foundation
import Testing

/// Contours of a function on a grid of nodes (`MarchingSquares.lines(of:x:z:values:level:)`):
/// crossings solved on their edges, checked against the circle x² + z² = r² and a bilinear patch.
struct MarchingSquaresFunctionTests {
    static func nodes(_ n: Int, _ range: ClosedRange<Double>) -> [Double] {
        (0..<n).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(n - 1) }
    }

    @Test func aCircleIsFoundOnItsLevelSetNotTheInterpolant() {
        let f: (Double, Double) -> Double = { x, z in x * x + z * z }
        let (xs, zs) = (Self.nodes(9, -1...1), Self.nodes(7, -1...1))
        let values = zs.flatMap { z in xs.map { x in f(x, z) } }
        let lines = MarchingSquares.lines(of: f, x: xs, z: zs, values: values, level: 0.5)
        #expect(lines.count == 1)
        let loop = lines[0]
        #expect(loop.count > 8)
        // Every point is on the circle of radius √0.5, to the solver's tolerance.
        for p in loop { #expect(abs(p.x * p.x + p.y * p.y - 0.5) < 1e-9) }
        // Linear interpolation alone misses it by far more on this coarse grid.
        let linear = MarchingSquares.lines(rows: 7, columns: 9, values: values, level: 0.5)[0].points.map { p in
            let x = -1 + 2 * p.x / 8
            let z = -1 + 2 * p.y / 6
            return abs(x * x + z * z - 0.5)
        }
        #expect(linear.max()! > 1e-3)
        // Each point keeps to its grid line: x or z is a node's coordinate.
        for p in loop { #expect(xs.contains(p.x) || zs.contains(p.y)) }
    }

    @Test func nodesRunningBackwardsGiveTheSameLevelSet() {
        let f: (Double, Double) -> Double = { x, z in exp(x) + z }
        let (xs, zs) = (Self.nodes(6, -1...1).reversed() as [Double], Self.nodes(5, 0...2))
        let values = zs.flatMap { z in xs.map { x in f(x, z) } }
        let lines = MarchingSquares.lines(of: f, x: xs, z: zs, values: values, level: 2)
        #expect(lines.count == 1)
        for p in lines[0] { #expect(abs(f(p.x, p.y) - 2) < 1e-9) }
    }

    @Test func theSolverMeetsALinearEdgeAtOnceAndKeepsItsGuessWithoutABracket() {
        var calls = 0
        let t = MarchingSquares.refined(t: 0.25, level: 1, tolerance: 1e-12) { t in
            calls += 1
            return 4 * t
        }
        #expect(t == 0.25)
        #expect(calls == 3)
        // No sign change between the ends: the estimate is kept.
        #expect(MarchingSquares.refined(t: 0.3, level: 5, tolerance: 1e-12) { $0 } == 0.3)
        // NaN along the edge: the estimate is kept.
        #expect(MarchingSquares.refined(t: 0.7, level: 0.5, tolerance: 1e-12) { $0 > 0.6 ? .nan : $0 } == 0.7)
    }
}
