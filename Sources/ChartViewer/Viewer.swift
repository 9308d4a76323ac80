import CGL
import CGLFW
import ChartCamera
import ChartImage
import ChartRender
import ChartScene
import Foundation

/// An interactive window showing a chart: a GLFW window with an OpenGL 3.3 core context, drawn by
/// the same ``ChartRender/SceneRenderer`` and 4× multisampled ``ChartRender/OffscreenTarget`` as the
/// headless export, so a screenshot and a headless PNG of the same scene match.
///
/// The window sleeps in `glfwWaitEvents` and redraws only when something changed (size, content
/// scale, pose, an expose). Input (3D charts): left-drag rotates (0.4° per point); R resets the pose;
/// 1–7 jump to `Chart3DPose.presets`; C prints the pose as Swift source. Any chart: S saves a PNG of
/// the view to `opencharts-view-<n>.png` in the current folder; Q or Esc closes.
///
/// Use a viewer on one thread: ``run()`` makes the context current on the calling thread and
/// returns when the window closes.
public final class Viewer {
    /// The window title.
    public let title: String
    /// The initial window width in screen coordinates (points).
    public let width: Int
    /// The initial window height in screen coordinates (points).
    public let height: Int
    /// Whether the chart is 3D (rotation and pose keys enabled).
    public let is3D: Bool
    /// The pose the window opens with and R returns to.
    public let initialPose: Chart3DPose
    /// Called on the ``run()`` thread whenever the user changes the pose.
    public var onPoseChange: ((Chart3DPose) -> Void)?
    /// Called on the ``run()`` thread after each frame is shown, with the state it was drawn for.
    public var onFrame: ((ViewerState) -> Void)?
    /// The folder screenshots are saved in (default: the current folder).
    public var screenshotFolder: URL

    private let makeScene: (ViewerState) throws -> RenderScene
    private var pendingEvents: [ViewerEvent] = []
    private var needsRefresh = false
    private let closeFlag = CloseFlag()

