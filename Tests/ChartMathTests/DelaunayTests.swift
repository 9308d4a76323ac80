import Foundation
import Testing

@testable import ChartMath

/// The Delaunay triangulation against independent references: a brute-force empty-circumcircle
/// check, the convex hull's area by Andrew's monotone chain, Euler's formula, and hand counts.
@Suite struct DelaunayTests {
    /// A reproducible uniform generator (SplitMix64), so failures can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func random(_ count: Int, seed: UInt64) -> [SIMD2<Double>] {
        var g = SplitMix(state: seed)
        return (0..<count).map { _ in SIMD2(Double.random(in: -3...5, using: &g), Double.random(in: 10...11, using: &g))
        }
    }

    /// Twice the signed area of a b c, in plain floating point.
    static func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    /// The convex hull's area by Andrew's monotone chain (collinear points dropped).
    static func hullArea(_ points: [SIMD2<Double>]) -> (area: Double, vertices: Int) {
        let p = points.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
        var hull: [SIMD2<Double>] = []
        for pass in 0..<2 {
            let start = hull.count
            for q in pass == 0 ? p : p.reversed() {
                while hull.count >= start + 2, cross(hull[hull.count - 2], hull[hull.count - 1], q) <= 0 {
                    hull.removeLast()
                }
                hull.append(q)
            }
            hull.removeLast()
        }
        // The shoelace formula relative to the first vertex, so far-off coordinates do not cancel.
        var area = 0.0
        for i in hull.indices {
            let a = hull[i] - hull[0]
            let b = hull[(i + 1) % hull.count] - hull[0]
            area += a.x * b.y - b.x * a.y
        }
        return (area / 2, hull.count)
    }

    /// Every triangle counter-clockwise, every vertex used, no edge in more than two triangles,
    /// the triangles' areas summing to the hull's, and T = 2n − 2 − h with h the edges in one
    /// triangle only (Euler's formula for a triangulated disc).
    static func checkTiling(_ t: DelaunayTriangulation, relativeArea: Double = 1e-9) {
        var edges: [SIMD2<Int>: Int] = [:]
        var area = 0.0
        for tri in t.triangles {
            let (a, b, c) = (t.vertices[tri.x], t.vertices[tri.y], t.vertices[tri.z])
            #expect(GeometricPredicates.orientation(a, b, c) == 1)
            area += cross(a, b, c) / 2
            for (p, q) in [(tri.x, tri.y), (tri.y, tri.z), (tri.z, tri.x)] {
                edges[SIMD2(min(p, q), max(p, q)), default: 0] += 1
            }
        }
        #expect(Set(t.triangles.flatMap { [$0.x, $0.y, $0.z] }).count == t.vertices.count)
        #expect(edges.values.allSatisfy { $0 <= 2 })
        let boundary = edges.values.filter { $0 == 1 }.count
        #expect(t.triangles.count == 2 * t.vertices.count - 2 - boundary)
        #expect(edges.count == 3 * t.vertices.count - 3 - boundary)
        let hull = hullArea(t.vertices).area
        #expect(abs(area - hull) <= relativeArea * hull)
    }

    /// No vertex strictly inside any triangle's circumcircle (centre and radius computed in plain
    /// floating point relative to the triangle's first corner, with a relative tolerance for
    /// points on the circle; the triangle's own corners are not tested).
    static func checkEmptyCircumcircles(_ t: DelaunayTriangulation) -> Int {
        var violations = 0
        for tri in t.triangles {
            let a = t.vertices[tri.x]
            let (b, c) = (t.vertices[tri.y] - a, t.vertices[tri.z] - a)
            let d = 2 * (b.x * c.y - b.y * c.x)
            let (lb, lc) = ((b * b).sum(), (c * c).sum())
            let centre = a + SIMD2((c.y * lb - b.y * lc) / d, (b.x * lc - c.x * lb) / d)
            let r2 = ((a - centre) * (a - centre)).sum()
            for (k, p) in t.vertices.enumerated()
            where k != tri.x && k != tri.y && k != tri.z && ((p - centre) * (p - centre)).sum() < r2 * (1 - 1e-9) {
                violations += 1
            }
        }
        return violations
    }

    @Test(arguments: [(7, UInt64(1)), (100, 2), (1000, 3), (1500, 4)])
    func randomPointsHaveEmptyCircumcirclesAndTileTheHull(count: Int, seed: UInt64) throws {
        let t = try DelaunayTriangulation(Self.random(count, seed: seed))
        #expect(t.vertices.count == count && t.mergedPointCount == 0)
        #expect(Self.checkEmptyCircumcircles(t) == 0)
        Self.checkTiling(t)
    }

    @Test func regularLatticeIsTiledByTwoTrianglesPerSquare() throws {
        // 40 × 30 integer points: every square's four corners are cocircular; exact arithmetic
        // must still give 2 triangles per unit square, no overlap and no gap.
        let points: [SIMD2<Double>] = (0..<40).flatMap { i in (0..<30).map { j in SIMD2(Double(i), Double(j)) } }
        let t = try DelaunayTriangulation(points)
        #expect(t.triangles.count == 2 * 39 * 29)
        for tri in t.triangles {
            let area = Self.cross(t.vertices[tri.x], t.vertices[tri.y], t.vertices[tri.z])
            #expect(area == 1)
        }
        #expect(Self.checkEmptyCircumcircles(t) == 0)
        Self.checkTiling(t, relativeArea: 0)
        #expect(Self.hullArea(points).area == 39 * 29)
    }

    @Test func pointsOnACircleAndItsCentre() throws {
        // 64 cocircular points and the centre: a fan of 64 triangles around the centre.
        var points = (0..<64).map { k in
            let a = Double(k) / 64 * 2 * .pi
            return SIMD2(cos(a), sin(a))
        }
        points.append(SIMD2(0, 0))
        let t = try DelaunayTriangulation(points)
        Self.checkTiling(t)
        #expect(Self.checkEmptyCircumcircles(t) == 0)
        // A triangle of three circle points would have the centre inside its circumcircle.
        #expect(t.triangles.count == 64)
        #expect(t.triangles.allSatisfy { [$0.x, $0.y, $0.z].contains(64) })
    }

    @Test func duplicatesAreMergedIntoTheirFirstOccurrence() throws {
        let base = Self.random(200, seed: 9)
        let points = base + base.prefix(50) + [SIMD2(-0.0, 0), SIMD2(0, 0)]
        let t = try DelaunayTriangulation(points)
        #expect(t.vertices.count == 201)
        #expect(t.mergedPointCount == 51)
        #expect(t.vertexOfPoint[200 + 7] == 7)
        #expect(t.vertexOfPoint[251] == t.vertexOfPoint[250])
        let unique = try DelaunayTriangulation(base + [SIMD2(0, 0)])
        #expect(t.triangles == unique.triangles)
        Self.checkTiling(t)
    }

    @Test func collinearAndTooFewPointsAreTypedErrorsNamingTheInput() {
        let line = (0..<10).map { SIMD2(Double($0), 2 * Double($0) + 1) }
        #expect(throws: DelaunayError.collinear(input: "quakes", distinct: 10)) {
            try DelaunayTriangulation(line + line, input: "quakes")
        }
        #expect(throws: DelaunayError.tooFewPoints(input: "p", distinct: 2)) {
            try DelaunayTriangulation([SIMD2(0, 0), SIMD2(1, 1), SIMD2(0, 0)], input: "p")
        }
        #expect(throws: DelaunayError.nonFinitePoint(input: "p", index: 1)) {
            try DelaunayTriangulation([SIMD2(0, 0), SIMD2(.nan, 1), SIMD2(0, 1)], input: "p")
        }
        #expect(
            DelaunayError.collinear(input: "quakes", distinct: 10).description
                == "quakes: all 10 distinct points lie on one line; a triangulation needs 3 points not on one line")
    }

    @Test func collinearPointsOnTheHullAndInsideAreAllUsed() throws {
        // A square's sides carry many collinear points, and a line of points crosses it.
        var points: [SIMD2<Double>] = []
        for k in 0...20 {
            let s = Double(k) / 20
            points += [SIMD2(s, 0), SIMD2(1, s), SIMD2(1 - s, 1), SIMD2(0, 1 - s), SIMD2(s, s * 0.5 + 0.25)]
        }
        let t = try DelaunayTriangulation(points)
        Self.checkTiling(t)
        #expect(Self.checkEmptyCircumcircles(t) == 0)
        #expect(Self.hullArea(t.vertices).vertices == 4)
    }

    @Test func predicatesAgreeWithFloatingPointWhereItIsClearAndAreExactAtTies() {
        var g = SplitMix(state: 5)
        for _ in 0..<2000 {
            let p = (0..<4).map { _ in SIMD2(Double.random(in: -1...1, using: &g), Double.random(in: -1...1, using: &g))
            }
            let o = Self.cross(p[0], p[1], p[2])
            if abs(o) > 1e-6 { #expect(GeometricPredicates.orientation(p[0], p[1], p[2]) == (o > 0 ? 1 : -1)) }
        }
        // One unit in the last place off the line y = x, where the plain determinant is lost in
        // rounding (Kettner et al.'s classroom example).
        let q = SIMD2(12.0, 12.0)
        let r = SIMD2(24.0, 24.0)
        #expect(GeometricPredicates.orientation(SIMD2(0.5 + 0.5.ulp, 0.5), q, r) == -1)
        #expect(GeometricPredicates.orientation(SIMD2(0.5, 0.5 + 0.5.ulp), q, r) == 1)
        #expect(GeometricPredicates.orientation(SIMD2(0.1, 0.1), q, r) == 0)
        #expect(GeometricPredicates.orientation(SIMD2(0, 0), SIMD2(1, 1e-300), SIMD2(2, 2e-300)) == 0)
        #expect(GeometricPredicates.orientation(SIMD2(0, 0), SIMD2(1, 1e-300), SIMD2(2, 3e-300)) == 1)
        let square = [SIMD2(0.0, 0.0), SIMD2(1.0, 0.0), SIMD2(1.0, 1.0), SIMD2(0.0, 1.0)]
        #expect(GeometricPredicates.inCircle(square[0], square[1], square[2], square[3]) == 0)
        #expect(GeometricPredicates.inCircle(square[0], square[1], square[2], SIMD2(0.5, 0.5)) == 1)
        #expect(GeometricPredicates.inCircle(square[0], square[1], square[2], SIMD2(0, 1 + 1e-15)) == -1)
        #expect(GeometricPredicates.inCircle(square[0], square[1], square[2], SIMD2(0, 1 - 1e-15)) == 1)
    }

    @Test func nearlyDegenerateGridStaysValid() throws {
        // A lattice at 0.1 spacing (not exact in binary) shifted far from the origin: the
        // in-circle tests of its squares are all within rounding of zero.
        var points: [SIMD2<Double>] = []
        for i in 0..<25 {
            for j in 0..<25 { points.append(SIMD2(1e6 + Double(i) * 0.1, -2e5 + Double(j) * 0.1)) }
        }
        let t = try DelaunayTriangulation(points)
        #expect(t.vertices.count == 625)
        Self.checkTiling(t, relativeArea: 1e-6)
    }

    @Test func hundredThousandRandomPoints() throws {
        let points = Self.random(100_000, seed: 11)
        let clock = ContinuousClock()
        var t: DelaunayTriangulation?
        let elapsed = try clock.measure { t = try DelaunayTriangulation(points) }
        let triangulation = try #require(t)
        let boundary = triangulation.vertices.count * 2 - 2 - triangulation.triangles.count
        #expect(boundary >= 3 && boundary < 200)
        #expect(Set(triangulation.triangles.flatMap { [$0.x, $0.y, $0.z] }).count == 100_000)
        // Generous for a debug build on a loaded machine; a release build takes about 0.1 s.
        #expect(elapsed < .seconds(60))
    }
}
