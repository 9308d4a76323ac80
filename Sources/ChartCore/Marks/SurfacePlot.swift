import ChartMath

/// A surface y = f(x, z) over the chart's x and z domains (Swift Charts' `SurfacePlot`), or a
/// surface through a grid of measured values (`SurfacePlot(x:y:z:grid:xExtent:zExtent:)`, an
/// OpenCharts extension).
///
/// The closure receives `(x, z)` and returns `y`; return `.nan` where the function is undefined,
/// which leaves a hole. The function is sampled over the x and z scale domains (default −1…1 when
/// nothing else sets them) on a grid sized from the output image and refined where the surface
/// bends; the y domain, when not set, is the range of the samples (rounded out to ticks).
///
/// A surface from data is meshed on its grid's nodes (a vertex at every value) and shaded with
/// normals from the data's gradient; unset x and z domains are the grid's extents, an unset y
/// domain the range of its values.
public struct SurfacePlot: Chart3DContent {
    var spec: SurfaceSpec
    var style = MarkStyle()

    /// A surface with axis labels given in x, y, z order.
    public init(
        x: some StringProtocol, y: some StringProtocol, z: some StringProtocol,
        function: @escaping @Sendable (Double, Double) -> Double
    ) {
        spec = SurfaceSpec(
            xLabel: String(x), yLabel: String(y), zLabel: String(z), function: function, surfaceStyle: nil)
    }

    /// A surface from data: `values` row-major, `rows` rows of `columns`, column `c` at
    /// `xCoordinates[c]` and row `r` at `zCoordinates[r]` (strictly monotone, one per column or row,
    /// else lowering throws ``ChartError/invalidGridCoordinates(mark:axis:expected:found:index:)``),
    /// meshed on its nodes. The public forms, which take a `NumericGrid`, are in `OpenCharts`.
    package init(
        x: String, y: String, z: String, columns: Int, rows: Int, values: [Double], xCoordinates: [Double],
        zCoordinates: [Double], placementProblem: ChartError? = nil
    ) {
        let mark = "SurfacePlot"
        let problem =
            rows < 2 || columns < 2
            ? ChartError.gridTooSmall(mark: mark, rows: rows, columns: columns)
            : placementProblem
                ?? SurfaceGrid.problem(of: xCoordinates, expected: columns, mark: mark, axis: "x")
                ?? SurfaceGrid.problem(of: zCoordinates, expected: rows, mark: mark, axis: "z")
        let data =
            problem == nil
            ? RectilinearGrid(xs: xCoordinates, zs: zCoordinates, values: values)
            : RectilinearGrid(xs: [], zs: [], values: [])
        let finite = values.filter(\.isFinite)
        let range = finite.min().flatMap { lo in finite.max().map { lo...$0 } }
        spec = SurfaceSpec(
            xLabel: x, yLabel: y, zLabel: z, function: { data.value(x: $0, z: $1) }, surfaceStyle: nil)
        spec.grid = SurfaceGrid(data: data, valueRange: range, problem: problem)
    }

    /// A surface through a grid of `columns` × `rows` values placed evenly over extents.
    package init(
        x: String, y: String, z: String, columns: GridPlacement, rows: GridPlacement, values: [Double]
    ) {
        self.init(
            x: x, y: y, z: z, columns: columns.count, rows: rows.count, values: values,
            xCoordinates: columns.coordinates, zCoordinates: rows.coordinates,
            placementProblem: columns.problem(mark: "SurfacePlot", axis: "x")
                ?? rows.problem(mark: "SurfacePlot", axis: "z"))
    }

    public var chart3DElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }

    /// A surface style: `.heightBased`, `.heightBased(gradient, yRange:)` or `.normalBased`.
    public func foregroundStyle(_ style: some Chart3DSurfaceStyle) -> SurfacePlot {
        var copy = self
        copy.spec.surfaceStyle = style.basicStyle
        copy.style.color = nil
        return copy
    }

    /// One colour for the whole surface (shaded by the light), or a gradient applied by height.
    public func foregroundStyle(_ style: some ShapeStyle) -> SurfacePlot {
        var copy = self
        copy.spec.setForeground(style, in: &copy.style)
        return copy
    }

}

extension SurfacePlot: LitMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}
