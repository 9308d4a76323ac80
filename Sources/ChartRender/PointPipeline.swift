import CGL
import ChartMath
import ChartScene

/// Uploaded positions (and colours and sizes, when they vary) of one ``ChartScene/PointBatch``.
final class PointGeometry: GPUGeometry {
    var source: PointBatch
    /// Centre xyz and diameter per point (RGBA32F).
    var points: GLBufferTexture
    /// Colours per point (RGBA32F), or nil for one colour.
    var colors: GLBufferTexture?
    var count: Int
    var constantColor: RGBA?

    init(source: PointBatch, points: GLBufferTexture, colors: GLBufferTexture?, count: Int, constantColor: RGBA?) {
        self.source = source
        self.points = points
        self.colors = colors
        self.count = count
        self.constantColor = constantColor
    }

    func delete() {
        points.delete()
        colors?.delete()
    }
}

/// Draws point batches: six vertices per point, expanded to a quad by `point.vert` from buffer
/// textures (no instancing, which llvmpipe runs one pipeline pass per instance).
final class PointPipeline {
    private let program: ShaderProgram
    /// An empty vertex array: the shader reads everything through buffer textures.
    private let vertexArray: GLuint

    init() throws {
        program = try ShaderProgram(name: "point")
        vertexArray = glMakeVertexArray()
    }

    func upload(_ batch: PointBatch, index: Int) throws -> PointGeometry {
        let count = batch.positions.count
        try Self.validate(batch, index: index)
        let points = GLBufferTexture(Self.texels(batch, from: 0), format: GL_RGBA32F)
        var colors: GLBufferTexture? = nil
        var constantColor: RGBA? = nil
        if batch.colors.count == count && count != 1 {
            colors = GLBufferTexture(batch.colors.map(\.vector), format: GL_RGBA32F)
        } else {
            constantColor = batch.colors[0]
        }
        try glDebugCheck("uploading point batch \(index)")
        return PointGeometry(source: batch, points: points, colors: colors, count: count, constantColor: constantColor)
    }

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
        geometry.points.bind(unit: 1)
        program.set("u_points", 1)
        if let colors = geometry.colors {
            colors.bind(unit: 2)
            program.set("u_colors", 2)
            program.set("u_perPointColor", 1)
        } else {
            program.set("u_colors", 1)
            program.set("u_perPointColor", 0)
            program.set("u_color", (geometry.constantColor ?? RGBA(0, 0, 0, 1)).vector)
        }
        glBindVertexArray(vertexArray)
        glDrawArrays(glEnum(GL_TRIANGLES), 0, GLsizei(6 * geometry.count))
        glBindVertexArray(0)
        if geometry.colors != nil { GLBufferTexture.unbind(unit: 2) }
        GLBufferTexture.unbind(unit: 1)
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
        glDeleteVertexArrayName(vertexArray)
    }
}
