import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// The golden images of density plots: 400,000 points of three Gaussian clusters streamed from a
/// seeded source, equalised-histogram shading; 2,000 random-walk lines, log shading; and the mean of
/// a smooth value per pixel, whose PDF (the image embedded) must match its golden.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct DensityPlotGoldenTests {
    /// SplitMix64, then Box–Muller: the same normal deviates on every run.
    struct Normals {
        var state: UInt64
        mutating func uniform() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return (Double((z ^ (z >> 31)) >> 11) + 0.5) / Double(1 << 53)
        }
        mutating func normal() -> Double { (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform()) }
    }

    /// Chunk `k` of the three clusters: 50,000 points, x and y.
    static func cluster(chunk k: Int) -> (x: [Double], y: [Double]) {
        var g = Normals(state: UInt64(k + 1) * 7919)
        var x: [Double] = []
        var y: [Double] = []
        for i in 0..<50_000 {
            let (cx, cy, s): (Double, Double, Double) = [(-1.5, -1, 0.6), (1.5, 0.5, 0.9), (0, 2, 0.3)][i % 3]
            x.append(cx + s * g.normal())
            y.append(cy + s * g.normal())
        }
        return (x, y)
    }

    static func xs(chunk k: Int) -> [Double] { cluster(chunk: k).x }
    static func ys(chunk k: Int) -> [Double] { cluster(chunk: k).y }

    /// The sample of Statistical Charts: a source of 8 chunks, the domains given.
    static var pointsChart: some ChartRepresentable {
        let source = DensitySource(chunkCount: 8) { k in
            try! DensityChunk(x: xs(chunk: k), y: ys(chunk: k))  // 50,000 points each
        }
        return Chart {
            DensityPlot(source, x: "x", y: "y")
        }
        .chartXScale(domain: -4...4)
        .chartYScale(domain: -3...3.5)
        .chartTitle("400,000 points, equalised histogram")
        .frame(width: 480, height: 340)
    }

    /// The first sample of Statistical Charts: columns, their bounds as the domains.
    @Test func columnsSample() throws {
        let xs = Self.xs(chunk: 0)
        let ys = Self.ys(chunk: 0)
        let chart = Chart {
            DensityPlot(x: xs, y: ys, xLabel: "x", yLabel: "y")
        }
        let scene = try chart.renderScene(scale: 1)
        #expect(scene.primitives.contains { if case .image = $0 { true } else { false } })
    }

    static var linesChart: some ChartRepresentable {
        var g = Normals(state: 42)
        var x: [Double] = []
        var y: [Double] = []
        var starts: [Int] = []
        for _ in 0..<2000 {
            starts.append(x.count)
            var v = 0.0
            for t in 0..<100 {
                v += 0.1 * g.normal()
                x.append(Double(t))
                y.append(v)
            }
        }
        return Chart {
            DensityPlot(lineX: x, y: y, starts: starts, xLabel: "Step", yLabel: "Position")
                .shading(.log)
        }
        .chartXScale(domain: 0...99)
        .chartYScale(domain: -4...4)
        .chartTitle("2,000 random walks, log shading")
        .frame(width: 480, height: 340)
    }

    /// A smooth field: 640 × 480 points on a lattice, each pixel the mean of sin x · cos y over its
    /// points, linear shading.
    static var meanChart: some ChartRepresentable {
        var x: [Double] = []
        var y: [Double] = []
        var v: [Double] = []
        for j in 0..<480 {
            for i in 0..<640 {
                let (u, w) = (Double(i) / 639 * 6 - 3, Double(j) / 479 * 4 - 2)
                x.append(u)
                y.append(w)
                v.append(sin(u * 1.3) * cos(w * 1.6))
            }
        }
        return Chart {
            DensityPlot(x: x, y: y, value: v, xLabel: "u", yLabel: "w", valueLabel: "sin 1.3u · cos 1.6w")
                .shading(.linear)
        }
        .chartXScale(domain: -3...3)
        .chartYScale(domain: -2...2)
        .chartTitle("Mean of a value per pixel")
        .frame(width: 480, height: 340)
    }

    @Test func meanGolden() throws {
        let image = try ImageRenderer(content: Self.meanChart).renderImage()
        let result = try GoldenImage.check(image, named: "density-plot-mean")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func pointsGolden() throws {
        let image = try ImageRenderer(content: Self.pointsChart).renderImage()
        let result = try GoldenImage.check(image, named: "density-plot-points")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func linesGolden() throws {
        let image = try ImageRenderer(content: Self.linesChart).renderImage()
        let result = try GoldenImage.check(image, named: "density-plot-lines")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func theSVGEmbedsTheImage() throws {
        let svg = String(decoding: try ImageRenderer(content: Self.pointsChart).svgData(), as: UTF8.self)
        #expect(svg.contains("<image"))
        #expect(svg.contains("Count"))
    }
}

extension VectorOutputTests {
    @Test func theDensityPlotsPDFMatchesItsGolden() throws {
        try checkPDF(
            ImageRenderer(content: DensityPlotGoldenTests.meanChart), golden: "density-plot-mean",
            name: "density-plot-mean")
    }
}

/// The golden image of a 3D density plot: 600,000 points of three Gaussian clusters streamed from a
/// seeded source, counted per pixel as the camera sees them, cut by an opaque surface (the plane
/// y = 0.4 + 0.3 sin x, seen from a little above it): the surface hides the parts of the two
/// clusters below it that lie behind it, and the cluster above hides the surface.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct DensityPlot3DGoldenTests {
    /// Chunk `k` of the three clusters: 50,000 points, x, y and z.
    static func chunk(_ k: Int) -> DensityChunk {
        var g = DensityPlotGoldenTests.Normals(state: UInt64(k + 1) * 104_729)
        var (x, y, z) = ([Double](), [Double](), [Double]())
        for i in 0..<50_000 {
            let (c, s): ((Double, Double, Double), Double) =
                [((-1.0, -1.2, -0.6), 0.45), ((0.9, 1.5, 0.4), 0.55), ((0.6, -1.3, 1.4), 0.3)][i % 3]
            x.append(c.0 + s * g.normal())
            y.append(c.1 + s * g.normal())
            z.append(c.2 + s * g.normal())
        }
        return try! DensityChunk(x: x, y: y, z: z)
    }

    /// The sample of Statistical Charts: a source of 12 chunks, the domains given.
    static var chart: some ChartRepresentable { chart3D }

    static var chart3D: Chart3D {
        let source = DensitySource(chunkCount: 12) { chunk($0) }  // 50,000 points each
        return Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, _ in 0.4 + 0.3 * sin(x) }
                .foregroundStyle(Color(white: 0.82))
            DensityPlot(source, x: "x", y: "y", z: "z")
        }
        .chartXScale(domain: -3...3)
        .chartYScale(domain: -2.5...3)
        .chartZScale(domain: -3...3)
        .chart3DPose(Chart3DPose(azimuth: .degrees(30), inclination: .degrees(12)))
        .chartTitle("600,000 points in 3D, equalised histogram")
        .frame(width: 480, height: 400)
    }

    @Test func golden() throws {
        let image = try ImageRenderer(content: Self.chart).renderImage()
        let result = try GoldenImage.check(image, named: "density-plot-3d")
        if case .skipped(let reason) = result { print(reason) }
    }
}

