import ChartCamera
import ChartCore
import ChartScene
import ChartViewer

/// The views of a figure's panels in a window. Each chart keeps a view state of its own (pose,
/// projection, zoom, pan, hover), driven by the pointer events over its panel through the same
/// ``ViewController`` a single chart's window uses: a drag belongs to the panel it started in
/// until the button is released, the wheel and the keys R, P and 1–7 go to the panel under the
/// pointer (R with the pointer outside every panel resets them all), and a change to a 3D panel
/// of a group with linked cameras is copied to the group's other 3D panels.
///
/// The figure is laid out and aligned once per window size and scale; each 2D chart is prepared
/// once per size, zoom and pan and each 3D chart once per size, so a pointer move or a turn only
/// adds a read-out or rebuilds one panel's axes box, as in a single chart's window.
final class FigureWindowDriver {
    let figure: Figure
    /// Each chart's view, in reading order (empty until the first scene).
    private(set) var states: [ViewControllerState] = []
    /// The panel a drag started in, and the panel under the pointer.
    private var owner: Int?
    private var hovered: Int?
    /// The panels' rectangles in the last scene (device pixels) and the cursor's scale then.
    private var rects: [PixelRect] = []
    private var pixelsPerCursorUnit = 1.0
    private var arrangement: (key: [Double], value: FigureArrangement)?
    private var prepared2D: [Int: (key: [Double], chart: PreparedChart2D)] = [:]
    private var prepared3D: [Int: PreparedChart3D] = [:]

    init(_ figure: Figure) { self.figure = figure }

    /// The figure at the window's size and scale with each panel's view; `hovering` false leaves
    /// the read-outs out (a screenshot).
    func scene(for window: ViewControllerState, hovering: Bool) throws -> RenderScene {
        let k = window.contentScale
        let sized = figure.frame(width: Double(window.pixelWidth) / k, height: Double(window.pixelHeight) / k)
        let key = [Double(window.pixelWidth), Double(window.pixelHeight), k]
        if arrangement?.key != key {
            arrangement = (key, try sized.arranged(scale: k))
            prepared2D = [:]
            prepared3D = [:]
        }
        let laid = arrangement!.value
        if states.count != laid.charts.count { states = laid.charts.map(Self.initialState) }
        let factor = hovering || rects.isEmpty ? 1 : k / max(states[0].contentScale, 1e-9)
        var scenes: [RenderScene] = []
        for (i, rect) in laid.rects.enumerated() {
            if hovering {
                states[i].pixelWidth = rect.width
                states[i].pixelHeight = rect.height
                states[i].contentScale = k
                states[i].pixelsPerCursorUnit = window.pixelsPerCursorUnit
            }
            var interaction = states[i].interaction
            interaction.pan *= factor
            if !hovering { interaction.hover = nil }
            scenes.append(try panelScene(i, laid.charts[i], rect: rect, scale: k, interaction: interaction))
        }
        let scene = try sized.placed(laid.scene(panels: scenes), scale: k)
        if hovering {
            rects = scene.panels.map(\.rect)
            pixelsPerCursorUnit = window.pixelsPerCursorUnit
        }
        return scene
    }

    /// Chart `i`'s scene at `rect`'s size for `interaction`.
    private func panelScene(
        _ i: Int, _ kind: FigureChart.Kind, rect: PixelRect, scale k: Double, interaction: ChartInteraction
    ) throws -> RenderScene {
        let (w, h) = (Double(rect.width) / k, Double(rect.height) / k)
        switch kind {
        case .chart2D(let chart):
            let key = [interaction.zoom, interaction.pan.x, interaction.pan.y]
            if prepared2D[i]?.key != key {
                let prepared = try chart.frame(width: w, height: h).prepared(
                    scale: k, zoom: interaction.zoom, pan: interaction.pan)
                prepared2D[i] = (key, prepared)
            }
            return try prepared2D[i]!.chart.interactiveScene(interaction).scene
        case .chart3D(let chart):
            if prepared3D[i] == nil { prepared3D[i] = try chart.frame(width: w, height: h).prepared(scale: k) }
            return prepared3D[i]!.interactiveScene(interaction, pose: states[i].pose).scene
        }
    }

