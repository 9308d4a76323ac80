import ChartMath
import ChartScene
import Foundation

extension Chart {
    /// The chart lowered for an interactive view: zoomed and panned along x (the visible x domain
    /// changes; the y domain stays that of the whole chart, so panning does not rescale it), and
    /// with a read-out of the data nearest the hovered x.
    public func interactiveScene(scale: Double, interaction: ChartInteraction) throws -> InteractiveScene {
        var (scene, layout) = try Lowering2D(chart: self, scale: scale).lowerWithLayout()
        // A pie or donut has no x axis to zoom, pan or read out: hovering selects a slice.
        if SectorLowering.isSectorChart(elements) {
            var result = InteractiveScene(scene: scene)
            if let hover = interaction.hover { result.selectedAngle = try selectedAngle(at: hover, plot: layout.plot) }
            return result
        }
        if interaction.zoom != 1 || interaction.pan != .zero {
            let centre = Double(scene.pixelWidth) / 2
            let zoom = max(interaction.zoom, 1e-9)
            // A pixel u of the adjusted view shows what pixel centre + (u − centre − pan) / zoom showed.
            let unadjusted = { (u: Double) in centre + (u - centre - interaction.pan.x) / zoom }
            let a = layout.x.value(atPixel: unadjusted(layout.x.pixelStart))
            let b = layout.x.value(atPixel: unadjusted(layout.x.pixelEnd))
            let y = layout.y
            if a.isFinite, b.isFinite, a != b {
                let visible = modified {
                    $0.x.domain = min(a, b)...max(a, b)
                    $0.x.reversed = a > b
                    $0.y.domain = y.lower...y.upper
                    $0.y.reversed = y.scale.start > y.scale.end
                    // The pan and zoom decide the window now, not the scroll position.
                    $0.scroll.axes = []
                }
                (scene, layout) = try Lowering2D(chart: visible, scale: scale).lowerWithLayout()
            }
        }
        guard let hover = interaction.hover else { return InteractiveScene(scene: scene) }
        let plot = layout.plot
        guard hover.x >= plot.lo.x, hover.x <= plot.hi.x, hover.y >= plot.lo.y, hover.y <= plot.hi.y else {
            return InteractiveScene(scene: scene)
        }
        let x = layout.x.value(atPixel: hover.x)
        var lines = [(layout.xTitle ?? "x") + ": " + format(x, axis: layout.x)]
        lines += readoutLines(at: x, hover: hover, layout: layout)
        if let override = interaction.readoutOverride { lines = override }
        let s = Float(scale)
        let text = try TextStyle(size: 11, scale: s, color: RGBA(hex: 0x1C1C1E))
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

    /// The position along the summed sector values under a pixel (clockwise from 12 o'clock about
    /// the pie's centre), or nil outside the pie's circle.
    func selectedAngle(at pixel: SIMD2<Double>, plot: PlotRect) throws -> Double? {
        let specs = elements.compactMap { e -> SectorSpec? in
            if case .sector(let s) = e.kind { return s }
            return nil
        }
        let turns = try SectorLowering.turns(specs)
        let centre = (plot.lo + plot.hi) / 2
        let radius = min(plot.hi.x - plot.lo.x, plot.hi.y - plot.lo.y) / 2
        let d = pixel - centre
        guard (d * d).sum() <= radius * radius, d != .zero else { return nil }
        // Pixel y grows downwards: 12 o'clock is −y, and clockwise on screen is from −y towards +x.
        var turn = atan2(d.x, -d.y) / (2 * .pi)
        if turn < 0 { turn += 1 }
        // Back from fractions of a turn to summed values: the last sector's end is the total.
        var total = 0.0
        for spec in specs {
            if case .single(let p) = spec.angle.storage, let v = p.number, v.isFinite { total += max(v, 0) }
        }
        guard let end = turns.map(\.end).max(), end > 0, total > 0 else { return nil }
        return turn * total / end
    }

    /// A value as the axis would label it, with enough decimals to tell neighbours apart.
    private func format(_ v: Double, axis: PlotAxis) -> String {
        if axis.isDate { return TickFormatter.dateLabel(v, unit: .day) }
        return TickFormatter.label(v, step: max(abs(axis.upper - axis.lower) / 1000, 1e-12))
    }

    /// One line per series: its y at (or nearest to) the hovered x.
    private func readoutLines(at x: Double, hover: SIMD2<Double>, layout: Lowering2D.Layout) -> [String] {
        var lines: [String] = []
        let y = layout.y
        func add(_ name: String, _ value: Double) {
            guard value.isFinite else { return }
            lines.append(name + ": " + format(value, axis: y))
        }
        func nearest(_ xs: [Double], _ indices: [Int]) -> Int? {
            indices.min { abs(xs[$0] - x) < abs(xs[$1] - x) }
        }
        var lineMarks: [String: [(Double, Double)]] = [:]
        var order: [String] = []
        for e in elements {
            switch e.kind {
            case .line(let l):
                switch l.source {
                case .function(let domain, let f):
                    if domain?.contains(x) ?? true { add(l.yLabel, f(x)) }
                case .parametric: break
                case .data(let xs, let ys, let series, _, _):
                    var groups: [String: [Int]] = [:]
                    var names: [String] = []
                    for i in xs.values.indices {
                        let key = series?[i] ?? l.yLabel
                        if groups[key] == nil { names.append(key) }
                        groups[key, default: []].append(i)
                    }
                    for name in names {
                        if let i = nearest(xs.values, groups[name]!) { add(name, ys.values[i]) }
                    }
                }
            case .area(let a):
                if case .function(let domain, let f) = a.source, domain?.contains(x) ?? true {
                    let v = f(x)
                    if v.yStart != 0 { add(a.yLabel + " (start)", v.yStart) }
                    add(a.yLabel, v.yEnd)
                }
            case .points(let p):
                if let i = nearest(p.x.values, Array(p.x.values.indices)) { add(p.y.label, p.y.values[i]) }
            case .lineMark(let m):
                let key: String
                if case .single(let s) = m.series?.storage { key = s.text } else { key = m.y.label }
                if lineMarks[key] == nil { order.append(key) }
                if let mx = m.x.number, let my = m.y.number { lineMarks[key, default: []].append((mx, my)) }
            case .point(let p):
                let key = p.y.label
                if lineMarks[key] == nil { order.append(key) }
                if let px = p.x.number, let py = p.y.number { lineMarks[key, default: []].append((px, py)) }
            case .surface, .mark3D, .bar, .rule2D, .rect2D, .areaMark, .sector: break
            }
        }
        for key in order {
            if let best = lineMarks[key]!.min(by: { abs($0.0 - x) < abs($1.0 - x) }) { add(key, best.1) }
        }
        return lines
    }
}
