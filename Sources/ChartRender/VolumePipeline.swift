import CGL
import ChartMath
import ChartScene

/// The textures of one uploaded ``ChartScene/VolumeBatch``: the samples as a 3D texture
/// (`GL_RG32F`: value and presence, filtered trilinearly) and the transfer function as an N × 1
/// `GL_RGBA32F` texture.
final class VolumeGeometry: GPUGeometry {
    let source: VolumeBatch
    let volumeTexture: GLuint
    let transferTexture: GLuint

    init(source: VolumeBatch, volumeTexture: GLuint, transferTexture: GLuint) {
        self.source = source
        self.volumeTexture = volumeTexture
        self.transferTexture = transferTexture
    }

    func delete() {
        var textures = [volumeTexture, transferTexture]
        glDeleteTextures(2, &textures)
    }
}

/// Ray-marches volumes with `Shaders/volume.vert` and `volume.frag`, after the opaque world
/// primitives of their layer, stopping each ray at their depth.
///
/// The frame's depth (multisampled in an ``OffscreenTarget``) cannot be sampled in a shader, so
/// ``copyDepth(width:height:)`` blits it into a single-sampled depth texture of the same format
/// first (the resolve takes one sample's depth per pixel); the volume is then drawn as one
/// viewport-covering triangle, without depth test, blended over the frame with premultiplied
/// alpha. Every sample of a pixel gets the pixel's colour (no per-sample shading in GL 3.3).
final class VolumePipeline {
    private let program: ShaderProgram
    private let emptyVertexArray: GLuint
    private var depthFramebuffer: GLuint = 0
    private var depthTexture: GLuint = 0
    private var depthKey = (width: 0, height: 0, format: GLint(0))

    init() throws {
        program = try ShaderProgram(name: "volume")
        emptyVertexArray = glMakeVertexArray()
    }

    /// Checks and uploads `batch` (primitive number `index`, for messages).
    func upload(_ batch: VolumeBatch, index: Int) throws -> VolumeGeometry {
        if let problem = batch.problem { throw RenderError.invalidPrimitive(index: index, reason: problem) }
        let maximum = glInteger(GL_MAX_3D_TEXTURE_SIZE)
        let (nx, ny, nz) = batch.counts
        guard max(nx, ny, nz) <= maximum else {
            throw RenderError.invalidPrimitive(
                index: index,
                reason: "volume of \(nx)×\(ny)×\(nz) nodes exceeds the driver's 3D texture size \(maximum)")
        }
        var texels = [Float](repeating: 0, count: 2 * batch.values.count)
        for (i, v) in batch.values.enumerated() where !v.isNaN {
            texels[2 * i] = min(max(v, 0), 1)
            texels[2 * i + 1] = 1
        }
        var names = [GLuint](repeating: 0, count: 2)
        glGenTextures(2, &names)
        let target3D = glEnum(GL_TEXTURE_3D)
        glBindTexture(target3D, names[0])
        glPixelStorei(glEnum(GL_UNPACK_ALIGNMENT), 4)
        texels.withUnsafeBytes { bytes in
            glTexImage3D(
                target3D, 0, GL_RG32F, GLsizei(nx), GLsizei(ny), GLsizei(nz), 0, glEnum(GL_RG), glEnum(GL_FLOAT),
                bytes.baseAddress)
            GLUploadCounter.add(bytes.count)
        }
        Self.setSampling(target3D, wraps: [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T, GL_TEXTURE_WRAP_R])
        glBindTexture(target3D, 0)

        let transfer = batch.transfer.flatMap { [$0.r, $0.g, $0.b, min(max($0.a, 0), 1)] }
        let target2D = glEnum(GL_TEXTURE_2D)
        glBindTexture(target2D, names[1])
        transfer.withUnsafeBytes { bytes in
            glTexImage2D(
                target2D, 0, GL_RGBA32F, GLsizei(batch.transfer.count), 1, 0, glEnum(GL_RGBA), glEnum(GL_FLOAT),
                bytes.baseAddress)
            GLUploadCounter.add(bytes.count)
        }
        Self.setSampling(target2D, wraps: [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T])
        glBindTexture(target2D, 0)
        try glCheck("uploading a \(nx)×\(ny)×\(nz) volume (primitive \(index))")
        return VolumeGeometry(source: batch, volumeTexture: names[0], transferTexture: names[1])
    }

