/// Isosurfaces of a ``VolumeGrid`` by marching tetrahedra: every cell (a cube of eight nodes) is
/// split into six tetrahedra along its main diagonal (the Kuhn, or Freudenthal, triangulation,
/// the same in every cell, so neighbouring cells' faces are split alike), and the surface crosses
/// each tetrahedron's edges at the linearly interpolated point. A tetrahedron has no ambiguous
/// case, so the classic holes and cracks of marching cubes' 15-case table do not arise.
///
/// A vertex is made once per grid edge it lies on and shared by every triangle through it, so a
/// surface that does not leave the grid or meet a missing value is closed: every edge of the mesh
/// belongs to exactly two triangles. Cells with a missing (NaN) corner are skipped, which leaves a
/// hole there. Normals come from the field's gradient (central differences at the nodes,
/// interpolated trilinearly at the vertex), not from the triangles, so the surface shades smoothly.
public enum MarchingTetrahedra {
    /// The isosurface `value = level` of `volume`: triangles wound counter-clockwise when seen from
    /// the side of higher values, with normals pointing towards higher values.
    public static func isosurface(of volume: VolumeGrid, level: Double) -> IsosurfaceMesh {
        var march = TetrahedraMarch(volume: volume, level: level)
        march.run()
        return march.mesh
    }

    /// The six tetrahedra of a cell, as corner numbers (bit 0: +x, bit 1: +y, bit 2: +z), each a
    /// path from corner 0 to corner 7 along one order of the axes.
    static let tetrahedra: [(Int, Int, Int, Int)] = [
        (0, 1, 3, 7), (0, 1, 5, 7), (0, 2, 3, 7), (0, 2, 6, 7), (0, 4, 5, 7), (0, 4, 6, 7),
    ]

    /// Per tetrahedron and case (bit m: its corner m below the level), the triangles as corner pairs
    /// (the grid edges their vertices lie on), six numbers per triangle, wound to face the higher
    /// values. Worked out once on the unit cell with the vertices at the edges' middles: a triangle
    /// keeps its orientation wherever on its edges the vertices lie, and a cell's axes only stretch it.
    static let cases: [[Int]] = tetrahedra.flatMap { t in
        (0..<16).map { code in triangles(corners: [t.0, t.1, t.2, t.3], below: (0..<4).map { code >> $0 & 1 == 1 }) }
    }

    /// The triangles of one case, as ``cases`` holds them.
    static func triangles(corners t: [Int], below isBelow: [Bool]) -> [Int] {
        let belowCount = isBelow.filter { $0 }.count
        guard belowCount > 0, belowCount < 4 else { return [] }
        func point(_ c: Int) -> SIMD3<Double> { SIMD3(Double(c & 1), Double(c >> 1 & 1), Double(c >> 2 & 1)) }
        // Towards higher values: the above corners' centre less the below corners'.
        var up = SIMD3<Double>.zero
        for m in 0..<4 {
            up += isBelow[m] ? -point(t[m]) / Double(belowCount) : point(t[m]) / Double(4 - belowCount)
        }
        var edges: [[(Int, Int)]]
        if belowCount == 2 {
            let lows = t.indices.filter { isBelow[$0] }.map { t[$0] }
            let highs = t.indices.filter { !isBelow[$0] }.map { t[$0] }
            let quad = [(lows[0], highs[0]), (lows[0], highs[1]), (lows[1], highs[1]), (lows[1], highs[0])]
            edges = [[quad[0], quad[1], quad[2]], [quad[0], quad[2], quad[3]]]
        } else {
            let lone = t.indices.first { isBelow[$0] == (belowCount == 1) }!
            edges = [t.indices.filter { $0 != lone }.map { (t[lone], t[$0]) }]
        }
        var result: [Int] = []
        for var triangle in edges {
            let p = triangle.map { (point($0.0) + point($0.1)) / 2 }
            if (IsosurfaceMesh.cross(p[1] - p[0], p[2] - p[0]) * up).sum() < 0 { triangle.swapAt(1, 2) }
            for (a, b) in triangle { result += [a, b] }
        }
        return result
    }
}

