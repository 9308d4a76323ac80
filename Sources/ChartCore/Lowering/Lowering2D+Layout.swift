import ChartMath
import ChartScene
import ChartText

extension Lowering2D {
    /// The layout pass, outside in: the decorations and axis titles take their room, the x labels
    /// decide the height left, the y labels that fit decide the width left, and the x labels that
    /// fit in that width are the final ones.
    func layOut(_ domains: ChartDomains) throws -> PlotLayout {
        let config = chart.configuration.value
        let theme = self.theme
        let (w, h) = try chart.chartPixelSize(scale: scale)
        let s = Float(scale)
        let metrics = try guideMetrics()
        let decorations = try ChartDecorations(
            config, theme: theme, scale: s, categories: domains.categories, samples: domains.legendSamples,
            legendScale: s * theme.textScale,
            // Numeric `.foregroundStyle(by:)` values colour continuously: a colour bar on the right.
            colorBar: try ChartDecorations.continuousColorBar(domains.categories, theme: theme, scale: s))
        let xGuides = AxisGuides(
            spec: config.xAxis, isX: true, scale: domains.xScale, categories: domains.x.categories,
            isDate: domains.xIsDate)
        let yGuides = AxisGuides(
            spec: config.yAxis, isX: false, scale: domains.yScale, categories: domains.y.categories,
            isDate: domains.yIsDate)
        let reserved = decorations.legendReserved(width: Float(w) - 2 * metrics.margin)
        let xSlot =
            config.xAxis.isHidden
            ? nil
            : AxisTitleSlot.make(
                isX: true, text: domains.xTitle, placement: config.xAxisLabelPlacement, style: metrics.titleText,
                theme: theme, scale: s, log: log)
        var ySlot =
            config.yAxis.isHidden
            ? nil
            : AxisTitleSlot.make(
                isX: false, text: domains.yTitle, placement: config.yAxisLabelPlacement, style: metrics.titleText,
                theme: theme, scale: s, log: log)
        let vertical = verticalLayout(
            metrics, xGuides: xGuides, yGuides: yGuides, titles: (xSlot, ySlot), decorations: decorations,
            legendReserved: reserved, height: Float(h))
        // An automatic y title goes beside the y labels: on the right when they are all on the
        // trailing side.
        let yLabelsTrailing = vertical.yMarks.hasLabels(on: .trailing) && !vertical.yMarks.hasLabels(on: .leading)
        if ySlot?.automatic == true, yLabelsTrailing { ySlot?.side = .trailing }
        let horizontal = horizontalLayout(
            metrics, xGuides: xGuides, yGuides: yGuides, yMarks: vertical.yMarks, titles: (xSlot, ySlot),
            barSpace: decorations.barSpace, legendReserved: reserved, width: Float(w))
        let plot = PlotRect(
            x0: horizontal.left, y0: vertical.top, x1: horizontal.left + horizontal.plotWidth,
            y1: vertical.top + vertical.plotHeight)
        let (xAxis, yAxis) = axes(domains, plot: plot)
        var layout = PlotLayout(
            pixelWidth: w, pixelHeight: h, plot: plot, xAxis: xAxis, yAxis: yAxis, xMarks: horizontal.xMarks,
            yMarks: vertical.yMarks, yAutomatic: yGuides.isAutomatic, metrics: metrics,
            xBottomLabels: vertical.xBottomLabels, xBottomTicks: vertical.xBottomTicks,
            yTitleTrailing: yLabelsTrailing, yLabelWidth: horizontal.yLabelWidth, xTitle: domains.xTitle,
            yTitle: domains.yTitle, decorations: decorations)
        layout.placeTitles(
            x: xSlot, y: ySlot,
            reach: (
                top: vertical.xTopReach, yHalfLine: config.yAxis.isHidden ? 0 : metrics.tickText.lineHeight / 2,
                xLabels: horizontal.xLabelReach
            ),
            legendReserved: reserved)
        return layout
    }

