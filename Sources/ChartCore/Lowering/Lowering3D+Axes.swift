import ChartMath
import ChartScene
import Foundation

/// A 3D axis's scale as resolved from the settings and the content, before the box gives it a range.
struct ResolvedScale3D {
    var scale: AxisScale
    var categories: [String]
    var isDate: Bool

    /// The data value at sample `i` of `n` spread evenly along the axis (in the scale's transformed
    /// space, so a log axis samples log-spaced values).
    func sample(_ i: Int, of n: Int) -> Double {
        if scale.type == .linear {
            // As before the scales were shared with 2D, so inferred domains stay bit for bit the same.
            let lo = min(scale.start, scale.end)
            let hi = max(scale.start, scale.end)
            return lo + (hi - lo) * Double(i) / Double(n - 1)
        }
        return scale.value(atNormalized: Double(i) / Double(n - 1))
    }

    /// The axis's length in its transformed units: the span of `T(start)…T(end)`, or the number
    /// of categories.
    var transformedSpan: Double {
        categories.isEmpty
            ? abs(scale.type.transform(scale.end) - scale.type.transform(scale.start))
            : Double(categories.count)
    }
}

extension Lowering3D {
    static let axisNames = ["x", "y", "z"]

    /// The three axes: domains from the settings or the content, the shared 2D scales and guides,
    /// and scene ranges from the box aspect.
    func resolveAxes(_ c: Content3D) throws -> [SceneAxis] {
        let config = chart.configuration.value
        let specs = [config.x, config.y, config.z]
        var requests = try valueRequests(c, specs: specs)
        addGridExtents(c.surfaces.map(\.spec), to: &requests)
        let x = try resolve(requests[0])
        let z = try resolve(requests[2])
        if !c.surfaces.isEmpty {
            for (name, r) in [("x", requests[0]), ("y", requests[1]), ("z", requests[2])] where !r.categories.isEmpty {
                throw ChartError.surfaceOverNonNumericAxis(axis: name, kind: "categories (strings)")
            }
            // A coarse pre-sample of each surface decides an inferred y domain (poles trimmed).
            if config.y.domain == nil {
                for (sp, _) in c.surfaces { requests[1].dataValues += sp.domainSamples(x: x, z: z) }
            }
        }
        let y = try resolve(requests[1])
        let scales = [x, y, z]
        let ranges = try boxRanges(scales, specs: specs)
        let axisSpecs = [config.xAxis, config.yAxis, config.zAxis]
        let longest = ranges.map { $0.upperBound - $0.lowerBound }.map(abs).max() ?? 1
        return (0..<3).map { i in
            var axis = SceneAxis(
                scale: scales[i].scale, range: ranges[i], categories: scales[i].categories, isDate: scales[i].isDate,
                spec: axisSpecs[i], usesNiceTicks: scales[i].scale.type == .linear && scales[i].categories.isEmpty)
            // A box aspect gives short edges fewer automatic ticks (a cube keeps them all, as before).
            if config.boxAspect != .automatic, longest > 0 {
                axis.tickDensity = Float(abs(ranges[i].upperBound - ranges[i].lowerBound) / longest)
            }
            return axis
        }
    }

    /// What the content puts on each axis: numbers, dates or categories (mixing is an error);
    /// point clouds and 3D lines add only their columns' extents.
    private func valueRequests(_ c: Content3D, specs: [ScaleSpec]) throws -> [AxisDomainRequest] {
        var r = (0..<3).map {
            AxisDomainRequest(label: Self.axisNames[$0], spec: specs[$0], includesZeroByDefault: false)
        }
        for (p, _) in c.points {
            try r[0].add(p.x, mark: "PointMark")
            try r[1].add(p.y, mark: "PointMark")
            if let z = p.z { try r[2].add(z, mark: "PointMark") }
        }
        for (_, values) in c.marks {
            for axis in 0..<3 {
                for v in values.values[axis] { try r[axis].add(v, mark: values.markName) }
            }
        }
        let columns: [[Column]] =
            c.clouds.map { [$0.plot.x, $0.plot.y, $0.plot.z].compactMap { $0 } }
            + c.curves.compactMap { curve in
                guard case .data(let x, let y, _, _, _) = curve.plot.source, let z = curve.plot.z else { return nil }
                return [x, y, z]
            }
        for axis in 0..<3 {
            var lo = Double.infinity
            var hi = -Double.infinity
            for list in columns where list.count == 3 {
                if list[axis].isDate { r[axis].isDate = true }
                for v in list[axis].values where v.isFinite {
                    lo = min(lo, v)
                    hi = max(hi, v)
                }
            }
            if lo <= hi {
                guard r[axis].categories.isEmpty else {
                    throw ChartError.mixedValueTypes(axis: Self.axisNames[axis], mark: "PointPlot", label: "")
                }
                r[axis].dataValues += [lo, hi]
            }
        }
        return r
    }

