import Dispatch
import Foundation

/// A triangle mesh of y = f(x, z) in unit (scene) space, with the data-space height of every vertex.
///
/// Built by ``SurfaceSampler/sample(_:)``. Vertices of the sample grid are shared between the
/// triangles around them; the vertices made where the surface is cut by the top or bottom plane of
/// the box are not (duplicates on a shared edge have bit-identical positions, so there are no cracks).
public struct SurfaceMesh: Sendable, Equatable {
    /// Vertex positions in unit (scene) space: x and z from the grid lines, y from the function,
    /// inside the y range (clipped at its two planes).
    public var positions: [Vec3]
    /// Unit-length vertex normals in unit space, from the function's partial derivatives (finite
    /// differences), or from the triangles around the vertex where a derivative is not finite.
    /// Always on the +y side (n.y > 0 for a derivative normal).
    public var normals: [Vec3]
    /// The data-space y of each vertex (for height colouring); a vertex made by clipping carries the
    /// clip level (`y.domain.lowerBound` or `y.domain.upperBound`).
    public var values: [Double]
    /// Triangles, three indices each, counter-clockwise seen from +y.
    public var indices: [UInt32]
    /// How many times the function was called, sampling and derivatives together.
    public var evaluations: Int
    /// The unit-space x of the mesh's grid lines (its columns), ascending; a wireframe picks its
    /// lines from them.
    public var xLines: [Float] = []
    /// The unit-space z of the mesh's grid lines (its rows), ascending.
    public var zLines: [Float] = []

    /// A mesh from its parts (empty by default).
    public init(
        positions: [Vec3] = [], normals: [Vec3] = [], values: [Double] = [], indices: [UInt32] = [],
        evaluations: Int = 0
    ) {
        self.positions = positions
        self.normals = normals
        self.values = values
        self.indices = indices
        self.evaluations = evaluations
    }
}

/// A linear map of one axis from data space to unit (scene) space:
/// `unit = (v − domain.lowerBound) / span · (range.upperBound − range.lowerBound) + range.lowerBound`,
/// where `span = domain.upperBound − domain.lowerBound`.
///
/// Values outside the domain extrapolate linearly. A domain of zero span maps every value to the
/// centre of the range.
public struct AxisMapping: Sendable, Equatable {
    /// The data interval, in the axis's own units.
    public var domain: ClosedRange<Double>
    /// The unit-space interval the domain maps onto (by default −0.5…0.5 in the lowering).
    public var range: ClosedRange<Double>

    /// A mapping of `domain` (data units) onto `range` (unit space).
    public init(domain: ClosedRange<Double>, range: ClosedRange<Double>) {
        self.domain = domain
        self.range = range
    }

    /// The unit-space coordinate of the data value `v` (±∞ map to ±∞ when the range has extent).
    public func unit(_ v: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0 else { return (range.lowerBound + range.upperBound) / 2 }
        return (v - domain.lowerBound) / span * (range.upperBound - range.lowerBound) + range.lowerBound
    }

    /// Unit-space length per data unit (0 for a zero-span domain).
    var scale: Double {
        let span = domain.upperBound - domain.lowerBound
        return span > 0 ? (range.upperBound - range.lowerBound) / span : 0
    }

    /// Whether the domain is finite with a positive span.
    var isUsable: Bool {
        domain.lowerBound.isFinite && domain.upperBound.isFinite && domain.upperBound > domain.lowerBound
    }
}

/// Adaptive, crack-free sampling of a surface y = f(x, z) into a clipped triangle mesh.
///
/// 1. **Grid lines.** Each axis starts with `baseResolution + 1` evenly spaced lines. For each
///    x-interval the sampler looks along a sparse set of z lines (8 pairs of neighbouring base lines)
///    at the deviation of the midpoint from the chord, |f(mid) − (f(a) + f(b))/2|, plus the twist of
///    the cell between the pair, all in unit-space y with f clamped to the y domain (what is clipped
///    away needs no detail); likewise for z-intervals. Intervals whose estimate exceeds half the
///    tolerance are bisected (the two axes' errors add up at a cell's centre), and only the new halves
///    are tested in the next round, for at most `maxRefinement` rounds. An interval whose probes are
///    partly NaN is bisected too, so holes get sharper edges. Whole lines are inserted, so the grid
///    stays a tensor product: no T-junctions, no cracks.
/// 2. **Caps.** At most ``maxLinesPerAxis`` lines per axis and ``maxVertices`` grid vertices; when
///    a round would pass either, the intervals with the largest deviations are bisected first and the
///    rest stay as they are. `baseResolution` is clamped to 1…1999 to fit.
/// 3. **Evaluation.** The full grid is evaluated on all cores (rows in parallel), with the partial
///    derivatives by finite differences for the normals (four more calls per vertex, two at edges).
/// 4. **Mesh.** Each grid cell becomes two triangles; a cell touching a NaN sample is dropped (a
///    hole). Triangles are clipped against the planes y = `y.range` bounds (±∞ count as beyond the
///    plane, with the cut placed at the plane right next to the finite vertex) and fanned.
///
/// Returns an empty mesh (no evaluations) when the x, y or z domain is not finite or has zero span.
public struct SurfaceSampler: Sendable {
    /// The most grid lines along one axis, after refinement (2049 = 2048 intervals).
    public static let maxLinesPerAxis = 2049
    /// The most grid vertices (x lines × z lines), after refinement: 4,000,000 (≈ 2000²), about
    /// 160 MB of samples and derivatives while the mesh is built.
    public static let maxVertices = 4_000_000

