import ChartData
import ChartExport
import ChartImage
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of figures of several charts: a 2 × 2 grid mixing 2D and 3D panels, the same
/// figure at three sizes, and the volcano as a surface, a heat map and a cross-section.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct FigureGoldenTests {
    func check(_ content: some AnnotationView, _ name: String) throws {
        let image = try ImageRenderer(content: content).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    /// Damped oscillations of three periods, a line per period.
    static func oscillations() -> Chart {
        Chart {
            ForEach([2.0, 3, 5], id: \.self) { period in
                ForEach(0..<61, id: \.self) { i in
                    let t = Double(i) / 4
                    LineMark(
                        x: .value("Time (s)", t),
                        y: .value("Displacement (mm)", exp(-t / 8) * cos(2 * .pi * t / period))
                    )
                    .foregroundStyle(by: .value("Period", "\(Int(period)) s"))
                }
            }
        }
    }

    /// Energies in joules over the same time (wide tick labels).
    static func energies() -> Chart {
        Chart {
            ForEach(0..<16, id: \.self) { i in
                BarMark(x: .value("Time (s)", Double(i)), y: .value("Energy (J)", 250_000 * exp(-Double(i) / 5)))
            }
        }
    }

    static func surface() -> Chart3D {
        Chart3D {
            SurfacePlot(x: "x", y: "Height", z: "y") { x, y in exp(-4 * (x * x + y * y)) * cos(6 * x) }
                .foregroundStyle(.heightBased)
        }
    }

    static func scatter() -> Chart {
        Chart {
            ForEach(0..<40, id: \.self) { i in
                let x = Double(i) / 4
                PointMark(x: .value("Time (s)", x), y: .value("Rate (1/s)", 0.002 * x * x + 0.01 * sin(Double(i))))
            }
        }
    }

    /// The 2 × 2 grid: a line chart and a bar chart of wide labels above, a 3D surface and a
    /// scatter below, under a title.
    static func grid(width: Double, height: Double) -> some AnnotationView {
        VStack(spacing: 4) {
            Text("Damped oscillator").font(.title3)
            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    oscillations()
                    energies()
                }
                GridRow {
                    surface()
                    scatter()
                }
            }
        }
        .padding(8)
        .frame(width: width, height: height)
    }

    @Test func gridOf2DAnd3DPanels() throws {
        try check(Self.grid(width: 1000, height: 760), "figure-grid-2d-and-3d")
    }

    @Test(arguments: [(640.0, 480.0), (900.0, 560.0), (1400.0, 1000.0)])
    func theSameFigureAtThreeSizes(width: Double, height: Double) throws {
        try check(Self.grid(width: width, height: height), "figure-grid-\(Int(width))x\(Int(height))")
    }

    /// The volcano's heights as a surface, a heat map, and the east–west profile through its crater.
    static func volcano() throws -> some AnnotationView {
        let file = GoldenImage.repositoryRoot.appending(path: "Datasets/volcano-grid.csv")
        let grid = try NumericGrid(csv: try String(contentsOf: file, encoding: .utf8))
        let heights = grid.reversedColumns().reversedRows()
        let east = Double(grid.columns - 1) * 10
        let south = Double(grid.rows - 1) * 10
        // The east–west section through the summit (the row of the highest value).
        let top = heights.values.indices.max { heights.values[$0] < heights.values[$1] } ?? 0
        let row = top / grid.columns
        let profile = (0..<grid.columns).map { c in (Double(c) * 10, heights[row, c]) }
        return VStack(spacing: 6) {
            Text("Maunga Whau volcano").font(.title3)
            HStack(spacing: 12) {
                Chart3D {
                    SurfacePlot(
                        x: "East (m)", y: "Height (m)", z: "South (m)", grid: heights, xExtent: 0...east,
                        zExtent: 0...south)
                }
                .chartYScale(domain: 50...200, range: -0.25...0.25)
                Chart {
                    // Rows run south to north, so row 0 lies at the bottom, as a map's south does.
                    HeatMapPlot(
                        grid.reversedColumns(), x: "East (m)", y: "North (m)", value: "Height (m)", xExtent: 0...east,
                        yExtent: 0...south)
                }
                Chart {
                    ForEach(profile, id: \.0) { point in
                        LineMark(x: .value("East (m)", point.0), y: .value("Height through the summit (m)", point.1))
                    }
                }
                .chartYScale(domain: 50...200)
            }
            // One colour scale for the surface and the heat map: 50…200 m through viridis.
            .figureColorScale(domain: 50...200)
        }
        .padding(8)
        .frame(width: 1500, height: 480)
    }

    @Test func volcanoSurfaceHeatMapAndSection() throws {
        try check(try Self.volcano(), "figure-volcano-surface-heatmap-section")
    }

    /// Damped oscillations at three damping times, one panel each: one y scale (tick labels on the
    /// leftmost panel only), one legend, panels labelled (a)–(c).
    static func sharedRow() -> some AnnotationView {
        HStack(spacing: 10) {
            for damping in [4.0, 8, 16] {
                Chart {
                    ForEach([2.0, 3, 5], id: \.self) { period in
                        ForEach(0..<61, id: \.self) { i in
                            let t = Double(i) / 4
                            LineMark(
                                x: .value("Time (s)", t),
                                y: .value("Displacement (mm)", 10 * exp(-t / damping) * cos(2 * .pi * t / period))
                            )
                            .foregroundStyle(by: .value("Period", "\(Int(period)) s"))
                        }
                    }
                }
                .chartTitle("Damping time \(Int(damping)) s")
            }
        }
        .figureSharedScales(y: true)
        .figureLegend()
        .figurePanelLabels()
        .padding(8)
        .frame(width: 1200, height: 420)
    }

    @Test func rowWithSharedYAndOneLegend() throws {
        try check(Self.sharedRow(), "figure-row-shared-y-one-legend")
    }
}

