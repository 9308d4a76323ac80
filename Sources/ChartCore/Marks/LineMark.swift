import ChartMath

/// One vertex of a line (Swift Charts' `LineMark`). Consecutive marks with the same `series` (or
/// the same `.foregroundStyle(by:)` category) are joined in the order given.
public struct LineMark: ChartContent {
    var spec: LineMarkSpec
    var style = MarkStyle()

    /// A vertex at (x, y).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = LineMarkSpec(x: x.erased, y: y.erased)
    }

    /// A vertex of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        spec = LineMarkSpec(x: x.erased, y: y.erased, series: series.erased)
    }

    public var chartElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }

    /// The stroke: width in points and dash pattern (default: solid, 2 points).
    public func lineStyle(_ style: StrokeStyle) -> LineMark {
        var copy = self
        copy.spec.stroke = style
        copy.style.explicit.insert(.stroke)
        return copy
    }

    /// A dash pattern by category, with a legend entry showing it: the series' dashes cycle
    /// through solid, dashed, dotted, dash-dot, long dashes and dash-dot-dot in order of first
    /// appearance. Also separates series, like `series:`.
    public func lineStyle<V: Plottable>(by value: PlottableValue<V>) -> LineMark {
        var copy = self
        copy.spec.dashCategory = value.erased
        return copy
    }

    /// A symbol drawn at every vertex of the line.
    public func symbol(_ symbol: some ChartSymbolShape) -> LineMark {
        var copy = self
        copy.spec.symbol = symbol.basicSymbol
        return copy
    }

    /// A symbol at every vertex, chosen by category (circle, square, triangle, diamond, pentagon,
    /// plus, cross, asterisk in order of first appearance); with `.foregroundStyle(by:)` on the same
    /// field the legend shows it on the line sample.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> LineMark {
        var copy = self
        copy.spec.symbolCategory = value.erased
        return copy
    }

    /// The area of the vertex symbols in square points (default 30).
    public func symbolSize(_ size: Double) -> LineMark {
        var copy = self
        copy.spec.symbolSize = size
        return copy
    }

    /// How the line runs between this series' vertices.
    public func interpolationMethod(_ method: InterpolationMethod) -> LineMark {
        var copy = self
        copy.spec.interpolation = method
        copy.style.explicit.insert(.interpolation)
        return copy
    }

}

extension LineMark: AnnotatableMark, CategorizedMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}
