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
        lines += readoutLines(at: x, hover: hover, layout: layout, scale: scale)
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

    /// One line per series: its y at (or nearest to) the hovered x; for points, the values of the
    /// point nearest the pointer; then the value the colour of the marks there encodes.
    private func readoutLines(
        at x: Double, hover: SIMD2<Double>, layout: Lowering2D.Layout, scale: Double
    ) -> [String] {
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
            case .lineMark(let m):
                // A series per `series:` value, else per colour category (as the lines are drawn).
                let key: String
                if case .single(let s) = m.series?.storage {
                    key = s.text
                } else if let name = m.style.category?.category {
                    key = name
                } else {
                    key = m.y.label
                }
                if lineMarks[key] == nil { order.append(key) }
                if let mx = m.x.number, let my = m.y.number { lineMarks[key, default: []].append((mx, my)) }
            case .points, .point, .surface, .mark3D, .bar, .rect2D, .areaMark, .sector, .custom: break
            }
        }
        for key in order {
            if let best = lineMarks[key]!.min(by: { abs($0.0 - x) < abs($1.0 - x) }) { add(key, best.1) }
        }
        for point in nearestPoints(to: hover, layout: layout) {
            add(point.label, point.y)
            if let color = point.color { lines.append(color) }
        }
        if let cell = cellColor(at: hover, layout: layout, scale: scale) { lines.append(cell) }
        return lines
    }

    /// Per y label of `PointMark`s and per `PointPlot`, the point drawn nearest the pointer (in
    /// pixels): its y and the line for the value its colour encodes.
    private func nearestPoints(to hover: SIMD2<Double>, layout: Lowering2D.Layout) -> [(
        label: String, y: Double, color: String?
    )] {
        var result: [(label: String, y: Double, color: String?)] = []
        var best: [String: (distance: Double, index: Int)] = [:]
        func distance(_ px: Double, _ py: Double) -> Double {
            let d = SIMD2(layout.x.pixel(px), layout.y.pixel(py)) - hover
            let squared = (d * d).sum()
            return squared.isFinite ? squared : .infinity
        }
        for e in elements {
            switch e.kind {
            case .points(let p):
                let xs = p.x.values
                let ys = p.y.values
                guard
                    let i = xs.indices.filter({ $0 < ys.count }).min(by: {
                        distance(xs[$0], ys[$0]) < distance(xs[$1], ys[$1])
                    }), distance(xs[i], ys[i]).isFinite
                else { continue }
                let color = p.categories.flatMap { c in
                    c.values.indices.contains(i) ? ColorReadout.line(label: c.label, value: .string(c.values[i])) : nil
                }
                result.append((p.y.label, ys[i], color ?? ColorReadout.line(p.style.category)))
            case .point(let p):
                guard let px = p.x.number, let py = p.y.number else { continue }
                let d = distance(px, py)
                guard d.isFinite else { continue }
                let line = (p.y.label, py, ColorReadout.line(p.style.category))
                if let k = best[p.y.label] {
                    if d < k.distance {
                        best[p.y.label] = (d, k.index)
                        result[k.index] = line
                    }
                } else {
                    best[p.y.label] = (d, result.count)
                    result.append(line)
                }
            default: break
            }
        }
        return result
    }

    /// The colour line of the `RectangleMark` (a heat-map cell, say) under the pointer whose
    /// colour encodes a value; nil when there is none.
    private func cellColor(at hover: SIMD2<Double>, layout: Lowering2D.Layout, scale: Double) -> String? {
        let spacing = (x: RectangleCells.spacing(elements, x: true), y: RectangleCells.spacing(elements, x: false))
        func contains(_ v: AxisValue?, _ axis: PlotAxis, spacing: Double?, _ p: Double) -> Bool {
            guard let v else { return true }
            if let span = axis.pixelSpan(of: v) { return p >= min(span.0, span.1) && p <= max(span.0, span.1) }
            guard let n = v.number else { return false }
            let half = spacing.map { abs(axis.pixel(n + $0 / 2) - axis.pixel(n)) } ?? 10 * scale
            return abs(axis.pixel(n) - p) <= half
        }
        for e in elements.reversed() {
            guard case .rect2D(let r) = e.kind, let line = ColorReadout.line(r.style.category),
                contains(r.x, layout.x, spacing: spacing.x, hover.x),
                contains(r.y, layout.y, spacing: spacing.y, hover.y)
            else { continue }
            return line
        }
        return nil
    }
}
