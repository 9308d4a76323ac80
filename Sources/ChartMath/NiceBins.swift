import Foundation

extension NiceTicks {
    /// The edges of bins `step` wide covering `domain`: from the largest multiple of `step` at or
    /// below its lower bound to the smallest at or above its upper bound (one bin when the domain
    /// is a point), each rounded to the step's decimals as the axes' ticks are, so that edges read
    /// as 0.3 rather than 0.30000000000000004. Nil when the domain or the step is not finite, the
    /// step is not positive, or more than a million bins would be needed.
    public static func binEdges(covering domain: ClosedRange<Double>, step: Double) -> [Double]? {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite, step.isFinite, step > 0 else { return nil }
        let eps = 1e-9
        let first = floor(domain.lowerBound / step + eps)
        var last = ceil(domain.upperBound / step - eps)
        if last <= first { last = first + 1 }
        guard last - first <= 1_000_000 else { return nil }
        let decimals = max(0, -Int(floor(log10(step))) + 2)
        let p = pow(10, Double(min(decimals, 300)))
        return stride(from: first, through: last, by: 1).map { k in
            let v = k * step
            let r = decimals > 15 ? v : (v * p).rounded() / p
            return r == 0 ? 0 : r
        }
    }

    /// Nice bin edges for `domain` in about `target` bins: the axes' tick step
    /// (``step(span:target:)``), no smaller than `minimumStep`, and ``binEdges(covering:step:)``.
    public static func binEdges(covering domain: ClosedRange<Double>, target: Int, minimumStep: Double = 0) -> [Double]?
    {
        var span = domain.upperBound - domain.lowerBound
        if !(span > 0) { span = domain.lowerBound == 0 ? 1 : abs(domain.lowerBound) * 0.1 }
        var s = step(span: span, target: max(target, 1))
        if minimumStep.isFinite, minimumStep > s { s = minimumStep }
        return binEdges(covering: domain, step: s)
    }
}

extension NiceTicks {
    /// The rung of the date tick ladder (1, 2, 5, 10, 15, 30 seconds and minutes; 1, 2, 3, 6, 12
    /// hours; 1, 2 days; 1 week; 1, 2, 3, 6 months; 1, 2, 5, … years) whose length is closest in
    /// ratio to `span / target` seconds: the calendar step of nice date bins.
    public static func dateBinStep(span: Double, target: Int) -> (unit: CalendarUnit, count: Int) {
        let ideal = span / Double(max(target, 1))
        guard ideal.isFinite, ideal > 0 else { return (.day, 1) }
        let best = DateTicks.ladder.min { a, b in
            abs(log(a.approximateSeconds / ideal)) < abs(log(b.approximateSeconds / ideal))
        }!
        return (best.unit, best.count)
    }
}
