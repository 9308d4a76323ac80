import Foundation

/// Linear tick search after Talbot, Lin & Hanrahan, "An Extension of Wilkinson's Algorithm for Positioning Tick
/// Labels on Axes" (InfoVis 2010), as in R's `labeling::extended`.
///
/// A labeling is `k` values `start·q·10^z + i·j·q·10^z`: step `j·q·10^z` with `q` from the preference-ordered
/// nice numbers `Q`, every `j`-th multiple (skipping). It scores
/// - simplicity: earlier `q`, no skipping, and zero among the values;
/// - coverage: the values' extent close to the data's;
/// - density: close to the target number of ticks;
/// - legibility: constant here (one format, one orientation);
///
/// with weights 0.25, 0.2, 0.5, 0.05, and returns the best. Only lattices aligned to their step (values that are
/// multiples of `j·q·10^z`) are considered. Upper bounds on each score prune the search, and every
/// loop also has a fixed cap, so it always ends quickly.
enum ExtendedWilkinson {
    /// Which labelings qualify.
    enum Mode {
        /// Talbot's original search: the labels may extend past the data where that scores better.
        case free
        /// Every value inside the data range: tick marks for an axis whose domain is fixed.
        case inside
        /// The values cover the data range (first ≤ min, last ≥ max): a domain to widen the data to.
        case loose
    }

    /// The nice numbers, most preferred first. Talbot's list also has 4 and 3; they are left out
    /// because steps of 0.4 or 3 put the ticks off the values readers look for (±1 on a cosine in
    /// −1.2…1.2, multiples of 10 on an axis of years) — matplotlib's default steps are the same four.
    static let q: [Double] = [1, 5, 2, 2.5]
    static let weights = (simplicity: 0.25, coverage: 0.2, density: 0.5, legibility: 0.05)

    // Caps that the pruning makes unreachable in practice; they only guarantee termination.
    private static let maxSkip = 12
    private static let maxExponentSteps = 40

    /// The best labeling of `dmin…dmax` with about `target` values, as an exact decimal lattice; nil when the range
    /// is empty, not finite, or too narrow for its magnitude to be resolved.
    ///
    /// `accept`, when given, vetoes candidates: only those it returns true for can win. It is asked only about a
    /// candidate that would beat the best so far, so it may be costly.
    static func labeling(
        _ dmin: Double, _ dmax: Double, target: Int, mode: Mode, accept: ((TickLattice) -> Bool)? = nil
    ) -> TickLattice? {
        let range = dmax - dmin
        guard dmin.isFinite, dmax.isFinite, range.isFinite, range > 0,
            range > 1e-12 * max(abs(dmin), abs(dmax))
        else { return nil }
        let m = max(2, target)
        let maxTicks = 4 * m + 10
        let w = weights
        let eps = range * 1e-9
        var bestScore = -2.0
        var best: (start: Double, j: Int, qIndex: Int, z: Int, k: Int)?

        var j = 1
        search: while j <= maxSkip {
            for (qIndex, q) in q.enumerated() {
                let sm = simplicityMax(qIndex: qIndex, j: j)
                if w.simplicity * sm + w.coverage + w.density + w.legibility < bestScore { break search }
                var k = 2
                while k <= maxTicks {
                    let dm = densityMax(k: k, m: m)
                    if w.simplicity * sm + w.coverage + w.density * dm + w.legibility < bestScore { break }
                    let delta = range / Double(k + 1) / Double(j) / q
                    // A subnormal range divides down to 0 (log10 = −∞, which `Int` traps on; found
                    // by the lowering fuzzer): no labeling at this k.
                    let exponent = ceil(log10(delta))
                    guard exponent.isFinite, abs(exponent) < 400 else {
                        k += 1
                        continue
                    }
                    var z = Int(exponent)
                    for _ in 0..<maxExponentSteps {
                        let step = Double(j) * q * pow(10, Double(z))
                        let span = step * Double(k - 1)
                        if mode == .inside && span > range + eps { break }
                        let cm = coverageMax(dmin, dmax, span: span)
                        if w.simplicity * sm + w.coverage * cm + w.density * dm + w.legibility < bestScore { break }
                        let unit = step / Double(j)
                        let minStart = floor(dmax / step) * Double(j) - Double((k - 1) * j)
                        let maxStart = ceil(dmin / step) * Double(j)
                        // Only lattices aligned to the step (start a multiple of j): skipping with an offset
                        // (1.65, 1.75, …) scores well on coverage but reads worse than plain multiples.
                        var start = (minStart / Double(j)).rounded(.up) * Double(j)
                        while start <= maxStart {
                            let lmin = start * unit
                            let lmax = lmin + span
                            let current = start
                            start += Double(j)
                            switch mode {
                            case .free: break
                            case .inside: if lmin < dmin - eps || lmax > dmax + eps { continue }
                            case .loose: if lmin > dmin + eps || lmax < dmax - eps { continue }
                            }
                            let s = simplicityMax(qIndex: qIndex, j: j) - (lmin <= 0 && lmax >= 0 ? 0 : 1)
                            let c = coverage(dmin, dmax, lmin, lmax)
                            let g = density(k: k, m: m, dmin, dmax, lmin, lmax)
                            let score = w.simplicity * s + w.coverage * c + w.density * g + w.legibility
                            if score > bestScore {
                                if let accept {
                                    guard let candidate = lattice(start: current, j: j, qIndex: qIndex, z: z, k: k),
                                        accept(candidate)
                                    else { continue }
                                }
                                bestScore = score
                                best = (current, j, qIndex, z, k)
                            }
                        }
                        z += 1
                    }
                    k += 1
                }
            }
            j += 1
        }
        guard let b = best else { return nil }
        return lattice(start: b.start, j: b.j, qIndex: b.qIndex, z: b.z, k: b.k)
    }

