import ChartCamera
import ChartMath
import ChartScene

extension Chart3D {
    /// The chart lowered for drawing at `scale` device pixels per point, seen from `pose` (default:
    /// the chart's own pose).
    public func lowered(scale: Double = 1, pose: Chart3DPose? = nil) throws -> RenderScene {
        try prepared(scale: scale).scene(pose: pose ?? self.pose)
    }

    /// The chart lowered up to the pose at `scale`: its data geometry (surfaces, point clouds),
    /// which does not depend on the view, built once. ``PreparedChart3D/scene(pose:)`` then adds
    /// the axes box, labels and framing for any pose cheaply — rotating in the window never
    /// re-samples a function or rebuilds a point cloud.
    public func prepared(scale: Double = 1) throws -> PreparedChart3D {
        try Lowering3D(chart: self, scale: scale).prepare()
    }

    public func renderScene(scale: Double) throws -> RenderScene { try lowered(scale: scale) }
}

/// The content of a 3D chart sorted by kind, validated, with its colour categories.
struct Content3D {
    /// The chart's surfaces with their styles, drawn first.
    var surfaces: [(spec: SurfaceSpec, style: MarkStyle)] = []
    /// The chart's points with their styles, batched together (``Lowering3D/pointBatches``).
    var points: [(point: PointSpec, style: MarkStyle)] = []
    /// ``ChartMark``s with a 3D lowering, and the values each put on the axes.
    var marks: [(mark: CustomMark, values: MarkDomains3D)] = []
    /// The chart's `PointPlot`s with their styles.
    var clouds: [(plot: PointsSpec, style: MarkStyle)] = []
    /// The chart's 3D `LinePlot`s with their styles.
    var curves: [(plot: LineSpec, style: MarkStyle)] = []
    var categories: Categories

    /// How many data values the marks hold (surfaces aside).
    var valueCount: Int {
        points.count + marks.count + clouds.reduce(0) { $0 + $1.plot.x.values.count }
            + curves.reduce(0) { $0 + Lowering3D.columns($1.plot).0.count }
    }
}

/// Lowers a 3D chart: domains and scales (shared with 2D: `AxisScale`, `AxisGuides`), surface
/// meshes, point clouds, the axes box and its labels, framing.
struct Lowering3D {
    let chart: Chart3D
    let scale: Double
    /// The warnings found while lowering (values skipped, colours repeated, nothing drawn).
    let log = WarningLog()
    var theme: Theme { Theme.light.applying(chart.configuration.value.theme) }

    func prepare() throws -> PreparedChart3D {
        let config = chart.configuration.value
        let (w, h) = try chart.chartPixelSize(scale: scale)
        let s = Float(scale)
        var content = try collect()
        let axes = try resolveAxes(content)
        checkIgnoredModifiers(axes)
        let (world, colorValues) = dataGeometry(&content, axes: axes, width: w, height: h, scale: s)
        let densities = content.marks.compactMap { item -> DensityLayer3D? in
            guard let plot = item.mark.mark as? DensityPlot else { return nil }
            return DensityLayer3D(
                plot: plot, axes: axes, colorMap: content.categories.continuousMap,
                opacity: plot.opacityValue * item.mark.style.opacity)
        }
        log.check(content.categories)
        if !world.contains(where: \.hasGeometry), densities.isEmpty { noteNothingDrawn(content) }

        let c = content
        let xLabel: String? =
            c.surfaces.first?.spec.xLabel ?? c.points.first?.point.x.label ?? c.clouds.first?.plot.x.label
            ?? c.curves.first?.plot.xLabel
        let yLabel: String? =
            c.surfaces.first?.spec.yLabel ?? c.points.first?.point.y.label ?? c.clouds.first?.plot.y.label
            ?? c.curves.first?.plot.yLabel
        let zLabel: String? =
            c.surfaces.first?.spec.zLabel ?? c.points.first?.point.z?.label ?? c.clouds.first?.plot.z?.label
            ?? c.curves.first?.plot.z?.label
        // Marks of one's own name the axes last.
        let markLabels = (0..<3).map { i in c.marks.lazy.compactMap { $0.values.titles[i] }.first }
        let firstLabels = zip([xLabel, yLabel, zLabel], markLabels).map { $0 ?? $1 }
        let given = [config.xAxisLabel, config.yAxisLabel, config.zAxisLabel]
        let titles = (0..<3).map { given[$0] ?? firstLabels[$0] }
        let decorations = try self.decorations(content, axes: axes, titles: titles, width: w, height: h, scale: s)
        var prepared = PreparedChart3D(
            viewportWidth: w, viewportHeight: h,
            placement: try PreparedChart3D.Placement(chart.checkedPlacement(), scale: scale),
            colorScheme: config.colorScheme, projection: config.projection,
            data: world, colorValues: colorValues, box: decorations.box, legend: decorations.legend,
            insets: decorations.insets, readoutText: barTextStyle(s), warnings: log.warnings)
        if !densities.isEmpty {
            prepared.densities = densities
            let scales = prepared.fixDensityScales(pose: chart.pose)
            if config.legendVisible, let first = scales.first {
                prepared.legend =
                    decorations.around.replacingColorBar(with: first)
                    .aroundBox(width: Float(w), height: Float(h)).primitives
            }
        }
        return prepared
    }

