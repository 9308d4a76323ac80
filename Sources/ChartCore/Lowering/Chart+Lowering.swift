import ChartMath
import ChartScene

extension Chart {
    /// The chart lowered for drawing at `scale` device pixels per point.
    public func lowered(scale: Double = 1) throws -> RenderScene {
        try Lowering2D(chart: self, scale: scale).lower()
    }

    public func renderScene(scale: Double) throws -> RenderScene { try lowered(scale: scale) }
}

/// Lowers a 2D chart: domains, layout, ticks, sampled functions, points, axes, legend.
struct Lowering2D {
    let chart: Chart
    let scale: Double
    let theme = Theme.light

    func lower() throws -> RenderScene {
        let config = chart.configuration.value
        let (w, h) = try pixelSize(chart.frameSize, scale: scale)
        let s = Float(scale)
        let W = Float(w)
        let H = Float(h)

        var lines: [FunctionLineSpec] = []
        var points: [PointSpec] = []
        var categories = Categories()
        for e in chart.elements {
            switch e.kind {
            case .functionLine(let l):
                lines.append(l)
                categories.add(l.style.category)
            case .point(let p):
                points.append(p)
                categories.add(p.style.category)
            case .surface:
                throw ChartError.notThreeDimensional(mark: "SurfacePlot")
            }
        }
        for p in points {
            guard p.x.number != nil else {
                throw ChartError.nonNumericValue(mark: "PointMark", axis: "x", label: p.x.label)
            }
            guard p.y.number != nil else {
                throw ChartError.nonNumericValue(mark: "PointMark", axis: "y", label: p.y.label)
            }
        }

        // Domains.
        let xDomain = try validated("x", config.x.domain ?? inferredXDomain(lines, points))
        let yDomain = try validated("y", config.y.domain ?? inferredYDomain(lines, points, xDomain))
        let xTitle = config.xAxisLabel ?? lines.first?.xLabel ?? points.first?.x.label
        let yTitle = config.yAxisLabel ?? lines.first?.yLabel ?? points.first?.y.label

        // Layout, outside in.
        let tickText = try TextStyle(size: theme.tickLabelSize, scale: s, color: theme.tickLabelColor)
        let titleText = try TextStyle(size: theme.axisTitleSize, scale: s, color: theme.titleColor)
        let legendText = try TextStyle(size: theme.legendSize, scale: s, color: theme.tickLabelColor)
        let legendTitle = try TextStyle(size: theme.legendSize, scale: s, color: theme.titleColor, bold: true)
        let legend = Legend(categories: categories, text: legendText, titleText: legendTitle, scale: s)
        let margin = theme.margin * s
        let tick = theme.tickLength * s
        let gap = theme.tickGap * s
        let legendHeight = config.legendVisible ? legend.height(width: W - 2 * margin) : 0
        let bottom =
            margin + tick + gap + tickText.lineHeight + (xTitle != nil ? theme.titleGap * s + titleText.lineHeight : 0)
            + (legendHeight > 0 ? theme.titleGap * s + legendHeight : 0)
        let top = margin + tickText.lineHeight / 2
        let plotHeight = max(H - top - bottom, 1)
        let yTicks = NiceTicks.ticks(in: yDomain, target: max(2, Int(plotHeight / (48 * s))))
        let yStep =
            yTicks.count > 1
            ? yTicks[1] - yTicks[0] : NiceTicks.step(span: yDomain.upperBound - yDomain.lowerBound, target: 5)
        let yLabels = yTicks.map { NiceTicks.label($0, step: yStep) }
        let yLabelWidth = yLabels.map(tickText.width).max() ?? 0
        let left = margin + (yTitle != nil ? titleText.lineHeight + theme.titleGap * s : 0) + yLabelWidth + gap + tick
        let right = margin + tickText.width(NiceTicks.label(xDomain.upperBound, step: 1)) / 2
        let plotWidth = max(W - left - right, 1)
        let xTarget = max(2, Int(plotWidth / (max(70 * s, tickText.width("−0000") * 1.8))))
        let xTicks = NiceTicks.ticks(in: xDomain, target: xTarget)
        let xStep =
            xTicks.count > 1
            ? xTicks[1] - xTicks[0] : NiceTicks.step(span: xDomain.upperBound - xDomain.lowerBound, target: 5)
        let plot = (x0: left, y0: top, x1: left + plotWidth, y1: top + plotHeight)

        let px = { (x: Double) -> Double in
            Double(plot.x0) + (x - xDomain.lowerBound) / (xDomain.upperBound - xDomain.lowerBound) * Double(plotWidth)
        }
        let py = { (y: Double) -> Double in
            Double(plot.y1) - (y - yDomain.lowerBound) / (yDomain.upperBound - yDomain.lowerBound) * Double(plotHeight)
        }

        var prims: [ScenePrimitive] = []
        // Grid.
        var grid: [Vec3] = []
        var starts: [Int] = []
        for t in xTicks {
            starts.append(grid.count)
            let x = Float(px(t))
            grid += [Vec3(x, plot.y0, 0), Vec3(x, plot.y1, 0)]
        }
        for t in yTicks {
            starts.append(grid.count)
            let y = Float(py(t))
            grid += [Vec3(plot.x0, y, 0), Vec3(plot.x1, y, 0)]
        }
        if !grid.isEmpty {
            prims.append(
                .lines(
                    LineBatch(
                        space: .pixel, vertices: grid, starts: starts, color: theme.gridColor,
                        width: theme.gridWidth * s)))
        }

        // Data: functions.
        let lo = SIMD2(Double(plot.x0), Double(plot.y0))
        let hi = SIMD2(Double(plot.x1), Double(plot.y1))
        for line in lines {
            let domain = line.domain.map { clamp($0, to: xDomain) } ?? xDomain
            guard let domain else { continue }
            let sampler = FunctionSampler(
                pixelsPerX: Double(plotWidth) / (xDomain.upperBound - xDomain.lowerBound),
                pixelsPerY: Double(plotHeight) / (yDomain.upperBound - yDomain.lowerBound))
            let pieces = sampler.sample(domain, line.function)
            var vertices: [Vec3] = []
            var lineStarts: [Int] = []
            for piece in pieces {
                // Clip in pixel space, extended by the line width so clipped ends stay square with the edge.
                let pixels = piece.map { SIMD2(px($0.x), py($0.y)) }
                for part in Clipping.clip(polyline: pixels, lo: lo, hi: hi) where part.count >= 2 {
                    lineStarts.append(vertices.count)
                    vertices += part.map { Vec3(Float($0.x), Float($0.y), 0) }
                }
            }
            if !vertices.isEmpty {
                prims.append(
                    .lines(
                        LineBatch(
                            space: .pixel, vertices: vertices, starts: lineStarts,
                            color: line.style.resolvedColor(categories), width: Float(line.lineWidth) * s)))
            }
        }
        // Data: points.
        if !points.isEmpty {
            var positions: [Vec3] = []
            var colors: [RGBA] = []
            var sizes: [Float] = []
            for p in points {
                guard let x = p.x.number, let y = p.y.number else { continue }
                let pxl = SIMD2(px(x), py(y))
                guard pxl.x >= lo.x - 0.5, pxl.x <= hi.x + 0.5, pxl.y >= lo.y - 0.5, pxl.y <= hi.y + 0.5 else {
                    continue
                }
                positions.append(Vec3(Float(pxl.x), Float(pxl.y), 0))
                colors.append(p.style.resolvedColor(categories))
                let area = p.symbolSize ?? theme.pointArea
                sizes.append(Float((4 * area / .pi).squareRoot()) * s)
            }
            prims.append(
                .points(PointBatch(space: .pixel, positions: positions, colors: colors, sizes: sizes, shape: .circle)))
        }

        // Axes and ticks.
        var axis: [Vec3] = [
            Vec3(plot.x0, plot.y1, 0), Vec3(plot.x1, plot.y1, 0), Vec3(plot.x0, plot.y0, 0), Vec3(plot.x0, plot.y1, 0),
        ]
        var axisStarts = [0, 2]
        for t in xTicks {
            axisStarts.append(axis.count)
            let x = Float(px(t))
            axis += [Vec3(x, plot.y1, 0), Vec3(x, plot.y1 + tick, 0)]
        }
        for t in yTicks {
            axisStarts.append(axis.count)
            let y = Float(py(t))
            axis += [Vec3(plot.x0 - tick, y, 0), Vec3(plot.x0, y, 0)]
        }
        prims.append(
            .lines(
                LineBatch(
                    space: .pixel, vertices: axis, starts: axisStarts, color: theme.axisColor,
                    width: theme.axisWidth * s)))

        var labels: [TextLabel] = []
        for t in xTicks {
            labels.append(
                tickText.label(
                    NiceTicks.label(t, step: xStep), at: Vec2(Float(px(t)), plot.y1 + tick + gap), .center, .top))
        }
        for (t, text) in zip(yTicks, yLabels) {
            labels.append(tickText.label(text, at: Vec2(plot.x0 - tick - gap, Float(py(t))), .trailing, .center))
        }
        var below = plot.y1 + tick + gap + tickText.lineHeight
        if let xTitle {
            below += theme.titleGap * s
            labels.append(titleText.label(xTitle, at: Vec2((plot.x0 + plot.x1) / 2, below), .center, .top))
            below += titleText.lineHeight
        }
        if let yTitle {
            labels.append(
                titleText.label(yTitle, at: Vec2(margin, (plot.y0 + plot.y1) / 2), .center, .top, rotation: .pi / 2))
        }
        prims.append(.text(TextBatch(labels: labels)))
        if legendHeight > 0 {
            prims += legend.primitives(
                origin: Vec2(plot.x0, below + theme.titleGap * s), width: plotWidth, centred: false)
        }
        return RenderScene(pixelWidth: w, pixelHeight: h, background: config.background.rgba, primitives: prims)
    }

