import Foundation
import Testing

@testable import ChartMath

@Suite struct TickLinearTests {
    private func values(_ start: Double, _ end: Double, _ target: Int) -> [Double] {
        AxisScale(type: .linear, start: start, end: end).ticks(target: target).map(\.value)
    }

    private func labels(_ start: Double, _ end: Double, _ target: Int) -> [String] {
        AxisScale(type: .linear, start: start, end: end).ticks(target: target).map(\.label)
    }

    @Test func unitIntervalGetsSimpleSteps() {
        #expect(values(0, 1, 3) == [0, 0.5, 1])
        #expect(values(0, 1, 6) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(labels(0, 1, 3) == ["0", "0.5", "1"])
        #expect(labels(0, 1, 6) == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
        // Talbot et al.'s own answer for five labels: quarters.
        #expect(values(0, 1, 5) == [0, 0.25, 0.5, 0.75, 1])
        #expect(labels(0, 1, 5) == ["0", "0.25", "0.5", "0.75", "1"])
    }

    @Test func cosineAxisTicksAreRound() {
        #expect(values(-2 * .pi, 2 * .pi, 6) == [-6, -4, -2, 0, 2, 4, 6])
        #expect(labels(-2 * .pi, 2 * .pi, 6) == ["\u{2212}6", "\u{2212}4", "\u{2212}2", "0", "2", "4", "6"])
        for target in 2...10 {
            for v in values(-2 * .pi, 2 * .pi, target) {
                #expect(v == v.rounded() || (2 * v) == (2 * v).rounded(), "\(v) for target \(target)")
            }
        }
    }

    @Test func decimalsAreExact() {
        let ticks = values(0, 1, 11)
        #expect(ticks == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(ticks.map { "\($0)" }.allSatisfy { $0.count <= 3 })
        #expect(values(0.1, 0.7, 7) == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
        #expect(values(1.1, 1.5, 5).map { "\($0)" } == ["1.1", "1.2", "1.3", "1.4", "1.5"])
        #expect(values(-0.3, 0.3, 7).contains(-0.3))
    }

    @Test func endpointsWithinRoundingAreIncluded() {
        #expect(values(0, 1 - 1e-12, 3).last == 1)
        #expect(values(0.1 + 0.2, 1, 8).first == 0.3)
    }

    @Test func typicalDataRanges() {
        // Five ticks on 0…100 are quarters (Talbot et al.'s choice: q = 2.5 fits five labels exactly), six are 20s.
        #expect(values(0, 100, 5) == [0, 25, 50, 75, 100])
        #expect(values(0, 100, 6) == [0, 20, 40, 60, 80, 100])
        #expect(values(0, 10, 6) == [0, 2, 4, 6, 8, 10])
        #expect(values(-1, 1, 5) == [-1, -0.5, 0, 0.5, 1])
        #expect(values(1990, 2020, 4) == [1990, 2000, 2010, 2020])
        let fine = values(1e6, 1e6 + 10, 5)
        #expect(fine.first == 1e6 && fine.last == 1e6 + 10)
    }

    @Test func theSearchIsFast() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for i in 0..<200 {
                _ = values(-Double(i) * 0.37, 13.7 + Double(i), 2 + i % 12)
            }
        }
        #expect(elapsed < .seconds(2))
    }
}
