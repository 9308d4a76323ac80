/// A surface y = f(x, z) over the chart's x and z domains (Swift Charts' `SurfacePlot`), or a
/// surface through a grid of measured values (`SurfacePlot(x:y:z:grid:xExtent:zExtent:)`, an
/// OpenCharts extension).
///
/// The closure receives `(x, z)` and returns `y`; return `.nan` where the function is undefined,
/// which leaves a hole. The function is sampled over the x and z scale domains (default −1…1 when
/// nothing else sets them) on a grid sized from the output image and refined where the surface
/// bends; the y domain, when not set, is the range of the samples (rounded out to ticks).
///
/// A surface from a grid goes through every grid value exactly and is bilinear between them;
/// unset x and z domains are the grid's extents, an unset y domain the range of its values.
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

    /// A surface through a grid of `columns` × `rows` values, with `function` its interpolant:
    /// column `c` at `x.coordinate(c)`, row `r` at `z.coordinate(r)`. The public form, which takes a
    /// `NumericGrid`, is in the `OpenCharts` module.
    package init(
        x: String, y: String, z: String, columns: GridPlacement, rows: GridPlacement, valueRange: ClosedRange<Double>?,
        function: @escaping @Sendable (Double, Double) -> Double
    ) {
        let mark = "SurfacePlot"
        let problem =
            rows.count < 2 || columns.count < 2
            ? ChartError.gridTooSmall(mark: mark, rows: rows.count, columns: columns.count)
            : columns.problem(mark: mark, axis: "x") ?? rows.problem(mark: mark, axis: "z")
        spec = SurfaceSpec(xLabel: x, yLabel: y, zLabel: z, function: function, surfaceStyle: nil)
        spec.grid = SurfaceGrid(x: columns, z: rows, valueRange: valueRange, problem: problem)
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
