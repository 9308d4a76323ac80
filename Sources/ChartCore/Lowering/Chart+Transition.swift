import ChartMath
import Foundation

extension Chart {
    /// The chart a fraction `t` of the way from `self` to `target`, for animated transitions: the
    /// data are interpolated and the chart lowered again, rather than the drawn scenes.
    ///
    /// Marks built for identified data elements (`ForEach` or `Chart(data)` over `Identifiable`
    /// elements, or either with `id:` and a `Sendable` id) are matched by that id, and by their
    /// place in the element's content (the bar and the point of one element each find their own);
    /// the other marks are matched in declaration order among themselves. A matched pair of the
    /// same kind moves: numbers and dates interpolate, categories and strings snap to the target;
    /// vectorized plots (`PointPlot`, `LinePlot`) interpolate element-wise when both have the same
    /// count, else snap. Marks only in the target (an inserted id) fade in, marks only in `self` (a
    /// removed id) fade out, drawn after the target's marks. Numeric axes whose domains are inferred interpolate their resolved domains,
    /// so ticks and labels re-layout smoothly; everything else (styles, axes, legend) is the target's.
    /// `t` may leave 0…1 (a spring overshoots); `t ≥ 1` gives `target` itself.
    public func interpolated(to target: Chart, fraction t: Double, scale: Double = 1) -> Chart {
        ChartTransition(from: self, to: target, scale: scale).chart(at: t)
    }
}

/// A transition between two charts with their layouts resolved once: ``chart(at:)`` gives the
/// chart for each frame without lowering the two ends again (``Chart/interpolated(to:fraction:scale:)``
/// lowers both every call). Build one per change and frame size.
public struct ChartTransition: Sendable {
    /// The chart the transition starts from.
    public let from: Chart
    /// The chart it ends at.
    public let to: Chart
    /// The resolved (x, y) scales of the two ends, for the axes whose domains interpolate.
    private let ends: (x: (AxisScale, AxisScale)?, y: (AxisScale, AxisScale)?)
    /// Which mark of `from` each mark of `to` moves from.
    private let pairing: ElementPairing

    /// A transition from `from` to `to`, laid out at `scale` device pixels per point (the frame
    /// sizes are the charts' own).
    public init(from: Chart, to: Chart, scale: Double = 1) {
        self.from = from
        self.to = to
        ends = Self.domainEnds(from, to, scale: scale)
        pairing = ElementPairing(from: from.elements, to: to.elements)
    }

    /// The chart a fraction `t` of the way (see ``Chart/interpolated(to:fraction:scale:)``).
    public func chart(at t: Double) -> Chart {
        if t >= 1 || !t.isFinite { return to }
        let elements = pairing.elements(from: from.elements, to: to.elements, at: t)
        var result = Chart { elements }
        result.configuration = to.configuration
        result.xSelection = to.xSelection
        result.selections = to.selections
        func mix(_ ends: (AxisScale, AxisScale)?) -> ClosedRange<Double>? {
            guard let (a, b) = ends else { return nil }
            let lo = a.start + (b.start - a.start) * t
            let hi = a.end + (b.end - a.end) * t
            return lo < hi ? lo...hi : nil
        }
        let x = mix(ends.x)
        let y = mix(ends.y)
        if x != nil || y != nil {
            result = result.modified {
                if let x { $0.x.domain = x }
                if let y { $0.y.domain = y }
            }
        }
        return result
    }

    /// The resolved x and y scales of `a` and `b`, for axes that are numeric, increasing, not
    /// scrollable and not fixed by `chartXScale(domain:)` in either chart.
    private static func domainEnds(_ a: Chart, _ b: Chart, scale: Double) -> (
        x: (AxisScale, AxisScale)?, y: (AxisScale, AxisScale)?
    ) {
        if SectorLowering.isSectorChart(b.elements) { return (nil, nil) }
        guard let la = try? Lowering2D(chart: a, scale: scale).lowerWithLayout().layout,
            let lb = try? Lowering2D(chart: b, scale: scale).lowerWithLayout().layout
        else { return (nil, nil) }
        func pair(_ pa: PlotAxis, _ pb: PlotAxis, _ spec: ScaleSpec, _ specA: ScaleSpec, scrolls: Bool)
            -> (AxisScale, AxisScale)?
        {
            guard spec.domain == nil, specA.domain == nil, !scrolls, !spec.reversed, pa.categories.isEmpty,
                pb.categories.isEmpty, pa.scale.type == pb.scale.type, pa.scale.start < pa.scale.end,
                pb.scale.start < pb.scale.end
            else { return nil }
            return (pa.scale, pb.scale)
        }
        let cb = b.configuration.value
        let ca = a.configuration.value
        return (
            pair(la.x, lb.x, cb.x, ca.x, scrolls: cb.scroll.xLength != nil),
            pair(la.y, lb.y, cb.y, ca.y, scrolls: cb.scroll.yLength != nil)
        )
    }
}

