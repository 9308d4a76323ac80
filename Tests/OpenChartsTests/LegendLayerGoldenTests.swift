import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of legends (symbols, dash samples, placement, custom content), chart
/// backgrounds and overlays built from the chart's proxy, axis-area styles and Dynamic Type.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct LegendLayerGoldenTests {
    struct Temperature {
        let city: String
        let hour: Int
        let value: Double
    }

    /// Three cities over a day, every three hours.
    static let temperatures: [Temperature] = {
        let base: [(String, Double, Double)] = [("Oslo", 4, 5), ("Madrid", 14, 9), ("Cairo", 24, 8)]
        return base.flatMap { city, mean, swing in
            stride(from: 0, through: 24, by: 3).map { hour in
                Temperature(city: city, hour: hour, value: mean + swing * sin(Double(hour - 9) / 24 * 2 * .pi))
            }
        }
    }()

    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    /// Seed 000's temperature lines: colour, symbol and (added here) dash pattern by city, so the
    /// legend shows each city's symbol on its dashed line. The seed's `PointMark` carries no
    /// encodings (in Swift Charts it would be drawn in the accent colour over the line's
    /// symbols); here it takes the same ones, as the seed's text recommends pairing them.
    @Test func symbolsAndDashes() throws {
        try check(
            Chart(Self.temperatures, id: \.hour) { sample in
                LineMark(x: .value("Hour", sample.hour), y: .value("Celsius", sample.value))
                    .foregroundStyle(by: .value("City", sample.city))
                    .symbol(by: .value("City", sample.city))
                    .lineStyle(by: .value("City", sample.city))
                PointMark(x: .value("Hour", sample.hour), y: .value("Celsius", sample.value))
                    .foregroundStyle(by: .value("City", sample.city))
                    .symbol(by: .value("City", sample.city))
                    .symbolSize(30)
            }
            .frame(width: 520, height: 340),
            "legend-symbols-and-dashes")
    }

    /// A custom legend above the plot, at its trailing end: swatches and names in an `HStack`.
    @Test func customContent() throws {
        try check(
            Chart(ThemeGoldenTests.spending, id: \.period) { entry in
                BarMark(x: .value("Period", entry.period), y: .value("Spent", entry.amount))
                    .foregroundStyle(by: .value("Kind", entry.kind))
            }
            .chartForegroundStyleScale(["Food": Color.orange, "Travel": Color.teal, "Home": Color.purple])
            .chartLegend(position: .top, alignment: .trailing) {
                HStack(spacing: 12) {
                    HStack(spacing: 4) {
                        Circle().fill(.orange).frame(width: 9, height: 9)
                        Text("Food").font(.caption)
                    }
                    HStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 2).fill(.teal).frame(width: 14, height: 9)
                        Text("Travel").font(.caption)
                    }
                    HStack(spacing: 4) {
                        Rectangle().fill(.purple).frame(width: 9, height: 9)
                        Text("Home").font(.caption).bold()
                    }
                }
            }
            .frame(width: 460, height: 320),
            "legend-custom-content")
    }

    /// Bars with a legend at the largest accessibility text size: everything grows, nothing overlaps.
    @Test func dynamicTypeAccessibility5Bars() throws {
        try check(
            Chart(ThemeGoldenTests.spending, id: \.period) { entry in
                BarMark(x: .value("Period", entry.period), y: .value("Spent", entry.amount))
                    .foregroundStyle(by: .value("Kind", entry.kind))
            }
            .dynamicTypeSize(.accessibility5),
            "dynamic-type-accessibility5-bars")
    }
}
