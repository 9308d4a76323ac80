// The curve math of `InterpolationMethod`: cubic Bézier segments as d3-shape builds them
// (curveMonotoneX, curveCatmullRom, curveCardinal), step polylines (curveStep, curveStepAfter,
// curveStepBefore), and adaptive flattening of cubics.

import Foundation

extension InterpolationMethod {
    /// A cubic Bézier segment from `p0` to `p3` with control points `c1` and `c2`, in pixel space.
    struct Cubic: Equatable, Sendable {
        /// The start point (a data point).
        var p0: SIMD2<Double>
        /// The first control point.
        var c1: SIMD2<Double>
        /// The second control point.
        var c2: SIMD2<Double>
        /// The end point (a data point).
        var p3: SIMD2<Double>

        /// The straight segment from `a` to `b` as a cubic.
        static func line(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Cubic {
            Cubic(p0: a, c1: a, c2: b, p3: b)
        }

        /// The point at parameter `t` in 0…1 (Bernstein form).
        func point(at t: Double) -> SIMD2<Double> {
            let s = 1 - t
            let a = s * s * s
            let b = 3 * s * s * t
            let c = 3 * s * t * t
            let d = t * t * t
            return a * p0 + b * c1 + c * c2 + d * p3
        }

        /// The two halves at t = 0.5 (de Casteljau); the first ends and the second starts at the same point.
        func halves() -> (Cubic, Cubic) {
            let a = (p0 + c1) * 0.5
            let b = (c1 + c2) * 0.5
            let c = (c2 + p3) * 0.5
            let ab = (a + b) * 0.5
            let bc = (b + c) * 0.5
            let mid = (ab + bc) * 0.5
            return (Cubic(p0: p0, c1: a, c2: ab, p3: mid), Cubic(p0: mid, c1: bc, c2: c, p3: p3))
        }

        /// An upper bound on the distance between the cubic and its chord `p0`–`p3`, both ways.
        ///
        /// The cubic is a convex combination of its control points and the distance to a segment is convex,
        /// so no point of the cubic is farther from the chord than the farther control point. Conversely the
        /// cubic runs continuously from `p0` to `p3`, so every chord point is the foot of some curve point,
        /// which is no farther from it than that bound.
        var flatness: Double {
            max(Self.distance(c1, toSegment: p0, p3), Self.distance(c2, toSegment: p0, p3))
        }

        /// The distance from `p` to the segment `a`–`b`.
        static func distance(_ p: SIMD2<Double>, toSegment a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
            let d = b - a
            let lengthSquared = (d * d).sum()
            var t = 0.0
            if lengthSquared > 0 {
                t = min(max(((p - a) * d).sum() / lengthSquared, 0), 1)
            }
            let q = p - (a + d * t)
            return ((q * q).sum()).squareRoot()
        }
    }

    /// Where the data point sits within its step.
    enum StepPosition {
        /// At the start: the corner is at `(xᵢ₊₁, yᵢ)`.
        case start
        /// At the centre: the corners are at the mid x.
        case center
        /// At the end: the corner is at `(xᵢ, yᵢ₊₁)`.
        case end
    }

    /// The most halvings of one cubic segment: 2⁶ = 64 pieces.
    static let maximumSubdivisionDepth = 6

    /// d3-shape's epsilon for "no distance" in the Catmull–Rom spline.
    static let catmullRomEpsilon = 1e-12

    /// The cubic segments this method draws through `points` (finite, at least 2), one per pair of
    /// consecutive points; empty for `linear` and the step methods.
    func cubicSegments(through points: [SIMD2<Double>]) -> [Cubic] {
        guard points.count >= 2 else { return [] }
        switch kind {
        case .monotone:
            return Self.monotoneSegments(points)
        case .catmullRom(let alpha):
            return Self.catmullRomSegments(points, alpha: alpha)
        case .cardinal(let tension):
            return Self.cardinalSegments(points, tension: tension)
        case .linear, .stepStart, .stepCenter, .stepEnd:
            return []
        }
    }

