import Testing

@testable import ChartMath

@Suite struct TickTransformedTests {
    @Test func squareRootTicksAreRoundAndSpreadOut() {
        let scale = AxisScale(type: .squareRoot, start: 0, end: 100)
        let ticks = scale.ticks(target: 5)
        #expect(ticks.first?.value == 0 && ticks.last?.value == 100)
        #expect(ticks.allSatisfy { $0.value.truncatingRemainder(dividingBy: 5) == 0 })
        let positions = ticks.map { scale.normalized($0.value) }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $1 - $0 >= 0.6 / 5 - 1e-12 })
        #expect(ticks.count >= 4 && ticks.count <= 7)
    }

    @Test func symmetricLogTicksAreDecadesAroundZero() {
        let ticks = AxisScale(type: .symmetricLog, start: -1000, end: 1000).ticks(target: 5)
        #expect(ticks.map(\.value) == [-1000, -100, -10, 0, 10, 100, 1000])
        #expect(ticks.map(\.label) == ["\u{2212}1000", "\u{2212}100", "\u{2212}10", "0", "10", "100", "1000"])
        let wide = AxisScale(type: .symmetricLog, start: 0, end: 1e6).ticks(target: 5)
        #expect(wide.map(\.label) == ["0", "10", "100", "1000", "10⁴", "10⁵", "10⁶"])
    }

    @Test func symmetricLogNearZeroIsLinear() {
        let ticks = AxisScale(type: .symmetricLog, start: -0.5, end: 0.5).ticks(target: 5)
        #expect(ticks.contains { $0.value == 0 })
        #expect(ticks.allSatisfy { ($0.value * 10).rounded() == $0.value * 10 })
    }
}
