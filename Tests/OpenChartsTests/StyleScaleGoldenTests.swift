import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of the style scales: `.chartSymbolScale` and `.chartLineStyleScale` fix each
/// series' symbol and stroke, and the legend shows them.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct StyleScaleGoldenTests {
    @Test func symbolAndLineStyleScalesInTheLegend() throws {
        let sources = ["Measured", "Model", "Forecast"]
        let chart = Chart {
            ForEach(sources, id: \.self) { source in
                ForEach(0..<8, id: \.self) { i in
                    let t = Double(i)
                    let offset = Double(sources.firstIndex(of: source)!) * 1.5
                    LineMark(x: .value("Hour", t), y: .value("Level (m)", 2 + offset + sin(t / 2)))
                        .foregroundStyle(by: .value("Source", source))
                        .symbol(by: .value("Source", source))
                        .lineStyle(by: .value("Source", source))
                }
            }
        }
        .chartSymbolScale(["Measured": .square, "Model": .diamond, "Forecast": .cross])
        .chartLineStyleScale([
            "Measured": StrokeStyle(lineWidth: 2), "Model": StrokeStyle(lineWidth: 2, dash: [6, 3]),
            "Forecast": StrokeStyle(lineWidth: 1, dash: [1, 3]),
        ])
        .frame(width: 480, height: 300)
        let image = try ImageRenderer(content: chart).renderImage()
        try GoldenImage.check(image, named: "style-scales-2d-symbols-and-dashes")
    }
}
