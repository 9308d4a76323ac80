import ChartCamera
import ChartCore
import ChartScene
import ChartViewer

extension Chart {
    /// Opens the chart in a window and blocks until the window is closed.
    ///
    /// The window starts at the chart's frame size in points; the chart is re-laid out to fill the
    /// window when it is resized. Dragging pans and the wheel zooms the x domain (about the cursor);
    /// a double-click or R goes back to the whole chart. Hovering shows the values nearest the
    /// pointer's x and writes that x through the `.chartXSelection(value:)` binding (the y through
    /// `.chartYSelection(value:)`; over a pie or donut, the slice position through
    /// `.chartAngleSelection(value:)`). S saves a PNG of
    /// the view, Q or Esc closes.
    ///
    /// Everything works without a mouse: the arrow keys step from value to value (left and right
    /// along a series, up and down across series), showing each in the read-out and printing it to
    /// standard output for a screen reader; D prints the chart's description
    /// (``accessibilityDescription``). Moving the mouse hands the read-out back to the pointer.
    /// - Parameters:
    ///   - title: The window title.
    ///   - scale: Device pixels per point (default: the monitor's content scale).
    ///   - onChange: Called on the calling thread whenever the view changes (zoom, pan, hover, size),
    ///     and once when the window opens.
    /// - Throws: `ViewerError` (from `ChartViewer`) when no window can be opened (no `DISPLAY`, say), and
    ///   lowering or drawing errors.
    public func show(
        title: String = "OpenCharts", scale: Double? = nil, onChange: ((ViewControllerState) -> Void)? = nil
    ) throws {
        // Each binding is written when its value changes (nil when the pointer leaves).
        var writers: [(binding: Binding<Double?>, read: (InteractiveScene) -> Double?, last: Double??)] = []
        if let b = xSelectionBinding { writers.append((b, { $0.selectedX }, nil)) }
        if let b = ySelectionBinding { writers.append((b, { $0.selectedY }, nil)) }
        if let b = angleSelectionBinding { writers.append((b, { $0.selectedAngle }, nil)) }
        let focus = KeyboardFocus(
            move: { [self] in movedFocus($0, dx: $1, dy: $2) }, announce: { [self] in announcement(for: $0) },
            describe: { [self] in accessibilityDescription })
        try showChart(
            self, title: title, scale: scale, initialState: ViewControllerState(is3D: false), onChange: onChange,
            focus: focus
        ) { chart, state, scale in
            var interaction = state.interaction
            if let (f, lines) = focus.current(hover: state.hover), let pixel = chart.pixel(of: f, scale: scale) {
                interaction.hover = pixel
                interaction.readoutOverride = lines
            }
            let result = try chart.interactiveScene(scale: scale, interaction: interaction)
            for i in writers.indices {
                let value = writers[i].read(result)
                if writers[i].last != .some(value) {
                    writers[i].last = .some(value)
                    writers[i].binding.wrappedValue = value
                }
            }
            return result.scene
        }
    }
}

extension Chart3D {
    /// Opens the chart in a window and blocks until the window is closed.
    ///
    /// The window starts at the chart's frame size and pose. Left-drag rotates, the wheel zooms about
    /// the cursor, right-drag or shift-drag pans, a double-click or R resets; P toggles perspective,
    /// 1–7 jump to the preset poses, C prints the pose as Swift source, S saves a PNG, Q or Esc
    /// closes. Hovering shows the values of the data under the pointer and writes them through the
    /// `.chartXSelection(value:)`, `.chartYSelection(value:)` and `.chartZSelection(value:)`
    /// bindings (nil when nothing is under it). When the pose was given as a
    /// binding (`.chart3DPose($pose)`), every change is written back. The arrow keys step through
    /// the data (the points of each category; on a surface, a 21 × 21 grid: left and right along x,
    /// up and down along z), showing and printing each value; D prints the description.
    /// - Parameters:
    ///   - title: The window title.
    ///   - scale: Device pixels per point (default: the monitor's content scale).
    ///   - onChange: Called on the calling thread whenever the view changes (pose, projection, zoom,
    ///     pan, hover, size), and once when the window opens.
    /// - Throws: `ViewerError` (from `ChartViewer`) when no window can be opened (no `DISPLAY`, say), and
    ///   lowering or drawing errors.
    public func show(
        title: String = "OpenCharts", scale: Double? = nil, onChange: ((ViewControllerState) -> Void)? = nil
    ) throws {
        let binding = poseBinding
        var lastPose = pose
        // The data geometry is built once per window size and scale; a new pose, zoom or hover only
        // rebuilds the axes box, labels and read-out.
        var prepared: (key: [Double], chart: PreparedChart3D)?
        // The data position last written to the selection bindings.
        var lastSelection: SIMD3<Double>?
        let focus = KeyboardFocus(
            move: { [self] in movedFocus($0, dx: $1, dy: $2) }, announce: { [self] in announcement(for: $0) },
            describe: { [self] in accessibilityDescription })
        try showChart(
            self, title: title, scale: scale,
            initialState: ViewControllerState(pose: pose, projection: cameraProjection, is3D: true),
            onChange: onChange, focus: focus
        ) { chart, state, scale in
            let key = [chart.frameSize.width, chart.frameSize.height, scale]
            if prepared?.key != key { prepared = (key, try chart.prepared(scale: scale)) }
            if let binding, state.pose != lastPose {
                lastPose = state.pose
                binding.wrappedValue = state.pose
            }
            var interaction = state.interaction
            if let (f, lines) = focus.current(hover: state.hover), let position = chart.dataPosition(of: f),
                let pixel = prepared!.chart.pixel(of: position, interaction: interaction, pose: state.pose)
            {
                interaction.hover = pixel
                interaction.readoutOverride = lines
            }
            let result = prepared!.chart.interactiveScene(interaction, pose: state.pose)
            lastSelection = chart.writeSelection(result.selectedPosition, last: lastSelection)
            return result.scene
        }
    }
}

