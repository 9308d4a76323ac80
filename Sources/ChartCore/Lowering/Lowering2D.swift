import ChartMath
import ChartScene
import ChartText

extension Chart {
    /// The chart lowered for drawing at `scale` device pixels per point.
    public func lowered(scale: Double = 1) throws -> RenderScene {
        try Lowering2D(chart: self, scale: scale).lower()
    }

    public func renderScene(scale: Double) throws -> RenderScene { try lowered(scale: scale) }
}

/// Lowers a 2D chart: domains, layout, ticks, then every mark in declaration order between the grid
/// and the axes, then the legend.
struct Lowering2D {
    let chart: Chart
    let scale: Double
    /// The warnings found while lowering (values skipped, colours repeated, nothing drawn).
    let log = WarningLog()
    /// The light theme, its text sized for the chart's Dynamic Type size.
    var theme: Theme {
        Theme.light.scaled(for: chart.configuration.value.dynamicTypeSize).applying(chart.configuration.value.theme)
    }

    /// The axes and plot area a lowering settled on, for interaction (pan, zoom, read-outs).
    struct Layout {
        var x: PlotAxis
        var y: PlotAxis
        var plot: PlotRect
        var xTitle: String?
        var yTitle: String?
        /// Where `.chartBackground` content goes in the scene's primitives: after the plot-area
        /// and axis-area fills, before the grid and marks.
        var underlay = 0

        /// The layout with every pixel position moved by `d` (device pixels).
        func moved(by d: Vec2) -> Layout {
            var result = self
            result.x = x.moved(by: Double(d.x))
            result.y = y.moved(by: Double(d.y))
            result.plot = PlotRect(x0: plot.x0 + d.x, y0: plot.y0 + d.y, x1: plot.x1 + d.x, y1: plot.y1 + d.y)
            return result
        }
    }

    func lower() throws -> RenderScene { try lowerWithLayout().scene }

    /// The scene and its layout, in the chart's colour scheme, placed in the image by the layout
    /// modifiers (`.padding`, `.frame`, `.background`): the layout's pixels are the image's.
    func lowerWithLayout() throws -> (scene: RenderScene, layout: Layout) {
        let (scene, layout) = try lowerInChartCoordinates()
        guard let placement = try chart.checkedPlacement() else { return (scene, layout) }
        let placed = try placement.placing(scene, scale: scale, colorScheme: chart.configuration.value.colorScheme)
        var moved = layout.moved(by: placement.origin_s(scale: scale))
        moved.underlay += placed.underlayCount - scene.underlayCount
        return (placed, moved)
    }

    /// The scene and its layout at the chart's own size, its top-left corner at the origin (what
    /// a `ChartProxy` measures from).
    func lowerInChartCoordinates() throws -> (scene: RenderScene, layout: Layout) {
        var (scene, layout) = try lowerLight()
        try addLayers(to: &scene, layout: layout)
        let config = chart.configuration.value
        log.checkFonts(scene.primitives)
        scene.warnings = log.warnings
        return (scene.adapted(to: config.colorScheme).themed(config.theme, grid: theme.gridColor), layout)
    }

