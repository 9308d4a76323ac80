import CGL
import ChartMath
import ChartScene

/// Uploaded segments of one ``ChartScene/LineBatch``.
final class LineGeometry: GPUGeometry {
    var source: LineBatch
    /// For dashed world lines: the transform and viewport the along-line distances were measured
    /// with (they change with the camera); nil otherwise.
    let measuredWith: Mat4?
    let measuredViewport: Vec2?
    /// Two RGBA32F texels per segment: (start, distance before it), (end, 0).
    var segments: GLBufferTexture
    var segmentCount: Int

    init(
        source: LineBatch, measuredWith: Mat4?, measuredViewport: Vec2?, segments: GLBufferTexture,
        segmentCount: Int
    ) {
        self.source = source
        self.measuredWith = measuredWith
        self.measuredViewport = measuredViewport
        self.segments = segments
        self.segmentCount = segmentCount
    }

    func delete() {
        segments.delete()
    }
}

/// Draws thick anti-aliased polylines with `Shaders/line.vert` and `line.frag`: one instanced
/// screen-space quad per segment.
final class LinePipeline {
    /// Most dash entries the shader takes; longer patterns are cut to this.
    static let maximumDashEntries = 8
    /// How far world lines are pulled towards the eye in NDC depth, so that lines drawn on a
    /// surface (wireframes, grid lines) are not hidden by it.
    static let depthPull: Float = 4e-5

    /// The variants of `line.frag` (dashes, gradient, coverage only, translucency output).
    private let programs: ShaderVariants
    /// An empty vertex array: `line.vert` reads the segments through a buffer texture.
    private let vertexArray: GLuint

    init() throws {
        programs = try ShaderVariants(name: "line")
        vertexArray = glMakeVertexArray()
    }

    /// Whether `geometry` still matches `batch` for this frame.
    func isCurrent(_ geometry: LineGeometry, for batch: LineBatch, frame: FrameState) -> Bool {
        guard geometry.source == batch else { return false }
        guard Self.needsDistances(batch) else { return true }
        return geometry.measuredWith == frame.viewProjection(batch.space)
            && geometry.measuredViewport == frame.viewport_s
    }

    static func needsDistances(_ batch: LineBatch) -> Bool {
        batch.dash.contains { $0 > 0 }
    }

    /// Checks and uploads `batch` (primitive number `index`, for messages).
    func upload(_ batch: LineBatch, index: Int, frame: FrameState) throws -> LineGeometry {
        try Self.validate(batch, index: index)
        let dashed = Self.needsDistances(batch)
        let transform = frame.viewProjection(batch.space)
        let instances = Self.instances(batch, frame: frame)
        let segments = GLBufferTexture(instances, format: GL_RGBA32F)
        try glDebugCheck("uploading line batch \(index)")
        return LineGeometry(
            source: batch, measuredWith: dashed ? transform : nil, measuredViewport: dashed ? frame.viewport_s : nil,
            segments: segments, segmentCount: instances.count / 8)
    }

    /// Throws unless the polyline starts of `batch` increase and lie within its vertices.
    static func validate(_ batch: LineBatch, index: Int) throws {
        var previous = -1
        for start in batch.starts {
            guard start > previous, start <= batch.vertices.count else {
                throw RenderError.invalidPrimitive(
                    index: index, reason: "line starts must increase and lie in 0…\(batch.vertices.count)")
            }
            previous = start
        }
    }

    /// Eight floats per segment: start xyz, polyline length before the segment (on screen, for
    /// dashes; else 0), end xyz, 0.
    static func instances(_ batch: LineBatch, frame: FrameState) -> [Float] {
        let dashed = needsDistances(batch)
        let transform = frame.viewProjection(batch.space)
        var instances = [Float](repeating: 0, count: batch.segmentCount * 8)
        instances.withUnsafeMutableBufferPointer { out in
            var o = 0
            for polyline in batch.polylines where polyline.count >= 2 {
                var distance: Float = 0
                var previousPoint = polyline[polyline.startIndex]
                for point in polyline.dropFirst() {
                    out[o] = previousPoint.x
                    out[o + 1] = previousPoint.y
                    out[o + 2] = previousPoint.z
                    out[o + 3] = distance
                    out[o + 4] = point.x
                    out[o + 5] = point.y
                    out[o + 6] = point.z
                    o += 8
                    if dashed {
                        distance += Self.screenDistance(previousPoint, point, transform, frame.viewport_s)
                    }
                    previousPoint = point
                }
            }
        }
        return instances
    }

