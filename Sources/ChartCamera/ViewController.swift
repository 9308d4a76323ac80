import Foundation

/// The interactive view's input handling, as data and pure functions: the bindings tables
/// (``keyBindings``, ``dragBindings``) and ``apply(_:to:)``, which turns one input event into the
/// next ``ViewControllerState``. Window code only translates its callbacks into ``ViewEvent``s and
/// carries out the ``ViewRequest``s the state queues; nothing here touches a window or GL.
///
/// Bindings (3D): left-drag rotates (0.4° per cursor unit, inclination clamped to −90°…90°), the
/// wheel zooms about the cursor (× 1.1 per notch), right-drag or shift-drag pans, a double-click
/// (two left presses within 0.35 s and 4 device pixels) resets pose, zoom and pan; P toggles
/// perspective/orthographic, R resets pose, zoom and pan, 1–7 jump to `Chart3DPose.presets`, S saves
/// a PNG, C prints the pose as Swift, Q or Esc closes; Tab picks the next slice plane and `[` / `]`
/// (or Page Down / Page Up) move it one layer of the volume down or up its axis. In 2D: any drag pans and the wheel zooms, both
/// along x only (the chart applies `zoom` and `pan.x` to its x domain); the pose keys do nothing.
/// Moving the cursor over the window sets `hover` in both.
public enum ViewController {
    /// Degrees of rotation per cursor unit (GLFW screen coordinate) of drag, for azimuth and inclination.
    public static let degreesPerPoint = 0.4
    /// The zoom factor per wheel notch.
    public static let zoomPerNotch = 1.1
    /// The smallest zoom (1 is the framed view).
    public static let minimumZoom = 0.05
    /// The largest zoom.
    public static let maximumZoom = 1000.0
    /// The longest time between the two presses of a double-click, in seconds.
    public static let doubleClickInterval = 0.35
    /// The farthest the two presses of a double-click may be apart, in device pixels.
    public static let doubleClickDistance = 4.0

    /// The key bindings: R, P, 1–7 (the presets in `Chart3DPose.presets` order), Q, Esc, S, C, D
    /// (describe), the arrow keys (step through the data: left and right along a series, up and
    /// down across series), Tab (the next slice plane) and `[`, `]`, Page Down, Page Up (move it).
    public static let keyBindings: [ViewKey: ViewAction] = {
        var table: [ViewKey: ViewAction] = [
            .r: .reset, .p: .toggleProjection, .q: .close, .escape: .close, .s: .saveImage, .c: .printPose,
            .d: .describe, .arrowLeft: .step(dx: -1, dy: 0), .arrowRight: .step(dx: 1, dy: 0),
            .arrowUp: .step(dx: 0, dy: -1), .arrowDown: .step(dx: 0, dy: 1), .tab: .nextPlane,
            .leftBracket: .movePlane(steps: -1), .rightBracket: .movePlane(steps: 1),
            .pageDown: .movePlane(steps: -1), .pageUp: .movePlane(steps: 1),
        ]
        for index in Chart3DPose.presets.indices { table[.digit(index + 1)] = .preset(index) }
        return table
    }()

    /// The drag bindings: what a drag started with a button (and shift) does, in 3D and in 2D.
    public static let dragBindings: [DragTrigger: ViewDragKind] = [
        DragTrigger(button: .left, shift: false, is3D: true): .rotate,
        DragTrigger(button: .left, shift: true, is3D: true): .pan,
        DragTrigger(button: .right, shift: false, is3D: true): .pan,
        DragTrigger(button: .right, shift: true, is3D: true): .pan,
        DragTrigger(button: .left, shift: false, is3D: false): .pan,
        DragTrigger(button: .left, shift: true, is3D: false): .pan,
        DragTrigger(button: .right, shift: false, is3D: false): .pan,
        DragTrigger(button: .right, shift: true, is3D: false): .pan,
    ]

    /// What a double-click of the left button does.
    public static let doubleClickAction = ViewAction.reset

