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
        let vertical = verticalLayout(
            metrics, xGuides: xGuides, yGuides: yGuides, xTitle: domains.xTitle, decorations: decorations,
            legendReserved: reserved, height: Float(h))
        let horizontal = horizontalLayout(
            metrics, xGuides: xGuides, yGuides: yGuides, yMarks: vertical.yMarks, yTitle: domains.yTitle,
            barSpace: decorations.barSpace, legendReserved: reserved, width: Float(w))
        let plot = PlotRect(
            x0: horizontal.left, y0: vertical.top, x1: horizontal.left + horizontal.plotWidth,
            y1: vertical.top + vertical.plotHeight)
        let (xAxis, yAxis) = axes(domains, plot: plot)
        return PlotLayout(
            pixelWidth: w, pixelHeight: h, plot: plot, xAxis: xAxis, yAxis: yAxis, xMarks: horizontal.xMarks,
            yMarks: vertical.yMarks, yAutomatic: yGuides.isAutomatic, metrics: metrics,
            xBottomLabels: vertical.xBottomLabels, xBottomTicks: vertical.xBottomTicks,
            yTitleTrailing: horizontal.yTitleTrailing, yLabelWidth: horizontal.yLabelWidth, xTitle: domains.xTitle,
            yTitle: domains.yTitle, decorations: decorations)
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
        _ m: GuideMetrics, xGuides: AxisGuides, yGuides: AxisGuides, xTitle: String?, decorations: ChartDecorations,
        legendReserved: (top: Float, bottom: Float, leading: Float, trailing: Float), height H: Float
    ) -> (top: Float, plotHeight: Float, yMarks: [GuideMark], xBottomLabels: Bool, xBottomTicks: Bool) {
        let config = chart.configuration.value
        let theme = self.theme
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
        bottom =
            bottom + (xTitle.map { theme.titleGap * s + m.titleText.lineHeight($0) } ?? 0) + legendReserved.bottom
        var top =
            margin + decorations.titleHeight + legendReserved.top
            + (config.yAxis.isHidden ? 0 : tickText.lineHeight / 2)
        if xProbe.hasLabels(on: .top) {
            top += tick + gap + tickText.lineHeight
        } else if xProbe.hasTicks(on: .top) {
            top += tick
        }
        let plotHeight = max(H - top - bottom, 1)
        let yMarks = yGuides.marks(target: max(2, Int(plotHeight / max(40 * s, 2 * tickText.lineHeight))))
        return (top, plotHeight, yMarks, xBottomLabels, xBottomTicks)
    }

    /// The plot's left edge and width (what the legend, y labels, y title, colour bar and the
    /// reach of the first and last x labels leave), and the x marks whose labels fit side by side.
    private func horizontalLayout(
        _ m: GuideMetrics, xGuides: AxisGuides, yGuides: AxisGuides, yMarks: [GuideMark], yTitle: String?,
        barSpace: Float, legendReserved: (top: Float, bottom: Float, leading: Float, trailing: Float), width W: Float
    ) -> (
        left: Float, plotWidth: Float, xMarks: [GuideMark], yTitleTrailing: Bool,
        yLabelWidth: (leading: Float, trailing: Float)
    ) {
        let s = Float(scale)
        let (margin, tick, gap, tickText) = (m.margin, m.tick, m.gap, m.tickText)
        let widthOn = { (side: GuideSide) in
            yMarks.filter { $0.side == side && !$0.inset }.map { labelWidth($0, tickText: tickText) }.max() ?? 0
        }
        // The y title goes beside the labels: on the right when they are all on the trailing side.
        let yTitleTrailing = yMarks.hasLabels(on: .trailing) && !yMarks.hasLabels(on: .leading)
        let yTitleSpace = yTitle.map { m.titleText.lineHeight($0) + theme.titleGap * s } ?? 0
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
            : provisionalMarks.filter { !$0.inset }.map { labelWidth($0, tickText: tickText) }.max() ?? 0
        if !yGuides.isAutomatic, xHasLabels, !yMarks.hasLabels(on: .leading) {
            // The first x label reaches past the plot's left edge.
            left = max(left, margin + legendReserved.leading + widest / 2)
        }
        let right =
            margin + max(xHasLabels ? widest / 2 : 0, trailing) + barSpace + legendReserved.trailing
        let plotWidth = max(W - left - right, 1)
        let xMarks = fittingXMarks(xGuides, plotWidth: plotWidth, widest: widest, tickText: tickText)
        return (left, plotWidth, xMarks, yTitleTrailing, (widthOn(.leading), widthOn(.trailing)))
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
