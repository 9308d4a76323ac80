import ChartCamera

/// A key the viewer responds to, independent of GLFW's key codes.
public enum ViewerKey: Hashable, Sendable {
    /// R: reset the pose.
    case r
    /// A number key 1–9 on the main keyboard row.
    case digit(Int)
    /// Q: close the window.
    case q
    /// Escape: close the window.
    case escape
    /// S: save a PNG of the current view.
    case s
    /// C: print the pose as Swift source.
    case c
}

/// A cursor position in screen coordinates (points), origin top left, y down.
public struct CursorPosition: Equatable, Sendable {
    /// Points from the left edge of the window's content area.
    public var x: Double
    /// Points from the top edge of the window's content area.
    public var y: Double

    /// A position from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An input event of the viewer's window, translated from GLFW's callbacks.
public enum ViewerEvent: Equatable, Sendable {
    /// A key was pressed.
    case keyPressed(ViewerKey)
    /// The left mouse button went down at a cursor position.
    case leftButtonDown(CursorPosition)
    /// The left mouse button went up.
    case leftButtonUp
    /// The cursor moved.
    case cursorMoved(CursorPosition)
    /// The framebuffer was resized or the content scale changed.
    case resized(pixelWidth: Int, pixelHeight: Int, contentScale: Double)
    /// The window's close button was pressed.
    case closeRequested
}

/// What a key binding does.
public enum ViewerAction: Equatable, Sendable {
    /// Back to the pose the viewer started with (3D only).
    case resetPose
    /// Jump to `Chart3DPose.presets[index]` (3D only).
    case preset(Int)
    /// Close the window.
    case close
    /// Save a PNG of the current view (carried out by the window).
    case saveImage
    /// Print `pose.swiftSource` (carried out by the window; 3D only).
    case printPose
}

/// A side effect that ``ViewerInput/apply(_:to:)`` asks the window to carry out.
public enum ViewerRequest: Equatable, Sendable {
    /// Write a PNG of the window's current framebuffer.
    case saveImage
    /// Print the pose as Swift source.
    case printPose
}

/// Everything the viewer's input handling and scene provider need: the pose, the framebuffer size and
/// the interaction state. A plain value, changed only by ``ViewerInput/apply(_:to:)``.
public struct ViewerState: Equatable, Sendable {
    /// The current pose (3D charts).
    public var pose: Chart3DPose
    /// The framebuffer width in device pixels.
    public var pixelWidth: Int
    /// The framebuffer height in device pixels.
    public var pixelHeight: Int
    /// Device pixels per point.
    public var contentScale: Double
    /// The pose restored by R.
    public var initialPose: Chart3DPose
    /// Whether the chart is 3D (dragging and the pose keys do nothing in 2D).
    public var is3D: Bool
    /// The last cursor position while the left button is held, nil otherwise.
    public var dragPosition: CursorPosition?
    /// Whether the window should close.
    public var shouldClose: Bool
    /// Side effects asked for by key presses, in order; the window carries them out and clears them.
    public var requests: [ViewerRequest]

    /// A state with no drag in progress, no requests, open.
    public init(
        pose: Chart3DPose, pixelWidth: Int, pixelHeight: Int, contentScale: Double, initialPose: Chart3DPose? = nil,
        is3D: Bool = true
    ) {
        self.pose = pose
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.contentScale = contentScale
        self.initialPose = initialPose ?? pose
        self.is3D = is3D
        self.dragPosition = nil
        self.shouldClose = false
        self.requests = []
    }
}

/// The viewer's input bindings and the pure function that applies an event to the state.
public enum ViewerInput {
    /// Degrees of rotation per point of drag, for both azimuth and inclination.
    public static let degreesPerPoint = 0.4

    /// The key bindings, as data: R, 1–7 (the presets in `Chart3DPose.presets` order), Q, Esc, S, C.
    public static let keyBindings: [ViewerKey: ViewerAction] = {
        var table: [ViewerKey: ViewerAction] = [
            .r: .resetPose, .q: .close, .escape: .close, .s: .saveImage, .c: .printPose,
        ]
        for index in Chart3DPose.presets.indices { table[.digit(index + 1)] = .preset(index) }
        return table
    }()

    /// The state after `event`. Pure: saving and printing are only queued in `requests`.
    public static func apply(_ event: ViewerEvent, to state: ViewerState) -> ViewerState {
        var next = state
        switch event {
        case .keyPressed(let key):
            if let action = keyBindings[key] { perform(action, on: &next) }
        case .leftButtonDown(let position):
            next.dragPosition = position
        case .leftButtonUp:
            next.dragPosition = nil
        case .cursorMoved(let position):
            guard let last = state.dragPosition else { break }
            next.dragPosition = position
            if state.is3D { next.pose = rotated(state.pose, dx: position.x - last.x, dy: position.y - last.y) }
        case .resized(let width, let height, let scale):
            next.pixelWidth = width
            next.pixelHeight = height
            next.contentScale = scale
        case .closeRequested:
            next.shouldClose = true
        }
        return next
    }

    /// `pose` turned by a drag of (`dx`, `dy`) points: azimuth += dx · 0.4° (wrapped into
    /// −180°…180°), inclination += dy · 0.4° (clamped to −90°…90°).
    public static func rotated(_ pose: Chart3DPose, dx: Double, dy: Double) -> Chart3DPose {
        var azimuth = (pose.azimuth.degrees + dx * degreesPerPoint).truncatingRemainder(dividingBy: 360)
        if azimuth > 180 { azimuth -= 360 }
        if azimuth < -180 { azimuth += 360 }
        let inclination = min(max(pose.inclination.degrees + dy * degreesPerPoint, -90), 90)
        return Chart3DPose(azimuth: .degrees(azimuth), inclination: .degrees(inclination))
    }

    private static func perform(_ action: ViewerAction, on state: inout ViewerState) {
        switch action {
        case .resetPose:
            if state.is3D { state.pose = state.initialPose }
        case .preset(let index):
            if state.is3D { state.pose = Chart3DPose.presets[index] }
        case .close:
            state.shouldClose = true
        case .saveImage:
            state.requests.append(.saveImage)
        case .printPose:
            if state.is3D { state.requests.append(.printPose) }
        }
    }
}