    /// One axis's scale: categories, the explicit domain, or one inferred from the values (linear
    /// axes round out to 1-2-5 steps, other types as in 2D), reversed on request, validated.
    func resolve(_ r: AxisDomainRequest) throws -> ResolvedScale3D {
        var type = r.type
        var (start, end): (Double, Double)
        let finite = r.dataValues.filter(\.isFinite)
        if !r.categories.isEmpty {
            type = .linear
            (start, end) = (-0.5, Double(r.categories.count) - 0.5)
        } else if let d = r.spec.domain {
            (start, end) = (d.lowerBound, d.upperBound)
        } else if type == .linear, var lo = finite.min(), var hi = finite.max() {
            if r.spec.includesZero == true {
                lo = min(lo, 0)
                hi = max(hi, 0)
            }
            let nice = NiceTicks.niceDomain(lo...hi, target: 5)
            (start, end) = (nice.lowerBound, nice.upperBound)
        } else if finite.contains(where: { type.accepts($0) }) {
            (start, end) = AxisScale.inferredDomain(
                of: finite, type: type, includesZero: r.spec.includesZero ?? false, target: 5)
        } else {
            (start, end) = type == .log ? (1, 10) : (-1, 1)
        }
        if r.spec.reversed { swap(&start, &end) }
        let scale = AxisScale(type: type, start: start, end: end)
        guard scale.isValid else {
            throw ChartError.invalidDomain(axis: r.label, lower: min(start, end), upper: max(start, end))
        }
        return ResolvedScale3D(scale: scale, categories: r.categories, isDate: r.isDate || type == .date)
    }

    /// Surfaces through grids span their extents exactly on x and z when nothing else is drawn there
    /// (no empty margin around a terrain), and are included in the rounded extent of other data.
    private func addGridExtents(_ surfaces: [SurfaceSpec], to requests: inout [AxisDomainRequest]) {
        let grids = surfaces.compactMap(\.gridExtents)
        for (axis, extents) in [(0, grids.map(\.x)), (2, grids.map(\.z))] {
            guard requests[axis].spec.domain == nil, let lo = extents.map(\.lowerBound).min(),
                let hi = extents.map(\.upperBound).max()
            else { continue }
            if requests[axis].dataValues.contains(where: \.isFinite) {
                requests[axis].dataValues += [lo, hi]
            } else {
                requests[axis].spec.domain = lo...hi
            }
        }
    }

    /// The scene range of each axis: its own `range:`, else from the box aspect (the longest edge
    /// spans −0.5…0.5).
    private func boxRanges(_ scales: [ResolvedScale3D], specs: [ScaleSpec]) throws -> [ClosedRange<Double>] {
        let unit = -0.5...0.5
        let lengths: [Double]
        switch chart.configuration.value.boxAspect.kind {
        case .automatic:
            return specs.map { $0.range ?? unit }
        case .equal:
            lengths = scales.map(\.transformedSpan)
        case .lengths(let x, let y, let z):
            guard [x, y, z].allSatisfy({ $0.isFinite && $0 > 0 }) else {
                throw ChartError.invalidBoxAspect(x: x, y: y, z: z)
            }
            lengths = [x, y, z]
        }
        guard let longest = lengths.max(), longest.isFinite, longest > 0, lengths.allSatisfy(\.isFinite) else {
            return specs.map { $0.range ?? unit }
        }
        return (0..<3).map { i in
            let half = 0.5 * max(lengths[i] / longest, 1e-3)
            return specs[i].range ?? (-half...half)
        }
    }

    /// Warns about settings a 3D chart accepts but cannot draw, naming what to use instead.
    func checkIgnoredModifiers(_ axes: [SceneAxis]) {
        let config = chart.configuration.value
        for (i, spec) in [config.x, config.y, config.z].enumerated()
        where spec.startPadding != 0 || spec.endPadding != 0 {
            let name = Self.axisNames[i].uppercased()
            log.add(
                .modifierIgnored(
                    modifier: ".chart\(name)Scale(range: .plotDimension(…))",
                    reason: "a Chart3D has no plot-area padding; set the axis's extent in the box with "
                        + ".chart\(name)Scale(range: -0.5...0.5) or .chart3DBoxAspect(_:)"))
        }
        for (i, axis) in axes.enumerated() {
            let name = Self.axisNames[i].uppercased()
            for m in axis.spec.marks ?? [] {
                if m.position != .automatic {
                    log.add(
                        .modifierIgnored(
                            modifier: ".chart\(name)Axis { AxisMarks(position: .\(m.position)) }",
                            reason: "3D tick labels sit on the box edge nearest the viewer, chosen for each pose"))
                }
                if m.preset == .inset {
                    log.add(
                        .modifierIgnored(
                            modifier: ".chart\(name)Axis { AxisMarks(preset: .inset) }",
                            reason: "a 3D box has no inside edge for labels; they stay outside the box"))
                }
            }
        }
        let placements = [
            ("X", config.xAxisLabelPlacement), ("Y", config.yAxisLabelPlacement), ("Z", config.zAxisLabelPlacement),
        ]
        for (name, placement) in placements where placement.position != .automatic {
            log.add(
                .modifierIgnored(
                    modifier: ".chart\(name)AxisLabel(position: .\(placement.position))",
                    reason: "3D axis titles sit beside their labelled edge; use alignment: and spacing: to move them"))
        }
    }
}
