import CGL
import ChartImage
import ChartScene
import Foundation

/// A multisampled offscreen framebuffer to draw a scene into, with a single-sampled resolve
/// framebuffer for reading the pixels back or blitting them to a window.
///
/// Colour is `GL_RGBA8` holding premultiplied alpha (as ``SceneRenderer`` draws), depth and
/// stencil are `GL_DEPTH32F_STENCIL8` (the stencil holds masks of `.mask { … }`). Create, use and delete it with one GL context current.
public final class OffscreenTarget {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Samples per pixel actually used: `min(requested, GL_MAX_SAMPLES)`, at least 1.
    public let samples: Int

    /// The multisampled framebuffer that ``SceneRenderer`` draws into.
    public let framebuffer: GLuint
    /// The single-sampled framebuffer the multisampled one resolves into.
    public let resolveFramebuffer: GLuint
    /// The multisampled colour, a texture so that ``resolve()`` can read its samples.
    private var colorTexture: GLuint = 0
    /// The resolve pass (`resolve.frag`), built at the first resolve.
    private var resolveProgram: ShaderProgram?
    private var resolveVertexArray: GLuint = 0
    private let depthRenderbuffer: GLuint
    private let resolveRenderbuffer: GLuint

    /// Allocates the framebuffers in the current context.
    ///
    /// - Parameters:
    ///   - width: Width in device pixels, 1…`GL_MAX_RENDERBUFFER_SIZE`.
    ///   - height: Height in device pixels, 1…`GL_MAX_RENDERBUFFER_SIZE`.
    ///   - requestedSamples: Samples per pixel wanted (default 4); clamped to `GL_MAX_SAMPLES`.
    /// - Throws: ``RenderError/invalidSize(width:height:maximum:)`` before allocating anything,
    ///   ``RenderError/framebufferIncomplete(status:)`` naming the status, or a GL error.
    /// The depth and stencil buffer a target carries.
    public enum DepthBuffer: Sendable, Equatable {
        /// None: scenes of pixel-space primitives only, without masks (2D charts).
        case none
        /// 32-bit float depth (world primitives, no masks).
        case depth
        /// 32-bit float depth and 8-bit stencil (the general case; llvmpipe stores 8 bytes a sample).
        case depthStencil

        /// What `scene` needs: depth for world primitives, stencil for masks (its own primitives'
        /// and its panels').
        public static func needed(by scene: RenderScene) -> DepthBuffer {
            var world = false
            for primitive in scene.primitives + scene.panels.flatMap(\.primitives) {
                if SceneRenderer.mask(of: primitive) != nil { return .depthStencil }
                if primitive.space == .world { world = true }
            }
            return world ? .depth : .none
        }
    }

    /// Checks, before anything is allocated, that a context is current and that a target of
    /// `width` × `height` pixels fits its renderbuffers and viewports.
    static func checkSize(width: Int, height: Int) throws {
        guard glString(GL_VERSION) != nil else { throw RenderError.noCurrentContext }
        let maximum = min(glInteger(GL_MAX_RENDERBUFFER_SIZE), glInteger(GL_MAX_VIEWPORT_DIMS))
        guard width > 0, height > 0, width <= maximum, height <= maximum else {
            throw RenderError.invalidSize(width: width, height: height, maximum: maximum)
        }
    }

    /// The depth and stencil buffer this target has.
    public let depthBuffer: DepthBuffer

    /// - Parameter depthBuffer: at 1600 × 1200 with 4 samples, depth + stencil is 61 MB on llvmpipe
    ///   and depth alone 31 MB; a scene that needs neither draws the same pixels without them.
    public convenience init(
        width: Int, height: Int, requestedSamples: Int = 4, depthBuffer: DepthBuffer = .depthStencil
    ) throws {
        try self.init(
            width: width, height: height, requestedSamples: requestedSamples, depthBuffer: depthBuffer, fault: nil)
    }

    /// A real driver fault to provoke when allocating a target, so tests can check the error path
    /// without mocks (Mesa does not fail on its own).
    package enum Fault: Sendable {
        /// Colour storage with one sample more than `GL_MAX_SAMPLES`: `GL_INVALID_VALUE` (or
        /// `GL_INVALID_OPERATION`), and a colour attachment without storage.
        case samplesAboveMaximum
        /// A multisampled colour buffer with a single-sampled depth buffer:
        /// `GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE`.
        case mismatchedSamples
    }

