import ChartMath
import ChartScene

/// Where the legend goes (`.chartLegend(position:alignment:spacing:)`): the space it takes from
/// each side of the chart before the plot is laid out, and its primitives once the plot is known.
/// The legend is the automatic one or the custom content.
struct LegendSlot {
    let spec: LegendSpec
    let legend: Legend
    let visible: Bool
    let scale: Float
    let theme: Theme

    /// The side: `.automatic` is below the plot; corner positions count as their vertical side.
    var side: AnnotationPosition {
        switch spec.position {
        case .automatic, .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .top, .topLeading, .topTrailing: .top
        case .leading, .trailing, .overlay: spec.position
        }
    }

    var isVertical: Bool { side == .leading || side == .trailing }

    /// Points between the legend and the plot.
    var gap: Float { Float(spec.spacing ?? Double(theme.titleGap)) * scale }

    /// The alignment: given, else from a corner position, else leading above and below, top beside,
    /// top-leading over the plot.
    var alignment: Alignment {
        if let a = spec.alignment { return a }
        switch spec.position {
        case .topTrailing, .bottomTrailing: return .trailing
        case .leading, .trailing: return .top
        case .overlay: return .topLeading
        default: return .leading
        }
    }

    private var custom: AnnotationLayout.Laid? {
        spec.content.map {
            AnnotationLayout(scale: scale, defaultColor: theme.tickLabelColor, textScale: theme.textScale)
                .layout($0, font: .caption)
        }
    }

    /// The legend block wrapped to `width` (rows above or below the plot), or nil when there is none.
    func block(width: Float) -> AnnotationLayout.Laid? {
        guard visible else { return nil }
        if let custom { return custom }
        guard !legend.categories.isEmpty else { return nil }
        return legend.block(vertical: isVertical, width: width, alignment: .leading)
    }

    /// Space taken from each side of the chart, the gap to the plot included.
    func reserved(width: Float) -> (top: Float, bottom: Float, leading: Float, trailing: Float) {
        guard let b = block(width: width) else { return (0, 0, 0, 0) }
        switch side {
        case .top: return (b.size.y + gap, 0, 0, 0)
        case .leading: return (0, 0, b.size.x + gap, 0)
        case .trailing: return (0, 0, 0, b.size.x + gap)
        case .overlay: return (0, 0, 0, 0)
        default: return (0, b.size.y + gap, 0, 0)
        }
    }

    /// The legend's primitives: below `below` (the bottom of the x axis and its title), above the
    /// plot at the top margin, beside it within `margin` of the chart's edge, or inside the plot.
    func primitives(plot: PlotRect, below: Float, width: Float, height: Float, margin: Float) -> [ScenePrimitive] {
        let plotSize = (x: plot.x1 - plot.x0, y: plot.y1 - plot.y0)
        // Wrapped to the same width as when its room was reserved; shifted left if it would overflow.
        guard let b = block(width: width - 2 * theme.margin * scale) else { return [] }
        let size = (x: b.size.x, y: b.size.y)
        var origin: Vec2
        switch side {
        case .top, .bottom:
            let dx = alignment.offset(of: size, in: plotSize).x
            let x = min(max(plot.x0 + dx, theme.margin * scale), width - theme.margin * scale - size.x)
            origin = Vec2(x, side == .top ? theme.margin * scale : below + gap)
        case .leading, .trailing:
            let dy = alignment.offset(of: size, in: plotSize).y
            origin = Vec2(side == .leading ? theme.margin * scale : width - margin - size.x, plot.y0 + dy)
        default:
            let inner = (x: plotSize.x - 2 * gap, y: plotSize.y - 2 * gap)
            let d = alignment.offset(of: size, in: inner)
            origin = Vec2(plot.x0 + gap + d.x, plot.y0 + gap + d.y)
        }
        return b.draw(origin)
    }
}
