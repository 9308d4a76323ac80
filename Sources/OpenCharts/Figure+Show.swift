import ChartCamera
import ChartCore
import ChartScene
import ChartViewer

extension Figure {
    /// Opens the figure in a window and blocks until the window is closed.
    ///
    /// The window starts at the figure's size in points and the figure is laid out again to fill
    /// it when it is resized (its panels re-aligned). Each panel answers the mouse as a chart's
    /// own window does, on its own: a drag rotates the 3D panel it starts in (pans the 2D one),
    /// the wheel zooms the panel under the pointer, R, P and 1–7 act on the panel under the
    /// pointer (R outside every panel resets them all), and hovering shows the read-out of the
    /// panel under the pointer. 3D panels inside ``AnnotationView/figureLinkedCameras()`` turn
    /// together. S saves a PNG of the whole figure (without read-outs), Q or Esc closes.
    /// - Parameters:
    ///   - title: The window title.
    ///   - scale: Device pixels per point (default: the monitor's content scale).
    ///   - screenshotScale: Device pixels per point of the PNGs S saves (default: the window's own
    ///     resolution).
    /// - Throws: `ViewerError` (from `ChartViewer`) when no window can be opened (no `DISPLAY`,
    ///   say) or a scale is not a positive number, and lowering or drawing errors.
    public func show(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil) throws {
        try window(title: title, scale: scale, screenshotScale: screenshotScale).run()
    }

    /// A window on the figure, not yet opened (``show(title:scale:screenshotScale:)``, whose
    /// parameters it takes); `run()` opens it on the calling thread.
    public func window(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil) -> Viewer {
        let size = frameSize
        let driver = FigureWindowDriver(self)
        let viewer = Viewer(
            title: title, width: Int(size.width.rounded()), height: Int(size.height.rounded()),
            initialState: ViewControllerState(is3D: false)
        ) { state in
            try driver.scene(for: state, hovering: true)
        }
        viewer.makeScreenshotScene = { try driver.scene(for: $0, hovering: false) }
        viewer.takeEvent = { driver.take($0, window: $1) }
        viewer.scale = scale
        viewer.screenshotScale = screenshotScale
        return viewer
    }

    /// The figure laid out in `pixelWidth` × `pixelHeight` device pixels at `scale` (a window's
    /// framebuffer).
    package func scene(pixelWidth: Int, pixelHeight: Int, scale: Double) throws -> RenderScene {
        try frame(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale).renderScene(scale: scale)
    }
}

extension AnnotationView {
    /// Opens a figure of this stack or grid of charts in a window (``Figure/show(title:scale:screenshotScale:)``).
    public func show(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil) throws {
        try Figure(self).show(title: title, scale: scale, screenshotScale: screenshotScale)
    }
}
