import Foundation

/// An error from headless rendering: EGL setup, sizes, or the renderer underneath. Each case says
/// what failed and what to do.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    /// No EGL display could be opened on any platform (device, surfaceless, default).
    case noDisplay(tried: [String])
    /// `eglInitialize` failed on the display of `platform`.
    case initializeFailed(platform: String, eglError: String)
    /// `eglBindAPI(EGL_OPENGL_API)` failed: the EGL implementation has no desktop OpenGL.
    case openGLUnavailable(eglError: String)
    /// No EGL config offers pbuffers and desktop OpenGL.
    case noConfig(eglError: String)
    /// No OpenGL 3.3 core context could be created.
    case contextCreationFailed(eglError: String)
    /// `eglMakeCurrent` failed.
    case makeCurrentFailed(eglError: String)
    /// The context was made current but `glGetString(GL_VERSION)` returned nil.
    case contextNotUsable
    /// An image size outside `1...maximum` pixels in either direction, rejected before allocating.
    case invalidSize(width: Int, height: Int, maximum: Int)

    /// A message with a hint.
    public var description: String {
        switch self {
        case .noDisplay(let tried):
            "no EGL display (tried \(tried.joined(separator: ", "))): install libegl1 and libgl1-mesa-dri"
        case .initializeFailed(let platform, let error):
            "eglInitialize failed on the \(platform) display (\(error)): check that libgl1-mesa-dri is installed"
        case .openGLUnavailable(let error):
            "EGL cannot bind desktop OpenGL (\(error)): install libegl-mesa0 / libgl1-mesa-dri (glvnd)"
        case .noConfig(let error):
            "no EGL config with pbuffer and OpenGL support (\(error)): install libgl1-mesa-dri"
        case .contextCreationFailed(let error):
            "could not create an OpenGL 3.3 core context (\(error)): the driver needs OpenGL 3.3 or later"
        case .makeCurrentFailed(let error):
            "eglMakeCurrent failed (\(error))"
        case .contextNotUsable:
            "the OpenGL context is current but glGetString(GL_VERSION) returned nil"
        case .invalidSize(let width, let height, let maximum):
            "image size \(width)×\(height) is not drawable: each side must be 1…\(maximum) pixels"
        }
    }
}