    private final class CloseFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        func set() {
            lock.lock()
            value = true
            lock.unlock()
        }
    }

    /// A viewer; nothing is opened until ``run()``.
    ///
    /// - Parameters:
    ///   - width: Window width in screen coordinates (points; scaled to the monitor's content scale).
    ///   - height: Window height in screen coordinates.
    ///   - makeScene: Lowers the chart for a state: a scene of `pixelWidth`×`pixelHeight` pixels at
    ///     `contentScale`, seen from `pose`. Called only when the pose, size or scale changed.
    public init(
        title: String, width: Int, height: Int, is3D: Bool, initialPose: Chart3DPose,
        makeScene: @escaping (ViewerState) throws -> RenderScene
    ) {
        self.title = title
        self.width = width
        self.height = height
        self.is3D = is3D
        self.initialPose = initialPose
        self.makeScene = makeScene
        self.screenshotFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// Asks a running viewer to close, from any thread (a no-op once it has closed).
    public func requestClose() {
        closeFlag.set()
        glfwPostEmptyEvent()
    }

    /// Opens the window and handles input until it is closed.
    ///
    /// - Throws: ``ViewerError`` when no window can be opened, errors from `makeScene`, and
    ///   ``ChartRender/RenderError`` from drawing.
    public func run() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw ViewerError.noDisplay
        }
        GLFWErrorLog.install()
        _ = GLFWErrorLog.take(or: "")
        guard glfwInit() == GLFW_TRUE else {
            let reason = GLFWErrorLog.take(or: "unknown error")
            throw reason.contains("DISPLAY") ? ViewerError.noDisplay : ViewerError.initializationFailed(reason)
        }
        defer { glfwTerminate() }

        glfwDefaultWindowHints()
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
        // Anti-aliasing comes from the 4× multisampled offscreen target, as in the headless export:
        // a single-sampled window gets pixels identical to `opencharts render` (measured), while
        // GLFW_SAMPLES 4 makes the window's own framebuffer multisampled, which GL 3.3 cannot blit
        // into, and drawing into it directly gave different edge pixels (24-bit depth, other MSAA).
        glfwWindowHint(GLFW_SAMPLES, 0)
        glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE)
        guard let window = glfwCreateWindow(Int32(max(width, 1)), Int32(max(height, 1)), title, nil, nil) else {
            throw ViewerError.windowCreationFailed(GLFWErrorLog.take(or: "glfwCreateWindow failed"))
        }
        glfwSetWindowUserPointer(window, Unmanaged.passUnretained(self).toOpaque())
        defer {
            glfwSetWindowUserPointer(window, nil)
            glfwDestroyWindow(window)
        }
        installCallbacks(window)
        glfwMakeContextCurrent(window)
        defer { glfwMakeContextCurrent(nil) }
        glfwSwapInterval(1)

        let canvas = try WindowCanvas()
        defer { canvas.deleteResources() }
        try loop(window, canvas: canvas)
    }

    // MARK: - Event loop

    private func loop(_ window: OpaquePointer, canvas: WindowCanvas) throws {
        var state = ViewerState(
            pose: initialPose, pixelWidth: 0, pixelHeight: 0, contentScale: 1, is3D: is3D)
        state = ViewerInput.apply(Self.sizeEvent(window), to: state)
        var scene: RenderScene?
        var sceneState: ViewerState?
        var needsDraw = true
        var saveRequested = false

        while !state.shouldClose && !closeFlag.isSet && glfwWindowShouldClose(window) == GLFW_FALSE {
            if needsDraw || needsRefresh, state.pixelWidth > 0, state.pixelHeight > 0 {
                if scene == nil || !Self.sameView(sceneState, state) {
                    scene = try makeScene(state)
                    sceneState = state
                }
                try canvas.draw(scene!, framebufferWidth: state.pixelWidth, framebufferHeight: state.pixelHeight)
                if saveRequested {
                    try save(canvas.readWindow(width: state.pixelWidth, height: state.pixelHeight))
                    saveRequested = false
                }
                glfwSwapBuffers(window)
                onFrame?(state)
            }
            needsDraw = false
            needsRefresh = false

            glfwWaitEvents()
            let events = pendingEvents
            pendingEvents.removeAll()
            let before = state
            for event in events { state = ViewerInput.apply(event, to: state) }
            for request in state.requests {
                switch request {
                case .saveImage: saveRequested = true
                case .printPose:
                    print(state.pose.swiftSource)
                    fflush(nil)
                }
            }
            state.requests.removeAll()
            if state.pose != before.pose { onPoseChange?(state.pose) }
            needsDraw = !Self.sameView(before, state) || saveRequested
        }
    }

    /// Whether two states give the same scene (pose, framebuffer size and scale).
    private static func sameView(_ a: ViewerState?, _ b: ViewerState) -> Bool {
        guard let a else { return false }
        return a.pose == b.pose && a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight
            && a.contentScale == b.contentScale
    }

    private static func sizeEvent(_ window: OpaquePointer?) -> ViewerEvent {
        var width: Int32 = 0
        var height: Int32 = 0
        glfwGetFramebufferSize(window, &width, &height)
        var xScale: Float = 1
        var yScale: Float = 1
        glfwGetWindowContentScale(window, &xScale, &yScale)
        let scale = xScale.isFinite && xScale > 0 ? Double(xScale) : 1
        return .resized(pixelWidth: Int(width), pixelHeight: Int(height), contentScale: scale)
    }

    private func save(_ image: RGBAImage) throws {
        var index = 1
        var url = screenshotFolder.appendingPathComponent("opencharts-view-\(index).png")
        while FileManager.default.fileExists(atPath: url.path) {
            index += 1
            url = screenshotFolder.appendingPathComponent("opencharts-view-\(index).png")
        }
        do {
            try PNGCodec.write(image, to: url)
        } catch {
            throw ViewerError.saveFailed(path: url.path, reason: "\(error)")
        }
        print("saved \(url.path)")
        fflush(nil)
    }

    // MARK: - GLFW callbacks (non-capturing; the viewer comes through the window's user pointer)

    private static func viewer(_ window: OpaquePointer?) -> Viewer? {
        guard let pointer = glfwGetWindowUserPointer(window) else { return nil }
        return Unmanaged<Viewer>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// GLFW key codes (US layout positions) and the keys they stand for.
    static let keyCodes: [Int32: ViewerKey] = {
        var table: [Int32: ViewerKey] = [
            GLFW_KEY_R: .r, GLFW_KEY_Q: .q, GLFW_KEY_ESCAPE: .escape, GLFW_KEY_S: .s, GLFW_KEY_C: .c,
        ]
        for digit in 1...9 { table[GLFW_KEY_0 + Int32(digit)] = .digit(digit) }
        return table
    }()

    private func installCallbacks(_ window: OpaquePointer) {
        glfwSetKeyCallback(window) { window, key, _, action, _ in
            guard action == GLFW_PRESS, let key = Viewer.keyCodes[key] else { return }
            Viewer.viewer(window)?.pendingEvents.append(.keyPressed(key))
        }
        glfwSetMouseButtonCallback(window) { window, button, action, _ in
            guard button == GLFW_MOUSE_BUTTON_LEFT, let viewer = Viewer.viewer(window) else { return }
            if action == GLFW_PRESS {
                var x = 0.0
                var y = 0.0
                glfwGetCursorPos(window, &x, &y)
                viewer.pendingEvents.append(.leftButtonDown(CursorPosition(x: x, y: y)))
            } else if action == GLFW_RELEASE {
                viewer.pendingEvents.append(.leftButtonUp)
            }
        }
        glfwSetCursorPosCallback(window) { window, x, y in
            Viewer.viewer(window)?.pendingEvents.append(.cursorMoved(CursorPosition(x: x, y: y)))
        }
        glfwSetFramebufferSizeCallback(window) { window, _, _ in
            Viewer.viewer(window)?.pendingEvents.append(Viewer.sizeEvent(window))
        }
        glfwSetWindowContentScaleCallback(window) { window, _, _ in
            Viewer.viewer(window)?.pendingEvents.append(Viewer.sizeEvent(window))
        }
        glfwSetWindowRefreshCallback(window) { window in
            Viewer.viewer(window)?.needsRefresh = true
        }
        glfwSetWindowCloseCallback(window) { window in
            Viewer.viewer(window)?.pendingEvents.append(.closeRequested)
        }
    }
}
