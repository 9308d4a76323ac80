/// The Delaunay triangulation of scattered points in the plane: no point lies strictly inside the
/// circumcircle of any triangle, and the triangles tile the points' convex hull.
///
/// Built by a radial sweep (Delaunator's algorithm: points inserted in order of distance from a
/// seed triangle's circumcentre, each joined to the hull edges it sees, then made Delaunay by
/// Lawson edge flips), with exact orientation and in-circle tests (``GeometricPredicates``), so
/// cocircular points such as a regular lattice give a valid triangulation (one of the diagonals
/// of each square) with no overlapping or missing triangle. Points that coincide exactly are
/// merged into one vertex (``vertexOfPoint`` maps every input point to its vertex).
///
/// ```swift
/// let t = try DelaunayTriangulation([SIMD2(0, 0), SIMD2(1, 0), SIMD2(0, 1), SIMD2(1, 1)])
/// t.triangles.count  // 2, counter-clockwise
/// ```
public struct DelaunayTriangulation: Sendable, Equatable {
    /// The distinct points, in the order they first appear in the input.
    public let vertices: [SIMD2<Double>]
    /// Triangles as three indices into ``vertices``, each counter-clockwise (x right, y up).
    public let triangles: [SIMD3<Int>]
    /// For every input point, the index of its vertex in ``vertices`` (duplicates share one).
    public let vertexOfPoint: [Int]

    /// The number of input points merged into an earlier equal point.
    public var mergedPointCount: Int { vertexOfPoint.count - vertices.count }

    /// Triangulates `points`; `input` names them in errors (a mark or a file's columns).
    ///
    /// Throws ``DelaunayError`` when a coordinate is not finite, or fewer than three distinct
    /// points or only collinear ones leave no triangle.
    public init(_ points: [SIMD2<Double>], input: String = "points") throws(DelaunayError) {
        if let i = points.firstIndex(where: { !($0.x.isFinite && $0.y.isFinite) }) {
            throw .nonFinitePoint(input: input, index: i)
        }
        var first: [SIMD2<Double>: Int] = [:]
        var unique: [SIMD2<Double>] = []
        var map: [Int] = []
        map.reserveCapacity(points.count)
        for p in points {
            // +0 and −0 are one point.
            let key = SIMD2(p.x + 0, p.y + 0)
            if let k = first[key] {
                map.append(k)
            } else {
                first[key] = unique.count
                map.append(unique.count)
                unique.append(key)
            }
        }
        guard unique.count >= 3 else { throw .tooFewPoints(input: input, distinct: unique.count) }
        var sweep = DelaunaySweep(points: unique)
        guard sweep.run() else { throw .collinear(input: input, distinct: unique.count) }
        vertices = unique
        vertexOfPoint = map
        triangles = stride(from: 0, to: sweep.corners.count, by: 3).map {
            SIMD3(sweep.corners[$0], sweep.corners[$0 + 1], sweep.corners[$0 + 2])
        }
    }
}

/// Why points cannot be triangulated: the input and what is accepted.
public enum DelaunayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Point `index` of `input` has a coordinate that is NaN or infinite.
    case nonFinitePoint(input: String, index: Int)
    /// `input` has only `distinct` different points; a triangle needs three.
    case tooFewPoints(input: String, distinct: Int)
    /// All `distinct` different points of `input` lie on one line.
    case collinear(input: String, distinct: Int)

    public var description: String {
        switch self {
        case .nonFinitePoint(let input, let i):
            "\(input): point \(i) has a coordinate that is not finite; a triangulation needs finite points"
        case .tooFewPoints(let input, let n):
            "\(input) has \(n) distinct point\(n == 1 ? "" : "s"); a triangulation needs at least 3 not on one line"
        case .collinear(let input, let n):
            "\(input): all \(n) distinct points lie on one line; a triangulation needs 3 points not on one line"
        }
    }
}

/// The working state of the sweep: triangles as corner indices and, per half-edge, its twin in
/// the neighbouring triangle (−1 on the hull); the hull as a circular list of vertices in
/// counter-clockwise order, with the half-edge of each hull edge and a hash by angle to find
/// where a new point meets it.
struct DelaunaySweep {
    let points: [SIMD2<Double>]
    var corners: [Int] = []
    var twins: [Int] = []
    var hullNext: [Int]
    var hullPrev: [Int]
    var hullEdge: [Int]
    var hullHash: [Int]
    var centre = SIMD2<Double>(0, 0)
    var flipStack: [Int] = []

    init(points: [SIMD2<Double>]) {
        self.points = points
        let n = points.count
        hullNext = Array(repeating: -1, count: n)
        hullPrev = Array(repeating: -1, count: n)
        hullEdge = Array(repeating: -1, count: n)
        hullHash = Array(repeating: -1, count: max(1, Int(Double(n).squareRoot().rounded(.up))))
        corners.reserveCapacity(6 * n)
        twins.reserveCapacity(6 * n)
    }

