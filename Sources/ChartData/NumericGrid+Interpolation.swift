extension NumericGrid {
    /// A function through the grid's values, for `SurfacePlot { x, z in … }`: column `c` of
    /// `columns` (the first column at `x.lowerBound`, the last at `x.upperBound`) and row `r` of
    /// `rows` (the first row at `z.lowerBound`), interpolated bilinearly between grid points.
    /// Outside the grid, and in any cell with a missing (NaN) corner, the function returns NaN,
    /// which leaves a hole in a surface.
    ///
    /// Reverse a range (`x: 600...0` is not a `ClosedRange`; pass `flipColumns: true`) to run the
    /// columns the other way, as for R's `volcano`, whose columns go from east to west.
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
            let tolerance = 1e-9
            guard c >= -tolerance, r >= -tolerance, c <= Double(grid.columns - 1) + tolerance,
                r <= Double(grid.rows - 1) + tolerance
            else { return .nan }
            let c0 = min(max(Int(c.rounded(.down)), 0), grid.columns - 2)
            let r0 = min(max(Int(r.rounded(.down)), 0), grid.rows - 2)
            let fc = min(max(c - Double(c0), 0), 1)
            let fr = min(max(r - Double(r0), 0), 1)
            let top = grid[r0, c0] * (1 - fc) + grid[r0, c0 + 1] * fc
            let bottom = grid[r0 + 1, c0] * (1 - fc) + grid[r0 + 1, c0 + 1] * fc
            return top * (1 - fr) + bottom * fr
        }
    }

    /// The smallest and largest finite values, or nil when there are none.
    public var valueRange: ClosedRange<Double>? {
        let finite = values.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { return nil }
        return lo...hi
    }
}
