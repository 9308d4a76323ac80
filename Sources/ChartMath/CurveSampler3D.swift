import Foundation

/// One sample of a space curve: the parameter and the point it maps to.
public struct CurveSample3D: Sendable, Equatable {
    /// The curve parameter t.
    public var t: Double
    /// The point, in the units the curve is given in (scene units for a chart).
    public var point: SIMD3<Double>

    public init(t: Double, point: SIMD3<Double>) {
        self.t = t
        self.point = point
    }
}

/// Adaptive sampling of a space curve p(t) to a pixel tolerance, whatever way it is turned.
///
/// Distances are measured in 3D and multiplied by `pixelsPerUnit` (the pixels one unit of the
/// curve's space spans on screen). An orthographic view never lengthens a distance, so a polyline
/// within `tolerance` pixels of the curve in 3D stays within it on screen from every direction:
/// the sampling does not depend on the pose, and a chart can be turned without resampling.
///
/// The domain is cut into `initialIntervals` equal intervals; each is bisected until the curve's
/// midpoint (and, on the first two levels, its quarter points) lies within `tolerance` pixels of
/// the chord, at most `maxDepth` times, so samples gather where the curve bends and straight
/// stretches keep few. A point with a coordinate that is not finite ends the current piece; the
/// result is a list of polylines. Work is capped by `maxEvaluations`.
public struct CurveSampler3D: Sendable {
    /// Allowed distance between the polyline and the curve, in pixels.
    public var tolerance: Double = 0.5
    /// Maximum number of bisections of an initial interval.
    public var maxDepth: Int = 16
    /// Hard cap on curve evaluations.
    public var maxEvaluations: Int = 200_000

    public init() {}

    /// The number of initial intervals for a curve about `pixels` long on screen: one every 12
    /// pixels, at least 32 and at most 100 000; refinement adds the rest where the curve bends.
    public static func initialIntervals(forLength pixels: Double) -> Int {
        guard pixels.isFinite else { return 32 }
        return max(32, min(100_000, Int(pixels / 12)))
    }

    /// The length of p over `domain` in pixels, measured along 1024 equal steps.
    public static func length(
        _ domain: ClosedRange<Double>, pixelsPerUnit: Double, _ p: (Double) -> SIMD3<Double>
    ) -> Double {
        var length = 0.0
        var previous = p(domain.lowerBound)
        for i in 1...1024 {
            let q = p(domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / 1024)
            let d = q - previous
            if d.x.isFinite, d.y.isFinite, d.z.isFinite { length += (d * d).sum().squareRoot() }
            previous = q
        }
        return length * pixelsPerUnit
    }

    /// The pieces of the curve over `domain` (finite), sampled to ``tolerance`` pixels at
    /// `pixelsPerUnit`.
    public func sample(
        _ domain: ClosedRange<Double>, initialIntervals: Int, pixelsPerUnit: Double,
        _ p: (Double) -> SIMD3<Double>
    ) -> [[CurveSample3D]] {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite, pixelsPerUnit > 0 else { return [] }
        let n = max(1, min(1_000_000, initialIntervals))
        var state = State(budget: maxEvaluations, limit: tolerance / pixelsPerUnit)
        var a = CurveSample3D(t: domain.lowerBound, point: state.eval(p, domain.lowerBound))
        state.add(a)
        for i in 1...n {
            let t =
                i == n
                ? domain.upperBound
                : domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(n)
            let b = CurveSample3D(t: t, point: state.eval(p, t))
            refine(&state, p, a, b, depth: 0)
            state.add(b)
            a = b
        }
        state.endPiece()
        return state.pieces
    }

    /// Distance from `p` to the segment `a`–`b`.
    public static func distance(_ p: SIMD3<Double>, toSegment a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = b - a
        let l2 = (d * d).sum()
        let s = l2 > 0 ? min(max(((p - a) * d).sum() / l2, 0), 1) : 0
        let q = a + d * s - p
        return (q * q).sum().squareRoot()
    }

    private struct State {
        var budget: Int
        /// The tolerance in the curve's units.
        let limit: Double
        var pieces: [[CurveSample3D]] = []
        var current: [CurveSample3D] = []

        mutating func eval(_ p: (Double) -> SIMD3<Double>, _ t: Double) -> SIMD3<Double> {
            budget -= 1
            return p(t)
        }

        mutating func add(_ s: CurveSample3D) {
            if isDefined(s.point) { current.append(s) } else { endPiece() }
        }

        mutating func endPiece() {
            if !current.isEmpty { pieces.append(current) }
            current = []
        }
    }

    private func refine(
        _ s: inout State, _ p: (Double) -> SIMD3<Double>, _ a: CurveSample3D, _ b: CurveSample3D, depth: Int
    ) {
        guard depth < maxDepth, s.budget > 0 else { return }
        let da = isDefined(a.point)
        let db = isDefined(b.point)
        let tm = (a.t + b.t) / 2
        let m = CurveSample3D(t: tm, point: s.eval(p, tm))
        let dm = isDefined(m.point)
        if da, db, dm {
            var flat = Self.distance(m.point, toSegment: a.point, b.point) <= s.limit
            // On the first levels also look at the quarter points: a symmetric wiggle can put the
            // midpoint exactly on the chord.
            if flat, depth < 2 {
                for f in [0.25, 0.75] {
                    let q = s.eval(p, a.t + (b.t - a.t) * f)
                    if !isDefined(q) || Self.distance(q, toSegment: a.point, b.point) > s.limit {
                        flat = false
                        break
                    }
                }
            }
            if flat { return }
        } else if !da, !db, !dm {
            return  // undefined throughout this interval
        }
        refine(&s, p, a, m, depth: depth + 1)
        s.add(m)
        refine(&s, p, m, b, depth: depth + 1)
    }
}

private func isDefined(_ p: SIMD3<Double>) -> Bool { p.x.isFinite && p.y.isFinite && p.z.isFinite }
