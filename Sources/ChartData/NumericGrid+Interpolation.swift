extension NumericGrid {
    /// A function through the grid's values, for `SurfacePlot { x, z in … }`: column `c` of
    /// `columns` (the first column at `x.lowerBound`, the last at `x.upperBound`) and row `r` of
    /// `rows` (the first row at `z.lowerBound`), interpolated bilinearly between grid points.
    ///
    /// At a grid point the function is that point's value exactly, and along the line between two
    /// neighbouring points it depends on those two only. Inside a cell with a missing (NaN)
    /// corner, at a missing point, and outside the grid it returns NaN, which leaves a hole in a
    /// surface. A grid of one row or one column has no cells: NaN everywhere.
    ///
    /// Reverse a range (`x: 600...0` is not a `ClosedRange`; pass `flipColumns: true`) to run the
    /// columns the other way, as for R's `volcano`, whose columns go from east to west.
    /// `SurfacePlot(x:y:z:grid:xExtent:zExtent:)` does all of this in one call.
    public func bilinear(
        x: ClosedRange<Double>, z: ClosedRange<Double>, flipColumns: Bool = false, flipRows: Bool = false
    ) -> @Sendable (Double, Double) -> Double {
        let grid = self
        let xSpan = x.upperBound - x.lowerBound
        let zSpan = z.upperBound - z.lowerBound
        return { xv, zv in
            guard grid.rows >= 2, grid.columns >= 2, xSpan > 0, zSpan > 0 else { return .nan }
            var c = (xv - x.lowerBound) / xSpan * Double(grid.columns - 1)
            var r = (zv - z.lowerBound) / zSpan * Double(grid.rows - 1)
            if flipColumns { c = Double(grid.columns - 1) - c }
            if flipRows { r = Double(grid.rows - 1) - r }
            return grid.interpolated(row: r, column: c)
        }
    }

    /// The bilinear interpolant at fractional grid position (`row`, `column`), NaN outside the grid.
    /// Corners with no weight are not read, so a missing neighbour does not spoil a grid point or a
    /// cell edge.
    func interpolated(row r: Double, column c: Double) -> Double {
        // Positions within a billionth of a cell of the border count as on it (rounding in the
        // caller's coordinate arithmetic).
        let tolerance = 1e-9
        guard c >= -tolerance, r >= -tolerance, c <= Double(columns - 1) + tolerance,
            r <= Double(rows - 1) + tolerance
        else { return .nan }
        let c0 = min(max(Int(c.rounded(.down)), 0), columns - 2)
        let r0 = min(max(Int(r.rounded(.down)), 0), rows - 2)
        let fc = Self.snapped(c - Double(c0), tolerance)
        let fr = Self.snapped(r - Double(r0), tolerance)
        func along(_ row: Int) -> Double {
            let a = values[row * columns + c0]
            let b = values[row * columns + c0 + 1]
            if fc == 0 { return a }
            if fc == 1 { return b }
            return a * (1 - fc) + b * fc
        }
        if fr == 0 { return along(r0) }
        if fr == 1 { return along(r0 + 1) }
        return along(r0) * (1 - fr) + along(r0 + 1) * fr
    }

    /// `f` clamped to 0…1, with values within `tolerance` of either end made that end.
    private static func snapped(_ f: Double, _ tolerance: Double) -> Double {
        if f <= tolerance { return 0 }
        if f >= 1 - tolerance { return 1 }
        return f
    }

    /// The smallest and largest finite values, or nil when there are none.
    public var valueRange: ClosedRange<Double>? {
        var lo = Double.infinity
        var hi = -Double.infinity
        for v in values where v.isFinite {
            lo = min(lo, v)
            hi = max(hi, v)
        }
        return lo <= hi ? lo...hi : nil
    }
}
