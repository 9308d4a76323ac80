import ChartMath
import ChartScene

/// A 2D chart lowered once for an interactive view (see ``Chart/prepared(scale:zoom:pan:)``): the
/// scene and layout at one size, scale, zoom and pan, and the series its hover read-out reads.
/// A pointer move then only adds the read-out (a rule at the hovered x and a box of values), so
/// hovering never lowers the chart again. Prepare a new one when the chart, its size, the scale,
/// the zoom or the pan change (``isPrepared(for:scale:)``).
public struct PreparedChart2D: Sendable {
    /// The chart as given (its marks are what the read-out reads).
    let chart: Chart
    /// Device pixels per point the chart was lowered at.
    public let scale: Double
    /// The zoom the chart was lowered for (1: the whole chart).
    public let zoom: Double
    /// The pan along x the chart was lowered for, in device pixels.
    public let pan: SIMD2<Double>
    /// The lowered scene, without a read-out.
    public let scene: RenderScene
    /// The axes and plot area of `scene`.
    let layout: Lowering2D.Layout
    /// Whether the chart is a pie or donut (hover selects a slice; no zoom, pan or read-out).
    let isSector: Bool
    /// The style of read-outs (nil when its font could not be loaded: hovering then throws).
    let readoutText: TextStyle?
    /// The data series a read-out reads, grouped once.
    let series: ReadoutSeries

    /// Whether this prepared chart shows `interaction`'s zoom and pan at `scale` (the hover and
    /// read-out may differ: they cost no lowering).
    public func isPrepared(for interaction: ChartInteraction, scale: Double) -> Bool {
        scale == self.scale && (isSector || (interaction.zoom == zoom && interaction.pan == pan))
    }

    /// The prepared scene with the read-out of the data nearest `interaction.hover` (a pixel of the
    /// image): the hovered x and y values, each series' y there and the colour values of the marks
    /// under the pointer; for a pie or donut, the selected angle. The interaction's zoom and pan
    /// are those the chart was prepared for (see ``isPrepared(for:scale:)``).
    public func interactiveScene(_ interaction: ChartInteraction) throws -> InteractiveScene {
        var scene = scene
        if isSector {
            var result = InteractiveScene(scene: scene)
            if let hover = interaction.hover {
                result.selectedAngle = try chart.selectedAngle(at: hover, plot: layout.plot)
            }
            return result
        }
        let plot = layout.plot
        guard let hover = interaction.hover, hover.x >= plot.lo.x, hover.x <= plot.hi.x, hover.y >= plot.lo.y,
            hover.y <= plot.hi.y
        else { return InteractiveScene(scene: scene) }
        let x = layout.x.value(atPixel: hover.x)
        var lines = [(layout.xTitle ?? "x") + ": " + chart.format(x, axis: layout.x)]
        lines += chart.readoutLines(at: x, hover: hover, layout: layout, scale: scale, series: series)
        if let override = interaction.readoutOverride { lines = override }
        let s = Float(scale)
        let text = try readoutText ?? TextStyle(size: 11, scale: s, color: RGBA(hex: 0x1C1C1E))
        let rule = LineBatch(
            space: .pixel, vertices: [Vec3(Float(hover.x), plot.y0, 0), Vec3(Float(hover.x), plot.y1, 0)],
            color: RGBA(hex: 0x8E8E93, alpha: 0.8), width: 1 * s)
        scene.primitives.append(.lines(rule))
        scene.primitives += ReadoutBox(text: text, scale: s).primitives(
            lines, anchor: Vec2(Float(hover.x), Float(hover.y)), within: Vec2(plot.x0, plot.y0), Vec2(plot.x1, plot.y1))
        var result = InteractiveScene(scene: scene, selectedX: x, readout: lines)
        result.selectedY = layout.y.value(atPixel: hover.y)
        return result
    }
}

/// The series of a 2D chart that a hover read-out gives a y value for, in read-out order, grouped
/// once per chart: function lines and areas (evaluated at the hovered x), a data line's series
/// (its indices, searched for the x nearest the hovered one), then `LineMark` series.
struct ReadoutSeries: Sendable {
    enum Entry: Sendable {
        /// A function line or area: element `element` of the chart, evaluated at the hovered x.
        case function(element: Int)
        /// The points of a data line's series `name`: indices into the columns of element `element`.
        case data(element: Int, name: String, indices: [Int])
    }

    var entries: [Entry] = []
    /// The `LineMark` series (per `series:` value, else per colour category, else per y label) and
    /// their points, in order of first appearance.
    var lineMarks: [(key: String, points: [(x: Double, y: Double)])] = []

    /// No series (a pie reads none).
    init() {}

    /// The series of `elements`.
    init(_ elements: [ChartElement]) {
        var markIndex: [String: Int] = [:]
        for (k, e) in elements.enumerated() {
            let c = e.recipe
            if let l = c.mark as? LineSpec {
                switch l.source {
                case .function: entries.append(.function(element: k))
                case .parametric: break
                case .data(let xs, _, let series, _, _):
                    var groups: [String: [Int]] = [:]
                    var names: [String] = []
                    for i in xs.values.indices {
                        let key = series?[i] ?? l.yLabel
                        if groups[key] == nil { names.append(key) }
                        groups[key, default: []].append(i)
                    }
                    for name in names { entries.append(.data(element: k, name: name, indices: groups[name]!)) }
                }
            } else if let a = c.mark as? AreaSpec {
                if case .function = a.source { entries.append(.function(element: k)) }
            } else if let m = c.mark as? LineMarkSpec {
                // A series per `series:` value, else per colour category (as the lines are drawn).
                let key: String
                if case .single(let s) = m.series?.storage {
                    key = s.text
                } else if let name = c.style.category?.category {
                    key = name
                } else {
                    key = m.y.label
                }
                if markIndex[key] == nil {
                    markIndex[key] = lineMarks.count
                    lineMarks.append((key, []))
                }
                if let mx = m.x.number, let my = m.y.number { lineMarks[markIndex[key]!].points.append((mx, my)) }
            }
        }
    }

    /// Calls `add` with each series' name and its y at (or nearest to) `x`, in read-out order.
    func forEachValue(at x: Double, in elements: [ChartElement], _ add: (String, Double) -> Void) {
        for entry in entries {
            switch entry {
            case .function(let k):
                if let l = elements[k].mark(LineSpec.self), case .function(let domain, let f) = l.source,
                    domain?.contains(x) ?? true
                {
                    add(l.yLabel, f(x))
                } else if let a = elements[k].mark(AreaSpec.self), case .function(let domain, let f) = a.source,
                    domain?.contains(x) ?? true
                {
                    let v = f(x)
                    if v.yStart != 0 { add(a.yLabel + " (start)", v.yStart) }
                    add(a.yLabel, v.yEnd)
                }
            case .data(let k, let name, let indices):
                guard let l = elements[k].mark(LineSpec.self), case .data(let xs, let ys, _, _, _) = l.source else {
                    continue
                }
                let values = xs.values
                if let i = indices.min(by: { abs(values[$0] - x) < abs(values[$1] - x) }) { add(name, ys.values[i]) }
            }
        }
        for (key, points) in lineMarks {
            if let best = points.min(by: { abs($0.x - x) < abs($1.x - x) }) { add(key, best.y) }
        }
    }
}

extension ChartElement {
    /// The element's recipe when it is of type `type`.
    func mark<M: ChartMark>(_ type: M.Type) -> M? {
        recipe.mark as? M
    }
}
