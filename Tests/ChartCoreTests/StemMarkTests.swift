import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// `StemMark`, the built-in mark written as a `ChartMark`: its domains, primitives, legend entry,
/// description and transition.
struct StemMarkTests {
    struct Sample {
        let n: Int
        let h: Double
    }

    /// A decaying, alternating impulse response: h[n] = 0.8ⁿ·cos(πn/3).
    static let response = (0..<12).map { Sample(n: $0, h: pow(0.8, Double($0)) * cos(Double.pi * Double($0) / 3)) }

    static var chart: Chart {
        Chart(response, id: \.n) { s in
            StemMark(x: .value("n", s.n), y: .value("h[n]", s.h))
        }
        .frame(width: 320, height: 200)
    }

    @Test func sceneSnapshot() throws {
        if let failure = try TextSnapshot.check(try Self.chart.lowered().textDescription, named: "stem-mark-2d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func oneBatchOfStemsAndOneOfSymbolsForAllSamples() throws {
        let scene = try Self.chart.lowered()
        // The stems are the vertical two-vertex pieces of a line batch (the axis batch has ticks).
        let stemBatches = scene.primitives.compactMap { p -> LineBatch? in
            guard case .lines(let l) = p, l.starts.count == Self.response.count else { return nil }
            let vertical = l.starts.allSatisfy { s in l.vertices[s].x == l.vertices[s + 1].x }
            return vertical && l.vertices.count == 2 * Self.response.count ? l : nil
        }
        let symbolBatches = scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p { return b }
            return nil
        }
        #expect(stemBatches.count == 1)
        #expect(symbolBatches.count == 1)
        #expect(symbolBatches.first?.positions.count == Self.response.count)
    }

    @Test func stemsOfTwoColoursMakeTwoRuns() throws {
        // A run ends where the colour changes: a, a, b → two line batches and two symbol batches.
        let chart = Chart {
            StemMark(x: .value("x", 1), y: .value("y", 1.0)).foregroundStyle(.red)
            StemMark(x: .value("x", 2), y: .value("y", 2.0)).foregroundStyle(.red)
            StemMark(x: .value("x", 3), y: .value("y", 3.0)).foregroundStyle(.blue)
        }
        .frame(width: 200, height: 150)
        let scene = try chart.lowered()
        let red = Color.red.rgba
        let blue = Color.blue.rgba
        let lines = scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.color == red || l.color == blue { return l }
            return nil
        }
        #expect(lines.map(\.color) == [red, blue])
        #expect(lines.map(\.starts.count) == [2, 1])
        let points = scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p { return b }
            return nil
        }
        #expect(points.map(\.positions.count) == [2, 1])
    }

    @Test func baselineWidensTheDomain() throws {
        // All values above 5: the base at 2 still has to be inside the y domain.
        let chart = Chart {
            StemMark(x: .value("x", 1), y: .value("y", 6.0), base: 2)
            StemMark(x: .value("x", 2), y: .value("y", 8.0), base: 2)
        }
        .chartYScale(domain: .automatic(includesZero: false))
        let (_, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        #expect(layout.y.lower <= 2)
        #expect(layout.y.upper >= 8)
    }

    @Test func categoryGetsALegendEntryWithTheTipSymbol() throws {
        let chart = Chart {
            StemMark(x: .value("x", 1), y: .value("y", 1.0)).symbol(.diamond).foregroundStyle(by: .value("Kind", "a"))
        }
        var categories = Categories(scale: nil, gradient: nil, domain: nil, palette: chart.effectivePalette)
        for e in chart.elements { categories.add(e.style.category) }
        let samples = Legend.samples(for: chart.elements, categories: &categories)
        #expect(samples["a"] == .symbol(.diamond, line: []))
    }

    @Test func describedAsPoints() throws {
        let description = Self.chart.accessibilityDescription
        #expect(description.contains("12 points"))
        let series = Self.chart.accessibleSeries()
        #expect(series.count == 1)
        #expect(series.first?.kind == .point)
        #expect(series.first?.points.count == Self.response.count)
    }

    @Test func interpolatesTipAndBase() throws {
        let a = Chart { ForEach([0], id: \.self) { _ in StemMark(x: .value("x", 1), y: .value("y", 2.0), base: 0) } }
        let b = Chart { ForEach([0], id: \.self) { _ in StemMark(x: .value("x", 1), y: .value("y", 4.0), base: 1) } }
        let mid = a.interpolated(to: b, fraction: 0.5)
        guard let stem = mid.elements.first?.recipe.mark as? StemMark else {
            Issue.record("the interpolated chart has no stem")
            return
        }
        #expect(stem.y.number == 3)
        #expect(stem.base == 0.5)
    }

    @Test func newestStemIsTheStreamingEnd() {
        let chart = Chart {
            StemMark(x: .value("t", 4.0), y: .value("v", 1.0))
            StemMark(x: .value("t", 9.0), y: .value("v", 2.0))
            StemMark(x: .value("t", 7.0), y: .value("v", 3.0))
        }
        #expect(chart.lastX?.value == 9)
        #expect(chart.lastX?.isDate == false)
    }

    @Test func categoryOnNumericAxisIsAnError() throws {
        let chart = Chart {
            StemMark(x: .value("x", 1), y: .value("y", 1.0))
            StemMark(x: .value("x", "one"), y: .value("y", 1.0))
        }
        #expect(throws: ChartError.self) { try chart.lowered() }
    }
}
