import Foundation

/// Ticks for square-root and symmetric-log axes: nice values in data space, spread evenly enough in the
/// transformed space where the axis is linear.
///
/// Candidates are the multiples of a 1-2-5 step for about 2 × target linear ticks (exact decimals), plus, for
/// symmetric log, 0 and ±10ⁿ. They are accepted greedily, roundest first — zero, then decades (largest first),
/// then by the largest 1-2-5 round number that divides them — whenever their transformed position is at least
/// 0.6 × (transformed span / target) from every tick already accepted. Labels use the candidate step
/// (`TickFormatter.label`), and `TickFormatter.logLabel` for symmetric-log decades ≥ 10.
enum TransformedTicks {
    static func ticks(_ lo: Double, _ hi: Double, target: Int, type: ScaleType) -> [Tick] {
        let target = max(2, target)
        let span = hi - lo
        let step = NiceTicks.step(span: span, target: 2 * target)
        let resolution = TickFormatter.resolutionExponent(of: step)
        let stepMantissa = Int64((step / pow(10, Double(resolution))).rounded())
        guard stepMantissa > 0,
            let lattice = TickLattice(first: 0, stride: stepMantissa, count: 1, exponent: resolution).filling(lo, hi)
        else { return [] }

        struct Candidate {
            var value: Double
            var rank: Double  // higher is accepted first
            var isDecade: Bool
        }
        var candidates: [Candidate] = []
        for i in 0..<lattice.count {
            let mantissa = lattice.first + Int64(i) * lattice.stride
            let value = TickLattice.decimal(mantissa, lattice.exponent)
            candidates.append(Candidate(value: value, rank: roundness(mantissa), isDecade: false))
        }
        if type == .symmetricLog {
            let top = Int(floor(log10(max(abs(lo), abs(hi)))))
            if top >= 0 {
                for n in 0...top {
                    let d = LogTicks.decade(n)
                    for v in [-d, d] where v >= lo && v <= hi && !candidates.contains(where: { $0.value == v }) {
                        candidates.append(Candidate(value: v, rank: 0, isDecade: true))
                    }
                }
            }
            for i in candidates.indices where candidates[i].value != 0 && isDecade(candidates[i].value) {
                candidates[i].isDecade = abs(candidates[i].value) >= 1
                if candidates[i].isDecade { candidates[i].rank = 1000 + log10(abs(candidates[i].value)) }
            }
        }
        for i in candidates.indices where candidates[i].value == 0 { candidates[i].rank = .infinity }
        candidates.sort { $0.rank != $1.rank ? $0.rank > $1.rank : abs($0.value) < abs($1.value) }

        let tLo = type.transform(lo)
        let tHi = type.transform(hi)
        let minGap = 0.6 * (tHi - tLo) / Double(target)
        var accepted: [Candidate] = []
        var positions: [Double] = []
        for candidate in candidates {
            let t = type.transform(candidate.value)
            if positions.allSatisfy({ abs($0 - t) >= minGap }) {
                accepted.append(candidate)
                positions.append(t)
            }
        }
        if accepted.count < 2 {
            // Too few round values spread out (a narrow domain far from zero): plain linear ticks.
            guard let linear = ExtendedWilkinson.labeling(lo, hi, target: target, mode: .inside) else { return [] }
            return linear.values.map { Tick(value: $0, label: TickFormatter.label($0, step: linear.step)) }
        }
        return accepted.sorted { $0.value < $1.value }.map {
            Tick(
                value: $0.value,
                label: $0.isDecade ? symmetricDecadeLabel($0.value) : TickFormatter.label($0.value, step: step))
        }
    }

    /// How round the integer `mantissa` is: the index in 1, 2, 5, 10, 20, 50, … of the largest entry dividing it.
    static func roundness(_ mantissa: Int64) -> Double {
        let m = abs(mantissa)
        guard m != 0 else { return .infinity }
        var best = 0
        var ladder: Int64 = 1
        var index = 0
        while ladder <= m && index < 60 {
            for factor: Int64 in [1, 2, 5] where m % (ladder * factor) == 0 && ladder * factor <= m {
                best = index + (factor == 1 ? 0 : factor == 2 ? 1 : 2)
            }
            guard ladder <= Int64.max / 100 else { break }
            ladder *= 10
            index += 3
        }
        return Double(best)
    }

    private static func isDecade(_ v: Double) -> Bool {
        let e = log10(abs(v)).rounded()
        return abs(v) == LogTicks.decade(Int(e))
    }

    private static func symmetricDecadeLabel(_ v: Double) -> String {
        let text = TickFormatter.logLabel(abs(v))
        return v < 0 ? "\u{2212}" + text : text
    }
}
