import ChartMath
import ChartScene
import Foundation

/// `BarMark` as a ``ChartMark`` recipe. Bars decide their extents together: bars at one position
/// stack (``BarLayout``), and bars at numbers share the spacing of their positions (``BarSlots``);
/// that is the value the chart's bars share (``ChartWideMark``), computed once per lowering. The
/// stacked extents and the positions go on the axes after every mark added its own values
/// (``ChartWideMark/addValues(shared:to:)``), so the axes come out as they always did.
extension BarSpec: ChartWideMark, AnnotatedMark, DescribedMark, RoundedMark, PositionedMark, StreamedMark {
    var markName: String { "BarMark" }

    static func shared(among bars: [BarSpec]) -> BarStacks {
        let resolved = BarLayout.resolve(bars)
        return BarStacks(bars: resolved, slots: BarSlots(resolved))
    }

    /// A bar names the axes; its values go on them with the chart's other bars (stacked).
    func addValues(to domains: inout MarkDomains, shared: BarStacks) throws {
        domains.titles = (domains.titles.x ?? x.label, domains.titles.y ?? y.label)
    }

    /// The stacked extents on the value axes and the positions on the position axes; an inferred
    /// numeric position axis reaches half a slot beyond the first and last bar once rounded to
    /// ticks, so that those bars are drawn whole (as Swift Charts pads a numeric bar axis).
    static func addValues(shared: BarStacks, to domains: inout MarkDomains) throws {
        for bar in shared.bars {
            let low = AxisValue(label: "", storage: .single(.number(bar.low)))
            let high = AxisValue(label: "", storage: .single(.number(bar.high)))
            if bar.horizontal {
                try domains.y.add(bar.position, mark: "BarMark")
                try domains.x.add(low, mark: "BarMark")
                try domains.x.add(high, mark: "BarMark")
                if bar.spec.x.containsDate { domains.x.isDate = true }
            } else {
                try domains.x.add(bar.position, mark: "BarMark")
                try domains.y.add(low, mark: "BarMark")
                try domains.y.add(high, mark: "BarMark")
                if bar.spec.y.containsDate { domains.y.isDate = true }
            }
        }
        domains.x.reach += shared.slots.edgeReach(horizontal: false, type: domains.x.type)
        domains.y.reach += shared.slots.edgeReach(horizontal: true, type: domains.y.type)
    }

    /// This bar resolved with the chart's others, or alone (in a mask).
    private func resolved(_ context: MarkContext2D, _ shared: BarStacks) -> (ResolvedBar, BarSlots)? {
        if let i = context.chartWideIndex, shared.bars.indices.contains(i) { return (shared.bars[i], shared.slots) }
        let own = BarLayout.resolve([self])
        return own.first.map { ($0, BarSlots(own)) }
    }

    func primitives(in context: MarkContext2D, shared: BarStacks) -> [ScenePrimitive] {
        guard let (bar, slots) = resolved(context, shared), let quad = Self.quad(bar, slots, context, counting: true)
        else { return [] }
        let path = ScenePath(contour: quad.map { Vec2(Float($0.x), Float($0.y)) }, color: context.color)
        return [.path(path)]
    }

    /// Annotations stand against the bar's quad.
    func annotationBounds(in context: MarkContext2D) -> (lo: SIMD2<Double>, hi: SIMD2<Double>)? {
        guard let (bar, slots) = resolved(context, context.chartWide.value(for: self)),
            let quad = Self.quad(bar, slots, context, counting: false)
        else { return nil }
        return (quad[0], quad[2])
    }

    /// The bar as a pixel-space quad in its slot (a category's band, a date unit, or the spacing
    /// of numeric positions), side by side with the others of its position when grouped with
    /// `.position(by:)`, clipped to the plot; nil when it is not drawn. With `counting`, a bar at
    /// a value that is not finite on its axes counts as skipped.
    private static func quad(
        _ b: ResolvedBar, _ slots: BarSlots, _ context: MarkContext2D, counting: Bool
    ) -> [SIMD2<Double>]? {
        let positionAxis = b.horizontal ? context.y : context.x
        let valueAxis = b.horizontal ? context.x : context.y
        let scale = context.scale
        let plot = context.plot
        guard let (lo, hi) = slot(b, slots, positionAxis) else { return nil }
        let band = hi - lo
        let grouped = b.group != nil && slots.groups.count > 1
        let size = (b.horizontal ? b.spec.height : b.spec.width).pixels(
            band: band, scale: scale, automatic: band * (grouped || b.position.binned ? 0.9 : 0.7))
        let centre = (lo + hi) / 2
        let a = valueAxis.pixel(b.low)
        let v = valueAxis.pixel(b.high)
        guard a.isFinite, v.isFinite, centre.isFinite else {
            if counting { context.log.pending += 1 }
            return nil
        }
        let p0 = centre - size / 2
        let p1 = centre + size / 2
        var quad: [SIMD2<Double>] =
            b.horizontal
            ? [SIMD2(min(a, v), p0), SIMD2(max(a, v), p0), SIMD2(max(a, v), p1), SIMD2(min(a, v), p1)]
            : [SIMD2(p0, min(a, v)), SIMD2(p1, min(a, v)), SIMD2(p1, max(a, v)), SIMD2(p0, max(a, v))]
        quad = quad.map { $0 + context.style.offset * scale }
        // Keep inside the plot area; a bar wholly outside (scrolled out of view) is not drawn.
        quad = quad.map { SIMD2(min(max($0.x, plot.lo.x), plot.hi.x), min(max($0.y, plot.lo.y), plot.hi.y)) }
        let outside = b.horizontal ? quad[2].y - quad[0].y <= 0 : quad[2].x - quad[0].x <= 0
        return outside ? nil : quad
    }

