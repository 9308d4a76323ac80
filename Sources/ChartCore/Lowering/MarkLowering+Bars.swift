import ChartMath
import ChartScene

/// Bars: each one a pixel-space quad in its slot (a category's band, a date unit, or the spacing
/// of numeric positions), side by side when grouped with `.position(by:)`.
extension MarkLowering {
    /// One bar as a pixel-space quad.
    func bar(_ b: ResolvedBar, slots: BarSlots) -> [ScenePrimitive] {
        let positionAxis = b.horizontal ? y : x
        let valueAxis = b.horizontal ? x : y
        let dimension = b.horizontal ? b.spec.height : b.spec.width
        // The slot along the position axis: a category's band, a date unit, or a width around a number.
        var lo: Double
        var hi: Double
        if let span = positionAxis.pixelSpan(of: b.position) {
            (lo, hi) = (min(span.0, span.1), max(span.0, span.1))
        } else {
            let c = positionAxis.pixel(of: b.position)
            let spacing = slots.spacing(horizontal: b.horizontal, axis: positionAxis)
            (lo, hi) = (c - spacing / 2, c + spacing / 2)
        }
        // Grouped bars share the slot side by side.
        if let group = b.group, let index = slots.groups.firstIndex(of: group), slots.groups.count > 1 {
            let band = (hi - lo) * 0.8
            let start = lo + (hi - lo) * 0.1
            let width = band / Double(slots.groups.count)
            lo = start + width * Double(index)
            hi = lo + width
        }
        let band = hi - lo
        let grouped = b.group != nil && slots.groups.count > 1
        let size = dimension.pixels(
            band: band, scale: Double(scale), automatic: band * (grouped || b.position.binned ? 0.9 : 0.7))
        let centre = (lo + hi) / 2
        let a = valueAxis.pixel(b.low)
        let v = valueAxis.pixel(b.high)
        guard a.isFinite, v.isFinite, centre.isFinite else {
            log.pending += 1
            return []
        }
        let p0 = centre - size / 2
        let p1 = centre + size / 2
        var quad: [SIMD2<Double>] =
            b.horizontal
            ? [SIMD2(min(a, v), p0), SIMD2(max(a, v), p0), SIMD2(max(a, v), p1), SIMD2(min(a, v), p1)]
            : [SIMD2(p0, min(a, v)), SIMD2(p1, min(a, v)), SIMD2(p1, max(a, v)), SIMD2(p0, max(a, v))]
        quad = quad.map { $0 + b.spec.style.offset * Double(scale) }
        // Keep inside the plot area; a bar wholly outside (scrolled out of view) is not drawn.
        quad = quad.map { SIMD2(min(max($0.x, plot.lo.x), plot.hi.x), min(max($0.y, plot.lo.y), plot.hi.y)) }
        let outside = b.horizontal ? quad[2].y - quad[0].y <= 0 : quad[2].x - quad[0].x <= 0
        guard !outside else { return [] }
        let color = b.spec.style.resolvedColor(categories)
        let path = ScenePath(contour: quad.map { Vec2(Float($0.x), Float($0.y)) }, color: color)
        return painted([.path(path)], b.spec.style) + annotations(b.spec.style.annotations, quad[0], quad[2])
    }
}

/// What bars share: the `.position(by:)` groups and the spacing of numeric bar positions.
struct BarSlots {
    let groups: [String]
    let positions: (vertical: [Double], horizontal: [Double])

    init(_ bars: [ResolvedBar]) {
        var groups: [String] = []
        var vertical: Set<Double> = []
        var horizontal: Set<Double> = []
        for b in bars {
            if let g = b.group, !groups.contains(g) { groups.append(g) }
            if let n = b.position.number, b.position.category == nil {
                if b.horizontal { horizontal.insert(n) } else { vertical.insert(n) }
            }
        }
        self.groups = groups
        positions = (vertical.sorted(), horizontal.sorted())
    }

    /// The pixel spacing of adjacent numeric positions (the smallest gap), or 20 px for one bar.
    func spacing(horizontal: Bool, axis: PlotAxis) -> Double {
        let values = horizontal ? positions.horizontal : positions.vertical
        guard values.count > 1 else { return 20 }
        var gap = Double.infinity
        for (a, b) in zip(values, values.dropFirst()) { gap = min(gap, abs(axis.pixel(b) - axis.pixel(a))) }
        return gap.isFinite && gap > 0 ? gap : 20
    }
}
