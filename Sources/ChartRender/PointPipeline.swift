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
    /// The largest diameter in device pixels (decides whether the points fit GL point sprites);
    /// one value for most batches, so cheap to ask each draw.
    var largestSize: Float { source.sizes.lazy.filter(\.isFinite).max() ?? 0 }

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

/// Draws point batches from buffer textures (no instancing, which llvmpipe runs one pipeline pass
/// per instance): circles, squares and spheres as one GL point sprite each, solids (and symbols too
/// large for a sprite) as six vertices per point, expanded to a quad by `point.vert`. On llvmpipe
/// the cost of a small symbol is per primitive and per 4 × 4 block it touches, so one 4-pixel
/// sprite instead of two 4-pixel triangles draws a million 2-pixel spheres in 3.8 s of CPU instead
/// of 5.9 s, pixel for pixel the same picture. A sprite is dropped whole when its centre leaves the view (GL clips points by
/// their centre), where a quad would show its part inside; chart symbols lie inside the frame.
final class PointPipeline {
    /// The variants of the program (`point.vert`/`point.frag`'s `#define`s).
    private let programs: ShaderVariants
    /// An empty vertex array: the shader reads everything through buffer textures.
    private let vertexArray: GLuint
    /// The largest point sprite the context draws (`GL_POINT_SIZE_RANGE`; 255 on llvmpipe).
    private let largestPointSize: Float

    /// A variant of the point program: the solids' ray casting or not, sprites or quads, and how
    /// it writes colour.
    struct Variant: Hashable {
        enum Output: Hashable { case premultiplied, translucencyAccumulation, samples }
        var solid: Bool
        var sprites = false
        var output: Output

        var defines: [String] {
            (solid ? ["SOLID_SHAPES"] : []) + (sprites ? ["POINT_SPRITES"] : [])
                + (output == .samples ? ["OUTPUT_SAMPLES"] : output == .translucencyAccumulation ? ["OUTPUT_OIT"] : [])
        }

        /// Every variant a draw can ask for (solids are never sprites).
        static let all: [Variant] = [(false, false), (false, true), (true, false)].flatMap { solid, sprites in
            [Output.premultiplied, .translucencyAccumulation, .samples].map {
                Variant(solid: solid, sprites: sprites, output: $0)
            }
        }
    }

    init() throws {
        programs = try ShaderVariants(
            name: "point", prebuilt: [Variant(solid: false, sprites: true, output: .premultiplied).defines])
        vertexArray = glMakeVertexArray()
        var range: [GLfloat] = [0, 0]
        glGetFloatv(glEnum(GL_POINT_SIZE_RANGE), &range)
        largestPointSize = range[1]
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

    func draw(_ geometry: PointGeometry, frame: FrameState, translucent: Bool = false) throws {
        guard geometry.count > 0 else { return }
        let batch = geometry.source
        // Opaque solid symbols in the world resolve their soft edges through the MSAA samples, so
        // the depth they write never hides a symbol behind at a half-covered pixel. A single-sampled
        // target (a window's drag frames) has no samples to select: alpha-to-coverage would paint
        // every touched pixel whole, fattening small symbols, so the edges blend there instead.
        let samplesEdges =
            !translucent && batch.space == .world && (batch.shape.isSolid || batch.shape == .sphere)
            && glDrawFramebufferIsMultisampled()
        let solid = Self.shapeCode(batch.shape) >= 3
        // The sprite is 2·⌈radius⌉ + 2 pixels (point.vert).
        let sprites = !solid && 2 * (geometry.largestSize * frame.pixelScale / 2).rounded(.up) + 2 <= largestPointSize
        let program = try programs.program(
            Variant(
                solid: solid, sprites: sprites,
                output: samplesEdges ? .samples : translucent ? .translucencyAccumulation : .premultiplied
            ).defines)
        program.use()
        program.set("u_view", matrix: frame.view(batch.space).columnMajor)
        program.set("u_projection", matrix: frame.projection(batch.space).columnMajor)
        program.set("u_viewport_s", frame.viewport_s)
        program.set("u_shape", Self.shapeCode(batch.shape))
        program.set("u_sizeScale", frame.pixelScale)
        program.set("u_outlineWidth_s", max(batch.outlineWidth, 0) * frame.pixelScale)
        program.set("u_lightDirection_v", frame.camera.lightDirection_v)
        program.set("u_orthographic", frame.isOrthographic(batch.space) ? 1 : 0)
        program.set("u_viewRotation", matrix3: frame.viewRotation(batch.space))
        program.set("u_symbolRotation", matrix3: Self.rotationMatrix(batch.symbolRotation))
        program.set("u_metalness", batch.metalness.isFinite ? batch.metalness : 0)
        program.set("u_roughness", batch.roughness.isFinite ? batch.roughness : 0.5)
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
        if sprites {
            glEnable(glEnum(GL_PROGRAM_POINT_SIZE))
            glDrawArrays(glEnum(GL_POINTS), 0, GLsizei(geometry.count))
            glDisable(glEnum(GL_PROGRAM_POINT_SIZE))
        } else {
            glDrawArrays(glEnum(GL_TRIANGLES), 0, GLsizei(6 * geometry.count))
        }
        glBindVertexArray(0)
        if geometry.colors != nil { GLBufferTexture.unbind(unit: 2) }
        GLBufferTexture.unbind(unit: 1)
        if samplesEdges {
            glDisable(glEnum(GL_SAMPLE_ALPHA_TO_COVERAGE))
            glDisable(glEnum(GL_SAMPLE_ALPHA_TO_ONE))
        }
    }

    /// The rotation matrix (column-major 3 × 3) of a quaternion (x, y, z, w), normalised first; the
    /// identity for a zero or non-finite quaternion.
    static func rotationMatrix(_ q: SIMD4<Float>) -> [Float] {
        let n = (q * q).sum().squareRoot()
        guard n.isFinite, n > 1e-12 else { return [1, 0, 0, 0, 1, 0, 0, 0, 1] }
        let (x, y, z, w) = (q.x / n, q.y / n, q.z / n, q.w / n)
        return [
            1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w),
            2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w),
            2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y),
        ]
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
        programs.delete()
        glDeleteVertexArrayName(vertexArray)
    }
}
