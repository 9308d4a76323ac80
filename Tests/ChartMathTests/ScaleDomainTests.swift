import Testing

@testable import ChartMath

@Suite struct ScaleDomainTests {
    @Test func linearDomainsWidenToNiceValues() {
        #expect(AxisScale.inferredDomain(of: [-0.93, 0.97], type: .linear, includesZero: false, target: 5) == (-1, 1))
        // 2.5…6.5 by 0.5 covers better, but ticks on that domain would be 3…6 by 1; 2…7 ends on its own ticks.
        #expect(AxisScale.inferredDomain(of: [2.7, 6.3], type: .linear, includesZero: false, target: 5) == (2, 7))
        #expect(AxisScale.inferredDomain(of: [2.7, 6.3], type: .linear, includesZero: false, target: 3) == (2.5, 7.5))
        #expect(AxisScale.inferredDomain(of: [3, 97], type: .linear, includesZero: false, target: 5) == (0, 100))
    }

    @Test func includesZeroWhenAsked() {
        let withZero = AxisScale.inferredDomain(of: [12, 47], type: .linear, includesZero: true, target: 5)
        #expect(withZero.start == 0 && withZero.end >= 47 && withZero.end <= 50)
        let negative = AxisScale.inferredDomain(of: [-47, -12], type: .symmetricLog, includesZero: true, target: 5)
        #expect(negative.end == 0 && negative.start <= -47)
        let sqrt = AxisScale.inferredDomain(of: [12, 47], type: .squareRoot, includesZero: true, target: 5)
        #expect(sqrt.start == 0)
        // Log and date scales never include zero.
        let log = AxisScale.inferredDomain(of: [12, 470], type: .log, includesZero: true, target: 5)
        #expect(log == (10, 1000))
    }

    @Test func emptyAndInvalidValues() {
        #expect(AxisScale.inferredDomain(of: [], type: .linear, includesZero: true, target: 5) == (0, 1))
        #expect(AxisScale.inferredDomain(of: [.nan, .infinity], type: .date, includesZero: true, target: 5) == (0, 1))
        #expect(AxisScale.inferredDomain(of: [], type: .log, includesZero: true, target: 5) == (1, 10))
        #expect(AxisScale.inferredDomain(of: [-3, 0], type: .log, includesZero: false, target: 5) == (1, 10))
        #expect(
            AxisScale.inferredDomain(of: [-3, 0, 20, 3000], type: .log, includesZero: false, target: 5) == (10, 1e4))
    }

    @Test func singleValues() {
        let three = AxisScale.inferredDomain(of: [3], type: .linear, includesZero: false, target: 5)
        #expect(three.start < 3 && three.end > 3)
        #expect(AxisScale.inferredDomain(of: [0], type: .linear, includesZero: false, target: 5) == (-1, 1))
        #expect(AxisScale.inferredDomain(of: [100], type: .log, includesZero: false, target: 5) == (10, 1000))
        #expect(AxisScale.inferredDomain(of: [42], type: .log, includesZero: false, target: 5) == (10, 100))
    }

    @Test func logDomainsUnderADecadeRoundToTheLeadingDigit() {
        #expect(AxisScale.inferredDomain(of: [2.7, 6.3], type: .log, includesZero: false, target: 5) == (2, 7))
        #expect(AxisScale.inferredDomain(of: [0.031, 0.2], type: .log, includesZero: false, target: 5) == (0.03, 0.2))
    }

    @Test func inferredDomainsAreTheirOwnTicksEnds() {
        for values in [[0.13, 8.7], [-41.0, 1023], [1e-5, 3.3e-5], [2.7, 6.3], [0, 0.97]] {
            let d = AxisScale.inferredDomain(of: values, type: .linear, includesZero: false, target: 5)
            let ticks = AxisScale(type: .linear, start: d.start, end: d.end).ticks(target: 5)
            #expect(ticks.first?.value == d.start && ticks.last?.value == d.end, "\(values)")
        }
    }
}