extension FigureGoldenTests {
    /// Two surfaces on one height scale (−1…1) and one colour bar, the last panel's.
    static func twoSurfacesOneColorBar() -> some AnnotationView {
        HStack(spacing: 8) {
            Chart3D {
                SurfacePlot(x: "x", y: "Height", z: "y") { x, y in exp(-4 * (x * x + y * y)) * cos(6 * x) }
                    .foregroundStyle(.heightBased)
            }
            .chartYScale(domain: -1...1)
            Chart3D {
                SurfacePlot(x: "x", y: "Height", z: "y") { x, y in 0.8 * sin(3 * x) * cos(3 * y) }
                    .foregroundStyle(.heightBased)
            }
            .chartYScale(domain: -1...1)
        }
        .figureColorScale(domain: -1...1)
        .figureLegend()
        .figurePanelLabels()
        .padding(8)
        .frame(width: 1100, height: 460)
    }

    @Test func twoSurfacesWithOneColorBar() throws {
        try check(Self.twoSurfacesOneColorBar(), "figure-two-surfaces-one-color-bar")
    }
}

/// Figures equal to their charts (matplotlib's `check_figures_equal`): a panel draws the pixels its
/// chart draws alone at the panel's size, so the viewport transform and the scissor change nothing.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct FigureEqualsItsChartsTests {
    /// The `width` × `height` pixels of `image` from (`x`, `y`).
    func crop(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for row in y..<(y + height) {
            let start = image.offset(x: x, y: row)
            pixels += image.pixels[start..<(start + 4 * width)]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func onePanelDrawsWhatItsChartDrawsAlone() throws {
        let surface = FigureGoldenTests.surface()
        let image = try ImageRenderer(content: HStack { surface }).renderImage()
        let padded = try ImageRenderer(content: surface.padding(.leading, 100)).renderImage()
        let expected = try ImageRenderer(content: surface).renderImage()
        let comparison = RGBAImage.compare(image, expected, tolerance: 2)
        let scene = try Figure(HStack { surface }).renderScene(scale: 1)
        let aloneScene = try surface.renderScene(scale: 1)
        #expect(scene.panels[0].primitives == aloneScene.primitives)
        #expect(scene.panels[0].camera == aloneScene.camera)
        #expect(comparison.differingFraction < 0.0005, "one panel: \(comparison.summary)")
        let paddedComparison = RGBAImage.compare(
            crop(padded, x: 100, y: 0, width: 600, height: 500), expected, tolerance: 2)
        #expect(paddedComparison.differingFraction < 0.0005, "padded: \(paddedComparison.summary)")
    }

    @Test func eachPanelDrawsWhatItsChartDrawsAlone() throws {
        let surface = FigureGoldenTests.surface()
        let turned = FigureGoldenTests.surface().chart3DPose(.front)
        let line = FigureGoldenTests.oscillations()
        let figure = HStack(spacing: 0) {
            surface
            turned
            line
        }
        let image = try ImageRenderer(content: figure).renderImage()
        #expect(image.width == 1800 && image.height == 500)
        // One 2D chart among 3D ones: the panels share the row equally.
        let rects = try Figure(figure).renderScene(scale: 1).panels.map(\.rect)
        #expect(rects.map(\.width) == [600, 600, 600])
        let alone: [any ChartRepresentable] = [surface, turned, line]
        for (chart, rect) in zip(alone, rects) {
            let expected: RGBAImage
            if let chart = chart as? Chart3D {
                expected = try ImageRenderer(content: chart.frame(width: Double(rect.width), height: 500)).renderImage()
            } else {
                let chart = chart as! Chart
                expected = try ImageRenderer(content: chart.frame(width: Double(rect.width), height: 500)).renderImage()
            }
            let actual = crop(image, x: rect.x, y: 0, width: rect.width, height: 500)
            // The golden images' tolerance: the panel's viewport transform moves edges by rounding.
            let comparison = RGBAImage.compare(actual, expected, tolerance: 8)
            #expect(comparison.differingFraction < 0.002, "panel at x = \(rect.x): \(comparison.summary)")
        }
    }
}

/// The window's figure: laid out again at the window's size, the same scene a renderer makes of
/// the figure framed to that size.
@Suite struct FigureWindowSceneTests {
    @Test func theWindowLaysTheFigureOutAtItsSize() throws {
        let figure = Figure(FigureGoldenTests.grid(width: 1000, height: 760))
        let scene = try figure.scene(pixelWidth: 1600, pixelHeight: 1000, scale: 2)
        #expect(scene.pixelWidth == 1600 && scene.pixelHeight == 1000)
        #expect(scene == (try figure.frame(width: 800, height: 500).renderScene(scale: 2)))
        #expect(scene.panels.count == 4)
    }
}
