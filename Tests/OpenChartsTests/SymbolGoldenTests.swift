import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of 2D point symbols: the eight shapes, and shape paired with colour by category
/// (so colour is not the only carrier of meaning, as the seeds advise).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct SymbolGoldenTests {
    @Test func theEightSymbols() throws {
        let shapes: [(String, BasicChartSymbolShape)] = [
            ("circle", .circle), ("square", .square), ("triangle", .triangle), ("diamond", .diamond),
            ("pentagon", .pentagon), ("plus", .plus), ("cross", .cross), ("asterisk", .asterisk),
        ]
        let chart = Chart {
            ForEach(Array(shapes.enumerated()), id: \.offset) { i, shape in
                PointMark(x: .value("Symbol", shape.0), y: .value("Size", 1))
                    .symbol(shape.1)
                    .symbolSize(300)
            }
        }
        .frame(width: 640, height: 200)
        let image = try ImageRenderer(content: chart).renderImage()
        try GoldenImage.check(image, named: "symbols-2d-eight-shapes")
    }

    @Test func penguinsBySpeciesWithShapeAndColour() throws {
        let penguins = try Examples.penguinData()
        let chart = Chart(penguins) { p in
            PointMark(x: .value("Flipper length (mm)", p.flipper), y: .value("Body mass (g)", p.mass))
                .foregroundStyle(by: .value("Species", p.species))
                .symbol(by: .value("Species", p.species))
        }
        .chartXScale(domain: 170...235)
        .chartYScale(domain: .automatic(includesZero: false))
        let image = try ImageRenderer(content: chart).renderImage()
        try GoldenImage.check(image, named: "symbols-2d-penguins-by-species")
    }
}
