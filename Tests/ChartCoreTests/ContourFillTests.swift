import ChartMath
import ChartScene
import ChartTestSupport
import Testing

@testable import ChartCore

/// Filled `ContourPlot`s: one even-odd path per band coloured by its lower edge, a discrete colour
/// bar, lines drawn over the fill, and the line form's typed errors.
struct ContourFillTests {
    @Test func oneEvenOddPathPerBandAndADiscreteColourBar() throws {
        let plot = try ContourPlotTests.plot("volcano-grid.csv", levels: .step(20), xExtent: 0...600, yExtent: 0...860)
        let filled = plot.contourFill()
        #expect(filled.chartElements.count == 6)  // below 100, 100–120, …, above 180
        #expect(filled.contourFill(false).chartElements.count == 5)
        let chart = Chart {
            filled
            plot.foregroundStyle(.black)
        }
        .chartForegroundStyleScale(range: .magma).frame(width: 400, height: 400)
        let scene = try chart.lowered()
        let paths = scene.primitives.compactMap { p -> ScenePath? in
            guard case .path(let path) = p else { return nil }
            return path
        }
        #expect(paths.count == 6)
        #expect(paths.allSatisfy { $0.rule == .evenOdd })
        // Each band its lower edge's colour: the lowest magma's start, the top band magma's end.
        let magma = ColorMap.named(.magma)
        #expect(paths.first?.color == magma.color(at: 0))
        #expect(paths.last?.color == magma.color(at: 1))
        #expect(Set(paths.map(\.color)).count == 6)
        // The colour bar: one pixel-space quad per band in the same colours, and the lines on top.
        let swatches = scene.primitives.compactMap { p -> RGBA? in
            guard case .mesh(let m) = p, m.space == .pixel, m.positions.count == 4 else { return nil }
            return m.colors[0]
        }
        #expect(swatches == paths.map(\.color))
        let lastPath = try #require(scene.primitives.lastIndex { if case .path = $0 { true } else { false } })
        let firstBlackLine = try #require(
            scene.primitives.firstIndex {
                if case .lines(let l) = $0 { l.color == Color.black.rgba && l.vertices.count > 10 } else { false }
            })
        #expect(lastPath < firstBlackLine)
        // The bar's labels are the levels.
        let labels = scene.primitives.flatMap { p -> [String] in
            guard case .text(let t) = p else { return [] }
            return t.labels.map(\.text)
        }
        for level in ["100", "120", "140", "160", "180"] { #expect(labels.contains(level)) }
    }

    @Test func badInputThrowsAsTheLineFormDoes() throws {
        let decreasing = try ContourPlotTests.plot("volcano-grid.csv", levels: .values([150, 120])).contourFill()
        #expect(
            throws: ContourError.levelsNotIncreasing(
                mark: "ContourPlot \"Height (m)\"", index: 1, previous: 150, level: 120)
        ) {
            try Chart { decreasing }.lowered()
        }
        let empty = ContourPlot(
            x: "x", y: "y", value: "v", columns: GridPlacement(count: 2, extent: nil),
            rows: GridPlacement(count: 2, extent: nil), values: [.nan, .nan, .nan, .nan], levels: .automatic
        ).contourFill()
        #expect(throws: ContourError.noFiniteValues(mark: "ContourPlot \"v\"")) { try Chart { empty }.lowered() }
    }
}
