extension SurfaceSampler {
    /// A vertex while triangles are clipped: unit-space position and normal (Double), data-space
    /// value, and the grid vertex it is (−1 for a vertex made by clipping).
    struct ClipVertex: Equatable {
        var position: SIMD3<Double>
        var normal: SIMD3<Double>
        var value: Double
        var grid: Int
    }

    /// The mesh over the evaluated grid: two triangles per cell without NaN corners, clipped to the
    /// y range's planes.
    func assemble(xs: [Double], zs: [Double], samples: [GridSample]) -> SurfaceMesh {
        let (nx, nz) = (xs.count, zs.count)
        let xu = xs.map(x.unit)
        let zu = zs.map(z.unit)
        let ym = y
        let height: (Double) -> Double = { v in v.isFinite ? ym.unit(v) : (v > 0 ? .infinity : -.infinity) }
        let points = samples.indices.map { i in SIMD3(xu[i % nx], height(samples[i].value), zu[i / nx]) }
        let normals = vertexNormals(samples: samples, points: points, columns: nx)
        var builder = MeshBuilder(gridCount: samples.count)
        let planes = (lo: y.range.lowerBound, hi: y.range.upperBound)
        func vertex(_ i: Int) -> ClipVertex {
            ClipVertex(position: points[i], normal: normals[i], value: samples[i].value, grid: i)
        }
        for r in 0..<max(0, nz - 1) {
            for c in 0..<max(0, nx - 1) {
                let i00 = r * nx + c
                let (i01, i10, i11) = (i00 + 1, i00 + nx, i00 + nx + 1)
                guard !samples[i00].value.isNaN, !samples[i01].value.isNaN, !samples[i10].value.isNaN,
                    !samples[i11].value.isNaN
                else { continue }
                for (a, b, c) in [(i00, i10, i11), (i00, i11, i01)] {
                    let ya = points[a].y
                    let yb = points[b].y
                    let yc = points[c].y
                    if ya >= planes.lo, ya <= planes.hi, yb >= planes.lo, yb <= planes.hi, yc >= planes.lo,
                        yc <= planes.hi
                    {
                        builder.addGridTriangle(a, b, c, positions: points, normals: normals, samples: samples)
                    } else {
                        let polygon = clipped([vertex(a), vertex(b), vertex(c)], planes: planes)
                        builder.addPolygon(polygon, positions: points, normals: normals, samples: samples)
                    }
                }
            }
        }
        var mesh = SurfaceMesh(
            positions: builder.positions, normals: builder.normals, values: builder.values, indices: builder.indices)
        (mesh.xLines, mesh.zLines) = (xu.map { Float($0) }, zu.map { Float($0) })
        return mesh
    }

    /// Unit normals at the grid vertices: (−∂y/∂x, 1, −∂y/∂z) in unit space; where a slope is not
    /// finite, the area-weighted normals of the finite triangles around the vertex; (0, 1, 0) where
    /// there are none (and at infinite vertices).
    private func vertexNormals(samples: [GridSample], points: [SIMD3<Double>], columns nx: Int) -> [SIMD3<Double>] {
        let up = SIMD3<Double>(0, 1, 0)
        var normals = samples.map { s -> SIMD3<Double> in
            guard s.value.isFinite else { return up }
            guard s.slopeX.isFinite, s.slopeZ.isFinite else { return .zero }  // filled below
            let n = SIMD3(-s.slopeX, 1, -s.slopeZ)
            return n / (n * n).sum().squareRoot()
        }
        let missing = normals.indices.filter { normals[$0] == .zero }
        guard !missing.isEmpty else { return normals }
        let nz = samples.count / nx
        var sums = [Int: SIMD3<Double>](uniqueKeysWithValues: missing.map { ($0, .zero) })
        for i in missing {
            let (r, c) = (i / nx, i % nx)
            // The cells around the vertex and their two triangles each (the split used for the mesh).
            for (cr, cc) in [(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c)] where cr >= 0 && cc >= 0 {
                guard cr < nz - 1, cc < nx - 1 else { continue }
                let i00 = cr * nx + cc
                let (i01, i10, i11) = (i00 + 1, i00 + nx, i00 + nx + 1)
                for t in [[i00, i10, i11], [i00, i11, i01]] where t.contains(i) {
                    guard t.allSatisfy({ samples[$0].value.isFinite }) else { continue }
                    let (p, q, s) = (points[t[0]], points[t[1]], points[t[2]])
                    sums[i, default: .zero] += Self.cross(q - p, s - p)
                }
            }
        }
        for (i, sum) in sums {
            let length = (sum * sum).sum().squareRoot()
            normals[i] = length > 0 && length.isFinite ? sum / length : up
        }
        return normals
    }

