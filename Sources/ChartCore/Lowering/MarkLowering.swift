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
            if case .custom(let c) = e.kind, let tag = seriesTag(c) { series[tag, default: []].append(c) }
        }
        var run = MarkRun()
        func flushRun() {
            if !run.marks.isEmpty { result += grouped(run.marks) }
            if let name = run.tag?.name { log.flush(name) }
            run = MarkRun()
        }
        for i in DrawOrder.indices(elements) {
            let e = elements[i]
            if case .custom(let c) = e.kind, let tag = groupTag(c) {
                if tag != run.tag { flushRun() }
                run.tag = tag
                run.marks.append(c)
                continue
            }
            flushRun()
            switch e.kind {
            case .line(let l): result += painted(line(l), l.style)
            case .area(let a): result += painted(area(a), a.style)
            case .custom(let c):
                if let tag = seriesTag(c) {
                    if let members = series.removeValue(forKey: tag) { result += self.series(members) }
                } else {
                    result += custom(c, chartWideIndex: chartWideIndices?[i])
                }
            case .surface: break
            }
            log.flush(Self.warningName(e))
        }
        flushRun()
        return result
    }

    /// The name of an element in warnings.
    static func warningName(_ e: ChartElement) -> String {
        switch e.kind {
        case .line(let l): WarningLog.name("LinePlot", l.yLabel)
        case .area(let a): WarningLog.name("AreaMark", a.yLabel)
        case .surface: "SurfacePlot"
        case .custom(let c): c.mark.markName
        }
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
                    case .points, .text: break
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
            case .text:
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
            case .points, .text: break
            }
        }
        return result
    }

    // MARK: - Lines

    /// Samples a function over its domain (clamped to the x axis), evenly along the axis at first.
    private func functionPieces(
        domain: ClosedRange<Double>?, _ value: @escaping @Sendable (Double) -> Double
    ) -> [[SIMD2<Double>]] {
        let full = x.lower...x.upper
        guard let d = domain.map({ clamp($0, to: full) }) ?? full else { return [] }
        let t0 = x.scale.normalized(d.lowerBound)
        let t1 = x.scale.normalized(d.upperBound)
        guard t0.isFinite, t1.isFinite else { return [] }
        let span = abs(x.pixel(d.upperBound) - x.pixel(d.lowerBound))
        let xAxis = x
        let yAxis = y
        let pieces = CurveSampler().sampleInParallel(min(t0, t1)...max(t0, t1), initialIntervals: Int(span / 4) + 1) {
            t in
            let xv = xAxis.scale.value(atNormalized: t)
            return SIMD2(xAxis.pixelStart + t * (xAxis.pixelEnd - xAxis.pixelStart), yAxis.pixel(value(xv)))
        }
        return pieces.map { $0.map(\.point) }
    }

    private func line(_ l: LineSpec) -> [ScenePrimitive] {
        let color = l.style.resolvedColor(categories)
        switch l.source {
        case .function(let domain, let f):
            return stroke(functionPieces(domain: domain, f), color: color, l.stroke)
        case .parametric(_, let domain, let f):
            let (xAxis, yAxis) = (x, y)
            let curve: @Sendable (Double) -> SIMD2<Double> = { t in
                let p = f(t)
                return SIMD2(xAxis.pixel(p.x), yAxis.pixel(p.y))
            }
            // Initial intervals about 4 pixels of arc apart (at least 256): a long curve — many
            // turns of a spiral — starts finer and is sampled on all cores.
            var length = 0.0
            var previous = curve(domain.lowerBound)
            for i in 1...1024 {
                let p = curve(domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / 1024)
                let d = p - previous
                if d.x.isFinite, d.y.isFinite { length += (d * d).sum().squareRoot() }
                previous = p
            }
            let intervals = max(256, min(100_000, Int(length / 4)))
            var pieces = CurveSampler().sampleInParallel(domain, initialIntervals: intervals, curve).map {
                $0.map(\.point)
            }
            // A curve that ends where it starts closes exactly, without a seam.
            if pieces.count == 1, let first = pieces[0].first, let last = pieces[0].last,
                ((first - last) * (first - last)).sum() < 0.25
            {
                pieces[0][pieces[0].count - 1] = first
            }
            return stroke(pieces, color: color, l.stroke)
        case .data(let xs, let ys, let series, _, let colors):
            var result: [ScenePrimitive] = []
            for (name, indices) in groups(count: xs.values.count, series) {
                let seriesColor = name.flatMap(categories.color(named:))?.withAlpha(
                    multipliedBy: Float(l.style.opacity))
                let points = indices.map { SIMD2(x.pixel(xs.values[$0]), y.pixel(ys.values[$0])) }
                if let colors {
                    // Runs of equal colour: each segment takes its start element's colour.
                    var start = 0
                    while start < indices.count - 1 {
                        var end = start + 1
                        let c = colors[indices[start]]
                        while end < indices.count - 1, colors[indices[end]] == c { end += 1 }
                        let run = Array(points[start...end])
                        result += stroke(
                            curves(run, l.interpolation), color: c.withAlpha(multipliedBy: Float(l.style.opacity)),
                            l.stroke)
                        start = end
                    }
                } else {
                    result += stroke(curves(points, l.interpolation), color: seriesColor ?? color, l.stroke)
                }
            }
            return result
        }
    }

    /// Splits at undefined points, interpolates each run, and reduces long linear runs (M4).
    /// Undefined points count as skipped values unless `counting` is false (an area's lower edge,
    /// whose points are the upper edge's).
    private func curves(
        _ points: [SIMD2<Double>], _ method: InterpolationMethod, counting: Bool = true
    ) -> [[SIMD2<Double>]] {
        Self.curves(points, method, log: log, counting: counting)
    }

    /// ``curves(_:_:counting:)`` with the skipped points counted in `log`.
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

    /// Groups element indices by series name, in order of first appearance (one unnamed group
    /// without series).
    private func groups(count: Int, _ series: [String]?) -> [(String?, [Int])] {
        guard let series else { return [(nil, Array(0..<count))] }
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for i in 0..<count {
            if members[series[i]] == nil { order.append(series[i]) }
            members[series[i], default: []].append(i)
        }
        return order.map { ($0, members[$0]!) }
    }

    /// Clips polylines to the plot area and makes one line batch of them.
    private func stroke(_ pieces: [[SIMD2<Double>]], color: RGBA, _ style: StrokeStyle) -> [ScenePrimitive] {
        Self.stroke(pieces, plot: plot, color: color, style, scale: scale)
    }

    // MARK: - Areas

    private func area(_ a: AreaSpec) -> [ScenePrimitive] {
        let color = a.style.resolvedColor(categories)
        var outlines: [(contours: [[SIMD2<Double>]], color: RGBA)] = []
        switch a.source {
        case .function(let domain, let f):
            let tops = functionPieces(domain: domain) { f($0).yEnd }
            let bottoms = functionPieces(domain: domain) { f($0).yStart }
            var contours: [[SIMD2<Double>]] = []
            for top in tops where top.count >= 2 {
                for bottom in bottoms where bottom.count >= 2 {
                    contours.append(
                        Band.outline(
                            top: top, bottom: bottom, yMin: Double(plot.y0), yMax: Double(plot.y1), xMin: plot.lo.x,
                            xMax: plot.hi.x))
                }
            }
            outlines.append((contours, color))
        case .data(let xs, let y0, let y1, let series, _, let stacking):
            let layers: [AreaStacking.Layer]
            if let y0 {
                let top = xs.values.indices.map { SIMD2(xs.values[$0], y1.values[$0]) }
                let bottom = xs.values.indices.map { SIMD2(xs.values[$0], y0.values[$0]) }
                layers = [AreaStacking.Layer(name: nil, top: top, bottom: bottom)]
            } else {
                layers = AreaStacking.stack(x: xs.values, y: y1.values, series: series, method: stacking)
            }
            for layer in layers {
                let layerColor =
                    layer.name.flatMap(categories.color(named:))?.withAlpha(multipliedBy: Float(a.style.opacity))
                    ?? color
                let top = curves(layer.top.map { SIMD2(x.pixel($0.x), y.pixel($0.y)) }, a.interpolation)
                let bottom = curves(
                    layer.bottom.map { SIMD2(x.pixel($0.x), y.pixel($0.y)) }, a.interpolation, counting: false)
                var contours: [[SIMD2<Double>]] = []
                for t in top {
                    for b in bottom {
                        contours.append(
                            Band.outline(
                                top: t.sorted { $0.x < $1.x }, bottom: b.sorted { $0.x < $1.x }, yMin: Double(plot.y0),
                                yMax: Double(plot.y1), xMin: plot.lo.x, xMax: plot.hi.x))
                    }
                }
                outlines.append((contours, layerColor))
            }
        }
        // One path per layer: its outline polygons (a piece per NaN gap), filled with no seams.
        return outlines.compactMap { o in
            let contours = o.contours.filter { $0.count >= 3 }
            guard !contours.isEmpty else { return nil }
            var starts: [Int] = []
            var points: [Vec2] = []
            for c in contours {
                starts.append(points.count)
                points += c.map { Vec2(Float($0.x), Float($0.y)) }
            }
            return .path(ScenePath(points: points, starts: starts, color: o.color))
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
