import ChartMath
import Foundation
import Testing

/// Runge–Kutta steps against closed-form solutions, the bilinear grid field, Jobard–Lefer
/// streamlines' spacing checked by brute force, and matplotlib's arrow outline.
struct StreamlineTests {
    @Test func rk4FollowsARigidRotationOnItsCircle() throws {
        // dp/dt = (−y, x): p(t) = (cos t, sin t); the radius stays 1 to 1e-6 over a full turn.
        var p = SIMD2(1.0, 0)
        let h = 0.01
        let steps = Int((2 * Double.pi / h).rounded())
        for k in 1...steps {
            p = try #require(RungeKutta.step(p, h: h) { SIMD2(-$0.y, $0.x) })
            let t = Double(k) * h
            #expect(abs((p * p).sum().squareRoot() - 1) < 1e-6)
            #expect(abs(p.x - cos(t)) < 1e-6 && abs(p.y - sin(t)) < 1e-6)
        }
    }

    @Test func rk4FollowsALinearFieldsExponentials() throws {
        // dx/dt = 0.5 x, dy/dt = −y: x = x₀ e^{t/2}, y = y₀ e^{−t}.
        var p = SIMD2(1.5, 2.0)
        for _ in 0..<200 { p = try #require(RungeKutta.step(p, h: 0.01) { SIMD2(0.5 * $0.x, -$0.y) }) }
        #expect(abs(p.x - 1.5 * exp(1.0)) < 1e-9)
        #expect(abs(p.y - 2 * exp(-2.0)) < 1e-9)
        #expect(RungeKutta.step(p, h: 0.01) { _ in nil } == nil)
    }

    @Test func bilinearFieldIsExactForBilinearFunctionsOnAnUnevenGrid() throws {
        let xs = [-1.0, 0, 0.5, 2]
        let ys = [0.0, 1, 3]
        func u(_ x: Double, _ y: Double) -> Double { 1 + 2 * x + 3 * y + 4 * x * y }
        func v(_ x: Double, _ y: Double) -> Double { -x + 0.5 * y - x * y }
        let field = GridVectorField(
            xs: xs, ys: ys, u: ys.flatMap { y in xs.map { u($0, y) } }, v: ys.flatMap { y in xs.map { v($0, y) } })
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let x = Double.random(in: -1...2, using: &random)
            let y = Double.random(in: 0...3, using: &random)
            let f = try #require(field(x, y))
            #expect(abs(f.x - u(x, y)) < 1e-12 && abs(f.y - v(x, y)) < 1e-12)
        }
        #expect(field(-1.01, 1) == nil && field(0, 3.01) == nil)
        var holed = field.u
        holed[5] = .nan  // the node (0, 1)
        let withHole = GridVectorField(xs: xs, ys: ys, u: holed, v: field.v)
        #expect(withHole(0.25, 0.5) == nil && withHole(1, 2) != nil)
    }

    /// The smallest distance between vertices of different lines, by brute force.
    static func minimumSeparation(_ lines: [[SIMD2<Double>]]) -> Double {
        var best = Double.infinity
        for i in lines.indices {
            for j in lines.indices where j > i {
                for p in lines[i] {
                    for q in lines[j] { best = min(best, ((p - q) * (p - q)).sum()) }
                }
            }
        }
        return best.squareRoot()
    }

    @Test func streamlinesKeepHalfTheirSpacingApartAndLeaveNoGap() {
        // Convection cells: u = sin x cos y, v = −cos x sin y over a 200 × 200 pixel box.
        let field: (SIMD2<Double>) -> SIMD2<Double>? = { p in
            let (x, y) = (p.x / 200 * 2 * .pi, p.y / 200 * 2 * .pi)
            return SIMD2(sin(x) * cos(y), -cos(x) * sin(y))
        }
        let separation = 12.0
        let lines = EvenlySpacedStreamlines(
            lo: SIMD2(0, 0), hi: SIMD2(200, 200), separation: separation, field: field
        ).lines
        #expect(lines.count > 15)
        #expect(Self.minimumSeparation(lines) >= separation / 2 - 1e-9)
        // Every lattice point where the field is not critical lies within the separation of a line.
        let all = lines.flatMap { $0 }
        for i in stride(from: 3.0, to: 200, by: 10) {
            for j in stride(from: 3.0, to: 200, by: 10) {
                let p = SIMD2(i, j)
                guard let f = field(p), (f * f).sum() > 1e-4 else { continue }
                let nearest = all.map { (($0 - p) * ($0 - p)).sum() }.min() ?? .infinity
                #expect(nearest.squareRoot() < separation * 1.05, "a gap at \(p)")
            }
        }
    }