    /// The right-handed cross product in Double.
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The part of the convex polygon with y ≥ `planes.lo` and y ≤ `planes.hi` (Sutherland–Hodgman,
    /// one plane after the other), without consecutive duplicate positions.
    func clipped(_ polygon: [ClipVertex], planes: (lo: Double, hi: Double)) -> [ClipVertex] {
        let below = clip(polygon, level: planes.lo, value: y.domain.lowerBound, keepAbove: true)
        let inside = clip(below, level: planes.hi, value: y.domain.upperBound, keepAbove: false)
        var result: [ClipVertex] = []
        for v in inside where result.last?.position != v.position {
            result.append(v)
        }
        while result.count > 1, result[0].position == result[result.count - 1].position {
            result.removeLast()
        }
        return result
    }

    /// One Sutherland–Hodgman pass against the plane y = `level`, keeping the side above or below.
    private func clip(_ polygon: [ClipVertex], level: Double, value: Double, keepAbove: Bool) -> [ClipVertex] {
        guard let last = polygon.last else { return [] }
        func inside(_ v: ClipVertex) -> Bool { keepAbove ? v.position.y >= level : v.position.y <= level }
        var result: [ClipVertex] = []
        var previous = last
        for current in polygon {
            if inside(current) {
                if !inside(previous) { result.append(cut(previous, current, level: level, value: value)) }
                result.append(current)
            } else if inside(previous) {
                result.append(cut(previous, current, level: level, value: value))
            }
            previous = current
        }
        return result
    }

    /// Where the edge p–q crosses the plane y = `level`, in unit space. Computed from the endpoints in
    /// a fixed order (by x, z, y), so the two triangles sharing an edge get bit-identical vertices.
    /// An infinite endpoint is far beyond the plane: the cut sits at the plane right next to the
    /// finite endpoint (halfway when both are infinite).
    private func cut(_ p: ClipVertex, _ q: ClipVertex, level: Double, value: Double) -> ClipVertex {
        let (a, b) = Self.ordered(p, q)
        let (ya, yb) = (a.position.y, b.position.y)
        let t: Double
        switch (ya.isFinite, yb.isFinite) {
        case (true, true): t = min(1, max(0, (level - ya) / (yb - ya)))
        case (true, false): t = 0
        case (false, true): t = 1
        case (false, false): t = 0.5
        }
        let position = SIMD3(
            a.position.x + t * (b.position.x - a.position.x), level,
            a.position.z + t * (b.position.z - a.position.z))
        let blend = a.normal * (1 - t) + b.normal * t
        let length = (blend * blend).sum().squareRoot()
        let normal = length > 0 && length.isFinite ? blend / length : (t < 0.5 ? a.normal : b.normal)
        return ClipVertex(position: position, normal: normal, value: value, grid: -1)
    }

    private static func ordered(_ p: ClipVertex, _ q: ClipVertex) -> (ClipVertex, ClipVertex) {
        let (u, v) = (p.position, q.position)
        return (u.x, u.z, u.y) <= (v.x, v.z, v.y) ? (p, q) : (q, p)
    }
}

/// Collects the output mesh: grid vertices once each (on first use), clipped vertices as made.
private struct MeshBuilder {
    var positions: [Vec3] = []
    var normals: [Vec3] = []
    var values: [Double] = []
    var indices: [UInt32] = []
    /// Output index of each grid vertex, −1 until used.
    var gridIndex: [Int32]

    init(gridCount: Int) {
        gridIndex = [Int32](repeating: -1, count: gridCount)
        indices.reserveCapacity(gridCount * 6)
    }

    mutating func addGridTriangle(
        _ a: Int, _ b: Int, _ c: Int, positions: [SIMD3<Double>], normals: [SIMD3<Double>],
        samples: [SurfaceSampler.GridSample]
    ) {
        for i in [a, b, c] {
            indices.append(gridVertex(i, positions: positions, normals: normals, samples: samples))
        }
    }

    /// Fans a convex polygon (at least three vertices) from its first vertex, skipping slivers of
    /// zero area.
    mutating func addPolygon(
        _ polygon: [SurfaceSampler.ClipVertex], positions: [SIMD3<Double>], normals: [SIMD3<Double>],
        samples: [SurfaceSampler.GridSample]
    ) {
        guard polygon.count >= 3 else { return }
        var output: [UInt32?] = Array(repeating: nil, count: polygon.count)
        func index(_ k: Int) -> UInt32 {
            if let i = output[k] { return i }
            let v = polygon[k]
            let i: UInt32
            if v.grid >= 0 {
                i = gridVertex(v.grid, positions: positions, normals: normals, samples: samples)
            } else {
                i = UInt32(self.positions.count)
                append(v.position, v.normal, v.value)
            }
            output[k] = i
            return i
        }
        for k in 1..<(polygon.count - 1) {
            let (p, q, s) = (polygon[0].position, polygon[k].position, polygon[k + 1].position)
            let area = SurfaceSampler.cross(q - p, s - p)
            guard area != .zero else { continue }
            indices += [index(0), index(k), index(k + 1)]
        }
    }

    private mutating func gridVertex(
        _ g: Int, positions: [SIMD3<Double>], normals: [SIMD3<Double>], samples: [SurfaceSampler.GridSample]
    ) -> UInt32 {
        if gridIndex[g] >= 0 { return UInt32(gridIndex[g]) }
        let i = Int32(self.positions.count)
        gridIndex[g] = i
        append(positions[g], normals[g], samples[g].value)
        return UInt32(i)
    }

    private mutating func append(_ p: SIMD3<Double>, _ n: SIMD3<Double>, _ value: Double) {
        positions.append(Vec3(Float(p.x), Float(p.y), Float(p.z)))
        normals.append(Vec3(Float(n.x), Float(n.y), Float(n.z)))
        values.append(value)
    }
}
