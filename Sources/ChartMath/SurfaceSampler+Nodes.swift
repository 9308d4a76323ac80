extension SurfaceSampler {
    /// Grid lines a surface's mesh must contain, in data space: the columns (x) and rows (z) of a
    /// measured grid, so that the mesh has a vertex at every grid value and none of them is cut off
    /// or smoothed over.
    public struct NodeLines: Sendable, Equatable {
        /// The x coordinates of the grid's columns, ascending.
        public var x: [Double]
        /// The z coordinates of the grid's rows, ascending.
        public var z: [Double]

        /// Node lines at `x` (columns) and `z` (rows), each ascending.
        public init(x: [Double], z: [Double]) {
            self.x = x
            self.z = z
        }
    }

    /// The mesh's grid lines for `nodes`: per axis the domain's two ends and every node strictly
    /// inside the domain, and between neighbouring nodes evenly spaced lines, as many as keep the
    /// total near `baseResolution + 1` (a function that is bilinear between the nodes, as a grid's
    /// interpolant is, is then drawn with its twist inside each cell). No bisection follows: the
    /// lines are fixed by the grid.
    ///
    /// When the nodes inside the domain pass the caps (``maxLinesPerAxis`` per axis,
    /// ``maxVertices`` in all), only every k-th node is kept, the smallest k that fits, so the mesh
    /// stays exact at the nodes it keeps.
    func nodeGridLines(_ nodes: NodeLines) -> Lines {
        var knots = [Self.knots(nodes.x, in: x.domain), Self.knots(nodes.z, in: z.domain)]
        // Thin the nodes until both axes fit the caps (ends always kept).
        for a in 0..<2 where knots[a].count > lineCap {
            knots[a] = Self.thinned(knots[a], toAtMost: lineCap)
        }
        while knots[0].count * knots[1].count > vertexCap {
            let a = knots[0].count >= knots[1].count ? 0 : 1
            knots[a] = Self.thinned(knots[a], toAtMost: max(2, knots[a].count * 3 / 4))
        }
        // Subdivide every interval evenly, the same number of times along an axis.
        let target = clampedBase
        var splits = knots.map { max(1, target / max(1, $0.count - 1)) }
        func lineCount(_ a: Int) -> Int { (knots[a].count - 1) * splits[a] + 1 }
        for a in 0..<2 {
            while splits[a] > 1 && lineCount(a) > lineCap { splits[a] -= 1 }
        }
        while lineCount(0) * lineCount(1) > vertexCap && (splits[0] > 1 || splits[1] > 1) {
            let a = splits[0] >= splits[1] ? 0 : 1
            splits[a] -= 1
        }
        let lines = (0..<2).map { Self.subdivided(knots[$0], into: splits[$0]) }
        return Lines(x: lines[0], z: lines[1], evaluations: 0)
    }

    /// The domain's ends and the finite nodes strictly inside it, ascending, without repeats.
    private static func knots(_ nodes: [Double], in domain: ClosedRange<Double>) -> [Double] {
        let inside = nodes.filter { $0.isFinite && $0 > domain.lowerBound && $0 < domain.upperBound }
        var result = [domain.lowerBound]
        for v in inside.sorted() where v > result[result.count - 1] { result.append(v) }
        result.append(domain.upperBound)
        return result
    }

    /// Every k-th of `lines` (the smallest k that leaves at most `limit`), the last one kept too.
    private static func thinned(_ lines: [Double], toAtMost limit: Int) -> [Double] {
        guard lines.count > limit, limit >= 2 else { return lines }
        let step = (lines.count - 2) / (limit - 1) + 1
        var result = stride(from: 0, to: lines.count - 1, by: step).map { lines[$0] }
        result.append(lines[lines.count - 1])
        return result
    }

    /// `knots` with `parts − 1` evenly spaced lines inserted into every interval.
    private static func subdivided(_ knots: [Double], into parts: Int) -> [Double] {
        guard parts > 1 else { return knots }
        var result: [Double] = []
        result.reserveCapacity((knots.count - 1) * parts + 1)
        for i in 0..<(knots.count - 1) {
            let (a, b) = (knots[i], knots[i + 1])
            for j in 0..<parts { result.append(j == 0 ? a : a + (b - a) * Double(j) / Double(parts)) }
        }
        result.append(knots[knots.count - 1])
        return result
    }
}
