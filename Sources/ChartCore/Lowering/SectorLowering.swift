import ChartMath
import ChartScene
import Foundation

/// Lowers a chart of sectors (a pie or a donut). As in Swift Charts there are no axes: the pie is
/// centred in the plot area (the frame less its margins and the legend at the bottom), as large as
/// fits, and every sector is a pixel-space path.
struct SectorLowering {
    let chart: Chart
    let scale: Double
    let theme: Theme
    /// Where the chart's warnings go (more categories than palette colours).
    var log = WarningLog()

    /// Whether the chart's content includes sectors (and so must be lowered here).
    static func isSectorChart(_ elements: [ChartElement]) -> Bool {
        elements.contains {
            $0.recipe.mark is SectorSpec
        }
    }

    func lowerWithLayout() throws -> (scene: RenderScene, layout: Lowering2D.Layout) {
        let config = chart.configuration.value
        let (w, h) = try chart.chartPixelSize(scale: scale)
        let s = Float(scale)
        var specs: [SectorSpec] = []
        var styles: [MarkStyle] = []
        var categories = Categories(
            scale: config.foregroundStyleScale, gradient: config.foregroundStyleGradient,
            domain: config.foregroundStyleDomain, palette: chart.effectivePalette)
        for e in chart.elements {
            guard let spec = e.recipe.mark as? SectorSpec else {
                throw ChartError.sectorWithOtherMarks(mark: e.recipe.nameInErrors)
            }
            specs.append(spec)
            styles.append(e.style)
            categories.add(e.style.category)
        }
        // Every value is checked here, before the layout (the combine step draws the turns).
        _ = try Self.turns(specs)

        // Layout: margins all round, the legend in its slot (below by default).
        let samples = Legend.samples(for: chart.elements, categories: &categories)
        log.check(categories)
        // The shared decorations; a pie draws no colour bar.
        let decorations = try ChartDecorations(
            config, theme: theme, scale: s, categories: categories, samples: samples,
            legendScale: s * theme.textScale, colorBar: nil)
        let margin = theme.margin * s
        let reserved = decorations.legendReserved(width: Float(w) - 2 * margin)
        let plot = PlotRect(
            x0: margin + reserved.leading, y0: margin + decorations.titleHeight + reserved.top,
            x1: max(Float(w) - margin - reserved.trailing, margin + reserved.leading + 1),
            y1: max(Float(h) - margin - reserved.bottom, margin + reserved.top + 1))

        let unit = AxisScale(type: .linear, start: 0, end: 1)
        let x = PlotAxis(scale: unit, pixelStart: Double(plot.x0), pixelEnd: Double(plot.x1), isDate: false)
        let y = PlotAxis(scale: unit, pixelStart: Double(plot.y1), pixelEnd: Double(plot.y0), isDate: false)
        // The sectors' combine step draws the pie (Marks/SectorMark.swift).
        let context = MarkContext2D(
            x: x, y: y, plot: plot, theme: theme, categories: categories, style: styles.first ?? MarkStyle(), log: log,
            scale: scale)
        var prims = SectorSpec.primitives(forGroup: specs, styles: styles, in: context)
        prims += decorations.legendPrimitives(
            plot: plot, below: plot.y1, width: Float(w), height: Float(h), margin: margin)
        if let title = decorations.titleLabel(width: Float(w), top: margin) {
            prims.append(.text(TextBatch(labels: [title])))
        }
        let layout = Lowering2D.Layout(x: x, y: y, plot: plot, xTitle: nil, yTitle: nil)
        return (
            RenderScene(pixelWidth: w, pixelHeight: h, primitives: prims),
            layout
        )
    }

    /// Each sector's start and end as fractions of a turn: single values follow one another in
    /// order, each its share of the total; a range places its sector directly. Negative and
    /// non-finite values count as 0.
    static func turns(_ specs: [SectorSpec]) throws -> [(start: Double, end: Double)] {
        func number(_ p: PlottablePrimitive, _ label: String) throws -> Double {
            guard let v = p.number else {
                throw ChartError.nonNumericValue(mark: "SectorMark", axis: "angle", label: label)
            }
            return v.isFinite ? max(v, 0) : 0
        }
        var spans: [(start: Double, end: Double)] = []
        var cumulative = 0.0
        var total = 0.0
        for spec in specs {
            switch spec.angle.storage {
            case .single(let p):
                let v = try number(p, spec.angle.label)
                spans.append((cumulative, cumulative + v))
                cumulative += v
            case .range(let a, let b):
                let (lo, hi) = try (number(a, spec.angle.label), number(b, spec.angle.label))
                spans.append((min(lo, hi), max(lo, hi)))
                total = max(total, max(lo, hi))
            }
        }
        total = max(total, cumulative)
        guard total > 0 else { return spans.map { _ in (0, 0) } }
        return spans.map { ($0.start / total, $0.end / total) }
    }

    /// The outer radius in pixels: relative to the largest radius that fits.
    static func outerRadius(_ d: MarkDimension, available: Double, scale: Double) -> Double {
        let r: Double
        switch d {
        case .automatic: r = available
        case .fixed(let points): r = points * scale
        case .inset(let points): r = available - points * scale
        case .ratio(let ratio): r = available * ratio
        }
        return max(r, 0)
    }

    /// The inner radius in pixels: relative to the outer radius; 0 (a pie) by default.
    static func innerRadius(_ d: MarkDimension, outer: Double, scale: Double) -> Double {
        let r: Double
        switch d {
        case .automatic: r = 0
        case .fixed(let points): r = points * scale
        case .inset(let points): r = outer - points * scale
        case .ratio(let ratio): r = outer * ratio
        }
        return min(max(r, 0), outer)
    }
}

