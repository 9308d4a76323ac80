import Foundation
import Testing

@testable import ChartMath

@Suite struct TickLogTests {
    @Test func decadesWithMinorTicks() {
        let ticks = AxisScale(type: .log, start: 1, end: 1e5).ticks(target: 6)
        let major = ticks.filter(\.isMajor)
        #expect(major.map(\.value) == [1, 10, 100, 1000, 1e4, 1e5])
        #expect(major.map(\.label) == ["1", "10", "100", "1000", "10⁴", "10⁵"])
        let minor = ticks.filter { !$0.isMajor }
        #expect(minor.count == 5 * 8)
        #expect(minor.allSatisfy { $0.label.isEmpty })
        #expect(minor.prefix(8).map(\.value) == [2, 3, 4, 5, 6, 7, 8, 9])
        #expect(minor.contains { $0.value == 0.2e5 * 2 })  // 40 000
    }

    @Test func decadesBelowOne() {
        let major = AxisScale(type: .log, start: 1e-4, end: 1).ticks(target: 6).filter(\.isMajor)
        #expect(major.map(\.label) == ["10⁻⁴", "10⁻³", "0.01", "0.1", "1"])
        #expect(major.map(\.value) == [0.0001, 0.001, 0.01, 0.1, 1])
    }

    @Test func manyDecadesAreThinned() {
        let ticks = AxisScale(type: .log, start: 1e-10, end: 1e10).ticks(target: 5)
        let major = ticks.filter(\.isMajor)
        #expect(major.map(\.value) == [1e-8, 1e-4, 1, 1e4, 1e8])
        #expect(major.map(\.label) == ["10⁻⁸", "10⁻⁴", "1", "10⁴", "10⁸"])
        // The skipped decades remain as minor ticks.
        #expect(ticks.filter { !$0.isMajor }.count == 21 - 5)
    }

    @Test func underADecadeUsesOneTwoFive() {
        let ticks = AxisScale(type: .log, start: 0.15, end: 3).ticks(target: 5)
        #expect(ticks.filter(\.isMajor).map(\.label) == ["0.2", "0.5", "1", "2"])
        #expect(ticks.filter { !$0.isMajor }.map(\.value) == [0.3, 0.4, 0.6, 0.7, 0.8, 0.9, 3])
        let narrow = AxisScale(type: .log, start: 2.2, end: 2.9).ticks(target: 4)
        #expect(narrow.count >= 2 && narrow.allSatisfy(\.isMajor))
    }
}
