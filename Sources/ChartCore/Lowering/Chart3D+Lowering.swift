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

/// An axis of the 3D box: its domain (data units) and range (scene units).
struct SceneAxis {
    let domain: ClosedRange<Double>
    let range: ClosedRange<Double>

    func unit(_ v: Double) -> Float {
        Float(
            range.lowerBound + (v - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
                * (range.upperBound - range.lowerBound))
    }

    /// The data value at a scene coordinate (the inverse of `unit`).
    func value(_ u: Float) -> Double {
        domain.lowerBound + (Double(u) - range.lowerBound) / (range.upperBound - range.lowerBound)
            * (domain.upperBound - domain.lowerBound)
    }
}

/// Lowers a 3D chart: domains, surface meshes, point clouds, the axes box and its labels, framing.
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

        var surfaces: [SurfaceSpec] = []
        var points: [PointSpec] = []
        var marks: [Mark3DSpec] = []
        var clouds: [PointsSpec] = []
        var curves: [LineSpec] = []
        var categories = Categories(
            scale: config.foregroundStyleScale, gradient: config.foregroundStyleGradient,
            domain: config.foregroundStyleDomain, palette: chart.effectivePalette)
        for e in chart.elements {
            switch e.kind {
            case .surface(let sp):
                if let problem = sp.grid?.problem { throw problem }
                surfaces.append(sp)
            case .mark3D(let m):
                try Self.validate(m)
                marks.append(m)
                categories.add(m.style.category)
            case .point(let p):
                for (axis, v) in [("x", p.x), ("y", p.y), ("z", p.z)] {
                    guard let v, v.number != nil else {
                        throw ChartError.nonNumericValue(mark: "PointMark", axis: axis, label: v?.label ?? "(missing)")
                    }
                }
                points.append(p)
                categories.add(p.style.category)
            case .line(let l):
                guard l.z != nil, case .data(_, _, nil, _, nil) = l.source else {
                    throw ChartError.notThreeDimensional(mark: "LinePlot")
                }
                curves.append(l)
                categories.add(l.style.category)
            case .area: throw ChartError.notThreeDimensional(mark: "AreaPlot")
            case .points(let p):
                guard p.z != nil else { throw ChartError.notThreeDimensional(mark: "PointPlot") }
                clouds.append(p)
                if let c = p.categories { categories.add(title: c.label, names: c.values) }
                categories.add(p.style.category)
            case .lineMark: throw ChartError.notThreeDimensional(mark: "LineMark")
            case .bar: throw ChartError.notThreeDimensional(mark: "BarMark")
            case .rule2D: throw ChartError.notThreeDimensional(mark: "RuleMark(x:) / RuleMark(y:)")
            case .sector: throw ChartError.notThreeDimensional(mark: "SectorMark")
            case .rect2D: throw ChartError.notThreeDimensional(mark: "RectangleMark(x:y:)")
            case .areaMark: throw ChartError.notThreeDimensional(mark: "AreaMark")
            }
        }

