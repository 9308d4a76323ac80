/// The plot area as `.chartPlotStyle { plotArea in … }` sees it: a background and a border can be
/// given (Swift Charts' plot content).
public struct ChartPlotContent: Sendable {
    var background: Color?
    var border: (color: Color, width: Double)?

    /// A fill behind the marks and grid, inside the plot area.
    public func background(_ style: some ShapeStyle) -> ChartPlotContent {
        var copy = self
        copy.background = style.shapeStyleColors.first
        return copy
    }

    /// A border around the plot area, `width` points wide.
    public func border(_ style: some ShapeStyle, width: Double = 1) -> ChartPlotContent {
        var copy = self
        copy.border = (style.shapeStyleColors.first ?? .gray, width)
        return copy
    }
}

extension Chart {
    /// Styles the plot area: `.chartPlotStyle { $0.background(.quaternary.opacity(0.3)).border(.separator) }`.
    public func chartPlotStyle(_ content: (ChartPlotContent) -> ChartPlotContent) -> Chart {
        modified { $0.plotStyle = content(ChartPlotContent()) }
    }
}

extension ShapeStyle where Self == Color {
    /// The third-level fill/label colour (a light translucent grey).
    public static var tertiary: Color { Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3) }
    /// The fourth-level fill/label colour (a faint translucent grey).
    public static var quaternary: Color { Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18) }
    /// The colour of separators (a thin translucent grey).
    public static var separator: Color { Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29) }
}
