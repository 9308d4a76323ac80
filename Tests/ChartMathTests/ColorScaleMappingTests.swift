import Foundation
import Testing

@testable import ChartMath

/// `ColorScaleMapping` against fractions worked out by hand from the transforms' definitions.
@Suite struct ColorScaleMappingTests {
    @Test func aLogScaleGivesEveryDecadeAnEqualShare() throws {
        let m = ColorScaleType.log.mapping(1...1000)
        // log10(10) / log10(1000) = 1/3; log10(2) / 3 for 2.
        #expect(abs(try #require(m.fraction(10)) - 1.0 / 3) < 1e-12)
        #expect(abs(try #require(m.fraction(100)) - 2.0 / 3) < 1e-12)
        #expect(abs(try #require(m.fraction(2)) - 0.30102999566398120 / 3) < 1e-12)
        // Outside the domain: the nearer end.
        #expect(m.fraction(0.5) == 0)
        #expect(m.fraction(5000) == 1)
        #expect(abs(m.value(atFraction: 0.5) - 31.622776601683793) < 1e-9)
    }

    @Test func aLogScaleRefusesValuesAtOrBelowZero() {
        let m = ColorScaleType.log.mapping(1...1000)
        #expect(m.fraction(0) == nil)
        #expect(m.fraction(-3) == nil)
        #expect(m.fraction(.nan) == nil)
        #expect(ColorScaleType.log.mapping(0...10).problem != nil)
        #expect(ColorScaleType.log.mapping(0...10).fraction(5) == nil)
        #expect(ColorScaleType.log.mapping(1...10).problem == nil)
    }

    @Test func aSymmetricLogScaleIsCentredOnZeroWithItsThreshold() throws {
        let m = ColorScaleType.symmetricLog(linearThreshold: 10).mapping(-1000...1000)
        #expect(try #require(m.fraction(0)) == 0.5)
        // T(v) = log10(1 + v/10): T(10) = log10 2, T(1000) = log10 101.
        let expected = 0.5 + 0.5 * log10(2.0) / log10(101.0)
        #expect(abs(try #require(m.fraction(10)) - expected) < 1e-12)
        #expect(abs(try #require(m.fraction(-10)) - (1 - expected)) < 1e-12)
        #expect(abs(m.value(atFraction: expected) - 10) < 1e-9)
        #expect(ColorScaleType.symmetricLog(linearThreshold: 0).mapping(-1...1).problem != nil)
        #expect(ColorScaleType.symmetricLog(linearThreshold: .nan).mapping(-1...1).fraction(0) == nil)
    }

    @Test func aLinearScaleIsTheOldProportion() throws {
        let m = ColorScaleType.linear.mapping(-2...6)
        #expect(try #require(m.fraction(0)) == 0.25)
        #expect(ColorScaleType.linear.mapping(3...3).fraction(3) == 0.5)
    }

    @Test func logTicksAreDecadesWithMinorDigits() {
        let ticks = ColorScaleType.log.mapping(1...1000).ticks(target: 5)
        let major = ticks.filter(\.isMajor)
        #expect(major.map(\.value) == [1, 10, 100, 1000])
        #expect(major.map(\.label) == ["1", "10", "100", "1000"])
        let minor = ticks.filter { !$0.isMajor }
        #expect(minor.count == 3 * 8)
        #expect(minor.allSatisfy { $0.label.isEmpty })
    }

    @Test func symmetricLogTicksAreZeroAndSignedDecadesFromTheThreshold() {
        let ticks = ColorScaleType.symmetricLog(linearThreshold: 10).mapping(-1000...1000).ticks(target: 6)
        let major = ticks.filter(\.isMajor)
        #expect(major.map(\.value) == [-1000, -100, -10, 0, 10, 100, 1000])
        #expect(major.map(\.label) == ["−1000", "−100", "−10", "0", "10", "100", "1000"])
        // 2…9 × 10 and × 100 on both sides (2000…9000 lie beyond the domain).
        #expect(ticks.filter { !$0.isMajor }.count == 2 * 8 * 2)
        #expect(ticks.map(\.value) == ticks.map(\.value).sorted())
        // Many decades: every other one labelled, the rest minor.
        let wide = ColorScaleType.symmetricLog.mapping(-1e6...1e6).ticks(target: 5)
        #expect(wide.filter(\.isMajor).count < 2 * 7 + 1)
        #expect(wide.filter(\.isMajor).contains { $0.value == 1e6 })
        #expect(wide.contains { $0.value == 0 && $0.isMajor })
    }

    @Test func logContourLevelsAreNiceValuesPerDecade() throws {
        let levels = try ContourLevels.logarithmic(perDecade: 3).resolved(for: 0.5...300, mark: "ContourPlot")
        #expect(levels == [1, 2, 5, 10, 20, 50, 100, 200])
        let decades = try ContourLevels.logarithmic(perDecade: 1).resolved(for: 1...1e4, mark: "ContourPlot")
        #expect(decades == [10, 100, 1000])
        #expect(throws: ContourError.nonPositiveForLogLevels(mark: "ContourPlot", lower: 0)) {
            try ContourLevels.logarithmic(perDecade: 3).resolved(for: 0...10, mark: "ContourPlot")
        }
    }
}