    /// The chart's elements sorted by kind and validated; 2D-only marks are refused.
    private func collect() throws -> Content3D {
        let config = chart.configuration.value
        var c = Content3D(
            categories: Categories(
                scale: config.foregroundStyleScale, gradient: config.foregroundStyleGradient,
                domain: config.foregroundStyleDomain, palette: chart.effectivePalette,
                type: config.foregroundStyleType))
        for e in chart.elements {
            let m = e.recipe
            if let sp = m.mark as? SurfaceSpec {
                // A surface's values come from sampling once the x and z scales are known.
                var values = MarkDomains3D(markName: sp.markName)
                try sp.addValues(to: &values)
                c.surfaces.append((sp, m.style))
                c.categories.add(m.style.category)
                continue
            }
            if let l = m.mark as? LineSpec {
                // A 3D line is one world-space polyline of its own, from its columns.
                guard l.z != nil, case .data(_, _, nil, _, nil) = l.source else {
                    throw ChartError.notThreeDimensional(mark: "LinePlot")
                }
                c.curves.append((l, m.style))
                c.categories.add(m.style.category)
                continue
            }
            if let p = m.mark as? PointsSpec {
                // A point cloud is one batch of its own, from its columns.
                guard p.z != nil else { throw ChartError.notThreeDimensional(mark: "PointPlot") }
                c.clouds.append((p, m.style))
                if let cat = p.categories { c.categories.add(title: cat.label, names: cat.values) }
                c.categories.add(m.style.category)
                continue
            }
            if let p = m.mark as? PointSpec {
                // The chart's points are batched together, by symbol and material.
                guard p.z != nil else {
                    throw ChartError.nonNumericValue(mark: "PointMark", axis: "z", label: "(missing)")
                }
                c.points.append((p, m.style))
                c.categories.add(m.style.category)
                continue
            }
            // A 2D-only mark throws here (`ChartMark`'s default 3D lowering).
            var values = MarkDomains3D(markName: m.mark.markName)
            values.givenDomains = [config.x.domain, config.y.domain, config.z.domain]
            try m.mark.addValues(to: &values)
            c.marks.append((m, values))
            c.categories.add(m.style.category)
            for v in values.colorValues { c.categories.add(v) }
        }
        try c.categories.validateContinuous()
        return c
    }

    /// Surfaces, points, clouds, lines, rules and rectangles in world space (independent of the pose)
    /// and, parallel to them, what each primitive's colours encode for the hover read-out (nil where
    /// they encode nothing).
    private func dataGeometry(
        _ c: inout Content3D, axes: [SceneAxis], width w: Int, height h: Int, scale s: Float
    ) -> (world: [ScenePrimitive], colorValues: [DataColorValues?]) {
        var world: [ScenePrimitive] = []
        var colorValues: [DataColorValues?] = []
        // Surfaces are sampled for the output size: about one grid line every 6 pixels of the box,
        // refined where the surface bends more than half a pixel from the grid.
        let boxPixels = 0.8 * Double(min(w, h)) / 3.0.squareRoot()
        let base = min(512, max(16, Int(boxPixels / 6)))
        for (sp, style) in c.surfaces {
            var context = MarkContext3D(
                axes: axes, theme: theme, categories: c.categories, style: style, log: log, scale: scale)
            context.surfaceResolution = SurfaceResolution(base: base, tolerance: 0.5 / boxPixels)
            for primitive in sp.primitives(in: context) {
                world.append(primitive)
                colorValues.append(style.category.map { .uniform($0) })
            }
        }
        for (batch, values) in pointBatches(c.points, axes: axes, categories: c.categories, scale: s) {
            world.append(.points(batch))
            colorValues.append(values)
        }
        for cloud in c.clouds {
            let (batch, values) = cloudBatch(
                cloud.plot, style: cloud.style, axes: axes, categories: c.categories, scale: s)
            world.append(.points(batch))
            colorValues.append(values)
        }
        for curve in c.curves {
            world.append(
                .lines(curveBatch(curve.plot, style: curve.style, axes: axes, categories: c.categories, scale: s)))
            colorValues.append(curve.style.category.map { .uniform($0) })
        }
        for (mark, _) in c.marks {
            let context = MarkContext3D(
                axes: axes, theme: theme, categories: c.categories, style: mark.style, log: log, scale: scale,
                pixelsPerUnit: boxPixels)
            for primitive in mark.mark.primitives(in: context) {
                world.append(primitive)
                colorValues.append(mark.style.category.map { .uniform($0) })
            }
            log.flush(mark.mark.markName)
        }
        return (world, colorValues)
    }

