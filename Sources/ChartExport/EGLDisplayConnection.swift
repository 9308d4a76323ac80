import CEGL
import Foundation

/// The process-wide EGL display, opened once and never terminated (terminating a display that
/// other threads' contexts use makes them fail).
///
/// Platforms are tried in order: the EGL device platform (hardware devices before Mesa's software
/// device; the only headless platform on NVIDIA), Mesa's surfaceless platform, then
/// `EGL_DEFAULT_DISPLAY`.
final class EGLDisplayConnection: @unchecked Sendable {
    // Immutable after init; EGL handles are plain pointers, safe to share between threads.
    let display: EGLDisplay
    /// Which platform the display came from, e.g. "device (software)".
    let platform: String
    /// The display's extension string.
    let extensions: Set<String>

    private init(display: EGLDisplay, platform: String) {
        self.display = display
        self.platform = platform
        extensions = Self.extensionSet(eglQueryString(display, EGL_EXTENSIONS))
    }

    /// The shared display, or the error that prevented opening it (computed once).
    static let shared: Result<EGLDisplayConnection, ExportError> = open()

    /// The name of the last EGL error on this thread.
    static func lastError() -> String {
        let code = eglGetError()
        switch code {
        case EGL_SUCCESS: return "EGL_SUCCESS"
        case EGL_NOT_INITIALIZED: return "EGL_NOT_INITIALIZED"
        case EGL_BAD_ACCESS: return "EGL_BAD_ACCESS"
        case EGL_BAD_ALLOC: return "EGL_BAD_ALLOC"
        case EGL_BAD_ATTRIBUTE: return "EGL_BAD_ATTRIBUTE"
        case EGL_BAD_CONFIG: return "EGL_BAD_CONFIG"
        case EGL_BAD_CONTEXT: return "EGL_BAD_CONTEXT"
        case EGL_BAD_DISPLAY: return "EGL_BAD_DISPLAY"
        case EGL_BAD_MATCH: return "EGL_BAD_MATCH"
        case EGL_BAD_PARAMETER: return "EGL_BAD_PARAMETER"
        case EGL_BAD_SURFACE: return "EGL_BAD_SURFACE"
        default: return String(format: "EGL error 0x%04X", code)
        }
    }

    private static func extensionSet(_ string: UnsafePointer<CChar>?) -> Set<String> {
        guard let string else { return [] }
        return Set(String(cString: string).split(separator: " ").map(String.init))
    }

    private static func open() -> Result<EGLDisplayConnection, ExportError> {
        // Client extensions come from the "no display" query.
        let client = extensionSet(eglQueryString(nil, EGL_EXTENSIONS))
        var tried: [String] = []
        var lastFailure: ExportError? = nil
        func attempt(_ display: EGLDisplay?, _ platform: String) -> EGLDisplayConnection? {
            tried.append(platform)
            guard let display else { return nil }
            var major: EGLint = 0
            var minor: EGLint = 0
            guard eglInitialize(display, &major, &minor) == EGL_TRUE else {
                lastFailure = .initializeFailed(platform: platform, eglError: lastError())
                return nil
            }
            return EGLDisplayConnection(display: display, platform: platform)
        }

        let getPlatformDisplay: PFNEGLGETPLATFORMDISPLAYEXTPROC? =
            client.contains("EGL_EXT_platform_base")
            ? eglGetProcAddress("eglGetPlatformDisplayEXT").map {
                unsafeBitCast($0, to: PFNEGLGETPLATFORMDISPLAYEXTPROC.self)
            }
            : nil

        if let getPlatformDisplay, client.contains("EGL_EXT_platform_device"),
            client.contains("EGL_EXT_device_enumeration") || client.contains("EGL_EXT_device_base")
        {
            for (device, software) in devices(client) {
                let name = software ? "device (software)" : "device"
                if let connection = attempt(getPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), device, nil), name) {
                    return .success(connection)
                }
            }
        }
        if let getPlatformDisplay, client.contains("EGL_MESA_platform_surfaceless") {
            let display = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
            if let connection = attempt(display, "surfaceless") { return .success(connection) }
        }
        if let connection = attempt(eglGetDisplay(nil), "default") { return .success(connection) }
        return .failure(lastFailure ?? .noDisplay(tried: tried))
    }

    /// EGL devices, hardware first, each with whether it is Mesa's software device.
    private static func devices(_ client: Set<String>) -> [(EGLDeviceEXT, Bool)] {
        guard let queryDevicesAddress = eglGetProcAddress("eglQueryDevicesEXT") else { return [] }
        let queryDevices = unsafeBitCast(queryDevicesAddress, to: PFNEGLQUERYDEVICESEXTPROC.self)
        let queryString = eglGetProcAddress("eglQueryDeviceStringEXT").map {
            unsafeBitCast($0, to: PFNEGLQUERYDEVICESTRINGEXTPROC.self)
        }
        var count: EGLint = 0
        guard queryDevices(0, nil, &count) == EGL_TRUE, count > 0 else { return [] }
        var handles = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        guard queryDevices(count, &handles, &count) == EGL_TRUE else { return [] }
        let found: [(EGLDeviceEXT, Bool)] = handles.prefix(Int(count)).compactMap { handle in
            guard let handle else { return nil }
            let extensions = extensionSet(queryString?(handle, EGL_EXTENSIONS))
            return (handle, extensions.contains("EGL_MESA_device_software"))
        }
        return found.filter { !$0.1 } + found.filter { $0.1 }
    }
}
