import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Testing

@testable import ChartRender

/// A window's reduced drag frames (``SceneRenderer/pixelScale``, ``DragFrameTarget``): the scale
/// chosen for a window size, the viewport and scissor it gives, and that a scene drawn at ½ is the
/// same picture as the scene laid out at half its size.
struct ReducedDragFrameTests {
    @Test func theScaleFitsThePixelBudgetInSixteenths() {
        #expect(SceneRenderer.reducedPixelScale(width: 1280, height: 960) == 0.5)
        #expect(SceneRenderer.reducedPixelScale(width: 640, height: 480) == 1)
        #expect(SceneRenderer.reducedPixelScale(width: 300, height: 200) == 1)
        // √(307200 / 1920000) = 0.4 → 6/16.
        #expect(SceneRenderer.reducedPixelScale(width: 1600, height: 1200) == 0.375)
        // A 5K display's window: never below ¼.
        #expect(SceneRenderer.reducedPixelScale(width: 5120, height: 2880) == 0.25)
        #expect(SceneRenderer.reducedPixelScale(width: 1280, height: 960, pixelBudget: 0) == 1)
        #expect(SceneRenderer.reducedPixelScale(width: 1280, height: 960, pixelBudget: 1280 * 960) == 1)
        // The result always fits the budget (down to the ¼ floor).
        for (w, h) in [(1000, 700), (1920, 1080), (2560, 1440), (800, 600), (641, 481)] {
            let scale = SceneRenderer.reducedPixelScale(width: w, height: h)
            let size = SceneRenderer.viewportSize(width: w, height: h, pixelScale: scale)
            #expect(size.width * size.height <= SceneRenderer.reducedFramePixelBudget + w + h, "\(w)×\(h)")
        }
    }

    @Test func theViewportIsTheSceneScaledAndRounded() {
        #expect(SceneRenderer.viewportSize(width: 1280, height: 960, pixelScale: 0.5) == (640, 480))
        #expect(SceneRenderer.viewportSize(width: 1281, height: 961, pixelScale: 0.5) == (641, 481))
        #expect(SceneRenderer.viewportSize(width: 1, height: 1, pixelScale: 0.25) == (1, 1))
        // 1, or a scale that is not valid: the scene's own size.
        for scale: Float in [1, 0, -1, 2, .nan, .infinity] {
            #expect(SceneRenderer.viewportSize(width: 123, height: 45, pixelScale: scale) == (123, 45))
        }
    }

    @Test func scissorRectanglesScaleToDevicePixels() {
        let rect = PixelRect(x: 10, y: 20, width: 100, height: 50)
        // GL window coordinates: origin bottom-left.
        #expect(SceneRenderer.deviceRect(rect, pixelScale: 1, viewportHeight: 200) == (10, 130, 100, 50))
        #expect(SceneRenderer.deviceRect(rect, pixelScale: 0.5, viewportHeight: 100) == (5, 65, 50, 25))
    }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func aSceneAtHalfScaleIsTheSceneLaidOutAtHalfSize() throws {
        let renderer = try HeadlessRenderer()
        renderer.pixelScale = 0.5
        let reduced = try renderer.render(Self.scene(scale: 1))
        #expect(reduced.width == 120 && reduced.height == 80)
        renderer.pixelScale = 1
        let halved = try renderer.render(Self.scene(scale: 0.5))
        #expect(halved.width == 120 && halved.height == 80)
        var differing = 0
        for y in 0..<80 {
            for x in 0..<120 where !near(reduced.pixel(x, y), halved.pixel(x, y), 8) { differing += 1 }
        }
        #expect(differing <= 12, "\(differing) of 9600 pixels differ")
        // And the picture has content: the background is not all there is.
        #expect(reduced.count(x: 0..<120, y: 0..<80) { !near($0, SIMD4(255, 255, 255, 255)) } > 500)
    }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func theDragFrameTargetIsShownEnlarged() throws {
        let context = try HeadlessContext()
        try context.makeCurrent()
        let renderer = try SceneRenderer()
        defer { renderer.deleteResources() }
        for depth in [OffscreenTarget.DepthBuffer.none, .depth, .depthStencil] {
            let small = try DragFrameTarget(width: 4, height: 3, depthBuffer: depth)
            let large = try DragFrameTarget(width: 8, height: 6, depthBuffer: .none)
            defer {
                small.deleteResources()
                large.deleteResources()
            }
            small.bind()
            try renderer.draw(RenderScene(pixelWidth: 4, pixelHeight: 3, background: RGBA(1, 0, 0)))
            small.present(toFramebuffer: large.framebuffer, width: 8, height: 6)
            let pixels = large.readPixels()
            #expect(pixels.count == 8 * 6 * 4)
            #expect(stride(from: 0, to: pixels.count, by: 4).allSatisfy { pixels[$0..<$0 + 4] == [255, 0, 0, 255] })
        }
        #expect(throws: RenderError.self) { try DragFrameTarget(width: 0, height: 3, depthBuffer: .none) }
    }

    /// Squares, lines (one dashed) and a gradient bar in pixel space, and a lit world mesh, laid out
    /// for 240 × 160 pixels times `scale`.
    static func scene(scale s: Float) -> RenderScene {
        let squares = PointBatch(
            space: .pixel, positions: [Vec3(40, 40, 0), Vec3(80, 100, 0), Vec3(200, 60, 0)].map { $0 * s },
            colors: [RGBA(0.1, 0.3, 0.8)], sizes: [16 * s], shape: .square)
        let line = LineBatch(
            space: .pixel, vertices: [Vec3(20, 140, 0), Vec3(220, 120, 0)].map { $0 * s }, color: .black, width: 4 * s)
        var bar = TriangleMesh(
            space: .pixel,
            positions: [Vec3(150, 100, 0), Vec3(230, 100, 0), Vec3(230, 112, 0), Vec3(150, 112, 0)].map { $0 * s },
            colors: [.black], indices: [0, 1, 2, 0, 2, 3])
        bar.gradient = PixelGradient(
            start: Vec2(150, 0) * s, end: Vec2(230, 0) * s,
            stops: [.init(location: 0, color: RGBA(1, 0, 0)), .init(location: 1, color: RGBA(0, 0, 1))])
        return RenderScene(
            pixelWidth: Int(240 * s), pixelHeight: Int(160 * s), background: RGBA(1, 1, 1),
            primitives: [.points(squares), .lines(line), .mesh(bar)])
    }
}