    // MARK: - Monotone (d3 curveMonotoneX)

    /// Hermite cubics with Steffen's slopes, as Béziers: control points a third of the way along x.
    static func monotoneSegments(_ p: [SIMD2<Double>]) -> [Cubic] {
        let n = p.count
        if n == 2 { return [.line(p[0], p[1])] }
        var slope = [Double](repeating: 0, count: n)
        for i in 1..<(n - 1) {
            slope[i] = steffenSlope(p[i - 1], p[i], p[i + 1])
        }
        slope[0] = endSlope(p[0], p[1], neighbour: slope[1])
        slope[n - 1] = endSlope(p[n - 2], p[n - 1], neighbour: slope[n - 2])
        var segments: [Cubic] = []
        segments.reserveCapacity(n - 1)
        for i in 0..<(n - 1) {
            let a = p[i]
            let b = p[i + 1]
            let dx = (b.x - a.x) / 3
            segments.append(
                Cubic(
                    p0: a, c1: SIMD2(a.x + dx, a.y + dx * slope[i]), c2: SIMD2(b.x - dx, b.y - dx * slope[i + 1]),
                    p3: b))
        }
        return segments
    }

    /// The slope at `b` between neighbours `a` and `c` (d3's `slope3`; Steffen 1990): zero at a local extremum,
    /// otherwise at most twice the smaller adjacent secant slope and at most the parabola's slope.
    static func steffenSlope(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
        let h0 = b.x - a.x
        let h1 = c.x - b.x
        // d3 divides by a signed zero for repeated x, so the infinite secant points the way x travels.
        let s0 = (b.y - a.y) / (h0 != 0 ? h0 : (h1 < 0 ? -0.0 : 0.0))
        let s1 = (c.y - b.y) / (h1 != 0 ? h1 : (h0 < 0 ? -0.0 : 0.0))
        let parabola = (s0 * h1 + s1 * h0) / (h0 + h1)
        let bound = [abs(s0), abs(s1), 0.5 * abs(parabola)]
        if bound.contains(where: \.isNaN) { return 0 }
        let sign = { (v: Double) -> Double in v < 0 ? -1 : 1 }
        let slope = (sign(s0) + sign(s1)) * bound.min()!
        return slope.isFinite ? slope : 0
    }

    /// The slope at an end of the series (d3's `slope2`): the one-sided three-point difference from the
    /// end segment `a`–`b` and the slope at its other point.
    static func endSlope(_ a: SIMD2<Double>, _ b: SIMD2<Double>, neighbour t: Double) -> Double {
        let h = b.x - a.x
        return h != 0 ? (3 * (b.y - a.y) / h - t) / 2 : t
    }

    // MARK: - Catmull–Rom (d3 curveCatmullRom)

    /// Catmull–Rom cubics in Yuksel's Bézier form (d3's `curveCatmullRom`): segment `pᵢ`–`pᵢ₊₁` uses the
    /// parameter distances `|pⱼ₊₁ − pⱼ|^alpha` of its three neighbouring chords; an end's missing chord
    /// puts that control point on the end. Alpha 0 is the cardinal spline with tension 0, as in d3.
    static func catmullRomSegments(_ p: [SIMD2<Double>], alpha: Double) -> [Cubic] {
        if alpha == 0 { return cardinalSegments(p, tension: 0) }
        let n = p.count
        // chord[i] = |p[i+1] − p[i]|^alpha and chordSquared[i] = |p[i+1] − p[i]|^(2 alpha), as d3 computes them.
        var chord = [Double](repeating: 0, count: n - 1)
        var chordSquared = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let d = p[i + 1] - p[i]
            chordSquared[i] = Foundation.pow((d * d).sum(), alpha)
            chord[i] = chordSquared[i].squareRoot()
        }
        var segments: [Cubic] = []
        segments.reserveCapacity(n - 1)
        for i in 0..<(n - 1) {
            let start = p[i]
            let end = p[i + 1]
            let l12 = chord[i]
            let l12Squared = chordSquared[i]
            var c1 = start
            var c2 = end
            if i > 0, chord[i - 1] > catmullRomEpsilon {
                let l01 = chord[i - 1]
                let l01Squared = chordSquared[i - 1]
                let a = 2 * l01Squared + 3 * l01 * l12 + l12Squared
                let scale = 3 * l01 * (l01 + l12)
                c1 = (start * a - p[i - 1] * l12Squared + end * l01Squared) / scale
            }
            if i + 2 < n, chord[i + 1] > catmullRomEpsilon {
                let l23 = chord[i + 1]
                let l23Squared = chordSquared[i + 1]
                let b = 2 * l23Squared + 3 * l23 * l12 + l12Squared
                let scale = 3 * l23 * (l23 + l12)
                c2 = (end * b + start * l23Squared - p[i + 2] * l12Squared) / scale
            }
            segments.append(Cubic(p0: start, c1: c1, c2: c2, p3: end))
        }
        return segments
    }

