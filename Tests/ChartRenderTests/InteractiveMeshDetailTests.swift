import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartRender

/// The mesh level of detail drawn while the view is dragged: vertex clustering of a large surface.
struct InteractiveMeshDetailTests {
    /// y = sin x · cos z on an n × n grid over [−0.5, 0.5]², coloured by height, with normals.
    static func surface(_ n: Int) -> TriangleMesh {
        var positions: [Vec3] = []
        var normals: [Vec3] = []
        var colors: [RGBA] = []
        for i in 0..<n {
            for j in 0..<n {
                let x = Float(i) / Float(n - 1) - 0.5
                let z = Float(j) / Float(n - 1) - 0.5
                let y = 0.2 * sin(6 * x) * cos(6 * z)
                positions.append(Vec3(x, y, z))
                normals.append(Vec3(-1.2 * cos(6 * x) * cos(6 * z), 1, 1.2 * sin(6 * x) * sin(6 * z)).normalized)
                colors.append(RGBA(0.5 + y, 0.2, 0.5 - y, 1))
            }
        }
        var indices: [UInt32] = []
        for i in 0..<(n - 1) {
            for j in 0..<(n - 1) {
                let a = UInt32(i * n + j)
                let b = a + 1
                let c = a + UInt32(n)
                indices += [a, b, c, b, c + 1, c]
            }
        }
        return TriangleMesh(space: .world, positions: positions, normals: normals, colors: colors, indices: indices)
    }

    @Test func aLargeSurfaceShrinksToAboutTheBudgetWithValidTriangles() {
        let full = Self.surface(512)
        #expect(full.indices.count / 3 == 2 * 511 * 511)
        let cells = SceneRenderer.clusterCells(forTriangleBudget: 40_000)
        let coarse = SceneRenderer.clustered(full, cells: cells)
        let triangles = coarse.indices.count / 3
        // A height field across n × n columns keeps 2n² triangles where flat, more where it climbs
        // through more than one cell of a column: about the budget.
        #expect(triangles > 20_000 && triangles < 60_000, "\(triangles) triangles")
        #expect(coarse.positions.count == coarse.normals.count && coarse.positions.count == coarse.colors.count)
        #expect(coarse.indices.allSatisfy { Int($0) < coarse.positions.count })
        for t in stride(from: 0, to: coarse.indices.count, by: 3) {
            let (a, b, c) = (coarse.indices[t], coarse.indices[t + 1], coarse.indices[t + 2])
            #expect(a != b && b != c && a != c)
        }
        // The merged vertices stay inside the surface's box, and on the surface (the mean of
        // neighbouring points of a smooth surface is within a cell of it).
        let cell: Float = 1 / Float(cells)
        for p in coarse.positions {
            #expect(abs(p.x) <= 0.5 && abs(p.z) <= 0.5)
            #expect(abs(p.y - 0.2 * sin(6 * p.x) * cos(6 * p.z)) < 2 * cell)
        }
        // Normals are unit vectors pointing up, as the surface's do.
        #expect(coarse.normals.allSatisfy { abs($0.length - 1) < 1e-4 && $0.y > 0 })
    }

    @Test func clusteringIsDeterministicAndKeepsOrientation() {
        let full = Self.surface(64)
        let a = SceneRenderer.clustered(full, cells: 16)
        #expect(a == SceneRenderer.clustered(full, cells: 16))
        // The kept triangles face as the full surface's do (all of whose normals point up); vertex
        // clustering may fold a few over where the surface climbs through a cell.
        var flipped = 0
        for t in stride(from: 0, to: a.indices.count, by: 3) {
            let p = a.positions[Int(a.indices[t])]
            let q = a.positions[Int(a.indices[t + 1])]
            let r = a.positions[Int(a.indices[t + 2])]
            if (q - p).cross(r - p).y <= 0 { flipped += 1 }
        }
        let full0 = full.positions[Int(full.indices[0])]
        let full1 = full.positions[Int(full.indices[1])]
        let full2 = full.positions[Int(full.indices[2])]
        #expect((full1 - full0).cross(full2 - full0).y > 0)
        #expect(a.indices.count > 300)
        #expect(flipped * 100 < a.indices.count / 3, "\(flipped) of \(a.indices.count / 3) folded over")
    }

    @Test func aFineGridKeepsEveryTriangleAndOneCellMergesAll() {
        let full = Self.surface(16)
        // With more cells than vertices per axis each vertex has a cell of its own.
        let same = SceneRenderer.clustered(full, cells: 1000)
        #expect(same.indices.count == full.indices.count)
        #expect(same.positions.count == full.positions.count)
        let one = SceneRenderer.clustered(full, cells: 1)
        #expect(one.positions.count == 1 && one.indices.isEmpty)
    }

    /// The dragged frame of a 512² surface is its clustered copy, the same every frame; the still
    /// frame is the full mesh again. Both are written to the temporary folder to be looked at.
    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func interactingDrawsTheClusteredSurfaceAndTheStillViewTheFullOne() throws {
        let mesh = Self.surface(512)
        let camera = SolidSceneKit.perspective(eye: Vec3(1.1, 1.0, 1.6), aspect: 4 / 3)
        let scene = RenderScene(pixelWidth: 480, pixelHeight: 360, camera: camera, primitives: [.mesh(mesh)])
        let renderer = try HeadlessRenderer()
        let full = try renderer.render(scene)
        renderer.isInteracting = true
        let dragged = try renderer.render(scene)
        #expect(try renderer.render(scene) == dragged, "the clustered mesh changed between frames")
        // The default budget (SceneRenderer.interactiveTriangleBudget).
        let coarse = SceneRenderer.clustered(mesh, cells: SceneRenderer.clusterCells(forTriangleBudget: 20_000))
        let expected = try HeadlessRenderer().render(
            RenderScene(pixelWidth: 480, pixelHeight: 360, camera: camera, primitives: [.mesh(coarse)]))
        #expect(expected == dragged)
        renderer.isInteracting = false
        #expect(try renderer.render(scene) == full)
        let folder = FileManager.default.temporaryDirectory
        try PNGCodec.write(full, to: folder.appendingPathComponent("opencharts-mesh-detail-full.png"))
        try PNGCodec.write(dragged, to: folder.appendingPathComponent("opencharts-mesh-detail-dragged.png"))
    }
}
