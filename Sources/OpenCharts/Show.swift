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
    /// pointer's x (and the value the colour encodes, for `.foregroundStyle(by:)`) and writes that x
    /// through the `.chartXSelection(value:)` binding (the y through `.chartYSelection(value:)`; over
    /// a pie or donut, the slice position through `.chartAngleSelection(value:)`). S saves a PNG of
    /// the view, without the read-out, Q or Esc closes.
    ///
    /// Everything works without a mouse: the arrow keys step from value to value (left and right
    /// along a series, up and down across series), showing each in the read-out and printing it to
    /// standard output for a screen reader; D prints the chart's description
    /// (``accessibilityDescription``). Moving the mouse hands the read-out back to the pointer.
    /// - Parameters:
    ///   - title: The window title.
    ///   - scale: Device pixels per point (default: the monitor's content scale).
    ///   - screenshotScale: Device pixels per point of the PNGs S saves (default: the window's own
    ///     resolution, its framebuffer pixels; 2 saves a 640 × 480 point view as 1280 × 960 pixels).
    ///   - onChange: Called on the calling thread whenever the view changes (zoom, pan, hover, size),
    ///     and once when the window opens.
    /// - Throws: `ViewerError` (from `ChartViewer`) when no window can be opened (no `DISPLAY`, say)
    ///   or a scale is not a positive number, and lowering or drawing errors.
    public func show(
        title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil,
        onChange: ((ViewControllerState) -> Void)? = nil
    ) throws {
        let window = window(title: title, scale: scale, screenshotScale: screenshotScale)
        window.viewer.onChange = onChange
        try window.run()
    }

    /// A window on the chart, not yet opened, that takes new charts from any thread with
    /// ``ChartWindow/update(_:animation:)``; ``ChartWindow/run()`` opens it on the calling thread.
    /// It behaves as ``show(title:scale:screenshotScale:onChange:)`` (same parameters).
    public func window(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil)
        -> ChartWindow<Chart>
    {
        let driver = ChartWindowDriver(self)
        return ChartWindow(
            viewer: driver.makeViewer(title: title, scale: scale, screenshotScale: screenshotScale),
            inbox: driver.inbox)
    }
}

extension Chart3D {
    /// Opens the chart in a window and blocks until the window is closed.
    ///
    /// The window starts at the chart's frame size and pose. Left-drag rotates, the wheel zooms about
    /// the cursor, right-drag or shift-drag pans, a double-click or R resets; P toggles perspective,
    /// 1–7 jump to the preset poses, C prints the pose as Swift source, S saves a PNG (without the
    /// read-out), Q or Esc closes. Hovering shows the values of the data under the pointer, with the
    /// value its colour encodes (`.foregroundStyle(by:)`), and writes them through the
    /// `.chartXSelection(value:)`, `.chartYSelection(value:)` and `.chartZSelection(value:)`
    /// bindings (nil when nothing is under it). When the pose was given as a
    /// binding (`.chart3DPose($pose)`), every change is written back. The arrow keys step through
    /// the data (the points of each category; on a surface, a 21 × 21 grid: left and right along x,
    /// up and down along z), showing and printing each value; D prints the description. With
    /// `SlicePlot` planes, Tab picks the next plane and `]` or Page Up moves it to the next layer of
    /// the volume's nodes along its axis, `[` or Page Down to the one before (clamped to the
    /// volume); the window title and standard output name the plane and its coordinate.
    /// - Parameters:
    ///   - title: The window title.
    ///   - scale: Device pixels per point (default: the monitor's content scale).
    ///   - screenshotScale: Device pixels per point of the PNGs S saves (default: the window's own
    ///     resolution, its framebuffer pixels).
    ///   - onChange: Called on the calling thread whenever the view changes (pose, projection, zoom,
    ///     pan, hover, size), and once when the window opens.
    /// - Throws: `ViewerError` (from `ChartViewer`) when no window can be opened (no `DISPLAY`, say)
    ///   or a scale is not a positive number, and lowering or drawing errors.
    public func show(
        title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil,
        onChange: ((ViewControllerState) -> Void)? = nil
    ) throws {
        let window = window(title: title, scale: scale, screenshotScale: screenshotScale)
        window.viewer.onChange = onChange
        try window.run()
    }

    /// A window on the 3D chart, not yet opened, that takes new charts from any thread with
    /// ``ChartWindow/update(_:animation:)`` (a new chart keeps the pose the user turned to);
    /// ``ChartWindow/run()`` opens it. It behaves as ``show(title:scale:screenshotScale:onChange:)``.
    public func window(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil)
        -> ChartWindow<Chart3D>
    {
        let driver = ChartWindowDriver(self)
        return ChartWindow(
            viewer: driver.makeViewer(title: title, scale: scale, screenshotScale: screenshotScale),
            inbox: driver.inbox)
    }
}

