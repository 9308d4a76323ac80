import ChartCamera
import ChartCore
import ChartScene
import ChartViewer
import Foundation
import Observation

/// A chart built from observable data and redrawn whenever the data change (an OpenCharts
/// extension; SwiftUI does this for a view's `body`): a 2D ``Chart`` or a ``Chart3D``.
///
/// ```swift
/// @Observable final class Model { var points: [Sample] = [] }   // the caller's model
/// let model = Model()
/// let live = LiveChart { Chart(model.points) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) } }
/// Task.detached { for _ in 0..<100 { await step(model) } }  // any thread or task
/// try live.show()
/// ```
///
/// The builder is re-run under `withObservationTracking` whenever something it read changes (on a
/// background thread), and again 50 ms and 300 ms later, since the change is reported before the new
/// value is stored (`willSet`) and may come from another thread. The chart crosses to the
/// window's thread, which owns the OpenGL context, through a lock; the window is woken with
/// `Viewer.setNeedsRebuild()` and lowers and draws there. A change made inside
/// `withAnimation(_:_:)` moves the marks from where they are drawn now to their new values over the
/// animation (``Chart/interpolated(to:fraction:scale:)``, ``Chart3D/interpolated(to:fraction:)``:
/// marks of `Identifiable` data are matched by id); without one, the window jumps. The window's
/// renderer keeps its GPU buffers between frames, so points appended to a cloud or samples to a
/// series upload only the new data while the axes stay put.
///
/// The builder runs on a background thread: the model must be safe to read from there (a
/// `Sendable` model whose properties are protected by a lock, or values that are replaced whole).
public final class LiveChart<Content: ChartRepresentable>: Sendable {
    private let build: @Sendable () -> Content

    /// A live chart built by `build`, re-run whenever an observable value it read changes.
    public init(_ build: @escaping @Sendable () -> Content) {
        self.build = build
    }

    /// The chart for the data as they are now.
    public var chart: Content { build() }

    /// A window on the live chart: a ``ChartWindow``'s driver whose first frame starts observing
    /// what `build` reads.
    fileprivate func liveViewer<C: WindowContent>(
        title: String, scale: Double?, screenshotScale: Double?, build: @escaping @Sendable () -> C
    ) -> Viewer {
        let driver = ChartWindowDriver(build())
        let inbox = driver.inbox
        driver.beforeFrame = { inbox.start(build: build) }
        return driver.makeViewer(title: title, scale: scale, screenshotScale: screenshotScale)
    }
}

extension LiveChart where Content == Chart {
    /// Opens the chart in a window that follows the data, and blocks until it is closed.
    ///
    /// Pan, zoom, hover, the read-out, keyboard focus and selection bindings work as in
    /// `Chart.show(title:scale:screenshotScale:onChange:)`, on the chart as it is now.
    /// - Throws: `ViewerError` when no window can be opened, and lowering or drawing errors.
    public func show(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil) throws {
        try window(title: title, scale: scale, screenshotScale: screenshotScale).run()
    }

    /// A window for the chart, not yet opened: set its screenshot folder or frame callbacks, then
    /// call `run()` on the thread that is to own the window. Observation starts when the window
    /// draws its first frame and stops at the first change after the viewer is released.
    public func window(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil) -> Viewer {
        liveViewer(title: title, scale: scale, screenshotScale: screenshotScale, build: build)
    }
}

extension LiveChart where Content == Chart3D {
    /// Opens the 3D chart in a window that follows the data, and blocks until it is closed.
    ///
    /// Rotating, zooming, panning, the preset poses, perspective, the hover read-out and keyboard
    /// focus work as in `Chart3D.show(title:scale:screenshotScale:onChange:)`, and a change of the
    /// data keeps the pose the user turned to (a pose binding is written, not read again).
    /// - Throws: `ViewerError` when no window can be opened, and lowering or drawing errors.
    public func show(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil) throws {
        try window(title: title, scale: scale, screenshotScale: screenshotScale).run()
    }

    /// A window for the 3D chart, not yet opened (see `LiveChart<Chart>.window(title:scale:screenshotScale:)`).
    /// It opens at the first chart's frame size, pose and projection.
    public func window(title: String = "OpenCharts", scale: Double? = nil, screenshotScale: Double? = nil) -> Viewer {
        liveViewer(title: title, scale: scale, screenshotScale: screenshotScale, build: build)
    }
}

/// What a live window needs of its chart type: a frame size, and the charts in between two.
protocol LiveChartContent: ChartRepresentable {
    /// A chart with no marks.
    static var empty: Self { get }
    /// The in-between charts from `from` to `to` at `scale`, by the fraction of the way.
    static func transition(from: Self, to: Self, scale: Double) -> @Sendable (Double) -> Self
}

extension Chart: LiveChartContent {
    static var empty: Chart { Chart {} }
    static func transition(from: Chart, to: Chart, scale: Double) -> @Sendable (Double) -> Chart {
        let transition = ChartTransition(from: from, to: to, scale: scale)
        return { transition.chart(at: $0) }
    }
}

extension Chart3D: LiveChartContent {
    static var empty: Chart3D { Chart3D {} }
    static func transition(from: Chart3D, to: Chart3D, scale: Double) -> @Sendable (Double) -> Chart3D {
        { from.interpolated(to: to, fraction: $0) }
    }
}

/// The viewer, to be woken from other threads: only `setNeedsRebuild()` (thread-safe) is called
/// through it.
struct ViewerHandle: @unchecked Sendable {
    weak var viewer: Viewer?
    init(_ viewer: Viewer) { self.viewer = viewer }
}

