import CGL

/// Weighted blended order-independent transparency (McGuire & Bavoil 2013) for translucent world
/// primitives.
///
/// After the opaque world primitives are drawn (depth written), the translucent ones are drawn
/// into two accumulation textures that share the frame's depth renderbuffer: depth test on against
/// the opaque depth, depth write off. Location 0 (`GL_RGBA16F`) sums premultiplied colour × weight
/// in rgb and multiplies the revealage Π (1 − α) in alpha; location 1 (`GL_R16F`) sums α × weight.
/// OpenGL 3.3 has no per-draw-buffer blend functions (`glBlendFunci` is 4.0), so the paper's two
/// blend modes (ONE, ONE for the sums; ZERO, ONE_MINUS_SRC_COLOR for the revealage) are had with one
/// separate function: rgb ONE, ONE and alpha ZERO, ONE_MINUS_SRC_ALPHA, the revealage living in the
/// alpha channel of the first target. Sums and products commute, so the result does not depend on
/// the order of the primitives (up to half-float rounding). `translucency.frag` then composites
/// the weighted mean colour with coverage 1 − revealage over the opaque colour.
///
/// Multisampling: the accumulation textures are multisampled with the frame's sample count (so the
/// depth renderbuffer can be shared and each sample is tested against its own opaque depth), and
/// the composite averages the samples of each pixel (GL 3.3 has no per-sample shading), the same as
/// resolving the accumulation first. A frame without a depth renderbuffer we can share (a window's
/// default framebuffer; ``OffscreenTarget`` always has one) falls back to plain blending in drawing
/// order (``prepare(width:height:)`` returns false).
final class TranslucencyAccumulator {
    private let program: ShaderProgram
    private let emptyVertexArray: GLuint
    private var framebuffer: GLuint = 0
    private var accumTexture: GLuint = 0
    private var weightTexture: GLuint = 0
    private var key = (width: 0, height: 0, samples: -1)
    /// The framebuffer the frame is drawn into, recorded by ``begin()``.
    private var target: (draw: GLint, read: GLint) = (0, 0)

    init() throws {
        program = try ShaderProgram(name: "translucency")
        emptyVertexArray = glMakeVertexArray()
    }

