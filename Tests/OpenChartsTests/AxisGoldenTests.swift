import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of custom axes: the UV chart's y axis with every index and inset descriptions, a trailing y
/// axis, and a hidden x axis.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct AxisGoldenTests {
    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart.frame(width: 480, height: 320)).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    struct Reading {
        let hour: Double
        let uv: Double
    }

    static let readings = stride(from: 6.0, through: 20, by: 1).map {
        Reading(hour: $0, uv: max(0, 10.5 * sin(($0 - 6) / 14 * .pi)))
    }

    static func describe(_ uv: Double) -> String {
        switch uv {
        case ..<3: "Low"
        case ..<6: "Moderate"
        case ..<8: "High"
        case ..<11: "Very high"
        default: "Extreme"
        }
    }

    var uvChart: Chart {
        Chart(Self.readings, id: \.hour) {
            LineMark(x: .value("Hour", $0.hour), y: .value("UV index", $0.uv))
                .interpolationMethod(.catmullRom)
        }
        .chartYScale(domain: 0...12)
    }

    @Test func uvIndexAxisWithInsetDescriptions() throws {
        try check(
            uvChart.chartYAxis {
                AxisMarks(format: .number, preset: .aligned, values: Array(0...12))
                AxisMarks(preset: .inset, position: .leading, values: [1, 3, 6, 8, 11]) { value in
                    AxisValueLabel(Self.describe(value.as(Double.self)!))
                }
            },
            "axis-uv-index-custom-values")
    }

    @Test func trailingYAxisWithFormattedLabels() throws {
        try check(
            uvChart.chartYAxis {
                AxisMarks(position: .trailing, values: .stride(by: 3)) {
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [3, 3]))
                    AxisTick()
                    AxisValueLabel(format: .number.precision(.fractionLength(1)))
                }
            },
            "axis-trailing-y")
    }

    @Test func hiddenXAxis() throws {
        try check(uvChart.chartXAxis(.hidden), "axis-hidden-x")
    }
}
