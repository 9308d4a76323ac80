import ChartMath
import ChartScene

/// Lowers the marks of a 2D chart into pixel-space primitives, once the axes are known.
struct MarkLowering {
    let x: PlotAxis
    let y: PlotAxis
    let plot: PlotRect
    let scale: Float
    let theme: Theme
    let categories: Categories
    /// Where skipped values are counted (see ``WarningLog``).
    let log: WarningLog
    /// What the chart's ``ChartWideMark``s share (the spacing of rectangle cells at numbers).
    private(set) var chartWide = ChartWideValues()

    /// The whole chart's pixel size: rules are clipped to it rather than to the plot, so a rule on
    /// the plot's edge is drawn whole (nil: the plot's far corner).
    let chartSize: SIMD2<Double>?

    init(
        x: PlotAxis, y: PlotAxis, plot: PlotRect, scale: Float, theme: Theme, categories: Categories,
        log: WarningLog = WarningLog(), chartSize: SIMD2<Double>? = nil
    ) {
        self.chartSize = chartSize
        self.log = log
        self.x = x
        self.y = y
        self.plot = plot
        self.scale = scale
        self.theme = theme
        self.categories = categories
    }

    /// Primitives for every element, in drawing order (`DrawOrder`: ascending zIndex, then
    /// declaration order). A run of ``GroupedMark``s (consecutive `PointMark`s, say) shares its
    /// primitives; a `LineMark` series is drawn where its first mark stands.
    func primitives(for elements: [ChartElement]) throws -> [ScenePrimitive] {
        var lowering = self
        try categories.styleScales.validateSizes()
        lowering.chartWide = ChartWideValues(elements)
        return lowering.lowered(elements, chartWideIndices: ChartWideValues.indices(elements))
    }

    /// The elements' primitives; `chartWideIndices` (nil in a mask) place each chart-wide mark
    /// among the chart's of its type.
    private func lowered(_ elements: [ChartElement], chartWideIndices: [Int?]?) -> [ScenePrimitive] {
        var result: [ScenePrimitive] = []
        // Series marks are drawn per series, where each series' first mark stands.
        var series: [MarkGroupTag: [CustomMark]] = [:]
        for e in elements {
            if let tag = seriesTag(e.recipe) { series[tag, default: []].append(e.recipe) }
        }
        var run = MarkRun()
        func flushRun() {
            if !run.marks.isEmpty { result += grouped(run.marks) }
            if let name = run.tag?.name { log.flush(name) }
            run = MarkRun()
        }
        for i in DrawOrder.indices(elements) {
            let e = elements[i]
            if let tag = groupTag(e.recipe) {
                if tag != run.tag { flushRun() }
                run.tag = tag
                run.marks.append(e.recipe)
                continue
            }
            flushRun()
            if let tag = seriesTag(e.recipe) {
                if let members = series.removeValue(forKey: tag) { result += self.series(members) }
            } else {
                result += custom(e.recipe, chartWideIndex: chartWideIndices?[i])
            }
            log.flush(Self.warningName(e))
        }
        flushRun()
        return result
    }

    /// The name of an element in warnings.
    static func warningName(_ e: ChartElement) -> String {
        e.recipe.mark.markName
    }

    // MARK: - Gradients and masks