    private func inferredXDomain(_ lines: [FunctionLineSpec], _ points: [PointSpec]) -> ClosedRange<Double> {
        var lo = Double.infinity
        var hi = -Double.infinity
        for p in points {
            if let x = p.x.number, x.isFinite {
                lo = min(lo, x)
                hi = max(hi, x)
            }
        }
        if lo <= hi {
            return NiceTicks.niceDomain(
                min(
                    lo, lines.compactMap(\.domain?.lowerBound).min() ?? lo)...max(
                        hi, lines.compactMap(\.domain?.upperBound).max() ?? hi), target: 6)
        }
        // Only functions: the union of their domains, exactly as given; −10…10 when none has one.
        let domains = lines.compactMap(\.domain)
        guard let first = domains.first else { return -10...10 }
        return domains.dropFirst().reduce(first) {
            min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound)
        }
    }

    private func inferredYDomain(_ lines: [FunctionLineSpec], _ points: [PointSpec], _ xDomain: ClosedRange<Double>)
        -> ClosedRange<Double>
    {
        var values: [Double] = points.compactMap { $0.y.number }.filter(\.isFinite)
        for line in lines {
            guard let d = line.domain.map({ clamp($0, to: xDomain) }) ?? xDomain else { continue }
            for i in 0...512 {
                let y = line.function(d.lowerBound + (d.upperBound - d.lowerBound) * Double(i) / 512)
                if y.isFinite { values.append(y) }
            }
        }
        guard !values.isEmpty else { return 0...1 }
        values.sort()
        // Poles make a few samples enormous: when the extremes dwarf the bulk, show the central 96 %.
        var lo = values.first!
        var hi = values.last!
        let q = { (f: Double) in values[min(values.count - 1, max(0, Int(f * Double(values.count - 1))))] }
        let q02 = q(0.02)
        let q98 = q(0.98)
        if q98 > q02, (hi - lo) > 20 * (q98 - q02) {
            lo = q02
            hi = q98
        }
        return NiceTicks.niceDomain(lo...hi, target: 6)
    }
}

/// The intersection of two intervals, or nil when they do not overlap.
func clamp(_ a: ClosedRange<Double>, to b: ClosedRange<Double>) -> ClosedRange<Double>? {
    let lo = max(a.lowerBound, b.lowerBound)
    let hi = min(a.upperBound, b.upperBound)
    return lo <= hi ? lo...hi : nil
}

/// The domain, or a typed error when it cannot be drawn.
func validated(_ axis: String, _ d: ClosedRange<Double>) throws -> ClosedRange<Double> {
    guard d.lowerBound.isFinite, d.upperBound.isFinite, d.upperBound > d.lowerBound else {
        throw ChartError.invalidDomain(axis: axis, lower: d.lowerBound, upper: d.upperBound)
    }
    return d
}

/// Pixel size for a frame in points at a scale, validated against the renderer's limits.
func pixelSize(_ frame: (width: Double, height: Double), scale: Double) throws -> (Int, Int) {
    let w = (frame.width * scale).rounded()
    let h = (frame.height * scale).rounded()
    guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
        throw ChartError.invalidSize(width: frame.width, height: frame.height, scale: scale)
    }
    return (Int(w), Int(h))
}
