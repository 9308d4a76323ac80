import ChartCamera
import ChartCore
import ChartScene
import ChartViewer
import Foundation

/// A window on a chart that takes a new chart from any thread: the plain form of ``LiveChart``, for
/// code that builds its charts itself (a fit that improves, a simulation that steps).
///
/// ```swift
/// let window = Chart { LinePlot(x: "t", y: "x(t)", domain: 0...10) { sin($0) } }.window(title: "Run")
/// Task.detached {
///     for step in 1...100 { window.update(chart(after: step)) }   // any thread or task
/// }
/// try window.run()   // the thread that owns the window; returns when it closes
/// ```
///
/// ``update(_:animation:)`` hands the chart to the window's thread through a lock (the machinery of
/// ``LiveChart``) and wakes the window, which lowers and draws it there; charts that arrive faster
/// than the window draws replace each other, and the window shows the latest. Pan, zoom, the hover
/// read-out, keyboard focus, selection and pose bindings, and the window's keys work as in
/// ``Chart/show(title:scale:screenshotScale:onChange:)``; a new chart keeps the view (pose, zoom,
/// pan) the user chose. Make one with ``Chart/window(title:scale:screenshotScale:)`` or
/// ``Chart3D/window(title:scale:screenshotScale:)``.
///
/// ``update(_:animation:)`` and ``close()`` may be called from any thread. Everything else — ``run()``
/// and ``viewer``'s settings and callbacks — belongs to the thread that runs the window.
public final class ChartWindow<Content: ChartRepresentable>: @unchecked Sendable {
    /// The window itself (a `Viewer`): set its `screenshotFolder`, `screenshotScale` or callbacks
    /// (`onChange`, `onSave`, …) before ``run()``, on the thread that runs it. Not thread-safe.
    public let viewer: Viewer
    private let inbox: LiveChartInbox<Content>

    init(viewer: Viewer, inbox: LiveChartInbox<Content>) {
        self.viewer = viewer
        self.inbox = inbox
    }

    /// Shows `chart` next, from any thread: it replaces the chart the window shows (or will show,
    /// before ``run()``), and the window is woken to draw it. With an `animation` — or inside
    /// `withAnimation(_:_:)` when `animation` is nil — the marks move from where they are drawn to
    /// their new values over it; otherwise the window shows the new chart at once.
    public func update(_ chart: Content, animation: Animation? = nil) {
        inbox.deliver(LiveChartInbox.Update(chart: chart, animation: animation ?? ChartTransaction.current))
    }

    /// Opens the window and handles input until it is closed (Q, Esc, the close button, or
    /// ``close()``). Call it on the thread that is to own the window.
    /// - Throws: `ViewerError` when no window can be opened (no `DISPLAY`, say) or a scale is not
    ///   positive, and lowering or drawing errors.
    public func run() throws { try viewer.run() }

    /// Asks the running window to close, from any thread (a no-op once it has closed).
    public func close() { viewer.requestClose() }
}

/// What a window does with its chart type (``Chart`` or ``Chart3D``): the state it opens with,
/// keyboard exploration, and lowering for a view state.
protocol WindowContent: LiveChartContent {
    /// What the lowering keeps between frames of one window (prepared geometry, the values last
    /// written to bindings).
    associatedtype WindowCache
    /// An empty cache.
    static func makeWindowCache() -> WindowCache
    /// The view state a window on the chart opens with (pose, projection, 2D or 3D).
    var initialWindowState: ViewControllerState { get }
    /// The focus after an arrow key (see `Chart.movedFocus(_:dx:dy:)`).
    func movedFocus(_ focus: ChartDataFocus?, dx: Int, dy: Int) -> ChartDataFocus?
    /// The read-out lines and announcement for a focused value.
    func announcement(for focus: ChartDataFocus) -> [String]?
    /// The planes the window's plane keys pick and move (a `SlicePlot`'s), in order.
    var windowPlanes: [ChartSlicePlane] { get }
    /// The chart with its `index`th plane moved `steps` layers along its axis.
    func movingWindowPlane(_ index: Int, by steps: Int) -> Self
    /// The scene for `state` of the chart, already framed to the window: `focus` (the keyboard
    /// focus and its lines) replaces the pointer's read-out, `revision` tells charts apart for the
    /// cache, and `writesBindings` writes selection and pose bindings (not for a screenshot).
    func windowScene(
        _ state: ViewControllerState, focus: (ChartDataFocus, [String])?, revision: Int, cache: inout WindowCache,
        writesBindings: Bool
    ) throws -> RenderScene
}

/// The window thread's side of a chart window: the charts received (through the inbox, animated
/// by the animator), the keyboard focus on them, and the scenes for the `Viewer`.
final class ChartWindowDriver<Content: WindowContent> {
    let inbox: LiveChartInbox<Content>
    private let first: Content
    private let animator = LiveChartAnimator<Content>()
    private var cache = Content.makeWindowCache()
    private let focus = KeyboardFocus()
    /// The plane the plane keys move (an index into the chart's `windowPlanes`).
    private var planeIndex = 0
    /// Run on the window's thread before each frame is built (a live chart starts observing here).
    var beforeFrame: (() -> Void)?

