import ChartData
import ChartMath

extension VolumeGrid {
    /// A volume from a grid that holds its slices one below another, as a header-less CSV file of
    /// a volume does (`Datasets/mni152-t1-4mm-volume.csv`): grid row `k · rowsPerSlice + j`,
    /// column `i` is node `(i, j, k)`, so the x axis runs along the columns, y along the rows of a
    /// slice and z from slice to slice.
    ///
    /// ```swift
    /// let grid = try NumericGrid(contentsOf: URL(fileURLWithPath: "Datasets/mni152-t1-4mm-volume.csv"))
    /// let brain = try VolumeGrid(slices: grid, rowsPerSlice: 46, xExtent: -72.5...71.5,
    ///                            yExtent: -107.5...72.5, zExtent: -72.5...83.5)
    /// ```
    ///
    /// - Parameters:
    ///   - grid: The slices, one below another; missing values NaN.
    ///   - rowsPerSlice: The rows of one slice (the y nodes); the grid's rows must be a multiple of it.
    ///   - xExtent: The x of the first and last column (default: the indices `0...columns − 1`).
    ///   - yExtent: The y of the first and last row of a slice (default: its row indices).
    ///   - zExtent: The z of the first and last slice (default: the slice indices).
    /// - Throws: ``VolumeGridError``: rows that are not a whole number of slices, fewer than two
    ///   nodes along an axis, an extent that is not finite or not increasing.
    public init(
        slices grid: NumericGrid, rowsPerSlice: Int, xExtent: ClosedRange<Double>? = nil,
        yExtent: ClosedRange<Double>? = nil, zExtent: ClosedRange<Double>? = nil
    ) throws(VolumeGridError) {
        guard rowsPerSlice > 0, grid.rows % rowsPerSlice == 0 else {
            throw .sliceRows(rows: grid.rows, rowsPerSlice: rowsPerSlice)
        }
        let nz = grid.rows / rowsPerSlice
        func nodes(_ count: Int, _ extent: ClosedRange<Double>?) -> [Double] {
            VolumeGrid.axis(extent ?? 0...Double(max(count - 1, 0)), count: count)
        }
        try self.init(
            x: nodes(grid.columns, xExtent), y: nodes(rowsPerSlice, yExtent), z: nodes(nz, zExtent),
            values: grid.values)
    }
}
