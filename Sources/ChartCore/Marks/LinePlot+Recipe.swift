import ChartMath
import ChartScene

/// `LinePlot` (data, function and parametric) as a ``ChartMark`` recipe. A function or a
/// parametric curve is sampled at the output size through ``MarkContext2D/sampledFunction(domain:_:)``
/// and ``MarkContext2D/sampledCurve(_:_:)`` (``CurveSampler``, in pixel space); data lines go
/// through the interpolation methods and M4 (``MarkContext2D/curves(_:_:counting:)``). In a
/// `Chart3D` a data line with z is one world-space polyline, gathered by ``Lowering3D``.
extension LineSpec: ChartMark, StrokedMark, InterpolatedMark, UnlitMark, DescribedSeriesMark, OwnColoredMark,
    StreamedMark, CountedMark, NamedInErrors, FunctionMark, LegendEntriesMark
{
    var markName: String { WarningLog.name(gatheredName ?? "LinePlot", yLabel) }
    var nameInErrors: String { gatheredName ?? "LinePlot" }

    /// A function's domain (its values decide an inferred y domain later), a parametric curve's
    /// extent on both axes, or the data's values and series.
    func addValues(to domains: inout MarkDomains) throws {
        domains.titles = (domains.titles.x ?? xLabel, domains.titles.y ?? yLabel)
        switch source {
        case .function(let domain, _):
            if let domain { domains.x.functionDomains.append(domain) }
        case .parametric(_, let domain, let f):
            // The curve's extent decides both axes, like data.
            for i in 0...512 {
                let p = f(domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / 512)
                domains.x.dataValues.append(p.x)
                domains.y.dataValues.append(p.y)
            }
        case .data(let xs, let ys, let series, let seriesLabel, _):
            domains.x.dataValues += xs.values
            domains.y.dataValues += ys.values
            domains.x.isDate = domains.x.isDate || xs.isDate
            domains.y.isDate = domains.y.isDate || ys.isDate
            if let series { domains.categoryNames.append((seriesLabel, series)) }
        }
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        let color = context.color
        switch source {
        case .function(let domain, let f):
            return context.stroke(context.sampledFunction(domain: domain, f), color: color, style: stroke)
        case .parametric(_, let domain, let f):
            return context.stroke(context.sampledCurve(domain, f), color: color, style: stroke)
        case .data(let xs, let ys, let series, _, let colors):
            var result: [ScenePrimitive] = []
            let opacity = Float(context.style.opacity)
            for (name, indices) in MarkContext2D.groups(count: xs.values.count, series) {
                let seriesColor = name.flatMap(context.categories.color(named:))?.withAlpha(multipliedBy: opacity)
                let points = indices.map { SIMD2(context.x.pixel(xs.values[$0]), context.y.pixel(ys.values[$0])) }
                guard let colors else {
                    result += context.stroke(
                        context.curves(points, interpolation), color: seriesColor ?? color, style: stroke)
                    continue
                }
                // Runs of equal colour: each segment takes its start element's colour.
                var start = 0
                while start < indices.count - 1 {
                    var end = start + 1
                    let c = colors[indices[start]]
                    while end < indices.count - 1, colors[indices[end]] == c { end += 1 }
                    result += context.stroke(
                        context.curves(Array(points[start...end]), interpolation),
                        color: c.withAlpha(multipliedBy: opacity), style: stroke)
                    start = end
                }
            }
            return result
        }
    }

    var legendSample: MarkLegendSample { .line(dash: stroke.dash) }

    /// Each series' name and the category's, as lines with the plot's dashes.
    func legendEntries(style: MarkStyle) -> [(name: String?, sample: Legend.Sample)] {
        var result: [(name: String?, sample: Legend.Sample)] = []
        if case .data(_, _, let series?, _, _) = source { result += series.map { ($0, .line(dash: stroke.dash)) } }
        result.append((style.category.flatMap(\.categoryName), .line(dash: stroke.dash)))
        return result
    }

    /// A data line's columns move (and z where both have it); functions do not.
    func interpolated(to target: LineSpec, fraction t: Double) -> LineSpec? {
        var q = target
        if case .data(let px, let py, _, _, _) = source, case .data(let qx, let qy, let s, let sl, let c) = q.source {
            q.source = .data(x: px.mixed(qx, t), y: py.mixed(qy, t), series: s, seriesLabel: sl, colors: c)
        }
        if let pz = z, let qz = q.z { q.z = pz.mixed(qz, t) }
        return q
    }

    var hasOwnColors: Bool {
        if case .data(_, _, _, _, let colors?) = source, !colors.isEmpty { return true }
        return false
    }

    var streamedX: AxisValue? {
        if case .data(let x, _, _, _, _) = source { return x.largest }
        return nil
    }

    var drawnCounts: (values: Int, functions: Int) {
        if case .data(let xs, _, _, _, _) = source { return (xs.values.count, 0) }
        return (0, 1)
    }

    var accessibleXValues: [Double] {
        switch source {
        case .function(let d, _): d.map { [$0.lowerBound, $0.upperBound] } ?? []
        case .parametric: []
        case .data(let xs, _, _, _, _): xs.values
        }
    }

    var sampledFunction: (domain: ClosedRange<Double>?, values: @Sendable (Double) -> [Double])? {
        guard case .function(let d, let f) = source else { return nil }
        return (d, { [f($0)] })
    }
}

extension LineSpec {
    /// The hover read-out's series: a function line read at the hovered x inside its domain, or a
    /// data line's points per `series:` value (else its y label); a parametric curve gives none.
    func readoutSeries(colorCategory: String?) -> [MarkReadoutSeries] {
        switch source {
        case .function(let domain, let f):
            return [.function(yLabel) { x in domain?.contains(x) ?? true ? f(x) : nil }]
        case .parametric:
            return []
        case .data(let xs, let ys, let series, _, _):
            let (x, y) = (xs.values, ys.values)
            guard let series else { return [.points(yLabel, zip(x, y).map { SIMD2($0, $1) })] }
            var groups: [String: [SIMD2<Double>]] = [:]
            var names: [String] = []
            for i in x.indices where i < y.count {
                let key = i < series.count ? series[i] : yLabel
                if groups[key] == nil { names.append(key) }
                groups[key, default: []].append(SIMD2(x[i], y[i]))
            }
            return names.map { .points($0, groups[$0]!) }
        }
    }
}
