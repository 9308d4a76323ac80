import ChartMath
import ChartScene

/// A triangle mesh in a `Chart3D` (an OpenCharts extension, as Makie's `mesh`, matplotlib's
/// `plot_trisurf` and PyVista's meshes): vertices and triangles, lit with smooth (area-weighted
/// vertex) or flat normals, in one colour, coloured by a value per vertex or per triangle through
/// the chart's continuous colour scale (with a colour bar titled with the value's label), or in a
/// colour per vertex or per triangle; with its edges drawn as lines if asked.
///
/// ```swift
/// let brain = try MeshFile(contentsOf: URL(fileURLWithPath: "Datasets/mni152-brain-surface.ply"))
/// Chart3D {
///     MeshPlot(x: "x (mm)", y: "z (mm)", z: "y (mm)", vertices: brain.positions.map { SIMD3($0.x, $0.z, $0.y) },
///              triangles: brain.triangles)
///         .values("Fold depth", brain.vertexScalars["depth"]!)
/// }
/// .chartForegroundStyleScale(range: .magma)
/// ```
///
/// The axes' domains span the vertices' bounds. `.opacity(_:)` makes the mesh translucent (drawn
/// with order-independent transparency, so its depth order is right against any other content),
/// `.metalness(_:)` and `.roughness(_:)` set its material, `.foregroundStyle(_:)` a single colour.
/// `MeshPlot(_:x:y:z:)` in the `OpenCharts` module takes a `MeshFile` read from OBJ, STL or PLY.
/// Bad input (no triangle, an index outside the vertices, a vertex that is not finite, a value or
/// colour count that does not match) makes lowering the chart throw a ``MeshPlotError``.
public struct MeshPlot: Chart3DContent {
    var spec: MeshSpec

    /// A mesh of `vertices` (x, y, z in data units, titled `x`, `y`, `z` on the axes) and
    /// `triangles`, three 0-based indices into `vertices` each.
    public init(
        x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, vertices: [SIMD3<Double>],
        triangles: [SIMD3<Int>]
    ) {
        spec = MeshSpec(
            xLabel: String(x), yLabel: String(y), zLabel: String(z), vertices: vertices, triangles: triangles)
    }

    /// The mesh's element and, when it is coloured by values, a second one carrying the values'
    /// upper end, so that the chart's continuous colour scale and colour bar span them.
    public var chart3DElements: [ChartElement] {
        var style = MarkStyle()
        guard case .values(let label, let values, _) = spec.coloring,
            let lo = values.filter(\.isFinite).min(), let hi = values.filter(\.isFinite).max()
        else { return [ChartElement(recipe: CustomMark(mark: spec, style: style))] }
        style.category = PlottableValue.value(label, lo).erased
        var top = MarkStyle()
        top.category = PlottableValue.value(label, hi).erased
        return [
            ChartElement(recipe: CustomMark(mark: spec, style: style)),
            ChartElement(recipe: CustomMark(mark: MeshValueExtent(), style: top)),
        ]
    }

    private func map(_ change: (inout MeshSpec) -> Void) -> MeshPlot {
        var copy = self
        change(&copy.spec)
        return copy
    }

    /// Colours the mesh by `values` (one per vertex, interpolated across the triangles, or one per
    /// triangle) through the chart's continuous colour scale (viridis unless
    /// `chartForegroundStyleScale(range:)` gives another), with a colour bar titled `label`.
    public func values(_ label: some StringProtocol, _ values: [Double], per location: MeshLocation = .vertex)
        -> MeshPlot
    {
        map { $0.coloring = .values(String(label), values, location) }
    }

    /// Colours the mesh with one colour per vertex (interpolated across the triangles) or per triangle.
    public func colors(_ colors: [Color], per location: MeshLocation = .vertex) -> MeshPlot {
        map { $0.coloring = .colors(colors.map(\.rgba), location) }
    }

    /// The mesh's one colour.
    public func foregroundStyle(_ color: Color) -> MeshPlot { map { $0.coloring = .single(color.rgba) } }

    /// How the mesh is lit: ``MeshShading/smooth`` (default), ``MeshShading/flat`` or
    /// ``MeshShading/creased(degrees:)``.
    public func shading(_ shading: MeshShading) -> MeshPlot { map { $0.shading = shading } }

    /// Draws every edge of the triangles as a line `lineWidth` points wide (default 0.5) in `color`
    /// (default: the theme's title colour at 60 % opacity); `faces: false` leaves the triangles out,
    /// the mesh drawn as its wireframe alone.
    public func wireframe(_ visible: Bool = true, color: Color? = nil, lineWidth: Double = 0.5, faces: Bool = true)
        -> MeshPlot
    {
        map {
            $0.wireframe = visible ? MeshWireframe(color: color?.rgba, lineWidth: lineWidth) : nil
            $0.drawsFaces = faces || !visible
        }
    }
}

/// Where a ``MeshPlot``'s values or colours are given.
public enum MeshLocation: Sendable, Equatable {
    /// One per vertex, blended across each triangle.
    case vertex
    /// One per triangle, each triangle in its own.
    case face
}

/// How a ``MeshPlot`` is lit.
public enum MeshShading: Sendable, Equatable {
    /// Normals at the vertices, each the area-weighted mean of its triangles' normals, so the
    /// light varies smoothly across a curved surface.
    case smooth
    /// One normal per triangle: every facet is lit evenly, its edges visible.
    case flat
    /// Smooth across edges where the triangles turn less than `degrees`, sharp where they turn
    /// more (a crease angle, as CAD viewers and PyVista's `smooth_shading` with `split_sharp_edges`
    /// have): a cube stays a cube at 30°, a sphere stays smooth.
    case creased(degrees: Double)
}

/// Why a ``MeshPlot`` cannot be drawn: the mark, the input and what is accepted.
public enum MeshPlotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The mesh has no triangle.
    case noTriangles(mark: String)
    /// Triangle `triangle` refers to vertex `index`, which is not in `0..<vertexCount`.
    case indexOutOfRange(mark: String, triangle: Int, index: Int, vertexCount: Int)
    /// Vertex `index` has a coordinate that is not finite.
    case nonFiniteVertex(mark: String, index: Int)
    /// `found` values or colours were given for the `expected` vertices or triangles (`what`).
    case countMismatch(mark: String, what: String, expected: Int, found: Int)

    public var description: String {
        switch self {
        case .noTriangles(let mark): "\(mark) has no triangle; a mesh needs at least one"
        case .indexOutOfRange(let mark, let t, let i, let n):
            "\(mark): triangle \(t) refers to vertex \(i), but the vertices are 0…\(n - 1)"
        case .nonFiniteVertex(let mark, let i): "\(mark): vertex \(i) has a coordinate that is not finite"
        case .countMismatch(let mark, let what, let expected, let found):
            "\(mark): \(found) \(what) given, but the mesh needs one per each of its \(expected)"
        }
    }
}

/// A mesh's edges drawn as lines.
struct MeshWireframe: Sendable, Equatable {
    var color: RGBA?
    var lineWidth: Double
}

/// The upper end of a value-coloured mesh's values, which widens the continuous colour scale; it
/// adds no domain values and draws nothing.
struct MeshValueExtent: ChartMark {
    var markName: String { "MeshPlot" }
    func addValues(to domains: inout MarkDomains) throws { throw ChartError.notTwoDimensional(mark: "MeshPlot") }
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }
    func addValues(to domains: inout MarkDomains3D) throws {}
}
