import ChartMath
import ChartScene

/// The band at the top of a chart that holds its ``ChartRepresentable/chartTitle(_:)``: one bold line,
/// centred, followed by a gap. Every chart kind reserves ``height`` before laying out the rest.
struct TitleBand {
    let title: String
    let text: TextStyle
    let gap: Float

    /// The band for `title` (nil when there is none).
    init?(_ title: String?, theme: Theme, scale s: Float) throws {
        guard let title, !title.isEmpty else { return nil }
        self.title = title
        text = try TextStyle(size: theme.chartTitleSize, scale: s, color: theme.titleColor, bold: true)
        gap = theme.titleGap * s
    }

    /// Pixels taken from the top of the chart: the line and the gap below it.
    var height: Float { text.lineHeight(title) + gap }

    /// The title's label, centred across `width`, its top at `top`.
    func label(width: Float, top: Float) -> TextLabel {
        text.label(title, at: Vec2(width / 2, top), .center, .top)
    }
}