/// A triangle mesh of an isosurface, in the volume's coordinates.
public struct IsosurfaceMesh: Sendable, Equatable {
    /// Vertex positions.
    public var positions: [SIMD3<Double>]
    /// Unit normals, one per vertex, along the field's gradient (towards higher values).
    public var normals: [SIMD3<Double>]
    /// Three indices into ``positions`` per triangle.
    public var indices: [UInt32]

    /// A mesh of `positions` with their `normals` and triangles (three `indices` each).
    public init(positions: [SIMD3<Double>], normals: [SIMD3<Double>], indices: [UInt32]) {
        (self.positions, self.normals, self.indices) = (positions, normals, indices)
    }

    /// The number of triangles.
    public var triangleCount: Int { indices.count / 3 }

    /// The triangles' total area.
    public var area: Double {
        var sum = 0.0
        forEachTriangle { a, b, c in sum += Self.length(Self.cross(b - a, c - a)) / 2 }
        return sum
    }

    /// The volume the surface encloses on its side of lower values, by the divergence theorem
    /// (the sum of the signed tetrahedra from the origin to each triangle): positive when the lower
    /// values lie inside (a distance field), negative when the higher values do (a density, a scan);
    /// meaningful for a closed surface (``boundaryEdgeCount`` = 0).
    public var enclosedVolume: Double {
        var sum = 0.0
        forEachTriangle { a, b, c in
            let n = Self.cross(b, c)
            sum += (a.x * n.x + a.y * n.y + a.z * n.z) / 6
        }
        return sum
    }

    /// The number of edges that belong to one triangle only (or to more than two): zero for a
    /// closed (watertight) surface.
    public var boundaryEdgeCount: Int {
        var uses: [UInt64: Int] = [:]
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            for (p, q) in [
                (indices[t], indices[t + 1]), (indices[t + 1], indices[t + 2]), (indices[t + 2], indices[t]),
            ] {
                uses[UInt64(min(p, q)) << 32 | UInt64(max(p, q)), default: 0] += 1
            }
        }
        return uses.values.filter { $0 != 2 }.count
    }

    func forEachTriangle(_ body: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) -> Void) {
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            body(positions[Int(indices[t])], positions[Int(indices[t + 1])], positions[Int(indices[t + 2])])
        }
    }

    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    static func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
}

/// The state of one extraction: the mesh so far and, for the two layers of nodes of the current
/// slab of cells, the vertex on each grid edge starting at a node (7 directions; -1: none yet).
struct TetrahedraMarch {
    let volume: VolumeGrid
    let level: Double
    let nx: Int, ny: Int, nz: Int
    var mesh = IsosurfaceMesh(positions: [], normals: [], indices: [])
    var lower: [Int32]
    var upper: [Int32]
    /// The current cell, its corner values, positions and gradients (gradients made on demand).
    var i = 0, j = 0, k = 0
    var corner = [Double](repeating: 0, count: 8)
    var position = [SIMD3<Double>](repeating: .zero, count: 8)
    var gradient = [SIMD3<Double>](repeating: .zero, count: 8)
    var hasGradients = false

    init(volume: VolumeGrid, level: Double) {
        self.volume = volume
        self.level = level
        (nx, ny, nz) = volume.counts
        lower = [Int32](repeating: -1, count: nx * ny * 8)
        upper = lower
    }

    mutating func run() {
        for k in 0..<(nz - 1) {
            if k > 0 {
                swap(&lower, &upper)
                for s in upper.indices { upper[s] = -1 }
            }
            for j in 0..<(ny - 1) {
                for i in 0..<(nx - 1) { cell(i, j, k) }
            }
        }
    }

    /// Marches the cell with lowest node `(i, j, k)`.
    mutating func cell(_ i: Int, _ j: Int, _ k: Int) {
        var below = 0
        let values = volume.values
        for b in 0..<8 {
            let v = values[(i + b & 1) + nx * ((j + (b >> 1) & 1) + ny * (k + (b >> 2) & 1))]
            guard !v.isNaN else { return }
            corner[b] = v
            if v < level { below += 1 }
        }
        guard below > 0, below < 8 else { return }
        (self.i, self.j, self.k) = (i, j, k)
        hasGradients = false
        let (x, y, z) = (volume.x, volume.y, volume.z)
        for b in 0..<8 {
            position[b] = SIMD3(x[i + b & 1], y[j + (b >> 1) & 1], z[k + (b >> 2) & 1])
        }
        var mask = 0
        for b in 0..<8 where corner[b] < level { mask |= 1 << b }
        for t in 0..<6 { tetrahedron(t, below: mask) }
    }