    // MARK: - Cardinal (d3 curveCardinal)

    /// Cardinal cubics (d3's `curveCardinal`): control points at `pᵢ ± k (pᵢ₊₁ − pᵢ₋₁)` with
    /// `k = (1 − tension) / 6`; at the ends the control point is the end point itself.
    static func cardinalSegments(_ p: [SIMD2<Double>], tension: Double) -> [Cubic] {
        let n = p.count
        let k = (1 - tension) / 6
        var segments: [Cubic] = []
        segments.reserveCapacity(n - 1)
        for i in 0..<(n - 1) {
            let start = p[i]
            let end = p[i + 1]
            let c1 = i > 0 ? start + k * (end - p[i - 1]) : start
            let c2 = i + 2 < n ? end + k * (start - p[i + 2]) : end
            segments.append(Cubic(p0: start, c1: c1, c2: c2, p3: end))
        }
        return segments
    }

    // MARK: - Steps (d3 curveStep, curveStepAfter, curveStepBefore)

    /// The step polyline through `p`: per pair, the corner(s) and then the next data point; a vertex equal to
    /// the previous one (a corner on a level or vertical stretch) is left out.
    static func steps(through p: [SIMD2<Double>], at position: StepPosition) -> [SIMD2<Double>] {
        var polyline = [p[0]]
        polyline.reserveCapacity(p.count * 3)
        func append(_ v: SIMD2<Double>) {
            if polyline.last != v { polyline.append(v) }
        }
        for (a, b) in zip(p, p.dropFirst()) {
            let x: Double
            switch position {
            case .start: x = b.x
            case .center: x = (a.x + b.x) / 2
            case .end: x = a.x
            }
            append(SIMD2(x, a.y))
            append(SIMD2(x, b.y))
            append(b)
        }
        return polyline
    }

    // MARK: - Flattening

    /// Appends the polyline of `cubic` after its start point, which `polyline` already ends with: halves the
    /// cubic until each piece is within `tolerance` of its chord (`Cubic.flatness`), at most 64 pieces.
    /// The last vertex appended is `cubic.p3` itself, so data points come through exactly.
    static func flatten(_ cubic: Cubic, tolerance: Double, into polyline: inout [SIMD2<Double>]) {
        subdivide(cubic, tolerance: tolerance, depth: 0, into: &polyline)
    }

    /// One step of `flatten`'s recursion.
    private static func subdivide(
        _ cubic: Cubic, tolerance: Double, depth: Int, into polyline: inout [SIMD2<Double>]
    ) {
        if depth >= maximumSubdivisionDepth || cubic.flatness <= tolerance {
            polyline.append(cubic.p3)
            return
        }
        let (first, second) = cubic.halves()
        subdivide(first, tolerance: tolerance, depth: depth + 1, into: &polyline)
        subdivide(second, tolerance: tolerance, depth: depth + 1, into: &polyline)
    }
}
