import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

func dist<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
    let d = a - b
    return (d * d).sum().squareRoot()
}

/// `VectorPlot` and `StreamlinePlot`: arrow lengths and heads against the scale computed by hand,
/// colours, the key, 3D arrows, streamline spacing in pixels, and typed errors.
struct VectorPlotTests {
    static func paths(_ scene: RenderScene) -> [ScenePath] {
        scene.primitives.compactMap { p -> ScenePath? in
            if case .path(let path) = p { return path }
            return nil
        }
    }

    /// A rigid rotation over −2…2 in 4 × 4 cells of 1: the longest vectors, at (±1.5, ±1.5), are
    /// √4.5 cells long, so the automatic factor is 0.9 / √4.5.
    static let rotation = VectorPlot(x: "x", y: "y", xDomain: -2...2, yDomain: -2...2, count: 4) { x, y in (-y, x) }

    static func layout(_ chart: Chart) throws -> (RenderScene, Lowering2D.Layout) {
        try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
    }

    @Test func automaticScaleMakesTheLongestArrowNineTenthsOfACell() throws {
        let chart = Chart { Self.rotation.foregroundStyle(.black) }.frame(width: 400, height: 400)
        let (scene, layout) = try Self.layout(chart)
        let arrows = try #require(Self.paths(scene).first { $0.color == Color.black.rgba })
        #expect(arrows.starts.count == 16)
        let contours = arrows.contours.map { Array($0) }
        // Pixels per data unit on x and y (the domains are exact: −2…2).
        let ppx = Double(layout.plot.x1 - layout.plot.x0) / 4
        let ppy = Double(layout.plot.y1 - layout.plot.y0) / 4
        let factor = 0.9 / 4.5.squareRoot()
        let width = 0.005 * Double(layout.plot.x1 - layout.plot.x0)
        var longest = 0.0
        for c in contours.map({ $0.map { SIMD2(Double($0.x), Double($0.y)) } }) {
            #expect(c.count == 7)
            let tail = (c[0] + c[6]) / 2
            let centre = (c[3] + tail) / 2
            let x = (centre.x - Double(layout.plot.x0)) / ppx - 2
            let y = 2 - (centre.y - Double(layout.plot.y0)) / ppy
            // Centred on its cell's centre, factor × (−y, x) long in data units.
            #expect(abs(abs(x) - 0.5) < 1e-3 || abs(abs(x) - 1.5) < 1e-3)
            let d = c[3] - tail
            #expect(abs(d.x / ppx - factor * -y) < 1e-4 && abs(-d.y / ppy - factor * x) < 1e-4)
            longest = max(longest, (d.x / ppx * d.x / ppx + d.y / ppy * d.y / ppy).squareRoot())
            // matplotlib's proportions: shaft 0.5 % of the plot wide, head 3 shafts wide.
            #expect(abs(dist(c[0], c[6]) - width) < 1e-3)
            #expect(abs(dist(c[2], c[4]) - 3 * width) < 1e-3)
        }
        // The longest arrow spans 0.9 of a cell (cells are 1 × 1 data units).
        #expect(abs(longest - 0.9) < 1e-4)
    }