    private static func initialState(_ kind: FigureChart.Kind) -> ViewControllerState {
        switch kind {
        case .chart2D: ViewControllerState(is3D: false)
        case .chart3D(let chart): ViewControllerState(pose: chart.pose, projection: chart.cameraProjection, is3D: true)
        }
    }

    /// Whether the driver took `event` (pointer events and the view keys); the window applies
    /// the others (S, Q, Esc, resizing) to its own state.
    func take(_ event: ViewEvent, window: ViewControllerState) -> Bool {
        guard !states.isEmpty else { return false }
        switch event {
        case .buttonDown(let button, let position, let modifiers, let time):
            guard let i = panel(at: position) else { return true }
            hover(i)
            owner = i
            apply(.buttonDown(button, at: local(position, i), modifiers: modifiers, time: time), to: i)
        case .buttonUp(let button):
            if let i = owner { apply(.buttonUp(button), to: i) }
            owner = nil
        case .cursorMoved(let position):
            if let i = owner, states[i].drag != nil {
                apply(.cursorMoved(local(position, i)), to: i)
                return true
            }
            let i = panel(at: position)
            hover(i)
            if let i { apply(.cursorMoved(local(position, i)), to: i) }
        case .cursorLeft:
            hover(nil)
        case .scroll(let dy, let position):
            guard let i = panel(at: position) else { return true }
            apply(.scroll(dy: dy, at: local(position, i)), to: i)
        case .keyPressed(let key):
            guard Self.viewKeys.contains(key) || { if case .digit = key { true } else { false } }() else {
                return false
            }
            for i in hovered.map({ [$0] }) ?? Array(states.indices) { apply(event, to: i) }
        case .resized, .closeRequested:
            return false
        }
        return true
    }

    /// The keys a panel takes: reset and the projection (the digits, its preset poses, too).
    private static let viewKeys: Set<ViewKey> = [.r, .p]

    /// Moves the hover to panel `i` (nil: none), the one it leaves told so.
    private func hover(_ i: Int?) {
        guard hovered != i else { return }
        if let previous = hovered { apply(.cursorLeft, to: previous) }
        hovered = i
    }

    /// Applies `event` to panel `i`'s view, then copies a changed camera to the panels linked to it.
    private func apply(_ event: ViewEvent, to i: Int) {
        let before = states[i]
        states[i] = ViewController.apply(event, to: states[i])
        states[i].requests.removeAll()
        let after = states[i]
        guard after.is3D,
            after.pose != before.pose || after.projection != before.projection || after.zoom != before.zoom
                || after.pan != before.pan,
            let group = arrangement?.value.linkedCameras.first(where: { $0.contains(i) })
        else { return }
        for j in group where j != i && states[j].is3D {
            states[j].pose = after.pose
            states[j].projection = after.projection
            states[j].zoom = after.zoom
            states[j].pan = after.pan
        }
    }

    /// The panel under `cursor` (window cursor units), if any.
    private func panel(at cursor: SIMD2<Double>) -> Int? {
        let p = cursor * pixelsPerCursorUnit
        return rects.firstIndex {
            p.x >= Double($0.x) && p.x < Double($0.x + $0.width) && p.y >= Double($0.y)
                && p.y < Double($0.y + $0.height)
        }
    }

    /// `cursor` in panel `i`'s own cursor units (from its top-left corner).
    private func local(_ cursor: SIMD2<Double>, _ i: Int) -> SIMD2<Double> {
        cursor - SIMD2(Double(rects[i].x), Double(rects[i].y)) / pixelsPerCursorUnit
    }
}
