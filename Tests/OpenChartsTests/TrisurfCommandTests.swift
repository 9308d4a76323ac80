import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `opencharts trisurf`: scattered rows of a CSV table as a Delaunay-triangulated surface coloured
/// by height, its options, and the errors for input that cannot be triangulated.
@Suite struct TrisurfCommandTests {
    static let quakes = GoldenImage.repositoryRoot.appending(path: "Datasets/quakes.csv").path

    static func scene(_ args: [String]) throws -> RenderScene {
        let sub = try #require(Subcommands.named("trisurf"))
        let chart = try sub.build!(try Arguments(args, command: "trisurf", options: sub.options))
        return try chart.renderScene(scale: 1)
    }

    static func meshes(_ scene: RenderScene) -> [TriangleMesh] {
        scene.primitives.compactMap { p in
            if case .mesh(let m) = p, m.space == .world, m.isLit { return m }
            return nil
        }
    }

    @Test func quakesSceneSnapshot() throws {
        let scene = try Self.scene([
            Self.quakes, "--x", "long_deg", "--y", "-depth_km", "--z", "lat_deg", "--max-edge", "3",
            "--ylabel", "Depth (km, downward)", "--width", "480", "--height", "400",
        ])
        let mesh = try #require(Self.meshes(scene).first)
        // R's quakes has 1000 rows at 998 distinct epicentres (two repeats are merged).
        #expect(mesh.positions.count == 998)
        #expect(mesh.colors.count == mesh.positions.count && !mesh.isTranslucent)
        let texts = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(texts.contains("Depth (km, downward)") && texts.contains("long_deg") && texts.contains("lat_deg"))
        if let failure = try TextSnapshot.check(scene.textDescription, named: "cli-trisurf-quakes-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func wireframeOpacityAndMaxEdge() throws {
        let base = [Self.quakes, "--x", "long_deg", "--y", "depth_km", "--z", "lat_deg"]
        let all = try #require(Self.meshes(try Self.scene(base)).first)
        let cut = try #require(Self.meshes(try Self.scene(base + ["--max-edge", "1", "--opacity", "0.5"])).first)
        #expect(cut.indices.count < all.indices.count && cut.isTranslucent)
        let wired = try Self.scene(base + ["--wireframe"])
        #expect(
            wired.primitives.contains {
                if case .lines(let l) = $0, l.space == .world, l.starts.count > 2000 { return true }
                return false
            })
    }

    @Test func collinearRowsAndBadOptionsAreRefused() throws {
        let dir = try temporaryFolder("trisurf-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let line = dir.appending(path: "line.csv")
        try "e,h,n\n0,1,0\n1,2,1\n2,3,2\n3,1,3\n".write(to: line, atomically: true, encoding: .utf8)
        let out = dir.appending(path: "out.png").path
        let run = runTool(["trisurf", line.path, "--x", "e", "--y", "h", "--z", "n", "-o", out])
        #expect(run.status == 1)
        #expect(
            run.errors.contains("TriangulatedSurfacePlot of e and n: all 4 distinct points lie on one line"),
            "\(run.errors)")
        let edge = runTool([
            "trisurf", Self.quakes, "--x", "long_deg", "--y", "depth_km", "--z", "lat_deg",
            "--max-edge", "0", "-o", out,
        ])
        #expect(edge.status == 2 && edge.errors.contains("--max-edge"), "\(edge.errors)")
        let missing = runTool(["trisurf", Self.quakes, "--x", "long_deg", "--y", "depth", "--z", "lat_deg", "-o", out])
        #expect(missing.status != 0 && missing.errors.contains("depth"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
