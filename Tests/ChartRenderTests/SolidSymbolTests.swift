import ChartExport
import ChartImage
import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

/// Cube, cylinder and cone point symbols: ray-cast impostors, lit, depth-correct, anti-aliased.
@Suite(
    .enabled(
        if: HeadlessRenderer.isAvailable,
        "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "") — install libegl1 and libgl1-mesa-dri"))
struct SolidSymbolTests {
    static let white = SIMD4(255, 255, 255, 255)
    static let size = 200
    /// Symbol size 60 px: half a size is 30 px (0.3 world units at 100 px per unit).
    static let symbolSize: Float = 60

    static func scene(_ shape: PointShape, eye: Vec3, at center: Vec3 = Vec3(0, 0, 0), extra: [ScenePrimitive] = [])
        -> RenderScene
    {
        let points = PointBatch(
            space: .world, positions: [center], colors: [RGBA(0.85, 0.35, 0.2)], sizes: [symbolSize], shape: shape)
        return RenderScene(
            pixelWidth: size, pixelHeight: size, camera: SolidSceneKit.orthographic(eye: eye),
            primitives: extra + [.points(points)])
    }

    static func isBackground(_ p: SIMD4<Int>) -> Bool { near(p, white, 2) }
    static func isSymbol(_ p: SIMD4<Int>) -> Bool { p.x > 100 && p.x > p.z + 60 }

    /// Seen from the front, each shape has its own silhouette (the cone's apex up).
    @Test func eachShapeCoversItsSilhouetteSeenFromTheFront() throws {
        let renderer = try HeadlessRenderer()
        let front = Vec3(0, 0, 3)
        let cube = try renderer.render(Self.scene(.cube, eye: front))
        let cylinder = try renderer.render(Self.scene(.cylinder, eye: front))
        let cone = try renderer.render(Self.scene(.cone, eye: front))
        // Pixel (100, 100) has its top-left corner at the centre; half a size is 30 px.
        for (name, image) in [("cube", cube), ("cylinder", cylinder), ("cone", cone)] {
            #expect(Self.isSymbol(image.pixel(100, 100)), "\(name) centre: \(image.pixel(100, 100))")
            #expect(Self.isBackground(image.pixel(100, 134)), "\(name) below: \(image.pixel(100, 134))")
            #expect(Self.isBackground(image.pixel(134, 100)), "\(name) right: \(image.pixel(134, 100))")
            #expect(Self.isSymbol(image.pixel(127, 127)), "\(name) bottom-right corner: \(image.pixel(127, 127))")
        }
        // Top corners: square for the cube and the cylinder, background beside the cone's apex.
        #expect(Self.isSymbol(cube.pixel(127, 73)) && Self.isSymbol(cylinder.pixel(127, 73)))
        #expect(Self.isBackground(cone.pixel(118, 76)), "beside the apex: \(cone.pixel(118, 76))")
        #expect(Self.isSymbol(cone.pixel(100, 80)), "below the apex: \(cone.pixel(100, 80))")
        // The cube's front face is flat (one shade); the cylinder's side is shaded across, brighter
        // on the left (the headlight is up and to the left).
        #expect(near(cube.pixel(80, 100), cube.pixel(120, 100), 1))
        #expect(cylinder.pixel(78, 100).x > cylinder.pixel(122, 100).x + 5, "\(cylinder.pixel(78, 100))")
    }

    /// Seen from above and in front, the cube's top face is lit more than its front face.
    @Test func cubeTopFaceIsBrighterThanItsFrontSeenFromAbove() throws {
        let renderer = try HeadlessRenderer()
        let image = try renderer.render(Self.scene(.cube, eye: Vec3(0, 2, 3)))
        // View up is (0, 0.83, −0.55): the top face spans 8…41 px above the centre, the front face
        // 8 px above to 41 px below.
        let top = image.pixel(100, 75)
        let front = image.pixel(100, 115)
        #expect(Self.isSymbol(top) && Self.isSymbol(front), "top \(top), front \(front)")
        #expect(top.x > front.x + 10, "top face \(top) is lit more than the front face \(front)")
        #expect(near(image.pixel(100, 112), front, 1), "the front face is flat")
    }

    /// The silhouette is anti-aliased: a pixel half covered by the cube's edge is in between. (Opaque
    /// solids resolve their edges through the 4 MSAA samples — alpha to coverage — so the level is
    /// one of a few steps, not exactly half.)
    @Test func silhouetteIsAntiAliased() throws {
        let renderer = try HeadlessRenderer()
        // Half a pixel to the right: the cube spans x 70.5…130.5 px.
        let image = try renderer.render(Self.scene(.cube, eye: Vec3(0, 0, 3), at: Vec3(0.005, 0, 0)))
        let inside = image.pixel(128, 100)
        let edge = image.pixel(130, 100)
        #expect(Self.isSymbol(inside))
        #expect(edge.y > inside.y + 20 && edge.y < 255 - 20, "half-covered pixel \(edge) vs inside \(inside)")
    }