extension VectorOutputTests {
    /// The 3D density plot's PDF: the image with depths rasterised with the surface, under vector
    /// axes and labels.
    @Test func theDensityPlot3DsPDFMatchesItsGolden() throws {
        try checkPDF(
            ImageRenderer(content: DensityPlot3DGoldenTests.chart), golden: "density-plot-3d", name: "density-plot-3d")
    }
}

extension DensityPlot3DGoldenTests {
    /// In a figure, the 3D density plot's image with depths is placed in its panel: drawn there
    /// (coloured, not the background) and nowhere in the other panel, its texels within the panel.
    @Test func inAFigureTheDensityImageStaysInItsPanel() throws {
        let figure = Figure(
            HStack(spacing: 12) {
                Self.chart3D
                Chart { LineMark(x: .value("x", 0.0), y: .value("y", 1.0)) }.frame(width: 300, height: 400)
            })
        let scene = try figure.renderScene(scale: 1)
        #expect(scene.panels.count == 2)
        let images = scene.panels[0].primitives.compactMap { p -> SceneImage? in
            if case .image(let i) = p { i } else { nil }
        }
        let image = try #require(images.first)
        let rect = scene.panels[0].rect
        #expect(image.depth != nil)
        #expect(Int(image.origin.x.rounded()) == rect.x && Int(image.origin.y.rounded()) == rect.y)
        let drawn = try ImageRenderer(content: figure).renderImage()
        // The plot's dense core, found in the image's texels, is coloured in the figure's pixels.
        let opaque = (0..<(image.width * image.height)).filter { image.texels[4 * $0 + 3] == 255 }
        #expect(opaque.count > 1000)
        var coloured = 0
        for k in Swift.stride(from: 0, to: opaque.count, by: 97) {
            let (tx, ty) = (opaque[k] % image.width, opaque[k] / image.width)
            let p = drawn.pixel(x: rect.x + tx, y: rect.y + ty)
            if !(p.r == p.g && p.g == p.b) { coloured += 1 }
        }
        #expect(coloured > opaque.count / 97 / 2, "\(coloured) of \(opaque.count / 97) sampled texels coloured")
    }
}
