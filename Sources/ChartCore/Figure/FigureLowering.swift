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
        let layout = FigureLayout(scale: scale, textColor: Theme.light.titleColor)
        var placed = FigureLayout.Placed()
        let size = SIMD2(Double(width), Double(height)) / scale
        layout.place(figure.content, in: LayoutRect(origin: .zero, size: size), into: &placed)
        var cells = placed.charts.map { pixelRect($0.rect) }
        var charts = placed.charts.map(\.chart.kind)
        var labels: [ScenePrimitive] = []
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
            if options.panelLabels { labels += labelling(range, cells: &cells, layout: layout) }
        }
        var insets = [Insets](repeating: Insets(), count: cells.count)
        var panels = try lowerPanels(charts, cells: cells, insets: insets)
        for _ in 1..<Self.alignmentPasses {
            let next = Self.alignedInsets(panels, rows: placed.rows, columns: placed.columns)
            if next == insets { break }
            insets = next
            panels = try lowerPanels(charts, cells: cells, insets: insets)
        }
        var scene = RenderScene(pixelWidth: width, pixelHeight: height, background: Color.white.rgba)
        scene.primitives = placed.primitives + labels
        scene.panels = panels.map { panel in
            var result = ScenePanel(panel.scene, at: panel.rect, imageWidth: width, imageHeight: height)
            if panel.scene.background != scene.background {
                result.primitives.insert(Self.fill(panel.rect, panel.scene.background), at: 0)
                result.underlayCount += 1
            }
            return result
        }
        scene.warnings = panels.flatMap(\.scene.warnings)
        return (scene, panels)
    }

    /// Each chart lowered in its cell less its insets.
    func lowerPanels(_ charts: [FigureChart.Kind], cells: [PixelRect], insets: [Insets]) throws -> [Panel] {
        try zip(charts, zip(cells, insets)).map { kind, cellAndInsets in
            let (cell, inset) = cellAndInsets
            let rect = PixelRect(
                x: cell.x + inset.left, y: cell.y + inset.top, width: max(cell.width - inset.left - inset.right, 1),
                height: max(cell.height - inset.top - inset.bottom, 1))
            let w = Double(rect.width) / scale
            let h = Double(rect.height) / scale
            switch kind {
            case .chart2D(let chart):
                let (scene, layout) = try Lowering2D(chart: chart.frame(width: w, height: h), scale: scale)
                    .lowerWithLayout()
                return Panel(cell: cell, rect: rect, plot: layout.plot, scene: scene)
            case .chart3D(let chart):
                return Panel(
                    cell: cell, rect: rect, plot: nil, scene: try chart.frame(width: w, height: h).lowered(scale: scale)
                )
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
    /// right: each chart's own protrusions (measured in `panels`) made up to the largest.
    static func alignedInsets(_ panels: [Panel], rows: [[Int]], columns: [[Int]]) -> [Insets] {
        var result = [Insets](repeating: Insets(), count: panels.count)
        func protrusion(_ i: Int) -> Insets? {
            guard let plot = panels[i].plot else { return nil }
            let r = panels[i].rect
            return Insets(
                top: Int(plot.y0.rounded()), left: Int(plot.x0.rounded()), bottom: r.height - Int(plot.y1.rounded()),
                right: r.width - Int(plot.x1.rounded()))
        }
        let own = panels.indices.map(protrusion)
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
