import ChartMath
import ChartScene

extension Lowering2D {
    /// The guides pass: plot and axis-area fills, grid lines, axis lines, ticks, tick labels, axis
    /// titles and the plot border, as primitives around the laid-out plot.
    func guidePrimitives(_ layout: PlotLayout) -> GuidePrimitives {
        var guides = GuidePrimitives()
        guides.fills = fills(layout)
        guides.grid = grid(layout)
        var axis = LineGroups()
        var labels = TickLabels(text: layout.metrics.tickText, scale: Float(scale), textScale: theme.textScale)
        axisLines(layout, into: &axis)
        xTicks(layout, axis: &axis, labels: &labels)
        yTicks(layout, axis: &axis, labels: &labels)
        guides.axes = axis.batches.map { .lines($0) }
        guides.labels = labels.labels
        guides.familyLabels = labels.families
        axisTitles(layout, into: &guides)
        guides.below = layout.below
        if let border = chart.configuration.value.plotStyle?.border {
            guides.border.append(
                .lines(
                    LineBatch(
                        space: .pixel, vertices: layout.plot.corners + [layout.plot.corners[0]],
                        color: border.color.rgba, width: Float(border.width) * Float(scale))))
        }
        return guides
    }

    /// The decorations pass for a 2D chart: the guides' labels with the chart title in one text
    /// batch, a batch per custom font family, the legend in its slot and the colour bar.
    func decorate(_ guides: GuidePrimitives, _ layout: PlotLayout) -> [ScenePrimitive] {
        // A density plot's colour range is known once its marks were drawn.
        let d = log.drawnColorScale.map { layout.decorations.replacingColorBar(with: $0) } ?? layout.decorations
        let margin = layout.metrics.margin
        var labels = guides.labels
        if let title = d.titleLabel(width: layout.width, top: margin) { labels.append(title) }
        var prims: [ScenePrimitive] = [.text(TextBatch(labels: labels))]
        for family in guides.familyLabels.keys.sorted() {
            prims.append(.text(TextBatch(fontFamily: family, labels: guides.familyLabels[family]!)))
        }
        prims += guides.titleViews
        let plot = layout.plot
        prims += d.legendPrimitives(
            plot: plot, below: guides.below, width: layout.width, height: layout.height, margin: margin + d.barSpace)
        prims += d.colorBarPrimitives(right: layout.width - margin, top: plot.y0, height: plot.y1 - plot.y0)
        return prims
    }

    /// The plot area's fill (`.chartPlotStyle`) and the axis areas' fills (`.chartXAxisStyle`,
    /// `.chartYAxisStyle`), under the grid and labels.
    private func fills(_ l: PlotLayout) -> [ScenePrimitive] {
        let config = chart.configuration.value
        let plot = l.plot
        let m = l.metrics
        var prims: [ScenePrimitive] = []
        if let fill = config.plotStyle?.background {
            prims.append(
                .mesh(
                    TriangleMesh(
                        space: .pixel, positions: plot.corners, colors: [fill.rgba], indices: [0, 1, 2, 0, 2, 3])))
        }
        if let fill = config.xAxisStyle?.fill(dark: config.colorScheme == .dark),
            l.xMarks.contains(where: { $0.label != nil })
        {
            let depth = m.tick + 2 * m.gap + m.xLabelDrop + m.tickText.lineHeight
            let onTop = l.xMarks.hasLabels(on: .top) && !l.xMarks.hasLabels(on: .bottom)
            prims.append(
                .mesh(
                    Self.rectangle(
                        Vec2(plot.x0, onTop ? plot.y0 - depth : plot.y1),
                        Vec2(plot.x1, onTop ? plot.y0 : plot.y1 + depth),
                        color: fill)))
        }
        if let fill = config.yAxisStyle?.fill(dark: config.colorScheme == .dark) {
            for side in [GuideSide.leading, .trailing]
            where l.yMarks.hasLabels(on: side) || (side == .leading && l.yAutomatic) {
                let depth = m.tick + 2 * m.gap + (side == .leading ? l.yLabelWidth.leading : l.yLabelWidth.trailing)
                let x0 = side == .leading ? plot.x0 - depth : plot.x1
                prims.append(
                    .mesh(Self.rectangle(Vec2(x0, plot.y0), Vec2(x0 + depth, plot.y1), color: fill)))
            }
        }
        return prims
    }