    private func lowerLight() throws -> (scene: RenderScene, layout: Layout) {
        if SectorLowering.isSectorChart(chart.elements) {
            return try SectorLowering(chart: chart, scale: scale, theme: theme, log: log).lowerWithLayout()
        }
        let config = chart.configuration.value
        let theme = self.theme
        let (w, h) = try chart.chartPixelSize(scale: scale)
        let s = Float(scale)
        let W = Float(w)
        let H = Float(h)

        // Content, categories, and the values that decide the domains.
        var categories = Categories(
            scale: config.foregroundStyleScale, gradient: config.foregroundStyleGradient,
            domain: config.foregroundStyleDomain, palette: chart.effectivePalette)
        var x = AxisDomainRequest(label: "x", spec: config.x, includesZeroByDefault: false)
        var y = AxisDomainRequest(label: "y", spec: config.y, includesZeroByDefault: true)
        var titles: (x: String?, y: String?) = (nil, nil)
        let cellSpacing = (
            x: RectangleCells.spacing(chart.elements, x: true), y: RectangleCells.spacing(chart.elements, x: false)
        )
        for e in chart.elements {
            switch e.kind {
            case .line(let l):
                titles = (titles.x ?? l.xLabel, titles.y ?? l.yLabel)
                categories.add(l.style.category)
                switch l.source {
                case .function(let domain, _):
                    if let domain { x.functionDomains.append(domain) }
                case .parametric(_, let domain, let f):
                    // The curve's extent decides both axes, like data.
                    for i in 0...512 {
                        let p = f(domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / 512)
                        x.dataValues.append(p.x)
                        y.dataValues.append(p.y)
                    }
                case .data(let xs, let ys, let series, let seriesLabel, _):
                    x.dataValues += xs.values
                    y.dataValues += ys.values
                    x.isDate = x.isDate || xs.isDate
                    y.isDate = y.isDate || ys.isDate
                    if let series { categories.add(title: seriesLabel, names: series) }
                }
            case .area(let a):
                titles = (titles.x ?? a.xLabel, titles.y ?? a.yLabel)
                categories.add(a.style.category)
                switch a.source {
                case .function(let domain, _):
                    if let domain { x.functionDomains.append(domain) }
                case .data(let xs, let y0, let y1, let series, let seriesLabel, let stacking):
                    x.dataValues += xs.values
                    x.isDate = x.isDate || xs.isDate
                    if let series { categories.add(title: seriesLabel, names: series) }
                    if let y0 {
                        y.dataValues += y0.values + y1.values
                    } else {
                        let stacks = AreaStacking.stack(x: xs.values, y: y1.values, series: series, method: stacking)
                        y.dataValues += stacks.flatMap { $0.top.map(\.y) + $0.bottom.map(\.y) }
                    }
                }
            case .points(let p):
                titles = (titles.x ?? p.x.label, titles.y ?? p.y.label)
                x.dataValues += p.x.values
                y.dataValues += p.y.values
                x.isDate = x.isDate || p.x.isDate
                y.isDate = y.isDate || p.y.isDate
                if let c = p.categories { categories.add(title: c.label, names: c.values) }
            case .lineMark(let m):
                titles = (titles.x ?? m.x.label, titles.y ?? m.y.label)
                try x.add(m.x, mark: "LineMark")
                try y.add(m.y, mark: "LineMark")
                categories.add(m.style.category)
            case .point(let p):
                titles = (titles.x ?? p.x.label, titles.y ?? p.y.label)
                try x.add(p.x, mark: "PointMark")
                try y.add(p.y, mark: "PointMark")
                categories.add(p.style.category)
            case .bar(let b):
                titles = (titles.x ?? b.x.label, titles.y ?? b.y.label)
                categories.add(b.style.category)
            case .rule2D(let r):
                if let v = r.x { try x.add(v, mark: "RuleMark") }
                if let v = r.y { try y.add(v, mark: "RuleMark") }
                categories.add(r.style.category)
            case .areaMark: break  // grouped into .area when the chart was built
            case .rect2D(let r):
                if let problem = r.problem { throw problem }
                // Bands and cells take their titles last: the data marks name the axes. Cells at
                // numbers reach half a cell either side of their value.
                if let v = r.x { try x.add(v, mark: "RectangleMark") }
                if let v = r.y { try y.add(v, mark: "RectangleMark") }
                x.dataValues += RectangleCells.reach(of: r.x, spacing: cellSpacing.x, grid: r.grid?.x)
                y.dataValues += RectangleCells.reach(of: r.y, spacing: cellSpacing.y, grid: r.grid?.y)
                categories.add(r.style.category)
            case .surface:
                throw ChartError.notThreeDimensional(mark: "SurfacePlot")
            case .sector: break
            case .mark3D(let m):
                throw ChartError.notTwoDimensional(mark: m.kind == .rule ? "RuleMark(x:y:z:)" : "RectangleMark(x:y:z:)")
            }
        }
        // A heat map of cells at numbers spans exactly its cells (no rounding to nice values,
        // which would leave empty columns).
        let onlyCells = chart.elements.allSatisfy {
            if case .rect2D = $0.kind { return true }
            return false
        }
        if onlyCells {
            // NaN and infinite values are skipped here as everywhere (a NaN bound would trap in `...`).
            for (gap, isX) in [(cellSpacing.x, true), (cellSpacing.y, false)] {
                guard gap != nil else { continue }
                let values = (isX ? x : y).dataValues.filter(\.isFinite)
                guard (isX ? config.x : config.y).domain == nil, let lo = values.min(), let hi = values.max() else {
                    continue
                }
                if isX { x.spec.domain = lo...hi } else { y.spec.domain = lo...hi }
            }
        }
        // Bars: stacked in data space first; their positions and stacked extents decide the domains.
        let bars = BarLayout.resolve(
            chart.elements.compactMap { e -> BarSpec? in
                if case .bar(let b) = e.kind { return b }
                return nil
            })
        for bar in bars {
            let low = AxisValue(label: "", storage: .single(.number(bar.low)))
            let high = AxisValue(label: "", storage: .single(.number(bar.high)))
            if bar.horizontal {
                try y.add(bar.position, mark: "BarMark")
                try x.add(low, mark: "BarMark")
                try x.add(high, mark: "BarMark")
                if bar.spec.x.containsDate { x.isDate = true }
            } else {
                try x.add(bar.position, mark: "BarMark")
                try y.add(low, mark: "BarMark")
                try y.add(high, mark: "BarMark")
                if bar.spec.y.containsDate { y.isDate = true }
            }
        }

        // The x domain first: function values over it decide an inferred y domain.
        // A scrollable axis shows a window of its domain (the y domain stays that of all the data,
        // as Swift Charts keeps it, so scrolling does not rescale y).
        let xEnds = try ScrollWindow.window(
            full: x.resolve(target: 6), request: x, scrolls: config.scroll.axes.contains(.horizontal),
            length: config.scroll.xLength, position: config.scroll.xPosition)
        let xScaleForSampling = AxisScale(type: x.type, start: xEnds.start, end: xEnds.end)
        if config.y.domain == nil {
            y.dataValues += sampledFunctionValues(xScaleForSampling)
        }
        let yEnds = try ScrollWindow.window(
            full: y.resolve(target: 6), request: y, scrolls: config.scroll.axes.contains(.vertical),
            length: config.scroll.yLength, position: config.scroll.yPosition)
        var fallbackTitles: (x: String?, y: String?) = (nil, nil)
        for e in chart.elements {
            if case .rect2D(let r) = e.kind {
                fallbackTitles = (fallbackTitles.x ?? r.x?.label, fallbackTitles.y ?? r.y?.label)
            }
        }
        // An empty axis label (`.chartYAxisLabel("")`, a figure's inner panel) removes the title and its space.
        let xTitle =
            config.xAxis.isHidden
            ? nil : (config.xAxisLabel ?? titles.x ?? fallbackTitles.x).flatMap { $0.isEmpty ? nil : $0 }
        let yTitle =
            config.yAxis.isHidden
            ? nil : (config.yAxisLabel ?? titles.y ?? fallbackTitles.y).flatMap { $0.isEmpty ? nil : $0 }

        // Layout, outside in.
        let tickText = try TextStyle(size: theme.tickLabelSize, scale: s, color: theme.tickLabelColor)
        let titleText = try TextStyle(size: theme.axisTitleSize, scale: s, color: theme.titleColor)
        let legendText = try TextStyle(size: theme.legendSize, scale: s, color: theme.tickLabelColor)
        let legendTitle = try TextStyle(size: theme.legendSize, scale: s, color: theme.titleColor, bold: true)
        let samples = Legend.samples(for: chart.elements, categories: &categories)
        log.check(categories)
        let legend = Legend(
            categories: categories, text: legendText, titleText: legendTitle, scale: s * theme.textScale,
            samples: samples)
        // Without axes (a sparkline) the plot reaches almost to the edge: room for a stroke only.
        let margin = (config.xAxis.isHidden && config.yAxis.isHidden ? 2 : theme.margin) * s
        let tick = theme.tickLength * s
        let gap = theme.tickGap * s
        // Bottom x labels start below the lowest y label's half line (only large text reaches it).
        let xLabelDrop = max(0, tickText.lineHeight / 2 - tick - gap)
        let legendSlot = LegendSlot(
            spec: config.legend, legend: legend, visible: config.legendVisible, scale: s, theme: theme)
        let legendReserved = legendSlot.reserved(width: W - 2 * margin)
        // Numeric `.foregroundStyle(by:)` values colour continuously: a colour bar on the right.
        let colorBar: ColorBar? =
            config.legendVisible
            ? categories.continuous.flatMap { c in
                c.range.upperBound > c.range.lowerBound
                    ? ColorBar(
                        title: c.title, map: categories.continuousMap, range: c.range, text: legendText,
                        titleText: legendTitle, scale: s) : nil
            } : nil
        let barSpace = colorBar.map { $0.width + 2 * theme.titleGap * s } ?? 0
        let yScale = AxisScale(type: y.categories.isEmpty ? y.type : .linear, start: yEnds.start, end: yEnds.end)
        let xScale = AxisScale(type: x.categories.isEmpty ? x.type : .linear, start: xEnds.start, end: xEnds.end)
        let xGuides = AxisGuides(
            spec: config.xAxis, isX: true, scale: xScale, categories: x.categories,
            isDate: x.type == .date && x.categories.isEmpty)
        let yGuides = AxisGuides(
            spec: config.yAxis, isX: false, scale: yScale, categories: y.categories,
            isDate: y.type == .date && y.categories.isEmpty)
        // Which sides the x marks use: from a first resolution (the count does not change the sides).
        let xProbe = xGuides.isAutomatic ? [] : xGuides.marks(target: 6)
        let xBottomLabels = xGuides.isAutomatic || xProbe.hasLabels(on: .bottom)
        let xBottomTicks = xBottomLabels || xProbe.hasTicks(on: .bottom)
        var bottom = margin
        if xBottomLabels {
            bottom = bottom + tick + gap + xLabelDrop + tickText.lineHeight
        } else if xBottomTicks {
            bottom = bottom + tick
        }
        bottom =
            bottom + (xTitle != nil ? theme.titleGap * s + titleText.lineHeight : 0) + legendReserved.bottom
        let titleBand = try TitleBand(config.title, theme: theme, scale: s)
        var top =
            margin + (titleBand?.height ?? 0) + legendReserved.top
            + (config.yAxis.isHidden ? 0 : tickText.lineHeight / 2)
        if xProbe.hasLabels(on: .top) {
            top += tick + gap + tickText.lineHeight
        } else if xProbe.hasTicks(on: .top) {
            top += tick
        }
        let plotHeight = max(H - top - bottom, 1)
        let yMarks = yGuides.marks(target: max(2, Int(plotHeight / max(40 * s, 2 * tickText.lineHeight))))
        let labelWidth = { (m: GuideMark) -> Float in
            guard let l = m.label else { return 0 }
            guard let font = l.font else { return tickText.width(l.text) }
            let face = font.family.flatMap { try? FontFace.named($0, bold: font.isBold) } ?? tickText.face
            return face.measure(l.text, pixelSize: (Float(font.size) * s * theme.textScale).rounded()).width
        }
        let widthOn = { (side: GuideSide) in
            yMarks.filter { $0.side == side && !$0.inset }.map(labelWidth).max() ?? 0
        }
        // The y title goes beside the labels: on the right when they are all on the trailing side.
        let yTitleTrailing = yMarks.hasLabels(on: .trailing) && !yMarks.hasLabels(on: .leading)
        let yTitleSpace = yTitle != nil ? titleText.lineHeight + theme.titleGap * s : 0
        var left = margin + legendReserved.leading + (yTitleTrailing ? 0 : yTitleSpace)
        if yGuides.isAutomatic || yMarks.hasLabels(on: .leading) {
            left = left + widthOn(.leading) + gap + tick
        } else if yMarks.hasTicks(on: .leading) {
            left = left + tick
        }
        var trailing: Float = yTitleTrailing ? yTitleSpace : 0
        if yMarks.hasLabels(on: .trailing) {
            trailing += widthOn(.trailing) + gap + tick
        } else if yMarks.hasTicks(on: .trailing) {
            trailing += tick
        }
        let provisionalRight = margin + tickText.width("0000") / 2
        let provisionalMarks = xGuides.marks(target: max(2, Int((W - left - provisionalRight) / (80 * s))))
        let xHasLabels = xGuides.isAutomatic || provisionalMarks.contains { $0.label != nil }
        let widest =
            xGuides.isAutomatic
            ? provisionalMarks.compactMap { $0.label.map { tickText.width($0.text) } }.max()
                ?? tickText.width("0000")
            : provisionalMarks.filter { !$0.inset }.map(labelWidth).max() ?? 0
        if !yGuides.isAutomatic, xHasLabels, !yMarks.hasLabels(on: .leading) {
            // The first x label reaches past the plot's left edge.
            left = max(left, margin + legendReserved.leading + widest / 2)
        }
        let right = margin + max(xHasLabels ? widest / 2 : 0, trailing) + barSpace + legendReserved.trailing
        let plotWidth = max(W - left - right, 1)
        var xTarget = max(2, Int(plotWidth / max(64 * s, widest * 1.8)))
        var xMarks = xGuides.marks(target: xTarget)
        // Fewer ticks while the final labels (dates can get longer ones) would not fit side by side.
        while xGuides.isAutomatic, xTarget > 2 {
            let widths = xMarks.filter(\.isMajor).compactMap { $0.label.map { tickText.width($0.text) } }
            if (widths.max() ?? 0) * 1.15 * Float(widths.count) <= plotWidth { break }
            xTarget -= 1
            xMarks = xGuides.marks(target: xTarget)
        }
        let plot = PlotRect(x0: left, y0: top, x1: left + plotWidth, y1: top + plotHeight)

        let xAxis = PlotAxis(
            scale: xScale, pixelStart: Double(plot.x0) + config.x.startPadding * scale,
            pixelEnd: Double(plot.x1) - config.x.endPadding * scale, isDate: x.type == .date && x.categories.isEmpty,
            categories: x.categories)
        // A categorical y axis lists its categories top to bottom, as Swift Charts does.
        let yAxis = PlotAxis(
            scale: yScale,
            pixelStart: y.categories.isEmpty
                ? Double(plot.y1) - config.y.startPadding * scale : Double(plot.y0) + config.y.startPadding * scale,
            pixelEnd: y.categories.isEmpty
                ? Double(plot.y0) + config.y.endPadding * scale : Double(plot.y1) - config.y.endPadding * scale,
            isDate: y.type == .date && y.categories.isEmpty, categories: y.categories)

        var prims: [ScenePrimitive] = []
        let corners = [
            Vec3(plot.x0, plot.y0, 0), Vec3(plot.x1, plot.y0, 0), Vec3(plot.x1, plot.y1, 0), Vec3(plot.x0, plot.y1, 0),
        ]
        if let fill = config.plotStyle?.background {
            prims.append(
                .mesh(
                    TriangleMesh(space: .pixel, positions: corners, colors: [fill.rgba], indices: [0, 1, 2, 0, 2, 3])))
        }
        // The axis areas' fills (`.chartXAxisStyle`, `.chartYAxisStyle`), under the grid and labels.
        if let fill = config.xAxisStyle?.fill(dark: config.colorScheme == .dark),
            xMarks.contains(where: { $0.label != nil })
        {
            let depth = tick + 2 * gap + xLabelDrop + tickText.lineHeight
            let onTop = xMarks.hasLabels(on: .top) && !xMarks.hasLabels(on: .bottom)
            prims.append(
                .mesh(
                    Self.rectangle(
                        Vec2(plot.x0, onTop ? plot.y0 - depth : plot.y1),
                        Vec2(plot.x1, onTop ? plot.y0 : plot.y1 + depth),
                        color: fill)))
        }
        if let fill = config.yAxisStyle?.fill(dark: config.colorScheme == .dark) {
            for side in [GuideSide.leading, .trailing]
            where yMarks.hasLabels(on: side) || (side == .leading && yGuides.isAutomatic) {
                let depth = tick + 2 * gap + widthOn(side)
                let x0 = side == .leading ? plot.x0 - depth : plot.x1
                prims.append(
                    .mesh(Self.rectangle(Vec2(x0, plot.y0), Vec2(x0 + depth, plot.y1), color: fill)))
            }
        }
        let underlay = prims.count
        // Grid.
        var grid = LineGroups()
        let gridLine = { (m: GuideMark, a: Vec3, b: Vec3) in
            guard let g = m.grid else { return }
            grid.add(
                a, b, color: g.color?.rgba ?? theme.gridColor,
                width: g.stroke.map { Float($0.lineWidth) * s } ?? theme.gridWidth * s,
                dash: g.stroke?.dash.map { Float($0) * s } ?? [])
        }
        for m in xMarks {
            let px = Float(xAxis.pixel(m.value))
            guard px.isFinite else { continue }
            gridLine(m, Vec3(px, plot.y0, 0), Vec3(px, plot.y1, 0))
        }
        for m in yMarks {
            let py = Float(yAxis.pixel(m.value))
            guard py.isFinite else { continue }
            gridLine(m, Vec3(plot.x0, py, 0), Vec3(plot.x1, py, 0))
        }
        prims += grid.batches.map { .lines($0) }

        // Marks, in declaration order.
        let marks = MarkLowering(
            x: xAxis, y: yAxis, plot: plot, scale: s, theme: theme, categories: categories, log: log)
        let markPrimitives = try marks.primitives(for: chart.elements, bars: bars)
        if markPrimitives.isEmpty { log.add(.nothingDrawn(reason: nothingDrawnReason())) }
        prims += markPrimitives

        // Axes and ticks: the axis lines on the sides with labels.
        var axis = LineGroups()
        let axisLine = { (a: Vec3, b: Vec3) in
            axis.add(a, b, color: theme.axisColor, width: theme.axisWidth * s)
        }
        let xLineOnTop = xMarks.hasLabels(on: .top) && !xMarks.hasLabels(on: .bottom)
        if !config.xAxis.isHidden {
            let yLine = xLineOnTop ? plot.y0 : plot.y1
            axisLine(Vec3(plot.x0, yLine, 0), Vec3(plot.x1, yLine, 0))
        }
        if !config.yAxis.isHidden {
            let xLine = yTitleTrailing ? plot.x1 : plot.x0
            axisLine(Vec3(xLine, plot.y0, 0), Vec3(xLine, plot.y1, 0))
        }
        let tickLine = { (m: GuideMark, a: Vec3, b: Vec3) in
            guard let t = m.tick else { return }
            axis.add(
                a, b, color: t.color?.rgba ?? theme.axisColor,
                width: t.stroke.map { Float($0.lineWidth) * s } ?? theme.axisWidth * s,
                dash: t.stroke?.dash.map { Float($0) * s } ?? [])
        }
        let tickLength = { (m: GuideMark) -> Float in
            m.tick?.length.map { Float($0) * s } ?? (m.isMajor ? tick : tick / 2)
        }
        var labels: [TextLabel] = []
        // Labels in a `Font.custom` family, drawn in a batch per family.
        var familyLabels: [String: [TextLabel]] = [:]
        let label = { (m: GuideMark, at: Vec2, h: TextHorizontalAlignment, v: TextVerticalAlignment) in
            guard let l = m.label, !l.text.isEmpty else { return }
            var text = tickText.label(l.text, at: at, h, v)
            if let font = l.font {
                text.fontSize = (Float(font.size) * s * theme.textScale).rounded()
                text.bold = font.isBold
            }
            if let color = l.color { text.color = color.rgba }
            if let family = l.font?.family {
                familyLabels[family, default: []].append(text)
            } else {
                labels.append(text)
            }
        }
        for m in xMarks {
            let px = Float(xAxis.pixel(m.value))
            guard px.isFinite, px >= plot.x0 - 0.5, px <= plot.x1 + 0.5 else { continue }
            let length = tickLength(m)
            switch (m.side, m.inset) {
            case (.top, false):
                tickLine(m, Vec3(px, plot.y0, 0), Vec3(px, plot.y0 - length, 0))
                label(m, Vec2(px, plot.y0 - tick - gap), .center, .bottom)
            case (.top, true):
                tickLine(m, Vec3(px, plot.y0, 0), Vec3(px, plot.y0 + length, 0))
                label(m, Vec2(px + gap, plot.y0 + gap), .leading, .top)
            case (_, true):
                tickLine(m, Vec3(px, plot.y1, 0), Vec3(px, plot.y1 - length, 0))
                label(m, Vec2(px + gap, plot.y1 - gap), .leading, .bottom)
            default:
                tickLine(m, Vec3(px, plot.y1, 0), Vec3(px, plot.y1 + length, 0))
                if m.isMajor { label(m, Vec2(px, plot.y1 + tick + gap + xLabelDrop), .center, .top) }
            }
        }
        for m in yMarks {
            let py = Float(yAxis.pixel(m.value))
            guard py.isFinite, py >= plot.y0 - 0.5, py <= plot.y1 + 0.5 else { continue }
            let length = tickLength(m)
            switch (m.side, m.inset) {
            case (.trailing, false):
                tickLine(m, Vec3(plot.x1, py, 0), Vec3(plot.x1 + length, py, 0))
                label(m, Vec2(plot.x1 + tick + gap, py), .leading, .center)
            case (.trailing, true):
                tickLine(m, Vec3(plot.x1 - length, py, 0), Vec3(plot.x1, py, 0))
                label(m, Vec2(plot.x1 - gap, py - gap / 2), .trailing, .bottom)
            case (_, true):
                tickLine(m, Vec3(plot.x0, py, 0), Vec3(plot.x0 + length, py, 0))
                label(m, Vec2(plot.x0 + gap, py - gap / 2), .leading, .bottom)
            default:
                tickLine(m, Vec3(plot.x0 - length, py, 0), Vec3(plot.x0, py, 0))
                if m.isMajor { label(m, Vec2(plot.x0 - tick - gap, py), .trailing, .center) }
            }
        }
        prims += axis.batches.map { .lines($0) }

        var below = plot.y1
        if xBottomLabels {
            below = below + tick + gap + xLabelDrop + tickText.lineHeight
        } else if xBottomTicks {
            below = below + tick
        }
        if let xTitle {
            below += theme.titleGap * s
            labels.append(titleText.label(xTitle, at: Vec2((plot.x0 + plot.x1) / 2, below), .center, .top))
            below += titleText.lineHeight
        }
        if let yTitle {
            labels.append(
                yTitleTrailing
                    ? titleText.label(
                        yTitle, at: Vec2(W - margin - barSpace, (plot.y0 + plot.y1) / 2), .center, .bottom,
                        rotation: .pi / 2)
                    : titleText.label(
                        yTitle, at: Vec2(margin, (plot.y0 + plot.y1) / 2), .center, .top, rotation: .pi / 2))
        }
        if let border = config.plotStyle?.border {
            prims.append(
                .lines(
                    LineBatch(
                        space: .pixel, vertices: corners + [corners[0]], color: border.color.rgba,
                        width: Float(border.width) * s)))
        }
        if let titleBand { labels.append(titleBand.label(width: W, top: margin)) }
        prims.append(.text(TextBatch(labels: labels)))
        for family in familyLabels.keys.sorted() {
            prims.append(.text(TextBatch(fontFamily: family, labels: familyLabels[family]!)))
        }
        prims += legendSlot.primitives(plot: plot, below: below, width: W, height: Float(h), margin: margin + barSpace)
        if let colorBar {
            prims += colorBar.primitives(
                origin: Vec2(W - margin - colorBar.width, plot.y0), height: plot.y1 - plot.y0)
        }
        return (
            RenderScene(pixelWidth: w, pixelHeight: h, primitives: prims),
            Layout(x: xAxis, y: yAxis, plot: plot, xTitle: xTitle, yTitle: yTitle, underlay: underlay)
        )
    }

