import Testing

@testable import ChartMath

@Suite struct TickFormatterTests {
    @Test func fewestDecimalsTheStepNeeds() {
        #expect(TickFormatter.label(0.5, step: 0.5) == "0.5")
        #expect(TickFormatter.label(1, step: 0.5) == "1")
        #expect(TickFormatter.label(7.5, step: 2.5) == "7.5")
        #expect(TickFormatter.label(0.75, step: 0.25) == "0.75")
        #expect(TickFormatter.label(0.3, step: 0.1) == "0.3")
        #expect(TickFormatter.label(0.1 + 0.2, step: 0.1) == "0.3")
        #expect(TickFormatter.label(5000, step: 1000) == "5000")
        #expect(TickFormatter.label(250_000, step: 50_000) == "250000")
        #expect(TickFormatter.label(1.0 / 3, step: 1.0 / 3) == "0.333")
    }

    @Test func trueMinusAndNoNegativeZero() {
        #expect(TickFormatter.label(-6, step: 2) == "\u{2212}6")
        #expect(TickFormatter.label(-0.0, step: 1) == "0")
        #expect(TickFormatter.label(-1e-17, step: 0.1) == "0")
        #expect(TickFormatter.label(-2e6, step: 1e6) == "\u{2212}2×10⁶")
        #expect(TickFormatter.label(-.infinity, step: 1) == "\u{2212}∞")
    }

    @Test func scientificNotationForLargeAndTinySteps() {
        #expect(TickFormatter.label(2e6, step: 1e6) == "2×10⁶")
        #expect(TickFormatter.label(1e7, step: 2.5e6) == "1×10⁷")
        #expect(TickFormatter.label(7.5e6, step: 2.5e6) == "7.5×10⁶")
        #expect(TickFormatter.label(1.5e-5, step: 5e-6) == "1.5×10⁻⁵")
        #expect(TickFormatter.label(0, step: 5e-6) == "0")
        #expect(TickFormatter.label(1.00002, step: 2e-5) == "1.00002")
        #expect(TickFormatter.label(3e20, step: 1e20) == "3×10²⁰")
    }

    @Test func givenValuesSetTheirOwnPrecision() {
        #expect(abs(TickFormatter.step(forValues: [1.5, 2.5]) - 0.1) < 1e-12)
        #expect(TickFormatter.step(forValues: [0, 1000, 2000]) == 1000)
        #expect(TickFormatter.step(forValues: [1, 2, 3]) == 1)
        #expect(abs(TickFormatter.step(forValues: [0.2, 0.1 + 0.2]) - 0.1) < 1e-12)
        #expect(TickFormatter.step(forValues: []) == 1)
        let step = TickFormatter.step(forValues: [1.5, 2.5])
        #expect([1.5, 2.5].map { TickFormatter.label($0, step: step) } == ["1.5", "2.5"])
        #expect(TickFormatter.label(1.0 / 3, step: TickFormatter.step(forValues: [1.0 / 3, 1])) == "0.333")
    }

    @Test func logLabels() {
        #expect(TickFormatter.logLabel(1) == "1")
        #expect(TickFormatter.logLabel(1000) == "1000")
        #expect(TickFormatter.logLabel(1e4) == "10⁴")
        #expect(TickFormatter.logLabel(0.1) == "0.1")
        #expect(TickFormatter.logLabel(0.01) == "0.01")
        #expect(TickFormatter.logLabel(0.001) == "10⁻³")
        #expect(TickFormatter.logLabel(2e4) == "2×10⁴")
        #expect(TickFormatter.logLabel(0.05) == "0.05")
        #expect(TickFormatter.logLabel(5e-7) == "5×10⁻⁷")
    }
}
