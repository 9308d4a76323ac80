import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Testing

/// Images with depths (a 3D density plot's): each texel is depth-tested at its own window depth
/// against the world primitives, on screen and in the vector backend's raster.
@Suite(
    .enabled(
        if: HeadlessRenderer.isAvailable,
        "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "") — install libegl1 and libgl1-mesa-dri"))
struct DepthImageTests {
    /// An unlit red square over the whole view at world z = 0 (window depth 0.5, the identity
    /// camera) and a 2 × 1 image over it: blue at depth 0.25 (in front), green at 0.75 (behind).
    static func scene(depth: [Float]?) -> RenderScene {
        let square = TriangleMesh(
            space: .world, positions: [Vec3(-1, -1, 0), Vec3(1, -1, 0), Vec3(1, 1, 0), Vec3(-1, 1, 0)],
            colors: [RGBA(1, 0, 0, 1)], indices: [0, 1, 2, 0, 2, 3])
        let image = SceneImage(
            origin: .zero, size: Vec2(40, 20), width: 2, height: 1, texels: [0, 0, 255, 255, 0, 255, 0, 255],
            depth: depth)
        return RenderScene(
            pixelWidth: 40, pixelHeight: 20, camera: .identity, primitives: [.mesh(square), .image(image)])
    }

    static func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func texelsInFrontShowAndTexelsBehindAreHidden() throws {
        let renderer = try HeadlessRenderer()
        let drawn = try renderer.render(Self.scene(depth: [0.25, 0.75]))
        #expect(Self.rgba(drawn, 10, 10) == [0, 0, 255, 255])
        #expect(Self.rgba(drawn, 30, 10) == [255, 0, 0, 255])
        // Without depths the image is a pixel primitive, drawn over the world.
        let over = try renderer.render(Self.scene(depth: nil))
        #expect(Self.rgba(over, 10, 10) == [0, 0, 255, 255])
        #expect(Self.rgba(over, 30, 10) == [0, 255, 0, 255])
    }

    @Test func badDepthsAreRefused() {
        let short = SceneImage(
            origin: .zero, size: Vec2(4, 4), width: 2, height: 1, texels: [UInt8](repeating: 0, count: 8), depth: [0.5])
        #expect(short.problem == "1 depths for 2×1 texels (2 expected)")
        let far = SceneImage(
            origin: .zero, size: Vec2(4, 4), width: 1, height: 1, texels: [0, 0, 0, 255], depth: [1.5])
        #expect(far.problem == "an image depth is not in 0…1")
    }
}