        // Domains: explicit, else from the data (rounded out to ticks), else −1…1 for surfaces.
        func extent(_ values: [Double]) -> ClosedRange<Double>? {
            let f = values.filter(\.isFinite)
            guard let lo = f.min(), let hi = f.max() else { return nil }
            return NiceTicks.niceDomain(lo...hi, target: 5)
        }
        // The columns of point clouds and 3D lines, per axis.
        let columns = clouds.map { ($0.x.values, $0.y.values, $0.z?.values ?? []) } + curves.map(Self.columns)
        func columnExtent(_ axis: Int) -> ClosedRange<Double>? {
            var lo = Double.infinity
            var hi = -Double.infinity
            for c in columns {
                for v in axis == 0 ? c.0 : (axis == 1 ? c.1 : c.2) where v.isFinite {
                    lo = min(lo, v)
                    hi = max(hi, v)
                }
            }
            return lo <= hi ? lo...hi : nil
        }
        func extent(_ values: [Double], _ axis: Int) -> ClosedRange<Double>? {
            var all = values
            if let c = columnExtent(axis) { all += [c.lowerBound, c.upperBound] }
            return extent(all)
        }
        // Surfaces through grids span their extents exactly when nothing else is drawn (no empty
        // margin around a terrain), and are included in the rounded extent of other data.
        func inferred(_ values: [Double], _ axis: Int, grids: [ClosedRange<Double>]) -> ClosedRange<Double>? {
            guard let lo = grids.map(\.lowerBound).min(), let hi = grids.map(\.upperBound).max() else {
                return extent(values, axis)
            }
            return extent(values, axis) == nil ? lo...hi : extent(values + [lo, hi], axis)
        }
        let xDomain = try validated(
            "x",
            config.x.domain
                ?? inferred(
                    points.compactMap { $0.x.number } + marks.flatMap { Self.numbers($0.x) }, 0,
                    grids: surfaces.compactMap { $0.grid?.x.extent }) ?? -1...1)
        let zDomain = try validated(
            "z",
            config.z.domain
                ?? inferred(
                    points.compactMap { $0.z?.number } + marks.flatMap { Self.numbers($0.z) }, 2,
                    grids: surfaces.compactMap { $0.grid?.z.extent }) ?? -1...1)
        // A coarse pre-sample of each surface decides an inferred y domain (poles trimmed); a
        // surface through a grid contributes the range of its values.
        var surfaceValues: [Double] = []
        if config.y.domain == nil {
            let n = 65
            for sp in surfaces {
                if let grid = sp.grid {
                    if let range = grid.valueRange { surfaceValues += [range.lowerBound, range.upperBound] }
                    continue
                }
                var ys: [Double] = []
                for r in 0..<n {
                    let z = zDomain.lowerBound + (zDomain.upperBound - zDomain.lowerBound) * Double(r) / Double(n - 1)
                    for c in 0..<n {
                        let x =
                            xDomain.lowerBound + (xDomain.upperBound - xDomain.lowerBound) * Double(c) / Double(n - 1)
                        let y = sp.function(x, z)
                        if y.isFinite { ys.append(y) }
                    }
                }
                surfaceValues += Lowering2D.trimmed(ys)
            }
        }
        let yDomain = try validated(
            "y",
            config.y.domain
                ?? extent(
                    points.compactMap { $0.y.number } + surfaceValues + marks.flatMap { Self.numbers($0.y) }, 1)
                ?? -1...1)
        let unitRange = -0.5...0.5
        let ax = SceneAxis(domain: xDomain, range: config.x.range ?? unitRange)
        let ay = SceneAxis(domain: yDomain, range: config.y.range ?? unitRange)
        let az = SceneAxis(domain: zDomain, range: config.z.range ?? unitRange)

        // Data geometry (independent of the pose).
        let (world, colorValues) = dataGeometry(
            DataSpecs(surfaces: surfaces, points: points, clouds: clouds, curves: curves, marks: marks),
            axes: (ax, ay, az), categories: categories, pixels: (w, h))
        log.check(categories)
        if !world.contains(where: \.hasGeometry) {
            let values =
                points.count + marks.count + clouds.reduce(0) { $0 + $1.x.values.count }
                + curves.reduce(0) { $0 + Self.columns($1).0.count }
            log.add(
                .nothingDrawn(
                    reason: surfaces.isEmpty && values == 0
                        ? "the chart has no data"
                        : surfaces.isEmpty && log.skippedTotal >= values
                            ? WarningLog.noneFinite(values)
                            : "no surface or mark has a finite value inside the x, y and z domains"))
        }

        // Titles.
        let titles = (
            x: config.xAxisLabel ?? surfaces.first?.xLabel ?? points.first?.x.label ?? clouds.first?.x.label
                ?? curves.first?.xLabel,
            y: config.yAxisLabel ?? surfaces.first?.yLabel ?? points.first?.y.label ?? clouds.first?.y.label
                ?? curves.first?.yLabel,
            z: config.zAxisLabel ?? surfaces.first?.zLabel ?? points.first?.z?.label ?? clouds.first?.z?.label
                ?? curves.first?.z?.label
        )
        let tickText = try TextStyle(size: theme.tickLabelSize, scale: s, color: theme.tickLabelColor)
        let titleText = try TextStyle(size: theme.axisTitleSize, scale: s, color: theme.titleColor)
        let legend = Legend(
            categories: categories,
            text: try TextStyle(size: theme.legendSize, scale: s, color: theme.tickLabelColor),
            titleText: try TextStyle(size: theme.legendSize, scale: s, color: theme.titleColor, bold: true), scale: s)
        let margin = theme.margin * s
        let legendHeight = config.legendVisible ? legend.height(width: Float(w) - 2 * margin) : 0