    /// The text styles and fixed measures of the guides.
    private func guideMetrics() throws -> GuideMetrics {
        let config = chart.configuration.value
        let theme = self.theme
        let s = Float(scale)
        let tickText = try TextStyle(size: theme.tickLabelSize, scale: s, color: theme.tickLabelColor)
        let titleText = try TextStyle(size: theme.axisTitleSize, scale: s, color: theme.titleColor)
        // Without axes (a sparkline) the plot reaches almost to the edge: room for a stroke only.
        let margin = (config.xAxis.isHidden && config.yAxis.isHidden ? 2 : theme.margin) * s
        let tick = theme.tickLength * s
        let gap = theme.tickGap * s
        return GuideMetrics(
            tickText: tickText, titleText: titleText, margin: margin, tick: tick, gap: gap,
            xLabelDrop: max(0, tickText.lineHeight / 2 - tick - gap))
    }

    /// The plot's top and height (what the title, legend, x labels and x title leave), and the y
    /// marks that fit in that height.
    private func verticalLayout(
        _ m: GuideMetrics, xGuides: AxisGuides, yGuides: AxisGuides, titles: (x: AxisTitleSlot?, y: AxisTitleSlot?),
        decorations: ChartDecorations, legendReserved: (top: Float, bottom: Float, leading: Float, trailing: Float),
        height H: Float
    ) -> (
        top: Float, plotHeight: Float, yMarks: [GuideMark], xBottomLabels: Bool, xBottomTicks: Bool, xTopReach: Float
    ) {
        let config = chart.configuration.value
        let s = Float(scale)
        let (margin, tick, gap, tickText) = (m.margin, m.tick, m.gap, m.tickText)
        // Which sides the x marks use: from a first resolution (the count does not change the sides).
        let xProbe = xGuides.isAutomatic ? [] : xGuides.marks(target: 6)
        let xBottomLabels = xGuides.isAutomatic || xProbe.hasLabels(on: .bottom)
        let xBottomTicks = xBottomLabels || xProbe.hasTicks(on: .bottom)
        var bottom = margin
        if xBottomLabels {
            bottom = bottom + tick + gap + m.xLabelDrop + tickText.lineHeight
        } else if xBottomTicks {
            bottom = bottom + tick
        }
        let titleSpace = { (side: AxisTitleSlot.Side) in
            (titles.x?.side == side ? titles.x!.space : 0) + (titles.y?.side == side ? titles.y!.space : 0)
        }
        bottom = bottom + titleSpace(.bottom) + legendReserved.bottom
        var top =
            margin + decorations.titleHeight + legendReserved.top
            + (config.yAxis.isHidden ? 0 : tickText.lineHeight / 2) + titleSpace(.top)
        var xTopReach: Float = 0
        if xProbe.hasLabels(on: .top) {
            xTopReach = tick + gap + tickText.lineHeight
        } else if xProbe.hasTicks(on: .top) {
            xTopReach = tick
        }
        top += xTopReach
        let plotHeight = max(H - top - bottom, 1)
        let yMarks = yGuides.marks(target: max(2, Int(plotHeight / max(40 * s, 2 * tickText.lineHeight))))
        return (top, plotHeight, yMarks, xBottomLabels, xBottomTicks, xTopReach)
    }