    /// The `nothingDrawn` warning, with the likeliest reason.
    private func noteNothingDrawn(_ c: Content3D) {
        let values = c.valueCount
        log.add(
            .nothingDrawn(
                reason: c.surfaces.isEmpty && values == 0
                    ? "the chart has no data"
                    : c.surfaces.isEmpty && log.skippedTotal >= values
                        ? WarningLog.noneFinite(values)
                        : "no surface or mark has a finite value inside the x, y and z domains"))
    }

    /// The axes box and the shared decorations around it (legend, colour bar, title), and the insets
    /// they leave.
    private func decorations(
        _ c: Content3D, axes: [SceneAxis], titles: [String?], width w: Int, height h: Int, scale s: Float
    ) throws -> (
        box: AxesBox, legend: [ScenePrimitive], insets: (top: Float, leading: Float, bottom: Float, trailing: Float),
        around: ChartDecorations
    ) {
        let config = chart.configuration.value
        let tickText = try TextStyle(size: theme.tickLabelSize, scale: s, color: theme.tickLabelColor)
        let titleText = try TextStyle(size: theme.axisTitleSize, scale: s, color: theme.titleColor)
        let placements = [config.xAxisLabelPlacement, config.yAxisLabelPlacement, config.zAxisLabelPlacement]
        // A hidden axis has no title (the colour bar keeps the y title).
        let box = AxesBox(
            axes: axes, titles: (0..<3).map { axes[$0].spec.isHidden ? nil : titles[$0] }, placements: placements,
            tickText: tickText, titleText: titleText,
            theme: theme, scale: s)
        // A colour bar for continuous colour: the first height-coloured surface, else numeric
        // `.foregroundStyle(by:)` values of the points.
        let colorBar =
            config.legendVisible
            ? try makeColorBar(
                surfaces: c.surfaces, categories: c.categories, title: titles[1], yDomain: axes[1].domain, scale: s)
            : nil
        let decorations = try ChartDecorations(
            config, theme: theme, scale: s, categories: c.categories, legendScale: s, colorBar: colorBar)
        let around = decorations.aroundBox(width: Float(w), height: Float(h))
        return (box, around.primitives, around.insets, decorations)
    }

    /// The colour bar for continuous colour: the first height-coloured surface's gradient and range,
    /// else numeric `.foregroundStyle(by:)` values of the points; nil when neither is present.
    private func makeColorBar(
        surfaces: [(spec: SurfaceSpec, style: MarkStyle)], categories: Categories, title: String?,
        yDomain: ClosedRange<Double>, scale s: Float
    ) throws -> ColorBar? {
        let styles = try ChartDecorations.legendStyles(theme: theme, scale: s)
        for (sp, style) in surfaces {
            guard let bar = sp.colorBar(style: style, yDomain: yDomain) else { continue }
            // Heights spaced by the chart's colour scale type, as the surface colours them.
            let type = categories.continuousType
            if let problem = type.mapping(bar.range).problem {
                throw ChartError.invalidColorScale(
                    lower: bar.range.lowerBound, upper: bar.range.upperBound, reason: problem)
            }
            var colorBar = ColorBar(
                title: title, map: bar.map, range: bar.range, text: styles.text, titleText: styles.title, scale: s)
            colorBar.type = type
            return colorBar
        }
        return try ChartDecorations.continuousColorBar(categories, theme: theme, scale: s)
    }

    /// The text style of read-outs.
    private func barTextStyle(_ s: Float) -> TextStyle? {
        try? TextStyle(size: theme.legendSize, scale: s, color: theme.titleColor)
    }

    /// The x, y and z columns of a 3D data line.
    static func columns(_ l: LineSpec) -> ([Double], [Double], [Double]) {
        guard case .data(let x, let y, _, _, _) = l.source else { return ([], [], []) }
        return (x.values, y.values, l.z?.values ?? [])
    }
}
