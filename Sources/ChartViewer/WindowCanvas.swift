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
    /// Whether the window's own framebuffer is multisampled.
    let windowIsMultisampled: Bool

    /// Whether the view is being dragged: volumes are drawn with fewer steps
    /// (``ChartRender/SceneRenderer/isInteracting``). Screenshots (``image(of:)``) are full quality.
    var isInteracting: Bool {
        get { renderer.isInteracting }
        set { renderer.isInteracting = newValue }
    }

    /// Compiles the renderer in the current context.
    init() throws {
        renderer = try SceneRenderer()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        var sampleBuffers: GLint = 0
        glGetIntegerv(GLenum(GL_SAMPLE_BUFFERS), &sampleBuffers)
        windowIsMultisampled = sampleBuffers > 0
    }

    /// Draws `scene` and shows it in the window's back buffer, scaled to the framebuffer size if the
    /// scene's size differs.
    func draw(_ scene: RenderScene, framebufferWidth: Int, framebufferHeight: Int) throws {
        if windowIsMultisampled {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            try renderer.draw(scene)
            return
        }
        if let current = target, current.width != scene.pixelWidth || current.height != scene.pixelHeight {
            current.deleteResources()
            target = nil
        }
        let target = try self.target ?? OffscreenTarget(width: scene.pixelWidth, height: scene.pixelHeight)
        self.target = target
        target.bind()
        try renderer.draw(scene)
        target.present(toFramebuffer: 0, width: framebufferWidth, height: framebufferHeight)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
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
        renderer.deleteResources()
    }
}
