import Foundation
import Testing

@testable import ChartMath

/// A 64-bit linear congruential generator (Knuth's MMIX constants): reproducible domains without global state.
private struct LinearCongruentialGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}

@Suite struct TickRandomDomainTests {
    /// A domain whose span is anywhere from 10⁻⁶ to 10⁹ and whose centre lies up to 100 spans from zero.
    private static func domain(_ g: inout LinearCongruentialGenerator, positive: Bool = false) -> (Double, Double) {
        let span = pow(10, Double.random(in: -6...9, using: &g))
        var lo = span * Double.random(in: -100...100, using: &g)
        if positive { lo = abs(lo) + span * 1e-3 }
        let ends = (lo, lo + span)
        return Bool.random(using: &g) ? ends : (ends.1, ends.0)
    }

    private static func check(_ scale: AxisScale, target: Int, uniqueLabels: Bool) {
        let ticks = scale.ticks(target: target)
        let major = ticks.filter(\.isMajor)
        let lo = min(scale.start, scale.end)
        let hi = max(scale.start, scale.end)
        let slack = (hi - lo) * 1e-9
        #expect((2...2 * target).contains(major.count), "\(scale) target \(target): \(major.map(\.label))")
        #expect(ticks.allSatisfy { $0.value >= lo - slack && $0.value <= hi + slack }, "\(scale)")
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.value < $1.value }, "\(scale)")
        #expect(major.allSatisfy { !$0.label.isEmpty })
        #expect(ticks.filter { !$0.isMajor }.allSatisfy { $0.label.isEmpty })
        if uniqueLabels {
            #expect(Set(major.map(\.label)).count == major.count, "\(scale): \(major.map(\.label))")
        }
    }

    @Test(arguments: [ScaleType.linear, .squareRoot, .symmetricLog])
    func numericDomains(type: ScaleType) {
        var g = LinearCongruentialGenerator(state: 20_100_101)
        for _ in 0..<400 {
            let (start, end) = Self.domain(&g)
            Self.check(
                AxisScale(type: type, start: start, end: end), target: Int.random(in: 2...12, using: &g),
                uniqueLabels: true)
        }
    }

    @Test func logDomains() {
        var g = LinearCongruentialGenerator(state: 7)
        for _ in 0..<400 {
            let a = pow(10, Double.random(in: -8...8, using: &g))
            let b = a * pow(10, Double.random(in: 0.05...12, using: &g))
            let scale =
                Bool.random(using: &g)
                ? AxisScale(type: .log, start: a, end: b) : AxisScale(type: .log, start: b, end: a)
            Self.check(scale, target: Int.random(in: 2...12, using: &g), uniqueLabels: true)
        }
    }

    @Test func dateDomains() {
        var g = LinearCongruentialGenerator(state: 1970)
        for _ in 0..<300 {
            let span = pow(10, Double.random(in: 0.5...9.5, using: &g))
            let start = Double.random(in: -1e9...3e9, using: &g).rounded()
            let scale = AxisScale(type: .date, start: start, end: start + span)
            // Clock labels repeat on different days ("12:00"), so only the values need to be distinct.
            Self.check(scale, target: Int.random(in: 2...12, using: &g), uniqueLabels: false)
        }
    }

    @Test(arguments: [ScaleType.linear, .squareRoot, .symmetricLog, .date])
    func inferredDomainsHoldTheDataAndStartAndEndNicely(type: ScaleType) {
        var g = LinearCongruentialGenerator(state: 99)
        for _ in 0..<200 {
            let (a, b) = Self.domain(&g)
            let values = (0..<5).map { _ in Double.random(in: min(a, b)...max(a, b), using: &g) }
            let target = Int.random(in: 2...10, using: &g)
            let domain = AxisScale.inferredDomain(of: values, type: type, includesZero: false, target: target)
            #expect(domain.start < domain.end)
            #expect(domain.start <= values.min()! && domain.end >= values.max()!, "\(values) → \(domain)")
        }
    }
}
