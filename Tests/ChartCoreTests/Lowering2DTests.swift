import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

@Suite struct Lowering2DTests {
    let cosine = Chart {
        LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
    }
    .chartYScale(domain: -1.2...1.2)

    func labels(_ scene: RenderScene) -> [TextLabel] {
        scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels }
            return []
        }
    }

    func lineBatches(_ scene: RenderScene) -> [LineBatch] {
        scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p { return l }
            return nil
        }
    }

    @Test func sizeIsFrameTimesScale() throws {
        let scene = try cosine.lowered(scale: 2)
        #expect(scene.pixelWidth == 1200 && scene.pixelHeight == 800)
        let small = try cosine.frame(width: 300, height: 200).lowered(scale: 1)
        #expect(small.pixelWidth == 300 && small.pixelHeight == 200)
    }

    @Test func axisTitlesComeFromTheValueLabels() throws {
        let texts = labels(try cosine.lowered()).map(\.text)
        #expect(texts.contains("Angle"))
        #expect(texts.contains("Amplitude"))
        let renamed = labels(try cosine.chartXAxisLabel("θ (rad)").lowered()).map(\.text)
        #expect(renamed.contains("θ (rad)") && !renamed.contains("Angle"))
    }

    @Test func ticksAreRoundNumbers() throws {
        let texts = Set(labels(try cosine.lowered()).map(\.text))
        for t in ["\u{2212}6", "\u{2212}4", "\u{2212}2", "0", "2", "4", "6", "\u{2212}1", "\u{2212}0.5", "0.5", "1"] {
            #expect(texts.contains(t), "missing tick label \(t)")
        }
    }

    @Test func theCurveStaysInsideThePlotAndFollowsTheFunction() throws {
        let scene = try cosine.lowered()
        let data = try #require(lineBatches(scene).first { $0.color == Color.blue.rgba })
        #expect(data.width == 2)
        #expect(data.vertices.count > 100)
        // The curve's extreme pixels correspond to cos = ±1 within the y domain ±1.2.
        let ys = data.vertices.map(\.y)
        let xs = data.vertices.map(\.x)
        let top = ys.min()!
        let bottom = ys.max()!
        let plotHeight = (bottom - top) / (2 / 2.4)
        #expect(abs((bottom - top) / plotHeight - 2 / 2.4) < 0.01)
        #expect(xs.min()! >= 0 && xs.max()! <= Float(scene.pixelWidth))
    }

    @Test func nanLeavesAGap() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", domain: -1...1) { $0 < 0 ? .nan : $0 }
        }
        let scene = try chart.lowered()
        let data = try #require(lineBatches(scene).first { $0.color == Color.blue.rgba })
        let grid = lineBatches(scene)[0]
        let midX = (grid.vertices.map(\.x).min()! + grid.vertices.map(\.x).max()!) / 2
        #expect(data.vertices.allSatisfy { $0.x >= midX - 0.5 })
    }

    @Test func polesDrawWithoutWalls() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "tan x", domain: -4...4) { tan($0) }
        }
        .chartYScale(domain: -5...5)
        let scene = try chart.lowered()
        let data = try #require(lineBatches(scene).first { $0.color == Color.blue.rgba })
        #expect(data.starts.count >= 3, "tan over −4…4 has three branches")
        for line in data.polylines {
            // Each branch of tan is increasing: y in pixels decreases along it (no wall back down).
            let ys = line.map(\.y)
            #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 + 0.01 })
        }
    }

    @Test func invalidDomainsAreTypedErrors() {
        #expect(throws: ChartError.invalidDomain(axis: "y", lower: 1, upper: 1)) {
            try cosine.chartYScale(domain: 1...1).lowered()
        }
        #expect(throws: ChartError.invalidDomain(axis: "x", lower: 0, upper: .infinity)) {
            try cosine.chartXScale(domain: 0...Double.infinity).lowered()
        }
    }

    @Test func invalidSizesAreTypedErrors() {
        #expect(throws: ChartError.invalidSize(width: 600, height: 400, scale: 100)) {
            try cosine.lowered(scale: 100)
        }
        #expect(throws: ChartError.self) { try cosine.frame(width: 0).lowered() }
    }

    @Test func pointsAndCategoriesMakeALegend() throws {
        struct Sample {
            let x: Double
            let y: Double
            let kind: String
        }
        let data = [Sample(x: 1, y: 2, kind: "a"), Sample(x: 2, y: 3, kind: "b"), Sample(x: 3, y: 1, kind: "a")]
        let chart = Chart(data) {
            PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("Kind", $0.kind))
        }
        let scene = try chart.lowered()
        let texts = labels(scene).map(\.text)
        #expect(texts.contains("Kind") && texts.contains("a") && texts.contains("b"))
        let points = scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p { return b }
            return nil
        }
        #expect(points[0].positions.count == 3)
        let palette = Color.categoricalPalette.map(\.rgba)
        #expect(points[0].colors == [palette[0], palette[1], palette[0]])
    }

    @Test func surfaceInA2DChartIsRejected() {
        let elements = SurfacePlot(x: "x", y: "y", z: "z") { x, z in x + z }.chart3DElements
        let chart = Chart { elements }
        #expect(throws: ChartError.notThreeDimensional(mark: "SurfacePlot")) { try chart.lowered() }
    }

    @Test func cosineSceneSnapshot() throws {
        let text = try cosine.frame(width: 400, height: 260).lowered(scale: 1).textDescription
        if let failure = try TextSnapshot.check(text, named: "cosine-2d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