extension Chart3D {
    /// The chart a fraction `t` of the way from `self` to `target`, for animated transitions: marks
    /// are paired as in ``Chart/interpolated(to:fraction:scale:)`` (by id, else in declaration
    /// order) and their numbers move, marks only at one end fade; the axes' domains are inferred
    /// from the in-between data, and everything else is the target's. `t ≥ 1` gives `target`.
    public func interpolated(to target: Chart3D, fraction t: Double) -> Chart3D {
        if t >= 1 || !t.isFinite { return target }
        let pairing = ElementPairing(from: elements, to: target.elements)
        var result = Chart3D { pairing.elements(from: elements, to: target.elements, at: t) }
        result.configuration = target.configuration
        return result
    }
}

/// How the marks of two charts pair up in a transition: identified marks by identity (the n-th
/// mark with an identity in one chart with the n-th with the same identity in the other), the
/// rest in declaration order among themselves.
struct ElementPairing: Sendable {
    /// For each mark of the target, in order, the index of its partner in the source, if any.
    let partners: [Int?]
    /// The source's marks with no partner (they fade out), in order.
    let leaving: [Int]

    init(from a: [ChartElement], to b: [ChartElement]) {
        var identified: [ElementIdentity: [Int]] = [:]
        var anonymous: [Int] = []
        for (i, e) in a.enumerated() {
            if let identity = e.identity {
                identified[identity, default: []].append(i)
            } else {
                anonymous.append(i)
            }
        }
        var seen: [ElementIdentity: Int] = [:]
        var nextAnonymous = 0
        var used = [Bool](repeating: false, count: a.count)
        partners = b.map { e in
            var partner: Int?
            if let identity = e.identity {
                let n = seen[identity, default: 0]
                seen[identity] = n + 1
                if let candidates = identified[identity], n < candidates.count { partner = candidates[n] }
            } else if nextAnonymous < anonymous.count {
                partner = anonymous[nextAnonymous]
                nextAnonymous += 1
            }
            if let partner { used[partner] = true }
            return partner
        }
        leaving = a.indices.filter { !used[$0] }
    }

    /// The marks a fraction `t` of the way: the target's, each moved back from its partner by
    /// 1 − t or faded in by t, then the source's unmatched marks faded out by 1 − t.
    func elements(from a: [ChartElement], to b: [ChartElement], at t: Double) -> [ChartElement] {
        var result: [ChartElement] = []
        result.reserveCapacity(b.count + leaving.count)
        for (j, e) in b.enumerated() {
            if let i = partners[j] {
                result.append(ChartElement.interpolate(a[i], e, t))
            } else {
                result.append(e.fading(max(0, min(1, t))))
            }
        }
        for i in leaving { result.append(a[i].fading(max(0, min(1, 1 - t)))) }
        return result
    }
}

extension ChartElement {
    /// `b` with its values moved back towards `a`'s by 1 − t, when both are the same kind; it keeps
    /// `b`'s identity.
    static func interpolate(_ a: ChartElement, _ b: ChartElement, _ t: Double) -> ChartElement {
        var result = mixed(a, b, t)
        result.identity = b.identity
        return result
    }

    private static func mixed(_ a: ChartElement, _ b: ChartElement, _ t: Double) -> ChartElement {
        // Marks of different types (or of types that do not move): the target as it is.
        var q = b.recipe
        q.mark = a.recipe.mark.interpolated(toAny: q.mark, fraction: t) ?? q.mark
        return ChartElement(recipe: q)
    }

    /// The element at `opacity` times its own opacity (marks appearing or leaving), keeping its
    /// identity.
    func fading(_ opacity: Double) -> ChartElement {
        var result = faded(opacity)
        result.identity = identity
        return result
    }

    private func faded(_ opacity: Double) -> ChartElement {
        func fade(_ style: inout MarkStyle) { style.opacity *= opacity }
        var s = recipe
        fade(&s.style)
        return ChartElement(recipe: s)
    }
}

extension AxisValue {
    /// The target value `b` moved back towards `self` by 1 − t: numbers and dates (single values
    /// and both ends of ranges) interpolate, strings snap to `b`.
    func mixed(_ b: AxisValue, _ t: Double) -> AxisValue {
        var result = b
        switch (storage, b.storage) {
        case (.single(let p), .single(let q)):
            result.storage = .single(p.mixed(q, t))
        case (.range(let p0, let p1), .range(let q0, let q1)):
            result.storage = .range(p0.mixed(q0, t), p1.mixed(q1, t))
        default:
            break
        }
        return result
    }
}

extension PlottablePrimitive {
    func mixed(_ b: PlottablePrimitive, _ t: Double) -> PlottablePrimitive {
        switch (self, b) {
        case (.number(let p), .number(let q)): .number(p + (q - p) * t)
        case (.date(let p), .date(let q)):
            .date(
                Date(
                    timeIntervalSince1970: p.timeIntervalSince1970 + (q.timeIntervalSince1970 - p.timeIntervalSince1970)
                        * t))
        default: b
        }
    }
}

extension Column {
    /// Element-wise interpolation when both columns hold as many values, else `b`.
    func mixed(_ b: Column, _ t: Double) -> Column {
        guard values.count == b.values.count else { return b }
        var result = b
        for i in result.values.indices { result.values[i] = values[i] + (b.values[i] - values[i]) * t }
        return result
    }
}
