import CGLFW
import Foundation

/// Why the viewer could not open or draw its window.
public enum ViewerError: Error, Equatable, CustomStringConvertible {
    /// `DISPLAY` is not set, so there is no X server to open a window on.
    case noDisplay
    /// `glfwInit` failed; GLFW's error description.
    case initializationFailed(String)
    /// The window or its OpenGL 3.3 core context could not be created; GLFW's error description.
    case windowCreationFailed(String)
    /// Writing the screenshot failed.
    case saveFailed(path: String, reason: String)
    /// ``Viewer/scale`` or ``Viewer/screenshotScale`` (`name`) is not a finite positive number.
    case invalidScale(name: String, value: Double)

    /// A one-line message for the user.
    public var description: String {
        switch self {
        case .noDisplay:
            "cannot open a window: no display (DISPLAY is not set); use ImageRenderer or `opencharts render` "
                + "for headless PNG output, or run under xvfb-run"
        case .initializationFailed(let reason):
            "cannot open a window: GLFW initialisation failed: \(reason)"
        case .windowCreationFailed(let reason):
            "cannot open a window with an OpenGL 3.3 core context: \(reason)"
        case .saveFailed(let path, let reason):
            "cannot save \(path): \(reason)"
        case .invalidScale(let name, let value):
            "\(name) \(value) is not allowed: device pixels per point must be a finite number above 0 (2 for a "
                + "HiDPI image), or nil for the display's own"
        }
    }
}

/// The last error GLFW reported through its error callback (a C callback cannot capture context,
/// so it stores into this locked global).
enum GLFWErrorLog {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var last: String?
    }
    private static let storage = Storage()

    /// Installs the error callback (idempotent).
    static func install() {
        glfwSetErrorCallback { code, description in
            let text = description.map { String(cString: $0) } ?? "unknown error"
            GLFWErrorLog.record("\(text) (GLFW error 0x\(String(code, radix: 16, uppercase: true)))")
        }
    }

    static func record(_ message: String) {
        storage.lock.lock()
        storage.last = message
        storage.lock.unlock()
    }

    /// The last message, cleared; `fallback` when there is none.
    static func take(or fallback: String) -> String {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        let message = storage.last ?? fallback
        storage.last = nil
        return message
    }
}