/// Where charts built on the observing thread wait for the window's thread: the latest one and the
/// animation of the change that made it. Lock-protected. A ``LiveChart`` fills it from the
/// observing thread, a ``ChartWindow`` from `update(_:animation:)`.
final class LiveChartInbox<Content: ChartRepresentable>: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: Update?
    /// Counts changes, so that the re-reads of a superseded change do nothing.
    private var generation = 0
    private var started = false
    /// The window to wake (set once, before it opens).
    var viewer: ViewerHandle? {
        get { lock.withLock { handle } }
        set { lock.withLock { handle = newValue } }
    }
    private var handle: ViewerHandle?

    init(initial: Content) {
        pending = Update(chart: initial, animation: nil, retarget: false)
    }

    /// A chart for the window: after a change (animated from what is drawn when `animation` is
    /// set), or a re-read of the same change (`retarget`: replaces the target of a running
    /// transition without restarting it).
    struct Update {
        var chart: Content
        var animation: Animation?
        var retarget = false
    }

    /// The chart to show next, if one arrived since the last call.
    func take() -> Update? {
        lock.withLock {
            defer { pending = nil }
            return pending
        }
    }

    /// Starts observing (once): after every change of what `build` read, the chart is built again
    /// and delivered, and the window woken.
    func start(build: @escaping @Sendable () -> Content) {
        let first = lock.withLock {
            defer { started = true }
            return !started
        }
        guard first else { return }
        // The data may have changed since the window was made: start from them as they are now.
        _ = deliver(Update(chart: observe(build: build), animation: nil, retarget: false))
    }

    /// Builds the chart, tracking what it reads: the next change calls ``changed(animation:build:)``.
    private func observe(build: @escaping @Sendable () -> Content) -> Content {
        withObservationTracking {
            build()
        } onChange: { [weak self] in
            // In the mutation's willSet, on the mutating thread, inside its withAnimation.
            self?.changed(animation: ChartTransaction.current, build: build)
        }
    }

    /// A change is being made (its new value may not be stored yet): build again now, re-arming
    /// the tracking, with the change's animation; then read again 50 ms and 300 ms later, so the
    /// window never rests on a chart built before the setter finished. The work runs on Dispatch's
    /// global queue, not on a Swift task: the cooperative pool has one thread per core, and callers
    /// that block those threads (a test sleeping, a busy analysis loop) must not hold up the window.
    private func changed(animation: Animation?, build: @escaping @Sendable () -> Content) {
        let change = lock.withLock {
            generation += 1
            return generation
        }
        let queue = DispatchQueue.global(qos: .userInitiated)
        queue.async { [self] in
            guard deliver(Update(chart: observe(build: build), animation: animation, retarget: false)) else { return }
            for delay in [0.05, 0.3] {
                queue.asyncAfter(deadline: .now() + delay) { [self] in
                    // A later change supersedes this one's re-reads.
                    guard lock.withLock({ generation == change }) else { return }
                    _ = deliver(Update(chart: build(), animation: nil, retarget: true))
                }
            }
        }
    }

    /// Hands `update` to the window and wakes it; false once the viewer is gone. An update not yet
    /// taken is replaced, keeping its animation.
    @discardableResult
    func deliver(_ update: Update) -> Bool {
        let handle = lock.withLock {
            pending = Update(
                chart: update.chart, animation: update.animation ?? pending?.animation,
                retarget: update.retarget && (pending?.retarget ?? true))
            return self.handle
        }
        guard let viewer = handle?.viewer else { return false }
        viewer.setNeedsRebuild()
        return true
    }
}

/// The window thread's side: the chart drawn now, and the transition it is in, if any.
final class LiveChartAnimator<Content: LiveChartContent> {
    private var target: Content?
    /// The chart drawn last (mid-transition: the interpolated one), where a new transition starts.
    private var drawn: Content?
    private var transition: (from: Content, start: ContinuousClock.Instant, animation: Animation)?
    private let clock = ContinuousClock()
    /// The transition's in-between charts for one frame size and scale (built on first use).
    private var resolved: (key: [Double], value: @Sendable (Double) -> Content)?
    /// Counts the charts ``current(width:height:scale:)`` returned that may differ from the one
    /// before (a new target, or a frame of a transition).
    private(set) var revision = 0

    var isAnimating: Bool { transition != nil }

    /// The latest chart received (the end of a running transition); nil before the first.
    var latest: Content? { target }

    /// Shows `chart` next, animated from what is drawn now when `animation` lasts; `retarget`
    /// keeps a running transition and only replaces where it ends.
    func receive(_ chart: Content, animation: Animation?, retarget: Bool) {
        resolved = nil
        revision += 1
        if retarget {
            target = chart
            return
        }
        if let animation, animation.duration > 0, let drawn {
            transition = (drawn, clock.now, animation)
        } else {
            transition = nil
        }
        target = chart
    }

    /// The chart to draw now at `width` × `height` points: between the transition's start and its
    /// target.
    func current(width: Double, height: Double, scale: Double) -> Content {
        let target = (target ?? Content.empty).frame(width: width, height: height)
        var chart = target
        if let transition {
            revision += 1
            let elapsed = clock.now - transition.start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            if transition.animation.isFinished(at: seconds) {
                self.transition = nil
            } else {
                let key = [width, height, scale]
                if resolved?.key != key {
                    let frames = Content.transition(
                        from: transition.from.frame(width: width, height: height), to: target, scale: scale)
                    resolved = (key, frames)
                }
                chart = resolved!.value(transition.animation.fraction(at: seconds))
            }
        }
        drawn = chart
        return chart
    }
}