        let box = AxesBox(
            axes: [ax, ay, az], titles: [titles.x, titles.y, titles.z], tickText: tickText, titleText: titleText,
            theme: theme, scale: s)
        // A colour bar for continuous colour: the first height-coloured surface, else numeric
        // `.foregroundStyle(by:)` values of the points.
        let colorBar =
            config.legendVisible
            ? try makeColorBar(
                surfaces: surfaces, categories: categories, title: titles.y, yDomain: yDomain, scale: s) : nil
        let barSpace = colorBar.map { $0.width + 2 * theme.titleGap * s } ?? 0
        let titleBand = try TitleBand(config.title, theme: theme, scale: s)
        let insets = (
            top: margin + (titleBand?.height ?? 0), leading: margin,
            bottom: margin + (legendHeight > 0 ? legendHeight + theme.titleGap * s : 0),
            trailing: margin + barSpace
        )
        var legendPrimitives =
            legendHeight > 0
            ? legend.primitives(
                origin: Vec2(margin, Float(h) - margin - legendHeight), width: Float(w) - 2 * margin, centred: true)
            : []
        if let titleBand {
            legendPrimitives.append(.text(TextBatch(labels: [titleBand.label(width: Float(w), top: margin)])))
        }
        if let colorBar {
            let available = Float(h) - insets.top - insets.bottom
            let height = min(available, max(available * 0.6, 120 * s))
            legendPrimitives += colorBar.primitives(
                origin: Vec2(Float(w) - margin - colorBar.width, insets.top + (available - height) / 2), height: height)
        }
        return PreparedChart3D(
            viewportWidth: w, viewportHeight: h,
            placement: try PreparedChart3D.Placement(chart.checkedPlacement(), scale: scale),
            colorScheme: config.colorScheme, projection: config.projection,
            data: world, colorValues: colorValues, box: box, legend: legendPrimitives, insets: insets,
            readoutText: barTextStyle(s), warnings: log.warnings)
    }

    /// The marks of a 3D chart, sorted by kind.
    struct DataSpecs {
        var surfaces: [SurfaceSpec]
        var points: [PointSpec]
        var clouds: [PointsSpec]
        var curves: [LineSpec]
        var marks: [Mark3DSpec]
    }

    /// The data geometry in world space (surfaces, points, clouds, lines, rules and rectangles) and,
    /// parallel to it, what each primitive's colours encode for the hover read-out.
    private func dataGeometry(
        _ specs: DataSpecs, axes: (SceneAxis, SceneAxis, SceneAxis), categories: Categories, pixels: (w: Int, h: Int)
    ) -> (world: [ScenePrimitive], colorValues: [DataColorValues?]) {
        let (surfaces, points, clouds, curves, marks) = (
            specs.surfaces, specs.points, specs.clouds, specs.curves, specs.marks
        )
        let (ax, ay, az) = axes
        let s = Float(scale)
        var world: [ScenePrimitive] = []
        // What each primitive's colours encode, for the hover read-out (parallel to `world`).
        var colorValues: [DataColorValues?] = []
        // Surfaces are sampled for the output size: about one grid line every 6 pixels of the box,
        // refined where the surface bends more than half a pixel from the grid.
        let boxPixels = 0.8 * Double(min(pixels.w, pixels.h)) / 3.0.squareRoot()
        let base = min(512, max(16, Int(boxPixels / 6)))
        for sp in surfaces {
            world.append(.mesh(surfaceMesh(sp, ax: ax, ay: ay, az: az, base: base, tolerance: 0.5 / boxPixels)))
            colorValues.append(nil)
        }
        for (batch, values) in pointBatches(points, ax: ax, ay: ay, az: az, categories: categories, scale: s) {
            world.append(.points(batch))
            colorValues.append(values)
        }
        for cloud in clouds {
            let (batch, values) = cloudBatch(cloud, ax: ax, ay: ay, az: az, categories: categories, scale: s)
            world.append(.points(batch))
            colorValues.append(values)
        }
        for curve in curves {
            world.append(.lines(curveBatch(curve, ax: ax, ay: ay, az: az, categories: categories, scale: s)))
            colorValues.append(curve.style.category.map { .uniform($0) })
        }
        for mark in marks {
            guard let primitive = mark3D(mark, ax: ax, ay: ay, az: az, categories: categories, scale: s) else {
                continue
            }
            world.append(primitive)
            colorValues.append(mark.style.category.map { .uniform($0) })
        }
        return (world, colorValues)
    }

    /// The colour bar for continuous colour: the first height-coloured surface's gradient and range,
    /// else numeric `.foregroundStyle(by:)` values of the points; nil when neither is present.
    private func makeColorBar(
        surfaces: [SurfaceSpec], categories: Categories, title: String?, yDomain: ClosedRange<Double>, scale s: Float
    ) throws -> ColorBar? {
        let text = try TextStyle(size: theme.legendSize, scale: s, color: theme.tickLabelColor)
        let titleText = try TextStyle(size: theme.legendSize, scale: s, color: theme.titleColor, bold: true)
        for sp in surfaces where sp.style.color == nil {
            let style = sp.surfaceStyle ?? .heightBased
            guard case .heightBased(let gradient, let yRange) = style.kind else { continue }
            let map = (gradient ?? BasicChart3DSurfaceStyle.defaultHeightGradient).colorMap
            return ColorBar(
                title: title, map: map, range: yRange ?? yDomain, text: text, titleText: titleText, scale: s)
        }
        guard let c = categories.continuous, c.range.upperBound > c.range.lowerBound else { return nil }
        return ColorBar(
            title: c.title, map: categories.continuousMap, range: c.range, text: text, titleText: titleText, scale: s)
    }

    /// The points as world-space batches, one per symbol shape, in order of first use, each with
    /// its points' `.foregroundStyle(by:)` values (nil when no point has one).
    private func pointBatches(
        _ points: [PointSpec], ax: SceneAxis, ay: SceneAxis, az: SceneAxis, categories: Categories, scale s: Float
    ) -> [(PointBatch, DataColorValues?)] {
        var batches: [PointBatch] = []
        var values: [[AxisValue?]] = []
        for p in points {
            guard let x = p.x.number, let y = p.y.number, let z = p.z?.number, x.isFinite, y.isFinite, z.isFinite
            else {
                log.pending += 1
                continue
            }
            let shape = p.symbol3D?.shape ?? .sphere
            let position = Vec3(ax.unit(x), ay.unit(y), az.unit(z))
            let color = p.style.resolvedColor(categories)
            let size = Float(p.symbolDiameter ?? p.symbolSize ?? theme.point3DDiameter) * s
            if let k = batches.firstIndex(where: { $0.shape == shape }) {
                batches[k].positions.append(position)
                batches[k].colors.append(color)
                batches[k].sizes.append(size)
                values[k].append(p.style.category)
            } else {
                batches.append(
                    PointBatch(space: .world, positions: [position], colors: [color], sizes: [size], shape: shape))
                values.append([p.style.category])
            }
        }
        log.flush("PointMark")
        return zip(batches, values).map { batch, values in
            (batch, values.contains { $0 != nil } ? .perPoint(values) : nil)
        }
    }

    /// The x, y and z columns of a 3D data line.
    static func columns(_ l: LineSpec) -> ([Double], [Double], [Double]) {
        guard case .data(let x, let y, _, _, _) = l.source else { return ([], [], []) }
        return (x.values, y.values, l.z?.values ?? [])
    }

    /// A 3D `PointPlot` as one world-space batch, built from its columns (points with a non-finite
    /// coordinate are left out). Symbol sizes are diameters in points, as for 3D `PointMark`s.
    private func cloudBatch(
        _ p: PointsSpec, ax: SceneAxis, ay: SceneAxis, az: SceneAxis, categories: Categories, scale s: Float
    ) -> (PointBatch, DataColorValues?) {
        let xs = p.x.values
        let ys = p.y.values
        let zs = p.z?.values ?? []
        let n = min(xs.count, ys.count, zs.count)
        let opacity = Float(p.style.opacity)
        let base = p.style.resolvedColor(categories)
        // Category colours are looked up once per distinct name, not once per point.
        var palette: [String: RGBA] = [:]
        func categoryColor(_ name: String) -> RGBA {
            if let c = palette[name] { return c }
            let c = categories.color(named: name)?.withAlpha(multipliedBy: opacity) ?? base
            palette[name] = c
            return c
        }
        let perPointColor = p.colors != nil || p.categories != nil
        var positions: [Vec3] = []
        positions.reserveCapacity(n)
        var colors: [RGBA] = []
        if perPointColor { colors.reserveCapacity(n) }
        var sizes: [Float] = []
        if p.sizes != nil { sizes.reserveCapacity(n) }
        // The element of each position kept, once a point has been left out (for the read-out).
        var kept: [Int]?
        for i in 0..<n {
            let (x, y, z) = (xs[i], ys[i], zs[i])
            guard x.isFinite, y.isFinite, z.isFinite else {
                if kept == nil { kept = Array(0..<i) }
                log.pending += 1
                continue
            }
            kept?.append(i)
            positions.append(Vec3(ax.unit(x), ay.unit(y), az.unit(z)))
            if let c = p.colors {
                colors.append(c[i].withAlpha(multipliedBy: opacity))
            } else if let cat = p.categories {
                colors.append(categoryColor(cat.values[i]))
            }
            if let d = p.sizes { sizes.append(Float(d[i]) * s) }
        }
        log.flush(WarningLog.name("PointPlot", p.y.label))
        if colors.isEmpty { colors = [base] }
        if sizes.isEmpty { sizes = [Float(p.symbolSize ?? theme.point3DDiameter) * s] }
        let batch = PointBatch(space: .world, positions: positions, colors: colors, sizes: sizes, shape: .sphere)
        if let c = p.categories { return (batch, .cloud(label: c.label, names: c.values, kept: kept)) }
        return (batch, p.style.category.map { .uniform($0) })
    }

    /// A 3D `LinePlot` as one world-space polyline (a non-finite point breaks it).
    private func curveBatch(
        _ l: LineSpec, ax: SceneAxis, ay: SceneAxis, az: SceneAxis, categories: Categories, scale s: Float
    ) -> LineBatch {
        let (xs, ys, zs) = Self.columns(l)
        let n = min(xs.count, ys.count, zs.count)
        var vertices: [Vec3] = []
        vertices.reserveCapacity(n)
        var starts: [Int] = []
        var broken = true
        for i in 0..<n {
            let (x, y, z) = (xs[i], ys[i], zs[i])
            guard x.isFinite, y.isFinite, z.isFinite else {
                broken = true
                log.pending += 1
                continue
            }
            if broken { starts.append(vertices.count) }
            broken = false
            vertices.append(Vec3(ax.unit(x), ay.unit(y), az.unit(z)))
        }
        log.flush(WarningLog.name("LinePlot", l.yLabel))
        return LineBatch(
            space: .world, vertices: vertices, starts: starts.isEmpty ? [0] : starts,
            color: l.style.resolvedColor(categories), width: Float(l.stroke.lineWidth) * s,
            dash: l.stroke.dash.map { Float($0) * s })
    }

    /// The text style of read-outs.
    private func barTextStyle(_ s: Float) -> TextStyle? {
        try? TextStyle(size: theme.legendSize, scale: s, color: theme.titleColor)
    }

    /// The surface as a lit mesh: adaptively sampled (through every node of a grid surface), holes
    /// where the function is NaN, cut at the y domain's planes, normals from the function.
    private func surfaceMesh(
        _ sp: SurfaceSpec, ax: SceneAxis, ay: SceneAxis, az: SceneAxis, base: Int, tolerance: Double
    ) -> TriangleMesh {
        var sampler = SurfaceSampler(
            x: AxisMapping(domain: ax.domain, range: ax.range), y: AxisMapping(domain: ay.domain, range: ay.range),
            z: AxisMapping(domain: az.domain, range: az.range), baseResolution: base, tolerance: tolerance)
        sampler.nodes = sp.grid.map { SurfaceSampler.NodeLines(x: $0.x.coordinates, z: $0.z.coordinates) }
        let mesh = sampler.sample(sp.function)
        let opacity = Float(sp.style.opacity)
        var colors: [RGBA]
        if let color = sp.style.color {
            colors = [color.rgba.withAlpha(multipliedBy: opacity)]
        } else {
            switch (sp.surfaceStyle ?? .heightBased).kind {
            case .normalBased:
                colors = mesh.normals.map { RGBA($0.x * 0.5 + 0.5, $0.y * 0.5 + 0.5, $0.z * 0.5 + 0.5, opacity) }
            case .heightBased(let gradient, let yRange):
                let map = (gradient ?? BasicChart3DSurfaceStyle.defaultHeightGradient).colorMap
                let range = yRange ?? ay.domain
                let span = range.upperBound - range.lowerBound
                colors = mesh.values.map { v in
                    let t = span > 0 ? Float((v - range.lowerBound) / span) : 0.5
                    return map.color(at: t).withAlpha(multipliedBy: opacity)
                }
            }
        }
        return TriangleMesh(
            space: .world, positions: mesh.positions, normals: mesh.normals, colors: colors, indices: mesh.indices,
            metalness: Float(sp.metalness), roughness: Float(sp.roughness))
    }

    /// The numbers of a single value or of both ends of a range.
    static func numbers(_ v: AxisValue) -> [Double] {
        switch v.storage {
        case .single(let p): p.number.map { [$0] } ?? []
        case .range(let a, let b): [a.number, b.number].compactMap { $0 }
        }
    }

    /// Rules need exactly one range, rectangles exactly two, and every value numeric.
    static func validate(_ m: Mark3DSpec) throws {
        let name = m.kind == .rule ? "RuleMark" : "RectangleMark"
        var ranges = 0
        for (axis, v) in [("x", m.x), ("y", m.y), ("z", m.z)] {
            switch v.storage {
            case .single(let p):
                guard p.number != nil else { throw ChartError.nonNumericValue(mark: name, axis: axis, label: v.label) }
            case .range(let a, let b):
                guard a.number != nil, b.number != nil else {
                    throw ChartError.nonNumericValue(mark: name, axis: axis, label: v.label)
                }
                ranges += 1
            }
        }
        let expected = m.kind == .rule ? 1 : 2
        guard ranges == expected else {
            throw ChartError.wrongRangeCount(mark: name, expected: expected, found: ranges)
        }
    }

    /// A rule as a world-space line, a rectangle as a lit two-sided quad.
    private func mark3D(
        _ m: Mark3DSpec, ax: SceneAxis, ay: SceneAxis, az: SceneAxis, categories: Categories, scale s: Float
    ) -> ScenePrimitive? {
        let axes = [ax, ay, az]
        let values = [m.x, m.y, m.z]
        func ends(_ i: Int) -> (Float, Float) {
            switch values[i].storage {
            case .single(let p):
                let u = axes[i].unit(p.number ?? .nan)
                return (u, u)
            case .range(let a, let b): return (axes[i].unit(a.number ?? .nan), axes[i].unit(b.number ?? .nan))
            }
        }
        let (x, y, z) = (ends(0), ends(1), ends(2))
        let color = m.style.resolvedColor(categories)
        switch m.kind {
        case .rule:
            return .lines(
                LineBatch(
                    space: .world, vertices: [Vec3(x.0, y.0, z.0), Vec3(x.1, y.1, z.1)], color: color,
                    width: Float(m.stroke.lineWidth) * s, dash: m.stroke.dash.map { Float($0) * s }))
        case .rectangle:
            // The fixed axis is the one whose two ends agree; the quad spans the other two.
            let fixed = x.0 == x.1 ? 0 : (y.0 == y.1 ? 1 : 2)
            var normal = Vec3.zero
            normal[fixed] = 1
            let corners: [Vec3]
            switch fixed {
            case 0: corners = [Vec3(x.0, y.0, z.0), Vec3(x.0, y.1, z.0), Vec3(x.0, y.1, z.1), Vec3(x.0, y.0, z.1)]
            case 1: corners = [Vec3(x.0, y.0, z.0), Vec3(x.1, y.0, z.0), Vec3(x.1, y.0, z.1), Vec3(x.0, y.0, z.1)]
            default: corners = [Vec3(x.0, y.0, z.0), Vec3(x.1, y.0, z.0), Vec3(x.1, y.1, z.0), Vec3(x.0, y.1, z.0)]
            }
            return .mesh(
                TriangleMesh(
                    space: .world, positions: corners, normals: Array(repeating: normal, count: 4), colors: [color],
                    indices: [0, 1, 2, 0, 2, 3]))
        }
    }
}
