import ChartMath
import ChartScene

/// Lowers a ``Figure``: lays out its views in the image, aligns the plot areas of its 2D charts
/// (each laid out, its protrusions measured, then inset to the largest in its row or column,
/// until the insets settle), lowers each chart at its panel's size and collects the panels.
struct FigureLowering {
    let figure: Figure
    let scale: Double
    let width: Int
    let height: Int

    /// A chart's panel: its cell and the rectangle it is drawn in (the cell less its alignment
    /// insets), device pixels, and its plot area in the image's pixels (2D charts).
    struct Panel {
        var cell: PixelRect
        var rect: PixelRect
        var plot: PlotRect?
        var scene: RenderScene
    }

    /// How many times the charts are laid out at most to settle the alignment insets.
    static let alignmentPasses = 4

    func lower() throws -> (scene: RenderScene, panels: [Panel]) {
        let arrangement = try arrange()
        return (arrangement.scene(panels: arrangement.panels.map(\.scene)), arrangement.panels)
    }

    /// Lays out the figure, applies its sharing, legend and label options and aligns its 2D
    /// charts: each 2D chart is lowered once at its cell to measure its protrusions, the figure
    /// laid out again so that the plot areas of a row (column) get equal widths (heights), each
    /// chart inset to its group's largest protrusions, and lowered again only while its
    /// rectangle changes (the last lowering is its panel's scene). Each 3D chart is lowered once,
    /// at its final rectangle (3D panels fill their cells and take no part in the alignment).
    func arrange() throws -> FigureArrangement {
        var layout = FigureLayout(scale: scale, textColor: Theme.light.titleColor)
        var (placed, cells, labels) = place(layout)
        var charts = placed.charts.map(\.chart.kind)
        var linked: [[Int]] = []
        for (range, options) in placed.options {
            if options.sharesX || options.sharesY {
                charts = try sharingScales(charts, range, options, cells: cells, placed: placed)
            }
            if options.oneLegend {
                for i in range.dropLast() {
                    switch charts[i] {
                    case .chart2D(let chart): charts[i] = .chart2D(chart.chartLegend(.hidden))
                    case .chart3D(let chart): charts[i] = .chart3D(chart.chartLegend(.hidden))
                    }
                }
            }
            if let domain = options.colorDomain { charts = sharingColors(charts, range, domain, options.colorRange) }
            if options.linksCameras { linked.append(Array(range)) }
        }
        let none = [Insets](repeating: Insets(), count: cells.count)
        var panels = try lowerPanels(charts, cells: cells, insets: none, reusing: nil)
        var own = Self.protrusions(panels)
        for (i, p) in own.enumerated() {
            guard let p else { continue }
            layout.protrusions[i] = SIMD4(Double(p.top), Double(p.left), Double(p.bottom), Double(p.right)) / scale
        }
        if !layout.protrusions.isEmpty { (placed, cells, labels) = place(layout) }
        var insets = none
        for _ in 0..<Self.alignmentPasses {
            let next = Self.alignedInsets(own, rows: placed.rows, columns: placed.columns)
            if next == insets, panels.map(\.cell) == cells { break }
            insets = next
            panels = try lowerPanels(charts, cells: cells, insets: insets, reusing: panels)
            own = Self.protrusions(panels)
        }
        panels = try lowerPanels(charts, cells: cells, insets: insets, reusing: panels, threeD: true)
        return FigureArrangement(
            charts: charts, panels: panels, linkedCameras: linked, primitives: placed.primitives + labels,
            width: width, height: height)
    }

    /// The figure's views placed by `layout` in the image, each chart's cell in device pixels
    /// (less the band its panel label takes), and the panel labels.
    func place(_ layout: FigureLayout) -> (FigureLayout.Placed, [PixelRect], [ScenePrimitive]) {
        var placed = FigureLayout.Placed()
        let size = SIMD2(Double(width), Double(height)) / scale
        layout.place(figure.content, in: LayoutRect(origin: .zero, size: size), into: &placed)
        var cells = placed.charts.map { pixelRect($0.rect) }
        var labels: [ScenePrimitive] = []
        for (range, options) in placed.options where options.panelLabels {
            labels += labelling(range, cells: &cells, layout: layout)
        }
        return (placed, cells, labels)
    }

    /// Each chart in its cell less its insets: a 2D chart lowered unless `reusing` holds it
    /// lowered at the same rectangle already; a 3D chart lowered only when `threeD` (else its
    /// panel has the rectangle and an empty scene).
    func lowerPanels(
        _ charts: [FigureChart.Kind], cells: [PixelRect], insets: [Insets], reusing previous: [Panel]?,
        threeD: Bool = false
    ) throws -> [Panel] {
        try charts.indices.map { i in
            let (cell, inset) = (cells[i], insets[i])
            let rect = PixelRect(
                x: cell.x + inset.left, y: cell.y + inset.top, width: max(cell.width - inset.left - inset.right, 1),
                height: max(cell.height - inset.top - inset.bottom, 1))
            let w = Double(rect.width) / scale
            let h = Double(rect.height) / scale
            switch charts[i] {
            case .chart2D(let chart):
                if let previous, previous[i].rect == rect {
                    var panel = previous[i]
                    panel.cell = cell
                    return panel
                }
                let (scene, layout) = try Lowering2D(chart: chart.frame(width: w, height: h), scale: scale)
                    .lowerWithLayout()
                return Panel(cell: cell, rect: rect, plot: layout.plot, scene: scene)
            case .chart3D(let chart):
                let scene =
                    threeD
                    ? try chart.frame(width: w, height: h).lowered(scale: scale)
                    : RenderScene(pixelWidth: rect.width, pixelHeight: rect.height)
                return Panel(cell: cell, rect: rect, plot: nil, scene: scene)
            }
        }
    }

