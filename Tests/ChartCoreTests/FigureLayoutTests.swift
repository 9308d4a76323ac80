import ChartMath
import Foundation
import Testing

@testable import ChartCore
@testable import ChartScene

/// Figures of several charts: the layout of stacks and grids, the alignment of plot areas across
/// panels whatever their tick labels measure, and that nothing overlaps at any size.
@Suite struct FigureLayoutTests {
    /// A line over `0...10` whose y values span `magnitude` (wide tick labels when large).
    static func line(_ name: String, magnitude: Double) -> Chart {
        Chart {
            ForEach(0..<11, id: \.self) { i in
                LineMark(x: .value("Time (s)", Double(i)), y: .value(name, magnitude * sin(Double(i) / 3)))
            }
        }
    }

    static func surface() -> Chart3D {
        Chart3D {
            SurfacePlot(x: "x", y: "z", z: "y") { x, y in sin(3 * x) * cos(3 * y) }
        }
    }

    /// A 2 × 2 grid: narrow and wide y tick labels, a 3D panel, and a chart with an x title.
    static func grid() -> AnnotationNode {
        Grid {
            GridRow {
                line("Small", magnitude: 1)
                line("Large", magnitude: 123_456)
            }
            GridRow {
                line("Medium", magnitude: 1_000)
                surface()
            }
        }.annotationNode
    }

    func lowered(_ node: AnnotationNode, width: Int, height: Int) throws -> [FigureLowering.Panel] {
        let figure = Figure(Modified(node: node))
        return try FigureLowering(figure: figure, scale: 1, width: width, height: height).lower().panels
    }

