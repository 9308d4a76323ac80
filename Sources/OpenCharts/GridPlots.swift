import ChartCore
import ChartData

extension SurfacePlot {
    /// A surface through a grid of measured values: column `c` of `grid` at x, row `r` at z, the
    /// value as y (an OpenCharts extension; Swift Charts' `SurfacePlot` takes only a function).
    ///
    /// ```swift
    /// let volcano = try NumericGrid(contentsOf: URL(fileURLWithPath: "Datasets/volcano-grid.csv"))
    /// Chart3D {
    ///     SurfacePlot(x: "East (m)", y: "Height (m)", z: "South (m)", grid: volcano, xExtent: 0...600, zExtent: 0...860)
    /// }
    /// ```
    ///
    /// The surface is meshed on the grid's nodes: a vertex at every value (no peak is cut off, none
    /// re-sampled), two triangles per cell, shaded smoothly with normals from the data's gradient
    /// (central differences, one-sided at the edges and next to holes). A missing value (NaN)
    /// leaves a hole of the cells around it. Columns and rows at uneven coordinates:
    /// ``SurfacePlot/init(x:y:z:grid:xCoordinates:zCoordinates:)``.
    /// It is coloured by height (viridis) with a colour bar titled `y`; pick another gradient with
    /// `.foregroundStyle(.heightBased(.grayscale))`.
    ///
    /// When the chart does not set them, the x and z domains are the extents, exactly, and the y
    /// domain is the range of the values rounded out to ticks. The box stays a cube: to keep a terrain's
    /// proportions, set the ranges too, e.g. `.chartZScale(domain: 0...860, range: -0.5...0.5)`
    /// with `.chartXScale(domain: 0...600, range: -0.35...0.35)`.
    ///
    /// - Parameters:
    ///   - x: The x axis title (the columns' direction).
    ///   - y: The y axis and colour bar title (what the values measure).
    ///   - z: The z axis title (the rows' direction).
    ///   - grid: The values; at least 2 rows and 2 columns, else lowering the chart throws
    ///     ``ChartError/gridTooSmall(mark:rows:columns:)``.
    ///   - xExtent: The x of the first and last column, in data units (default: the column indices
    ///     `0...columns − 1`). To run the columns the other way, pass `grid.reversedColumns()`.
    ///   - zExtent: The z of the first and last row (default `0...rows − 1`); `grid.reversedRows()`
    ///     runs them the other way. An extent that is not finite, or of no length, makes lowering
    ///     throw ``ChartError/invalidGridExtent(mark:axis:first:last:)``.
    public init(
        x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, grid: NumericGrid,
        xExtent: ClosedRange<Double>? = nil, zExtent: ClosedRange<Double>? = nil
    ) {
        self.init(
            x: String(x), y: String(y), z: String(z), columns: GridPlacement(count: grid.columns, extent: xExtent),
            rows: GridPlacement(count: grid.rows, extent: zExtent), values: grid.values)
    }

    /// A surface through a grid of measured values at given coordinates, evenly spaced or not:
    /// column `c` of `grid` at x = `xCoordinates[c]`, row `r` at z = `zCoordinates[r]`, the value
    /// as y (an OpenCharts extension, as matplotlib's `plot_surface(X, Y, Z)` and Makie's
    /// `surface(xs, ys, zs)`).
    ///
    /// ```swift
    /// let depths = try NumericGrid([[0, -2, -5, -9], [-1, -4, -8, -15], [-1, -5, -11, -20]])
    /// Chart3D {
    ///     SurfacePlot(x: "Offshore (km)", y: "Depth (m)", z: "Along shore (km)", grid: depths,
    ///                 xCoordinates: [0, 0.5, 2, 5], zCoordinates: [0, 1, 3])
    /// }
    /// ```
    ///
    /// It is meshed and shaded as ``SurfacePlot/init(x:y:z:grid:xExtent:zExtent:)`` is, with the
    /// gradient's differences weighted by the uneven spacing; NaN leaves a hole. Unset x and z
    /// domains span the coordinates exactly.
    ///
    /// - Parameters:
    ///   - x: The x axis title (the columns' direction).
    ///   - y: The y axis and colour bar title (what the values measure).
    ///   - z: The z axis title (the rows' direction).
    ///   - grid: The values; at least 2 rows and 2 columns, else lowering the chart throws
    ///     ``ChartError/gridTooSmall(mark:rows:columns:)``.
    ///   - xCoordinates: One finite x per column, strictly increasing or strictly decreasing.
    ///   - zCoordinates: One finite z per row, strictly increasing or strictly decreasing. Any other
    ///     coordinates make lowering throw
    ///     ``ChartError/invalidGridCoordinates(mark:axis:expected:found:index:)``.
    public init(
        x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, grid: NumericGrid,
        xCoordinates: [Double], zCoordinates: [Double]
    ) {
        self.init(
            x: String(x), y: String(y), z: String(z), columns: grid.columns, rows: grid.rows, values: grid.values,
            xCoordinates: xCoordinates, zCoordinates: zCoordinates)
    }
}

