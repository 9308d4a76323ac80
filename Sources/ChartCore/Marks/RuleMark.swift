import ChartMath

/// A straight line segment (Swift Charts' `RuleMark`). In a `Chart3D`: two single values and one
/// range — the rule runs along the ranged axis, e.g.
/// `RuleMark(x: .value("x", -1..<1), y: .value("y", 0), z: .value("z", 0))`.
public struct RuleMark: Chart3DContent, ChartContent {
    /// The 3D form (Marks/RuleMark+Recipe3D.swift); placeholder values in a 2D rule, refused by a
    /// `Chart3D`.
    var spec: Rule3DSpec
    /// The style of either form.
    var style = MarkStyle()
    /// The 2D form: which axis carries a value or a span.
    var spec2D: Rule2DSpec?

    /// A horizontal rule across the plot at `y` (a target or threshold line).
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        self.init(rule2D: Rule2DSpec(x: nil, y: y.erased))
    }

    /// A vertical rule across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        self.init(rule2D: Rule2DSpec(x: x.erased, y: nil))
    }

    /// A horizontal rule from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(rule2D: Rule2DSpec(x: .span(xStart, xEnd, label: xStart.label), y: y.erased))
    }

    /// A vertical rule from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(rule2D: Rule2DSpec(x: x.erased, y: .span(yStart, yEnd, label: yStart.label)))
    }

    private init(rule2D: Rule2DSpec) {
        let none = AxisValue(label: "", storage: .single(.number(.nan)))
        spec = Rule3DSpec(x: none, y: none, z: none)
        spec2D = rule2D
    }

    public var chartElements: [ChartElement] {
        guard let rule = spec2D else { return [] }
        return [ChartElement(recipe: CustomMark(mark: rule, style: style))]
    }

    /// A 3D rule: exactly one of the three values is a range.
    public init<X: Plottable, Y: Plottable, Z: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>
    ) {
        spec = Rule3DSpec(x: x.erased, y: y.erased, z: z.erased)
    }

    public var chart3DElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }

    /// The stroke width in points (default 2 in 3D, 1 in 2D) and dash pattern.
    public func lineStyle(_ style: StrokeStyle) -> RuleMark {
        var copy = self
        copy.spec.stroke = style
        copy.spec2D?.stroke = style
        copy.style.explicit.insert(.stroke)
        return copy
    }

}

/// A rectangle (Swift Charts' `RectangleMark`). In a `Chart3D`: one single value and two ranges —
/// the rectangle lies in the plane of the ranged axes, at the single value, e.g.
/// `RectangleMark(x: .value("x", -1..<1), y: .value("y", 0), z: .value("z", -1..<1))`.
public struct RectangleMark: Chart3DContent, ChartContent {
    /// The 3D form (Marks/RuleMark+Recipe3D.swift); placeholder values in a 2D rectangle, refused
    /// by a `Chart3D`.
    var spec: Rectangle3DSpec
    /// The style of either form.
    var style = MarkStyle()
    /// The 2D form.
    var spec2D: Rectangle2DSpec?

    /// A 3D rectangle: exactly two of the three values are ranges.
    public init<X: Plottable, Y: Plottable, Z: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>
    ) {
        spec = Rectangle3DSpec(x: x.erased, y: y.erased, z: z.erased)
    }

    /// A cell at (x, y) — a heat-map cell when both are categories or date units; `width` and
    /// `height` are fractions of the band (`.ratio`), points (`.fixed`), or the band less points
    /// (`.inset`); `.automatic` fills the band (or 20 points around a plain number).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        self.init(rect2D: Rectangle2DSpec(x: x.erased, y: y.erased, width: width, height: height))
    }

    /// The rectangle from (xStart, yStart) to (xEnd, yEnd).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        self.init(
            rect2D: Rectangle2DSpec(
                x: .span(xStart, xEnd, label: xStart.label), y: .span(yStart, yEnd, label: yStart.label)))
    }

    /// A vertical bar-like rectangle at `x` from `yStart` to `yEnd` (a range per category, say);
    /// `width` as for cells.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        self.init(rect2D: Rectangle2DSpec(x: x.erased, y: .span(yStart, yEnd, label: yStart.label), width: width))
    }

    /// A horizontal rectangle at `y` from `xStart` to `xEnd`; `height` as for cells.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        self.init(rect2D: Rectangle2DSpec(x: .span(xStart, xEnd, label: xStart.label), y: y.erased, height: height))
    }

    /// A full-height band from xStart to xEnd (highlighting a period, say).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        self.init(rect2D: Rectangle2DSpec(x: .span(xStart, xEnd, label: xStart.label), y: nil))
    }

    /// A full-width band from yStart to yEnd (a target range, say).
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(rect2D: Rectangle2DSpec(x: nil, y: .span(yStart, yEnd, label: yStart.label)))
    }

    private init(rect2D: Rectangle2DSpec) {
        let none = AxisValue(label: "", storage: .single(.number(.nan)))
        spec = Rectangle3DSpec(x: none, y: none, z: none)
        spec2D = rect2D
    }

    public var chart3DElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }

    public var chartElements: [ChartElement] {
        guard let rect = spec2D else { return [] }
        return [ChartElement(recipe: CustomMark(mark: rect, style: style))]
    }

}

extension RectangleMark: CategorizedMark, LitMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}

extension RuleMark: AnnotatableMark, CategorizedMark, LitMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}