    init(_ first: Content) {
        self.first = first
        inbox = LiveChartInbox(initial: first)
    }

    /// The latest chart received: what the window shows, or animates towards.
    var chart: Content { animator.latest ?? first }

    /// A `Viewer` drawing this driver's charts: at the first chart's frame size and view state, with
    /// its keys, keyboard focus, screenshots and animation wired up, woken by the inbox.
    func makeViewer(title: String, scale: Double?, screenshotScale: Double?) -> Viewer {
        let size = first.frameSize
        let viewer = Viewer(
            title: title, width: Int(size.width.rounded()), height: Int(size.height.rounded()),
            initialState: first.initialWindowState
        ) { [self] state in try scene(for: state) }
        viewer.scale = scale
        viewer.screenshotScale = screenshotScale
        viewer.makeScreenshotScene = { [self] state in try screenshotScene(for: state) }
        viewer.isAnimating = { [animator] in animator.isAnimating }
        viewer.onStep = { [self] dx, dy in
            let chart = chart
            focus.step(dx: dx, dy: dy, move: chart.movedFocus, announce: chart.announcement)
        }
        viewer.onPlane = { [self] request in plane(request) }
        viewer.onDescribe = { [self] in
            print(chart.accessibilityDescription)
            fflush(nil)
        }
        viewer.screenshotText = { [self] in
            let description = chart.accessibilityDescription
            let title = chart.accessibilityTitle ?? String(description.prefix { $0 != "." && $0 != ":" })
            return [(keyword: "Title", text: title), (keyword: "Description", text: description)]
        }
        inbox.viewer = ViewerHandle(viewer)
        return viewer
    }

    /// Takes the chart that arrived through the inbox since the last frame, if any.
    private func receivePending() {
        if let update = inbox.take() {
            animator.receive(update.chart, animation: update.animation, retarget: update.retarget)
        }
    }

    /// Tab (`.nextPlane`) picks the next plane, a plane key (`.movePlane`) moves the picked one
    /// and shows the chart with it moved; either prints the plane and returns it for the window
    /// title. Nil when the chart has no movable plane.
    private func plane(_ request: ViewRequest) -> String? {
        receivePending()
        var planes = chart.windowPlanes
        guard !planes.isEmpty else { return nil }
        planeIndex %= planes.count
        switch request {
        case .nextPlane: planeIndex = (planeIndex + 1) % planes.count
        case .movePlane(let steps):
            let moved = chart.movingWindowPlane(planeIndex, by: steps)
            animator.receive(moved, animation: nil, retarget: false)
            planes = moved.windowPlanes
        case .saveImage, .printPose, .step, .describe: return nil
        }
        let line = "Plane \(planeIndex + 1) of \(planes.count): \(planes[planeIndex].description)"
        print(line)
        fflush(nil)
        return line
    }

    /// The window's scene for `state`: the latest chart (or the frame of a running transition)
    /// framed to the window, with the pointer's or the keyboard focus's read-out.
    private func scene(for state: ViewControllerState) throws -> RenderScene {
        beforeFrame?()
        receivePending()
        let k = state.contentScale
        let drawn = animator.current(
            width: Double(state.pixelWidth) / k, height: Double(state.pixelHeight) / k, scale: k)
        return try drawn.windowScene(
            state, focus: focus.current(hover: state.hover), revision: animator.revision, cache: &cache,
            writesBindings: true)
    }

    /// The scene of a screenshot (the state has no hover): no read-out, no keyboard focus, no
    /// binding written, and the window's cache left as it is.
    private func screenshotScene(for state: ViewControllerState) throws -> RenderScene {
        let k = state.contentScale
        let drawn = animator.current(
            width: Double(state.pixelWidth) / k, height: Double(state.pixelHeight) / k, scale: k)
        var scratch = Content.makeWindowCache()
        return try drawn.windowScene(
            state, focus: nil, revision: animator.revision, cache: &scratch, writesBindings: false)
    }
}

/// The window's keyboard focus on the data: moved by the arrow keys, announced on standard
/// output, dropped when the pointer moves (the read-out then follows the pointer again).
final class KeyboardFocus {
    private var focus: ChartDataFocus?
    private var lines: [String] = []
    /// The pointer position when the focus last moved.
    private var hoverAtStep: SIMD2<Double>??

    /// Moves the focus by `dx` values and `dy` series and announces the value it lands on.
    func step(
        dx: Int, dy: Int, move: (ChartDataFocus?, Int, Int) -> ChartDataFocus?,
        announce: (ChartDataFocus) -> [String]?
    ) {
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