    /// (Re)creates the accumulation targets for the bound draw framebuffer's depth renderbuffer.
    /// Returns false when there is none to share (translucent primitives then blend in order).
    func prepare(width: Int, height: Int) throws -> Bool {
        let drawTarget = glEnum(GL_DRAW_FRAMEBUFFER)
        var bound: GLint = 0
        glGetIntegerv(glEnum(GL_DRAW_FRAMEBUFFER_BINDING), &bound)
        guard bound != 0 else { return false }
        var type: GLint = 0
        glGetFramebufferAttachmentParameteriv(
            drawTarget, glEnum(GL_DEPTH_ATTACHMENT), glEnum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE), &type)
        guard type == GL_RENDERBUFFER else { return false }
        var name: GLint = 0
        glGetFramebufferAttachmentParameteriv(
            drawTarget, glEnum(GL_DEPTH_ATTACHMENT), glEnum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_NAME), &name)
        let depth = GLuint(name)
        var samples: GLint = 0
        glBindRenderbuffer(glEnum(GL_RENDERBUFFER), depth)
        glGetRenderbufferParameteriv(glEnum(GL_RENDERBUFFER), glEnum(GL_RENDERBUFFER_SAMPLES), &samples)
        glBindRenderbuffer(glEnum(GL_RENDERBUFFER), 0)
        if key == (width, height, Int(samples)) && framebuffer != 0 {
            // Attached again every frame: a renderbuffer name may have been deleted and reused.
            glBindFramebuffer(drawTarget, framebuffer)
            glFramebufferRenderbuffer(drawTarget, glEnum(GL_DEPTH_ATTACHMENT), glEnum(GL_RENDERBUFFER), depth)
            let status = glCheckFramebufferStatus(drawTarget)
            glBindFramebuffer(drawTarget, GLuint(bound))
            if status == glEnum(GL_FRAMEBUFFER_COMPLETE) { return true }
        }

        deleteTargets()
        var textures = [GLuint](repeating: 0, count: 2)
        glGenTextures(2, &textures)
        accumTexture = textures[0]
        weightTexture = textures[1]
        for (texture, format) in [(accumTexture, GL_RGBA16F), (weightTexture, GL_R16F)] {
            if samples > 0 {
                glBindTexture(glEnum(GL_TEXTURE_2D_MULTISAMPLE), texture)
                glTexImage2DMultisample(
                    glEnum(GL_TEXTURE_2D_MULTISAMPLE), samples, glEnum(format), GLsizei(width), GLsizei(height),
                    GLboolean(GL_TRUE))
                glBindTexture(glEnum(GL_TEXTURE_2D_MULTISAMPLE), 0)
            } else {
                glBindTexture(glEnum(GL_TEXTURE_2D), texture)
                glTexImage2D(
                    glEnum(GL_TEXTURE_2D), 0, format, GLsizei(width), GLsizei(height), 0,
                    glEnum(format == GL_R16F ? GL_RED : GL_RGBA), glEnum(GL_HALF_FLOAT), nil)
                glTexParameteri(glEnum(GL_TEXTURE_2D), glEnum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
                glTexParameteri(glEnum(GL_TEXTURE_2D), glEnum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
                glBindTexture(glEnum(GL_TEXTURE_2D), 0)
            }
        }
        let textureTarget = glEnum(samples > 0 ? GL_TEXTURE_2D_MULTISAMPLE : GL_TEXTURE_2D)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(drawTarget, framebuffer)
        glFramebufferTexture2D(drawTarget, glEnum(GL_COLOR_ATTACHMENT0), textureTarget, accumTexture, 0)
        glFramebufferTexture2D(drawTarget, glEnum(GL_COLOR_ATTACHMENT1), textureTarget, weightTexture, 0)
        glFramebufferRenderbuffer(drawTarget, glEnum(GL_DEPTH_ATTACHMENT), glEnum(GL_RENDERBUFFER), depth)
        var buffers = [glEnum(GL_COLOR_ATTACHMENT0), glEnum(GL_COLOR_ATTACHMENT1)]
        glDrawBuffers(2, &buffers)
        let status = glCheckFramebufferStatus(drawTarget)
        glBindFramebuffer(drawTarget, GLuint(bound))
        guard status == glEnum(GL_FRAMEBUFFER_COMPLETE) else {
            deleteTargets()
            throw RenderError.framebufferIncomplete(
                status: "translucency accumulation: " + OffscreenTarget.statusName(status))
        }
        key = (width, height, Int(samples))
        try glCheck("allocating \(width)×\(height) translucency accumulation with \(samples) samples")
        return true
    }

    /// Binds the accumulation targets, clears them (sums 0, revealage 1) and sets the blending
    /// and depth state of the translucent pass. Call after a successful ``prepare(width:height:)``.
    func begin() {
        var draw: GLint = 0
        var read: GLint = 0
        glGetIntegerv(glEnum(GL_DRAW_FRAMEBUFFER_BINDING), &draw)
        glGetIntegerv(glEnum(GL_READ_FRAMEBUFFER_BINDING), &read)
        target = (draw, read)
        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), framebuffer)
        let accumClear: [GLfloat] = [0, 0, 0, 1]
        let weightClear: [GLfloat] = [0, 0, 0, 0]
        glClearBufferfv(glEnum(GL_COLOR), 0, accumClear)
        glClearBufferfv(glEnum(GL_COLOR), 1, weightClear)
        glDepthMask(GLboolean(GL_FALSE))
        glEnable(glEnum(GL_BLEND))
        glBlendEquation(glEnum(GL_FUNC_ADD))
        glBlendFuncSeparate(glEnum(GL_ONE), glEnum(GL_ONE), glEnum(GL_ZERO), glEnum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Composites the accumulation over the frame's framebuffer (bound again), and restores the
    /// renderer's blending (`ONE, ONE_MINUS_SRC_ALPHA`) and depth writes.
    func composite() {
        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), GLuint(target.draw))
        glBindFramebuffer(glEnum(GL_READ_FRAMEBUFFER), GLuint(target.read))
        glBlendFunc(glEnum(GL_ONE), glEnum(GL_ONE_MINUS_SRC_ALPHA))
        glDisable(glEnum(GL_DEPTH_TEST))
        program.use()
        let multisampled = key.samples > 0
        let textureTarget = glEnum(multisampled ? GL_TEXTURE_2D_MULTISAMPLE : GL_TEXTURE_2D)
        // Separate units for the two sampler types: units 0, 1 multisampled, 2, 3 plain.
        let first: GLenum = multisampled ? 0 : 2
        glActiveTexture(glEnum(GL_TEXTURE0) + first)
        glBindTexture(textureTarget, accumTexture)
        glActiveTexture(glEnum(GL_TEXTURE0) + first + 1)
        glBindTexture(textureTarget, weightTexture)
        program.set("u_accumMS", 0)
        program.set("u_weightMS", 1)
        program.set("u_accum", 2)
        program.set("u_weight", 3)
        program.set("u_samples", max(key.samples, 0))
        glBindVertexArray(emptyVertexArray)
        glDrawArrays(glEnum(GL_TRIANGLES), 0, 3)
        glBindVertexArray(0)
        glBindTexture(textureTarget, 0)
        glActiveTexture(glEnum(GL_TEXTURE0) + first)
        glBindTexture(textureTarget, 0)
        glActiveTexture(glEnum(GL_TEXTURE0))
        glDepthMask(GLboolean(GL_TRUE))
    }

    private func deleteTargets() {
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer) }
        if accumTexture != 0 || weightTexture != 0 {
            var textures = [accumTexture, weightTexture]
            glDeleteTextures(2, &textures)
        }
        framebuffer = 0
        accumTexture = 0
        weightTexture = 0
        key = (0, 0, -1)
    }

    func delete() {
        deleteTargets()
        program.delete()
        var vao = emptyVertexArray
        glDeleteVertexArrays(1, &vao)
    }
}