extension HeatMapPlot {
    /// A heat map of `grid`: a cell per value, column `c` at x and row `r` at y, coloured by the
    /// value through the chart's continuous colour scale, with a colour bar titled `value`.
    ///
    /// ```swift
    /// let volume = try NumericGrid(contentsOf: URL(fileURLWithPath: "Datasets/mni152-t1-4mm-volume.csv"))
    /// let slice = try volume.subgrid(rows: 1012...1057)
    /// Chart {
    ///     HeatMapPlot(slice, x: "Left → right (mm)", y: "Posterior → anterior (mm)", value: "T1 intensity",
    ///                 xExtent: -72.5...71.5, yExtent: -107.5...72.5)
    /// }
    /// .chartForegroundStyleScale(range: .grayscale)
    /// ```
    ///
    /// - Parameters:
    ///   - grid: The values, row-major; NaN leaves a hole.
    ///   - x: The x axis title (the columns' direction).
    ///   - y: The y axis title (the rows' direction).
    ///   - value: The colour bar title (what the values measure).
    ///   - xExtent: The x of the first and last column's centre, in data units (default: the column
    ///     indices `0...columns − 1`); `grid.reversedColumns()` runs them the other way.
    ///   - yExtent: The y of the first and last row's centre (default `0...rows − 1`, row 0 at the
    ///     bottom). An extent that is not finite, or of no length with more than one column or row,
    ///     makes lowering throw ``ChartError/invalidGridExtent(mark:axis:first:last:)``.
    public init(
        _ grid: NumericGrid, x: some StringProtocol, y: some StringProtocol, value: some StringProtocol,
        xExtent: ClosedRange<Double>? = nil, yExtent: ClosedRange<Double>? = nil
    ) {
        self.init(
            x: String(x), y: String(y), value: String(value),
            columns: GridPlacement(count: grid.columns, extent: xExtent),
            rows: GridPlacement(count: grid.rows, extent: yExtent), values: grid.values)
    }
}

extension ContourPlot {
    /// Contour lines of `grid` at `levels`: column `c` at x and row `r` at y (as a
    /// `HeatMapPlot` places them), each level coloured through the chart's continuous colour scale,
    /// with a colour bar titled `value`.
    ///
    /// ```swift
    /// let volcano = try NumericGrid(contentsOf: URL(fileURLWithPath: "Datasets/volcano-grid.csv"))
    /// Chart {
    ///     ContourPlot(volcano, x: "East (m)", y: "North (m)", value: "Height (m)", levels: .step(10))
    ///         .contourLabels()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - grid: The values, row-major; NaN leaves a hole. At least 2 rows and 2 columns.
    ///   - x: The x axis title (the columns' direction).
    ///   - y: The y axis title (the rows' direction).
    ///   - value: The colour bar title (what the values measure).
    ///   - levels: About seven nice levels by default; `.automatic(count:)`, `.values([…])` or
    ///     `.step(_:)`.
    ///   - xExtent: The x of the first and last column (default: the column indices).
    ///   - yExtent: The y of the first and last row (default: the row indices, row 0 at the bottom).
    public init(
        _ grid: NumericGrid, x: some StringProtocol, y: some StringProtocol, value: some StringProtocol,
        levels: ContourLevels = .automatic, xExtent: ClosedRange<Double>? = nil, yExtent: ClosedRange<Double>? = nil
    ) {
        self.init(
            x: String(x), y: String(y), value: String(value),
            columns: GridPlacement(count: grid.columns, extent: xExtent),
            rows: GridPlacement(count: grid.rows, extent: yExtent), values: grid.values, levels: levels)
    }
}