    /// The state after `event`. Pure: saving and printing are only queued in `requests`.
    public static func apply(_ event: ViewEvent, to state: ViewControllerState) -> ViewControllerState {
        var next = state
        switch event {
        case .keyPressed(let key):
            if let action = keyBindings[key] { perform(action, on: &next) }
        case .buttonDown(let button, let position, let modifiers, let time):
            next.hover = next.devicePixels(position)
            if button == .left {
                if let last = state.lastLeftPress, time - last.time >= 0, time - last.time <= doubleClickInterval,
                    distance(next.devicePixels(last.position), next.devicePixels(position)) <= doubleClickDistance
                {
                    perform(doubleClickAction, on: &next)
                    next.lastLeftPress = nil
                } else {
                    next.lastLeftPress = ViewPress(position: position, time: time)
                }
            }
            let trigger = DragTrigger(button: button, shift: modifiers.contains(.shift), is3D: state.is3D)
            if let kind = dragBindings[trigger] { next.drag = ViewDrag(kind: kind, button: button, last: position) }
        case .buttonUp(let button):
            if state.drag?.button == button { next.drag = nil }
        case .cursorMoved(let position):
            next.hover = next.devicePixels(position)
            guard var drag = state.drag else { break }
            let dx = position.x - drag.last.x
            let dy = position.y - drag.last.y
            drag.last = position
            next.drag = drag
            switch drag.kind {
            case .rotate: next.pose = rotated(state.pose, dx: dx, dy: dy)
            case .pan:
                next.pan.x += dx * state.pixelsPerCursorUnit
                if state.is3D { next.pan.y += dy * state.pixelsPerCursorUnit }
            }
        case .cursorLeft:
            next.hover = nil
        case .scroll(let notches, let position):
            next.hover = next.devicePixels(position)
            zoom(&next, notches: notches, about: next.devicePixels(position))
        case .resized(let width, let height, let scale, let cursorScale):
            next.pixelWidth = width
            next.pixelHeight = height
            next.contentScale = scale
            next.pixelsPerCursorUnit = cursorScale
        case .closeRequested:
            next.shouldClose = true
        }
        return next
    }

    /// `pose` turned by a drag of (`dx`, `dy`) cursor units: azimuth += dx · 0.4° (wrapped into
    /// −180°…180°), inclination += dy · 0.4° (clamped to −90°…90°).
    public static func rotated(_ pose: Chart3DPose, dx: Double, dy: Double) -> Chart3DPose {
        var azimuth = (pose.azimuth.degrees + dx * degreesPerPoint).truncatingRemainder(dividingBy: 360)
        if azimuth > 180 { azimuth -= 360 }
        if azimuth < -180 { azimuth += 360 }
        let inclination = min(max(pose.inclination.degrees + dy * degreesPerPoint, -90), 90)
        return Chart3DPose(azimuth: .degrees(azimuth), inclination: .degrees(inclination))
    }

    /// Zooms by `zoomPerNotch^notches` (clamped to ``minimumZoom``…``maximumZoom``) keeping the image
    /// point under `cursor` (device pixels) fixed: with f the factor actually applied and centre the
    /// viewport's centre, zoom ← zoom · f and pan ← (c − centre) − f · ((c − centre) − pan). In 2D
    /// only the x components change.
    static func zoom(_ state: inout ViewControllerState, notches: Double, about cursor: SIMD2<Double>) {
        guard notches.isFinite, notches != 0 else { return }
        let wanted = state.zoom * pow(zoomPerNotch, notches)
        let zoom = min(max(wanted, minimumZoom), maximumZoom)
        let f = zoom / state.zoom
        let centre = SIMD2(Double(state.pixelWidth), Double(state.pixelHeight)) / 2
        let c = cursor - centre
        let pan = c - f * (c - state.pan)
        state.zoom = zoom
        state.pan = state.is3D ? pan : SIMD2(pan.x, state.pan.y)
    }

    /// Carries out a bound action.
    public static func perform(_ action: ViewAction, on state: inout ViewControllerState) {
        switch action {
        case .reset:
            if state.is3D { state.pose = state.initialPose }
            state.zoom = 1
            state.pan = .zero
        case .toggleProjection:
            if state.is3D {
                state.projection = state.projection.resolved == .perspective ? .orthographic : .perspective
            }
        case .preset(let index):
            if state.is3D, Chart3DPose.presets.indices.contains(index) { state.pose = Chart3DPose.presets[index] }
        case .close:
            state.shouldClose = true
        case .saveImage:
            state.requests.append(.saveImage)
        case .printPose:
            if state.is3D { state.requests.append(.printPose) }
        case .step(let dx, let dy):
            state.requests.append(.step(dx: dx, dy: dy))
        case .describe:
            state.requests.append(.describe)
        case .nextPlane:
            if state.is3D { state.requests.append(.nextPlane) }
        case .movePlane(let steps):
            if state.is3D { state.requests.append(.movePlane(steps: steps)) }
        }
    }

    private static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}