/// One sector in pixels: angles in radians clockwise from 12 o'clock, radii, the inset of each
/// side (half the gap between neighbours) and the corner radius.
struct SectorGeometry {
    var centre: SIMD2<Double>
    var start: Double
    var end: Double
    var inner: Double
    var outer: Double
    var inset: Double
    var corner: Double

    /// The point at radius `r` and angle `a` (y down, so clockwise on screen).
    func point(_ r: Double, _ a: Double) -> SIMD2<Double> { centre + r * SIMD2(sin(a), -cos(a)) }

    /// `segments + 1` points along the arc of radius `r` from angle `a` to `b`.
    func arc(_ r: Double, from a: Double, to b: Double, segments: Int) -> [SIMD2<Double>] {
        (0...segments).map { i in point(r, a + (b - a) * Double(i) / Double(segments)) }
    }

    /// Segments for an arc: one per 2° or per 2 px of arc, whichever gives more.
    static func segments(radius: Double, span: Double) -> Int {
        max(1, Int((max(span * 90 / .pi, radius * span / 2)).rounded(.up)))
    }

    /// The outline as two chains from the start side to the end side: along the outer arc, and
    /// along the inner arc (or around the apex of a pie's slice); nil when nothing is left to draw.
    ///
    /// The sides are parallel to the sector's radii, `inset` pixels inside, so that neighbours are
    /// separated by a gap of even width; a pie slice's sides meet at an apex off the centre.
    func outline() -> (outer: [SIMD2<Double>], inner: [SIMD2<Double>])? {
        let sweep = end - start
        guard sweep > 1e-12, outer > inner else { return nil }
        let full = sweep >= 2 * .pi - 1e-9
        let d = full ? 0 : max(inset, 0)
        guard outer > d else { return nil }
        // The inner edge: an arc at `innerArc`, or the apex where the sides meet.
        var innerArc: Double?
        var apex = 0.0
        if d == 0 {
            if inner > 0 { innerArc = inner }
        } else if sweep >= .pi {
            innerArc = max(inner, d)
        } else {
            apex = d / sin(sweep / 2)
            guard apex < outer else { return nil }
            if inner > apex { innerArc = inner }
        }
        let a0 = start + asin(d / outer)
        let a1 = end - asin(d / outer)
        let corners = (a: point(outer, a0), b: point(outer, a1))
        let n = Self.segments(radius: outer, span: a1 - a0)
        var i0 = 0.0
        var i1 = 0.0
        let inside: (d: SIMD2<Double>, c: SIMD2<Double>)
        if let r = innerArc {
            i0 = start + asin(min(d / r, 1))
            i1 = end - asin(min(d / r, 1))
            inside = (point(r, i0), point(r, i1))
        } else {
            let x = point(apex, (start + end) / 2)
            inside = (x, x)
        }
        // The corner fillets: trimmed back by `t` along both pieces, bridged by a quadratic curve.
        var t = full ? 0 : max(corner, 0)
        t = min(t, length(corners.a - inside.d) / 2, outer * (a1 - a0) / 2)
        if let r = innerArc { t = min(t, r * (i1 - i0) / 2) }
        let k = t > 0 ? max(4, Int(t.rounded(.up))) : 0

        var outerChain: [SIMD2<Double>] = []
        var innerChain: [SIMD2<Double>] = []
        if k > 0 {
            let p = corners.a + t * unit(inside.d - corners.a)
            outerChain += Self.curve(p, corners.a, point(outer, a0 + t / outer), k).dropLast()
        }
        outerChain += arc(outer, from: a0 + t / outer, to: a1 - t / outer, segments: n)
        if k > 0 {
            let p = corners.b + t * unit(inside.c - corners.b)
            outerChain += Self.curve(point(outer, a1 - t / outer), corners.b, p, k).dropFirst()
        }
        if let r = innerArc {
            if k > 0 {
                let p = inside.d + t * unit(corners.a - inside.d)
                innerChain += Self.curve(p, inside.d, point(r, i0 + t / r), k).dropLast()
            }
            innerChain += arc(r, from: i0 + t / r, to: i1 - t / r, segments: n)
            if k > 0 {
                let p = inside.c + t * unit(corners.b - inside.c)
                innerChain += Self.curve(point(r, i1 - t / r), inside.c, p, k).dropFirst()
            }
        } else if k > 0 {
            let p0 = inside.d + t * unit(corners.a - inside.d)
            let p1 = inside.c + t * unit(corners.b - inside.c)
            innerChain = Self.curve(p0, inside.d, p1, 2 * k)
        } else {
            innerChain = [inside.d]
        }
        return (outerChain, innerChain)
    }

    /// The filled sector as one outline: the outer chain, then the inner one back (a point for a
    /// pie slice without an inner radius).
    func path(color: RGBA) -> ScenePath? {
        guard let (outerChain, innerChain) = outline() else { return nil }
        let points = (outerChain + innerChain.reversed()).map { Vec2(Float($0.x), Float($0.y)) }
        return points.count >= 3 ? ScenePath(contour: points, color: color) : nil
    }

    /// `k + 1` points of the quadratic Bézier curve from `a` to `c` with control point `b`.
    static func curve(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ k: Int) -> [SIMD2<Double>] {
        (0...k).map {
            let u = Double($0) / Double(k)
            return (1 - u) * (1 - u) * a + 2 * u * (1 - u) * b + u * u * c
        }
    }
}

private func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }

private func unit(_ v: SIMD2<Double>) -> SIMD2<Double> {
    let l = length(v)
    return l > 0 ? v / l : .zero
}
