import ChartMath
import ChartScene

/// A 2D rule, the element a `RuleMark(x:)`, `RuleMark(y:)` or a span form gives in a `Chart`: a
/// value on one axis (across the whole plot) or a span on one axis at a value on the other. Every
/// concern of the 2D rule is here, as a ``ChartMark`` recipe; its style (colour, category,
/// annotations) rides on the element.
struct Rule2DSpec: ChartMark, StrokedMark, AnnotatedMark, DescribedMark, NamedIn3DErrors {
    var x: AxisValue?
    var y: AxisValue?
    var stroke = StrokeStyle(lineWidth: 1)

    var markName: String { "RuleMark" }
    var nameIn3DErrors: String { "RuleMark(x:) / RuleMark(y:)" }

    /// Rules widen the domains but do not name the axes (the data marks do).
    func addValues(to domains: inout MarkDomains) throws {
        if let v = x { try domains.addX(v, titled: false) }
        if let v = y { try domains.addY(v, titled: false) }
    }

    /// Where the rule is drawn, if it is.
    private enum Segment {
        case drawn(SIMD2<Double>, SIMD2<Double>)
        /// A value is not finite on its axis (counted as skipped).
        case notFinite
        /// Wholly outside the plot (scrolled out of view, or off an explicit domain): not drawn.
        case outside
    }

    private func segment(in context: MarkContext2D) -> Segment {
        let plot = context.plot
        var a = SIMD2(plot.lo.x, plot.lo.y)
        var b = SIMD2(plot.hi.x, plot.hi.y)
        func place(_ v: AxisValue?, _ axis: PlotAxis, _ lo: inout Double, _ hi: inout Double) {
            guard let v else { return }
            // A span runs from end to end; a binned date (`unit: .day`) stands at its unit's middle.
            if case .range = v.storage, !v.binned, let span = axis.pixelSpan(of: v) {
                (lo, hi) = span
            } else {
                let p = axis.pixel(of: v)
                (lo, hi) = (p, p)
            }
        }
        place(x, context.x, &a.x, &b.x)
        place(y, context.y, &a.y, &b.y)
        // A rule given only by y runs across the plot horizontally; only by x, vertically.
        if x == nil { (a.x, b.x) = (plot.lo.x, plot.hi.x) }
        if y == nil { (a.y, b.y) = (plot.lo.y, plot.hi.y) }
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return .notFinite }
        let (ruleLo, ruleHi) = (pointwiseMin(a, b), pointwiseMax(a, b))
        guard ruleLo.x <= plot.hi.x + 0.5, ruleHi.x >= plot.lo.x - 0.5, ruleLo.y <= plot.hi.y + 0.5,
            ruleHi.y >= plot.lo.y - 0.5
        else { return .outside }
        return .drawn(a, b)
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        switch segment(in: context) {
        case .drawn(let a, let b): return context.stroke([[a, b]], style: stroke, clipping: .chart)
        case .notFinite:
            context.log.pending += 1
            return []
        case .outside: return []
        }
    }

    func annotationBounds(in context: MarkContext2D) -> (lo: SIMD2<Double>, hi: SIMD2<Double>)? {
        guard case .drawn(let a, let b) = segment(in: context) else { return nil }
        return (pointwiseMin(a, b), pointwiseMax(a, b))
    }

    var legendSample: MarkLegendSample { .line(dash: stroke.dash) }

    /// A rule reads as its value (or its span on y) at its x.
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry? {
        var q = AccessiblePoint(x: x?.primitive, y: y?.primitive)
        if case .range(let lo, let hi) = y?.storage {
            q.y = lo
            q.yEnd = hi.number
        }
        return AccessibleEntry(
            kind: .rule, name: style.category?.storage.first.text, x: x?.label, y: y?.label, point: q)
    }

    /// Values on both axes move where both rules have them.
    func interpolated(to target: Rule2DSpec, fraction t: Double) -> Rule2DSpec? {
        var q = target
        if let px = x, let qx = q.x { q.x = px.mixed(qx, t) }
        if let py = y, let qy = q.y { q.y = py.mixed(qy, t) }
        return q
    }
}
