import Foundation

/// Ticks for a base-10 log axis over `lo…hi` (both > 0).
///
/// - Two or more decades inside: the decades are major, every `s`-th one (exponents that are multiples of
///   `s = ⌈(decades − 1) / target⌉`) when there are more than `target + 1`. With every decade labelled, 2…9 × each
///   decade are minor ticks; otherwise the skipped decades are.
/// - Fewer: 1, 2 and 5 × 10ⁿ when that gives 2…2·target ticks (the other digits 3, 4, 6…9 × 10ⁿ minor), else
///   every digit 1…9 × 10ⁿ, else linear ticks.
///
/// Major labels come from `TickFormatter.logLabel(_:)`; minor ticks have empty labels.
enum LogTicks {
    static func ticks(_ lo: Double, _ hi: Double, target: Int) -> [Tick] {
        let target = max(2, target)
        let lowExponent = Int(floor(log10(lo))) - 1
        let highExponent = Int(floor(log10(hi))) + 1
        guard highExponent - lowExponent < 2_000 else { return [] }
        let inside = (lo * (1 - 1e-9))...(hi * (1 + 1e-9))
        let decades = (lowExponent...highExponent).filter { inside.contains(decade($0)) }
        if decades.count >= 2 {
            let skip = max(1, Int((Double(decades.count - 1) / Double(target)).rounded(.up)))
            let major = decades.filter { $0 % skip == 0 }
            var ticks = major.map { Tick(value: decade($0), label: TickFormatter.logLabel(decade($0))) }
            if skip > 1 {
                let minor = decades.filter { $0 % skip != 0 }
                ticks += minor.map { Tick(value: decade($0), label: "", isMajor: false) }
            } else if decades.count <= 3 * target {
                ticks += digitTicks(lo, hi, lowExponent, highExponent, digits: 2...9).map {
                    Tick(value: $0, label: "", isMajor: false)
                }
            }
            return ticks.sorted { $0.value < $1.value }
        }
        let preferred = digitTicks(lo, hi, lowExponent, highExponent, digits: [1, 2, 5])
        let all = digitTicks(lo, hi, lowExponent, highExponent, digits: 1...9)
        for major in [preferred, all] where (2...2 * target).contains(major.count) {
            let minor = all.filter { !major.contains($0) }
            let ticks =
                major.map { Tick(value: $0, label: TickFormatter.logLabel($0)) }
                + minor.map { Tick(value: $0, label: "", isMajor: false) }
            return ticks.sorted { $0.value < $1.value }
        }
        guard let lattice = ExtendedWilkinson.labeling(lo, hi, target: target, mode: .inside) else { return [] }
        return lattice.values.map { Tick(value: $0, label: TickFormatter.label($0, step: lattice.step)) }
    }

    /// 10ⁿ as the double nearest to the decimal.
    static func decade(_ n: Int) -> Double {
        TickLattice.decimal(1, n)
    }

    /// d × 10ⁿ inside `lo…hi` for the given digits and exponents, increasing.
    private static func digitTicks<Digits: Sequence<Int>>(
        _ lo: Double, _ hi: Double, _ lowExponent: Int, _ highExponent: Int, digits: Digits
    ) -> [Double] {
        var values: [Double] = []
        for n in lowExponent...highExponent {
            for d in digits {
                let v = TickLattice.decimal(Int64(d), n)
                if v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9) { values.append(v) }
            }
        }
        return values.sorted()
    }
}
