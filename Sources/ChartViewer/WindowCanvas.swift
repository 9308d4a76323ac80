import CGL
import ChartImage
import ChartRender
import ChartScene

/// Draws scenes into the current window's default framebuffer.
///
/// When the window's framebuffer is single-sampled, the scene is drawn into a 4× multisampled
/// ``ChartRender/OffscreenTarget`` (as in the headless export) and blitted to the window; OpenGL 3.3
/// forbids blitting into a multisampled framebuffer, so a multisampled window framebuffer is drawn
/// into directly.
final class WindowCanvas {
    private let renderer: SceneRenderer
    private var target: OffscreenTarget?
    /// Whether the window's own framebuffer is multisampled.
    let windowIsMultisampled: Bool

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

    /// Reads the window's back buffer (call before swapping): rows top-down, opaque.
    func readWindow(width: Int, height: Int) throws -> RGBAImage {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        glReadBuffer(GLenum(GL_BACK))
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        let rowBytes = width * 4
        var bottomUp = [UInt8](repeating: 0, count: rowBytes * height)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bottomUp)
        let code = glGetError()
        guard code == GLenum(GL_NO_ERROR) else {
            throw RenderError.glError(
                code: "0x" + String(code, radix: 16, uppercase: true), operation: "reading the window's pixels")
        }
        var pixels = [UInt8](repeating: 255, count: rowBytes * height)
        for row in 0..<height {
            let from = (height - 1 - row) * rowBytes
            let to = row * rowBytes
            var i = 0
            while i < rowBytes {
                pixels[to + i] = bottomUp[from + i]
                pixels[to + i + 1] = bottomUp[from + i + 1]
                pixels[to + i + 2] = bottomUp[from + i + 2]
                i += 4
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Frees the GL objects (with the context current).
    func deleteResources() {
        target?.deleteResources()
        renderer.deleteResources()
    }
}