    /// A chart's insets from its cell, device pixels.
    struct Insets: Equatable {
        var top = 0
        var left = 0
        var bottom = 0
        var right = 0
    }

    /// The insets that give the 2D charts of each row the same top and bottom protrusion (the
    /// space between the cell's edge and the plot area), and of each column the same left and
    /// right: each chart's own protrusions (`own`, nil for 3D charts) made up to the largest.
    static func alignedInsets(_ own: [Insets?], rows: [[Int]], columns: [[Int]]) -> [Insets] {
        var result = [Insets](repeating: Insets(), count: own.count)
        for row in rows {
            let members = row.filter { own[$0] != nil }
            let top = members.map { own[$0]!.top }.max() ?? 0
            let bottom = members.map { own[$0]!.bottom }.max() ?? 0
            for i in members {
                result[i].top = max(result[i].top, top - own[i]!.top)
                result[i].bottom = max(result[i].bottom, bottom - own[i]!.bottom)
            }
        }
        for column in columns {
            let members = column.filter { own[$0] != nil }
            let left = members.map { own[$0]!.left }.max() ?? 0
            let right = members.map { own[$0]!.right }.max() ?? 0
            for i in members {
                result[i].left = max(result[i].left, left - own[i]!.left)
                result[i].right = max(result[i].right, right - own[i]!.right)
            }
        }
        return result
    }

    /// Each 2D chart's protrusions in its panel (the space between the panel's edges and its plot
    /// area), device pixels; nil for 3D charts.
    static func protrusions(_ panels: [Panel]) -> [Insets?] {
        panels.map { panel in
            guard let plot = panel.plot else { return nil }
            let r = panel.rect
            return Insets(
                top: Int(plot.y0.rounded()), left: Int(plot.x0.rounded()), bottom: r.height - Int(plot.y1.rounded()),
                right: r.width - Int(plot.x1.rounded()))
        }
    }

    /// `rect` (points) in whole device pixels, edges rounded.
    func pixelRect(_ rect: LayoutRect) -> PixelRect {
        let x0 = Int((rect.origin.x * scale).rounded())
        let y0 = Int((rect.origin.y * scale).rounded())
        let x1 = Int(((rect.origin.x + rect.size.x) * scale).rounded())
        let y1 = Int(((rect.origin.y + rect.size.y) * scale).rounded())
        return PixelRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// A pixel-space rectangle of one colour.
    static func fill(_ rect: PixelRect, _ color: RGBA) -> ScenePrimitive {
        let lo = Vec2(Float(rect.x), Float(rect.y))
        return .mesh(
            AnnotationLayout.roundedRect(lo, Vec2(Float(rect.width), Float(rect.height)), radius: 0, color: color))
    }
}

/// A figure laid out at one size: each chart (its shared scales and legend applied) with its
/// panel, and the figure's own primitives (titles, dividers, panel labels).
package struct FigureArrangement {
    /// The charts in reading order, as their panels draw them.
    package var charts: [FigureChart.Kind]
    /// Each chart's panel, its scene lowered at its rectangle.
    var panels: [FigureLowering.Panel]
    /// Groups of charts (indices) whose 3D cameras turn together (``AnnotationView/figureLinkedCameras()``).
    package var linkedCameras: [[Int]]
    /// The figure's own pixel primitives, drawn over the panels.
    var primitives: [ScenePrimitive]
    package var width: Int
    package var height: Int

    /// Each panel's rectangle in the image's device pixels.
    package var rects: [PixelRect] { panels.map(\.rect) }

    /// The figure's scene with `scenes` (one per chart, each lowered at its panel's size) in
    /// the panels.
    package func scene(panels scenes: [RenderScene]) -> RenderScene {
        var scene = RenderScene(pixelWidth: width, pixelHeight: height, background: Color.white.rgba)
        scene.primitives = primitives
        scene.panels = zip(panels, scenes).map { panel, panelScene in
            var result = ScenePanel(panelScene, at: panel.rect, imageWidth: width, imageHeight: height)
            if panelScene.background != scene.background {
                result.primitives.insert(FigureLowering.fill(panel.rect, panelScene.background), at: 0)
                result.underlayCount += 1
            }
            return result
        }
        scene.warnings = scenes.flatMap(\.warnings)
        return scene
    }
}
