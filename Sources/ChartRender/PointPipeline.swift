import CGL
import ChartMath
import ChartScene

/// Uploaded positions (and colours and sizes, when they vary) of one ``ChartScene/PointBatch``.
final class PointGeometry: GPUGeometry {
    let source: PointBatch
    let vertexArray: GLuint
    let buffers: [GLuint]
    let count: Int
    /// The colour of every point when the batch has one colour.
    let constantColor: RGBA?
    /// The diameter of every point when the batch has one size.
    let constantSize: Float?

    init(
        source: PointBatch, vertexArray: GLuint, buffers: [GLuint], count: Int, constantColor: RGBA?,
        constantSize: Float?
    ) {
        self.source = source
        self.vertexArray = vertexArray
        self.buffers = buffers
        self.count = count
        self.constantColor = constantColor
        self.constantSize = constantSize
    }

    func delete() {
        glDeleteVertexArrayName(vertexArray)
        glDeleteBufferNames(buffers)
    }
}

/// Draws point symbols with `Shaders/point.vert` and `point.frag`: one instanced quad per point.
final class PointPipeline {
    private let program: ShaderProgram
    private let cornerBuffer: GLuint

    init() throws {
        program = try ShaderProgram(name: "point")
        cornerBuffer = glMakeBuffer()
        glUpload([Float]([-1, -1, 1, -1, -1, 1, 1, 1]), to: cornerBuffer)
    }

    /// Checks and uploads `batch` (primitive number `index`, for messages).
    func upload(_ batch: PointBatch, index: Int) throws -> PointGeometry {
        let count = batch.positions.count
        guard batch.colors.count == 1 || batch.colors.count == count else {
            throw RenderError.invalidPrimitive(
                index: index,
                reason: "point batch has \(batch.colors.count) colours for \(count) points (need 1 or \(count))")
        }
        guard batch.sizes.count == 1 || batch.sizes.count == count else {
            throw RenderError.invalidPrimitive(
                index: index,
                reason: "point batch has \(batch.sizes.count) sizes for \(count) points (need 1 or \(count))")
        }
        let vertexArray = glMakeVertexArray()
        glBindVertexArray(vertexArray)
        glBindBuffer(glEnum(GL_ARRAY_BUFFER), cornerBuffer)
        glFloatAttribute(0, components: 2)
        var buffers = [glMakeBuffer()]
        glUpload(flatten(batch.positions), to: buffers[0])
        glFloatAttribute(1, components: 3, divisor: 1)
        var constantColor: RGBA? = nil
        if batch.colors.count == count && count != 1 {
            let buffer = glMakeBuffer()
            buffers.append(buffer)
            glUpload(batch.colors.map(\.vector), to: buffer)
            glFloatAttribute(2, components: 4, divisor: 1)
        } else {
            glDisableVertexAttribArray(2)
            constantColor = batch.colors[0]
        }
        var constantSize: Float? = nil
        if batch.sizes.count == count && count != 1 {
            let buffer = glMakeBuffer()
            buffers.append(buffer)
            glUpload(batch.sizes, to: buffer)
            glFloatAttribute(3, components: 1, divisor: 1)
        } else {
            glDisableVertexAttribArray(3)
            constantSize = batch.sizes[0]
        }
        glBindVertexArray(0)
        try glDebugCheck("uploading point batch \(index)")
        return PointGeometry(
            source: batch, vertexArray: vertexArray, buffers: buffers, count: count, constantColor: constantColor,
            constantSize: constantSize)
    }

    /// Draws `geometry` with the current depth and blend state; `translucent` writes weighted
    /// blended OIT accumulation (``TranslucencyAccumulator``) instead of colour.
    func draw(_ geometry: PointGeometry, frame: FrameState, translucent: Bool = false) {
        guard geometry.count > 0 else { return }
        let batch = geometry.source
        program.use()
        program.set("u_view", matrix: frame.view(batch.space).columnMajor)
        program.set("u_projection", matrix: frame.projection(batch.space).columnMajor)
        program.set("u_viewport_s", frame.viewport_s)
        program.set("u_shape", Self.shapeCode(batch.shape))
        program.set("u_outlineWidth_s", max(batch.outlineWidth, 0))
        program.set("u_lightDirection_v", frame.camera.lightDirection_v)
        program.set("u_orthographic", frame.isOrthographic(batch.space) ? 1 : 0)
        program.set("u_viewRotation", matrix3: frame.viewRotation(batch.space))
        program.set("u_oit", translucent ? 1 : 0)
        // Opaque solid symbols in the world resolve their soft edges through the MSAA samples, so
        // the depth they write never hides a symbol behind at a half-covered pixel.
        let samplesEdges = !translucent && batch.space == .world && (batch.shape.isSolid || batch.shape == .sphere)
        program.set("u_coverageToSamples", samplesEdges ? 1 : 0)
        if samplesEdges {
            glEnable(glEnum(GL_SAMPLE_ALPHA_TO_COVERAGE))
            glEnable(glEnum(GL_SAMPLE_ALPHA_TO_ONE))
        }
        glBindVertexArray(geometry.vertexArray)
        if let color = geometry.constantColor { glVertexAttrib4f(2, color.r, color.g, color.b, color.a) }
        if let size = geometry.constantSize { glVertexAttrib1f(3, size.isFinite ? max(size, 0) : 0) }
        glDrawArraysInstanced(glEnum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(geometry.count))
        glBindVertexArray(0)
        if samplesEdges {
            glDisable(glEnum(GL_SAMPLE_ALPHA_TO_COVERAGE))
            glDisable(glEnum(GL_SAMPLE_ALPHA_TO_ONE))
        }
    }

    /// The `u_shape` code of `shape` in `point.frag`.
    static func shapeCode(_ shape: PointShape) -> Int {
        switch shape {
        case .circle: 0
        case .square: 1
        case .sphere: 2
        case .cube: 3
        case .cylinder: 4
        case .cone: 5
        }
    }

    func delete() {
        program.delete()
        glDeleteBufferNames([cornerBuffer])
    }
}
