import CGL
import ChartMath
import ChartScene

/// Draws pixel-space line batches without double blending at joins.
///
/// A polyline is drawn as one capsule per segment; where consecutive capsules overlap (every join)
/// their anti-aliased fringes would be blended twice, which shows as a faint dotted texture along
/// the edges of straight lines. Instead the batch's coverage is accumulated with MAX blending in a
/// single-channel buffer (the union of capsules, exactly), then composited over the frame once,
/// inside the batch's bounding box.
final class LineCoverageCompositor {
    /// The composite program, with and without a gradient.
    private let programs: ShaderVariants
    private let vertexArray: GLuint
    private let rectangleBuffer: GLuint
    /// The side of the tiles of the bounding box that the composite covers, in pixels.
    static let tileSize = 16
    private var framebuffer: GLuint = 0
    private var texture: GLuint = 0
    private var size = (width: 0, height: 0)

    init() throws {
        programs = try ShaderVariants(name: "coverage")
        vertexArray = glMakeVertexArray()
        rectangleBuffer = glMakeBuffer()
        glBindVertexArray(vertexArray)
        glBindBuffer(glEnum(GL_ARRAY_BUFFER), rectangleBuffer)
        glFloatAttribute(0, components: 2)
        glBindVertexArray(0)
    }

    /// (Re)creates the coverage buffer at the viewport size.
    private func prepare(width: Int, height: Int) throws {
        guard size != (width, height) || framebuffer == 0 else { return }
        deleteTarget()
        glGenTextures(1, &texture)
        glBindTexture(glEnum(GL_TEXTURE_2D), texture)
        glTexImage2D(
            glEnum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(width), GLsizei(height), 0, glEnum(GL_RED),
            glEnum(GL_UNSIGNED_BYTE), nil)
        glTexParameteri(glEnum(GL_TEXTURE_2D), glEnum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(glEnum(GL_TEXTURE_2D), glEnum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glBindTexture(glEnum(GL_TEXTURE_2D), 0)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(
            glEnum(GL_DRAW_FRAMEBUFFER), glEnum(GL_COLOR_ATTACHMENT0), glEnum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(glEnum(GL_DRAW_FRAMEBUFFER))
        guard status == glEnum(GL_FRAMEBUFFER_COMPLETE) else {
            throw RenderError.framebufferIncomplete(status: "coverage buffer: 0x" + String(status, radix: 16))
        }
        size = (width, height)
    }

    /// Draws `geometry` (a pixel-space batch) into the framebuffer `target` through the coverage
    /// buffer. Leaves blending as the renderer uses it (`ONE, ONE_MINUS_SRC_ALPHA`, add).
    func draw(_ geometry: LineGeometry, lines: LinePipeline, frame: FrameState, into target: GLuint) throws {
        let batch = geometry.source
        guard geometry.segmentCount > 0, batch.width.isFinite, batch.width > 0 else { return }
        let width = Int(frame.viewport_s.x)
        let height = Int(frame.viewport_s.y)
        try prepare(width: width, height: height)

        // The batch's bounding box in device pixels (y down), with room for the round caps and the
        // anti-aliasing fringe; the vertices are in scene pixels, frame.pixelScale device pixels each.
        let scale = frame.pixelScale
        var lo = Vec2(repeating: .infinity)
        var hi = Vec2(repeating: -.infinity)
        for v in batch.vertices {
            lo = pointwiseMin(lo, Vec2(v.x, v.y))
            hi = pointwiseMax(hi, Vec2(v.x, v.y))
        }
        lo *= scale
        hi *= scale
        let margin = max(batch.width * scale, 1) / 2 + 2
        let x0 = max(0, Int((lo.x - margin).rounded(.down)))
        let x1 = min(width, Int((hi.x + margin).rounded(.up)))
        let top = max(0, Int((lo.y - margin).rounded(.down)))
        let bottom = min(height, Int((hi.y + margin).rounded(.up)))
        guard x1 > x0, bottom > top else { return }
        // The whole buffer is cleared (not just the box): nothing of an earlier batch may be read.
        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glDisable(glEnum(GL_SCISSOR_TEST))
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(glEnum(GL_SCISSOR_TEST))
        glScissor(GLint(x0), GLint(height - bottom), GLsizei(x1 - x0), GLsizei(bottom - top))
        glBlendEquation(glEnum(GL_MAX))
        glBlendFunc(glEnum(GL_ONE), glEnum(GL_ONE))
        try lines.draw(geometry, frame: frame, coverageOnly: true)

        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), target)
        glBlendEquation(glEnum(GL_FUNC_ADD))
        glBlendFunc(glEnum(GL_ONE), glEnum(GL_ONE_MINUS_SRC_ALPHA))
        let program = try programs.program(Self.defines(gradient: batch.gradient != nil))
        program.use()
        glActiveTexture(glEnum(GL_TEXTURE0))
        glBindTexture(glEnum(GL_TEXTURE_2D), texture)
        program.set("u_coverage", 0)
        program.set("u_color", batch.color.vector)
        program.set("u_opacityScale", min(batch.width * scale, 1))
        program.setGradient(batch.gradient, viewportHeight: frame.viewport_s.y, pixelScale: frame.pixelScale)
        program.set("u_viewport_s", frame.viewport_s)
        let rectangles = Self.touchedRectangles(
            batch, margin: margin, x0: x0, x1: x1, top: top, bottom: bottom, height: height, scale: scale)
        glBindBuffer(glEnum(GL_ARRAY_BUFFER), rectangleBuffer)
        glUpload(rectangles, to: rectangleBuffer, usage: GL_STREAM_DRAW)
        glBindVertexArray(vertexArray)
        glDrawArrays(glEnum(GL_TRIANGLES), 0, GLsizei(rectangles.count / 2))
        glBindVertexArray(0)
        glBindTexture(glEnum(GL_TEXTURE_2D), 0)
        glDisable(glEnum(GL_SCISSOR_TEST))
    }

    /// Two triangles (x, y in GL window pixels) per run of touched tiles in each tile row of the box
    /// `x0..<x1` × `top..<bottom` (pixels, y down): the tiles that a segment's rectangle, grown by
    /// `margin`, overlaps. Runs do not overlap, and their edges lie on pixel edges, so the composite
    /// shades exactly the pixels of those tiles, each once. The batch's vertices are in scene pixels,
    /// `scale` device pixels each (the box, margin and result are in device pixels).
    static func touchedRectangles(
        _ batch: LineBatch, margin: Float, x0: Int, x1: Int, top: Int, bottom: Int, height: Int, scale: Float = 1
    ) -> [Float] {
        let t = tileSize
        let columns = (x1 - x0 + t - 1) / t
        let rows = (bottom - top + t - 1) / t
        var touched = [Bool](repeating: false, count: columns * rows)
        func mark(_ a: Vec3, _ b: Vec3) {
            let lo = pointwiseMin(Vec2(a.x, a.y), Vec2(b.x, b.y)) * scale - Vec2(repeating: margin)
            let hi = pointwiseMax(Vec2(a.x, a.y), Vec2(b.x, b.y)) * scale + Vec2(repeating: margin)
            guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return }
            let c0 = max(0, Int(((lo.x - Float(x0)) / Float(t)).rounded(.down)))
            let c1 = min(columns - 1, Int(((hi.x - Float(x0)) / Float(t)).rounded(.down)))
            let r0 = max(0, Int(((lo.y - Float(top)) / Float(t)).rounded(.down)))
            let r1 = min(rows - 1, Int(((hi.y - Float(top)) / Float(t)).rounded(.down)))
            guard c0 <= c1, r0 <= r1 else { return }
            for r in r0...r1 {
                for c in c0...c1 { touched[r * columns + c] = true }
            }
        }
        for polyline in batch.polylines where polyline.count >= 2 {
            var previous = polyline[polyline.startIndex]
            for point in polyline.dropFirst() {
                mark(previous, point)
                previous = point
            }
        }
        var out: [Float] = []
        for r in 0..<rows {
            var c = 0
            while c < columns {
                guard touched[r * columns + c] else {
                    c += 1
                    continue
                }
                var end = c
                while end + 1 < columns, touched[r * columns + end + 1] { end += 1 }
                let left = Float(x0 + c * t)
                let right = Float(min(x1, x0 + (end + 1) * t))
                // Pixel rows top..<bottom (y down) are window rows height - bottom..<height - top.
                let upper = Float(height - (top + r * t))
                let lower = Float(height - min(bottom, top + (r + 1) * t))
                out += [left, lower, right, lower, left, upper, left, upper, right, lower, right, upper]
                c = end + 1
            }
        }
        return out
    }

    /// The `#define`s of the variant of `coverage.frag` for a draw.
    static func defines(gradient: Bool) -> [String] { gradient ? ["GRADIENT"] : [] }

    /// Every variant a draw can ask for.
    static let allDefines = [defines(gradient: false), defines(gradient: true)]

    private func deleteTarget() {
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer) }
        if texture != 0 { glDeleteTextures(1, &texture) }
        framebuffer = 0
        texture = 0
    }

    func delete() {
        deleteTarget()
        programs.delete()
        glDeleteVertexArrayName(vertexArray)
        glDeleteBufferNames([rectangleBuffer])
    }
}
