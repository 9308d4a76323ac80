extension MarchingSquares {
    /// The region of a grid whose values lie in the band `low ≤ v < high` (filled contours,
    /// isobands), as polygons in grid coordinates (`x` a fractional column, `y` a fractional row),
    /// none overlapping another: fill them all with either rule.
    ///
    /// `low` may be `-infinity` (the band below the first level) and `high` `+infinity` (above the
    /// last). Each cell with four finite corners is clipped against the two levels, crossing its
    /// edges at the linearly interpolated points of ``lines(rows:columns:values:level:)``, so the
    /// band's edges are the contour lines at `low` and `high`: in a cell that is not a saddle at
    /// either level the cut is the same straight segment. A cell that is a saddle at `low` or `high`
    /// is cut into four triangles about its centre (valued at the mean of its corners, the centre
    /// test the lines use), so the band joins or separates its corners as the lines do, its edge
    /// there bending at the triangles' sides. Cells wholly inside the band are merged along rows;
    /// a cell with a missing (non-finite) corner is left out, so NaN leaves a hole.
    public static func bandPolygons(rows: Int, columns: Int, values: [Double], low: Double, high: Double)
        -> [[SIMD2<Double>]]
    {
        precondition(rows >= 2 && columns >= 2 && values.count == rows * columns, "a grid of at least 2 × 2")
        var out: [[SIMD2<Double>]] = []
        for r in 0..<(rows - 1) {
            // The polygon index of the last whole cell in this row, to extend with the next one.
            var run: (index: Int, column: Int)?
            for c in 0..<(columns - 1) {
                let v = [
                    values[r * columns + c], values[r * columns + c + 1], values[(r + 1) * columns + c + 1],
                    values[(r + 1) * columns + c],
                ]
                guard v.allSatisfy(\.isFinite) else { continue }
                if v.allSatisfy({ $0 >= low && $0 < high }) {
                    if let last = run, last.column == c - 1 {
                        let x = Double(c + 1)
                        out[last.index][1].x = x
                        out[last.index][2].x = x
                    } else {
                        out.append(square(r, c))
                    }
                    run = (out.count - 1, c)
                    continue
                }
                if v.allSatisfy({ $0 < low }) || v.allSatisfy({ $0 >= high }) { continue }
                out += cellBand(r, c, v, low: low, high: high)
            }
        }
        return out
    }

    /// The unit square of cell (r, c), counter-clockwise from its bottom-left corner.
    static func square(_ r: Int, _ c: Int) -> [SIMD2<Double>] {
        let (x, y) = (Double(c), Double(r))
        return [SIMD2(x, y), SIMD2(x + 1, y), SIMD2(x + 1, y + 1), SIMD2(x, y + 1)]
    }

    /// The band's pieces in one crossed cell.
    static func cellBand(_ r: Int, _ c: Int, _ v: [Double], low: Double, high: Double) -> [[SIMD2<Double>]] {
        let corners = square(r, c)
        func isSaddle(_ level: Double) -> Bool {
            guard level.isFinite else { return false }
            let above = v.map { $0 >= level }
            return above[0] == above[2] && above[1] == above[3] && above[0] != above[1]
        }
        var pieces: [[(SIMD2<Double>, Double)]]
        if isSaddle(low) || isSaddle(high) {
            let centre = (corners[0] + corners[2]) / 2
            let mean = (v[0] + v[1] + v[2] + v[3]) / 4
            pieces = (0..<4).map { (k: Int) -> [(SIMD2<Double>, Double)] in
                let next = (k + 1) % 4
                return [(corners[k], v[k]), (corners[next], v[next]), (centre, mean)]
            }
        } else {
            pieces = [(0..<4).map { (corners[$0], v[$0]) }]
        }
        return pieces.compactMap { piece in
            let kept = clip(clip(piece, keepAbove: true, level: low), keepAbove: false, level: high)
            return kept.count >= 3 ? kept.map(\.0) : nil
        }
    }

    /// Sutherland–Hodgman clipping of a polygon with values at its vertices (interpolated linearly
    /// along its sides) to `v ≥ level` (`keepAbove`) or `v < level`.
    static func clip(_ polygon: [(SIMD2<Double>, Double)], keepAbove: Bool, level: Double)
        -> [(SIMD2<Double>, Double)]
    {
        guard level.isFinite, !polygon.isEmpty else { return polygon }
        func inside(_ v: Double) -> Bool { keepAbove ? v >= level : v < level }
        var out: [(SIMD2<Double>, Double)] = []
        for i in polygon.indices {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            if inside(a.1) { out.append(a) }
            if inside(a.1) != inside(b.1) {
                let t = min(max((level - a.1) / (b.1 - a.1), 0), 1)
                out.append((a.0 + (b.0 - a.0) * t, level))
            }
        }
        return out
    }
}