    /// Triangulates every point; false when they are all collinear.
    mutating func run() -> Bool {
        guard let seed = seedTriangle() else { return false }
        let (i0, i1, i2) = seed
        centre = DelaunaySweep.circumcentre(points[i0], points[i1], points[i2])
        hullNext[i0] = i1
        hullNext[i1] = i2
        hullNext[i2] = i0
        hullPrev[i0] = i2
        hullPrev[i1] = i0
        hullPrev[i2] = i1
        _ = addTriangle(i0, i1, i2, -1, -1, -1)
        for i in [i0, i1, i2] { hullHash[hashKey(points[i])] = i }
        let distances = points.map { p in (p - centre).squaredLength }
        let order = points.indices.filter { $0 != i0 && $0 != i1 && $0 != i2 }.sorted {
            distances[$0] < distances[$1] || (distances[$0] == distances[$1] && $0 < $1)
        }
        var inside: [Int] = []
        for i in order where !insertOutside(i) { inside.append(i) }
        for i in inside { insertInside(i) }
        return true
    }

    /// A counter-clockwise seed: the point nearest the bounding box's centre, its nearest
    /// neighbour, and the point making the smallest circumcircle with them.
    private func seedTriangle() -> (Int, Int, Int)? {
        var lo = points[0]
        var hi = points[0]
        for p in points {
            lo = pointwiseMin(lo, p)
            hi = pointwiseMax(hi, p)
        }
        let middle = (lo + hi) / 2
        func nearest(to q: SIMD2<Double>, except: Set<Int>) -> Int {
            var best = -1
            var bestDistance = Double.infinity
            for (i, p) in points.enumerated() where !except.contains(i) {
                let d = (p - q).squaredLength
                if d < bestDistance { (best, bestDistance) = (i, d) }
            }
            return best
        }
        let i0 = nearest(to: middle, except: [])
        let i1 = nearest(to: points[i0], except: [i0])
        var i2 = -1
        var smallest = Double.infinity
        for (i, p) in points.enumerated() where i != i0 && i != i1 {
            guard GeometricPredicates.orientation(points[i0], points[i1], p) != 0 else { continue }
            let r = DelaunaySweep.circumradiusSquared(points[i0], points[i1], p)
            if i2 < 0 || r < smallest { (i2, smallest) = (i, r) }
        }
        guard i2 >= 0 else { return nil }
        return GeometricPredicates.orientation(points[i0], points[i1], points[i2]) > 0 ? (i0, i1, i2) : (i0, i2, i1)
    }

    /// Joins point `i` to the hull edges it sees; false when it sees none (it lies on or inside
    /// the hull, which only rounding in the distance order allows).
    private mutating func insertOutside(_ i: Int) -> Bool {
        let p = points[i]
        let key = hashKey(p)
        var start = -1
        for j in 0..<hullHash.count {
            start = hullHash[(key + j) % hullHash.count]
            if start != -1, hullNext[start] != start { break }
        }
        start = hullPrev[start]
        var e = start
        while !sees(i, from: e, to: hullNext[e]) {
            e = hullNext[e]
            if e == start { return false }
        }
        var n = hullNext[e]
        legalize(addTriangle(i, n, e, -1, hullEdge[e], -1) + 1)
        hullNext[e] = i
        hullPrev[i] = e
        hullNext[i] = n
        hullPrev[n] = i
        while sees(i, from: n, to: hullNext[n]) {
            let next = hullNext[n]
            legalize(addTriangle(i, next, n, -1, hullEdge[n], hullEdge[i]) + 1)
            hullNext[i] = next
            hullPrev[next] = i
            hullNext[n] = n
            n = next
        }
        while sees(i, from: hullPrev[e], to: e) {
            let previous = hullPrev[e]
            legalize(addTriangle(i, e, previous, hullEdge[e], hullEdge[previous], -1) + 1)
            hullNext[previous] = i
            hullPrev[i] = previous
            hullNext[e] = e
            e = previous
        }
        hullHash[hashKey(p)] = i
        hullHash[hashKey(points[e])] = e
        return true
    }

    /// Whether point `i` lies strictly outside the hull edge a → b.
    private func sees(_ i: Int, from a: Int, to b: Int) -> Bool {
        GeometricPredicates.orientation(points[a], points[b], points[i]) < 0
    }

    /// Inserts a point on or inside the hull: the triangle holding it is split in three, or the
    /// edge it lies on (and the triangle beyond) in two, then the new triangles made Delaunay.
    private mutating func insertInside(_ i: Int) {
        let p = points[i]
        for t in stride(from: 0, to: corners.count, by: 3) {
            let o = (0..<3).map { k in
                GeometricPredicates.orientation(points[corners[t + k]], points[corners[t + (k + 1) % 3]], p)
            }
            guard o.allSatisfy({ $0 >= 0 }) else { continue }
            if let k = o.firstIndex(of: 0) { splitEdge(t + k, at: i) } else { splitTriangle(t, at: i) }
            return
        }
    }