    @Test(arguments: [(900, 600), (1200, 800), (640, 480)])
    func gridPanelsAlignAndDoNotOverlap(width: Int, height: Int) throws {
        let panels = try lowered(Self.grid(), width: width, height: height)
        try #require(panels.count == 4)
        let plots = panels.map { panel in
            panel.plot.map {
                PlotRect(
                    x0: $0.x0 + Float(panel.rect.x), y0: $0.y0 + Float(panel.rect.y), x1: $0.x1 + Float(panel.rect.x),
                    y1: $0.y1 + Float(panel.rect.y))
            }
        }
        // Row 0: the two 2D plot areas share top and bottom edges.
        let a = try #require(plots[0])
        let b = try #require(plots[1])
        let c = try #require(plots[2])
        #expect(abs(a.y0 - b.y0) <= 1 && abs(a.y1 - b.y1) <= 1, "row 0 plot areas \(a) \(b)")
        // Column 0: the two 2D plot areas share left and right edges, though "123,456" is wider
        // than "1".
        #expect(abs(a.x0 - c.x0) <= 1 && abs(a.x1 - c.x1) <= 1, "column 0 plot areas \(a) \(c)")
        #expect(plots[3] == nil)
        // Equal plot areas (matplotlib's constrained layout, Makie's grid): the two columns' plot
        // areas are as wide, the two rows' as tall, though their labels take different room.
        #expect(abs((a.x1 - a.x0) - (b.x1 - b.x0)) <= 2, "plot widths \(a.x1 - a.x0) and \(b.x1 - b.x0)")
        #expect(abs((a.y1 - a.y0) - (c.y1 - c.y0)) <= 2, "plot heights \(a.y1 - a.y0) and \(c.y1 - c.y0)")
        // No panel overlaps another or leaves the image.
        for (i, p) in panels.enumerated() {
            #expect(
                p.rect.x >= 0 && p.rect.y >= 0 && p.rect.x + p.rect.width <= width && p.rect.y + p.rect.height <= height
            )
            for q in panels[(i + 1)...] {
                let apart =
                    p.rect.x + p.rect.width <= q.rect.x || q.rect.x + q.rect.width <= p.rect.x
                    || p.rect.y + p.rect.height <= q.rect.y || q.rect.y + q.rect.height <= p.rect.y
                #expect(apart, "\(p.rect) overlaps \(q.rect)")
            }
            // Every label of a panel lies inside its rectangle.
            for case .text(let batch) in p.scene.primitives {
                for label in batch.labels {
                    #expect(label.position.x >= 0 && label.position.x <= Float(p.rect.width))
                    #expect(label.position.y >= 0 && label.position.y <= Float(p.rect.height))
                }
            }
        }
    }

    @Test func stacksShareLengthAmongChartsAndGiveTextItsHeight() throws {
        let node = VStack {
            Text("Title").font(.title)
            HStack {
                Self.line("a", magnitude: 1)
                Self.line("b", magnitude: 1)
            }
        }.annotationNode
        let layout = FigureLayout(scale: 1, textColor: Theme.light.titleColor)
        var placed = FigureLayout.Placed()
        layout.place(node, in: LayoutRect(origin: .zero, size: SIMD2(1000, 500)), into: &placed)
        try #require(placed.charts.count == 2)
        let left = placed.charts[0].rect
        let right = placed.charts[1].rect
        #expect(left.size.x == right.size.x)
        #expect(left.origin.y == right.origin.y && left.origin.y > 15)
        #expect(left.origin.y + left.size.y == 500)
        #expect(placed.rows == [[0, 1]])
        // The ideal size: two 600-point charts side by side under the title.
        let ideal = layout.measure(node).size
        #expect(ideal.x == 1204)
        #expect(ideal.y > 400 && ideal.y < 440)
    }

    @Test func spannedCellsAndFixedFrames() throws {
        let node = Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow {
                Self.line("wide", magnitude: 1).frame(height: 200).gridCellColumns(2)
            }
            GridRow {
                Self.line("a", magnitude: 1)
                Self.line("b", magnitude: 1)
            }
        }.annotationNode
        var placed = FigureLayout.Placed()
        FigureLayout(scale: 1, textColor: Theme.light.titleColor).place(
            node, in: LayoutRect(origin: .zero, size: SIMD2(810, 610)), into: &placed)
        try #require(placed.charts.count == 3)
        #expect(placed.charts[0].rect.size.x == 810)
        #expect(placed.charts[1].rect.size.x == 400)
        #expect(placed.charts[2].rect.origin.x == 410)
        #expect(placed.columns.isEmpty)
        #expect(placed.charts[1].rect.origin.y == 210)
    }

    @Test func aSingleChartIsNotAFigure() throws {
        let chart = Self.line("y", magnitude: 1)
        let scene = try chart.renderScene(scale: 1)
        #expect(scene.panels.isEmpty)
        let figure = try Figure(VStack { chart }).renderScene(scale: 1)
        #expect(figure.panels.count == 1)
        #expect(figure.panels[0].primitives == scene.primitives)
    }

    @Test func sharedYScaleOneLegendAndPanelLabels() throws {
        let node = HStack {
            for (name, magnitude) in [("A", 1.0), ("B", 5), ("C", 2)] {
                Chart {
                    ForEach(0..<11, id: \.self) { i in
                        LineMark(x: .value("Time (s)", Double(i)), y: .value("Signal", magnitude * sin(Double(i) / 3)))
                            .foregroundStyle(by: .value("Series", name))
                    }
                }
            }
        }
        .figureSharedScales(y: true).figureLegend().figurePanelLabels().annotationNode
        let figure = Figure(Modified(node: node))
        let (scene, panels) = try FigureLowering(figure: figure, scale: 1, width: 1200, height: 400).lower()
        try #require(panels.count == 3)
        func texts(_ panel: FigureLowering.Panel) -> [String] {
            panel.scene.primitives.flatMap { primitive -> [String] in
                if case .text(let batch) = primitive { return batch.labels.map(\.text) }
                return []
            }
        }
        // One y domain (−5…5 rounded out): the leftmost panel labels it, the others do not.
        #expect(texts(panels[0]).contains("Signal"))
        #expect(!texts(panels[1]).contains("Signal") && !texts(panels[2]).contains("Signal"))
        // The inner panels keep their x tick labels but lose the y ones.
        let yTicks = Set(texts(panels[0])).subtracting(texts(panels[1]))
        #expect(yTicks.count >= 4, "y tick labels of the leftmost panel: \(yTicks)")
        // One legend: on the last panel only.
        #expect(!texts(panels[0]).contains("Series") && !texts(panels[1]).contains("Series"))
        #expect(texts(panels[2]).contains("Series"))
        // Panel labels in the figure's own primitives, at the top-left of each cell.
        let labels = scene.primitives.flatMap { primitive -> [TextLabel] in
            if case .text(let batch) = primitive { return batch.labels }
            return []
        }
        #expect(labels.map(\.text) == ["(a)", "(b)", "(c)"])
        for (label, panel) in zip(labels, panels) {
            #expect(label.position.x == Float(panel.cell.x))
            #expect(label.position.y < Float(panel.rect.y))
        }
        // Still aligned: the three plot areas share top and bottom edges.
        let tops = panels.map { $0.plot!.y0 + Float($0.rect.y) }
        let bottoms = panels.map { $0.plot!.y1 + Float($0.rect.y) }
        #expect(tops.max()! - tops.min()! <= 1 && bottoms.max()! - bottoms.min()! <= 1)
    }

    @Test func twoThreeDChartsGetPanelsWithTheirOwnCameras() throws {
        let figure = Figure(
            HStack {
                Self.surface()
                Self.surface().chart3DPose(.front)
            })
        let scene = try figure.renderScene(scale: 1)
        #expect(scene.pixelWidth == 1204 && scene.pixelHeight == 500)
        try #require(scene.panels.count == 2)
        #expect(scene.panels[0].rect == PixelRect(x: 0, y: 0, width: 600, height: 500))
        #expect(scene.panels[1].rect == PixelRect(x: 604, y: 0, width: 600, height: 500))
        #expect(scene.panels[0].camera != scene.panels[1].camera)
        #expect(scene.panels[1].primitives.contains { $0.space == .world })
        let description = scene.textDescription
        #expect(description.contains("panel 0 rect 0,0 600x500"))
        #expect(description.contains("panel 1 rect 604,0 600x500"))
        // The figure's own padding moves every panel, its rectangle, primitives and camera.
        let padded = try figure.padding(10).renderScene(scale: 1)
        #expect(padded.pixelWidth == 1224)
        #expect(padded.panels.map(\.rect.x) == [10, 614])
        #expect(padded.panels[0].camera != scene.panels[0].camera)
    }

    @Test func aChartInsideAnAnnotationDrawsNothing() {
        let layout = AnnotationLayout(scale: 1, defaultColor: .black)
        let node = VStack { Self.line("y", magnitude: 1) }.annotationNode
        #expect(layout.layout(node).size == .zero)
    }

    @Test func aThreeDPanelIsItsChartsScene() throws {
        let alone = try Self.surface().renderScene(scale: 1)
        let figure = try Figure(HStack { Self.surface() }).renderScene(scale: 1)
        try #require(figure.panels.count == 1)
        #expect(figure.panels[0].primitives.count == alone.primitives.count)
        for (a, b) in zip(figure.panels[0].primitives, alone.primitives) where a != b {
            Issue.record("differs: \(a.space)")
        }
        #expect(figure.panels[0].underlayCount == alone.underlayCount)
        #expect(figure.panels[0].camera.view == alone.camera.view)
        #expect(figure.panels[0].camera.projection == alone.camera.projection)
        #expect(figure.background == alone.background)
    }
}
