/// An input event of the interactive view, independent of the window system. Cursor positions are in
/// cursor units (GLFW screen coordinates: origin at the top left of the content area, y down);
/// ``ViewControllerState/pixelsPerCursorUnit`` turns them into device pixels.
public enum ViewEvent: Equatable, Sendable {
    /// A key was pressed.
    case keyPressed(ViewKey)
    /// A mouse button went down at a cursor position, with the modifier keys held and the time in
    /// seconds (for double-click detection).
    case buttonDown(ViewMouseButton, at: SIMD2<Double>, modifiers: ViewModifiers = [], time: Double = 0)
    /// A mouse button went up.
    case buttonUp(ViewMouseButton)
    /// The cursor moved.
    case cursorMoved(SIMD2<Double>)
    /// The cursor left the window.
    case cursorLeft
    /// The wheel turned by `dy` notches (positive: away from the user, zooming in) with the cursor at
    /// a position.
    case scroll(dy: Double, at: SIMD2<Double>)
    /// The framebuffer was resized or the content scale changed.
    case resized(pixelWidth: Int, pixelHeight: Int, contentScale: Double, pixelsPerCursorUnit: Double = 1)
    /// The window's close button was pressed.
    case closeRequested
}

/// A key the view responds to, independent of the window system's key codes.
public enum ViewKey: Hashable, Sendable {
    /// R: reset pose, zoom and pan.
    case r
    /// P: toggle perspective and orthographic projection.
    case p
    /// A number key 0–9 on the main keyboard row.
    case digit(Int)
    /// Q: close the window.
    case q
    /// Escape: close the window.
    case escape
    /// S: save a PNG of the current view.
    case s
    /// C: print the pose as Swift source.
    case c
    /// D: print the chart's description.
    case d
    /// The arrow keys: step through the data.
    case arrowLeft, arrowRight, arrowUp, arrowDown
    /// Tab: pick the next movable plane (a `SlicePlot`'s).
    case tab
    /// `[` and `]`: move the picked plane one layer down or up its axis.
    case leftBracket, rightBracket
    /// Page Down and Page Up: as `[` and `]`.
    case pageDown, pageUp
}

/// A mouse button.
public enum ViewMouseButton: Hashable, Sendable {
    /// The primary (left) button.
    case left
    /// The secondary (right) button.
    case right
}

/// Modifier keys held during a button press.
public struct ViewModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// A set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = ViewModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = ViewModifiers(rawValue: 1 << 1)
    /// Alt (Option).
    public static let alt = ViewModifiers(rawValue: 1 << 2)
}

/// What starts a drag: the button, whether shift is held, and the chart's dimension.
public struct DragTrigger: Hashable, Sendable {
    /// The button pressed.
    public var button: ViewMouseButton
    /// Whether shift was held.
    public var shift: Bool
    /// Whether the chart is 3D.
    public var is3D: Bool

    /// A trigger from its parts.
    public init(button: ViewMouseButton, shift: Bool, is3D: Bool) {
        self.button = button
        self.shift = shift
        self.is3D = is3D
    }
}

/// What a drag does.
public enum ViewDragKind: Hashable, Sendable {
    /// Turn the pose (3D).
    case rotate
    /// Move the view (`pan`); along x only in 2D.
    case pan
}

/// What a key binding (or a double-click) does.
public enum ViewAction: Equatable, Sendable {
    /// Back to the initial pose (3D), zoom 1 and no pan.
    case reset
    /// Switch between perspective and orthographic projection (3D only).
    case toggleProjection
    /// Jump to `Chart3DPose.presets[index]` (3D only).
    case preset(Int)
    /// Close the window.
    case close
    /// Save a PNG of the current view (carried out by the window).
    case saveImage
    /// Print the pose as Swift source (carried out by the window; 3D only).
    case printPose
    /// Move the keyboard focus `dx` values along the focused series and `dy` series across
    /// (carried out by the chart, which knows its data).
    case step(dx: Int, dy: Int)
    /// Print the chart's accessibility description.
    case describe
    /// Pick the chart's next movable plane (carried out by the chart; 3D only).
    case nextPlane
    /// Move the picked plane `steps` layers of nodes along its axis (carried out by the chart; 3D
    /// only).
    case movePlane(steps: Int)
}

/// A side effect that ``ViewController/apply(_:to:)`` asks the window to carry out.
public enum ViewRequest: Equatable, Sendable {
    /// Write a PNG of the window's current framebuffer.
    case saveImage
    /// Print the pose as Swift source.
    case printPose
    /// Move the keyboard focus through the data.
    case step(dx: Int, dy: Int)
    /// Print the chart's description.
    case describe
    /// Pick the chart's next movable plane.
    case nextPlane
    /// Move the picked plane `steps` layers along its axis.
    case movePlane(steps: Int)
}