    /// Why no mark survived lowering: no data, no finite value, or everything outside the domains.
    /// Counts the data values from the columns' sizes (no pass over them).
    private func nothingDrawnReason() -> String {
        var values = 0
        var functions = 0
        for e in chart.elements {
            switch e.kind {
            case .line(let l):
                if case .data(let xs, _, _, _, _) = l.source { values += xs.values.count } else { functions += 1 }
            case .area(let a):
                if case .data(let xs, _, _, _, _, _) = a.source { values += xs.values.count } else { functions += 1 }
            case .points(let p): values += p.x.values.count
            case .areaMark: break
            default: values += 1
            }
        }
        if values == 0 && functions == 0 { return "the chart has no data" }
        if functions == 0 && log.skippedTotal >= values {
            return WarningLog.noneFinite(values)
        }
        return "no mark falls inside the plot area: every value lies outside the x and y domains or is not finite "
            + "(a line needs two finite points in a row)"
    }

    /// y values of every function over the x domain (512 samples each, evenly spaced along the
    /// axis), with the extremes of poles trimmed: when the full range dwarfs the central 96 % of
    /// the values, only that central part is kept.
    private func sampledFunctionValues(_ xScale: AxisScale) -> [Double] {
        var values: [Double] = []
        let lower = min(xScale.start, xScale.end)
        let upper = max(xScale.start, xScale.end)
        for e in chart.elements {
            let f: ((Double) -> [Double])?
            var domain = lower...upper
            switch e.kind {
            case .line(let l):
                if case .function(let d, let fn) = l.source {
                    if let d { domain = clamp(d, to: domain) ?? domain }
                    f = { [fn($0)] }
                } else {
                    f = nil
                }
            case .area(let a):
                if case .function(let d, let fn) = a.source {
                    if let d { domain = clamp(d, to: domain) ?? domain }
                    f = {
                        let r = fn($0)
                        return [r.yStart, r.yEnd]
                    }
                } else {
                    f = nil
                }
            default: f = nil
            }
            guard let f else { continue }
            var local: [Double] = []
            let t0 = xScale.normalized(domain.lowerBound)
            let t1 = xScale.normalized(domain.upperBound)
            for i in 0...512 {
                let xv = xScale.value(atNormalized: t0 + (t1 - t0) * Double(i) / 512)
                local += f(xv).filter(\.isFinite)
            }
            values += Self.trimmed(local)
        }
        return values
    }

    /// The values, or their central 96 % when the full range is more than 20 times wider.
    static func trimmed(_ values: [Double]) -> [Double] {
        guard values.count > 10 else { return values }
        let sorted = values.sorted()
        let q = { (f: Double) in sorted[min(sorted.count - 1, max(0, Int(f * Double(sorted.count - 1))))] }
        let (q02, q98) = (q(0.02), q(0.98))
        guard q98 > q02, sorted.last! - sorted.first! > 20 * (q98 - q02) else { return values }
        return sorted.filter { $0 >= q02 && $0 <= q98 }
    }
}
