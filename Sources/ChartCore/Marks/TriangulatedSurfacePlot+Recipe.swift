import ChartMath
import ChartScene

/// The recipe of a ``TriangulatedSurfacePlot``: the points triangulated once when the plot is
/// made, then drawn as a ``MeshPlot``'s mesh would be (domains from the vertices' bounds, a lit
/// mesh coloured by height through the chart's colour scale, an optional wireframe).
struct TriangulatedSurfaceSpec: ChartMark, DescribedMark3D {
    let xLabel: String
    let yLabel: String
    let zLabel: String
    /// The Delaunay triangulation of the finite points' (x, z), or why there is none.
    let triangulation: Result<DelaunayTriangulation, DelaunayError>
    /// Each vertex's height: the mean of the heights of the points merged into it.
    let heights: [Double]
    /// Points left out because a coordinate was not finite.
    let skipped: Int
    var single: RGBA?
    var maximumEdgeLength: Double?
    var shading = MeshShading.smooth
    var wireframe: MeshWireframe?

    var markName: String { "TriangulatedSurfacePlot" }

    init(xLabel: String, yLabel: String, zLabel: String, points: [SIMD3<Double>]) {
        (self.xLabel, self.yLabel, self.zLabel) = (xLabel, yLabel, zLabel)
        let finite = points.filter { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
        skipped = points.count - finite.count
        let input = "TriangulatedSurfacePlot of \(xLabel) and \(zLabel)"
        do throws(DelaunayError) {
            let t = try DelaunayTriangulation(finite.map { SIMD2($0.x, $0.z) }, input: input)
            var sums = [Double](repeating: 0, count: t.vertices.count)
            var counts = [Double](repeating: 0, count: t.vertices.count)
            for (p, v) in zip(finite, t.vertexOfPoint) {
                sums[v] += p.y
                counts[v] += 1
            }
            heights = zip(sums, counts).map { $0 / $1 }
            triangulation = .success(t)
        } catch {
            heights = []
            triangulation = .failure(error)
        }
    }

    /// The lowest and highest heights; nil when the points cannot be triangulated.
    var heightRange: (Double, Double)? {
        guard let lo = heights.min(), let hi = heights.max() else { return nil }
        return (lo, hi)
    }

    /// The smallest box holding the vertices (x, height, z); nil when there are none.
    var bounds: (SIMD3<Double>, SIMD3<Double>)? {
        guard case .success(let t) = triangulation, let (lo, hi) = heightRange else { return nil }
        let xs = t.vertices.map(\.x)
        let zs = t.vertices.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let z0 = zs.min(), let z1 = zs.max() else { return nil }
        return (SIMD3(x0, lo, z0), SIMD3(x1, hi, z1))
    }

    /// The triangles kept: all of them, or those whose edges are at most the maximum edge length.
    func keptTriangles(_ t: DelaunayTriangulation) -> [SIMD3<Int>] {
        guard let limit = maximumEdgeLength else { return t.triangles }
        let squared = limit * limit
        func short(_ a: Int, _ b: Int) -> Bool {
            let d = t.vertices[a] - t.vertices[b]
            return d.x * d.x + d.y * d.y <= squared
        }
        return t.triangles.filter { short($0.x, $0.y) && short($0.y, $0.z) && short($0.z, $0.x) }
    }

    /// The mesh to draw, after checking the points and the maximum edge length.
    func mesh() throws -> MeshSpec {
        let t = try triangulation.get()
        if let limit = maximumEdgeLength, !(limit > 0 && limit.isFinite) {
            throw TriangulatedSurfaceError.invalidMaximumEdgeLength(mark: markName, length: limit)
        }
        let triangles = keptTriangles(t)
        guard !triangles.isEmpty else {
            throw TriangulatedSurfaceError.noTriangleWithinEdgeLength(
                mark: markName, length: maximumEdgeLength ?? 0, triangles: t.triangles.count)
        }
        var mesh = MeshSpec(
            xLabel: xLabel, yLabel: yLabel, zLabel: zLabel,
            vertices: t.vertices.indices.map { SIMD3(t.vertices[$0].x, heights[$0], t.vertices[$0].y) },
            // Counter-clockwise in (x, z) is clockwise seen from above (+y): the corners are
            // reversed so that the normals point up.
            triangles: triangles.map { SIMD3($0.x, $0.z, $0.y) })
        mesh.coloring = single.map { .single($0) } ?? .values(yLabel, heights, .vertex)
        mesh.shading = shading
        mesh.wireframe = wireframe
        return mesh
    }

    func addValues(to domains: inout MarkDomains) throws { throw ChartError.notTwoDimensional(mark: markName) }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    /// The vertices' bounds on the three axes, after checking the points.
    func addValues(to domains: inout MarkDomains3D) throws { try mesh().addValues(to: &domains) }

    /// The mesh's primitives; the points left out count as skipped values in the warnings.
    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        context.log.pending += skipped
        return (try? mesh().primitives(in: context)) ?? []
    }

    /// "1000 points and 1950 triangles, spanning Longitude 165.7 to 188.1, …".
    var accessibleSummary: MarkAccessibleSummary? {
        guard case .success(let t) = triangulation else { return nil }
        let counts =
            DescriptionWriter.count(t.vertices.count, "point", "points") + " and "
            + DescriptionWriter.count(keptTriangles(t).count, "triangle", "triangles")
        let extents = DescriptionWriter.extents(
            [xLabel, yLabel, zLabel], t.vertices.indices.map { [t.vertices[$0].x, heights[$0], t.vertices[$0].y] })
        return MarkAccessibleSummary(
            kind: "triangulated surfaces", item: counts + (extents.map { ", spanning " + $0 } ?? ""))
    }

    /// The description: a point series of the vertices (at most 1,000 of them, evenly spread).
    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries? {
        guard case .success(let t) = triangulation else { return nil }
        let step = max(1, t.vertices.count / 1000)
        var series = AccessibleSeries(
            kind: .point, name: style.accessibilityLabel ?? "Surface through \(t.vertices.count) points",
            xLabel: xLabel, yLabel: yLabel, zLabel: zLabel, hidden: style.accessibilityHidden)
        series.points = stride(from: 0, to: t.vertices.count, by: step).map { i in
            AccessiblePoint(x: .number(t.vertices[i].x), y: .number(heights[i]), z: t.vertices[i].y)
        }
        if step > 1 { series.valueCount = t.vertices.count }
        return series
    }
}