    /// The grid lines of the marks that have them, across the plot.
    private func grid(_ l: PlotLayout) -> [ScenePrimitive] {
        let theme = self.theme
        let s = Float(scale)
        let plot = l.plot
        var grid = LineGroups()
        let gridLine = { (m: GuideMark, a: Vec3, b: Vec3) in
            guard let g = m.grid else { return }
            grid.add(
                a, b, color: g.color?.rgba ?? theme.gridColor,
                width: g.stroke.map { Float($0.lineWidth) * s } ?? theme.gridWidth * s,
                dash: g.stroke?.dash.map { Float($0) * s } ?? [])
        }
        for m in l.xMarks {
            let px = Float(l.xAxis.pixel(m.value))
            guard px.isFinite else { continue }
            gridLine(m, Vec3(px, plot.y0, 0), Vec3(px, plot.y1, 0))
        }
        for m in l.yMarks {
            let py = Float(l.yAxis.pixel(m.value))
            guard py.isFinite else { continue }
            gridLine(m, Vec3(plot.x0, py, 0), Vec3(plot.x1, py, 0))
        }
        return grid.batches.map { .lines($0) }
    }

    /// The axis lines on the sides with labels.
    private func axisLines(_ l: PlotLayout, into axis: inout LineGroups) {
        let config = chart.configuration.value
        let theme = self.theme
        let plot = l.plot
        let width = theme.axisWidth * Float(scale)
        let xLineOnTop = l.xMarks.hasLabels(on: .top) && !l.xMarks.hasLabels(on: .bottom)
        if !config.xAxis.isHidden {
            let yLine = xLineOnTop ? plot.y0 : plot.y1
            axis.add(Vec3(plot.x0, yLine, 0), Vec3(plot.x1, yLine, 0), color: theme.axisColor, width: width)
        }
        if !config.yAxis.isHidden {
            let xLine = l.yTitleTrailing ? plot.x1 : plot.x0
            axis.add(Vec3(xLine, plot.y0, 0), Vec3(xLine, plot.y1, 0), color: theme.axisColor, width: width)
        }
    }

    /// A mark's tick from `a` to `b`, in its own colour and stroke when it has them.
    private func tickLine(_ m: GuideMark, _ a: Vec3, _ b: Vec3, into axis: inout LineGroups) {
        guard let t = m.tick else { return }
        let s = Float(scale)
        axis.add(
            a, b, color: t.color?.rgba ?? theme.axisColor,
            width: t.stroke.map { Float($0.lineWidth) * s } ?? theme.axisWidth * s,
            dash: t.stroke?.dash.map { Float($0) * s } ?? [])
    }

    /// A mark's tick length: its own, else the theme's (half of it for minor marks).
    private func tickLength(_ m: GuideMark, tick: Float) -> Float {
        m.tick?.length.map { Float($0) * Float(scale) } ?? (m.isMajor ? tick : tick / 2)
    }