    private mutating func splitTriangle(_ t: Int, at i: Int) {
        let (a, b, c) = (corners[t], corners[t + 1], corners[t + 2])
        let (h0, h1, h2) = (twins[t], twins[t + 1], twins[t + 2])
        setTriangle(t, a, b, i, h0, pending, pending)
        let u = addTriangle(b, c, i, h1, pending, t + 1)
        let v = addTriangle(c, a, i, h2, t + 2, u + 1)
        for e in [t, u, v] { legalize(e) }
    }

    /// Splits half-edge `e` (a → b, in the triangle a b c) at point `i`, with its twin b → a in
    /// the triangle b a d when the edge is not on the hull.
    private mutating func splitEdge(_ e: Int, at i: Int) {
        let t = e - e % 3
        let (a, b, c) = (corners[e], corners[t + (e + 1) % 3], corners[t + (e + 2) % 3])
        let (hBC, hCA, twin) = (twins[t + (e + 1) % 3], twins[t + (e + 2) % 3], twins[e])
        let outer = twin >= 0 ? pending : -1
        setTriangle(t, a, i, c, outer, pending, hCA)
        let u = addTriangle(i, b, c, outer, hBC, t + 1)
        guard twin >= 0 else {
            hullNext[a] = i
            hullPrev[i] = a
            hullNext[i] = b
            hullPrev[b] = i
            for f in [t + 2, u + 1] { legalize(f) }
            return
        }
        let s = twin - twin % 3
        let d = corners[s + (twin + 2) % 3]
        let (hAD, hDB) = (twins[s + (twin + 1) % 3], twins[s + (twin + 2) % 3])
        setTriangle(s, b, i, d, u, pending, hDB)
        let w = addTriangle(i, a, d, t, hAD, s + 1)
        for f in [t + 2, u + 1, s + 2, w + 1] { legalize(f) }
    }

    /// Appends the triangle a b c with the twins of its edges a → b, b → c, c → a; returns its
    /// first half-edge.
    @discardableResult
    private mutating func addTriangle(_ a: Int, _ b: Int, _ c: Int, _ ha: Int, _ hb: Int, _ hc: Int) -> Int {
        let t = corners.count
        corners += [a, b, c]
        twins += [-1, -1, -1]
        link(t, ha)
        link(t + 1, hb)
        link(t + 2, hc)
        return t
    }

    private mutating func setTriangle(_ t: Int, _ a: Int, _ b: Int, _ c: Int, _ ha: Int, _ hb: Int, _ hc: Int) {
        corners[t] = a
        corners[t + 1] = b
        corners[t + 2] = c
        link(t, ha)
        link(t + 1, hb)
        link(t + 2, hc)
    }

    /// A twin linked by a later step of the same split.
    private let pending = -2

    /// Makes `a` and `b` twins; with no twin (−1), `a` is the hull edge leaving its first vertex.
    private mutating func link(_ a: Int, _ b: Int) {
        twins[a] = b
        if b >= 0 { twins[b] = a } else if b == -1 { hullEdge[corners[a]] = a }
    }

    /// Flips half-edge `a` while the point across it lies inside its triangle's circumcircle, and
    /// the edges that flips expose, until every one is locally Delaunay.
    private mutating func legalize(_ start: Int) {
        flipStack.append(start)
        while let a = flipStack.popLast() {
            let b = twins[a]
            guard b >= 0 else { continue }
            let a0 = a - a % 3
            let b0 = b - b % 3
            let al = a0 + (a + 1) % 3
            let ar = a0 + (a + 2) % 3
            let bl = b0 + (b + 2) % 3
            let br = b0 + (b + 1) % 3
            let p0 = corners[ar]
            let pr = corners[a]
            let pl = corners[al]
            let p1 = corners[bl]
            guard GeometricPredicates.inCircle(points[p0], points[pr], points[pl], points[p1]) > 0 else { continue }
            corners[a] = p1
            corners[b] = p0
            let (hbl, har) = (twins[bl], twins[ar])
            link(a, hbl)
            link(b, har)
            link(ar, bl)
            flipStack.append(br)
            flipStack.append(a)
        }
    }

    /// The hash bucket of a point by its pseudo-angle around the seed's circumcentre.
    private func hashKey(_ p: SIMD2<Double>) -> Int {
        let d = p - centre
        let sum = abs(d.x) + abs(d.y)
        let q = sum > 0 ? d.x / sum : 0
        let angle = (d.y > 0 ? 3 - q : 1 + q) / 4
        return Int((angle * Double(hullHash.count)).rounded(.down)) % hullHash.count
    }

    static func circumradiusSquared(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
        let o = circumcentre(a, b, c) - a
        let r = o.squaredLength
        return r.isFinite ? r : .infinity
    }

    static func circumcentre(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> SIMD2<Double> {
        let d = b - a
        let e = c - a
        let bl = d.squaredLength
        let cl = e.squaredLength
        let k = 0.5 / (d.x * e.y - d.y * e.x)
        return a + SIMD2((e.y * bl - d.y * cl) * k, (d.x * cl - e.x * bl) * k)
    }
}

extension SIMD2 where Scalar == Double {
    fileprivate var squaredLength: Double { x * x + y * y }
}