    private static func setSampling(_ target: GLenum, wraps: [Int32]) {
        glTexParameteri(target, glEnum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(target, glEnum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        for wrap in wraps { glTexParameteri(target, glEnum(wrap), GL_CLAMP_TO_EDGE) }
    }

    /// Copies the bound draw framebuffer's depth (in the scissor rectangle, when the scissor test
    /// is on) into the single-sampled depth texture, (re)made in the same format when the size or
    /// format changed. The draw and read bindings are left as they were.
    func copyDepth(width: Int, height: Int) throws {
        var draw: GLint = 0
        var read: GLint = 0
        glGetIntegerv(glEnum(GL_DRAW_FRAMEBUFFER_BINDING), &draw)
        glGetIntegerv(glEnum(GL_READ_FRAMEBUFFER_BINDING), &read)
        let format = Self.depthFormat(ofDrawFramebuffer: draw)
        if depthKey != (width, height, format) || depthFramebuffer == 0 {
            try makeDepthTarget(width: width, height: height, format: format)
        }
        glBindFramebuffer(glEnum(GL_READ_FRAMEBUFFER), GLuint(draw))
        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), depthFramebuffer)
        let (w, h) = (GLint(width), GLint(height))
        glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_DEPTH_BUFFER_BIT), glEnum(GL_NEAREST))
        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), GLuint(draw))
        glBindFramebuffer(glEnum(GL_READ_FRAMEBUFFER), GLuint(read))
        try glCheck("copying the \(width)×\(height) depth buffer for volume rendering")
    }

    /// The internal format matching the depth of draw framebuffer `name` (0: the window's), so
    /// that a depth blit from it is allowed.
    private static func depthFormat(ofDrawFramebuffer name: GLint) -> GLint {
        let target = glEnum(GL_DRAW_FRAMEBUFFER)
        let depthAttachment = glEnum(name == 0 ? GL_DEPTH : GL_DEPTH_ATTACHMENT)
        let stencilAttachment = glEnum(name == 0 ? GL_STENCIL : GL_STENCIL_ATTACHMENT)
        var bits: GLint = 0
        var type: GLint = 0
        var stencil: GLint = 0
        glGetFramebufferAttachmentParameteriv(
            target, depthAttachment, glEnum(GL_FRAMEBUFFER_ATTACHMENT_DEPTH_SIZE), &bits)
        glGetFramebufferAttachmentParameteriv(
            target, depthAttachment, glEnum(GL_FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE), &type)
        var stencilType: GLint = 0
        glGetFramebufferAttachmentParameteriv(
            target, stencilAttachment, glEnum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE), &stencilType)
        if name == 0 || stencilType != GL_NONE {
            glGetFramebufferAttachmentParameteriv(
                target, stencilAttachment, glEnum(GL_FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE), &stencil)
        }
        _ = glGetError()  // A default framebuffer without stencil may refuse the query.
        switch (type == GL_FLOAT, stencil > 0) {
        case (true, true): return GL_DEPTH32F_STENCIL8
        case (true, false): return GL_DEPTH_COMPONENT32F
        case (false, true): return GL_DEPTH24_STENCIL8
        case (false, false):
            return bits > 24 ? GL_DEPTH_COMPONENT32 : bits > 16 ? GL_DEPTH_COMPONENT24 : GL_DEPTH_COMPONENT16
        }
    }

    private func makeDepthTarget(width: Int, height: Int, format: GLint) throws {
        deleteDepthTarget()
        glGenTextures(1, &depthTexture)
        let target2D = glEnum(GL_TEXTURE_2D)
        glBindTexture(target2D, depthTexture)
        let hasStencil = format == GL_DEPTH32F_STENCIL8 || format == GL_DEPTH24_STENCIL8
        let pixelType =
            format == GL_DEPTH32F_STENCIL8
            ? GL_FLOAT_32_UNSIGNED_INT_24_8_REV : format == GL_DEPTH24_STENCIL8 ? GL_UNSIGNED_INT_24_8 : GL_FLOAT
        glTexImage2D(
            target2D, 0, format, GLsizei(width), GLsizei(height), 0,
            glEnum(hasStencil ? GL_DEPTH_STENCIL : GL_DEPTH_COMPONENT), glEnum(pixelType), nil)
        glTexParameteri(target2D, glEnum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(target2D, glEnum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glTexParameteri(target2D, glEnum(GL_TEXTURE_COMPARE_MODE), GL_NONE)
        glBindTexture(target2D, 0)
        var draw: GLint = 0
        glGetIntegerv(glEnum(GL_DRAW_FRAMEBUFFER_BINDING), &draw)
        glGenFramebuffers(1, &depthFramebuffer)
        let fb = glEnum(GL_DRAW_FRAMEBUFFER)
        glBindFramebuffer(fb, depthFramebuffer)
        let attachment = hasStencil ? GL_DEPTH_STENCIL_ATTACHMENT : GL_DEPTH_ATTACHMENT
        glFramebufferTexture2D(fb, glEnum(attachment), target2D, depthTexture, 0)
        glDrawBuffer(glEnum(GL_NONE))
        let status = glCheckFramebufferStatus(fb)
        glBindFramebuffer(fb, GLuint(draw))
        guard status == glEnum(GL_FRAMEBUFFER_COMPLETE) else {
            deleteDepthTarget()
            throw RenderError.framebufferIncomplete(status: "volume depth copy: " + OffscreenTarget.statusName(status))
        }
        depthKey = (width, height, format)
    }

    /// Draws `geometry` over the bound framebuffer: `interactive` takes a quarter of the steps.
    func draw(_ geometry: VolumeGeometry, frame: FrameState, interactive: Bool) throws {
        let batch = geometry.source
        guard let inverse = frame.camera.viewProjection.inverse else { return }
        glDisable(glEnum(GL_DEPTH_TEST))
        glDepthMask(GLboolean(GL_FALSE))
        glEnable(glEnum(GL_BLEND))
        glBlendFunc(glEnum(GL_ONE), glEnum(GL_ONE_MINUS_SRC_ALPHA))
        program.use()
        program.set("u_inverseViewProjection", matrix: inverse.columnMajor)
        program.set("u_viewport_s", frame.viewport_s)
        program.set("u_origin", batch.origin)
        program.set("u_size", batch.size)
        program.set("u_counts", Vec3(Float(batch.counts.x), Float(batch.counts.y), Float(batch.counts.z)))
        program.set("u_transferCount", Float(batch.transfer.count))
        program.set("u_density", batch.density)
        program.set("u_steps", Float(interactive ? max(batch.steps / 4, 1) : batch.steps))
        let textures: [(GLenum, GLuint, String)] = [
            (glEnum(GL_TEXTURE_3D), geometry.volumeTexture, "u_volume"),
            (glEnum(GL_TEXTURE_2D), geometry.transferTexture, "u_transfer"),
            (glEnum(GL_TEXTURE_2D), depthTexture, "u_depth"),
        ]
        for (unit, (target, name, uniform)) in textures.enumerated() {
            glActiveTexture(glEnum(GL_TEXTURE0) + GLenum(unit))
            glBindTexture(target, name)
            program.set(uniform, unit)
        }
        glBindVertexArray(emptyVertexArray)
        glDrawArrays(glEnum(GL_TRIANGLES), 0, 3)
        glBindVertexArray(0)
        for (unit, (target, _, _)) in textures.enumerated().reversed() {
            glActiveTexture(glEnum(GL_TEXTURE0) + GLenum(unit))
            glBindTexture(target, 0)
        }
        glDepthMask(GLboolean(GL_TRUE))
    }

    private func deleteDepthTarget() {
        if depthFramebuffer != 0 { glDeleteFramebuffers(1, &depthFramebuffer) }
        if depthTexture != 0 { glDeleteTextures(1, &depthTexture) }
        depthFramebuffer = 0
        depthTexture = 0
        depthKey = (0, 0, 0)
    }

    func delete() {
        deleteDepthTarget()
        program.delete()
        var vao = emptyVertexArray
        glDeleteVertexArrays(1, &vao)
    }
}
