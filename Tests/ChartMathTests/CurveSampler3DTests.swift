import Foundation
import Testing

@testable import ChartMath

/// `CurveSampler3D` against analytic curves: the chord error after projection from many
/// directions, and where the samples go.
@Suite struct CurveSampler3DTests {
    /// The trefoil knot, scaled to about the unit box.
    static func trefoil(_ t: Double) -> SIMD3<Double> {
        let p = SIMD3<Double>(sin(t) + 2 * sin(2 * t), -sin(3 * t), cos(t) - 2 * cos(2 * t))
        return p / 6
    }

    /// A helix of 6 turns, radius 0.4, rising 1.
    static func helix(_ t: Double) -> SIMD3<Double> { SIMD3(0.4 * cos(t), t / (12 * .pi) - 0.5, 0.4 * sin(t)) }

    /// Unit view directions spread over the sphere (a Fibonacci lattice).
    static let directions: [SIMD3<Double>] = (0..<40).map { k in
        let z = 1 - 2 * (Double(k) + 0.5) / 40
        let phi = Double(k) * .pi * (3 - 5.0.squareRoot())
        let r = (1 - z * z).squareRoot()
        return SIMD3(r * cos(phi), r * sin(phi), z)
    }

    /// The projection of `p` on the plane across `d`, in pixels at `ppu`, as 2D coordinates.
    static func project(_ p: SIMD3<Double>, _ d: SIMD3<Double>, ppu: Double) -> SIMD2<Double> {
        let a = abs(d.x) < 0.9 ? SIMD3<Double>(1, 0, 0) : SIMD3<Double>(0, 1, 0)
        let e1 =
            ParametricSurfaceSampler.cross(d, a) / ParametricSurfaceSampler.length(ParametricSurfaceSampler.cross(d, a))
        let e2 = ParametricSurfaceSampler.cross(d, e1)
        return SIMD2((p * e1).sum(), (p * e2).sum()) * ppu
    }

    static func distance2D(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let d = b - a
        let l2 = (d * d).sum()
        let s = l2 > 0 ? min(max(((p - a) * d).sum() / l2, 0), 1) : 0
        let q = a + d * s - p
        return (q * q).sum().squareRoot()
    }

    /// The largest distance, in pixels, between the curve (read at 32 points inside each sampled
    /// interval) and the polyline's chord, projected along every direction.
    static func maxProjectedError(
        _ samples: [CurveSample3D], ppu: Double, _ p: (Double) -> SIMD3<Double>
    ) -> Double {
        var worst = 0.0
        for d in directions {
            for (a, b) in zip(samples, samples.dropFirst()) {
                let (pa, pb) = (project(a.point, d, ppu: ppu), project(b.point, d, ppu: ppu))
                for k in 1..<32 {
                    let q = project(p(a.t + (b.t - a.t) * Double(k) / 32), d, ppu: ppu)
                    worst = max(worst, distance2D(q, pa, pb))
                }
            }
        }
        return worst
    }

    @Test(arguments: ["trefoil", "helix"])
    func projectedChordErrorStaysBelowTheTolerance(name: String) {
        let isTrefoil = name == "trefoil"
        let curve: (Double) -> SIMD3<Double> = { t in isTrefoil ? Self.trefoil(t) : Self.helix(t) }
        let end = isTrefoil ? 2 * Double.pi : 12 * Double.pi
        let ppu = 400.0
        let n = CurveSampler3D.initialIntervals(forLength: CurveSampler3D.length(0...end, pixelsPerUnit: ppu, curve))
        let pieces = CurveSampler3D().sample(0...end, initialIntervals: n, pixelsPerUnit: ppu, curve)
        #expect(pieces.count == 1)
        let samples = pieces[0]
        #expect(samples.first?.t == 0 && samples.last?.t == end)
        let error = Self.maxProjectedError(samples, ppu: ppu, curve)
        #expect(error <= 0.5, "\(name): \(error) px")
        // From 16 initial intervals, refinement alone must reach the tolerance.
        let coarse = CurveSampler3D().sample(0...end, initialIntervals: 16, pixelsPerUnit: ppu, curve)
        #expect(coarse.count == 1 && coarse[0].count > 4 * 17)
        let coarseError = Self.maxProjectedError(coarse[0], ppu: ppu, curve)
        #expect(coarseError <= 0.5, "\(name) from 16 intervals: \(coarseError) px")
    }

    @Test func samplesGatherWhereTheCurveBends() {
        // Two arcs drawn at the same on-screen speed (0.4π units per unit of t, 400 px per unit):
        // radius 0.4 (160 px) and radius 0.01 (4 px). A chord within 0.5 px of an arc of radius R
        // is about 2√R px long, so the tight arc needs about √40 ≈ 6 times as many samples; bisection
        // halves intervals, so counts come within a factor 2 of that: at least 3 times.
        let sampler = CurveSampler3D()
        let wide = sampler.sample(0...1, initialIntervals: 8, pixelsPerUnit: 400) { t in
            SIMD3(0.4 * cos(.pi * t), 0.4 * sin(.pi * t), 0)
        }
        let tight = sampler.sample(0...1, initialIntervals: 8, pixelsPerUnit: 400) { t in
            SIMD3(0.01 * cos(40 * .pi * t), 0, 0.01 * sin(40 * .pi * t))
        }
        let (nWide, nTight) = (wide.flatMap { $0 }.count, tight.flatMap { $0 }.count)
        #expect(nTight >= 3 * nWide, "\(nTight) samples on the tight arc, \(nWide) on the wide one")
        // A straight segment keeps its initial samples.
        let line = CurveSampler3D().sample(0...1, initialIntervals: 32, pixelsPerUnit: 400) { t in SIMD3(t, 2 * t, -t) }
        #expect(line.flatMap { $0 }.count == 33)
    }

    @Test func aNonFinitePointEndsThePiece() {
        let pieces = CurveSampler3D().sample(-1...1, initialIntervals: 64, pixelsPerUnit: 100) { t in
            abs(t) < 0.25 ? SIMD3(.nan, 0, 0) : SIMD3(t, t * t, 0)
        }
        #expect(pieces.count == 2)
        #expect(pieces.allSatisfy { $0.allSatisfy { abs($0.t) >= 0.25 } })
    }
}