    /// The x ticks and their labels, on the side and inset each mark asks for.
    private func xTicks(_ l: PlotLayout, axis: inout LineGroups, labels: inout TickLabels) {
        let plot = l.plot
        let (tick, gap) = (l.metrics.tick, l.metrics.gap)
        for m in l.xMarks {
            let px = Float(l.xAxis.pixel(m.value))
            guard px.isFinite, px >= plot.x0 - 0.5, px <= plot.x1 + 0.5 else { continue }
            let length = tickLength(m, tick: tick)
            switch (m.side, m.inset) {
            case (.top, false):
                tickLine(m, Vec3(px, plot.y0, 0), Vec3(px, plot.y0 - length, 0), into: &axis)
                labels.add(m, at: Vec2(px, plot.y0 - tick - gap), .center, .bottom)
            case (.top, true):
                tickLine(m, Vec3(px, plot.y0, 0), Vec3(px, plot.y0 + length, 0), into: &axis)
                labels.add(m, at: Vec2(px + gap, plot.y0 + gap), .leading, .top)
            case (_, true):
                tickLine(m, Vec3(px, plot.y1, 0), Vec3(px, plot.y1 - length, 0), into: &axis)
                labels.add(m, at: Vec2(px + gap, plot.y1 - gap), .leading, .bottom)
            default:
                tickLine(m, Vec3(px, plot.y1, 0), Vec3(px, plot.y1 + length, 0), into: &axis)
                if m.isMajor { labels.add(m, at: Vec2(px, plot.y1 + tick + gap + l.metrics.xLabelDrop), .center, .top) }
            }
        }
    }

    /// The y ticks and their labels, on the side and inset each mark asks for.
    private func yTicks(_ l: PlotLayout, axis: inout LineGroups, labels: inout TickLabels) {
        let plot = l.plot
        let (tick, gap) = (l.metrics.tick, l.metrics.gap)
        for m in l.yMarks {
            let py = Float(l.yAxis.pixel(m.value))
            guard py.isFinite, py >= plot.y0 - 0.5, py <= plot.y1 + 0.5 else { continue }
            let length = tickLength(m, tick: tick)
            switch (m.side, m.inset) {
            case (.trailing, false):
                tickLine(m, Vec3(plot.x1, py, 0), Vec3(plot.x1 + length, py, 0), into: &axis)
                labels.add(m, at: Vec2(plot.x1 + tick + gap, py), .leading, .center)
            case (.trailing, true):
                tickLine(m, Vec3(plot.x1 - length, py, 0), Vec3(plot.x1, py, 0), into: &axis)
                labels.add(m, at: Vec2(plot.x1 - gap, py - gap / 2), .trailing, .bottom)
            case (_, true):
                tickLine(m, Vec3(plot.x0, py, 0), Vec3(plot.x0 + length, py, 0), into: &axis)
                labels.add(m, at: Vec2(plot.x0 + gap, py - gap / 2), .leading, .bottom)
            default:
                tickLine(m, Vec3(plot.x0 - length, py, 0), Vec3(plot.x0, py, 0), into: &axis)
                if m.isMajor { labels.add(m, at: Vec2(plot.x0 - tick - gap, py), .trailing, .center) }
            }
        }
    }

    /// The axis titles where the layout placed them: text with the tick labels, views apart.
    private func axisTitles(_ l: PlotLayout, into guides: inout GuidePrimitives) {
        for placed in [l.xTitlePlaced, l.yTitlePlaced].compactMap({ $0 }) {
            if let label = placed.label { guides.labels.append(label) }
            guides.titleViews += placed.primitives
        }
    }
}

/// Tick labels collected by font: the default family's, and a list per `Font.custom` family.
struct TickLabels {
    let text: TextStyle
    /// Device pixels per point.
    let scale: Float
    /// The theme's text scale (Dynamic Type), applied to a mark's own font size.
    let textScale: Float
    var labels: [TextLabel] = []
    var families: [String: [TextLabel]] = [:]

    /// A mark's label at `at`, in its own font and colour when it has them (nothing for an empty label).
    mutating func add(_ m: GuideMark, at: Vec2, _ h: TextHorizontalAlignment, _ v: TextVerticalAlignment) {
        guard let l = m.label, !l.text.isEmpty else { return }
        var label = text.label(l.text, at: at, h, v)
        if let font = l.font {
            label.fontSize = (Float(font.size) * scale * textScale).rounded()
            label.bold = font.isBold
        }
        if let color = l.color { label.color = color.rgba }
        if let family = l.font?.family {
            families[family, default: []].append(label)
        } else {
            labels.append(label)
        }
    }
}
