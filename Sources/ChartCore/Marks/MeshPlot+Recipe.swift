import ChartMath
import ChartScene

/// How a mesh is coloured.
enum MeshColoring: Sendable {
    /// The mark's colour (its own, its category's, or the accent colour).
    case style
    case single(RGBA)
    case values(String, [Double], MeshLocation)
    case colors([RGBA], MeshLocation)
}

/// The recipe of a ``MeshPlot``: every concern of the mesh (domains from its bounds, lowering to a
/// lit mesh and a line batch, its description).
struct MeshSpec: ChartMark, DescribedMark3D {
    var xLabel: String
    var yLabel: String
    var zLabel: String
    var vertices: [SIMD3<Double>]
    var triangles: [SIMD3<Int>]
    var coloring = MeshColoring.style
    var shading = MeshShading.smooth
    var wireframe: MeshWireframe?
    var drawsFaces = true

    var markName: String { "MeshPlot" }

    func addValues(to domains: inout MarkDomains) throws { throw ChartError.notTwoDimensional(mark: markName) }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    /// The vertices' bounds on the three axes, after checking the mesh.
    func addValues(to domains: inout MarkDomains3D) throws {
        try validate()
        guard let (lo, hi) = bounds else { return }
        for v in [lo, hi] { domains.add(PlottableValue.value(xLabel, v.x).erased, axis: 0) }
        for v in [lo, hi] { domains.add(PlottableValue.value(yLabel, v.y).erased, axis: 1) }
        for v in [lo, hi] { domains.add(PlottableValue.value(zLabel, v.z).erased, axis: 2) }
    }

    /// The smallest box holding the vertices; nil without vertices.
    var bounds: (SIMD3<Double>, SIMD3<Double>)? {
        guard var lo = vertices.first else { return nil }
        var hi = lo
        for v in vertices {
            lo = pointwiseMin(lo, v)
            hi = pointwiseMax(hi, v)
        }
        return (lo, hi)
    }

