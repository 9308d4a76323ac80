import ChartCamera
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// The remaining 3D content modifiers: `symbolRotation`, `metalness`/`roughness` on every 3D
/// content type, and `foregroundStyle(by:)` on surfaces.
@Suite struct Chart3DContentModifierTests {
    static func worldPoints(_ scene: RenderScene) -> [PointBatch] {
        scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p, b.space == .world { return b }
            return nil
        }
    }

    static func ignored(_ scene: RenderScene) -> [String] {
        scene.warnings.compactMap { w -> String? in
            if case .modifierIgnored(let modifier, _) = w { return modifier }
            return nil
        }
    }

    /// `.metalness`/`.roughness` on composed 3D content reach its points and rules as well as its
    /// surfaces, and fill in only what a mark did not set itself.
    @Test func materialsOnComposedContentReachEveryMarkAndKeepTheMarksOwn() throws {
        struct Pair: Chart3DContent {
            var body: some Chart3DContent {
                PointMark(x: .value("x", 0.0), y: .value("y", 0.0), z: .value("z", 0.0)).symbol(.cube)
                PointMark(x: .value("x", 1.0), y: .value("y", 1.0), z: .value("z", 1.0)).symbol(.cube)
                    .metalness(0).roughness(0.9)
                RuleMark(x: .value("x", 1.0), y: .value("y", 0.0..<1.0), z: .value("z", 1.0))
            }
        }
        let scene = try Chart3D { Pair().metalness(1).roughness(0.2) }.lowered()
        // The rule is unlit: the material does not reach it, so nothing is reported as ignored.
        #expect(Self.ignored(scene).isEmpty)
        let batches = Self.worldPoints(scene).sorted { $0.metalness > $1.metalness }
        #expect(batches.count == 2)
        #expect(batches.first?.metalness == 1 && batches.first?.roughness == Float(0.2))
        #expect(batches.last?.metalness == 0 && batches.last?.roughness == Float(0.9))
    }

    @Test func rotationsAndMaterialsSplitPointBatchesAndReachTheScene() throws {
        let turn = Rotation3D(angle: .degrees(90), axis: .z)
        let chart = Chart3D {
            PointMark(x: .value("x", 0.0), y: .value("y", 0.0), z: .value("z", 0.0)).symbol(.cube)
            PointMark(x: .value("x", 1.0), y: .value("y", 1.0), z: .value("z", 1.0)).symbol(.cube)
                .symbolRotation(turn)
            PointMark(x: .value("x", 2.0), y: .value("y", 2.0), z: .value("z", 2.0)).symbol(.cube)
                .metalness(1).roughness(0.2)
        }
        let scene = try chart.lowered()
        let batches = Self.worldPoints(scene)
        #expect(batches.count == 3)
        #expect(batches[0].hasDefaultAppearance)
        let q = batches[1].symbolRotation
        #expect(abs(q.z - Float(0.5.squareRoot())) < 1e-6 && abs(q.w - Float(0.5.squareRoot())) < 1e-6)
        #expect(batches[2].metalness == 1 && batches[2].roughness == Float(0.2))
        #expect(scene.textDescription.contains("metalness 1"))
        #expect(Self.ignored(scene).isEmpty)
        // The rotation turns vectors about z, counter-clockwise seen from +z.
        let v = turn.act(SIMD3(1, 0, 0))
        #expect(abs(v.x) < 1e-12 && abs(v.y - 1) < 1e-12)
        #expect(abs(turn.rotated(by: turn).angle.degrees - 180) < 1e-9)
    }

    @Test func rotatingASphereWarns() throws {
        let chart = Chart3D {
            PointMark(x: .value("x", 0.0), y: .value("y", 0.0), z: .value("z", 0.0))
                .symbolRotation(Rotation3D(angle: .degrees(30), axis: .x))
        }
        #expect(Self.ignored(try chart.lowered()) == ["PointMark.symbolRotation(_:)"])
    }

    @Test func materialsReachCloudsAndRectanglesAndWarnOnUnlitContent() throws {
        let xs = [0.0, 1, 2]
        let chart = Chart3D {
            PointPlot(xs, x: .value("x", \.self), y: .value("y", \.self), z: .value("z", \.self))
                .metalness(0.5)
                .roughness(1)
            RectangleMark(x: .value("x", 0..<1), y: .value("y", 0), z: .value("z", 0..<1))
                .metalness(1)
            RuleMark(x: .value("x", 0..<1), y: .value("y", 1), z: .value("z", 1))
                .roughness(0.1)
            LinePlot(xs, x: .value("x", \.self), y: .value("y", \.self), z: .value("z", \.self))
                .metalness(1)
        }
        let scene = try chart.lowered()
        let cloud = try #require(Self.worldPoints(scene).first)
        #expect(cloud.metalness == 0.5 && cloud.roughness == 1)
        let rectangle = try #require(
            scene.primitives.compactMap { p -> TriangleMesh? in
                if case .mesh(let m) = p { return m }
                return nil
            }.first)
        #expect(rectangle.metalness == 1 && rectangle.roughness == 0.5)
        let ignored = Self.ignored(scene)
        #expect(ignored.contains("RuleMark.metalness(_:) / .roughness(_:)"))
        #expect(ignored.contains("LinePlot.metalness(_:) / .roughness(_:)"))
    }

    @Test func surfacesColouredByCategoryGetALegendEntry() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
                .foregroundStyle(by: .value("Model", "saddle"))
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in 0.5 - x * x }
                .foregroundStyle(by: .value("Model", "ridge"))
        }
        let scene = try chart.lowered()
        let meshes = scene.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p, m.space == .world { return m }
            return nil
        }
        #expect(meshes.count == 2)
        #expect(meshes.allSatisfy { $0.colors.count == 1 })
        #expect(meshes[0].colors != meshes[1].colors)
        let labels = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(labels.contains("saddle") && labels.contains("ridge") && labels.contains("Model"))
    }
}
