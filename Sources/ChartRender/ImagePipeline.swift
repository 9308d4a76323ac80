import CGL
import ChartMath
import ChartScene

/// The texture and quad of one uploaded ``ChartScene/SceneImage``.
final class ImageGeometry: GPUGeometry {
    let source: SceneImage
    let texture: GLuint
    /// The `GL_R32F` texture of the texels' depths (0 when the image has none).
    let depthTexture: GLuint
    let vertexArray: GLuint
    let vertexBuffer: GLuint

    init(source: SceneImage, texture: GLuint, depthTexture: GLuint, vertexArray: GLuint, vertexBuffer: GLuint) {
        self.source = source
        self.texture = texture
        self.depthTexture = depthTexture
        self.vertexArray = vertexArray
        self.vertexBuffer = vertexBuffer
    }

    func delete() {
        var names = [texture, depthTexture].filter { $0 != 0 }
        glDeleteTextures(GLsizei(names.count), &names)
        glDeleteBufferNames([vertexBuffer])
        glDeleteVertexArrayName(vertexArray)
    }
}

/// Draws pixel-space images (`Shaders/image.vert`, `image.frag`) as one textured quad each: the
/// texels uploaded once per image as a premultiplied `GL_RGBA8` texture (so linear filtering does
/// not darken the edges of transparent texels), sampled nearest or linearly, blended with
/// premultiplied alpha like every pixel primitive. An image with depths gets a second, `GL_R32F`
/// texture (sampled nearest) from which the fragment shader writes each texel's depth.
final class ImagePipeline {
    private let program: ShaderProgram

    init() throws {
        program = try ShaderProgram(name: "image")
    }

    /// Checks and uploads `image` (primitive number `index`, for messages).
    func upload(_ image: SceneImage, index: Int) throws -> ImageGeometry {
        if let problem = image.problem { throw RenderError.invalidPrimitive(index: index, reason: problem) }
        let maximum = glInteger(GL_MAX_TEXTURE_SIZE)
        guard image.width <= maximum, image.height <= maximum else {
            throw RenderError.invalidPrimitive(
                index: index,
                reason: "image of \(image.width)×\(image.height) texels exceeds the driver's texture size \(maximum)")
        }
        var premultiplied = image.texels
        premultiplied.withUnsafeMutableBufferPointer { bytes in
            var i = 0
            while i + 3 < bytes.count {
                let a = UInt32(bytes[i + 3])
                if a < 255 {
                    bytes[i] = UInt8((UInt32(bytes[i]) * a + 127) / 255)
                    bytes[i + 1] = UInt8((UInt32(bytes[i + 1]) * a + 127) / 255)
                    bytes[i + 2] = UInt8((UInt32(bytes[i + 2]) * a + 127) / 255)
                }
                i += 4
            }
        }
        let texture = Self.uploadTexture(
            premultiplied, internalFormat: GL_RGBA8, format: GL_RGBA, type: GL_UNSIGNED_BYTE, width: image.width,
            height: image.height, filter: image.filtering == .nearest ? GL_NEAREST : GL_LINEAR)
        let depthTexture =
            image.depth.map {
                Self.uploadTexture(
                    $0, internalFormat: GL_R32F, format: GL_RED, type: GL_FLOAT, width: image.width,
                    height: image.height, filter: GL_NEAREST)
            } ?? 0

        // A triangle strip: top-left, bottom-left, top-right, bottom-right; texel row 0 at the top.
        let (x0, y0) = (image.origin.x, image.origin.y)
        let (x1, y1) = (x0 + image.size.x, y0 + image.size.y)
        let vertices: [Float] = [x0, y0, 0, 0, x0, y1, 0, 1, x1, y0, 1, 0, x1, y1, 1, 1]
        let vertexArray = glMakeVertexArray()
        let vertexBuffer = glMakeBuffer()
        glBindVertexArray(vertexArray)
        glUpload(vertices, to: vertexBuffer)
        let stride = 4 * MemoryLayout<Float>.stride
        glFloatAttribute(0, components: 2, stride: stride, offset: 0)
        glFloatAttribute(1, components: 2, stride: stride, offset: 2 * MemoryLayout<Float>.stride)
        glBindVertexArray(0)
        try glCheck("uploading a \(image.width)×\(image.height) image (primitive \(index))")
        return ImageGeometry(
            source: image, texture: texture, depthTexture: depthTexture, vertexArray: vertexArray,
            vertexBuffer: vertexBuffer)
    }

    /// A 2D texture of `width` × `height` texels from `data` (rows as the image's), clamped at its
    /// edges and sampled with `filter`: the image's premultiplied RGBA8 texels, or its R32F depths.
    private static func uploadTexture<T>(
        _ data: [T], internalFormat: Int32, format: Int32, type: Int32, width: Int, height: Int, filter: Int32
    ) -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        let target = glEnum(GL_TEXTURE_2D)
        glBindTexture(target, texture)
        glPixelStorei(glEnum(GL_UNPACK_ALIGNMENT), 4)
        data.withUnsafeBytes { bytes in
            glTexImage2D(
                target, 0, internalFormat, GLsizei(width), GLsizei(height), 0, glEnum(format), glEnum(type),
                bytes.baseAddress)
            GLUploadCounter.add(bytes.count)
        }
        glTexParameteri(target, glEnum(GL_TEXTURE_MIN_FILTER), filter)
        glTexParameteri(target, glEnum(GL_TEXTURE_MAG_FILTER), filter)
        glTexParameteri(target, glEnum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(target, glEnum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glBindTexture(target, 0)
        return texture
    }

    /// Draws `geometry` over the bound framebuffer with blending on: a pixel image without the
    /// depth test (the caller turns it off), an image with depths tested and writing them.
    func draw(_ geometry: ImageGeometry, frame: FrameState) throws {
        program.use()
        program.set("u_viewProjection", matrix: frame.pixelProjection.columnMajor)
        program.set("u_opacity", geometry.source.opacity)
        program.set("u_image", 0)
        program.set("u_depth", 1)
        program.set("u_hasDepth", geometry.depthTexture != 0 ? 1 : 0)
        glActiveTexture(glEnum(GL_TEXTURE1))
        glBindTexture(glEnum(GL_TEXTURE_2D), geometry.depthTexture)
        glActiveTexture(glEnum(GL_TEXTURE0))
        glBindTexture(glEnum(GL_TEXTURE_2D), geometry.texture)
        glBindVertexArray(geometry.vertexArray)
        glDrawArrays(glEnum(GL_TRIANGLE_STRIP), 0, 4)
        glBindVertexArray(0)
        glActiveTexture(glEnum(GL_TEXTURE1))
        glBindTexture(glEnum(GL_TEXTURE_2D), 0)
        glActiveTexture(glEnum(GL_TEXTURE0))
        glBindTexture(glEnum(GL_TEXTURE_2D), 0)
    }

    func delete() { program.delete() }
}