    func validate() throws(MeshPlotError) {
        guard !triangles.isEmpty, !vertices.isEmpty else { throw .noTriangles(mark: markName) }
        if let i = vertices.firstIndex(where: { !($0.x.isFinite && $0.y.isFinite && $0.z.isFinite) }) {
            throw .nonFiniteVertex(mark: markName, index: i)
        }
        for (t, tri) in triangles.enumerated() {
            for k in 0..<3 where tri[k] < 0 || tri[k] >= vertices.count {
                throw .indexOutOfRange(mark: markName, triangle: t, index: tri[k], vertexCount: vertices.count)
            }
        }
        let (count, location): (Int, MeshLocation?) =
            switch coloring {
            case .values(_, let v, let l): (v.count, l)
            case .colors(let c, let l): (c.count, l)
            case .style, .single: (0, nil)
            }
        guard let location else { return }
        let expected = location == .vertex ? vertices.count : triangles.count
        guard count == expected else {
            let what =
                (coloring.isValues ? "values" : "colours") + (location == .vertex ? " per vertex" : " per triangle")
            throw .countMismatch(mark: markName, what: what, expected: expected, found: count)
        }
    }

    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        let positions = vertices.map { v in
            Vec3(
                context.sceneX(.value(xLabel, v.x)), context.sceneY(.value(yLabel, v.y)),
                context.sceneZ(.value(zLabel, v.z)))
        }
        let indices = triangles.flatMap { [UInt32($0.x), UInt32($0.y), UInt32($0.z)] }
        var result: [ScenePrimitive] = []
        if drawsFaces { result.append(.mesh(faces(positions: positions, indices: indices, context: context))) }
        if let wireframe {
            let edges = MeshGeometry.edges(indices: indices).map { [positions[Int($0.0)], positions[Int($0.1)]] }
            result += wireframe.stroke(edges, in: context)
        }
        return result
    }

    /// The lit triangles: shared vertices with smooth normals where the colours are per vertex, else
    /// a vertex per corner (flat normals, or a colour per triangle).
    private func faces(positions: [Vec3], indices: [UInt32], context: MarkContext3D) -> TriangleMesh {
        let perFace = coloring.location == .face
        let colors = vertexOrFaceColors(context)
        var mesh: (positions: [Vec3], normals: [Vec3], indices: [UInt32], colors: [RGBA])
        if shading != .smooth || perFace {
            let split: (positions: [Vec3], normals: [Vec3], indices: [UInt32], source: [Int])
            if case .creased(let degrees) = shading {
                split = MeshGeometry.creased(positions: positions, indices: indices, creaseAngle: degrees * .pi / 180)
            } else {
                split = MeshGeometry.flat(positions: positions, indices: indices)
            }
            var normals = split.normals
            if shading == .smooth {
                let smooth = MeshGeometry.smoothNormals(positions: positions, indices: indices)
                normals = split.source.map { smooth[$0] }
            }
            let corners =
                colors.count <= 1
                ? colors : (perFace ? split.source.indices.map { colors[$0 / 3] } : split.source.map { colors[$0] })
            mesh = (split.positions, normals, split.indices, corners)
        } else {
            mesh = (positions, MeshGeometry.smoothNormals(positions: positions, indices: indices), indices, colors)
        }
        return TriangleMesh(
            space: .world, positions: mesh.positions, normals: mesh.normals, colors: mesh.colors,
            indices: mesh.indices, metalness: context.style.material.resolvedMetalness,
            roughness: context.style.material.resolvedRoughness)
    }

    /// One colour (the mark's), or one per vertex or per triangle, with the mark's opacity.
    private func vertexOrFaceColors(_ context: MarkContext3D) -> [RGBA] {
        let opacity = Float(context.style.opacity)
        if context.style.color != nil { return [context.color] }
        switch coloring {
        case .style: return [context.color]
        case .single(let c): return [c.withAlpha(multipliedBy: opacity)]
        case .colors(let c, _): return c.map { $0.withAlpha(multipliedBy: opacity) }
        case .values(let label, let values, _):
            let missing = RGBA(0.6, 0.6, 0.6, 1).withAlpha(multipliedBy: opacity)
            return values.map { v in
                guard v.isFinite, let c = context.categories.color(of: PlottableValue.value(label, v).erased) else {
                    return missing
                }
                return c.withAlpha(multipliedBy: opacity)
            }
        }
    }

    /// "29928 vertices and 58660 triangles, spanning x −70 to −2 mm, …".
    var accessibleSummary: MarkAccessibleSummary? {
        let counts =
            DescriptionWriter.count(vertices.count, "vertex", "vertices") + " and "
            + DescriptionWriter.count(triangles.count, "triangle", "triangles")
        let extents = DescriptionWriter.extents([xLabel, yLabel, zLabel], vertices.map { [$0.x, $0.y, $0.z] })
        return MarkAccessibleSummary(kind: "triangle meshes", item: counts + (extents.map { ", spanning " + $0 } ?? ""))
    }

    /// The description: a point series of the vertices (at most 1,000 of them, evenly spread),
    /// named with the vertex and triangle counts.
    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries? {
        let step = max(1, vertices.count / 1000)
        var series = AccessibleSeries(
            kind: .point,
            name: style.accessibilityLabel
                ?? "Mesh of \(vertices.count) vertices and \(triangles.count) triangles",
            xLabel: xLabel, yLabel: yLabel, zLabel: zLabel, hidden: style.accessibilityHidden)
        series.points = stride(from: 0, to: vertices.count, by: step).map { i in
            AccessiblePoint(x: .number(vertices[i].x), y: .number(vertices[i].y), z: vertices[i].z)
        }
        if step > 1 { series.valueCount = vertices.count }
        return series
    }
}

extension MeshColoring {
    var location: MeshLocation? {
        switch self {
        case .values(_, _, let l), .colors(_, let l): l
        case .style, .single: nil
        }
    }

    var isValues: Bool {
        if case .values = self { return true }
        return false
    }
}

extension MeshWireframe {
    /// `segments` (scene positions) as the wireframe's lines: in its colour (default: the theme's
    /// title colour at 60 % opacity) with the mark's opacity, `lineWidth` points wide. World lines
    /// are pulled slightly towards the eye when drawn, so edges on a face do not z-fight with it.
    func stroke(_ segments: [[Vec3]], in context: MarkContext3D) -> [ScenePrimitive] {
        let color = (self.color ?? context.theme.titleColor.withAlpha(multipliedBy: 0.6))
            .withAlpha(multipliedBy: Float(context.style.opacity))
        return context.stroke(segments, color: color, style: StrokeStyle(lineWidth: lineWidth))
    }
}
