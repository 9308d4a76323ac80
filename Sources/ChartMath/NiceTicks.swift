import Foundation

/// Tick positions at "nice" round numbers (1, 2 or 5 times a power of ten) for an axis.
///
/// The step is chosen as d3-scale and matplotlib's `MaxNLocator` do: the raw step `span / target`
/// is rounded to 1, 2, 5 or 10 times its power of ten at the geometric midpoints √2, √10 and √50.
public enum NiceTicks {
    /// The nice step for covering `span` with about `target` intervals.
    public static func step(span: Double, target: Int) -> Double {
        guard span.isFinite, span > 0, target > 0 else { return 1 }
        let raw = span / Double(target)
        let magnitude = pow(10, floor(log10(raw)))
        let residual = raw / magnitude
        let nice: Double =
            residual >= 50.0.squareRoot()
            ? 10 : residual >= 10.0.squareRoot() ? 5 : residual >= 2.0.squareRoot() ? 2 : 1
        return nice * magnitude
    }

    /// The ticks inside `domain` (inclusive, with a tolerance of a millionth of a step), about
    /// `target` of them, as exact multiples of the step (so 0.1 × 3 prints as 0.3, not 0.30000000000000004).
    public static func ticks(in domain: ClosedRange<Double>, target: Int) -> [Double] {
        let span = domain.upperBound - domain.lowerBound
        guard span.isFinite, span > 0 else { return domain.lowerBound.isFinite ? [domain.lowerBound] : [] }
        let s = step(span: span, target: target)
        let eps = s * 1e-6
        let first = ceil((domain.lowerBound - eps) / s)
        let last = floor((domain.upperBound + eps) / s)
        guard last >= first, last - first < 10_000 else { return [] }
        return stride(from: first, through: last, by: 1).map { k in
            let v = k * s
            // Round to the step's decimal precision so labels and comparisons are exact.
            let decimals = max(0, -Int(floor(log10(s))) + 2)
            let p = pow(10, Double(decimals))
            let r = (v * p).rounded() / p
            return r == 0 ? 0 : r  // no negative zero
        }
    }

    /// `domain` widened outward to the nearest ticks, so an inferred axis starts and ends on a tick.
    /// A zero-width domain is widened by one unit on each side (or 10 % of its magnitude).
    public static func niceDomain(_ domain: ClosedRange<Double>, target: Int) -> ClosedRange<Double> {
        var lo = domain.lowerBound
        var hi = domain.upperBound
        if !(hi > lo) {
            let pad = lo == 0 ? 1 : abs(lo) * 0.1
            lo -= pad
            hi += pad
        }
        let s = step(span: hi - lo, target: target)
        let start = floor(lo / s + 1e-9) * s
        let end = ceil(hi / s - 1e-9) * s
        // A subnormal span has no nice step (it underflows to 0 and the bounds to NaN, which trapped
        // in `...`), and near the largest Double the rounded bounds overflow: keep the domain as it is.
        guard start.isFinite, end.isFinite, start <= end else { return lo...hi }
        return start...end
    }

    /// A short label for a tick value: `TickFormatter.label(_:step:)` — the fewest decimals that the step needs, no
    /// trailing zeros, a true minus sign, and scientific notation ("2×10⁷") for steps ≥ 10⁶ or < 10⁻⁴.
    public static func label(_ value: Double, step: Double) -> String {
        TickFormatter.label(value, step: step)
    }
}