    @Test func sceneSnapshots() throws {
        let quiver = Chart {
            VectorPlot(x: "x", y: "y", xDomain: -1...1, yDomain: -1...1, count: 5) { x, y in (1 + y, x) }
                .foregroundStyle(by: .magnitude("Speed")).vectorKey(1, label: "1 m/s", position: .bottomLeading)
        }
        .frame(width: 320, height: 260)
        if let failure = try TextSnapshot.check(try quiver.lowered().textDescription, named: "vector-plot-2d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
        let streamlines = Chart {
            StreamlinePlot(x: "x", y: "y", xDomain: -1...1, yDomain: -1...1) { x, y in (y, -x - 0.3 * y) }
                .streamlineSpacing(20)
        }
        .frame(width: 320, height: 260)
        if let failure = try TextSnapshot.check(
            try streamlines.lowered().textDescription, named: "streamline-plot-2d-scene")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func zeroVectorsDrawNothingAndNonFiniteOnesAreSkipped() throws {
        let data: [(x: Double, y: Double, u: Double, v: Double)] = [
            (0, 0, 0, 0), (1, 0, 1, 0), (2, 0, .nan, 1), (3, 0, 0, 1),
        ]
        struct Row { var x, y, u, v: Double }
        let rows = data.map { Row(x: $0.x, y: $0.y, u: $0.u, v: $0.v) }
        let chart = Chart {
            VectorPlot(rows, x: .value("x", \.x), y: .value("y", \.y), u: .value("u", \.u), v: .value("v", \.v))
        }
        let scene = try chart.lowered()
        let arrows = try #require(Self.paths(scene).first)
        #expect(arrows.starts.count == 2)
        #expect(scene.warnings.contains(.nonFiniteValuesSkipped(mark: "VectorPlot", count: 1)))
    }

    @Test func colouredByMagnitudeWithAColourBarAndAKey() throws {
        let chart = Chart {
            Self.rotation.foregroundStyle(by: .magnitude("Speed (m/s)")).vectorKey(2, label: "2 m/s")
        }
        .frame(width: 400, height: 360)
        let (scene, layout) = try Self.layout(chart)
        let texts = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(texts.contains("Speed (m/s)") && texts.contains("2 m/s"))
        // Magnitudes √0.5, √2.5 and √4.5: three steps, three colours, the lowest and highest viridis's ends.
        let arrowPaths = Self.paths(scene).filter { $0.contours.allSatisfy { $0.count == 7 } }
        let colours = Set(arrowPaths.dropLast().map(\.color))
        #expect(colours.count == 3)
        #expect(colours.contains(ColorMap.viridis.color(at: 0)) && colours.contains(ColorMap.viridis.color(at: 1)))
        // The key's arrow (the last 7-vertex path) is 2 × factor data units long on x.
        let key = try #require(arrowPaths.last?.contours.first.map(Array.init))
        let pixelsPerUnit = Double(layout.plot.x1 - layout.plot.x0) / 4
        let length = Double(key[3].x - key[0].x)
        #expect(abs(length - 2 * 0.9 / 4.5.squareRoot() * pixelsPerUnit) < 1e-2)
        #expect(key[3].x < layout.plot.x1 && key[0].y > layout.plot.y0)
    }

    @Test func explicitFactorAndPivotAtTheTail() throws {
        let plot = VectorPlot(x: "x", y: "y", xDomain: 0...1, yDomain: 0...1, count: 1) { _, _ in (0.5, 0) }
            .vectorScale(.factor(0.4)).arrowPivot(.tail)
        let (scene, layout) = try Self.layout(Chart { plot }.frame(width: 300, height: 300))
        let c = try #require(Self.paths(scene).first?.contours.first.map(Array.init))
        let ppu = Double(layout.plot.x1 - layout.plot.x0)
        #expect(abs(Double(c[0].x - layout.plot.x0) - 0.5 * ppu) < 1e-3)
        #expect(abs(Double(c[3].x - layout.plot.x0) - 0.7 * ppu) < 1e-3)
    }

    @Test func threeDimensionalArrowsAreLinesWithCones() throws {
        let plot = VectorPlot(
            x: "x", y: "y", z: "z", xDomain: -1...1, yDomain: -1...1, zDomain: -1...1, count: 3
        ) { x, _, z in (-z, 0.4, x) }
        let scene = try Chart3D { plot }.lowered()
        let shafts = scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.space == .world, l.starts.count == 27 { return l }
            return nil
        }
        let cones = scene.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p, m.space == .world, m.positions.count == 27 * (2 * 12 + 13) { return m }
            return nil
        }
        #expect(shafts.count == 1 && cones.count == 1)
        // Each shaft ends where its cone's base is, 0.7 of the way from tail to tip.
        let base = try #require(cones.first?.positions[24])
        #expect(shafts[0].vertices.contains { dist($0, base) < 1e-4 })
        #expect(throws: VectorFieldError.wrongChart(mark: "VectorPlot", dimensions: 3)) { try Chart { plot }.lowered() }
        #expect(throws: VectorFieldError.wrongChart(mark: "VectorPlot", dimensions: 2)) {
            try Chart3D { Self.rotation }.lowered()
        }
    }

    @Test func badInputThrowsTypedErrors() {
        let zero = VectorPlot(x: "x", y: "y", xDomain: 0...1, yDomain: 0...1, count: 0) { _, _ in (1, 1) }
        #expect(throws: VectorFieldError.count(mark: "VectorPlot", count: 0, minimum: 1)) {
            try Chart { zero }.lowered()
        }
        let flat = VectorPlot(x: "x", y: "y", xDomain: 1...1, yDomain: 0...1) { _, _ in (1, 1) }
        #expect(throws: VectorFieldError.domain(mark: "VectorPlot", axis: "x", lower: 1, upper: 1)) {
            try Chart { flat }.lowered()
        }
        #expect(throws: VectorFieldError.notPositive(mark: "VectorPlot", name: "the scale factor", value: -1)) {
            try Chart { Self.rotation.vectorScale(.factor(-1)) }.lowered()
        }
        struct Node { var x, y, u, v: Double }
        let missing = [Node(x: 0, y: 0, u: 1, v: 0), Node(x: 1, y: 0, u: 1, v: 0), Node(x: 0, y: 1, u: 1, v: 0)]
        let plot = StreamlinePlot(
            missing, x: .value("x", \.x), y: .value("y", \.y), u: .value("u", \.u), v: .value("v", \.v))
        #expect(throws: VectorFieldError.notAGrid(mark: "StreamlinePlot", xValues: 2, yValues: 2, rows: 3)) {
            try Chart { plot }.lowered()
        }
    }

    @Test func streamlinesOfAGriddedFieldKeepTheirSpacingInPixels() throws {
        // A rotation given on a 21 × 21 grid, drawn at scale 2: lines at least 6 points (12 pixels) apart.
        struct Node { var x, y, u, v: Double }
        let nodes = (0..<21).flatMap { j in
            (0..<21).map { i in
                let (x, y) = (Double(i) / 10 - 1, Double(j) / 10 - 1)
                return Node(x: x, y: y, u: -y, v: x)
            }
        }
        let chart = Chart {
            StreamlinePlot(nodes, x: .value("x", \.x), y: .value("y", \.y), u: .value("u", \.u), v: .value("v", \.v))
                .streamlineSpacing(12).foregroundStyle(.black)
        }
        .frame(width: 300, height: 300)
        let scene = try chart.lowered(scale: 2)
        let batch = try #require(
            scene.primitives.compactMap { p -> LineBatch? in
                if case .lines(let l) = p, l.color == Color.black.rgba { return l }
                return nil
            }.first)
        var lines: [[SIMD2<Float>]] = []
        for (k, start) in batch.starts.enumerated() {
            let end = k + 1 < batch.starts.count ? batch.starts[k + 1] : batch.vertices.count
            lines.append(batch.vertices[start..<end].map { SIMD2($0.x, $0.y) })
        }
        #expect(lines.count >= 8)
        var nearest = Float.infinity
        for i in lines.indices {
            for j in lines.indices where j > i {
                for p in lines[i] where lines[j].count > 0 {
                    nearest = min(nearest, lines[j].map { dist($0, p) }.min()!)
                }
            }
        }
        #expect(nearest >= 12 - 0.01)
        // Arrow heads point along the rotation: some heads, filled.
        #expect(Self.paths(scene).contains { $0.color == Color.black.rgba && $0.starts.count >= lines.count / 2 })
    }
}
