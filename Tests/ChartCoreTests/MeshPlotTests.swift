import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// `MeshPlot`: domains from the vertex bounds, lowering to a lit mesh (smooth, flat, coloured by
/// values or colours), wireframes, translucency, errors and the description.
@Suite struct MeshPlotTests {
    /// A tetrahedron with one vertex per corner of a box 0…2 × 0…1 × 0…4 spanning it.
    static let vertices: [SIMD3<Double>] = [SIMD3(0, 0, 0), SIMD3(2, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 4)]
    static let triangles: [SIMD3<Int>] = [SIMD3(0, 2, 1), SIMD3(0, 1, 3), SIMD3(0, 3, 2), SIMD3(1, 2, 3)]

    static func plot() -> MeshPlot { MeshPlot(x: "x", y: "y", z: "z", vertices: vertices, triangles: triangles) }

    static func meshes(_ chart: Chart3D) throws -> [ChartScene.TriangleMesh] {
        try chart.lowered().primitives.compactMap { p in
            if case .mesh(let m) = p, m.space == .world, m.isLit { return m }
            return nil
        }
    }

    @Test func sceneSnapshot() throws {
        let chart = Chart3D {
            Self.plot().values("Temperature", [0, 10, 20, 30]).wireframe()
        }
        .frame(width: 320, height: 280)
        if let failure = try TextSnapshot.check(try chart.lowered().textDescription, named: "mesh-plot-3d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func domainsSpanTheVertexBoundsAndSmoothNormalsAreShared() throws {
        let chart = Chart3D { Self.plot() }
            .chartXScale(range: -0.5...0.5).chartYScale(range: -0.5...0.5).chartZScale(range: -0.5...0.5)
        let mesh = try #require(try Self.meshes(chart).first)
        #expect(mesh.positions.count == 4 && mesh.indices.count == 12)
        let xs = mesh.positions.map(\.x)
        let ys = mesh.positions.map(\.y)
        let zs = mesh.positions.map(\.z)
        #expect(xs.min() == -0.5 && xs.max() == 0.5 && ys.min() == -0.5 && ys.max() == 0.5)
        #expect(zs.min() == -0.5 && zs.max() == 0.5)
        // Smooth normals of the scene positions, computed independently: the sum of the cross
        // products of each triangle's edges at its vertices.
        var sums = [SIMD3<Float>](repeating: .zero, count: 4)
        for t in stride(from: 0, to: 12, by: 3) {
            let (a, b, c) = (Int(mesh.indices[t]), Int(mesh.indices[t + 1]), Int(mesh.indices[t + 2]))
            let (u, v) = (mesh.positions[b] - mesh.positions[a], mesh.positions[c] - mesh.positions[a])
            let n = SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
            for k in [a, b, c] { sums[k] += n }
        }
        for (n, s) in zip(mesh.normals, sums) {
            let u = s / (s * s).sum().squareRoot()
            #expect(((n - u) * (n - u)).sum() < 1e-10)
        }
        #expect(mesh.colors.count == 1)
    }

    @Test func flatShadingAndFaceColoursGiveEachTriangleItsCorners() throws {
        let faces = [Color.red, .green, .blue, .orange]
        let chart = Chart3D { Self.plot().colors(faces, per: .face).shading(.flat) }
        let mesh = try #require(try Self.meshes(chart).first)
        #expect(mesh.positions.count == 12)
        #expect(mesh.colors == faces.flatMap { [$0.rgba, $0.rgba, $0.rgba] })
        // Each corner carries its triangle's normal.
        for t in 0..<4 { #expect(mesh.normals[3 * t] == mesh.normals[3 * t + 1]) }
    }

    @Test func valuesColourThroughTheChartsColourScaleWithAColourBar() throws {
        let values = [0.0, 10, 20, 30]
        let chart = Chart3D { Self.plot().values("Temperature", values) }.chartForegroundStyleScale(range: .magma)
        let scene = try chart.lowered()
        let mesh = try #require(try Self.meshes(chart).first)
        let expected = values.map { ColorMap.named(.magma).color(at: Float($0 / 30)) }
        #expect(mesh.colors == expected)
        let labels = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(labels.contains("Temperature"))
    }

    @Test func opacityMakesTheMeshTranslucentAndWireframeAddsEveryEdge() throws {
        let chart = Chart3D { Self.plot().wireframe(color: .black).opacity(0.4) }
        let scene = try chart.lowered()
        let mesh = try #require(try Self.meshes(chart).first)
        #expect(mesh.isTranslucent && abs(mesh.colors[0].a - 0.4) < 1e-6)
        let edges = scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.space == .world, l.color.r == 0, l.starts.count == 6 { return l }
            return nil
        }
        #expect(edges.count == 1 && abs((edges.first?.color.a ?? 0) - 0.4) < 1e-6)
        let wireOnly = Chart3D { Self.plot().wireframe(faces: false) }
        #expect(try Self.meshes(wireOnly).isEmpty)
    }

    @Test func badMeshesThrowNamedErrors() {
        func error(_ plot: MeshPlot) -> MeshPlotError? {
            #expect(throws: MeshPlotError.self) { try Chart3D { plot }.lowered() }
        }
        #expect(
            error(MeshPlot(x: "x", y: "y", z: "z", vertices: Self.vertices, triangles: [SIMD3(0, 1, 4)]))
                == .indexOutOfRange(mark: "MeshPlot", triangle: 0, index: 4, vertexCount: 4))
        #expect(
            error(MeshPlot(x: "x", y: "y", z: "z", vertices: Self.vertices, triangles: []))
                == .noTriangles(mark: "MeshPlot"))
        #expect(
            error(Self.plot().values("v", [1, 2]))
                == .countMismatch(mark: "MeshPlot", what: "values per vertex", expected: 4, found: 2))
        #expect(
            error(
                MeshPlot(
                    x: "x", y: "y", z: "z", vertices: [SIMD3(.nan, 0, 0)] + Self.vertices, triangles: Self.triangles))
                == .nonFiniteVertex(mark: "MeshPlot", index: 0))
    }

    @Test func descriptionCountsVerticesAndTriangles() throws {
        let chart = Chart3D { Self.plot() }
        let series = chart.accessibleSeries()
        #expect(series.first?.name == "Mesh of 4 vertices and 4 triangles")
        #expect(series.first?.points.count == 4)
        let text = chart.accessibilityDescription
        #expect(
            text.contains("3D chart of triangle meshes.")
                && text.contains("Triangle meshes: 4 vertices and 4 triangles, spanning x 0 to 2"),
            "\(text)")
        // The axes read the vertex bounds: x 0…2, y 0…1, z 0…4.
        #expect(text.contains("The x axis shows x, from 0 to 2."), "\(text)")
        #expect(text.contains("The z axis shows z, from 0 to 4."), "\(text)")
    }
}
