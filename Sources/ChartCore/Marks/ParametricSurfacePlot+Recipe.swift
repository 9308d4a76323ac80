import ChartMath
import ChartScene

/// The recipe of a ``ParametricSurfacePlot``: domains from the surface's extent, an adaptively
/// refined lit mesh (``ParametricSurfaceSampler``) in scene units, its description.
struct ParametricSurfaceSpec: ChartMark, DescribedMark3D {
    var xLabel: String
    var yLabel: String
    var zLabel: String
    var uLabel: String
    var vLabel: String
    var uDomain: ClosedRange<Double>
    var vDomain: ClosedRange<Double>
    var f: @Sendable (Double, Double) -> (x: Double, y: Double, z: Double)
    var coloring: ParametricSurfaceColoring?

    var markName: String { "ParametricSurfacePlot" }

    func addValues(to domains: inout MarkDomains) throws { throw ChartError.notTwoDimensional(mark: markName) }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    func validate() throws(ParametricPlotError) {
        for (name, d) in [(uLabel, uDomain), (vLabel, vDomain)]
        where !(d.lowerBound.isFinite && d.upperBound.isFinite && d.upperBound > d.lowerBound) {
            throw .invalidDomain(mark: markName, parameter: name, lower: d.lowerBound, upper: d.upperBound)
        }
    }

    /// f at (`n` + 1)² evenly spaced parameters, with their (u, v).
    func evenSamples(_ n: Int) -> [(u: Double, v: Double, p: SIMD3<Double>)] {
        var result: [(u: Double, v: Double, p: SIMD3<Double>)] = []
        result.reserveCapacity((n + 1) * (n + 1))
        for j in 0...n {
            let v = vDomain.lowerBound + (vDomain.upperBound - vDomain.lowerBound) * Double(j) / Double(n)
            for i in 0...n {
                let u = uDomain.lowerBound + (uDomain.upperBound - uDomain.lowerBound) * Double(i) / Double(n)
                let q = f(u, v)
                result.append((u, v, SIMD3(q.x, q.y, q.z)))
            }
        }
        return result
    }

    /// The surface's extent, from 129 × 129 evenly spaced samples, on the three axes.
    func addValues(to domains: inout MarkDomains3D) throws {
        try validate()
        let points = evenSamples(128).map(\.p).filter(\.isFinite)
        guard var lo = points.first else { throw ParametricPlotError.noFinitePoint(mark: markName) }
        var hi = lo
        for p in points {
            lo = pointwiseMin(lo, p)
            hi = pointwiseMax(hi, p)
        }
        for p in [lo, hi] {
            domains.add(PlottableValue.value(xLabel, p.x).erased, axis: 0)
            domains.add(PlottableValue.value(yLabel, p.y).erased, axis: 1)
            domains.add(PlottableValue.value(zLabel, p.z).erased, axis: 2)
        }
    }

    /// The colour bar's title for `coloring`.
    func colorLabel(_ coloring: ParametricSurfaceColoring) -> String {
        switch coloring.source {
        case .height: yLabel
        case .u: uLabel
        case .v: vLabel
        case .value(let label, _): label
        }
    }

    /// The coloured value at (u, v) whose data point is `p`.
    func colorValue(_ coloring: ParametricSurfaceColoring, u: Double, v: Double, p: SIMD3<Double>) -> Double {
        switch coloring.source {
        case .height: p.y
        case .u: u
        case .v: v
        case .value(_, let g): g(u, v)
        }
    }

    /// The coloured values' range over 65 × 65 evenly spaced samples (the parameters' domains for
    /// u and v); nil when none is finite.
    func colorExtent(_ coloring: ParametricSurfaceColoring) -> (Double, Double)? {
        switch coloring.source {
        case .u: return (uDomain.lowerBound, uDomain.upperBound)
        case .v: return (vDomain.lowerBound, vDomain.upperBound)
        case .height, .value:
            let values = evenSamples(64).map { colorValue(coloring, u: $0.u, v: $0.v, p: $0.p) }.filter(\.isFinite)
            guard let lo = values.min(), let hi = values.max() else { return nil }
            return (lo, hi)
        }
    }

