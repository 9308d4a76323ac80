/// Where and how the legend is drawn: `.chartLegend(position:alignment:spacing:)` and its custom
/// content.
struct LegendSpec: Sendable {
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    /// Points between the legend and the plot; nil: the theme's gap.
    var spacing: Double?
    /// A custom legend view replacing the automatic entries.
    var content: AnnotationNode?
}

extension Chart {
    /// Places the legend: `.bottom` (and `.automatic`), `.top`, `.leading`, `.trailing` beside the
    /// plot, or `.overlay` inside it; `alignment` positions it along that side (default: leading
    /// for a legend above or below, top for one beside, top-leading for an overlay); `spacing` is
    /// the gap to the plot in points.
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil
    ) -> Chart {
        modified {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
            $0.legendVisible = true
        }
    }

    /// A custom legend (an `HStack`/`VStack` of `Text`, shapes and colours) in place of the
    /// automatic one, placed as `chartLegend(position:alignment:spacing:)` places it.
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil,
        @AnnotationBuilder content: () -> [AnnotationNode]
    ) -> Chart {
        let nodes = content()
        return chartLegend(position: position, alignment: alignment, spacing: spacing).modified {
            $0.legend.content =
                nodes.count == 1 ? nodes[0] : .stack(vertical: false, alignment: .center, spacing: 8, nodes)
        }
    }
}
