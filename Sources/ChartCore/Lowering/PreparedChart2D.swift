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

/// The series a read-out reads at the hovered x, from each mark's
/// ``ChartMark/readoutSeries(colorCategory:)``, read once per chart revision: the series of their
/// own in the marks' order, then the joined ones (a `LineMark` series per `series:` value, colour
/// category or y label) with their points, in order of first appearance.
struct ReadoutSeries: Sendable {
    var entries: [MarkReadoutSeries] = []
    var joined: [MarkReadoutSeries] = []

    /// No series (a pie reads none).
    init() {}

    /// The series of `elements`.
    init(_ elements: [ChartElement]) {
        var joinedIndex: [String: Int] = [:]
        var joinedPoints: [[SIMD2<Double>]] = []
        for e in elements {
            for series in e.recipe.mark.readoutSeries(colorCategory: e.recipe.style.category?.category) {
                guard series.joinsMarks, case .points(let points) = series.values else {
                    entries.append(series)
                    continue
                }
                if let k = joinedIndex[series.name] {
                    joinedPoints[k] += points
                } else {
                    joinedIndex[series.name] = joined.count
                    joined.append(series)
                    joinedPoints.append(points)
                }
            }
        }
        for k in joined.indices { joined[k].values = .points(joinedPoints[k]) }
    }

    /// Calls `add` with each series' name and its y at (or nearest to) `x`, in read-out order.
    func forEachValue(at x: Double, _ add: (String, Double) -> Void) {
        for series in entries + joined {
            if let y = series.value(at: x) { add(series.name, y) }
        }
    }
}

extension ChartElement {
    /// The element's recipe when it is of type `type`.
    func mark<M: ChartMark>(_ type: M.Type) -> M? {
        recipe.mark as? M
    }
}
