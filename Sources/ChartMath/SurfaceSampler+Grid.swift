extension SurfaceSampler {
    /// Meshes a surface from data directly on the grid's nodes: a vertex at every value inside
    /// `x.domain × z.domain` (none re-sampled), two triangles per cell without a missing corner,
    /// clipped to the y domain's planes as ``sample(_:)`` clips, with smooth normals from the data's
    /// gradient (``RectilinearGrid/slopes(at:_:)``: central differences for uneven spacing,
    /// one-sided at the edges and next to holes).
    ///
    /// Where a domain ends between two nodes, the mesh ends there on a line interpolated linearly
    /// between them; where it reaches past the grid, the mesh ends at the grid's edge. Over the caps
    /// (``maxLinesPerAxis`` lines per axis, ``maxVertices`` in all) every k-th line is kept, the
    /// smallest k that fits, with the first and last. Empty when a domain is not usable or fewer
    /// than two lines per axis remain.
    public func mesh(_ data: RectilinearGrid) -> SurfaceMesh {
        guard x.isUsable, y.isUsable, z.isUsable else { return SurfaceMesh() }
        let grid = data.ascending
        var columns = Self.lines(grid.xs, in: x.domain)
        var rows = Self.lines(grid.zs, in: z.domain)
        columns = Self.thinned(columns, toAtMost: lineCap)
        rows = Self.thinned(rows, toAtMost: lineCap)
        while columns.count * rows.count > vertexCap {
            if columns.count >= rows.count {
                columns = Self.thinned(columns, toAtMost: max(2, columns.count * 3 / 4))
            } else {
                rows = Self.thinned(rows, toAtMost: max(2, rows.count * 3 / 4))
            }
        }
        guard columns.count >= 2, rows.count >= 2 else { return SurfaceMesh() }
        let xs = columns.map { $0.at(grid.xs) }
        let zs = rows.map { $0.at(grid.zs) }
        var values = [Double](repeating: .nan, count: xs.count * zs.count)
        for (r, row) in rows.enumerated() {
            for (c, column) in columns.enumerated() {
                values[r * xs.count + c] = row.blend { i in column.blend { j in grid[i, j] } }
            }
        }
        let resampled = RectilinearGrid(xs: xs, zs: zs, values: values)
        // Data slope → unit slope: Δy_u/Δx_u = (Δy · scale_y) / (Δx · scale_x).
        let (kx, kz) = (y.scale / x.scale, y.scale / z.scale)
        let samples = table(rows: zs.count, columns: xs.count, filler: GridSample.missing) { r, out in
            for c in 0..<xs.count {
                let value = resampled[r, c]
                let slope = resampled.slopes(at: r, c)
                out[c] = GridSample(
                    value: value, slopeX: Self.finiteOrNaN(slope.x * kx), slopeZ: Self.finiteOrNaN(slope.z * kz),
                    evaluations: 0)
            }
        }
        return assemble(xs: xs, zs: zs, samples: samples)
    }

    /// One line of the mesh along an axis: node `lower`, or a blend of nodes `lower` and `lower + 1`
    /// with weight `t` on the upper one (where a domain ends between them).
    struct GridLine: Equatable {
        var lower: Int
        var t: Double

        /// The line's coordinate among ascending `coordinates`.
        func at(_ coordinates: [Double]) -> Double {
            t == 0 ? coordinates[lower] : coordinates[lower] + (coordinates[lower + 1] - coordinates[lower]) * t
        }

        /// The line's value from the nodes' values `f(i)`; a node with no weight is not read.
        func blend(_ f: (Int) -> Double) -> Double {
            t == 0 ? f(lower) : f(lower) * (1 - t) + f(lower + 1) * t
        }
    }

    /// The lines of ascending `coordinates` inside `domain`: every node in it, and a blended line
    /// at each end of the domain that falls between two nodes.
    static func lines(_ coordinates: [Double], in domain: ClosedRange<Double>) -> [GridLine] {
        var result: [GridLine] = []
        for i in coordinates.indices {
            let v = coordinates[i]
            if v >= domain.lowerBound && v <= domain.upperBound {
                if result.isEmpty, i > 0, v > domain.lowerBound {
                    result.append(GridLine(lower: i - 1, t: blendWeight(domain.lowerBound, coordinates, i - 1)))
                }
                result.append(GridLine(lower: i, t: 0))
            } else if v > domain.upperBound {
                if i > 0, coordinates[i - 1] < domain.upperBound {
                    if result.isEmpty, coordinates[i - 1] < domain.lowerBound {
                        result.append(GridLine(lower: i - 1, t: blendWeight(domain.lowerBound, coordinates, i - 1)))
                    }
                    result.append(GridLine(lower: i - 1, t: blendWeight(domain.upperBound, coordinates, i - 1)))
                }
                break
            }
        }
        return result
    }

    private static func blendWeight(_ v: Double, _ coordinates: [Double], _ i: Int) -> Double {
        (v - coordinates[i]) / (coordinates[i + 1] - coordinates[i])
    }

    /// Every k-th of `lines` (the smallest k that leaves at most `limit`), the last one kept too.
    static func thinned(_ lines: [GridLine], toAtMost limit: Int) -> [GridLine] {
        guard lines.count > limit, limit >= 2 else { return lines }
        let step = (lines.count - 2) / (limit - 1) + 1
        var result = stride(from: 0, to: lines.count - 1, by: step).map { lines[$0] }
        result.append(lines[lines.count - 1])
        return result
    }
}

extension SurfaceSampler.GridSample {
    /// A vertex with no value.
    static let missing = Self(value: .nan, slopeX: .nan, slopeZ: .nan, evaluations: 0)
}
