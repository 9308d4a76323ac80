import CGL
import ChartImage
import ChartRender
import ChartScene

/// Draws scenes into the current window's default framebuffer.
///
/// When the window's framebuffer is single-sampled, the scene is drawn into a 4× multisampled
/// `OffscreenTarget` (as in the headless export) and blitted to the window; OpenGL 3.3
/// forbids blitting into a multisampled framebuffer, so a multisampled window framebuffer is drawn
/// into directly.
final class WindowCanvas {
    private let renderer: SceneRenderer
    private var target: OffscreenTarget?
    /// The single-sampled, reduced target drawn into while the view is dragged (``isInteracting``):
    /// on a software rasteriser the 4× multisampled target and the pixels of a full-size frame
    /// cost the drag frames most of their time; the full-quality frame that follows the drag goes
    /// through ``target`` again.
    private var interactiveTarget: DragFrameTarget?
    /// The most device pixels a drag frame draws (``ChartRender/SceneRenderer/reducedPixelScale(width:height:pixelBudget:)``):
    /// 640 × 480 by default, so a 1280 × 960 window draws its drag frames at half its resolution;
    /// 0 or less draws them at full resolution.
    var dragFramePixelBudget = SceneRenderer.reducedFramePixelBudget
    /// Whether the window's own framebuffer is multisampled.
    let windowIsMultisampled: Bool

    /// Whether the view is being dragged: volumes are drawn with fewer steps, large point clouds as a
    /// stable subsample (``ChartRender/SceneRenderer/isInteracting``) and the frame without
    /// multisampling, at a reduced resolution (``dragFramePixelBudget``) shown enlarged.
    /// Screenshots (``image(of:)``) are full quality.
    var isInteracting: Bool {
        get { renderer.isInteracting }
        set { renderer.isInteracting = newValue }
    }

    /// Compiles the renderer in the current context.
    init() throws {
        renderer = try SceneRenderer()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        windowIsMultisampled = glDrawFramebufferIsMultisampled()
    }

    /// Draws `scene` and shows it in the window's back buffer, scaled to the framebuffer size if the
    /// scene's size differs.
    func draw(_ scene: RenderScene, framebufferWidth: Int, framebufferHeight: Int) throws {
        if windowIsMultisampled {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            try renderer.draw(scene)
            return
        }
        // Depth and stencil only as the scene needs them, as the headless export does (the same
        // depth format, so the same pixels): a packed depth and stencil buffer is slow to clear.
        let depthBuffer = OffscreenTarget.DepthBuffer.needed(by: scene)
        let target: any CanvasTarget
        if renderer.isInteracting {
            let scale = SceneRenderer.reducedPixelScale(
                width: scene.pixelWidth, height: scene.pixelHeight, pixelBudget: dragFramePixelBudget)
            let size = SceneRenderer.viewportSize(width: scene.pixelWidth, height: scene.pixelHeight, pixelScale: scale)
            target = try Self.fitted(&interactiveTarget, width: size.width, height: size.height, depthBuffer) {
                try DragFrameTarget(width: size.width, height: size.height, depthBuffer: depthBuffer)
            }
            renderer.pixelScale = scale
        } else {
            target = try Self.fitted(&self.target, width: scene.pixelWidth, height: scene.pixelHeight, depthBuffer) {
                try OffscreenTarget(
                    width: scene.pixelWidth, height: scene.pixelHeight, requestedSamples: 4, depthBuffer: depthBuffer)
            }
        }
        defer { renderer.pixelScale = 1 }
        target.bind()
        try renderer.draw(scene)
        target.present(toFramebuffer: 0, width: framebufferWidth, height: framebufferHeight)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// The target in `slot` (the 4× multisampled one, or the drag frames'), made anew by `make`
    /// when it is missing or differs in size or depth buffer.
    private static func fitted<Target: CanvasTarget>(
        _ slot: inout Target?, width: Int, height: Int, _ depthBuffer: OffscreenTarget.DepthBuffer,
        make: () throws -> Target
    ) throws -> Target {
        if let current = slot, current.width == width, current.height == height, current.depthBuffer == depthBuffer {
            return current
        }
        slot?.deleteResources()
        slot = nil
        let made = try make()
        slot = made
        return made
    }

    /// Draws `scene` into an offscreen target of the scene's own size (made for it, freed after)
    /// and reads it back: rows top-down, straight alpha, as the headless export reads its images.
    /// The window's framebuffer and what it shows are not touched.
    func image(of scene: RenderScene) throws -> RGBAImage {
        let target = try OffscreenTarget(
            width: scene.pixelWidth, height: scene.pixelHeight, depthBuffer: .needed(by: scene))
        defer {
            target.deleteResources()
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        }
        target.bind()
        let interacting = renderer.isInteracting
        renderer.isInteracting = false
        defer { renderer.isInteracting = interacting }
        try renderer.draw(scene)
        return try target.readPixels()
    }

    /// Frees the GL objects (with the context current).
    func deleteResources() {
        target?.deleteResources()
        interactiveTarget?.deleteResources()
        renderer.deleteResources()
    }
}

/// What the canvas draws a frame into before showing it in the window: the 4× multisampled
/// ``ChartRender/OffscreenTarget`` or the reduced ``ChartRender/DragFrameTarget``.
protocol CanvasTarget: AnyObject {
    var width: Int { get }
    var height: Int { get }
    var depthBuffer: OffscreenTarget.DepthBuffer { get }
    func bind()
    func present(toFramebuffer destination: GLuint, width: Int, height: Int)
    func deleteResources()
}

extension OffscreenTarget: CanvasTarget {}
extension DragFrameTarget: CanvasTarget {}
