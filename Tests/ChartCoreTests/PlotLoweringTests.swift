import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

@Suite struct PlotLoweringTests {
    func meshes(_ s: RenderScene) -> [TriangleMesh] {
        s.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p.triangulatingPaths { return m }
            return nil
        }
    }

    func lines(_ s: RenderScene) -> [LineBatch] {
        s.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p { return l }
            return nil
        }
    }

    func texts(_ s: RenderScene) -> [String] {
        s.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    @Test func parametricCircleIsOneClosedPolyline() throws {
        let chart = Chart {
            LinePlot(x: "Across", y: "Up", t: "Turn", domain: 0...(2 * .pi)) { t in (x: 2 * cos(t), y: 2 * sin(t)) }
        }
        .chartXScale(domain: -2.5...2.5)
        .chartYScale(domain: -2.5...2.5)
        let curve = try #require(lines(try chart.lowered()).first { $0.color == Color.blue.rgba })
        #expect(curve.starts.count == 1)
        #expect(curve.vertices.first == curve.vertices.last)
        #expect(texts(try chart.lowered()).contains("Across"))
    }

    @Test func bandFillsBetweenTheFunctions() throws {
        let chart = Chart {
            AreaPlot(x: "x", yStart: "lower", yEnd: "upper", domain: 0...4) { x in
                (yStart: x - 0.5, yEnd: x * x / 2 + 0.5)
            }
        }
        let mesh = try #require(meshes(try chart.lowered()).first)
        #expect(mesh.space == .pixel)
        #expect(mesh.indices.count > 30)
        // The band's area in pixels matches the integral of the difference (∫₀⁴ x²/2 + 1 − x dx = 32/3 − 8 + 4).
        var area = 0.0
        for k in stride(from: 0, to: mesh.positions.count, by: 3) {
            let a = mesh.positions[k]
            let b = mesh.positions[k + 1]
            let c = mesh.positions[k + 2]
            area += Double(abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))) / 2
        }
        // Pixels per unit from the tick labels' positions.
        let labels = try chart.lowered().primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels }
            return []
        }
        func perUnit(_ axis: (TextLabel) -> Bool, _ coordinate: (TextLabel) -> Float) throws -> Double {
            let ticks = labels.filter(axis).compactMap { l -> (Double, Double)? in
                Double(l.text.replacingOccurrences(of: "\u{2212}", with: "-")).map { ($0, Double(coordinate(l))) }
            }
            let a = try #require(ticks.first)
            let b = try #require(ticks.last)
            return abs(b.1 - a.1) / abs(b.0 - a.0)
        }
        let pxPerX = try perUnit({ $0.vertical == .top && $0.horizontal == .center }, { $0.position.x })
        let pxPerY = try perUnit({ $0.horizontal == .trailing }, { $0.position.y })
        let expected = (64.0 / 6 + 4 - 8) * pxPerX * pxPerY
        #expect(abs(area - expected) / expected < 0.01, "band area \(area) px², expected \(expected)")
    }

    struct Reading {
        let time: Double
        let value: Double
        let hot: Bool
        var tint: Color { hot ? .red : .blue }
    }

    @Test func vectorizedLineWithKeyPathColours() throws {
        let data = (0..<100).map { Reading(time: Double($0), value: sin(Double($0) / 10), hot: $0 >= 50) }
        let chart = Chart {
            LinePlot(data, x: .value("Time", \.time), y: .value("Value", \.value))
                .foregroundStyle(\.tint)
        }
        let colours = Set(lines(try chart.lowered()).map(\.color))
        #expect(colours.contains(Color.red.rgba) && colours.contains(Color.blue.rgba))
    }

    @Test func millionSamplesAreReducedPerPixelColumn() throws {
        let n = 1_000_000
        let data = (0..<n).map {
            Reading(time: Double($0), value: sin(Double($0) * 0.001) + Double($0 % 7) * 0.01, hot: false)
        }
        let chart = Chart {
            LinePlot(data, x: .value("Time", \.time), y: .value("Value", \.value))
        }
        .frame(width: 600, height: 400)
        let curve = try #require(lines(try chart.lowered()).first { $0.color == Color.blue.rgba })
        #expect(curve.vertices.count <= 4 * 8 * 600)  // four per eighth of a pixel column
        #expect(curve.vertices.count >= 2 * 500)
    }

    @Test func stackedAreasByStackTop() throws {
        struct Row {
            let x: Double
            let y: Double
            let kind: String
        }
        let rows = (0..<5).flatMap { i in [Row(x: Double(i), y: 1, kind: "a"), Row(x: Double(i), y: 2, kind: "b")] }
        let chart = Chart {
            AreaPlot(rows, x: .value("X", \.x), y: .value("Y", \.y), series: .value("Kind", \.kind))
        }
        let scene = try chart.lowered()
        // Two areas, and the legend's two square samples.
        #expect(meshes(scene).count == 4)
        let outlines = scene.primitives.compactMap { p -> Int? in
            if case .path(let path) = p { return path.points.count }
            return nil
        }
        #expect(outlines.suffix(2).allSatisfy { $0 < 50 })
        #expect(texts(scene).contains("Kind") && texts(scene).contains("3"))
        let layers = AreaStacking.stack(x: rows.map(\.x), y: rows.map(\.y), series: rows.map(\.kind), method: .standard)
        #expect(layers.map { $0.top.map(\.y) } == [[1, 1, 1, 1, 1], [3, 3, 3, 3, 3]])
        let normalized = AreaStacking.stack(
            x: rows.map(\.x), y: rows.map(\.y), series: rows.map(\.kind), method: .normalized)
        #expect(normalized[1].top.allSatisfy { $0.y == 1 })
    }

    @Test func lineMarksJoinPerSeriesWithInterpolation() throws {
        let chart = Chart {
            ForEach(0..<8, id: \.self) { i in
                LineMark(x: .value("X", i), y: .value("Y", Double(i % 3)), series: .value("S", "a"))
                    .interpolationMethod(.stepStart)
                LineMark(x: .value("X", i), y: .value("Y", Double(i % 2) + 5), series: .value("S", "b"))
            }
        }
        let data = lines(try chart.lowered()).filter { $0.width == 2 }
        #expect(data.count == 2)
        // Steps: only horizontal and vertical segments.
        for line in data.first!.polylines {
            for (a, b) in zip(line, line.dropFirst()) { #expect(a.x == b.x || a.y == b.y) }
        }
    }

    @Test func logScaleTicksAtDecades() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "eˣ", domain: 0...10) { exp($0) }
        }
        .chartYScale(domain: 1...100_000, type: .log)
        let t = texts(try chart.lowered())
        for label in ["1", "10", "100", "1000"] { #expect(t.contains(label), "missing \(label) in \(t)") }
    }

    @Test func reversedAxisRunsDownward() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", domain: 0...1) { $0 }
        }
        .chartYScale(domain: .automatic(includesZero: true, reversed: true))
        let curve = try #require(lines(try chart.lowered()).first { $0.color == Color.blue.rgba })
        // y grows downward on screen when reversed: the line descends from left to right.
        #expect(curve.vertices.first!.y < curve.vertices.last!.y)
    }

    @Test func logOfNonPositiveDomainIsATypedError() {
        let chart = Chart { LinePlot(x: "x", y: "y", domain: 0...1) { $0 } }.chartYScale(domain: -1...10, type: .log)
        #expect(throws: ChartError.self) { try chart.lowered() }
    }
}
