import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `opencharts mesh`: the file's mesh lit and coloured, the options, and the errors for bad input.
@Suite struct MeshCommandTests {
    static let brain = GoldenImage.repositoryRoot.appending(path: "Datasets/mni152-brain-surface.ply").path

    static func scene(_ args: [String]) throws -> RenderScene {
        let sub = try #require(Subcommands.named("mesh"))
        let chart = try sub.build!(try Arguments(args, command: "mesh", options: sub.options))
        return try chart.renderScene(scale: 1)
    }

    static func meshes(_ scene: RenderScene) -> [TriangleMesh] {
        scene.primitives.compactMap { p in
            if case .mesh(let m) = p, m.space == .world { return m }
            return nil
        }
    }

    @Test func colourByAPropertyGivesAColourPerVertexAndAColourBar() throws {
        let scene = try Self.scene([Self.brain, "--zup", "--color-by", "depth", "--colormap", "magma"])
        let mesh = try #require(Self.meshes(scene).first)
        #expect(mesh.positions.count == 29_928 && mesh.indices.count == 3 * 58_660 && mesh.isLit)
        #expect(mesh.colors.count == 29_928 && !mesh.isTranslucent)
        let texts = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(texts.contains("depth"))
    }

    @Test func flatTranslucentWireframe() throws {
        let dir = try temporaryFolder("mesh")
        defer { try? FileManager.default.removeItem(at: dir) }
        // A unit tetrahedron in ASCII PLY with per-vertex colours.
        let ply = """
            ply
            format ascii 1.0
            element vertex 4
            property float x
            property float y
            property float z
            property uchar red
            property uchar green
            property uchar blue
            element face 4
            property list uchar int vertex_indices
            end_header
            0 0 0 255 0 0
            1 0 0 0 255 0
            0 1 0 0 0 255
            0 0 1 255 255 255
            3 0 2 1
            3 0 1 3
            3 0 3 2
            3 1 2 3

            """
        let file = dir.appending(path: "tet.ply")
        try ply.write(to: file, atomically: true, encoding: .utf8)
        let scene = try Self.scene([file.path, "--flat", "--wireframe", "--opacity", "0.5"])
        let mesh = try #require(Self.meshes(scene).first)
        #expect(mesh.positions.count == 12 && mesh.isTranslucent)
        #expect(mesh.colors[0] == RGBA(1, 0, 0, 0.5) && mesh.colors.count == 12)
        let edges = scene.primitives.filter {
            if case .lines(let l) = $0, l.space == .world, l.starts.count == 6 { return true }
            return false
        }
        #expect(edges.count == 1)
    }

    @Test func badInputIsRefusedWithTheFileAndWhatIsAccepted() throws {
        let dir = try temporaryFolder("mesh-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appending(path: "bad.obj")
        try "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 5\n".write(to: bad, atomically: true, encoding: .utf8)
        let out = dir.appending(path: "out.png").path
        let run = runTool(["mesh", bad.path, "-o", out])
        #expect(run.status == 1)
        #expect(run.errors.contains("bad.obj, line 4: vertex index 5 is not among the 3 vertices defined"))
        let missing = runTool(["mesh", Self.brain, "--color-by", "sulc", "-o", out])
        #expect(missing.status == 2 && missing.errors.contains("has no vertex property 'sulc' (it has: depth)"))
        let opacity = runTool(["mesh", Self.brain, "--opacity", "1.5", "-o", out])
        #expect(opacity.status == 2 && opacity.errors.contains("--opacity needs a number in 0…1"))
        let format = runTool(["mesh", dir.appending(path: "shape.off").path, "-o", out])
        #expect(format.status == 1 && format.errors.contains("accepted: .obj, .stl (ASCII or binary), .ply"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
