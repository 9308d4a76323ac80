import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// The golden image of a stem plot: the impulse response of a resonant filter, as `StemMark`s
/// from a zero baseline drawn as a rule.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct StemMarkGoldenTests {
    struct Tap {
        let n: Int
        let h: Double
    }

    @Test func impulseResponseStemPlot() throws {
        // h[n] = 0.85ⁿ·cos(πn/4): a damped oscillation, positive and negative taps.
        let taps = (0..<24).map { Tap(n: $0, h: pow(0.85, Double($0)) * cos(Double.pi * Double($0) / 4)) }
        let chart = Chart {
            RuleMark(y: .value("h[n]", 0)).foregroundStyle(.gray)
            ForEach(taps, id: \.n) { tap in
                StemMark(x: .value("Sample n", tap.n), y: .value("h[n]", tap.h), base: 0)
            }
        }
        // Room around the first and last taps, so that no symbol sits on the frame.
        .chartXScale(domain: -1...24)
        .chartYScale(domain: -0.75...1.25)
        .chartYAxisLabel("Impulse response h[n]")
        .chartXAxisLabel("Sample n")
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: "stem-mark-impulse-response")
        if case .skipped(let reason) = result { print(reason) }
    }
}
