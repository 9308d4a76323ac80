import CGL
import ChartScene

/// A single-sampled offscreen framebuffer for the reduced frames a window draws while the view is
/// dragged (``SceneRenderer/pixelScale``): RGBA8 colour (premultiplied, as ``SceneRenderer``
/// draws) and the depth and stencil buffer the scene needs, shown in the window enlarged with
/// linear filtering by one `glBlitFramebuffer`. Unlike ``OffscreenTarget`` there are no samples to
/// resolve, so presenting it costs one pass over the window's pixels.
///
/// Create, use and delete it with one GL context current.
public final class DragFrameTarget {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// The depth and stencil buffer it has.
    public let depthBuffer: OffscreenTarget.DepthBuffer
    /// The framebuffer ``SceneRenderer`` draws into.
    public let framebuffer: GLuint
    private let colorRenderbuffer: GLuint
    private let depthRenderbuffer: GLuint

    /// Allocates the framebuffer in the current context.
    ///
    /// - Throws: ``RenderError/invalidSize(width:height:maximum:)`` before allocating anything,
    ///   ``RenderError/framebufferIncomplete(status:)`` or a GL error.
    public init(width: Int, height: Int, depthBuffer: OffscreenTarget.DepthBuffer) throws {
        try OffscreenTarget.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        self.depthBuffer = depthBuffer
        var names = [GLuint](repeating: 0, count: 2)
        glGenRenderbuffers(2, &names)
        colorRenderbuffer = names[0]
        depthRenderbuffer = names[1]
        var name: GLuint = 0
        glGenFramebuffers(1, &name)
        framebuffer = name

        let target = glEnum(GL_RENDERBUFFER)
        let fb = glEnum(GL_FRAMEBUFFER)
        glBindRenderbuffer(target, colorRenderbuffer)
        glRenderbufferStorage(target, glEnum(GL_RGBA8), GLsizei(width), GLsizei(height))
        glBindFramebuffer(fb, framebuffer)
        glFramebufferRenderbuffer(fb, glEnum(GL_COLOR_ATTACHMENT0), target, colorRenderbuffer)
        // Depth alone where the scene has no mask: llvmpipe clears a packed 32-bit float depth and
        // stencil buffer about five times more slowly (measured, 1280 × 960: 13 ms against 2.4 ms).
        if depthBuffer != .none {
            glBindRenderbuffer(target, depthRenderbuffer)
            let format = depthBuffer == .depth ? GL_DEPTH_COMPONENT32F : GL_DEPTH32F_STENCIL8
            glRenderbufferStorage(target, glEnum(format), GLsizei(width), GLsizei(height))
            let attachment = depthBuffer == .depth ? GL_DEPTH_ATTACHMENT : GL_DEPTH_STENCIL_ATTACHMENT
            glFramebufferRenderbuffer(fb, glEnum(attachment), target, depthRenderbuffer)
        }
        glBindRenderbuffer(target, 0)
        let status = glCheckFramebufferStatus(fb)
        glBindFramebuffer(fb, 0)
        do {
            try glCheck("allocating a \(width)×\(height) drag frame target")
            guard status == glEnum(GL_FRAMEBUFFER_COMPLETE) else {
                throw RenderError.framebufferIncomplete(status: OffscreenTarget.statusName(status))
            }
        } catch {
            deleteResources()
            try? glCheck("deleting a failed drag frame target")
            throw error
        }
    }

    /// Binds the framebuffer for drawing and reading and sets the viewport to it.
    public func bind() {
        glBindFramebuffer(glEnum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Copies the image into `destination` (0 for a window's default framebuffer), scaled to
    /// `width` × `height` pixels with linear filtering (nearest when the size is the same).
    public func present(toFramebuffer destination: GLuint, width dstWidth: Int, height dstHeight: Int) {
        glBlitColor(
            from: framebuffer, width: width, height: height, to: destination, width: dstWidth, height: dstHeight)
    }

    /// The pixels, RGBA8 premultiplied, rows bottom-up (as GL stores them), for tests.
    package func readPixels() -> [UInt8] {
        glBindFramebuffer(glEnum(GL_READ_FRAMEBUFFER), framebuffer)
        glPixelStorei(glEnum(GL_PACK_ALIGNMENT), 1)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), glEnum(GL_RGBA), glEnum(GL_UNSIGNED_BYTE), &pixels)
        return pixels
    }

    /// Frees the GL objects (with the context current).
    public func deleteResources() {
        var fb = framebuffer
        if fb != 0 { glDeleteFramebuffers(1, &fb) }
        var names = [colorRenderbuffer, depthRenderbuffer]
        glDeleteRenderbuffers(2, &names)
    }
}