    /// The surface sampled in scene units to half a pixel at the chart's size, with the data point
    /// of each crossing.
    func sceneGrid(in context: MarkContext3D) -> (grid: ParametricSurfaceGrid, data: [SIMD3<Double>]) {
        let (xl, yl, zl, f) = (xLabel, yLabel, zLabel, f)
        let scene: (Double, Double) -> SIMD3<Double> = { u, v in
            let p = f(u, v)
            return SIMD3(
                Double(context.sceneX(.value(xl, p.x))), Double(context.sceneY(.value(yl, p.y))),
                Double(context.sceneZ(.value(zl, p.z))))
        }
        let grid = ParametricSurfaceSampler().sample(
            u: uDomain, v: vDomain, pixelsPerUnit: context.pixelsPerUnit, scene)
        var data: [SIMD3<Double>] = []
        data.reserveCapacity(grid.positions.count)
        for v in grid.vs {
            for u in grid.us {
                let p = f(u, v)
                data.append(SIMD3(p.x, p.y, p.z))
            }
        }
        return (grid, data)
    }

    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        guard (try? validate()) != nil else { return [] }
        let (grid, data) = sceneGrid(in: context)
        let positions = grid.positions.map { Vec3(Float($0.x), Float($0.y), Float($0.z)) }
        let normals = grid.normals.map { Vec3(Float($0.x), Float($0.y), Float($0.z)) }
        // Triangles with a point that is not finite are left out.
        var indices: [UInt32] = []
        indices.reserveCapacity(grid.triangles.count * 3)
        var skipped = 0
        for t in grid.triangles {
            guard grid.positions[t.x].isFinite, grid.positions[t.y].isFinite, grid.positions[t.z].isFinite else {
                skipped += 1
                continue
            }
            indices += [UInt32(t.x), UInt32(t.y), UInt32(t.z)]
        }
        if skipped > 0 { context.noteSkipped(skipped) }
        guard !indices.isEmpty else { return [] }
        return [
            .mesh(
                TriangleMesh(
                    space: .world, positions: positions, normals: normals, colors: colors(grid, data, context),
                    indices: indices, metalness: context.style.material.resolvedMetalness,
                    roughness: context.style.material.resolvedRoughness))
        ]
    }

    /// One colour (the mark's), or one per crossing through the continuous colour scale, with the
    /// mark's opacity.
    private func colors(_ grid: ParametricSurfaceGrid, _ data: [SIMD3<Double>], _ context: MarkContext3D) -> [RGBA] {
        guard context.style.color == nil, let coloring else { return [context.color] }
        let opacity = Float(context.style.opacity)
        let label = colorLabel(coloring)
        let missing = RGBA(0.6, 0.6, 0.6, 1).withAlpha(multipliedBy: opacity)
        var result: [RGBA] = []
        result.reserveCapacity(data.count)
        for (j, v) in grid.vs.enumerated() {
            for (i, u) in grid.us.enumerated() {
                let value = colorValue(coloring, u: u, v: v, p: data[grid.index(i, j)])
                let c = value.isFinite ? context.categories.color(of: PlottableValue.value(label, value).erased) : nil
                result.append(c?.withAlpha(multipliedBy: opacity) ?? missing)
            }
        }
        return result
    }

    /// "1 parametric surface over u from 0 to 6.28 and v from 0 to 3.14, spanning x −1 to 1, …".
    var accessibleSummary: MarkAccessibleSummary? {
        let points = evenSamples(32).map(\.p).filter(\.isFinite)
        let extents = DescriptionWriter.extents([xLabel, yLabel, zLabel], points.map { [$0.x, $0.y, $0.z] })
        func range(_ name: String, _ d: ClosedRange<Double>) -> String {
            let span = d.upperBound - d.lowerBound
            return
                "\(name) from \(DescriptionWriter.number(d.lowerBound, span: span)) to "
                + DescriptionWriter.number(d.upperBound, span: span)
        }
        let item = "over " + range(uLabel, uDomain) + " and " + range(vLabel, vDomain)
        return MarkAccessibleSummary(
            kind: "parametric surfaces", item: item + (extents.map { ", spanning " + $0 } ?? ""))
    }

    /// The description: a point series of the surface at 17 × 17 evenly spaced parameters.
    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries? {
        var series = AccessibleSeries(
            kind: .point, name: style.accessibilityLabel ?? "Surface of \(uLabel) and \(vLabel)", xLabel: xLabel,
            yLabel: yLabel, zLabel: zLabel, hidden: style.accessibilityHidden, sampled: true)
        series.points = evenSamples(16).map(\.p).filter(\.isFinite).map { p in
            AccessiblePoint(x: .number(p.x), y: .number(p.y), z: p.z)
        }
        return series
    }
}
