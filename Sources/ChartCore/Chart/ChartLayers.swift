import ChartMath

/// Content drawn behind or over a chart's marks, built from the laid-out chart's proxy.
struct ChartLayer: Sendable {
    var alignment: Alignment
    var content: @Sendable (ChartProxy) -> [AnnotationNode]
}

extension Chart {
    /// Content drawn behind the grid and marks (Swift Charts' `chartBackground`): text, stacks,
    /// shapes and paths, placed at `alignment` in the plot area — centred by default, so in a pie
    /// or donut chart, in the middle of the pie. The closure gets the laid-out chart's proxy.
    public func chartBackground(
        alignment: Alignment = .center,
        @AnnotationBuilder content: @escaping @Sendable (ChartProxy) -> [AnnotationNode]
    ) -> Chart {
        modified { $0.backgroundLayer = ChartLayer(alignment: alignment, content: content) }
    }

    /// Content drawn over the marks, axes and legend (Swift Charts' `chartOverlay`), placed as in
    /// `chartBackground(alignment:content:)`.
    public func chartOverlay(
        alignment: Alignment = .center,
        @AnnotationBuilder content: @escaping @Sendable (ChartProxy) -> [AnnotationNode]
    ) -> Chart {
        modified { $0.overlayLayer = ChartLayer(alignment: alignment, content: content) }
    }
}

/// The axis area as `.chartXAxisStyle { axis in … }` sees it (Swift Charts' `ChartAxisContent`):
/// a background can be given.
public struct ChartAxisContent: Sendable {
    var background: Color?
    /// The opacity of a material background.
    var materialOpacity: Double?

    /// A fill behind the axis area (the strip that holds the axis labels): a colour, or a
    /// material, drawn as a translucent fill of the theme's secondary background (a PNG has no
    /// blur), so it shows against the chart's own background in both appearances.
    public func background(_ style: some ShapeStyle) -> ChartAxisContent {
        var copy = self
        copy.background = style.shapeStyleColors.first
        copy.materialOpacity = (style as? Material)?.opacity
        return copy
    }

    /// The fill in the light or dark appearance, or nil when none was given.
    func fill(dark: Bool) -> RGBA? {
        if let opacity = materialOpacity {
            // Not keys of the dark-appearance remapping, so the fill stays as chosen here.
            return RGBA(hex: dark ? 0x3A3A3D : 0xE5E5EA, alpha: Float(opacity))
        }
        return background?.rgba
    }
}

extension Chart {
    /// Styles the x axis area: `.chartXAxisStyle { axis in axis.background(.thinMaterial) }`.
    public func chartXAxisStyle(_ content: (ChartAxisContent) -> ChartAxisContent) -> Chart {
        modified { $0.xAxisStyle = content(ChartAxisContent()) }
    }

    /// Styles the y axis area.
    public func chartYAxisStyle(_ content: (ChartAxisContent) -> ChartAxisContent) -> Chart {
        modified { $0.yAxisStyle = content(ChartAxisContent()) }
    }
}