    /// The labeling `start·q·10^z + i·j·q·10^z`, i < k, as exact decimals; nil when it does not fit in 64 bits.
    private static func lattice(start: Double, j: Int, qIndex: Int, z: Int, k: Int) -> TickLattice? {
        // q·10^z = (10q)·10^(z−1), and 10q is an integer for every q in Q.
        let q10 = Int64((q[qIndex] * 10).rounded())
        guard abs(start) * Double(q10) < 1e15 else { return nil }
        return TickLattice(first: Int64(start) * q10, stride: Int64(j) * q10, count: k, exponent: z - 1)
    }

    /// Simplicity with zero among the labels, the most a labeling with this `q` and skip `j` can score.
    static func simplicityMax(qIndex: Int, j: Int) -> Double {
        2 - Double(qIndex) / Double(q.count - 1) - Double(j)
    }

    /// 1 when the labels span exactly the data, falling quadratically as either end misses by more.
    static func coverage(_ dmin: Double, _ dmax: Double, _ lmin: Double, _ lmax: Double) -> Double {
        let range = dmax - dmin
        return 1 - 0.5 * squaredRatio(dmax - lmax, dmin - lmin, over: 0.1 * range)
    }

    /// `(a² + b²) / d²`, computed as written when every square is a normal number, and as
    /// `(a/d)² + (b/d)²` when a square would overflow or underflow: a data range beyond about
    /// 1e±154 made the scores NaN, which disabled every pruning test, so the search ran to its caps
    /// (seconds per axis; found by the lowering fuzzer).
    static func squaredRatio(_ a: Double, _ b: Double, over d: Double) -> Double {
        let direct = (a * a + b * b) / (d * d)
        if direct.isFinite, (d * d).isNormal { return direct }
        return (a / d) * (a / d) + (b / d) * (b / d)
    }

    /// The best coverage that labels spanning `span` can reach.
    static func coverageMax(_ dmin: Double, _ dmax: Double, span: Double) -> Double {
        let range = dmax - dmin
        guard span > range else { return 1 }
        let half = (span - range) / 2
        return 1 - 0.5 * squaredRatio(half, half, over: 0.1 * range)
    }

    /// 1 when the label density matches `m` labels over the union of the data and label ranges.
    static func density(k: Int, m: Int, _ dmin: Double, _ dmax: Double, _ lmin: Double, _ lmax: Double) -> Double {
        let r = Double(k - 1) / (lmax - lmin)
        let rt = Double(m - 1) / (max(lmax, dmax) - min(dmin, lmin))
        return 2 - max(r / rt, rt / r)
    }

    /// The best density that `k` labels can reach for a target of `m`.
    static func densityMax(k: Int, m: Int) -> Double {
        k >= m ? 2 - Double(k - 1) / Double(m - 1) : 1
    }
}