    @Test func streamlinesOfARotationAreCirclesAndOfAUniformFlowSpanTheBox() {
        let circles = EvenlySpacedStreamlines(lo: SIMD2(-100, -100), hi: SIMD2(100, 100), separation: 10) {
            SIMD2(-$0.y, $0.x)
        }.lines
        var checked = 0
        for line in circles where line.count > 4 {
            let radii = line.dropFirst().dropLast().map { ($0 * $0).sum().squareRoot() }
            guard let r0 = radii.first, r0 >= 10, r0 < 95 else { continue }
            #expect(radii.allSatisfy { abs($0 - r0) / r0 < 1e-6 }, "radius \(r0)")
            checked += 1
        }
        #expect(checked >= 6)
        let uniform = EvenlySpacedStreamlines(lo: SIMD2(0, 0), hi: SIMD2(100, 60), separation: 10) { _ in SIMD2(1, 0) }
            .lines
        #expect(uniform.count == 6 || uniform.count == 7)
        for line in uniform {
            #expect(line.first?.x == 0 && line.last?.x == 100)
            #expect(line.allSatisfy { $0.y == line[0].y })
        }
        #expect(Self.minimumSeparation(uniform) >= 10 - 1e-9)
    }

    @Test func arrowOutlineHasMatplotlibsProportions() {
        let shape = ArrowShape(width: 2)
        let full = shape.outline(tail: SIMD2(0, 0), tip: SIMD2(20, 0))
        let expected: [SIMD2<Double>] = [[0, 1], [11, 1], [10, 3], [20, 0], [10, -3], [11, -1], [0, -1]]
        #expect(full.count == 7)
        for (a, b) in zip(full, expected) { #expect(((a - b) * (a - b)).sum() < 1e-20) }
        // Shorter than a head (10): the arrow of length 10 scaled by one half.
        let short = shape.outline(tail: SIMD2(0, 0), tip: SIMD2(5, 0))
        let half: [SIMD2<Double>] = [[0, 0.5], [0.5, 0.5], [0, 1.5], [5, 0], [0, -1.5], [0.5, -0.5], [0, -0.5]]
        for (a, b) in zip(short, half) { #expect(((a - b) * (a - b)).sum() < 1e-20) }
        // Shorter than a shaft width: a hexagonal dot one width across, centred; zero: nothing.
        let dot = shape.outline(tail: SIMD2(0, 0), tip: SIMD2(0, 1))
        #expect(dot.count == 6)
        #expect(dot.allSatisfy { abs((($0 - SIMD2(0, 0.5)) * ($0 - SIMD2(0, 0.5))).sum() - 1) < 1e-12 })
        #expect(shape.outline(tail: SIMD2(3, 3), tip: SIMD2(3, 3)).isEmpty)
        // Turned: the tip of an arrow along +y is at its end.
        #expect(shape.outline(tail: SIMD2(0, 0), tip: SIMD2(0, 20))[3] == SIMD2(0, 20))
    }

    @Test func clippingKeepsThePartInsideTheRectangle() {
        let square: [SIMD2<Double>] = [[-1, -1], [1, -1], [1, 1], [-1, 1]]
        let clipped = ArrowShape.clip(square, lo: SIMD2(0, -5), hi: SIMD2(5, 0.5))
        var area = 0.0
        for i in clipped.indices {
            let (a, b) = (clipped[i], clipped[(i + 1) % clipped.count])
            area += a.x * b.y - b.x * a.y
        }
        #expect(abs(abs(area / 2) - 1.5) < 1e-12)
        #expect(ArrowShape.clip(square, lo: SIMD2(2, 2), hi: SIMD2(3, 3)).isEmpty)
    }
}
