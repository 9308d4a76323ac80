import Foundation

extension AxisScale {
    /// The domain to use for `values` (data units) when none is given: from the finite values valid for `type`
    /// (others are ignored), widened outward to nice tick values for about `target` ticks. Always start < end.
    ///
    /// - `.linear`, `.squareRoot`, `.symmetricLog`: `includesZero` adds 0 first (Swift Charts includes zero in
    ///   numeric scales by default); the ends are the first and last values of the best extended-Wilkinson
    ///   labeling that covers the data.
    /// - `.log`: `includesZero` is ignored; spanning at least one decade, the ends round out to decades
    ///   (3…4000 → 1…10 000); under one decade, to the leading digit (2.7…6.3 → 2…7).
    /// - `.date`: `includesZero` is ignored; the ends round out to the boundaries of the calendar interval that
    ///   `ticks(target:)` would use (months, days, hours, …); outside the years 1600…9999 as `.linear`.
    /// - No usable values: (0, 1), or (1, 10) for `.log`. One distinct value `v`: linear types widen by 10 % of
    ///   |v| (1 when v = 0) each side before rounding; `.log` takes the decades around it (v/10…10v when v is a
    ///   decade); `.date` takes v ± 12 hours.
    public static func inferredDomain(
        of values: [Double], type: ScaleType, includesZero: Bool, target: Int
    ) -> (start: Double, end: Double) {
        let valid = values.filter { type.accepts($0) }
        let target = max(2, target)
        guard var lo = valid.min(), var hi = valid.max() else { return type == .log ? (1, 10) : (0, 1) }
        switch type {
        case .log:
            return logDomain(lo, hi)
        case .date:
            if lo == hi { (lo, hi) = (lo - 43_200, hi + 43_200) }
            if let interval = DateTicks.interval(lo, hi, target: target) {
                return (DateTicks.boundary(atOrBefore: lo, interval), DateTicks.boundary(atOrAfter: hi, interval))
            }
            return linearDomain(lo, hi, target: target)
        case .linear, .squareRoot, .symmetricLog, .power:
            if includesZero {
                lo = min(lo, 0)
                hi = max(hi, 0)
            }
            if lo == hi {
                let pad = lo == 0 ? 1 : abs(lo) * 0.1
                (lo, hi) = (lo - pad, hi + pad)
            }
            return linearDomain(lo, hi, target: target)
        }
    }

    /// `lo…hi` widened to the ends of the best covering extended-Wilkinson labeling whose ends are also the first
    /// and last of `ticks(target:)` on the widened domain (so an inferred axis starts and ends on a tick); the best
    /// covering labeling when none is, and `NiceTicks.niceDomain` when the search has no answer.
    private static func linearDomain(_ lo: Double, _ hi: Double, target: Int) -> (start: Double, end: Double) {
        let ticksEndOnTheDomainEnds = { (candidate: TickLattice) -> Bool in
            let values = candidate.values
            guard let first = values.first, let last = values.last, first < last,
                let ticks = linearLattice(first, last, target: target)?.values
            else { return false }
            return ticks.first == first && ticks.last == last
        }
        for accept in [ticksEndOnTheDomainEnds, nil] {
            if let loose = ExtendedWilkinson.labeling(lo, hi, target: target, mode: .loose, accept: accept),
                let start = loose.values.first, let end = loose.values.last, start <= lo, end >= hi, start < end
            {
                return (start, end)
            }
        }
        let nice = NiceTicks.niceDomain(lo...hi, target: target)
        return (nice.lowerBound, nice.upperBound)
    }

    /// `lo…hi` (> 0) rounded out to decades, or to leading digits under one decade.
    private static func logDomain(_ lo: Double, _ hi: Double) -> (start: Double, end: Double) {
        let lowDecade = Int(floor(log10(lo) + 1e-12))
        let highDecade = Int(ceil(log10(hi) - 1e-12))
        if lo == hi {
            let d = LogTicks.decade(lowDecade)
            return d == lo
                ? (LogTicks.decade(lowDecade - 1), LogTicks.decade(lowDecade + 1)) : (d, LogTicks.decade(lowDecade + 1))
        }
        if hi / lo >= 10 {
            return (LogTicks.decade(lowDecade), LogTicks.decade(highDecade))
        }
        let start = leadingDigit(lo, roundingUp: false)
        let end = leadingDigit(hi, roundingUp: true)
        return start < end ? (start, end) : (LogTicks.decade(lowDecade), LogTicks.decade(highDecade))
    }

    /// `v` (> 0) rounded down or up to one significant digit, as an exact decimal: 2.7 → 2, 6.3 → 7.
    private static func leadingDigit(_ v: Double, roundingUp: Bool) -> Double {
        let e = Int(floor(log10(v)))
        let scaled = v / pow(10, Double(e))
        // A tolerance so that 3.0000000000000004 stays 3 when rounding up.
        let digit = roundingUp ? (scaled - 1e-9).rounded(.up) : (scaled + 1e-9).rounded(.down)
        return TickLattice.decimal(Int64(max(1, digit)), e)
    }
}