    /// The plot's left edge and width (what the legend, y labels, axis titles, colour bar and the
    /// reach of the first and last x labels leave), the x marks whose labels fit side by side, the
    /// widest y label on each side and how far the x labels (or the y labels, on the right) reach
    /// past the plot's right edge.
    private func horizontalLayout(
        _ m: GuideMetrics, xGuides: AxisGuides, yGuides: AxisGuides, yMarks: [GuideMark],
        titles: (x: AxisTitleSlot?, y: AxisTitleSlot?), barSpace: Float,
        legendReserved: (top: Float, bottom: Float, leading: Float, trailing: Float), width W: Float
    ) -> (
        left: Float, plotWidth: Float, xMarks: [GuideMark], yLabelWidth: (leading: Float, trailing: Float),
        xLabelReach: (leading: Float, trailing: Float)
    ) {
        let s = Float(scale)
        let (margin, tick, gap, tickText) = (m.margin, m.tick, m.gap, m.tickText)
        let widthOn = { (side: GuideSide) in
            yMarks.filter { $0.side == side && !$0.inset }.map { labelWidth($0, tickText: tickText) }.max() ?? 0
        }
        let ySpace = { (side: AxisTitleSlot.Side) in titles.y?.side == side ? titles.y!.space : 0 }
        let xSpace = { (side: AxisTitleSlot.Side) in titles.x?.side == side ? titles.x!.space : 0 }
        // Outside in on the left: the y title, an x title beside the plot, the y labels.
        let titlesLeading = ySpace(.leading) + xSpace(.leading)
        var left = margin + legendReserved.leading + titlesLeading
        if yGuides.isAutomatic || yMarks.hasLabels(on: .leading) {
            left = left + widthOn(.leading) + gap + tick
        } else if yMarks.hasTicks(on: .leading) {
            left = left + tick
        }
        var trailing: Float = 0
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
            : provisionalMarks.filter { !$0.inset }.map { labelWidth($0, tickText: tickText) }.max() ?? 0
        let reach = xHasLabels ? widest / 2 : 0
        if !yGuides.isAutomatic, xHasLabels, !yMarks.hasLabels(on: .leading) {
            // The first x label reaches past the plot's left edge.
            left = max(left, margin + legendReserved.leading + widest / 2)
        }
        if titles.x?.side == .leading {
            // An x title on the left stays clear of the first x label.
            left = max(left, margin + legendReserved.leading + titlesLeading + reach)
        }
        // Outside in on the right: the y title, an x title beside the plot, the y labels or the
        // last x label's reach, whichever is wider.
        let right =
            titles.x?.side == .trailing
            ? margin + max(reach, trailing) + xSpace(.trailing) + ySpace(.trailing) + barSpace
                + legendReserved.trailing
            : margin + max(reach, trailing + ySpace(.trailing)) + barSpace + legendReserved.trailing
        let plotWidth = max(W - left - right, 1)
        let xMarks = fittingXMarks(xGuides, plotWidth: plotWidth, widest: widest, tickText: tickText)
        return (left, plotWidth, xMarks, (widthOn(.leading), widthOn(.trailing)), (reach, max(reach, trailing)))
    }

    /// The x marks for a plot `plotWidth` pixels wide: fewer while the final labels (dates can get
    /// longer ones) would not fit side by side.
    private func fittingXMarks(_ xGuides: AxisGuides, plotWidth: Float, widest: Float, tickText: TextStyle)
        -> [GuideMark]
    {
        let s = Float(scale)
        var xTarget = max(2, Int(plotWidth / max(64 * s, widest * 1.8)))
        var xMarks = xGuides.marks(target: xTarget)
        while xGuides.isAutomatic, xTarget > 2 {
            let widths = xMarks.filter(\.isMajor).compactMap { $0.label.map { tickText.width($0.text) } }
            if (widths.max() ?? 0) * 1.15 * Float(widths.count) <= plotWidth { break }
            xTarget -= 1
            xMarks = xGuides.marks(target: xTarget)
        }
        return xMarks
    }

    /// The width of a mark's label in pixels, in its own font when it has one.
    func labelWidth(_ m: GuideMark, tickText: TextStyle) -> Float {
        guard let l = m.label else { return 0 }
        guard let font = l.font else { return tickText.width(l.text) }
        let face = font.family.flatMap { try? FontFace.named($0, bold: font.isBold) } ?? tickText.face
        return face.measureLabel(l.text, pixelSize: (Float(font.size) * Float(scale) * theme.textScale).rounded()).width
    }

    /// The axes from data to the plot's pixels, inset by the scales' paddings.
    private func axes(_ d: ChartDomains, plot: PlotRect) -> (x: PlotAxis, y: PlotAxis) {
        let config = chart.configuration.value
        let xAxis = PlotAxis(
            scale: d.xScale, pixelStart: Double(plot.x0) + config.x.startPadding * scale,
            pixelEnd: Double(plot.x1) - config.x.endPadding * scale, isDate: d.xIsDate, categories: d.x.categories)
        // A categorical y axis lists its categories top to bottom, as Swift Charts does.
        let yAxis = PlotAxis(
            scale: d.yScale,
            pixelStart: d.y.categories.isEmpty
                ? Double(plot.y1) - config.y.startPadding * scale : Double(plot.y0) + config.y.startPadding * scale,
            pixelEnd: d.y.categories.isEmpty
                ? Double(plot.y0) + config.y.endPadding * scale : Double(plot.y1) - config.y.endPadding * scale,
            isDate: d.yIsDate, categories: d.y.categories)
        return (xAxis, yAxis)
    }
}