    /// The on-screen length in pixels of the segment `a`–`b` under `transform`.
    private static func screenDistance(_ a: Vec3, _ b: Vec3, _ transform: Mat4, _ viewport_s: Vec2) -> Float {
        let a_c = transform * Vec4(a.x, a.y, a.z, 1)
        let b_c = transform * Vec4(b.x, b.y, b.z, 1)
        guard a_c.w > 0, b_c.w > 0 else { return 0 }
        let a_s = Vec2(a_c.x, a_c.y) / a_c.w * 0.5 * viewport_s
        let b_s = Vec2(b_c.x, b_c.y) / b_c.w * 0.5 * viewport_s
        return (b_s - a_s).length
    }

    /// Draws `geometry`; the caller sets depth testing from the batch's space and flag. With
    /// `coverageOnly` the fragments carry bare coverage, for ``LineCoverageCompositor``; with
    /// `translucent`, weighted blended OIT accumulation (``TranslucencyAccumulator``).
    /// `minimumCoverage` is the coverage a fragment must exceed in coverage-only mode (0.5 when
    /// drawing a stencil mask).
    func draw(
        _ geometry: LineGeometry, frame: FrameState, coverageOnly: Bool = false, translucent: Bool = false,
        minimumCoverage: Float = 0
    ) throws {
        let batch = geometry.source
        guard geometry.segmentCount > 0, batch.width.isFinite, batch.width > 0 else { return }
        // Widths and dashes are in scene pixels, drawn at frame.pixelScale device pixels each.
        let dash = Array(batch.dash.prefix(Self.maximumDashEntries)).map { max($0, 0) * frame.pixelScale }
        let period = dash.reduce(0, +)
        let dashed = period > 0 && dash.count >= 2
        let program = try programs.program(
            Self.defines(
                dashed: dashed, coverageOnly: coverageOnly, gradient: batch.gradient != nil, translucent: translucent))
        program.use()
        program.set("u_viewProjection", matrix: frame.viewProjection(batch.space).columnMajor)
        program.set("u_viewport_s", frame.viewport_s)
        // Lines thinner than a pixel are drawn one pixel wide and proportionally fainter.
        let width = batch.width * frame.pixelScale
        program.set("u_halfWidth_s", max(width, 1) / 2)
        program.set("u_opacityScale", min(width, 1))
        program.set("u_depthPull", batch.space == .world ? Self.depthPull : 0)
        program.set("u_color", batch.color.vector)
        program.set("u_dashCount", dashed ? dash.count : 0)
        program.set("u_dash", floats: dashed ? dash : [0])
        program.set("u_dashPeriod", period)
        program.set("u_minimumCoverage", minimumCoverage)
        program.setGradient(batch.gradient, viewportHeight: frame.viewport_s.y, pixelScale: frame.pixelScale)
        geometry.segments.bind(unit: 1)
        program.set("u_segments", 1)
        glBindVertexArray(vertexArray)
        glDrawArrays(glEnum(GL_TRIANGLES), 0, GLsizei(6 * geometry.segmentCount))
        glBindVertexArray(0)
        GLBufferTexture.unbind(unit: 1)
    }

    /// The `#define`s of the variant of `line.frag` for a draw (coverage only has no colour).
    static func defines(dashed: Bool, coverageOnly: Bool, gradient: Bool, translucent: Bool) -> [String] {
        (dashed ? ["DASHED"] : []) + (coverageOnly ? ["COVERAGE_ONLY"] : [])
            + (gradient && !coverageOnly ? ["GRADIENT"] : []) + (translucent && !coverageOnly ? ["OUTPUT_OIT"] : [])
    }

    /// Every variant a draw can ask for.
    static var allDefines: [[String]] {
        let flags = [false, true]
        return flags.flatMap { dashed in
            flags.flatMap { coverageOnly in
                flags.flatMap { gradient in
                    flags.map { translucent in
                        defines(
                            dashed: dashed, coverageOnly: coverageOnly, gradient: gradient, translucent: translucent)
                    }
                }
            }
        }
    }

    func delete() {
        programs.delete()
        glDeleteVertexArrayName(vertexArray)
    }
}
