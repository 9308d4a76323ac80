import ChartMath

extension ScenePath {
    /// The filled region as an unlit pixel-space mesh of the path's colour, gradient and mask.
    ///
    /// The triangulation decomposes the region into trapezoids between consecutive vertex x
    /// positions (a sweep across x): in each vertical slab the edges that span it are sorted by
    /// height, the winding number is counted across them, and each gap the fill rule fills becomes
    /// two triangles. A slab in which two edges cross is split at the crossing, so self-crossing
    /// contours fill as the rule says. Holes need no bridging, any number of contours may nest,
    /// and an x-monotone region such as an area under a curve or a bar takes two triangles per
    /// slab. Non-finite vertices drop their contour.
    public func triangulated() -> TriangleMesh {
        let edges = PathEdges(self)
        var positions: [Vec3] = []
        var active: [PathEdges.Edge] = []
        var next = 0
        for (left, right) in zip(edges.xs, edges.xs.dropFirst()) where right > left {
            // Every vertex x starts a slab, so an active edge spans each slab it overlaps.
            active.removeAll { $0.x1 <= left }
            while next < edges.edges.count, edges.edges[next].x0 <= left {
                active.append(edges.edges[next])
                next += 1
            }
            PathEdges.fill(active, from: left, to: right, rule: rule, depth: 0, into: &positions)
        }
        return TriangleMesh(
            space: .pixel, positions: positions, colors: [color],
            indices: (0..<UInt32(positions.count)).map { $0 }, gradient: gradient, mask: mask)
    }
}

/// The non-vertical edges of a path, with their winding direction, for the slab sweep.
private struct PathEdges {
    struct Edge {
        var x0: Double
        var y0: Double
        var x1: Double
        var y1: Double
        /// +1 for an edge running towards +x, −1 for one running back.
        var winding: Int

        func y(at x: Double) -> Double {
            if x <= x0 { return y0 }
            if x >= x1 { return y1 }
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        }
    }

    /// Sorted by x0.
    var edges: [Edge] = []
    /// The distinct vertex x positions, ascending.
    var xs: [Double] = []

    init(_ path: ScenePath) {
        var xSet = Set<Double>()
        for contour in path.contours where contour.count >= 3 {
            guard contour.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            let vertices = Array(contour)
            for (i, a) in vertices.enumerated() {
                let b = vertices[(i + 1) % vertices.count]
                xSet.insert(Double(a.x))
                guard a.x != b.x else { continue }
                let forward = a.x < b.x
                let (p, q) = forward ? (a, b) : (b, a)
                edges.append(
                    Edge(x0: Double(p.x), y0: Double(p.y), x1: Double(q.x), y1: Double(q.y), winding: forward ? 1 : -1))
            }
        }
        edges.sort { $0.x0 < $1.x0 }
        xs = xSet.sorted()
    }

    /// Appends the triangles of the slab `left…right`, which the edges `spanning` span (split at
    /// crossings, at most 32 deep).
    static func fill(
        _ spanning: [Edge], from left: Double, to right: Double, rule: FillRule, depth: Int,
        into positions: inout [Vec3]
    ) {
        guard spanning.count >= 2 else { return }
        var spanning = spanning
        let mid = (left + right) / 2
        spanning.sort { $0.y(at: mid) < $1.y(at: mid) }
        if depth < 32, let crossing = firstCrossing(spanning, left: left, right: right) {
            fill(spanning, from: left, to: crossing, rule: rule, depth: depth + 1, into: &positions)
            fill(spanning, from: crossing, to: right, rule: rule, depth: depth + 1, into: &positions)
            return
        }
        var winding = 0
        for (a, b) in zip(spanning, spanning.dropFirst()) {
            winding += a.winding
            let filled = rule == .nonZero ? winding != 0 : winding % 2 != 0
            guard filled else { continue }
            let (la, ra, lb, rb) = (a.y(at: left), a.y(at: right), b.y(at: left), b.y(at: right))
            let corners = [
                Vec3(Float(left), Float(la), 0), Vec3(Float(right), Float(ra), 0), Vec3(Float(right), Float(rb), 0),
                Vec3(Float(left), Float(lb), 0),
            ]
            if ra != rb { positions += [corners[0], corners[1], corners[2]] }
            if la != lb { positions += [corners[0], corners[2], corners[3]] }
        }
    }

    /// The leftmost x strictly inside the slab where two edges adjacent at its middle cross.
    private static func firstCrossing(_ sorted: [Edge], left: Double, right: Double) -> Double? {
        var best: Double?
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            let dl = b.y(at: left) - a.y(at: left)
            let dr = b.y(at: right) - a.y(at: right)
            guard dl * dr < 0 else { continue }
            let x = left + (right - left) * dl / (dl - dr)
            let margin = (right - left) * 1e-9
            if x > left + margin, x < right - margin { best = min(best ?? x, x) }
        }
        return best
    }
}

extension ScenePrimitive {
    /// The primitive with a path replaced by its triangulation (``ScenePath/triangulated()``), for
    /// a consumer that reads triangles; other primitives unchanged.
    public var triangulatingPaths: ScenePrimitive {
        if case .path(let path) = self { return .mesh(path.triangulated()) }
        return self
    }
}
