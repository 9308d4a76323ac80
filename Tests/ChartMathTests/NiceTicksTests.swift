import Testing

@testable import ChartMath

@Suite struct NiceTicksTests {
    @Test func stepsAreOneTwoFiveTimesAPowerOfTen() {
        #expect(NiceTicks.step(span: 10, target: 5) == 2)
        #expect(NiceTicks.step(span: 1, target: 10) == 0.1)
        #expect(NiceTicks.step(span: 4 * .pi, target: 6) == 2)
        #expect(NiceTicks.step(span: 2.4, target: 6) == 0.5)
        #expect(NiceTicks.step(span: 3.6, target: 5) == 1)
        #expect(NiceTicks.step(span: 100, target: 4) == 20)
    }

    @Test func ticksOfTheCosineAxisAreRound() {
        let ticks = NiceTicks.ticks(in: (-2 * .pi)...(2 * .pi), target: 6)
        #expect(ticks == [-6, -4, -2, 0, 2, 4, 6])
    }

    @Test func decimalTicksAreExact() {
        let ticks = NiceTicks.ticks(in: -1.2...1.2, target: 6)
        #expect(ticks == [-1, -0.5, 0, 0.5, 1])
        #expect(NiceTicks.ticks(in: 0...1, target: 10)[3] == 0.3)
        #expect(NiceTicks.ticks(in: 0...0.3, target: 3) == [0, 0.1, 0.2, 0.3])
    }

    @Test func endpointsWithinRoundingAreIncluded() {
        #expect(NiceTicks.ticks(in: 0...(1 - 1e-12), target: 5).last == 1)
    }

    @Test func degenerateDomains() {
        #expect(NiceTicks.ticks(in: 3...3, target: 5) == [3])
        #expect(NiceTicks.niceDomain(3...3, target: 5).contains(3))
        #expect(NiceTicks.niceDomain(0...0, target: 5) == -1...1)
    }

    @Test func niceDomainWidensToTicks() {
        #expect(NiceTicks.niceDomain(-0.93...0.97, target: 5) == -1...1)
        #expect(NiceTicks.niceDomain(2.7...6.3, target: 5) == 2...7)
        #expect(NiceTicks.niceDomain(2.7...6.3, target: 10) == 2.5...6.5)
    }

    @Test func labelsAreShortAndUseATrueMinus() {
        #expect(NiceTicks.label(-6, step: 2) == "\u{2212}6")
        #expect(NiceTicks.label(0.4, step: 0.4) == "0.4")
        #expect(NiceTicks.label(-0.0, step: 1) == "0")
        #expect(NiceTicks.label(2.5, step: 0.5) == "2.5")
        #expect(NiceTicks.label(0.3, step: 0.1) == "0.3")
        #expect(NiceTicks.label(5000, step: 1000) == "5000")
        #expect(NiceTicks.label(2e7, step: 1e7) == "2×10⁷")
    }
}
