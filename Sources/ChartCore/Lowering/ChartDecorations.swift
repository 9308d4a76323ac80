import ChartMath
import ChartScene

/// The last lowering pass, shared by 2D, sector and 3D charts: the chart title, the legend and the
/// colour bar. Built once the colour categories are known; it first says how much room it takes from
/// each side of the chart (so the plot or the axes box can be laid out inside), then draws itself
/// around the finished plot.
struct ChartDecorations {
    /// The title band at the top (nil without a title).
    let titleBand: TitleBand?
    /// The legend and where it goes (`.chartLegend(position:alignment:spacing:)`).
    let slot: LegendSlot
    /// The colour bar of a continuous colour (nil when there is none or the legend is hidden).
    let colorBar: ColorBar?
    let theme: Theme
    /// Device pixels per point.
    let scale: Float

    /// The text styles of legend entries and of legend and colour-bar titles.
    static func legendStyles(theme: Theme, scale s: Float) throws -> (text: TextStyle, title: TextStyle) {
        (
            try TextStyle(size: theme.legendSize, scale: s, color: theme.tickLabelColor),
            try TextStyle(size: theme.legendSize, scale: s, color: theme.titleColor, bold: true)
        )
    }

    /// The decorations of a chart whose marks use `categories`. `legendScale` sizes the legend's
    /// swatches and samples; `colorBar` is the chart's colour bar, drawn only when the legend is visible.
    init(
        _ config: ChartConfiguration, theme: Theme, scale s: Float, categories: Categories,
        samples: [String: Legend.Sample] = [:], legendScale: Float, colorBar: ColorBar?
    ) throws {
        let styles = try Self.legendStyles(theme: theme, scale: s)
        let legend = Legend(
            categories: categories, text: styles.text, titleText: styles.title, scale: legendScale, samples: samples)
        slot = LegendSlot(spec: config.legend, legend: legend, visible: config.legendVisible, scale: s, theme: theme)
        titleBand = try TitleBand(config.title, theme: theme, scale: s)
        self.colorBar = config.legendVisible ? colorBar : nil
        self.theme = theme
        scale = s
    }

    /// The colour bar of numeric `.foregroundStyle(by:)` values (nil without them, or when they
    /// span no range).
    static func continuousColorBar(_ categories: Categories, theme: Theme, scale s: Float) throws -> ColorBar? {
        guard let c = categories.continuous, c.range.upperBound > c.range.lowerBound else { return nil }
        let styles = try legendStyles(theme: theme, scale: s)
        return ColorBar(
            title: c.title, map: categories.continuousMap, range: c.range, text: styles.text,
            titleText: styles.title, scale: s, bands: categories.bands, type: categories.continuousType)
    }

    /// The decorations with the colour bar of `scale` (its title, range, spacing and stops) in place
    /// of the provisional one, drawn in the same room; unchanged without a colour bar.
    func replacingColorBar(with scale: DensityColorScale) -> ChartDecorations {
        guard let bar = colorBar else { return self }
        var replaced = ColorBar(
            title: scale.title, map: bar.map, range: scale.range, text: bar.text, titleText: bar.titleText,
            scale: bar.scale, bands: nil, type: scale.type)
        replaced.stops = scale.stops
        return ChartDecorations(titleBand: titleBand, slot: slot, colorBar: replaced, theme: theme, scale: self.scale)
    }

    private init(titleBand: TitleBand?, slot: LegendSlot, colorBar: ColorBar?, theme: Theme, scale: Float) {
        self.titleBand = titleBand
        self.slot = slot
        self.colorBar = colorBar
        self.theme = theme
        self.scale = scale
    }

    /// Pixels the colour bar takes beside the plot, its gaps included (0 without one).
    var barSpace: Float { colorBar.map { $0.width + 2 * theme.titleGap * scale } ?? 0 }

    /// Pixels taken from the top by the title (0 without one).
    var titleHeight: Float { titleBand?.height ?? 0 }

    /// Space the legend takes from each side of a chart `width` pixels wide (its gap included).
    func legendReserved(width: Float) -> (top: Float, bottom: Float, leading: Float, trailing: Float) {
        slot.reserved(width: width)
    }

    /// The title's label, centred across `width`, its top at `top` (nil without a title).
    func titleLabel(width: Float, top: Float) -> TextLabel? { titleBand?.label(width: width, top: top) }

    /// The legend in its slot around `plot` (see ``LegendSlot/primitives(plot:below:width:height:margin:)``).
    func legendPrimitives(plot: PlotRect, below: Float, width: Float, height: Float, margin: Float)
        -> [ScenePrimitive]
    {
        slot.primitives(plot: plot, below: below, width: width, height: height, margin: margin)
    }

    /// The colour bar, its right edge at `right` and its top at `top`, `height` tall.
    func colorBarPrimitives(right: Float, top: Float, height: Float) -> [ScenePrimitive] {
        guard let colorBar else { return [] }
        return colorBar.primitives(origin: Vec2(right - colorBar.width, top), height: height)
    }

    /// The decorations around a 3D axes box in a `w` × `h` pixel chart: the title on top, the legend
    /// rows centred along the bottom, the colour bar on the right centred beside the box; with the
    /// insets they leave for the box.
    func aroundBox(width w: Float, height h: Float) -> (
        primitives: [ScenePrimitive], insets: (top: Float, leading: Float, bottom: Float, trailing: Float)
    ) {
        let margin = theme.margin * scale
        let legendHeight = slot.visible ? slot.legend.height(width: w - 2 * margin) : 0
        let insets = (
            top: margin + titleHeight, leading: margin,
            bottom: margin + (legendHeight > 0 ? legendHeight + theme.titleGap * scale : 0),
            trailing: margin + barSpace
        )
        var primitives =
            legendHeight > 0
            ? slot.legend.primitives(
                origin: Vec2(margin, h - margin - legendHeight), width: w - 2 * margin, centred: true)
            : []
        if let title = titleLabel(width: w, top: margin) { primitives.append(.text(TextBatch(labels: [title]))) }
        let available = h - insets.top - insets.bottom
        let height = min(available, max(available * 0.6, 120 * scale))
        primitives += colorBarPrimitives(right: w - margin, top: insets.top + (available - height) / 2, height: height)
        return (primitives, insets)
    }
}
