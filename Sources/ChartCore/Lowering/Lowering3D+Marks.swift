import ChartMath
import ChartScene

extension Lowering3D {
    /// The points as world-space batches, one per symbol shape, rotation and material, in order of
    /// first use, each with its points' `.foregroundStyle(by:)` values (nil when no point has one).
    func pointBatches(
        _ points: [(point: PointSpec, style: MarkStyle)], axes: [SceneAxis], categories: Categories, scale s: Float
    )
        -> [(PointBatch, DataColorValues?)]
    {
        var batches: [PointBatch] = []
        var values: [[AxisValue?]] = []
        var rotatedSpheres = false
        for (p, style) in points {
            let position = Vec3(axes[0].unit(p.x), axes[1].unit(p.y), p.z.map { axes[2].unit($0) } ?? .nan)
            guard position.x.isFinite, position.y.isFinite, position.z.isFinite else {
                log.pending += 1
                continue
            }
            let shape = p.symbol3D?.shape ?? .sphere
            let rotation = p.symbolRotation.map { SIMD4<Float>($0) } ?? SIMD4(0, 0, 0, 1)
            if shape == .sphere, rotation != SIMD4(0, 0, 0, 1) { rotatedSpheres = true }
            let material = style.material
            let color = style.resolvedColor(categories)
            let size = Float(p.symbolDiameter ?? p.symbolSize ?? theme.point3DDiameter) * s
            if let k = batches.firstIndex(where: {
                $0.shape == shape && $0.symbolRotation == rotation && $0.metalness == material.resolvedMetalness
                    && $0.roughness == material.resolvedRoughness
            }) {
                batches[k].positions.append(position)
                batches[k].colors.append(color)
                batches[k].sizes.append(size)
                values[k].append(style.category)
            } else {
                batches.append(
                    PointBatch(
                        space: .world, positions: [position], colors: [color], sizes: [size], shape: shape,
                        symbolRotation: rotation, metalness: material.resolvedMetalness,
                        roughness: material.resolvedRoughness))
                values.append([style.category])
            }
        }
        log.flush("PointMark")
        if rotatedSpheres {
            log.add(
                .modifierIgnored(
                    modifier: "PointMark.symbolRotation(_:)",
                    reason: "a sphere looks the same at every rotation; rotate .cube, .cylinder or .cone symbols"))
        }
        return zip(batches, values).map { batch, values in
            (batch, values.contains { $0 != nil } ? .perPoint(values) : nil)
        }
    }

    /// A 3D `PointPlot` as one world-space batch, built from its columns (points with a non-finite
    /// coordinate, or one outside a log scale, are left out). Symbol sizes are diameters in points,
    /// as for 3D `PointMark`s.
    func cloudBatch(_ p: PointsSpec, style: MarkStyle, axes: [SceneAxis], categories: Categories, scale s: Float)
        -> (PointBatch, DataColorValues?)
    {
        let xs = p.x.values
        let ys = p.y.values
        let zs = p.z?.values ?? []
        let n = min(xs.count, ys.count, zs.count)
        let opacity = Float(style.opacity)
        let base = style.resolvedColor(categories)
        // Category colours are looked up once per distinct name, not once per point.
        var palette: [String: RGBA] = [:]
        func categoryColor(_ name: String) -> RGBA {
            if let c = palette[name] { return c }
            let c = categories.color(named: name)?.withAlpha(multipliedBy: opacity) ?? base
            palette[name] = c
            return c
        }
        var positions: [Vec3] = []
        positions.reserveCapacity(n)
        var colors: [RGBA] = []
        if p.colors != nil || p.categories != nil { colors.reserveCapacity(n) }
        var sizes: [Float] = []
        if p.sizes != nil { sizes.reserveCapacity(n) }
        let (ax, ay, az) = (axes[0], axes[1], axes[2])
        // The element of each position kept, once a point has been left out (for the read-out).
        var kept: [Int]?
        for i in 0..<n {
            let position = Vec3(ax.unit(xs[i]), ay.unit(ys[i]), az.unit(zs[i]))
            guard position.x.isFinite, position.y.isFinite, position.z.isFinite else {
                if kept == nil { kept = Array(0..<i) }
                log.pending += 1
                continue
            }
            kept?.append(i)
            positions.append(position)
            if let c = p.colors {
                colors.append(c[i].withAlpha(multipliedBy: opacity))
            } else if let cat = p.categories {
                colors.append(categoryColor(cat.values[i]))
            }
            if let d = p.sizes { sizes.append(Float(d[i]) * s) }
        }
        // Point marks gathered into the plot are named as 3D point marks are ("PointMark").
        log.flush(p.gatheredName ?? WarningLog.name("PointPlot", p.y.label))
        if colors.isEmpty { colors = [base] }
        if sizes.isEmpty { sizes = [Float(p.symbolSize ?? theme.point3DDiameter) * s] }
        let material = style.material
        let batch = PointBatch(
            space: .world, positions: positions, colors: colors, sizes: sizes, shape: .sphere,
            metalness: material.resolvedMetalness, roughness: material.resolvedRoughness)
        if let c = p.categories { return (batch, .cloud(label: c.label, names: c.values, kept: kept)) }
        return (batch, style.category.map { .uniform($0) })
    }

    /// A 3D `LinePlot` as one world-space polyline (a non-finite point breaks it).
    func curveBatch(_ l: LineSpec, style: MarkStyle, axes: [SceneAxis], categories: Categories, scale s: Float)
        -> LineBatch
    {
        let (xs, ys, zs) = Self.columns(l)
        let n = min(xs.count, ys.count, zs.count)
        var vertices: [Vec3] = []
        vertices.reserveCapacity(n)
        var starts: [Int] = []
        var broken = true
        for i in 0..<n {
            let v = Vec3(axes[0].unit(xs[i]), axes[1].unit(ys[i]), axes[2].unit(zs[i]))
            guard v.x.isFinite, v.y.isFinite, v.z.isFinite else {
                broken = true
                log.pending += 1
                continue
            }
            if broken { starts.append(vertices.count) }
            broken = false
            vertices.append(v)
        }
        log.flush(WarningLog.name("LinePlot", l.yLabel))
        if style.material.isSet { noteUnlit("LinePlot") }
        return LineBatch(
            space: .world, vertices: vertices, starts: starts.isEmpty ? [0] : starts,
            color: style.resolvedColor(categories), width: Float(l.stroke.lineWidth) * s,
            dash: l.stroke.dash.map { Float($0) * s })
    }

    /// Warns that a material was set on content drawn unlit.
    private func noteUnlit(_ mark: String) { log.add(Self.unlitWarning(mark)) }

    /// The warning that `mark` has a material but is drawn unlit.
    static func unlitWarning(_ mark: String) -> ChartWarning {
        .modifierIgnored(
            modifier: "\(mark).metalness(_:) / .roughness(_:)",
            reason: "\(mark) is drawn unlit in its colour in 3D; materials apply to surfaces, "
                + "rectangles and point symbols")
    }
}
