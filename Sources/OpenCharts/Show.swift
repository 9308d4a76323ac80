import ChartCamera
import ChartCore
import ChartScene
import ChartViewer

extension Chart {
    /// Opens the chart in a window and blocks until the window is closed.
    ///
    /// The window starts at the chart's frame size in points; the chart is re-laid out to fill the
    /// window when it is resized. S saves a PNG of the view, Q or Esc closes.
    /// - Parameters:
    ///   - title: The window title.
    ///   - scale: Device pixels per point (default: the monitor's content scale).
    /// - Throws: ``ChartViewer/ViewerError`` when no window can be opened (no `DISPLAY`, say), and
    ///   lowering or drawing errors.
    public func show(title: String = "OpenCharts", scale: Double? = nil) throws {
        try showChart(self, title: title, scale: scale, is3D: false, pose: .default) { chart, state, scale in
            try chart.lowered(scale: scale)
        }
    }
}

extension Chart3D {
    /// Opens the chart in a window and blocks until the window is closed.
    ///
    /// The window starts at the chart's frame size and pose. Drag to rotate; R resets the pose, 1–7
    /// jump to the preset poses, C prints the pose as Swift source, S saves a PNG, Q or Esc closes.
    /// When the pose was given as a binding (`.chart3DPose($pose)`), every change is written back.
    /// - Parameters:
    ///   - title: The window title.
    ///   - scale: Device pixels per point (default: the monitor's content scale).
    /// - Throws: ``ChartViewer/ViewerError`` when no window can be opened (no `DISPLAY`, say), and
    ///   lowering or drawing errors.
    public func show(title: String = "OpenCharts", scale: Double? = nil) throws {
        let binding = poseBinding
        // The data geometry is built once per window size and scale; a new pose only rebuilds the
        // axes box and labels.
        var prepared: (key: [Double], chart: PreparedChart3D)?
        try showChart(self, title: title, scale: scale, is3D: true, pose: pose) { chart, state, scale in
            let key = [chart.frameSize.width, chart.frameSize.height, scale]
            if prepared?.key != key { prepared = (key, try chart.prepared(scale: scale)) }
            return prepared!.chart.scene(pose: state.pose)
        } onPoseChange: { pose in
            binding?.wrappedValue = pose
        }
    }
}

/// Runs a ``ChartViewer/Viewer`` for `chart`: the scene for a framebuffer of W×H pixels at scale k
/// is the chart lowered at k with its frame set to W/k × H/k points.
private func showChart<C: ChartRepresentable>(
    _ chart: C, title: String, scale: Double?, is3D: Bool, pose: Chart3DPose,
    lower: @escaping (C, ViewerState, Double) throws -> RenderScene,
    onPoseChange: ((Chart3DPose) -> Void)? = nil
) throws {
    if let scale, !(scale.isFinite && scale > 0) {
        let size = chart.frameSize
        throw ChartError.invalidSize(width: size.width, height: size.height, scale: scale)
    }
    let size = chart.frameSize
    let viewer = Viewer(
        title: title, width: Int(size.width.rounded()), height: Int(size.height.rounded()), is3D: is3D,
        initialPose: pose
    ) { state in
        let k = scale ?? state.contentScale
        let framed = chart.frame(width: Double(state.pixelWidth) / k, height: Double(state.pixelHeight) / k)
        return try lower(framed, state, k)
    }
    viewer.onPoseChange = onPoseChange
    try viewer.run()
}
