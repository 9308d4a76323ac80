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

/// Lowers a 2D chart in passes, each handing a typed value to the next (`Lowering2D+Passes.swift`):
/// domains (``ChartDomains``) → layout (``PlotLayout``) → guides (``GuidePrimitives``) → marks in
/// declaration order between the grid and the axes → decorations (``ChartDecorations``: title,
/// legend, colour bar).
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
        // The passes: domains → layout → guides → marks → decorations.
        let domains = try resolveDomains()
        let layout = try layOut(domains)
        let guides = guidePrimitives(layout)
        var prims = guides.fills
        let underlay = prims.count
        prims += guides.grid
        prims += guides.axes
        prims += try markPrimitives(domains, layout)
        prims += guides.border
        prims += decorate(guides, layout)
        return (
            RenderScene(pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight, primitives: prims),
            Layout(
                x: layout.xAxis, y: layout.yAxis, plot: layout.plot, xTitle: layout.xTitle, yTitle: layout.yTitle,
                underlay: underlay)
        )
    }

    /// The domains pass: every mark's values, categories and titles, then what chart-wide marks add
    /// together (bars stacked), and the
    /// resolved scales of both axes (a scrollable axis shows its window).
    func resolveDomains() throws -> ChartDomains {
        let config = chart.configuration.value
        var categories = Categories(
            scale: config.foregroundStyleScale, gradient: config.foregroundStyleGradient,
            domain: config.foregroundStyleDomain, palette: chart.effectivePalette, styleScales: config.styleScales,
            type: config.foregroundStyleType)
        var x = AxisDomainRequest(label: "x", spec: config.x, includesZeroByDefault: false)
        var y = AxisDomainRequest(label: "y", spec: config.y, includesZeroByDefault: true)
        var titles: (x: String?, y: String?) = (nil, nil)
        var fallbackTitles: (x: String?, y: String?) = (nil, nil)
        let chartWide = ChartWideValues(chart.elements)
        for e in chart.elements {
            try addDomainValues(
                of: e, x: &x, y: &y, categories: &categories, titles: &titles, fallbackTitles: &fallbackTitles,
                chartWide: chartWide)
        }
        RectangleCells.fitToCells(
            chart.elements, x: &x, y: &y, spacing: chartWide.cellSpacing, config: chart.configuration.value)
        try chartWide.addSharedValues(x: &x, y: &y)

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
        let samples = Legend.samples(for: chart.elements, categories: &categories)
        log.check(categories)
        try categories.validateContinuous()
        return ChartDomains(
            x: x, y: y,
            xScale: AxisScale(type: x.categories.isEmpty ? x.type : .linear, start: xEnds.start, end: xEnds.end),
            yScale: AxisScale(type: y.categories.isEmpty ? y.type : .linear, start: yEnds.start, end: yEnds.end),
            categories: categories, legendSamples: samples,
            // An empty axis label (`.chartYAxisLabel("")`, a figure's inner panel) removes the
            // title and its space.
            xTitle: config.xAxis.isHidden ? nil : (config.xAxisLabel ?? titles.x ?? fallbackTitles.x).nonEmpty,
            yTitle: config.yAxis.isHidden ? nil : (config.yAxisLabel ?? titles.y ?? fallbackTitles.y).nonEmpty)
    }

    /// One mark's values, colour categories and axis titles, added to the domain requests.
    private func addDomainValues(
        of e: ChartElement, x: inout AxisDomainRequest, y: inout AxisDomainRequest, categories: inout Categories,
        titles: inout (x: String?, y: String?), fallbackTitles: inout (x: String?, y: String?),
        chartWide: ChartWideValues
    ) throws {
        try MarkDomains.add(
            e.recipe, x: &x, y: &y, titles: &titles, fallbackTitles: &fallbackTitles, categories: &categories,
            chartWide: chartWide)
    }

    /// The marks pass: every mark in declaration order (see ``MarkLowering``), between the grid and
    /// the axes.
    private func markPrimitives(_ domains: ChartDomains, _ layout: PlotLayout) throws -> [ScenePrimitive] {
        let marks = MarkLowering(
            x: layout.xAxis, y: layout.yAxis, plot: layout.plot, scale: Float(scale), theme: theme,
            categories: domains.categories, log: log,
            chartSize: SIMD2(Double(layout.pixelWidth), Double(layout.pixelHeight)))
        let primitives = try marks.primitives(for: chart.elements)
        if primitives.isEmpty { log.add(.nothingDrawn(reason: nothingDrawnReason())) }
        return primitives
    }

    /// Why no mark survived lowering: no data, no finite value, or everything outside the domains.
    /// Counts the data values from the columns' sizes (no pass over them).
    private func nothingDrawnReason() -> String {
        var values = 0
        var functions = 0
        for e in chart.elements {
            let counts = (e.recipe.mark as? any CountedMark)?.drawnCounts ?? (values: 1, functions: 0)
            values += counts.values
            functions += counts.functions
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
            guard let function = (e.recipe.mark as? any FunctionMark)?.sampledFunction
            else { continue }
            let f = function.values
            var domain = lower...upper
            if let d = function.domain { domain = clamp(d, to: domain) ?? domain }
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

extension String? {
    /// The string, or nil when it is empty.
    fileprivate var nonEmpty: String? { flatMap { $0.isEmpty ? nil : $0 } }
}
