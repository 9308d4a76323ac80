import ChartMath
import ChartScene

/// A surface through scattered (x, y, z) points in a `Chart3D` (an OpenCharts extension, as
/// matplotlib's `plot_trisurf` and Makie's `tricontourf`/`mesh` over a triangulation): the
/// points' (x, z) positions are joined by their Delaunay triangulation, each point lifted to its
/// height y, and the triangles lit with smooth (area-weighted vertex) normals and coloured by
/// height through the chart's continuous colour scale, with a colour bar titled with y's label.
///
/// ```swift
/// struct Quake { var longitude, depth, latitude: Double }
/// Chart3D {
///     TriangulatedSurfacePlot(
///         quakes, x: .value("Longitude", \.longitude), y: .value("Depth (km)", \.depth),
///         z: .value("Latitude", \.latitude))
/// }
/// .chartForegroundStyleScale(range: .viridis)
/// ```
///
/// Points with a coordinate that is not finite (NaN, or a string) are left out and counted in the
/// chart's warnings; points at the same (x, z) are one vertex at the mean of their heights. The
/// axes' domains span the points. `.opacity(_:)` makes the surface translucent (order-independent
/// transparency), `.foregroundStyle(_:)` gives it one colour, `.maximumEdgeLength(_:)` drops the
/// long thin triangles that join far-apart points across the hull's concave stretches. Fewer than
/// three distinct points, or only collinear ones, make lowering the chart throw a
/// ``DelaunayError``.
public struct TriangulatedSurfacePlot: Chart3DContent {
    var spec: TriangulatedSurfaceSpec

    /// A surface through one point per element of `data`; y is up.
    public init<Data: Collection, X: Plottable, Y: Plottable, Z: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        z: PlottableProjection<Data.Element, Z>
    ) {
        let elements = Array(data)
        let (xs, ys, zs) = (x.column(elements).values, y.column(elements).values, z.column(elements).values)
        self.init(x: x.label, y: y.label, z: z.label, points: xs.indices.map { SIMD3(xs[$0], ys[$0], zs[$0]) })
    }

    /// A surface through `points` (x, y, z in data units, titled `x`, `y`, `z` on the axes).
    public init(x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, points: [SIMD3<Double>]) {
        spec = TriangulatedSurfaceSpec(xLabel: String(x), yLabel: String(y), zLabel: String(z), points: points)
    }

    /// The surface's element and, when it is coloured by height, a second one carrying the
    /// heights' upper end, so that the chart's continuous colour scale and colour bar span them.
    public var chart3DElements: [ChartElement] {
        var style = MarkStyle()
        guard spec.single == nil, let (lo, hi) = spec.heightRange else {
            return [ChartElement(recipe: CustomMark(mark: spec, style: style))]
        }
        style.category = PlottableValue.value(spec.yLabel, lo).erased
        var top = MarkStyle()
        top.category = PlottableValue.value(spec.yLabel, hi).erased
        return [
            ChartElement(recipe: CustomMark(mark: spec, style: style)),
            ChartElement(recipe: CustomMark(mark: MeshValueExtent(), style: top)),
        ]
    }

    private func map(_ change: (inout TriangulatedSurfaceSpec) -> Void) -> TriangulatedSurfacePlot {
        var copy = self
        change(&copy.spec)
        return copy
    }

    /// The surface's one colour (shaded by the light) in place of the colouring by height.
    public func foregroundStyle(_ color: Color) -> TriangulatedSurfacePlot { map { $0.single = color.rgba } }

    /// Leaves out every triangle with an edge longer than `length`, measured in the x–z plane in
    /// data units (matplotlib users' mask of long hull triangles): where the points do not fill
    /// their convex hull, the hull's long thin triangles bridge the gaps. Throws
    /// ``TriangulatedSurfaceError`` when lowered if `length` is not positive or leaves no triangle.
    public func maximumEdgeLength(_ length: Double) -> TriangulatedSurfacePlot {
        map { $0.maximumEdgeLength = length }
    }

    /// How the surface is lit: ``MeshShading/smooth`` (default), ``MeshShading/flat`` or
    /// ``MeshShading/creased(degrees:)``.
    public func shading(_ shading: MeshShading) -> TriangulatedSurfacePlot { map { $0.shading = shading } }

    /// Draws the triangulation's edges as lines `lineWidth` points wide (default 0.5) in `color`
    /// (default: the theme's title colour at 60 % opacity) over the surface.
    public func wireframe(_ visible: Bool = true, color: Color? = nil, lineWidth: Double = 0.5)
        -> TriangulatedSurfacePlot
    {
        map { $0.wireframe = visible ? MeshWireframe(color: color?.rgba, lineWidth: lineWidth) : nil }
    }
}

/// Why a ``TriangulatedSurfacePlot``'s triangles cannot be drawn: the mark, the setting and what is
/// accepted. (Points that cannot be triangulated throw ``DelaunayError``.)
public enum TriangulatedSurfaceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `maximumEdgeLength(_:)` was given `length`, which is not a positive number.
    case invalidMaximumEdgeLength(mark: String, length: Double)
    /// Every one of the `triangles` has an edge longer than `length`.
    case noTriangleWithinEdgeLength(mark: String, length: Double, triangles: Int)

    public var description: String {
        switch self {
        case .invalidMaximumEdgeLength(let mark, let length):
            "\(mark): maximum edge length \(length) is not a positive number"
        case .noTriangleWithinEdgeLength(let mark, let length, let triangles):
            "\(mark): all \(triangles) triangles have an edge longer than \(length); give a longer maximum edge length"
        }
    }
}
