import ChartCamera
import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

@Suite struct Lowering3DTests {
    let surface = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
            .foregroundStyle(.heightBased)
    }
    .chartXScale(domain: -2...2)
    .chartZScale(domain: -2...2)

    func meshes(_ s: RenderScene) -> [TriangleMesh] {
        s.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p { return m }
            return nil
        }
    }

    func labels(_ scene: RenderScene) -> [TextLabel] {
        scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels }
            return []
        }
    }

    @Test func surfaceMeshFillsTheUnitCube() throws {
        let scene = try surface.lowered()
        let mesh = try #require(meshes(scene).first)
        // A full tensor grid (no holes, no clipping): n × m vertices, 2 triangles per cell; at
        // 600 × 500 points the base grid has 38 intervals, refined where sin·cos bends.
        let columns = Set(mesh.positions.map(\.x)).count
        let rows = Set(mesh.positions.map(\.z)).count
        #expect(mesh.positions.count == columns * rows)
        #expect(mesh.indices.count == (columns - 1) * (rows - 1) * 6)
        #expect(columns > 39 && rows > 39)
        // Twice the size, a finer grid.
        let large = try #require(meshes(try surface.lowered(scale: 2)).first)
        #expect(large.positions.count > mesh.positions.count)
        #expect(mesh.isLit)
        let xs = mesh.positions.map(\.x)
        let ys = mesh.positions.map(\.y)
        #expect(xs.min()! == -0.5 && xs.max()! == 0.5)
        #expect(ys.min()! >= -0.5 && ys.max()! <= 0.5)
        #expect(mesh.normals.allSatisfy { abs($0.length - 1) < 1e-4 })
    }

    @Test func heightBasedColoursFollowHeight() throws {
        let mesh = try #require(meshes(try surface.lowered()).first)
        let lowest = mesh.positions.indices.min { mesh.positions[$0].y < mesh.positions[$1].y }!
        let highest = mesh.positions.indices.max { mesh.positions[$0].y < mesh.positions[$1].y }!
        // y domain −1…1 (niced from the samples): the ends of viridis.
        #expect(mesh.colors[lowest].description == "#440154")
        #expect(mesh.colors[highest].description == "#FDE725")
    }

    @Test func surfacesAreCutAtTheYDomain() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in 1 / (x * x + z * z) }
        }
        .chartYScale(domain: 0...5)
        let mesh = try #require(meshes(try chart.lowered()).first)
        #expect(mesh.positions.allSatisfy { $0.y <= 0.5 + 1e-6 })
        #expect(mesh.positions.contains { abs($0.y - 0.5) < 1e-6 })
    }

    @Test func nanMakesHoles() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * x + z * z > 0.25 ? .nan : x + z }
        }
        let mesh = try #require(meshes(try chart.lowered()).first)
        #expect(mesh.indices.count < 100 * 100 * 6 / 2)
        #expect(mesh.indices.count > 0)
    }

    @Test func axisTitlesAndTicksAreLabelled() throws {
        let texts = labels(try surface.lowered()).map(\.text)
        for t in ["x", "y", "z", "\u{2212}2", "2", "0"] { #expect(texts.contains(t), "missing \(t)") }
    }

    @Test(arguments: Chart3DPose.presets)
    func labelsStayInsideTheImageAtEveryPose(pose: Chart3DPose) throws {
        for projection in [Chart3DCameraProjection.orthographic, .perspective] {
            let scene = try surface.chart3DPose(pose).chart3DCameraProjection(projection).lowered(scale: 1)
            let face = try TextStyle(size: 11, scale: 1, color: .black)
            for l in labels(scene) {
                let half = face.width(l.text) / 2
                let r = l.rotation != 0
                let hx = r ? face.lineHeight / 2 : half
                let hy = r ? half : face.lineHeight / 2
                #expect(l.position.x - hx >= 0 && l.position.x + hx <= Float(scene.pixelWidth), "\(l.text) at \(pose)")
                #expect(l.position.y - hy >= 0 && l.position.y + hy <= Float(scene.pixelHeight), "\(l.text) at \(pose)")
            }
        }
    }

    @Test func theBoxCornersProjectInsideTheImage() throws {
        let scene = try surface.lowered(scale: 1)
        let vp = scene.camera.viewProjection
        for c in Box3.unitCube.corners {
            let n = vp.transformPoint(c)
            #expect(abs(n.x) <= 1 && abs(n.y) <= 1 && abs(n.z) <= 1)
        }
    }

    struct Penguin {
        let flipper: Double
        let mass: Double
        let bill: Double
        let species: String
    }
    let penguins = [
        Penguin(flipper: 181, mass: 3750, bill: 39.1, species: "Adelie"),
        Penguin(flipper: 217, mass: 5200, bill: 46.1, species: "Gentoo"),
        Penguin(flipper: 195, mass: 3650, bill: 46.5, species: "Chinstrap"),
    ]

    @Test func pointCloudWithCategories() throws {
        let chart = Chart3D(penguins) {
            PointMark(x: .value("Flipper", $0.flipper), y: .value("Mass", $0.mass), z: .value("Bill", $0.bill))
                .foregroundStyle(by: .value("Species", $0.species))
        }
        let scene = try chart.lowered()
        let batch = try #require(
            scene.primitives.compactMap { p -> PointBatch? in
                if case .points(let b) = p, b.space == .world { return b }
                return nil
            }.first)
        #expect(batch.shape == .sphere)
        #expect(batch.positions.allSatisfy { abs($0.x) <= 0.5 && abs($0.y) <= 0.5 && abs($0.z) <= 0.5 })
        #expect(Set(batch.colors).count == 3)
        let texts = labels(scene).map(\.text)
        #expect(texts.contains("Species") && texts.contains("Gentoo") && texts.contains("Flipper"))
    }

    @Test func forEachAndTheDataInitializerAgree() throws {
        let a = Chart3D(penguins) {
            PointMark(x: .value("F", $0.flipper), y: .value("M", $0.mass), z: .value("B", $0.bill))
        }
        let b = Chart3D {
            ForEach(penguins) { p in
                PointMark(x: .value("F", p.flipper), y: .value("M", p.mass), z: .value("B", p.bill))
            }
        }
        #expect(try a.lowered() == b.lowered())
    }

    @Test func stringsAndNumbersMixedOnA3DAxisAreTypedErrors() {
        let chart = Chart3D {
            PointMark(x: .value("Island", "Dream"), y: .value("y", 1), z: .value("z", 2))
            PointMark(x: .value("Island", 3), y: .value("y", 1), z: .value("z", 2))
        }
        #expect(throws: ChartError.mixedValueTypes(axis: "x", mark: "PointMark", label: "Island")) {
            try chart.lowered()
        }
        let rule = Chart3D {
            RuleMark(x: .value("x", "a"), y: .value("y", 0), z: .value("z", 0..<1))
        }
        #expect(throws: ChartError.nonNumericValue(mark: "RuleMark", axis: "x", label: "x")) {
            try rule.lowered()
        }
    }

    @Test func poseBindingIsRead() throws {
        let binding = Binding<Chart3DPose>.constant(.top)
        #expect(surface.chart3DPose(binding).pose == .top)
        #expect(try surface.chart3DPose(binding).lowered() == surface.chart3DPose(.top).lowered())
    }

    @Test func dataGeometryIsBuiltOnceAndSharedByEveryPose() throws {
        let prepared = try surface.prepared(scale: 1)
        let a = prepared.scene(pose: .default)
        let b = prepared.scene(pose: .top)
        #expect(a == (try surface.lowered(scale: 1, pose: .default)))
        #expect(b == (try surface.lowered(scale: 1, pose: .top)))
        // The mesh is the same value in both; only the camera and decorations differ.
        #expect(meshes(a) == meshes(b))
        #expect(a.camera != b.camera)
    }

    @Test func surfaceSceneSnapshot() throws {
        let text = try surface.frame(width: 400, height: 340).lowered(scale: 1).textDescription
        if let failure = try TextSnapshot.check(text, named: "surface-3d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    struct Sample3 {
        var x: Double
        var y: Double
        var z: Double
        var group: String
    }

    /// A 3D `PointPlot` becomes one world batch straight from its columns, with category colours
    /// and a legend; a 3D `LinePlot` one world polyline, broken at non-finite points.
    @Test func vectorizedPointsAndLinesIn3D() throws {
        let data = [
            Sample3(x: 0, y: 0, z: 0, group: "a"), Sample3(x: 1, y: 2, z: 3, group: "b"),
            Sample3(x: .nan, y: 1, z: 1, group: "a"), Sample3(x: 2, y: 4, z: 6, group: "b"),
        ]
        let chart = Chart3D {
            PointPlot(data, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
                .foregroundStyle(by: .value("group", \.group))
                .symbolSize(3)
            LinePlot(data, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
        }
        let scene = try chart.lowered()
        let points = scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p, b.space == .world { return b }
            return nil
        }
        let batch = try #require(points.first)
        #expect(points.count == 1)
        #expect(batch.positions.count == 3)  // the NaN point is left out
        #expect(batch.shape == .sphere && batch.sizes == [3])
        #expect(batch.colors.count == 3 && batch.colors[0] != batch.colors[1] && batch.colors[1] == batch.colors[2])
        // Domains from the columns: x 0…2, y 0…4, z 0…6 map onto the unit cube.
        #expect(batch.positions[0] == Vec3(-0.5, -0.5, -0.5) && batch.positions[2] == Vec3(0.5, 0.5, 0.5))
        let lines = scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let b) = p, b.space == .world, b.vertices.count == 3 { return b }
            return nil
        }
        let line = try #require(lines.first)
        #expect(line.starts == [0, 2])
        // A 2D PointPlot (no z) is still refused in a 3D chart.
        let flat = Chart3D { PointPlot(data, x: .value("x", \.x), y: .value("y", \.y)) }
        #expect(throws: ChartError.self) { try flat.lowered() }
    }
}