    /// A cube half inside a big opaque quad: the part behind the quad is hidden, exactly at the
    /// plane (the impostor writes the depth of its surface).
    @Test func cubeHalfInsideAQuadShowsOnlyItsFrontPart() throws {
        let renderer = try HeadlessRenderer()
        let eye = Vec3(0, 3, 3)
        let wall = SolidSceneKit.quad(
            center: Vec3(0, 0, 0), u: Vec3(2, 0, 0), v: Vec3(0, 2, 0), color: RGBA(0.2, 0.3, 0.9))
        let alone = try renderer.render(Self.scene(.cube, eye: eye))
        let cut = try renderer.render(Self.scene(.cube, eye: eye, extra: [wall]))
        // View up is (0, 1, −1)/√2: the top face runs 0…21 px above the centre in front of the
        // wall and 21…42 px above it behind; the front face is below the centre.
        for row in [92, 85] {
            #expect(Self.isSymbol(cut.pixel(100, row)), "front half of the top at row \(row): \(cut.pixel(100, row))")
        }
        for row in [74, 64] {
            #expect(Self.isSymbol(alone.pixel(100, row)), "without the wall, row \(row): \(alone.pixel(100, row))")
            let hidden = cut.pixel(100, row)
            #expect(hidden.z > 150 && hidden.x < 90, "behind the wall at row \(row): \(hidden)")
        }
        #expect(Self.isSymbol(cut.pixel(100, 115)), "front face: \(cut.pixel(100, 115))")
    }

    /// Solids intersect each other by depth, whichever is drawn first.
    @Test(arguments: [false, true])
    func solidsIntersectEachOther(reversed: Bool) throws {
        let renderer = try HeadlessRenderer()
        let a = PointBatch(
            space: .world, positions: [Vec3(-0.1, 0, 0)], colors: [RGBA(0.9, 0.1, 0.1)], sizes: [80], shape: .cube)
        let b = PointBatch(
            space: .world, positions: [Vec3(0.1, 0, 0.3)], colors: [RGBA(0.1, 0.1, 0.9)], sizes: [80],
            shape: .cylinder)
        let primitives: [ScenePrimitive] = reversed ? [.points(b), .points(a)] : [.points(a), .points(b)]
        let image = try renderer.render(
            RenderScene(
                pixelWidth: Self.size, pixelHeight: Self.size, camera: SolidSceneKit.orthographic(eye: Vec3(0, 0, 3)),
                primitives: primitives))
        // The cylinder is nearer: where both cover (x 70…130 px for the cube, 70…150 for the
        // cylinder, centred 10 px right), the cylinder shows.
        let overlap = image.pixel(100, 100)
        #expect(overlap.z > overlap.x + 40, "the nearer cylinder wins: \(overlap)")
        let cubeOnly = image.pixel(65, 100)
        #expect(cubeOnly.x > cubeOnly.z + 40, "the cube shows left of the cylinder: \(cubeOnly)")
    }

    /// Sphere, cube, cylinder and cone side by side in perspective, seen from above and to the right,
    /// standing in an opaque lit floor that cuts their bottoms.
    @Test func goldenSymbolsSideBySide() throws {
        let renderer = try HeadlessRenderer()
        let result = try GoldenImage.check(
            try renderer.render(Self.sideBySide()), named: "symbols-sphere-cube-cylinder-cone",
            softwareRenderer: renderer.isSoftwareRenderer)
        if case .skipped(let reason) = result { print("note: \(reason)") }
    }

    static func sideBySide() -> RenderScene {
        let shapes: [(PointShape, RGBA)] = [
            (.sphere, RGBA(hex: 0xE45756)), (.cube, RGBA(hex: 0x4C78A8)), (.cylinder, RGBA(hex: 0x54A24B)),
            (.cone, RGBA(hex: 0xF58518)),
        ]
        var primitives: [ScenePrimitive] = [
            SolidSceneKit.quad(
                center: Vec3(0, -0.08, 0), u: Vec3(1.3, 0, 0), v: Vec3(0, 0, 0.4), color: RGBA(0.82, 0.82, 0.8),
                normal: Vec3(0, 1, 0))
        ]
        for (i, (shape, color)) in shapes.enumerated() {
            primitives.append(
                .points(
                    PointBatch(
                        space: .world, positions: [Vec3(-0.9 + 0.6 * Float(i), 0, 0)], colors: [color], sizes: [46],
                        shape: shape)))
        }
        return RenderScene(
            pixelWidth: 400, pixelHeight: 160, background: .white,
            camera: SolidSceneKit.perspective(eye: Vec3(0.6, 1.2, 2.4), target: Vec3(0, -0.05, 0), aspect: 2.5),
            primitives: primitives)
    }
}