    /// The target, or `fault` provoked while allocating it (see ``Fault``).
    package init(
        width: Int, height: Int, requestedSamples: Int = 4, depthBuffer: DepthBuffer = .depthStencil, fault: Fault?
    ) throws {
        try Self.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        self.depthBuffer = depthBuffer
        samples = max(1, min(requestedSamples, glInteger(GL_MAX_SAMPLES)))

        var names = [GLuint](repeating: 0, count: 2)
        glGenRenderbuffers(2, &names)
        depthRenderbuffer = names[0]
        resolveRenderbuffer = names[1]
        glGenTextures(1, &colorTexture)
        var framebuffers = [GLuint](repeating: 0, count: 2)
        glGenFramebuffers(2, &framebuffers)
        framebuffer = framebuffers[0]
        resolveFramebuffer = framebuffers[1]

        let w = GLsizei(width)
        let h = GLsizei(height)
        let target = glEnum(GL_RENDERBUFFER)
        let colorSamples = fault == .samplesAboveMaximum ? glInteger(GL_MAX_SAMPLES) + 1 : samples
        glBindTexture(glEnum(GL_TEXTURE_2D_MULTISAMPLE), colorTexture)
        glTexImage2DMultisample(
            glEnum(GL_TEXTURE_2D_MULTISAMPLE), GLsizei(colorSamples), glEnum(GL_RGBA8), w, h, GLboolean(GL_TRUE))
        glBindTexture(glEnum(GL_TEXTURE_2D_MULTISAMPLE), 0)
        if depthBuffer != .none || fault == .mismatchedSamples {
            glBindRenderbuffer(target, depthRenderbuffer)
            let format = depthBuffer == .depth ? GL_DEPTH_COMPONENT32F : GL_DEPTH32F_STENCIL8
            let depthSamples = fault == .mismatchedSamples ? 0 : samples
            glRenderbufferStorageMultisample(target, GLsizei(depthSamples), glEnum(format), w, h)
        }
        glBindRenderbuffer(target, resolveRenderbuffer)
        glRenderbufferStorage(target, glEnum(GL_RGBA8), w, h)
        glBindRenderbuffer(target, 0)

        let fb = glEnum(GL_FRAMEBUFFER)
        glBindFramebuffer(fb, framebuffer)
        glFramebufferTexture2D(
            fb, glEnum(GL_COLOR_ATTACHMENT0), glEnum(GL_TEXTURE_2D_MULTISAMPLE), colorTexture, 0)
        switch fault == .mismatchedSamples ? .depthStencil : depthBuffer {
        case .none: break
        case .depth: glFramebufferRenderbuffer(fb, glEnum(GL_DEPTH_ATTACHMENT), target, depthRenderbuffer)
        case .depthStencil:
            glFramebufferRenderbuffer(fb, glEnum(GL_DEPTH_STENCIL_ATTACHMENT), target, depthRenderbuffer)
        }
        let status = glCheckFramebufferStatus(fb)
        glBindFramebuffer(fb, resolveFramebuffer)
        glFramebufferRenderbuffer(fb, glEnum(GL_COLOR_ATTACHMENT0), target, resolveRenderbuffer)
        let resolveStatus = glCheckFramebufferStatus(fb)
        glBindFramebuffer(fb, 0)
        // A GL error first (it is the cause of an incomplete framebuffer that follows it); on any
        // failure the buffers are deleted and the error flags drained, so the context stays usable.
        do {
            try glCheck("allocating a \(width)×\(height) offscreen target with \(colorSamples) samples")
            for s in [status, resolveStatus] where s != glEnum(GL_FRAMEBUFFER_COMPLETE) {
                throw RenderError.framebufferIncomplete(status: Self.statusName(s))
            }
        } catch {
            deleteResources()
            try? glCheck("deleting a failed offscreen target")
            throw error
        }
    }

    /// The name of a `glCheckFramebufferStatus` result.
    static func statusName(_ status: GLenum) -> String {
        switch Int32(status) {
        case GL_FRAMEBUFFER_UNDEFINED: "GL_FRAMEBUFFER_UNDEFINED"
        case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT: "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_DRAW_BUFFER: "GL_FRAMEBUFFER_INCOMPLETE_DRAW_BUFFER"
        case GL_FRAMEBUFFER_INCOMPLETE_READ_BUFFER: "GL_FRAMEBUFFER_INCOMPLETE_READ_BUFFER"
        case GL_FRAMEBUFFER_UNSUPPORTED: "GL_FRAMEBUFFER_UNSUPPORTED"
        case GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE: "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE"
        default: String(format: "0x%04X", status)
        }
    }

