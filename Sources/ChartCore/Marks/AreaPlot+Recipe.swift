import ChartMath
import ChartScene

/// `AreaPlot` (data and functions) and the areas `AreaMark`s join into as a ``ChartMark``
/// recipe: zipper outlines between two x-monotone chains (`Band`), one path per layer, the
/// function edges sampled at the output size (``MarkContext2D/sampledFunction(domain:_:)``).
extension AreaSpec: ChartMark, InterpolatedMark, DescribedSeriesMark, StreamedMark, CountedMark, NamedInErrors,
    NamedIn3DErrors, FunctionMark, LegendEntriesMark
{
    var markName: String { WarningLog.name("AreaMark", yLabel) }
    var nameInErrors: String { "AreaPlot" }
    var nameIn3DErrors: String { "AreaPlot" }

    /// A function's domain, or the data's x and the stacked (or given) edges.
    func addValues(to domains: inout MarkDomains) throws {
        domains.titles = (domains.titles.x ?? xLabel, domains.titles.y ?? yLabel)
        switch source {
        case .function(let domain, _):
            if let domain { domains.x.functionDomains.append(domain) }
        case .data(let xs, let y0, let y1, let series, let seriesLabel, let stacking):
            domains.x.dataValues += xs.values
            domains.x.isDate = domains.x.isDate || xs.isDate
            if let series { domains.categoryNames.append((seriesLabel, series)) }
            if let y0 {
                domains.y.dataValues += y0.values + y1.values
            } else {
                let stacks = AreaStacking.stack(x: xs.values, y: y1.values, series: series, method: stacking)
                domains.y.dataValues += stacks.flatMap { $0.top.map(\.y) + $0.bottom.map(\.y) }
            }
        }
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        let plot = context.plot
        func band(_ top: [SIMD2<Double>], _ bottom: [SIMD2<Double>]) -> [SIMD2<Double>] {
            Band.outline(
                top: top, bottom: bottom, yMin: Double(plot.y0), yMax: Double(plot.y1), xMin: plot.lo.x,
                xMax: plot.hi.x)
        }
        var outlines: [(contours: [[SIMD2<Double>]], color: RGBA)] = []
        switch source {
        case .function(let domain, let f):
            let tops = context.sampledFunction(domain: domain) { f($0).yEnd }
            let bottoms = context.sampledFunction(domain: domain) { f($0).yStart }
            var contours: [[SIMD2<Double>]] = []
            for top in tops where top.count >= 2 {
                for bottom in bottoms where bottom.count >= 2 { contours.append(band(top, bottom)) }
            }
            outlines.append((contours, context.color))
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
                    layer.name.flatMap(context.categories.color(named:))?.withAlpha(
                        multipliedBy: Float(context.style.opacity)) ?? context.color
                let pixels = { (v: [SIMD2<Double>]) in v.map { SIMD2(context.x.pixel($0.x), context.y.pixel($0.y)) } }
                let top = context.curves(pixels(layer.top), interpolation)
                let bottom = context.curves(pixels(layer.bottom), interpolation, counting: false)
                var contours: [[SIMD2<Double>]] = []
                for t in top {
                    for b in bottom { contours.append(band(t.sorted { $0.x < $1.x }, b.sorted { $0.x < $1.x })) }
                }
                outlines.append((contours, layerColor))
            }
        }
        return Self.paths(outlines)
    }

    /// One path per layer: its outline polygons (a piece per NaN gap), filled with no seams.
    private static func paths(_ outlines: [(contours: [[SIMD2<Double>]], color: RGBA)]) -> [ScenePrimitive] {
        outlines.compactMap { o in
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

    var legendSample: MarkLegendSample { .square }

    /// Each series' name and the category's, as squares.
    func legendEntries(style: MarkStyle) -> [(name: String?, sample: Legend.Sample)] {
        var result: [(name: String?, sample: Legend.Sample)] = []
        if case .data(_, _, _, let series?, _, _) = source { result += series.map { ($0, .square) } }
        result.append((style.category.flatMap(\.categoryName), .square))
        return result
    }

    var streamedX: AxisValue? {
        if case .data(let x, _, _, _, _, _) = source { return x.largest }
        return nil
    }

    var drawnCounts: (values: Int, functions: Int) {
        if case .data(let xs, _, _, _, _, _) = source { return (xs.values.count, 0) }
        return (0, 1)
    }

    var accessibleXValues: [Double] {
        switch source {
        case .function(let d, _): d.map { [$0.lowerBound, $0.upperBound] } ?? []
        case .data(let xs, _, _, _, _, _): xs.values
        }
    }

    var sampledFunction: (domain: ClosedRange<Double>?, values: @Sendable (Double) -> [Double])? {
        guard case .function(let d, let f) = source else { return nil }
        return (
            d,
            {
                let r = f($0)
                return [r.yStart, r.yEnd]
            }
        )
    }
}

extension AreaSpec {
    /// The hover read-out's series of a function area, read at the hovered x inside its domain: its
    /// start where it is not zero, then its end; a data area gives none.
    func readoutSeries(colorCategory: String?) -> [MarkReadoutSeries] {
        guard case .function(let domain, let f) = source else { return [] }
        return [
            .function(yLabel + " (start)") { x in
                guard domain?.contains(x) ?? true else { return nil }
                let start = f(x).yStart
                return start != 0 ? start : nil
            },
            .function(yLabel) { x in domain?.contains(x) ?? true ? f(x).yEnd : nil },
        ]
    }
}
