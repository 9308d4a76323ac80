/// Something about a chart that did not stop it from being drawn but that its author should know:
/// values left out, colours repeated, a font replaced, nothing drawn at all.
///
/// Lowering collects them in ``RenderScene/warnings``; `ImageRenderer` keeps those of its last render
/// in its `warnings` property and hands each to `ChartWarning.handler`, which by default writes one
/// line to standard error. Each value's ``description`` is that line, without a prefix.
public enum ChartWarning: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// `count` data values of `mark` were left out because a coordinate was NaN or infinite (or,
    /// on a logarithmic or square-root axis, outside the scale: zero or negative). Lines and areas
    /// break at such a value; points are not drawn. `mark` names the mark kind and, when it has one,
    /// its y (or series) label, e.g. `LinePlot "Temperature"`.
    case nonFiniteValuesSkipped(mark: String, count: Int)
    /// `count` categories share a palette of `paletteSize` colours, so colours repeat: category
    /// `paletteSize + 1` takes the first colour again.
    case moreCategoriesThanColors(count: Int, paletteSize: Int)
    /// The chart has marks but none of them is drawn; `reason` says why (no data, no finite value,
    /// every value outside the plot area's domains).
    case nothingDrawn(reason: String)
    /// The font family `requested` (`Font.custom`) is not installed; text is set in `used` instead.
    case fontFallback(requested: String, used: String)
    /// The scene had `primitives` primitives to draw but the rendered image came out as one colour
    /// everywhere (checked on every eighth row): nothing visible was drawn.
    case blankImage(primitives: Int)
    /// A modifier the chart accepts has no effect on it: `modifier` spells the call (e.g.
    /// `.chartXScale(range: .plotDimension(padding: 10))`), `reason` says why and what to use instead.
    case modifierIgnored(modifier: String, reason: String)
    /// A group of a box or violin plot (`group`: its category, and its subgroup in parentheses)
    /// has no finite value, so nothing is drawn in its slot; `mark` names the plot, e.g.
    /// `BoxPlot "Body mass (g)"`.
    case emptyGroup(mark: String, group: String)

    /// One line naming what was affected and how many: e.g.
    /// `LinePlot "Temperature": 3 values skipped (NaN or infinite, or outside a log scale)`.
    public var description: String {
        switch self {
        case .nonFiniteValuesSkipped(let mark, let count):
            "\(mark): \(count) value\(count == 1 ? "" : "s") skipped (NaN or infinite, or outside a log scale)"
        case .moreCategoriesThanColors(let count, let paletteSize):
            "\(count) categories but \(paletteSize) palette colours: colours repeat from category \(paletteSize + 1) "
                + "(give more colours with .chartForegroundStyleScale(range:), or tell series apart with "
                + ".symbol(by:) or .lineStyle(by:))"
        case .nothingDrawn(let reason):
            "nothing drawn: \(reason)"
        case .fontFallback(let requested, let used):
            "font family '\(requested)' is not installed; using '\(used)' (fc-list lists the installed families)"
        case .blankImage(let primitives):
            "the rendered image is one colour everywhere although the scene has \(primitives) primitive"
                + "\(primitives == 1 ? "" : "s"): nothing visible was drawn"
        case .modifierIgnored(let modifier, let reason):
            "\(modifier) has no effect: \(reason)"
        case .emptyGroup(let mark, let group):
            "\(mark): group \(group) has no finite values, so nothing is drawn for it "
                + "(check the column for NaN or missing values)"
        }
    }
}
