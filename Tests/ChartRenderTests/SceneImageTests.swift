import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Testing

/// The image primitive: its checks, and its GL drawing (texels stretched over the rectangle,
/// nearest or linear, transparent texels showing what is under them, opacity, moved with a panel).
struct SceneImageTests {
    /// 2 × 2 texels: red, green / blue, transparent.
    static let texels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]

    @Test func problemsAreNamed() {
        #expect(
            SceneImage(origin: Vec2(0, 0), size: Vec2(4, 4), width: 2, height: 2, texels: Self.texels).problem == nil)
        #expect(
            SceneImage(origin: Vec2(0, 0), size: Vec2(4, 4), width: 2, height: 3, texels: Self.texels).problem != nil)
        #expect(
            SceneImage(origin: Vec2(0, 0), size: Vec2(0, 4), width: 2, height: 2, texels: Self.texels).problem != nil)
        let image = SceneImage(origin: Vec2(0, 0), size: Vec2(4, 4), width: 2, height: 2, texels: Self.texels)
        #expect(image.isTranslucent && image.colorCount == 4 && image.texel(x: 1, y: 1).a == 0)
    }

    @Test func movingAScenesPixelsMovesTheImage() {
        let image = SceneImage(origin: Vec2(1, 2), size: Vec2(4, 4), width: 2, height: 2, texels: Self.texels)
        let scene = RenderScene(pixelWidth: 10, pixelHeight: 10, primitives: [.image(image)])
        let moved = scene.embedded(width: 20, height: 20, at: Vec2(3, 4))
        guard case .image(let m) = moved.primitives[0] else {
            Issue.record("not an image")
            return
        }
        #expect(m.origin == Vec2(4, 6))
    }

    @Test(
        .enabled(if: HeadlessRenderer.isAvailable, "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "")"))
    func theGLRendererStretchesTheTexelsOverTheRectangle() throws {
        let renderer = try HeadlessRenderer()
        let image = SceneImage(origin: Vec2(10, 20), size: Vec2(40, 20), width: 2, height: 2, texels: Self.texels)
        let drawn = try renderer.render(RenderScene(pixelWidth: 64, pixelHeight: 48, primitives: [.image(image)]))
        #expect(near(drawn.pixel(15, 24), SIMD4(255, 0, 0, 255)), "\(drawn.pixel(15, 24))")
        #expect(near(drawn.pixel(45, 24), SIMD4(0, 255, 0, 255)))
        #expect(near(drawn.pixel(15, 36), SIMD4(0, 0, 255, 255)))
        // The transparent texel shows the white background; so does everything outside.
        #expect(near(drawn.pixel(45, 36), SIMD4(255, 255, 255, 255)))
        #expect(near(drawn.pixel(5, 5), SIMD4(255, 255, 255, 255)))
        // Nearest: the cells' edges are sharp (one column on each side of x = 30).
        #expect(near(drawn.pixel(29, 24), SIMD4(255, 0, 0, 255)) && near(drawn.pixel(30, 24), SIMD4(0, 255, 0, 255)))

        var faded = image
        faded.opacity = 0.5
        faded.filtering = .linear
        let half = try renderer.render(RenderScene(pixelWidth: 64, pixelHeight: 48, primitives: [.image(faded)]))
        #expect(near(half.pixel(11, 21), SIMD4(255, 128, 128, 255), 4), "\(half.pixel(11, 21))")
        // Linear: the middle of the top row mixes red and green.
        let middle = half.pixel(30, 21)
        #expect(middle.x > 150 && middle.y > 150, "\(middle)")
    }
}
