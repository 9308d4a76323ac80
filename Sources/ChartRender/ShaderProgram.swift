import CGL
import ChartMath
import ChartScene
import Foundation

/// A linked vertex + fragment program built from two embedded `Shaders/` files, with a cache of
/// uniform locations. Created and used with one GL context current.
final class ShaderProgram {
    /// The GL program name.
    let id: GLuint
    /// The program's name for messages, e.g. "line".
    let name: String
    private var locations: [String: GLint] = [:]

    /// Compiles `name.vert` and `name.frag` from ``ShaderSources`` and links them; each of
    /// `defines` becomes a `#define` line after the `#version` line of both stages (a variant of
    /// the program, e.g. `["SOLID_SHAPES"]`).
    init(name: String, defines: [String] = []) throws {
        self.name = defines.isEmpty ? name : name + " (" + defines.joined(separator: ", ") + ")"
        let vertex = try Self.compile(file: name + ".vert", type: GL_VERTEX_SHADER, defines: defines)
        defer { glDeleteShader(vertex) }
        let fragment = try Self.compile(file: name + ".frag", type: GL_FRAGMENT_SHADER, defines: defines)
        defer { glDeleteShader(fragment) }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        glLinkProgram(program)
        var status: GLint = 0
        glGetProgramiv(program, glEnum(GL_LINK_STATUS), &status)
        if status == GL_FALSE {
            let log = Self.infoLog(program, glGetProgramiv, glGetProgramInfoLog)
            glDeleteProgram(program)
            throw RenderError.programLink(program: self.name, log: log)
        }
        glDetachShader(program, vertex)
        glDetachShader(program, fragment)
        id = program
    }