    /// Binds the multisampled framebuffer for drawing and reading and sets the viewport to it.
    public func bind() {
        glBindFramebuffer(glEnum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Resolves the samples into the single-sampled framebuffer: each pixel the mean of its
    /// samples, drawn by `resolve.frag` (not `glBlitFramebuffer`, whose shaders llvmpipe compiles in
    /// every process), with the GL state it changes restored.
    public func resolve() {
        if resolveProgram == nil {
            do {
                resolveProgram = try ShaderProgram(name: "resolve", defines: ["SAMPLES \(samples)"])
                resolveVertexArray = glMakeVertexArray()
            } catch {
                // Without the program (it is checked by the tests, so only a broken driver gets
                // here), the blit resolves the same samples.
                blit(from: framebuffer, to: resolveFramebuffer, width: width, height: height)
                return
            }
        }
        let enabled = [GL_DEPTH_TEST, GL_BLEND, GL_SCISSOR_TEST, GL_STENCIL_TEST, GL_CULL_FACE].map {
            ($0, glIsEnabled(glEnum($0)) == GLboolean(GL_TRUE))
        }
        for (capability, _) in enabled { glDisable(glEnum(capability)) }
        var viewport = [GLint](repeating: 0, count: 4)
        glGetIntegerv(glEnum(GL_VIEWPORT), &viewport)
        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), resolveFramebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        resolveProgram!.use()
        glActiveTexture(glEnum(GL_TEXTURE0))
        glBindTexture(glEnum(GL_TEXTURE_2D_MULTISAMPLE), colorTexture)
        resolveProgram!.set("u_image", 0)
        glBindVertexArray(resolveVertexArray)
        glDrawArrays(glEnum(GL_TRIANGLES), 0, 3)
        glBindVertexArray(0)
        glBindTexture(glEnum(GL_TEXTURE_2D_MULTISAMPLE), 0)
        glViewport(viewport[0], viewport[1], viewport[2], viewport[3])
        for (capability, on) in enabled where on { glEnable(glEnum(capability)) }
    }

    /// Resolves and copies the image into `destination` (0 for a window's default framebuffer),
    /// scaled to `width`×`height` pixels if they differ.
    public func present(toFramebuffer destination: GLuint, width: Int, height: Int) {
        resolve()
        blit(from: resolveFramebuffer, to: destination, width: width, height: height)
    }

    private func blit(from source: GLuint, to destination: GLuint, width dstWidth: Int, height dstHeight: Int) {
        glBlitColor(from: source, width: width, height: height, to: destination, width: dstWidth, height: dstHeight)
    }

    /// Resolves the samples and reads the image back: rows top-down, straight (not premultiplied)
    /// alpha, as a PNG stores it.
    public func readPixels() throws -> RGBAImage {
        resolve()
        glBindFramebuffer(glEnum(GL_READ_FRAMEBUFFER), resolveFramebuffer)
        glPixelStorei(glEnum(GL_PACK_ALIGNMENT), 1)
        let rowBytes = width * 4
        // Read straight into the image's storage, then flip the rows in place (one row of scratch):
        // no second 4-bytes-per-pixel buffer and no byte-by-byte copy.
        var pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            glReadPixels(
                0, 0, GLsizei(width), GLsizei(height), glEnum(GL_RGBA), glEnum(GL_UNSIGNED_BYTE), buffer.baseAddress)
            count = rowBytes * height
        }
        glBindFramebuffer(glEnum(GL_FRAMEBUFFER), framebuffer)
        try glCheck("reading back a \(width)×\(height) image")
        pixels.withUnsafeMutableBufferPointer { out in
            let base = UnsafeMutableRawPointer(out.baseAddress!)
            let scratch = UnsafeMutableRawPointer.allocate(byteCount: rowBytes, alignment: 16)
            defer { scratch.deallocate() }
            for row in 0..<(height / 2) {
                let top = base + row * rowBytes
                let bottom = base + (height - 1 - row) * rowBytes
                scratch.copyMemory(from: top, byteCount: rowBytes)
                top.copyMemory(from: bottom, byteCount: rowBytes)
                bottom.copyMemory(from: scratch, byteCount: rowBytes)
            }
            Self.unpremultiply(out)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Converts premultiplied RGBA8 pixels to straight alpha in place (rounding to nearest).
    static func unpremultiply(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i + 3 < pixels.count {
            let alpha = Int(pixels[i + 3])
            if alpha > 0 && alpha < 255 {
                for c in 0..<3 {
                    pixels[i + c] = UInt8(min(255, (Int(pixels[i + c]) * 255 + alpha / 2) / alpha))
                }
            }
            i += 4
        }
    }

    /// Deletes the framebuffers and renderbuffers. Call with the same context current; destroying
    /// the context frees them too. The target must not be used afterwards.
    public func deleteResources() {
        var framebuffers = [framebuffer, resolveFramebuffer]
        glDeleteFramebuffers(2, &framebuffers)
        var renderbuffers = [depthRenderbuffer, resolveRenderbuffer]
        glDeleteRenderbuffers(2, &renderbuffers)
        if colorTexture != 0 { glDeleteTextures(1, &colorTexture) }
        colorTexture = 0
        resolveProgram?.delete()
        resolveProgram = nil
        if resolveVertexArray != 0 { glDeleteVertexArrayName(resolveVertexArray) }
        resolveVertexArray = 0
    }
}
