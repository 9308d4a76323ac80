import CGL
import ChartMath
import ChartScene

/// Uploaded buffers of one ``ChartScene/TriangleMesh``.
final class MeshGeometry: GPUGeometry {
    let source: TriangleMesh
    let vertexArray: GLuint
    let buffers: [GLuint]
    let indexCount: Int
    /// The colour of every vertex when the mesh has one colour (a constant attribute, no buffer).
    let constantColor: RGBA?
    /// The path the mesh was triangulated from, when it was (a ``ChartScene/ScenePath``).
    var path: ScenePath?

    init(source: TriangleMesh, vertexArray: GLuint, buffers: [GLuint], indexCount: Int, constantColor: RGBA?) {
        self.source = source
        self.vertexArray = vertexArray
        self.buffers = buffers
        self.indexCount = indexCount
        self.constantColor = constantColor
    }

    func delete() {
        glDeleteVertexArrayName(vertexArray)
        glDeleteBufferNames(buffers)
    }
}

/// Draws triangle meshes with `Shaders/mesh.vert` and `mesh.frag`.
final class MeshPipeline {
    /// The variants of `mesh.frag` (lit, gradient, translucency output).
    private let programs: ShaderVariants

    init() throws { programs = try ShaderVariants(name: "mesh", prebuilt: [[], ["LIT"]]) }

    /// Checks and uploads `mesh` (primitive number `index`, for messages).
    func upload(_ mesh: TriangleMesh, index: Int) throws -> MeshGeometry {
        let count = mesh.positions.count
        guard mesh.indices.count % 3 == 0 else {
            throw RenderError.invalidPrimitive(index: index, reason: "mesh index count is not a multiple of 3")
        }
        guard mesh.normals.isEmpty || mesh.normals.count == count else {
            throw RenderError.invalidPrimitive(
                index: index, reason: "mesh has \(mesh.normals.count) normals for \(count) positions")
        }
        guard mesh.colors.count == 1 || mesh.colors.count == count else {
            throw RenderError.invalidPrimitive(
                index: index,
                reason: "mesh has \(mesh.colors.count) colours for \(count) positions (need 1 or \(count))")
        }
        if let largest = mesh.indices.max(), Int(largest) >= count {
            throw RenderError.invalidPrimitive(
                index: index, reason: "mesh index \(largest) is out of range for \(count) positions")
        }
        let vertexArray = glMakeVertexArray()
        glBindVertexArray(vertexArray)
        var buffers: [GLuint] = []
        let positionBuffer = glMakeBuffer()
        buffers.append(positionBuffer)
        glUpload(flatten(mesh.positions), to: positionBuffer)
        glFloatAttribute(0, components: 3)
        if mesh.isLit {
            let normalBuffer = glMakeBuffer()
            buffers.append(normalBuffer)
            glUpload(flatten(mesh.normals), to: normalBuffer)
            glFloatAttribute(1, components: 3)
        } else {
            glDisableVertexAttribArray(1)
        }
        var constantColor: RGBA? = nil
        if mesh.colors.count == count && count != 1 {
            let colorBuffer = glMakeBuffer()
            buffers.append(colorBuffer)
            glUpload(mesh.colors.map(\.vector), to: colorBuffer)
            glFloatAttribute(2, components: 4)
        } else {
            glDisableVertexAttribArray(2)
            constantColor = mesh.colors[0]
        }
        let indexBuffer = glMakeBuffer()
        buffers.append(indexBuffer)
        // The element buffer binding is part of the vertex array's state.
        glUpload(mesh.indices, to: indexBuffer, target: GL_ELEMENT_ARRAY_BUFFER)
        glBindVertexArray(0)
        try glDebugCheck("uploading mesh \(index)")
        return MeshGeometry(
            source: mesh, vertexArray: vertexArray, buffers: buffers, indexCount: mesh.indices.count,
            constantColor: constantColor)
    }

    /// Draws `geometry` with the current depth and blend state; `translucent` writes weighted
    /// blended OIT accumulation (``TranslucencyAccumulator``) instead of colour.
    func draw(_ geometry: MeshGeometry, frame: FrameState, translucent: Bool = false) throws {
        guard geometry.indexCount > 0 else { return }
        let space = geometry.source.space
        let program = try programs.program(
            Self.defines(
                lit: geometry.source.isLit, gradient: geometry.source.gradient != nil, translucent: translucent))
        program.use()
        program.set("u_viewProjection", matrix: frame.viewProjection(space).columnMajor)
        program.set("u_view", matrix: frame.view(space).columnMajor)
        program.set("u_orthographic", frame.isOrthographic(space) ? 1 : 0)
        program.set("u_lightDirection_v", frame.camera.lightDirection_v)
        program.set("u_metalness", geometry.source.metalness.isFinite ? geometry.source.metalness : 0)
        program.set("u_roughness", geometry.source.roughness.isFinite ? geometry.source.roughness : 0.5)
        program.setGradient(geometry.source.gradient, viewportHeight: frame.viewport_s.y, pixelScale: frame.pixelScale)
        glBindVertexArray(geometry.vertexArray)
        // Current (constant) attribute values are context state, not vertex-array state: set them
        // for every draw.
        glVertexAttrib3f(1, 0, 0, 1)
        if let color = geometry.constantColor { glVertexAttrib4f(2, color.r, color.g, color.b, color.a) }
        glDrawElements(glEnum(GL_TRIANGLES), GLsizei(geometry.indexCount), glEnum(GL_UNSIGNED_INT), nil)
        glBindVertexArray(0)
    }

    /// The `#define`s of the variant of `mesh.frag` for a draw.
    static func defines(lit: Bool, gradient: Bool, translucent: Bool) -> [String] {
        (lit ? ["LIT"] : []) + (gradient ? ["GRADIENT"] : []) + (translucent ? ["OUTPUT_OIT"] : [])
    }

    /// Every variant a draw can ask for.
    static var allDefines: [[String]] {
        [false, true].flatMap { lit in
            [false, true].flatMap { gradient in
                [false, true].map { defines(lit: lit, gradient: gradient, translucent: $0) }
            }
        }
    }

    func delete() { programs.delete() }
}