extension ViewControllerState {
    /// The part of the view state a chart lowers for: pose and projection (3D; `.automatic` leaves the
    /// chart's own projection), zoom, pan and hover.
    public var interaction: ChartInteraction {
        ChartInteraction(
            pose: is3D ? pose : nil, projection: is3D && projection != .automatic ? projection : nil, zoom: zoom,
            pan: pan, hover: hover, isMoving: drag != nil)
    }
}

extension Chart: WindowContent {
    /// The selection values last written to the x, y and angle bindings (nil: none written yet), and
    /// the chart prepared for the window's size, scale, chart revision, zoom and pan.
    struct WindowCache {
        var written: [Double??] = [nil, nil, nil]
        var prepared: (key: [Double], chart: PreparedChart2D)?
    }

    static func makeWindowCache() -> WindowCache { WindowCache() }

    var initialWindowState: ViewControllerState { ViewControllerState(is3D: false) }

    /// None: a 2D chart has no slice planes.
    var windowPlanes: [ChartSlicePlane] { [] }

    func movingWindowPlane(_ index: Int, by steps: Int) -> Chart { self }

    func windowScene(
        _ state: ViewControllerState, focus: (ChartDataFocus, [String])?, revision: Int, cache: inout WindowCache,
        writesBindings: Bool
    ) throws -> RenderScene {
        let k = state.contentScale
        var interaction = state.interaction
        if let (f, lines) = focus, let pixel = pixel(of: f, scale: k) {
            interaction.hover = pixel
            interaction.readoutOverride = lines
        }
        // The chart is lowered once per chart, window size, scale, zoom and pan; a pointer move only
        // adds the read-out.
        let key = [
            frameSize.width, frameSize.height, k, Double(revision), interaction.zoom, interaction.pan.x,
            interaction.pan.y,
        ]
        if cache.prepared?.key != key {
            cache.prepared = (key, try prepared(scale: k, zoom: interaction.zoom, pan: interaction.pan))
        }
        let result = try cache.prepared!.chart.interactiveScene(interaction)
        guard writesBindings else { return result.scene }
        // Each binding is written when its value changes (nil when the pointer leaves).
        let bindings = [xSelectionBinding, ySelectionBinding, angleSelectionBinding]
        let values = [result.selectedX, result.selectedY, result.selectedAngle]
        for i in bindings.indices {
            guard let binding = bindings[i], cache.written[i] != .some(values[i]) else { continue }
            cache.written[i] = .some(values[i])
            binding.wrappedValue = values[i]
        }
        return result.scene
    }
}

extension Chart3D: WindowContent {
    /// The data geometry prepared for one frame size, scale and chart, and the pose last written
    /// to the pose binding.
    struct WindowCache {
        var prepared: (key: [Double], chart: PreparedChart3D)?
        var writtenPose: Chart3DPose?
        /// The data position last written to the selection bindings.
        var writtenSelection: SIMD3<Double>?
    }

    static func makeWindowCache() -> WindowCache { WindowCache() }

    var initialWindowState: ViewControllerState {
        ViewControllerState(pose: pose, projection: cameraProjection, is3D: true)
    }

    var windowPlanes: [ChartSlicePlane] { slicePlanes }

    func movingWindowPlane(_ index: Int, by steps: Int) -> Chart3D { movingSlicePlane(index, by: steps) }

    func windowScene(
        _ state: ViewControllerState, focus: (ChartDataFocus, [String])?, revision: Int, cache: inout WindowCache,
        writesBindings: Bool
    ) throws -> RenderScene {
        let k = state.contentScale
        // The data geometry is built once per chart, window size and scale; a new pose, zoom or
        // hover only rebuilds the axes box, labels and read-out.
        let key = [frameSize.width, frameSize.height, k, Double(revision)]
        if cache.prepared?.key != key { cache.prepared = (key, try prepared(scale: k)) }
        let prepared = cache.prepared!.chart
        if writesBindings, let binding = poseBinding, state.pose != (cache.writtenPose ?? pose) {
            cache.writtenPose = state.pose
            binding.wrappedValue = state.pose
        }
        var interaction = state.interaction
        if let (f, lines) = focus, let position = dataPosition(of: f),
            let pixel = prepared.pixel(of: position, interaction: interaction, pose: state.pose)
        {
            interaction.hover = pixel
            interaction.readoutOverride = lines
        }
        let result = prepared.interactiveScene(interaction, pose: state.pose)
        if writesBindings {
            cache.writtenSelection = writeSelection(result.selectedPosition, last: cache.writtenSelection)
        }
        return result.scene
    }
}