    /// The surface's piece in tetrahedron `t` of the cell, whose corners below the level are the
    /// bits of `below`: the triangles of the case table, their vertices made or looked up.
    mutating func tetrahedron(_ t: Int, below: Int) {
        let corners = MarchingTetrahedra.tetrahedra[t]
        let code =
            (below >> corners.0) & 1 | ((below >> corners.1) & 1) << 1 | ((below >> corners.2) & 1) << 2
            | ((below >> corners.3) & 1) << 3
        let pairs = MarchingTetrahedra.cases[t * 16 + code]
        var e = 0
        while e < pairs.count {
            let a = vertex(pairs[e], pairs[e + 1])
            let b = vertex(pairs[e + 2], pairs[e + 3])
            let c = vertex(pairs[e + 4], pairs[e + 5])
            mesh.indices.append(a)
            mesh.indices.append(b)
            mesh.indices.append(c)
            e += 6
        }
    }

    /// The vertex on the grid edge between corners `p` and `q` of the current cell, made on first use.
    mutating func vertex(_ p: Int, _ q: Int) -> UInt32 {
        // Along a tetrahedron's path one corner's bits are a subset of the other's: it is the origin.
        let (from, to) = p.nonzeroBitCount < q.nonzeroBitCount ? (p, q) : (q, p)
        let slot = ((j + (from >> 1) & 1) * nx + (i + from & 1)) * 8 + (to ^ from)
        let onUpper = (from >> 2) & 1 == 1
        let known = onUpper ? upper[slot] : lower[slot]
        if known >= 0 { return UInt32(known) }
        let (va, vb) = (corner[from], corner[to])
        let t = vb == va ? 0.5 : min(max((level - va) / (vb - va), 0), 1)
        let point = position[from] + (position[to] - position[from]) * t
        let index = UInt32(mesh.positions.count)
        mesh.positions.append(point)
        mesh.normals.append(normal(at: point))
        if onUpper { upper[slot] = Int32(index) } else { lower[slot] = Int32(index) }
        return index
    }

    /// The unit gradient at `point` inside the current cell: the corners' central-difference
    /// gradients interpolated trilinearly (zero where the field is flat).
    mutating func normal(at point: SIMD3<Double>) -> SIMD3<Double> {
        if !hasGradients {
            for b in 0..<8 { gradient[b] = nodeGradient(i + b & 1, j + (b >> 1) & 1, k + (b >> 2) & 1) }
            hasGradients = true
        }
        let f = (point - position[0]) / (position[7] - position[0])
        var g = SIMD3<Double>.zero
        for b in 0..<8 {
            let wx = b & 1 == 1 ? f.x : 1 - f.x
            let wy = (b >> 1) & 1 == 1 ? f.y : 1 - f.y
            let wz = (b >> 2) & 1 == 1 ? f.z : 1 - f.z
            g += gradient[b] * (wx * wy * wz)
        }
        let length = IsosurfaceMesh.length(g)
        return length > 0 ? g / length : .zero
    }

    /// The field's gradient at node `(i, j, k)`: central differences, one-sided at the grid's
    /// edges and next to a missing value, zero along an axis with no finite neighbour.
    func nodeGradient(_ i: Int, _ j: Int, _ k: Int) -> SIMD3<Double> {
        let values = volume.values
        let at = i + nx * (j + ny * k)
        // Along one axis: node `c` of `n`, neighbours `stride` values away.
        func d(_ axis: [Double], _ n: Int, _ c: Int, _ stride: Int) -> Double {
            let below = c > 0 && !values[at - stride].isNaN ? 1 : 0
            let above = c < n - 1 && !values[at + stride].isNaN ? 1 : 0
            guard below + above > 0 else { return 0 }
            return (values[at + above * stride] - values[at - below * stride]) / (axis[c + above] - axis[c - below])
        }
        return SIMD3(d(volume.x, nx, i, 1), d(volume.y, ny, j, nx), d(volume.z, nz, k, nx * ny))
    }
}
