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

    /// One line per series: its y at (or nearest to) the hovered x; then each mark's hover
    /// read-out (``ChartMark/hoverReadout(in:)``): per name the value nearest the pointer with the
    /// value its colour encodes, then the colour value of the topmost cell under the pointer.
    func readoutLines(
        at x: Double, hover: SIMD2<Double>, layout: Lowering2D.Layout, scale: Double, series: ReadoutSeries
    ) -> [String] {
        var lines: [String] = []
        let y = layout.y
        series.forEachValue(at: x) { name, value in
            if value.isFinite { lines.append(name + ": " + format(value, axis: y)) }
        }
        let context = MarkHoverContext(
            pointer: hover, scale: scale, layout: layout, cellSpacing: ChartWideValues(elements).cellSpacing)
        return lines + HoverReadouts(elements, context: context).lines { format($0, axis: y) }
    }
}