    private static func compile(file: String, type: Int32, defines: [String]) throws -> GLuint {
        guard let original = ShaderSources.all[file] else { throw RenderError.missingShaderSource(file) }
        let source = try Self.source(original, file: file, defines: defines)
        let shader = glCreateShader(glEnum(type))
        source.withCString { pointer in
            var pointer: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var status: GLint = 0
        glGetShaderiv(shader, glEnum(GL_COMPILE_STATUS), &status)
        if status == GL_FALSE {
            let log = infoLog(shader, glGetShaderiv, glGetShaderInfoLog)
            glDeleteShader(shader)
            throw RenderError.shaderCompilation(stage: file, log: log)
        }
        return shader
    }

    /// `source` with a `#define` line for each of `defines` after its `#version` line.
    static func source(_ source: String, file: String, defines: [String]) throws -> String {
        guard !defines.isEmpty else { return source }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let version = lines.firstIndex(where: { $0.hasPrefix("#version") }) else {
            throw RenderError.shaderCompilation(stage: file, log: "no #version line to put the #defines after")
        }
        lines.insert(contentsOf: defines.map { "#define " + $0 }, at: version + 1)
        return lines.joined(separator: "\n")
    }

    private static func infoLog(
        _ object: GLuint,
        _ getParameter: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        _ getLog: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void
    ) -> String {
        var length: GLint = 0
        getParameter(object, glEnum(GL_INFO_LOG_LENGTH), &length)
        guard length > 0 else { return "(no info log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length) + 1)
        getLog(object, GLsizei(buffer.count), nil, &buffer)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Makes the program current.
    func use() { glUseProgram(id) }

    /// The location of uniform `uniform` (-1 when the linker removed it), cached.
    func location(_ uniform: String) -> GLint {
        if let cached = locations[uniform] { return cached }
        let location = glGetUniformLocation(id, uniform)
        locations[uniform] = location
        return location
    }

    /// Sets a `float` uniform of the current program.
    func set(_ uniform: String, _ value: Float) { glUniform1f(location(uniform), value) }

    /// Sets an `int` (or `bool`, or sampler) uniform of the current program.
    func set(_ uniform: String, _ value: Int) { glUniform1i(location(uniform), GLint(value)) }

    /// Sets a `vec2` uniform of the current program.
    func set(_ uniform: String, _ value: SIMD2<Float>) { glUniform2f(location(uniform), value.x, value.y) }

    /// Sets a `vec3` uniform of the current program.
    func set(_ uniform: String, _ value: SIMD3<Float>) {
        glUniform3f(location(uniform), value.x, value.y, value.z)
    }

    /// Sets a `vec4` uniform of the current program.
    func set(_ uniform: String, _ value: SIMD4<Float>) {
        glUniform4f(location(uniform), value.x, value.y, value.z, value.w)
    }

    /// Sets a `float[]` uniform of the current program.
    func set(_ uniform: String, floats: [Float]) {
        guard !floats.isEmpty else { return }
        glUniform1fv(location(uniform), GLsizei(floats.count), floats)
    }

    /// Sets a `vec4[]` uniform of the current program.
    func set(_ uniform: String, vectors: [SIMD4<Float>]) {
        guard !vectors.isEmpty else { return }
        let flat = vectors.flatMap { [$0.x, $0.y, $0.z, $0.w] }
        glUniform4fv(location(uniform), GLsizei(vectors.count), flat)
    }

    /// Sets the `u_gradient…` uniforms of a shader that evaluates an optional ``PixelGradient``
    /// (`u_gradientCount` 0 without one). Pixel coordinates (top-left origin) become GL window
    /// coordinates (bottom-left origin) of a viewport `viewportHeight` device pixels high, scene
    /// pixels scaled by `pixelScale` (``FrameState/pixelScale``).
    func setGradient(_ gradient: PixelGradient?, viewportHeight: Float, pixelScale: Float = 1) {
        guard let gradient else {
            set("u_gradientCount", 0)
            return
        }
        let stops = Array(gradient.stops.prefix(PixelGradient.maximumStops))
        set("u_gradientCount", stops.count)
        let s = pixelScale
        set("u_gradientStart_s", Vec2(gradient.start.x * s, viewportHeight - gradient.start.y * s))
        set("u_gradientEnd_s", Vec2(gradient.end.x * s, viewportHeight - gradient.end.y * s))
        set("u_gradientLocations", floats: stops.map(\.location))
        set("u_gradientColors", vectors: stops.map(\.color.vector))
    }

    /// Sets a `mat4` uniform from 16 column-major values.
    func set(_ uniform: String, matrix columnMajor: [Float]) {
        glUniformMatrix4fv(location(uniform), 1, GLboolean(GL_FALSE), columnMajor)
    }

    /// Sets a `mat3` uniform from 9 column-major values.
    func set(_ uniform: String, matrix3 columnMajor: [Float]) {
        glUniformMatrix3fv(location(uniform), 1, GLboolean(GL_FALSE), columnMajor)
    }

    /// Deletes the program (with its context current).
    func delete() { glDeleteProgram(id) }
}

/// The variants of one program, keyed by their `#define`s, each compiled and linked when first
/// asked for. llvmpipe runs both sides of a branch with masks even when the condition is a
/// uniform, so the pipelines compile out what a draw does not use (the solids' ray casting, dashes,
/// gradients, the translucency output) instead of branching on uniforms.
final class ShaderVariants {
    let name: String
    private var programs: [[String]: ShaderProgram] = [:]

    /// The variants of `name.vert` + `name.frag`; `prebuilt` are compiled now, so that a shader
    /// error shows when the renderer starts.
    init(name: String, prebuilt: [[String]] = [[]]) throws {
        self.name = name
        for defines in prebuilt { _ = try program(defines) }
    }

    /// The program with `defines` (in a fixed order: the key is the list as given).
    func program(_ defines: [String]) throws -> ShaderProgram {
        if let program = programs[defines] { return program }
        let program = try ShaderProgram(name: name, defines: defines)
        programs[defines] = program
        return program
    }

    /// Deletes every variant (with the context current).
    func delete() {
        for program in programs.values { program.delete() }
        programs = [:]
    }
}
