import CGL
import CGLFW
import ChartCamera
import ChartImage
import ChartRender
import ChartScene
import Foundation

/// An interactive window showing a chart: a GLFW window with an OpenGL 3.3 core context, drawn by
/// the same `SceneRenderer` and 4× multisampled `OffscreenTarget` as the
/// headless export, so a screenshot and a headless PNG of the same scene match.
///
/// The window only translates GLFW's callbacks into `ViewEvent`s; what they do is decided by the
/// camera module's ``ViewController`` (its bindings tables and pure `apply`). The window
/// sleeps in `glfwWaitEvents` and redraws only when the view changed (pose, projection, zoom, pan,
/// hover, size, content scale) or the window needs repainting. S saves a PNG of the view to
/// `opencharts-view-<n>.png` in ``screenshotFolder``: the scene drawn again for the screenshot, at
/// the framebuffer's resolution or ``screenshotScale``, without the pointer's read-out (see
/// ``makeScreenshotScene``). C prints the pose as Swift source.
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
    /// The state the window opens with (pose, projection, whether the chart is 3D); its size fields are
    /// filled in from the window.
    public let initialState: ViewControllerState
    /// Called on the ``run()`` thread whenever the view changes (pose, projection, zoom, pan, hover,
    /// size), with the new state.
    public var onChange: ((ViewControllerState) -> Void)?
    /// Called on the ``run()`` thread after each frame is shown, with the state it was drawn for.
    public var onFrame: ((ViewControllerState) -> Void)?
    /// Takes events before the view controller does (a figure, whose panels each keep a view of
    /// their own): called on the ``run()`` thread with each event and the window's state; when it
    /// returns true the window's state does not see the event and the scene is built again.
    public var takeEvent: ((ViewEvent, ViewControllerState) -> Bool)?
    /// Called on the ``run()`` thread after a screenshot was written, with its location.
    public var onSave: ((URL) -> Void)?
    /// Called on the ``run()`` thread for an arrow key: move the keyboard focus `dx` values along
    /// the focused series and `dy` series across. The scene is rebuilt afterwards.
    public var onStep: ((_ dx: Int, _ dy: Int) -> Void)?
    /// Called on the ``run()`` thread for D: print the chart's description.
    public var onDescribe: (() -> Void)?
    /// Called on the ``run()`` thread for Tab (`.nextPlane`) and `[`, `]`, Page Down, Page Up
    /// (`.movePlane`): pick or move a slice plane of the chart. It returns what the window title
    /// adds after the ``title`` ("T1 intensity slice at x = 1.5 (…)"), nil when the chart has no
    /// movable plane. The scene is rebuilt afterwards.
    public var onPlane: ((ViewRequest) -> String?)?
    /// The text chunks written into each screenshot (`Title`, `Description`: the chart's alt text),
    /// asked for when a screenshot is saved.
    public var screenshotText: (() -> [(keyword: String, text: String)])?
    /// When set, every frame ends with `glFinish` and is timed: called on the ``run()`` thread after
    /// each frame with the state and the times of its parts (for benchmarks).
    public var onFrameTiming: ((ViewControllerState, ViewerFrameTiming) -> Void)?
    /// Screen refreshes per buffer swap (`glfwSwapInterval`; default 1, 0 for no vertical sync).
    public var swapInterval: Int32 = 1
    /// The folder screenshots are saved in (default: the current folder).
    public var screenshotFolder: URL
    /// Device pixels per point the chart is laid out at, which the state's
    /// ``ViewControllerState/contentScale`` reports; nil (default): the monitor's content
    /// scale. Set it before ``run()``; it must be finite and positive.
    public var scale: Double?
    /// Device pixels per point of the screenshots S saves: 2 saves a 640 × 480 point view as
    /// 1280 × 960 pixels, laid out as in the window, whatever the display. Nil (default): the
    /// window's own resolution, its framebuffer pixels (a HiDPI display's full resolution). Set it
    /// before ``run()``; it must be finite and positive.
    public var screenshotScale: Double?
    /// Lowers the chart for a screenshot, called on the ``run()`` thread with the view's state
    /// rescaled to ``screenshotScale`` (pixel size, content scale and pan; the same view) and without
    /// `hover`, so with no read-out. Nil (default): `makeScene` with that state. Set it when `makeScene`
    /// adds transient overlays of its own (a keyboard-focus read-out) or has side effects that a
    /// screenshot must not repeat (writing selection bindings).
    public var makeScreenshotScene: ((ViewControllerState) throws -> RenderScene)?
    /// The state when the window closed (after ``run()`` returns), else the latest state.
    public private(set) var state: ViewControllerState
    /// Asked on the ``run()`` thread after each frame: while it returns true (an animation runs),
    /// the window rebuilds and draws the next frame after at most 1/60 s instead of sleeping
    /// until an event.
    public var isAnimating: (() -> Bool)?

    let makeScene: (ViewControllerState) throws -> RenderScene
    private var pendingEvents: [ViewEvent] = []
    private var needsRefresh = false
    /// The cursor position of the last cursor-moved callback: button presses and wheel turns use it,
    /// since `glfwGetCursorPos` asks the X server for the pointer now, which may already have moved on.
    private var lastCursor: SIMD2<Double>?
    private let closeFlag = CloseFlag()
    private let wake = WakeState()

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
    ///   - initialState: The pose, projection and dimension the window starts with.
    ///   - makeScene: Lowers the chart for a state: a scene of `pixelWidth`×`pixelHeight` pixels at
    ///     `contentScale`, for the state's pose, projection, zoom, pan and hover. Called only when one
    ///     of those changed.
    public init(
        title: String, width: Int, height: Int, initialState: ViewControllerState,
        makeScene: @escaping (ViewControllerState) throws -> RenderScene
    ) {
        self.title = title
        self.width = width
        self.height = height
        self.initialState = initialState
        self.state = initialState
        self.makeScene = makeScene
        self.screenshotFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// Queues `event` as if it came from the window, to be applied before the next frame. Call it on
    /// the ``run()`` thread, e.g. from ``onFrame`` (a driver of scripted interaction, a benchmark).
    public func post(_ event: ViewEvent) {
        pendingEvents.append(event)
        glfwPostEmptyEvent()
    }

    /// Asks a running viewer to close, from any thread (a no-op once it has closed).
    public func requestClose() {
        closeFlag.set()
        glfwPostEmptyEvent()
    }

    /// Asks the window to call `makeScene` again and redraw although the view state did not change
    /// (the chart's data changed), from any thread: the request wakes the window's loop
    /// (`glfwPostEmptyEvent`, only while GLFW is initialised) and the rebuild happens on the
    /// ``run()`` thread. Requests made before the window opens are kept.
    public func setNeedsRebuild() { wake.request() }

    /// Opens the window and handles input until it is closed.
    ///
    /// - Throws: ``ViewerError`` when no window can be opened, errors from `makeScene`, and
    ///   ``RenderError`` from drawing.
    public func run() throws {
        for (name, value) in [("scale", scale), ("screenshotScale", screenshotScale)] {
            if let value, !(value.isFinite && value > 0) { throw ViewerError.invalidScale(name: name, value: value) }
        }
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw ViewerError.noDisplay
        }
        GLFWErrorLog.install()
        _ = GLFWErrorLog.take(or: "")
        guard glfwInit() == GLFW_TRUE else {
            let reason = GLFWErrorLog.take(or: "unknown error")
            throw reason.contains("DISPLAY") ? ViewerError.noDisplay : ViewerError.initializationFailed(reason)
        }
        wake.setRunning(true)
        defer {
            wake.setRunning(false)
            glfwTerminate()
        }

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
        glfwSwapInterval(swapInterval)

        let canvas = try WindowCanvas()
        defer { canvas.deleteResources() }
        try loop(window, canvas: canvas)
    }

    /// A rebuild request from any thread, and whether GLFW is initialised (so that waking the loop
    /// with `glfwPostEmptyEvent` is allowed). One lock orders both.
    private final class WakeState: @unchecked Sendable {
        private let lock = NSLock()
        private var requested = false
        private var running = false
        func request() {
            lock.lock()
            defer { lock.unlock() }
            requested = true
            if running { glfwPostEmptyEvent() }
        }
        func setRunning(_ value: Bool) {
            lock.lock()
            running = value
            lock.unlock()
        }
        func take() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            let value = requested
            requested = false
            return value
        }
    }

    // MARK: - Event loop

    private func loop(_ window: OpaquePointer, canvas: WindowCanvas) throws {
        state = ViewController.apply(sizeEvent(window), to: initialState)
        onChange?(state)
        var scene: RenderScene?
        var sceneState: ViewControllerState?
        var needsDraw = true
        var saveRequested = false

        while !state.shouldClose && !closeFlag.isSet && glfwWindowShouldClose(window) == GLFW_FALSE {
            if needsDraw || needsRefresh, state.pixelWidth > 0, state.pixelHeight > 0 {
                let clock = ContinuousClock()
                let start = clock.now
                if scene == nil || Self.sceneIsStale(shown: sceneState, for: state) {
                    scene = try makeScene(state)
                    sceneState = state
                }
                let built = clock.now
                // Volumes take fewer steps while the view is dragged, full quality when still.
                canvas.isInteracting = state.drag != nil
                try canvas.draw(scene!, framebufferWidth: state.pixelWidth, framebufferHeight: state.pixelHeight)
                if saveRequested {
                    try saveScreenshot(of: state, canvas: canvas)
                    saveRequested = false
                }
                let drawn = clock.now
                glfwSwapBuffers(window)
                if let onFrameTiming {
                    glFinish()
                    let end = clock.now
                    onFrameTiming(
                        state,
                        ViewerFrameTiming(
                            sceneSeconds: Self.seconds(built - start), drawSeconds: Self.seconds(drawn - built),
                            swapSeconds: Self.seconds(end - drawn), totalSeconds: Self.seconds(end - start)))
                }
                onFrame?(state)
            }
            needsDraw = false
            needsRefresh = false

            let animating = isAnimating?() ?? false
            if animating { glfwWaitEventsTimeout(1.0 / 60) } else { glfwWaitEvents() }
            let events = pendingEvents
            pendingEvents.removeAll()
            let before = state
            var stepped = false
            for event in events {
                if let takeEvent, takeEvent(event, state) {
                    stepped = true
                } else {
                    state = ViewController.apply(event, to: state)
                }
            }
            let carried = carryOut(state.requests, window: window)
            saveRequested = saveRequested || carried.save
            stepped = stepped || carried.rebuild
            state.requests.removeAll()
            // A step or a taken event changes what the chart shows without changing the view
            // state: rebuild.
            let rebuild = wake.take() || animating
            if stepped || rebuild { scene = nil }
            let changed = state.viewDiffers(from: before) || stepped
            if changed { onChange?(state) }
            // The end of a drag redraws at full quality.
            needsDraw = changed || saveRequested || rebuild || (state.drag != nil) != canvas.isInteracting
        }
    }

    /// Whether the scene built for `shown` (nil: none yet) must be built anew for `state`: the view
    /// changed, or a drag started or ended — content may draw a subsample while the view moves (a
    /// 3D density plot), and the full frame follows the drag.
    static func sceneIsStale(shown: ViewControllerState?, for state: ViewControllerState) -> Bool {
        guard let shown else { return true }
        return state.viewDiffers(from: shown) || (shown.drag != nil) != (state.drag != nil)
    }

    /// Carries out the requests the view controller queued: whether a screenshot is to be saved
    /// and whether the chart's scene changed (a step, a plane moved) and must be rebuilt.
    private func carryOut(_ requests: [ViewRequest], window: OpaquePointer) -> (save: Bool, rebuild: Bool) {
        var result = (save: false, rebuild: false)
        for request in requests {
            switch request {
            case .saveImage: result.save = true
            case .printPose:
                print(state.swiftSource)
                fflush(nil)
            case .step(let dx, let dy):
                if let onStep {
                    onStep(dx, dy)
                    result.rebuild = true
                }
            case .describe:
                onDescribe?()
            case .nextPlane, .movePlane:
                if let onPlane, let detail = onPlane(request) {
                    glfwSetWindowTitle(window, "\(title) — \(detail)")
                    result.rebuild = true
                }
            }
        }
        return result
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// The window's size, in framebuffer pixels, and the layout scale: ``scale`` or the monitor's.
    private func sizeEvent(_ window: OpaquePointer?) -> ViewEvent {
        var width: Int32 = 0
        var height: Int32 = 0
        glfwGetFramebufferSize(window, &width, &height)
        var windowWidth: Int32 = 0
        var windowHeight: Int32 = 0
        glfwGetWindowSize(window, &windowWidth, &windowHeight)
        var xScale: Float = 1
        var yScale: Float = 1
        glfwGetWindowContentScale(window, &xScale, &yScale)
        let monitorScale = xScale.isFinite && xScale > 0 ? Double(xScale) : 1
        let cursorScale = windowWidth > 0 && width > 0 ? Double(width) / Double(windowWidth) : 1
        return .resized(
            pixelWidth: Int(width), pixelHeight: Int(height), contentScale: scale ?? monitorScale,
            pixelsPerCursorUnit: cursorScale)
    }

    // MARK: - GLFW callbacks (non-capturing; the viewer comes through the window's user pointer)

    private static func viewer(_ window: OpaquePointer?) -> Viewer? {
        guard let pointer = glfwGetWindowUserPointer(window) else { return nil }
        return Unmanaged<Viewer>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// GLFW key codes (US layout positions) and the keys they stand for.
    static let keyCodes: [Int32: ViewKey] = {
        var table: [Int32: ViewKey] = [
            GLFW_KEY_R: .r, GLFW_KEY_P: .p, GLFW_KEY_Q: .q, GLFW_KEY_ESCAPE: .escape, GLFW_KEY_S: .s,
            GLFW_KEY_C: .c, GLFW_KEY_D: .d, GLFW_KEY_LEFT: .arrowLeft, GLFW_KEY_RIGHT: .arrowRight,
            GLFW_KEY_UP: .arrowUp, GLFW_KEY_DOWN: .arrowDown, GLFW_KEY_TAB: .tab,
            GLFW_KEY_LEFT_BRACKET: .leftBracket, GLFW_KEY_RIGHT_BRACKET: .rightBracket,
            GLFW_KEY_PAGE_DOWN: .pageDown, GLFW_KEY_PAGE_UP: .pageUp,
        ]
        for digit in 0...9 { table[GLFW_KEY_0 + Int32(digit)] = .digit(digit) }
        return table
    }()

    /// GLFW mouse buttons and the buttons they stand for.
    static let buttonCodes: [Int32: ViewMouseButton] = [
        GLFW_MOUSE_BUTTON_LEFT: .left, GLFW_MOUSE_BUTTON_RIGHT: .right,
    ]

    /// GLFW modifier bits as ``ViewModifiers``.
    static func modifiers(_ mods: Int32) -> ViewModifiers {
        var result: ViewModifiers = []
        if mods & GLFW_MOD_SHIFT != 0 { result.insert(.shift) }
        if mods & GLFW_MOD_CONTROL != 0 { result.insert(.control) }
        if mods & GLFW_MOD_ALT != 0 { result.insert(.alt) }
        return result
    }

    private static func cursor(_ window: OpaquePointer?) -> SIMD2<Double> {
        if let last = viewer(window)?.lastCursor { return last }
        var x = 0.0
        var y = 0.0
        glfwGetCursorPos(window, &x, &y)
        return SIMD2(x, y)
    }

    private func installCallbacks(_ window: OpaquePointer) {
        glfwSetKeyCallback(window) { window, key, _, action, _ in
            // Arrow keys repeat while held, to walk through the data.
            let arrows: Set<ViewKey> = [.arrowLeft, .arrowRight, .arrowUp, .arrowDown]
            guard let key = Viewer.keyCodes[key],
                action == GLFW_PRESS || (action == GLFW_REPEAT && arrows.contains(key))
            else { return }
            Viewer.viewer(window)?.pendingEvents.append(.keyPressed(key))
        }
        glfwSetMouseButtonCallback(window) { window, button, action, mods in
            guard let button = Viewer.buttonCodes[button], let viewer = Viewer.viewer(window) else { return }
            if action == GLFW_PRESS {
                viewer.pendingEvents.append(
                    .buttonDown(
                        button, at: Viewer.cursor(window), modifiers: Viewer.modifiers(mods), time: glfwGetTime()))
            } else if action == GLFW_RELEASE {
                viewer.pendingEvents.append(.buttonUp(button))
            }
        }
        glfwSetCursorPosCallback(window) { window, x, y in
            guard let viewer = Viewer.viewer(window) else { return }
            viewer.lastCursor = SIMD2(x, y)
            viewer.pendingEvents.append(.cursorMoved(SIMD2(x, y)))
        }
        glfwSetCursorEnterCallback(window) { window, entered in
            guard let viewer = Viewer.viewer(window) else { return }
            if entered == GLFW_FALSE {
                viewer.lastCursor = nil
                viewer.pendingEvents.append(.cursorLeft)
            }
        }
        glfwSetScrollCallback(window) { window, _, dy in
            Viewer.viewer(window)?.pendingEvents.append(.scroll(dy: dy, at: Viewer.cursor(window)))
        }
        glfwSetFramebufferSizeCallback(window) { window, _, _ in
            guard let viewer = Viewer.viewer(window) else { return }
            viewer.pendingEvents.append(viewer.sizeEvent(window))
        }
        glfwSetWindowSizeCallback(window) { window, _, _ in
            guard let viewer = Viewer.viewer(window) else { return }
            viewer.pendingEvents.append(viewer.sizeEvent(window))
        }
        glfwSetWindowContentScaleCallback(window) { window, _, _ in
            guard let viewer = Viewer.viewer(window) else { return }
            viewer.pendingEvents.append(viewer.sizeEvent(window))
        }
        glfwSetWindowRefreshCallback(window) { window in
            Viewer.viewer(window)?.needsRefresh = true
        }
        glfwSetWindowCloseCallback(window) { window in
            Viewer.viewer(window)?.pendingEvents.append(.closeRequested)
        }
    }
}

/// How long the parts of one window frame took, in seconds (``Viewer/onFrameTiming``).
public struct ViewerFrameTiming: Sendable, Equatable {
    /// Building the scene for the state (nothing when the view did not change).
    public var sceneSeconds: Double
    /// Issuing the draw calls (and the blit to the window).
    public var drawSeconds: Double
    /// Swapping the buffers and `glFinish`: until the GPU (llvmpipe) has finished the frame.
    public var swapSeconds: Double
    /// The whole frame: scene + draw + swap + finish.
    public var totalSeconds: Double
}
