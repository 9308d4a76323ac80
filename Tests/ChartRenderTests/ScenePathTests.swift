import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Foundation
import Testing

/// The path primitive: its triangulation (areas under both fill rules, holes, crossings) and its
/// GL drawing, which must equal the same region drawn as a mesh.
struct ScenePathTests {
    static func area(_ mesh: TriangleMesh) -> Double {
        var total = 0.0
        for t in stride(from: 0, to: mesh.indices.count, by: 3) {
            let (a, b, c) = (
                mesh.positions[Int(mesh.indices[t])], mesh.positions[Int(mesh.indices[t + 1])],
                mesh.positions[Int(mesh.indices[t + 2])]
            )
            total += abs(Double((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x))) / 2
        }
        return total
    }

    static func square(_ x: Float, _ y: Float, _ side: Float, clockwise: Bool = true) -> [Vec2] {
        let corners = [Vec2(x, y), Vec2(x + side, y), Vec2(x + side, y + side), Vec2(x, y + side)]
        return clockwise ? corners : corners.reversed()
    }

    @Test func aRectangleIsTwoTriangles() {
        let mesh = ScenePath(contour: Self.square(2, 3, 10), color: .black).triangulated()
        #expect(mesh.indices.count == 6)
        #expect(abs(Self.area(mesh) - 100) < 1e-9)
        #expect(mesh.space == .pixel && mesh.colors == [.black] && !mesh.isLit)
    }

    @Test func holesFollowTheFillRule() {
        let outer = Self.square(0, 0, 10)
        let same = Self.square(3, 3, 4)
        let reversed = Self.square(3, 3, 4, clockwise: false)
        func area(_ inner: [Vec2], _ rule: FillRule) -> Double {
            Self.area(ScenePath(points: outer + inner, starts: [0, 4], rule: rule, color: .black).triangulated())
        }
        #expect(abs(area(same, .evenOdd) - 84) < 1e-9)
        #expect(abs(area(reversed, .evenOdd) - 84) < 1e-9)
        #expect(abs(area(same, .nonZero) - 100) < 1e-9)
        #expect(abs(area(reversed, .nonZero) - 84) < 1e-9)
    }

    @Test func aSelfCrossingContourFillsBothLobes() {
        // A bow tie: (0,0) → (10,10) → (10,0) → (0,10): two triangles of 25 each, crossing at (5,5).
        let bowTie = [Vec2(0, 0), Vec2(10, 10), Vec2(10, 0), Vec2(0, 10)]
        let mesh = ScenePath(contour: bowTie, color: .black).triangulated()
        #expect(abs(Self.area(mesh) - 50) < 1e-6)
    }

    @Test func anAreaUnderACurveKeepsItsShoelaceArea() {
        var top: [Vec2] = []
        for i in 0...200 {
            let x = Float(i) * 0.5
            top.append(Vec2(x, 50 - 30 * sin(x / 7) * cos(x / 3)))
        }
        let outline = top + [Vec2(100, 90), Vec2(0, 90)]
        var shoelace = 0.0
        for (i, a) in outline.enumerated() {
            let b = outline[(i + 1) % outline.count]
            shoelace += Double(a.x * b.y - b.x * a.y) / 2
        }
        let mesh = ScenePath(contour: outline, color: .black).triangulated()
        #expect(abs(Self.area(mesh) - abs(shoelace)) < 1e-3 * abs(shoelace))
        // Two triangles per slab between consecutive x, no more.
        #expect(mesh.indices.count / 3 <= 2 * 200)
    }

    @Test func nonFiniteVerticesDropTheirContour() {
        let bad = [Vec2(0, 0), Vec2(.nan, 1), Vec2(1, 1)]
        let path = ScenePath(points: Self.square(0, 0, 4) + bad, starts: [0, 4], color: .black)
        #expect(abs(Self.area(path.triangulated()) - 16) < 1e-9)
        #expect(ScenePath(points: [], starts: [0], color: .black).triangulated().indices.isEmpty)
    }

    @Test(
        .enabled(if: HeadlessRenderer.isAvailable, "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "")"))
    func theGLRendererDrawsAPathAsTheSameRegionAsAMesh() throws {
        let renderer = try HeadlessRenderer()
        let color = RGBA(0.2, 0.4, 0.8)
        let outline = [Vec2(10, 10), Vec2(70, 14), Vec2(60, 50), Vec2(30, 40), Vec2(12, 55)]
        let hole = Self.square(28, 20, 12)
        let path = ScenePath(points: outline + hole, starts: [0, 5], rule: .evenOdd, color: color)
        let asPath = try renderer.render(RenderScene(pixelWidth: 80, pixelHeight: 64, primitives: [.path(path)]))
        let asMesh = try renderer.render(
            RenderScene(pixelWidth: 80, pixelHeight: 64, primitives: [.mesh(path.triangulated())]))
        #expect(asPath == asMesh)
        // The hole is the background, the ring the colour.
        let inHole = asPath[34, 26]
        let inRing = asPath[20, 20]
        #expect(inHole.r == 255 && inHole.g == 255 && inHole.b == 255, "\(inHole)")
        #expect(abs(Int(inRing.b) - 204) <= 2 && abs(Int(inRing.r) - 51) <= 2, "\(inRing)")
    }
}
