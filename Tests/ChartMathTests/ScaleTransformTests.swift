import Foundation
import Testing

@testable import ChartMath

@Suite struct ScaleTransformTests {
    static let scales: [AxisScale] = [
        AxisScale(type: .linear, start: -3, end: 7),
        AxisScale(type: .log, start: 1, end: 1e5),
        AxisScale(type: .log, start: 0.02, end: 0.5),
        AxisScale(type: .squareRoot, start: 0, end: 100),
        AxisScale(type: .squareRoot, start: -50, end: 200),
        AxisScale(type: .symmetricLog, start: -1000, end: 1000),
        AxisScale(type: .symmetricLog, start: 0, end: 0.5),
        AxisScale(type: .date, start: 1_425_513_600, end: 1_425_686_400),
        AxisScale(type: .power(exponent: 2), start: -4, end: 10),
        AxisScale(type: .power(exponent: 0.25), start: 0, end: 16),
    ]

    @Test(arguments: scales) func forwardAndInverseRoundTrip(scale: AxisScale) {
        #expect(scale.isValid)
        #expect(scale.normalized(scale.start) == 0)
        #expect(scale.normalized(scale.end) == 1)
        for i in 0...20 {
            let t = Double(i) / 20
            let v = scale.value(atNormalized: t)
            #expect(abs(scale.normalized(v) - t) < 1e-9, "t = \(t), v = \(v)")
            let w = scale.value(atNormalized: scale.normalized(v))
            #expect(abs(w - v) <= 1e-9 * max(1, abs(v)))
        }
        // Beyond the domain the map keeps going.
        #expect(scale.normalized(scale.value(atNormalized: 1.25)) > 1)
    }

    @Test(arguments: scales) func reversedDomainsMirror(scale: AxisScale) {
        let reversed = AxisScale(type: scale.type, start: scale.end, end: scale.start)
        #expect(reversed.isValid)
        #expect(reversed.normalized(reversed.start) == 0)
        #expect(reversed.normalized(reversed.end) == 1)
        for i in 0...10 {
            let v = scale.value(atNormalized: Double(i) / 10)
            #expect(abs(reversed.normalized(v) - (1 - scale.normalized(v))) < 1e-9)
        }
        #expect(reversed.ticks(target: 5) == scale.ticks(target: 5))
    }

    @Test func transformsMatchTheirDefinitions() {
        let sqrt = AxisScale(type: .squareRoot, start: 0, end: 100)
        #expect(sqrt.normalized(25) == 0.5)
        #expect(sqrt.normalized(-25) == -0.5)
        let log = AxisScale(type: .log, start: 1, end: 1000)
        #expect(abs(log.normalized(10) - 1.0 / 3) < 1e-12)
        #expect(abs(log.value(atNormalized: 2.0 / 3) - 100) < 1e-9)
        let symlog = AxisScale(type: .symmetricLog, start: -99, end: 99)
        #expect(symlog.normalized(0) == 0.5)
        #expect(abs(symlog.normalized(9) - 0.75) < 1e-12)  // log10(10) / log10(100) on each side
        let date = AxisScale(type: .date, start: 0, end: 86_400)
        #expect(date.normalized(21_600) == 0.25)
    }

    @Test func logRejectsValuesThatAreNotPositive() {
        let log = AxisScale(type: .log, start: 1, end: 100)
        #expect(log.normalized(0).isNaN)
        #expect(log.normalized(-5).isNaN)
        #expect(!AxisScale(type: .log, start: 0, end: 100).isValid)
        #expect(!AxisScale(type: .log, start: -1, end: 100).isValid)
        #expect(AxisScale(type: .log, start: 0, end: 100).normalized(10).isNaN)
        #expect(AxisScale(type: .log, start: -1, end: 100).ticks(target: 5).isEmpty)
    }

    @Test func invalidScales() {
        #expect(!AxisScale(type: .linear, start: 1, end: 1).isValid)
        #expect(!AxisScale(type: .linear, start: 0, end: .infinity).isValid)
        #expect(!AxisScale(type: .linear, start: .nan, end: 1).isValid)
        #expect(AxisScale(type: .linear, start: 1, end: 1).normalized(1).isNaN)
        #expect(AxisScale(type: .linear, start: 1, end: 1).value(atNormalized: 0.5).isNaN)
        #expect(AxisScale(type: .linear, start: 0, end: .infinity).ticks(target: 5).isEmpty)
        #expect(AxisScale(type: .linear, start: 3, end: 3).ticks(target: 5) == [Tick(value: 3, label: "3")])
        #expect(AxisScale(type: .linear, start: 0, end: 1).normalized(.nan).isNaN)
    }
}