    /// Maps x from data to unit space; the surface covers all of `x.domain`.
    public var x: AxisMapping
    /// Maps y from data to unit space; the surface is clipped to `y.domain` (the planes at the ends
    /// of `y.range`).
    public var y: AxisMapping
    /// Maps z from data to unit space; the surface covers all of `z.domain`.
    public var z: AxisMapping
    /// Grid lines per side before refinement, minus one: the number of base intervals per axis
    /// (the caller derives it from the output size, e.g. one line per ~6 px of the box's projected
    /// extent, clamped 16…512). Clamped here to 1…1999 so the caps hold.
    public var baseResolution: Int
    /// Allowed deviation of the mesh from the function, in unit-space y (the caller converts half a
    /// pixel to unit space). Not positive: every tested interval is bisected; NaN: none is.
    public var tolerance: Double
    /// Maximum number of bisection rounds per base interval (default 3: up to 8× finer where needed);
    /// 0 keeps the uniform base grid.
    public var maxRefinement: Int = 3
    /// Lines the mesh must contain (a measured grid's columns and rows), or nil (default) for the
    /// adaptive grid above. With them, the lines are the nodes and even subdivisions between them
    /// (see ``NodeLines``), with no refinement.
    public var nodes: NodeLines?

    /// Whether rows are evaluated in parallel (tests compare with a serial run).
    var concurrent = true
    /// The line cap in use (tests lower it).
    var lineCap = SurfaceSampler.maxLinesPerAxis
    /// The vertex cap in use (tests lower it).
    var vertexCap = SurfaceSampler.maxVertices
    /// Pairs of neighbouring base lines probed along the other axis during refinement.
    var probePairs = 8

    /// A sampler over `x.domain × z.domain`, clipped to `y.domain`.
    public init(x: AxisMapping, y: AxisMapping, z: AxisMapping, baseResolution: Int, tolerance: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.baseResolution = baseResolution
        self.tolerance = tolerance
    }

    /// Samples y = f(x, z) over `x.domain × z.domain` (data space) into a mesh in unit space.
    ///
    /// `f` is called concurrently from several threads and must be pure. NaN leaves a hole; ±∞ is
    /// clipped at the top or bottom plane.
    public func sample(_ f: @escaping @Sendable (Double, Double) -> Double) -> SurfaceMesh {
        guard x.isUsable, y.isUsable, z.isUsable else { return SurfaceMesh() }
        let lines = nodes.map(nodeGridLines) ?? refinedLines(f)
        let samples = evaluateGrid(xs: lines.x, zs: lines.z, f)
        var mesh = assemble(xs: lines.x, zs: lines.z, samples: samples)
        mesh.evaluations = lines.evaluations + samples.reduce(0) { $0 + $1.evaluations }
        return mesh
    }

    /// The base resolution after clamping to the caps.
    var clampedBase: Int {
        let byVertices = Int(Double(max(vertexCap, 4)).squareRoot()) - 1
        return min(max(baseResolution, 1), max(1, min(lineCap - 1, byVertices)))
    }

    /// Fills a `rows × columns` table row by row — in parallel when `concurrent` — and returns it
    /// in row-major order. `fill` gets the row and that row's slice of the table (no two calls share
    /// memory, which is what makes the unchecked sendability below sound).
    func table<T>(
        rows: Int, columns: Int, filler: T, _ fill: @Sendable (_ row: Int, _ out: UnsafeMutableBufferPointer<T>) -> Void
    ) -> [T] {
        var result = [T](repeating: filler, count: rows * columns)
        guard rows > 0, columns > 0 else { return result }
        result.withUnsafeMutableBufferPointer { buffer in
            let shared = SharedBuffer(buffer: buffer)
            @Sendable func row(_ r: Int) {
                fill(r, UnsafeMutableBufferPointer(rebasing: shared.buffer[(r * columns)..<((r + 1) * columns)]))
            }
            if concurrent && rows > 1 {
                DispatchQueue.concurrentPerform(iterations: rows, execute: row)
            } else {
                for r in 0..<rows { row(r) }
            }
        }
        return result
    }
}

/// A table's storage handed to the rows that fill disjoint slices of it.
private struct SharedBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
}
