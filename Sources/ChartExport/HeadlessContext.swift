import CEGL
import CGL
import Foundation

/// An OpenGL 3.3 core (forward-compatible) context with no window, made through EGL: Mesa llvmpipe
/// on a machine without a GPU, the GPU's driver through the EGL device platform where there is one.
///
/// The context is current on the thread that created it; GL is per thread, so keep all use of it
/// on that thread and synchronous. ``makeCurrent()`` makes it current again (on this thread).
/// Only the context (and its fallback pbuffer) is destroyed on deinit; the process-wide EGL display
/// stays open.
public final class HeadlessContext {
    private let connection: EGLDisplayConnection
    private let context: EGLContext
    private let surface: EGLSurface?

    /// Creates the context and makes it current on the calling thread.
    ///
    /// - Throws: ``ExportError`` naming the step that failed, with an installation hint.
    public init() throws {
        let connection = try EGLDisplayConnection.shared.get()
        let display = connection.display
        guard eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE else {
            throw ExportError.openGLUnavailable(eglError: EGLDisplayConnection.lastError())
        }
        let configAttributes: [EGLint] = [
            EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE,
        ]
        var config: EGLConfig? = nil
        var configCount: EGLint = 0
        guard eglChooseConfig(display, configAttributes, &config, 1, &configCount) == EGL_TRUE, configCount > 0,
            let config
        else {
            throw ExportError.noConfig(eglError: EGLDisplayConnection.lastError())
        }
        let contextAttributes: [EGLint] = [
            EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
            EGL_CONTEXT_OPENGL_FORWARD_COMPATIBLE, EGL_TRUE, EGL_NONE,
        ]
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            throw ExportError.contextCreationFailed(eglError: EGLDisplayConnection.lastError())
        }
        var surface: EGLSurface? = nil
        if !connection.extensions.contains("EGL_KHR_surfaceless_context") {
            let pbufferAttributes: [EGLint] = [EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE]
            surface = eglCreatePbufferSurface(display, config, pbufferAttributes)
        }
        guard eglMakeCurrent(display, surface, surface, context) == EGL_TRUE else {
            let error = EGLDisplayConnection.lastError()
            if let surface { eglDestroySurface(display, surface) }
            eglDestroyContext(display, context)
            throw ExportError.makeCurrentFailed(eglError: error)
        }
        self.connection = connection
        self.context = context
        self.surface = surface
        guard glGetString(GLenum(GL_VERSION)) != nil else { throw ExportError.contextNotUsable }
    }

    /// The EGL platform the display came from: "device", "device (software)", "surfaceless" or
    /// "default".
    public var platform: String { connection.platform }

    /// Makes this context current on the calling thread.
    public func makeCurrent() throws {
        guard eglGetCurrentContext() != context else { return }
        guard eglMakeCurrent(connection.display, surface, surface, context) == EGL_TRUE else {
            throw ExportError.makeCurrentFailed(eglError: EGLDisplayConnection.lastError())
        }
    }

    /// Whether this context is current on the calling thread.
    public var isCurrent: Bool { eglGetCurrentContext() == context }

    deinit {
        if eglGetCurrentContext() == context {
            eglMakeCurrent(connection.display, nil, nil, nil)
        }
        eglDestroyContext(connection.display, context)
        if let surface { eglDestroySurface(connection.display, surface) }
    }
}