extension ViewControllerState {
    /// The part of the view state a chart lowers for: pose and projection (3D; `.automatic` leaves the
    /// chart's own projection), zoom, pan and hover.
    public var interaction: ChartInteraction {
        ChartInteraction(
            pose: is3D ? pose : nil, projection: is3D && projection != .automatic ? projection : nil, zoom: zoom,
            pan: pan, hover: hover)
    }
}

/// Runs a ``ChartViewer/Viewer`` for `chart`: the scene for a framebuffer of W×H pixels at scale k
/// is the chart lowered at k with its frame set to W/k × H/k points.
private func showChart<C: ChartRepresentable>(
    _ chart: C, title: String, scale: Double?, initialState: ViewControllerState,
    onChange: ((ViewControllerState) -> Void)?, focus: KeyboardFocus,
    lower: @escaping (C, ViewControllerState, Double) throws -> RenderScene
) throws {
    if let scale, !(scale.isFinite && scale > 0) {
        let size = chart.frameSize
        throw ChartError.invalidSize(width: size.width, height: size.height, scale: scale)
    }
    let size = chart.frameSize
    let viewer = Viewer(
        title: title, width: Int(size.width.rounded()), height: Int(size.height.rounded()),
        initialState: initialState
    ) { state in
        let k = scale ?? state.contentScale
        let framed = chart.frame(width: Double(state.pixelWidth) / k, height: Double(state.pixelHeight) / k)
        return try lower(framed, state, k)
    }
    viewer.onChange = onChange
    viewer.onStep = { dx, dy in focus.step(dx: dx, dy: dy) }
    viewer.onDescribe = {
        print(focus.describe())
        fflush(nil)
    }
    viewer.screenshotText = {
        let description = focus.describe()
        let title = chart.accessibilityTitle ?? String(description.prefix { $0 != "." && $0 != ":" })
        return [(keyword: "Title", text: title), (keyword: "Description", text: description)]
    }
    try viewer.run()
}

/// The window's keyboard focus on the data: moved by the arrow keys, announced on standard
/// output, dropped when the pointer moves (the read-out then follows the pointer again).
private final class KeyboardFocus {
    let move: (ChartDataFocus?, Int, Int) -> ChartDataFocus?
    let announce: (ChartDataFocus) -> [String]?
    let describe: () -> String
    private var focus: ChartDataFocus?
    private var lines: [String] = []
    /// The pointer position when the focus last moved.
    private var hoverAtStep: SIMD2<Double>??

    init(
        move: @escaping (ChartDataFocus?, Int, Int) -> ChartDataFocus?,
        announce: @escaping (ChartDataFocus) -> [String]?, describe: @escaping () -> String
    ) {
        self.move = move
        self.announce = announce
        self.describe = describe
    }

    func step(dx: Int, dy: Int) {
        focus = move(focus, dx, dy)
        hoverAtStep = nil
        guard let focus, let lines = announce(focus) else { return }
        self.lines = lines
        print(lines.joined(separator: "; "))
        fflush(nil)
    }

    /// The focus and its read-out, unless the pointer moved since the last step.
    func current(hover: SIMD2<Double>?) -> (ChartDataFocus, [String])? {
        guard let focus else { return nil }
        if let seen = hoverAtStep {
            if seen != hover {
                self.focus = nil
                return nil
            }
        } else {
            hoverAtStep = .some(hover)
        }
        return (focus, lines)
    }
}
