import Testing

@testable import ChartMath

/// Data ranges near the ends of Double (found by the lowering fuzzer, RELIABILITY.md).
@Suite struct ExtremeRangeTests {
    /// Squaring a range beyond about 1e±154 overflowed or underflowed, the scores became NaN, no
    /// pruning test held, and the extended-Wilkinson search ran to its caps (seconds per axis).
    @Test(arguments: [1e-300, 1e-200, 1e-160, 1e160, 1e200, 1e300])
    func coverageScoresStayFinite(range: Double) {
        #expect(ExtendedWilkinson.coverage(0, range, 0, range) == 1)
        #expect(ExtendedWilkinson.coverage(0, range, -0.1 * range, range).isFinite)
        #expect(ExtendedWilkinson.coverageMax(0, range, span: 2 * range).isFinite)
        let scaled = ExtendedWilkinson.coverageMax(0, range, span: 2 * range)
        #expect(abs(scaled - ExtendedWilkinson.coverageMax(0, 1, span: 2)) < 1e-9, "\(scaled)")
    }

    @Test func ordinaryRangesScoreAsBefore() {
        // The direct formula is kept where the squares are normal numbers.
        let (a, b, d) = (0.3, -0.7, 0.1 * 4.2)
        #expect(ExtendedWilkinson.squaredRatio(a, b, over: d) == (a * a + b * b) / (d * d))
    }

    @Test(arguments: [-5.5e303, -1e200, 1e-279, 1e250])
    func extremeDomainsAreLabelled(extreme: Double) {
        let lo = min(extreme, 0)
        let hi = max(extreme, 0)
        let lattice = ExtendedWilkinson.labeling(lo, hi, target: 5, mode: .loose)
        #expect(lattice != nil, "\(extreme)")
        let domain = AxisScale.inferredDomain(of: [extreme, 0], type: .linear, includesZero: true, target: 5)
        #expect(domain.start <= lo && domain.end >= hi, "\(domain)")
    }

    /// A subnormal range divided by the tick count underflowed to 0, and `Int(log10(0))` trapped.
    @Test(arguments: [Double.leastNonzeroMagnitude, .leastNonzeroMagnitude * 1000, .leastNormalMagnitude / 3])
    func subnormalRangesDoNotTrap(range: Double) {
        _ = ExtendedWilkinson.labeling(0, range, target: 5, mode: .loose)
        _ = ExtendedWilkinson.labeling(-range, range, target: 5, mode: .inside)
        let domain = AxisScale.inferredDomain(of: [0, range], type: .linear, includesZero: false, target: 5)
        #expect(domain.start <= 0, "\(domain)")
    }
}
