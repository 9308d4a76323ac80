import ChartMath
import ChartScene

/// A figure of several charts composed as SwiftUI composes views: `HStack`, `VStack`,
/// `Grid { GridRow { … } }` (with `.gridCellColumns(_:)`), `Spacer`, `Divider`, `Text` titles,
/// `.frame` and `.padding`, nested; 2D and 3D charts mixed.
///
/// Each chart is drawn in a panel of the image with its own camera (`ScenePanel`).
/// The plot areas of the 2D charts in one row (an `HStack`, a grid row) share their top and
/// bottom edges, those in one column (a `VStack`, a grid column) their left and right edges,
/// however wide their tick labels are: each chart is laid out once, its protrusions (the space its
/// labels take around the plot area) measured, and each is then inset to the largest of its row
/// or column (Makie's protrusion alignment). `ImageRenderer(content:)` takes the stacks directly.
///
/// The figure's size is its content's (a chart without a `.frame` counts its default size), or
/// what `.frame(width:height:)` on the figure sets, in points.
public struct Figure: ChartRepresentable {
    /// The figure's view tree.
    public let content: AnnotationNode
    /// The figure's own layout modifiers (`.frame`, `.padding`, `.background`).
    public var configuration = ChartConfigurationBox()

    /// A figure of `content` (a stack or grid of charts and text).
    public init(_ content: some AnnotationView) { self.content = content.annotationNode }

    /// A figure of the views `content` builds, stacked top to bottom.
    public init(@AnnotationBuilder content: () -> [AnnotationNode]) {
        let nodes = content()
        self.content = nodes.count == 1 ? nodes[0] : .stack(vertical: true, alignment: .center, spacing: 8, nodes)
    }

    /// 800 × 600 points: the size of a figure with nothing to measure (unused when it holds
    /// content, whose size is ``idealSize``).
    public static let defaultSize = (width: 800.0, height: 600.0)

    /// The content's size in points: charts at their default or framed sizes, text as measured.
    public var idealSize: (width: Double, height: Double) {
        let size = FigureLayout(scale: 1, textColor: Theme.light.titleColor).measure(content).size
        return (size.x, size.y)
    }

    /// The charts of the figure, in reading order (rows first).
    var charts: [FigureChart] {
        var placed = FigureLayout.Placed()
        let size = idealSize
        FigureLayout(scale: 1, textColor: Theme.light.titleColor).place(
            content, in: LayoutRect(origin: .zero, size: SIMD2(size.width, size.height)), into: &placed)
        return placed.charts.map(\.chart)
    }

    /// The figure lowered at `scale` device pixels per point: its panels laid out and aligned,
    /// each chart lowered at its panel's size, placed by the figure's own layout modifiers.
    public func renderScene(scale: Double) throws -> RenderScene {
        let arrangement = try arranged(scale: scale)
        return try placed(arrangement.scene(panels: arrangement.panels.map(\.scene)), scale: scale)
    }

    /// The figure laid out and aligned at its size and `scale`, each panel's chart lowered (a
    /// window lowers the charts again for its own views of them).
    package func arranged(scale: Double) throws -> FigureArrangement {
        let (width, height) = try chartPixelSize(scale: scale)
        return try FigureLowering(figure: self, scale: scale, width: width, height: height).arrange()
    }

    /// `scene` (the figure's arrangement drawn) placed by the figure's own layout modifiers.
    package func placed(_ scene: RenderScene, scale: Double) throws -> RenderScene {
        guard let placement = try checkedPlacement() else { return scene }
        return try placement.placing(scene, scale: scale, colorScheme: configuration.value.colorScheme)
    }

    /// "A figure of N charts." followed by each chart's description, numbered.
    public var accessibilityDescription: String {
        let charts = self.charts
        var parts = ["A figure of \(charts.count) chart\(charts.count == 1 ? "" : "s")."]
        for (i, chart) in charts.enumerated() {
            parts.append("Chart \(i + 1): \(chart.representable.accessibilityDescription)")
        }
        return parts.joined(separator: " ")
    }
}

extension AnnotationBuilder {
    /// A figure inside a stack or grid: its views, laid out with the others (its own `.frame`,
    /// `.padding` and `.background` are the figure's and are left out).
    public static func buildExpression(_ figure: Figure) -> [AnnotationNode] { [figure.content] }
}
