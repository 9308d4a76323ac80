import CGL
import Foundation

// Small typed wrappers over the C API: GL constants import as `Int32`, the functions take `GLenum`.

/// `GLenum(constant)`, for the `Int32` macros of `glcorearb.h`.
@inline(__always) func glEnum(_ constant: Int32) -> GLenum { GLenum(constant) }

/// The string `glGetString(name)` returns, or nil without a current context.
func glString(_ name: Int32) -> String? {
    guard let pointer = glGetString(glEnum(name)) else { return nil }
    return String(cString: pointer)
}

/// One integer from `glGetIntegerv`.
func glInteger(_ name: Int32) -> Int {
    // Some names write more than one value (GL_MAX_VIEWPORT_DIMS writes two): a single GLint here
    // let the driver write past it on the stack, which a release build aborted on ("stack smashing
    // detected") once inlining moved its neighbours. Sixteen values hold any of them.
    var values = [GLint](repeating: 0, count: 16)
    glGetIntegerv(glEnum(name), &values)
    return Int(values[0])
}

/// The symbolic name of a `glGetError` code.
func glErrorName(_ code: GLenum) -> String {
    switch Int32(code) {
    case GL_INVALID_ENUM: "GL_INVALID_ENUM"
    case GL_INVALID_VALUE: "GL_INVALID_VALUE"
    case GL_INVALID_OPERATION: "GL_INVALID_OPERATION"
    case GL_INVALID_FRAMEBUFFER_OPERATION: "GL_INVALID_FRAMEBUFFER_OPERATION"
    case GL_OUT_OF_MEMORY: "GL_OUT_OF_MEMORY"
    default: String(format: "0x%04X", code)
    }
}

/// Throws the first pending GL error (and drains the rest), naming `operation`.
func glCheck(_ operation: @autoclosure () -> String) throws {
    let first = glGetError()
    guard first != GLenum(GL_NO_ERROR) else { return }
    var drained = 0
    while glGetError() != GLenum(GL_NO_ERROR), drained < 16 { drained += 1 }
    throw RenderError.glError(code: glErrorName(first), operation: operation())
}

/// Throws pending GL errors in debug builds only; release builds check once per frame.
@inline(__always) func glDebugCheck(_ operation: @autoclosure () -> String) throws {
    #if DEBUG
        try glCheck(operation())
    #endif
}

/// Creates one buffer object.
func glMakeBuffer() -> GLuint {
    var id: GLuint = 0
    glGenBuffers(1, &id)
    return id
}

/// Creates one vertex array object.
func glMakeVertexArray() -> GLuint {
    var id: GLuint = 0
    glGenVertexArrays(1, &id)
    return id
}

/// Deletes buffers (zero names are ignored by GL).
func glDeleteBufferNames(_ names: [GLuint]) {
    var names = names
    glDeleteBuffers(GLsizei(names.count), &names)
}

/// Deletes one vertex array object.
func glDeleteVertexArrayName(_ name: GLuint) {
    var name = name
    glDeleteVertexArrays(1, &name)
}

/// A buffer object read through a buffer texture (`samplerBuffer` + `texelFetch` in a shader).
struct GLBufferTexture {
    private(set) var buffer: GLuint
    let texture: GLuint
    private let format: Int32
    /// The size of the buffer's storage in bytes (at least what was written).
    private(set) var capacity: Int

    /// Uploads `values` into a new buffer and makes a texture of `format` (`GL_RGBA32F`, …) over it.
    init<T>(_ values: [T], format: Int32) {
        buffer = glMakeBuffer()
        glUpload(values, to: buffer, target: GL_TEXTURE_BUFFER)
        capacity = values.count * MemoryLayout<T>.stride
        self.format = format
        var id: GLuint = 0
        glGenTextures(1, &id)
        texture = id
        glBindTexture(glEnum(GL_TEXTURE_BUFFER), texture)
        glTexBuffer(glEnum(GL_TEXTURE_BUFFER), glEnum(format), buffer)
        glBindTexture(glEnum(GL_TEXTURE_BUFFER), 0)
        glBindBuffer(glEnum(GL_TEXTURE_BUFFER), 0)
    }