    /// The bar's slot along its position axis, in pixels: its band, or the spacing around its
    /// number, narrowed to its group's share when grouped.
    private static func slot(_ b: ResolvedBar, _ slots: BarSlots, _ axis: PlotAxis) -> (Double, Double)? {
        var lo: Double
        var hi: Double
        if let span = axis.pixelSpan(of: b.position) {
            (lo, hi) = (min(span.0, span.1), max(span.0, span.1))
        } else {
            let c = axis.pixel(of: b.position)
            let spacing = slots.spacing(horizontal: b.horizontal, axis: axis)
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
        return (lo, hi)
    }

    var legendSample: MarkLegendSample { .square }

    /// Bars move their position and value.
    func interpolated(to target: BarSpec, fraction t: Double) -> BarSpec? {
        var q = target
        q.x = x.mixed(q.x, t)
        q.y = y.mixed(q.y, t)
        return q
    }

    /// The bar's x (its start for a Gantt bar's range), as a streaming chart scrolls to it.
    var streamedX: AxisValue? { x }
}

/// What a chart's bars share: the bars stacked in declaration order, and their slots.
struct BarStacks: Sendable {
    var bars: [ResolvedBar]
    var slots: BarSlots
}

/// What bars share: the `.position(by:)` groups and the spacing of numeric bar positions.
struct BarSlots: Sendable {
    let groups: [String]
    let positions: (vertical: [Double], horizontal: [Double])
    /// The positions that are single numbers or dates (not a binned unit), which stand in the
    /// middle of their slot.
    let pointPositions: (vertical: [Double], horizontal: [Double])

    init(_ bars: [ResolvedBar]) {
        var groups: [String] = []
        var vertical: Set<Double> = []
        var horizontal: Set<Double> = []
        var points: (vertical: Set<Double>, horizontal: Set<Double>) = ([], [])
        for b in bars {
            if let g = b.group, !groups.contains(g) { groups.append(g) }
            if let n = b.position.number, b.position.category == nil {
                if b.horizontal { horizontal.insert(n) } else { vertical.insert(n) }
                if case .single = b.position.storage {
                    if b.horizontal { points.horizontal.insert(n) } else { points.vertical.insert(n) }
                }
            }
        }
        self.groups = groups
        positions = (vertical.sorted(), horizontal.sorted())
        pointPositions = (points.vertical.sorted(), points.horizontal.sorted())
    }

    /// The spacings already measured, one per orientation and axis mapping: every bar asks, and
    /// measuring walks all positions, so without it a chart of n bars took n² steps (100,000 bars:
    /// minutes).
    private let measured = BarSpacingMemo()

    /// The pixel spacing of adjacent numeric positions (the smallest gap), or 20 px for one bar.
    func spacing(horizontal: Bool, axis: PlotAxis) -> Double {
        let key = BarSpacingMemo.Key(
            horizontal: horizontal, scale: axis.scale, pixelStart: axis.pixelStart, pixelEnd: axis.pixelEnd)
        if let known = measured.value(for: key) { return known }
        let values = horizontal ? positions.horizontal : positions.vertical
        guard values.count > 1 else { return 20 }
        var gap = Double.infinity
        for (a, b) in zip(values, values.dropFirst()) { gap = min(gap, abs(axis.pixel(b) - axis.pixel(a))) }
        let spacing = gap.isFinite && gap > 0 ? gap : 20
        measured.store(spacing, for: key)
        return spacing
    }

    /// The values half the smallest gap before the first and after the last numeric position of
    /// the vertical (or horizontal) bars, which keep the edge bars' slots inside the domain; none
    /// for fewer than two positions or a scale whose spacing in pixels is not the data's (log).
    func edgeReach(horizontal: Bool, type: ScaleType) -> [Double] {
        let values = horizontal ? pointPositions.horizontal : pointPositions.vertical
        guard values.count > 1, type == .linear || type == .date, let first = values.first, let last = values.last
        else { return [] }
        var gap = Double.infinity
        for (a, b) in zip(values, values.dropFirst()) { gap = min(gap, b - a) }
        guard gap.isFinite, gap > 0 else { return [] }
        return [first - gap / 2, last + gap / 2]
    }
}

/// The bar spacings a ``BarSlots`` has measured, by orientation and axis mapping (the pixel spacing
/// depends on the axis the bars are drawn on, which lowering passes to each bar).
final class BarSpacingMemo: @unchecked Sendable {
    struct Key: Hashable {
        var horizontal: Bool
        var scale: AxisScale
        var pixelStart: Double
        var pixelEnd: Double

        func hash(into hasher: inout Hasher) {
            hasher.combine(horizontal)
            hasher.combine(scale.start)
            hasher.combine(scale.end)
            hasher.combine(pixelStart)
            hasher.combine(pixelEnd)
        }
    }

    private let lock = NSLock()
    private var values: [Key: Double] = [:]

    func value(for key: Key) -> Double? { lock.withLock { values[key] } }

    func store(_ value: Double, for key: Key) { lock.withLock { values[key] = value } }
}
