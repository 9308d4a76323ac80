/// Everything the interactive view's input handling and scene provider need: the pose and projection,
/// zoom and pan, the cursor, the framebuffer size and what a drag is doing. A plain value, changed only
/// by ``ViewController/apply(_:to:)``.
///
/// `zoom` and `pan` act on the framed image: an image point p (device pixels, y down) of the framed
/// view is shown at centre + pan + zoom · (p − centre), with centre the middle of the viewport.
/// 2D charts apply them to the x axis only.
public struct ViewControllerState: Equatable, Sendable {
    /// The current pose (3D charts).
    public var pose: Chart3DPose
    /// The pose restored by R and a double-click.
    public var initialPose: Chart3DPose
    /// The current projection (3D charts); P toggles it.
    public var projection: Chart3DCameraProjection
    /// The magnification of the framed view (1: framed, > 1: closer).
    public var zoom: Double
    /// The offset of the view in device pixels, x right, y down.
    public var pan: SIMD2<Double>
    /// The cursor over the window in device pixels (origin top left, y down); nil when it is outside.
    public var hover: SIMD2<Double>?
    /// The framebuffer width in device pixels.
    public var pixelWidth: Int
    /// The framebuffer height in device pixels.
    public var pixelHeight: Int
    /// Device pixels per point for the chart's layout (the monitor's content scale).
    public var contentScale: Double
    /// Device pixels per cursor unit (framebuffer width ÷ window width; 1 on X11).
    public var pixelsPerCursorUnit: Double
    /// Whether the chart is 3D (rotation, projection and the pose keys do nothing in 2D).
    public var is3D: Bool
    /// The drag in progress, nil when no bound button is held.
    public var drag: ViewDrag?
    /// The last left-button press, for double-click detection (nil right after a double-click).
    public var lastLeftPress: ViewPress?
    /// Whether the window should close.
    public var shouldClose: Bool
    /// Side effects asked for by key presses, in order; the window carries them out and clears them.
    public var requests: [ViewRequest]

    /// A state with no drag in progress, no requests, framed (zoom 1, no pan), open.
    public init(
        pose: Chart3DPose = .default, projection: Chart3DCameraProjection = .automatic, pixelWidth: Int = 0,
        pixelHeight: Int = 0, contentScale: Double = 1, initialPose: Chart3DPose? = nil, is3D: Bool = true
    ) {
        self.pose = pose
        self.initialPose = initialPose ?? pose
        self.projection = projection
        self.zoom = 1
        self.pan = .zero
        self.hover = nil
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.contentScale = contentScale
        self.pixelsPerCursorUnit = 1
        self.is3D = is3D
        self.drag = nil
        self.lastLeftPress = nil
        self.shouldClose = false
        self.requests = []
    }

    /// A cursor position (cursor units) in device pixels.
    public func devicePixels(_ cursor: SIMD2<Double>) -> SIMD2<Double> { cursor * pixelsPerCursorUnit }

    /// Whether `other` shows something different: the pose, projection, zoom, pan, hover, size or scale
    /// differ. Drag bookkeeping, requests and the close flag do not count.
    public func viewDiffers(from other: ViewControllerState) -> Bool {
        pose != other.pose || projection != other.projection || zoom != other.zoom || pan != other.pan
            || hover != other.hover || pixelWidth != other.pixelWidth || pixelHeight != other.pixelHeight
            || contentScale != other.contentScale
    }
}

/// A drag in progress.
public struct ViewDrag: Equatable, Sendable {
    /// What the drag does.
    public var kind: ViewDragKind
    /// The button that started it (its release ends the drag).
    public var button: ViewMouseButton
    /// The last cursor position seen, in cursor units.
    public var last: SIMD2<Double>

    /// A drag from its parts.
    public init(kind: ViewDragKind, button: ViewMouseButton, last: SIMD2<Double>) {
        self.kind = kind
        self.button = button
        self.last = last
    }
}

/// A left-button press remembered for double-click detection.
public struct ViewPress: Equatable, Sendable {
    /// Where, in cursor units.
    public var position: SIMD2<Double>
    /// When, in seconds (any monotonic clock; the events carry it).
    public var time: Double

    /// A press from its parts.
    public init(position: SIMD2<Double>, time: Double) {
        self.position = position
        self.time = time
    }
}

extension ViewControllerState {
    /// Swift source that reproduces the view's pose (and projection, when perspective), e.g.
    /// `.chart3DPose(Chart3DPose(azimuth: .degrees(30), inclination: .degrees(25)))`.
    public var swiftSource: String {
        pose.swiftSource + (projection.resolved == .perspective ? ".chart3DCameraProjection(.perspective)" : "")
    }
}