    /// Writes `values` from element `offset` on (`glBufferSubData`), keeping the first `offset`
    /// elements. When they do not fit, the storage grows to at least twice its size (the kept
    /// elements are copied inside GL, `glCopyBufferSubData`, not uploaded again) and the texture
    /// is pointed at the new buffer, so that a buffer grown by small appends is copied O(log n)
    /// times. Reads past what was written return undefined values: draw only what is valid.
    mutating func write<T>(_ values: [T], atElement offset: Int) {
        let stride = MemoryLayout<T>.stride
        let start = offset * stride
        let end = start + values.count * stride
        if end > capacity {
            // A buffer texture reads at most GL_MAX_TEXTURE_BUFFER_SIZE texels (RGBA32F: 16 bytes).
            let limit = max(glInteger(GL_MAX_TEXTURE_BUFFER_SIZE), 1) * 16
            let grown = max(end, min(2 * capacity, limit))
            let larger = glMakeBuffer()
            glBindBuffer(glEnum(GL_COPY_WRITE_BUFFER), larger)
            glBufferData(glEnum(GL_COPY_WRITE_BUFFER), grown, nil, glEnum(GL_STATIC_DRAW))
            if start > 0 {
                glBindBuffer(glEnum(GL_COPY_READ_BUFFER), buffer)
                glCopyBufferSubData(glEnum(GL_COPY_READ_BUFFER), glEnum(GL_COPY_WRITE_BUFFER), 0, 0, start)
                glBindBuffer(glEnum(GL_COPY_READ_BUFFER), 0)
            }
            glBindBuffer(glEnum(GL_COPY_WRITE_BUFFER), 0)
            glDeleteBufferNames([buffer])
            buffer = larger
            capacity = grown
            glBindTexture(glEnum(GL_TEXTURE_BUFFER), texture)
            glTexBuffer(glEnum(GL_TEXTURE_BUFFER), glEnum(format), buffer)
            glBindTexture(glEnum(GL_TEXTURE_BUFFER), 0)
        }
        guard !values.isEmpty else { return }
        glBindBuffer(glEnum(GL_TEXTURE_BUFFER), buffer)
        values.withUnsafeBytes { bytes in
            glBufferSubData(glEnum(GL_TEXTURE_BUFFER), start, bytes.count, bytes.baseAddress)
            GLUploadCounter.add(bytes.count)
        }
        glBindBuffer(glEnum(GL_TEXTURE_BUFFER), 0)
    }

    /// Binds the texture to texture unit `unit`.
    func bind(unit: Int) {
        glActiveTexture(glEnum(GL_TEXTURE0) + GLenum(unit))
        glBindTexture(glEnum(GL_TEXTURE_BUFFER), texture)
    }

    /// Unbinds any buffer texture from unit `unit` and makes unit 0 active again.
    static func unbind(unit: Int) {
        glActiveTexture(glEnum(GL_TEXTURE0) + GLenum(unit))
        glBindTexture(glEnum(GL_TEXTURE_BUFFER), 0)
        glActiveTexture(glEnum(GL_TEXTURE0))
    }

    func delete() {
        var id = texture
        glDeleteTextures(1, &id)
        glDeleteBufferNames([buffer])
    }
}

/// Uploads `values` into `buffer` bound at `target`, replacing its storage.
func glUpload<T>(_ values: [T], to buffer: GLuint, target: Int32 = GL_ARRAY_BUFFER, usage: Int32 = GL_STATIC_DRAW) {
    glBindBuffer(glEnum(target), buffer)
    values.withUnsafeBytes { bytes in
        glBufferData(glEnum(target), bytes.count, bytes.baseAddress, glEnum(usage))
        GLUploadCounter.add(bytes.count)
    }
}

/// Bytes copied from memory into GL buffers on the calling thread (by `glUpload` and
/// `GLBufferTexture`), for ``SceneRenderer/uploadedByteCount``. Kept per thread because a GL
/// context, and so a renderer, is used on one thread.
enum GLUploadCounter {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The running total on this thread (wraps around; take differences).
    static var bytes: Int {
        Int(bitPattern: pthread_getspecific(key))
    }

    static func add(_ count: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: bytes &+ count))
    }
}

/// Copies the colour of framebuffer `source` (`width` × `height`) into `destination` (0: a
/// window's default framebuffer), scaled to `dstWidth` × `dstHeight` with linear filtering
/// (nearest when the size is the same).
func glBlitColor(
    from source: GLuint, width: Int, height: Int, to destination: GLuint, width dstWidth: Int, height dstHeight: Int
) {
    glBindFramebuffer(glEnum(GL_READ_FRAMEBUFFER), source)
    glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), destination)
    let same = dstWidth == width && dstHeight == height
    glBlitFramebuffer(
        0, 0, GLint(width), GLint(height), 0, 0, GLint(dstWidth), GLint(dstHeight),
        GLbitfield(GL_COLOR_BUFFER_BIT), glEnum(same ? GL_NEAREST : GL_LINEAR))
}

/// Whether the bound draw framebuffer has samples (`GL_SAMPLE_BUFFERS`): a multisampled target,
/// or a window's multisampled default framebuffer.
package func glDrawFramebufferIsMultisampled() -> Bool {
    var sampleBuffers: GLint = 0
    glGetIntegerv(glEnum(GL_SAMPLE_BUFFERS), &sampleBuffers)
    return sampleBuffers > 0
}

/// Points attribute `index` at `components` floats in the bound array buffer.
func glFloatAttribute(_ index: GLuint, components: Int, stride: Int = 0, offset: Int = 0, divisor: GLuint = 0) {
    glEnableVertexAttribArray(index)
    glVertexAttribPointer(
        index, GLint(components), glEnum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(stride),
        UnsafeRawPointer(bitPattern: offset))
    glVertexAttribDivisor(index, divisor)
}

/// Flattens SIMD vectors into their scalar components, in order.
func flatten(_ vectors: [SIMD3<Float>]) -> [Float] {
    var out = [Float]()
    out.reserveCapacity(vectors.count * 3)
    for v in vectors {
        out.append(v.x)
        out.append(v.y)
        out.append(v.z)
    }
    return out
}
