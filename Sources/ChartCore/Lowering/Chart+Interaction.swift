import ChartMath
import ChartScene
import Foundation

extension Chart {
    /// The chart lowered for an interactive view: zoomed and panned along x (the visible x domain
    /// changes; the y domain stays that of the whole chart, so panning does not rescale it), and
    /// with a read-out of the data nearest the hovered x. Lowers the whole chart each time: a view
    /// that redraws for every pointer move keeps a ``PreparedChart2D`` instead (see
    /// ``prepared(scale:zoom:pan:)``).
    public func interactiveScene(scale: Double, interaction: ChartInteraction) throws -> InteractiveScene {
        try prepared(scale: scale, zoom: interaction.zoom, pan: interaction.pan).interactiveScene(interaction)
    }

    /// The chart lowered once for an interactive view at `scale` device pixels per point, zoomed by
    /// `zoom` (1: the whole chart) and panned by `pan` device pixels along x: its scene, layout and
    /// the series a read-out reads. ``PreparedChart2D/interactiveScene(_:)`` then adds the hover
    /// read-out without lowering again.
    public func prepared(scale: Double = 1, zoom: Double = 1, pan: SIMD2<Double> = .zero) throws -> PreparedChart2D {
        var (scene, layout) = try Lowering2D(chart: self, scale: scale).lowerWithLayout()
        // A pie or donut has no x axis to zoom or pan.
        let isSector = SectorLowering.isSectorChart(elements)
        if !isSector, zoom != 1 || pan != .zero {
            let centre = Double(scene.pixelWidth) / 2
            let zoom = max(zoom, 1e-9)
            // A pixel u of the adjusted view shows what pixel centre + (u − centre − pan) / zoom showed.
            let unadjusted = { (u: Double) in centre + (u - centre - pan.x) / zoom }
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
        return PreparedChart2D(
            chart: self, scale: scale, zoom: zoom, pan: pan, scene: scene, layout: layout, isSector: isSector,
            readoutText: try? TextStyle(size: 11, scale: Float(scale), color: RGBA(hex: 0x1C1C1E)),
            series: isSector ? ReadoutSeries() : ReadoutSeries(elements))
    }

    /// The position along the summed sector values under a pixel (clockwise from 12 o'clock about
    /// the pie's centre), or nil outside the pie's circle.
    func selectedAngle(at pixel: SIMD2<Double>, plot: PlotRect) throws -> Double? {
        let specs = elements.compactMap { e -> SectorSpec? in
            e.recipe.mark as? SectorSpec
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
    func format(_ v: Double, axis: PlotAxis) -> String {
        if axis.isDate { return TickFormatter.dateLabel(v, unit: .day) }
        return TickFormatter.label(v, step: max(abs(axis.upper - axis.lower) / 1000, 1e-12))
    }

    /// One line per series: its y at (or nearest to) the hovered x; for points, the values of the
    /// point nearest the pointer; then the value the colour of the marks there encodes.
    func readoutLines(
        at x: Double, hover: SIMD2<Double>, layout: Lowering2D.Layout, scale: Double, series: ReadoutSeries
    ) -> [String] {
        var lines: [String] = []
        let y = layout.y
        func add(_ name: String, _ value: Double) {
            guard value.isFinite else { return }
            lines.append(name + ": " + format(value, axis: y))
        }
        series.forEachValue(at: x, in: elements, add)
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
            let c = e.recipe
            if let p = c.mark as? PointsSpec {
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
                result.append((p.y.label, ys[i], color ?? ColorReadout.line(c.style.category)))
            } else {
                guard let p = c.mark as? PointSpec, let px = p.x.number, let py = p.y.number else { continue }
                let d = distance(px, py)
                guard d.isFinite else { continue }
                let line = (p.y.label, py, ColorReadout.line(c.style.category))
                if let k = best[p.y.label] {
                    if d < k.distance {
                        best[p.y.label] = (d, k.index)
                        result[k.index] = line
                    }
                } else {
                    best[p.y.label] = (d, result.count)
                    result.append(line)
                }
            }
        }
        return result
    }

    /// The colour line of the `RectangleMark` (a heat-map cell, say) under the pointer whose
    /// colour encodes a value; nil when there is none.
    private func cellColor(at hover: SIMD2<Double>, layout: Lowering2D.Layout, scale: Double) -> String? {
        let spacing = ChartWideValues(elements).cellSpacing
        func contains(_ v: AxisValue?, _ axis: PlotAxis, spacing: Double?, _ p: Double) -> Bool {
            guard let v else { return true }
            if let span = axis.pixelSpan(of: v) { return p >= min(span.0, span.1) && p <= max(span.0, span.1) }
            guard let n = v.number else { return false }
            let half = spacing.map { abs(axis.pixel(n + $0 / 2) - axis.pixel(n)) } ?? 10 * scale
            return abs(axis.pixel(n) - p) <= half
        }
        for e in elements.reversed() {
            guard let r = e.recipe.mark as? Rectangle2DSpec,
                let line = ColorReadout.line(e.style.category),
                contains(r.x, layout.x, spacing: spacing.x, hover.x),
                contains(r.y, layout.y, spacing: spacing.y, hover.y)
            else { continue }
            return line
        }
        return nil
    }
}
