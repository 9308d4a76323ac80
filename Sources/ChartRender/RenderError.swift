import Foundation

/// An error from drawing a ``ChartScene/RenderScene`` with OpenGL. Each case says what failed and,
/// where it helps, what to do about it.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A shader stage did not compile; `log` is the driver's info log.
    case shaderCompilation(stage: String, log: String)
    /// A program did not link; `log` is the driver's info log.
    case programLink(program: String, log: String)
    /// An embedded shader source is missing (the generated `ShaderSources.swift` is out of date).
    case missingShaderSource(String)
    /// A framebuffer is incomplete; `status` names the `glCheckFramebufferStatus` result.
    case framebufferIncomplete(status: String)
    /// `glGetError` reported `code` (a name such as `GL_INVALID_OPERATION`) after `operation`.
    case glError(code: String, operation: String)
    /// An image size outside `1...maximum` pixels in either direction.
    case invalidSize(width: Int, height: Int, maximum: Int)
    /// Primitive number `index` of the scene cannot be drawn, for `reason`.
    case invalidPrimitive(index: Int, reason: String)
    /// No OpenGL context is current on this thread (`glGetString(GL_VERSION)` returned nil).
    case noCurrentContext

    /// A one-line message with a hint.
    public var description: String {
        switch self {
        case .shaderCompilation(let stage, let log):
            "shader \(stage) failed to compile: \(log.trimmingCharacters(in: .whitespacesAndNewlines))"
        case .programLink(let program, let log):
            "shader program \(program) failed to link: \(log.trimmingCharacters(in: .whitespacesAndNewlines))"
        case .missingShaderSource(let name):
            "no embedded shader source \(name): run Scripts/embed-shaders.sh and rebuild"
        case .framebufferIncomplete(let status):
            "offscreen framebuffer incomplete: \(status); the OpenGL driver cannot draw into this target "
                + "(try a smaller image, or Mesa's software renderer: LIBGL_ALWAYS_SOFTWARE=1)"
        case .glError(let code, let operation):
            "OpenGL error \(code) during \(operation); the image was not drawn (retry with "
                + "LIBGL_ALWAYS_SOFTWARE=1; if it persists, report it with the driver's GL_RENDERER)"
        case .invalidSize(let width, let height, let maximum):
            "image size \(width)×\(height) is not drawable: each side must be 1…\(maximum) pixels"
        case .invalidPrimitive(let index, let reason):
            "scene primitive \(index) cannot be drawn: \(reason)"
        case .noCurrentContext:
            "no OpenGL context is current on this thread: create one (HeadlessContext or a window) first"
        }
    }
}