    /// A mark's primitives with its gradient (laid out in their bounding box, or the plot area's
    /// with `.alignsMarkStylesWithPlotArea()`) and its mask applied. Point symbols keep their
    /// colour (the gradient's first); text is left alone.
    func painted(_ primitives: [ScenePrimitive], _ style: MarkStyle) -> [ScenePrimitive] {
        guard style.gradient != nil || style.mask != nil, !primitives.isEmpty else { return primitives }
        var gradient: PixelGradient?
        if let g = style.gradient {
            if style.alignsWithPlotArea {
                gradient = g.pixelGradient(lo: plot.lo, hi: plot.hi)
            } else {
                var lo = SIMD2(repeating: Double.infinity)
                var hi = SIMD2(repeating: -Double.infinity)
                func include(_ vs: [Vec3]) {
                    for v in vs {
                        lo = pointwiseMin(lo, SIMD2(Double(v.x), Double(v.y)))
                        hi = pointwiseMax(hi, SIMD2(Double(v.x), Double(v.y)))
                    }
                }
                for p in primitives {
                    switch p {
                    case .mesh(let m): include(m.positions)
                    case .path(let path): include(path.points.map { Vec3($0.x, $0.y, 0) })
                    case .lines(let l): include(l.vertices)
                    case .points, .text, .volume, .image: break
                    }
                }
                if lo.x <= hi.x, lo.y <= hi.y { gradient = g.pixelGradient(lo: lo, hi: hi) }
            }
        }
        let mask = style.mask.map(sceneMask)
        // With a gradient the colour's alpha (the mark's opacity) still multiplies the gradient's.
        let tint = RGBA(1, 1, 1, Float(style.opacity))
        return primitives.map { p in
            switch p {
            case .mesh(var m):
                if let gradient {
                    m.gradient = gradient
                    m.colors = [tint]
                }
                m.mask = mask
                return .mesh(m)
            case .lines(var l):
                if let gradient {
                    l.gradient = gradient
                    l.color = tint
                }
                l.mask = mask
                return .lines(l)
            case .points(var b):
                b.mask = mask
                return .points(b)
            case .path(var path):
                if let gradient {
                    path.gradient = gradient
                    path.color = tint
                }
                path.mask = mask
                return .path(path)
            case .text, .volume, .image:
                return p
            }
        }
    }

    /// The shape of a `.mask { … }`: its marks lowered like the chart's (areas, lines, rules,
    /// rectangles and polygon symbols count; circle and square symbols, bars and text do not).
    private func sceneMask(_ mask: MarkMask) -> SceneMask {
        var result = SceneMask()
        for p in lowered(mask.elements, chartWideIndices: nil) {
            switch p {
            case .mesh(var m):
                m.mask = nil
                m.gradient = nil
                result.meshes.append(m)
            case .lines(var l):
                l.mask = nil
                l.gradient = nil
                result.lines.append(l)
            case .path(var path):
                path.mask = nil
                path.gradient = nil
                result.meshes.append(path.triangulated())
            case .points, .text, .volume, .image: break
            }
        }
        return result
    }

    // MARK: - Lines

    /// Splits at undefined points, interpolates each run, and reduces long linear runs (M4);
    /// the skipped points are counted in `log` unless `counting` is false.
    static func curves(
        _ points: [SIMD2<Double>], _ method: InterpolationMethod, log: WarningLog, counting: Bool = true
    ) -> [[SIMD2<Double>]] {
        var runs: [[SIMD2<Double>]] = [[]]
        var skipped = 0
        for p in points {
            if p.x.isFinite && p.y.isFinite {
                runs[runs.count - 1].append(p)
            } else {
                skipped += 1
                if !runs[runs.count - 1].isEmpty { runs.append([]) }
            }
        }
        if counting { log.pending += skipped }
        return runs.filter { !$0.isEmpty }.map { run in
            method == .linear ? Decimation.m4(run) : method.curve(through: run)
        }
    }

    // MARK: - Annotations

    /// The annotations of a mark whose pixel rectangle is `lo…hi`, kept inside the plot area.
    func annotations(_ specs: [AnnotationSpec], _ lo: SIMD2<Double>, _ hi: SIMD2<Double>) -> [ScenePrimitive] {
        guard !specs.isEmpty else { return [] }
        let layout = AnnotationLayout(scale: scale, defaultColor: theme.titleColor, textScale: theme.textScale)
        let bounds = (Vec2(plot.x0, plot.y0), Vec2(plot.x1, plot.y1))
        return specs.flatMap {
            layout.place(
                $0, against: Vec2(Float(lo.x), Float(lo.y)), Vec2(Float(hi.x), Float(hi.y)), bounds: bounds)
        }
    }
}
