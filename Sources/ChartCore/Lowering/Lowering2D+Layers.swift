import ChartMath
import ChartScene
import Foundation

extension Lowering2D {
    /// Adds `.chartBackground` and `.chartOverlay` content to a lowered scene: the proxy is built
    /// from the finished layout, each closure runs with it (and with the plot area as the
    /// geometry of any `GeometryReader`), and the laid-out content goes in at `layout.underlay`
    /// (behind the grid and marks) or at the end (over everything).
    func addLayers(to scene: inout RenderScene, layout: Layout) throws {
        let config = chart.configuration.value
        guard config.backgroundLayer != nil || config.overlayLayer != nil else { return }
        let proxy = ChartProxy(layout: layout, scale: scale)
        let theme = self.theme
        let annotationLayout = AnnotationLayout(
            scale: Float(scale), defaultColor: theme.titleColor, textScale: theme.textScale)
        let plotRect = proxy.plotRect
        let geometry = GeometryProxy(size: plotRect.size, origin: plotRect.origin)
        func primitives(_ layer: ChartLayer) -> [ScenePrimitive] {
            let nodes = GeometryProxy.$current.withValue(geometry) { layer.content(proxy) }
            guard !nodes.isEmpty else { return [] }
            let node = nodes.count == 1 ? nodes[0] : .stack(vertical: true, alignment: .center, spacing: 2, nodes)
            let laid = annotationLayout.layout(node)
            let plot = layout.plot
            let d = layer.alignment.offset(of: (laid.size.x, laid.size.y), in: (plot.x1 - plot.x0, plot.y1 - plot.y0))
            return laid.draw(Vec2(plot.x0 + d.x, plot.y0 + d.y))
        }
        if let layer = config.backgroundLayer {
            scene.primitives.insert(contentsOf: primitives(layer), at: min(layout.underlay, scene.primitives.count))
        }
        if let layer = config.overlayLayer { scene.primitives += primitives(layer) }
    }

    /// A filled axis-aligned rectangle from `lo` to `hi` in pixels.
    static func rectangle(_ lo: Vec2, _ hi: Vec2, color: RGBA) -> TriangleMesh {
        TriangleMesh(
            space: .pixel,
            positions: [Vec3(lo.x, lo.y, 0), Vec3(hi.x, lo.y, 0), Vec3(hi.x, hi.y, 0), Vec3(lo.x, hi.y, 0)],
            colors: [color], indices: [0, 1, 2, 0, 2, 3])
    }
}
