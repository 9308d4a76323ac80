import ChartMath

/// A parametric surface (x, y, z) = f(u, v) over a (u, v) domain in a `Chart3D` (an OpenCharts
/// extension, as Makie's `surface(x, y, z)` of matrices and PyVista's parametric objects): spheres,
/// tori, Möbius strips, Klein bottles — surfaces that are not the graph of a height over the floor.
///
/// ```swift
/// Chart3D {
///     ParametricSurfacePlot(x: "x", y: "y", z: "z", uDomain: 0...(2 * .pi), vDomain: 0...(2 * .pi)) { u, v in
///         (x: (1 + 0.4 * cos(v)) * cos(u), y: 0.4 * sin(v), z: (1 + 0.4 * cos(v)) * sin(u))
///     }
///     .colored(by: .v)
///     .opacity(0.5)
/// }
/// ```
///
/// The surface is sampled for the output size on a grid of u and v lines refined where it bends,
/// until every edge lies within half a pixel of the surface from any direction
/// (``ParametricSurfaceSampler``); the grid stays a grid, so the mesh has no cracks, and a closed
/// surface whose seams meet (a sphere, a torus) is closed. It is lit with normals of the surface
/// itself (∂f/∂u × ∂f/∂v by finite differences), two-sided. The axes' domains span the surface.
/// It takes the mark's colour (`.foregroundStyle(_:)`, default the accent colour) or is coloured
/// through the chart's continuous colour scale by height, by u or v, or by a value of (u, v)
/// (``colored(by:)``), with a colour bar. `.opacity(_:)` makes it translucent, drawn with
/// order-independent transparency so its front and back read in the right depth order;
/// `.metalness(_:)` and `.roughness(_:)` set its material. A domain that is not a finite range of
/// nonzero width, or a function with no finite point, makes lowering throw a
/// ``ParametricPlotError``; points that are not finite are left out with their triangles.
public struct ParametricSurfacePlot: Chart3DContent, LitMark {
    var spec: ParametricSurfaceSpec
    var style = MarkStyle()

    /// The surface (x, y, z) = `function`(u, v) for u in `uDomain` and v in `vDomain`, titled `x`, `y`, `z` on
    /// the axes; `uLabel` and `vLabel` name the parameters in descriptions and colour bars.
    public init(
        x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, u uLabel: String = "u",
        v vLabel: String = "v", uDomain: ClosedRange<Double>, vDomain: ClosedRange<Double>,
        function: @escaping @Sendable (Double, Double) -> (x: Double, y: Double, z: Double)
    ) {
        spec = ParametricSurfaceSpec(
            xLabel: String(x), yLabel: String(y), zLabel: String(z), uLabel: uLabel, vLabel: vLabel,
            uDomain: uDomain, vDomain: vDomain, f: function)
    }

    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }

    /// Colours the surface through the chart's continuous colour scale (viridis unless
    /// `chartForegroundStyleScale(range:)` gives another), with a colour bar: by its height (y),
    /// by u or v, or by a value of (u, v).
    public func colored(by coloring: ParametricSurfaceColoring) -> ParametricSurfacePlot {
        var copy = self
        copy.spec.coloring = coloring
        return copy
    }

    /// The surface's element and, when it is coloured by values, a second one carrying the values'
    /// upper end, so that the chart's continuous colour scale and colour bar span them.
    public var chart3DElements: [ChartElement] {
        var main = style
        guard style.color == nil, let coloring = spec.coloring, let (lo, hi) = spec.colorExtent(coloring) else {
            return [ChartElement(recipe: CustomMark(mark: spec, style: main))]
        }
        let label = spec.colorLabel(coloring)
        main.category = PlottableValue.value(label, lo).erased
        var top = MarkStyle()
        top.category = PlottableValue.value(label, hi).erased
        return [
            ChartElement(recipe: CustomMark(mark: spec, style: main)),
            ChartElement(recipe: CustomMark(mark: MeshValueExtent(), style: top)),
        ]
    }
}

/// What a ``ParametricSurfacePlot`` is coloured by, through the chart's continuous colour scale.
public struct ParametricSurfaceColoring: Sendable {
    enum Source: Sendable {
        case height
        case u
        case v
        case value(String, @Sendable (Double, Double) -> Double)
    }

    let source: Source

    /// Its height: the y value of each point, the colour bar titled with y's label.
    public static var height: ParametricSurfaceColoring { ParametricSurfaceColoring(source: .height) }
    /// The parameter u, the colour bar titled with u's label.
    public static var u: ParametricSurfaceColoring { ParametricSurfaceColoring(source: .u) }
    /// The parameter v, the colour bar titled with v's label.
    public static var v: ParametricSurfaceColoring { ParametricSurfaceColoring(source: .v) }

    /// A value of (u, v) (a curvature, a field on the surface), the colour bar titled `label`;
    /// `.nan` draws grey.
    public static func value(_ label: some StringProtocol, _ value: @escaping @Sendable (Double, Double) -> Double)
        -> ParametricSurfaceColoring
    {
        ParametricSurfaceColoring(source: .value(String(label), value))
    }
}
