import Foundation

/// A point at a position: two values in a `Chart`, three in a `Chart3D` (Swift Charts' `PointMark`).
/// All values of a 3D point must be numbers.
public struct PointMark: ChartContent, Chart3DContent {
    var spec: PointSpec
    var style = MarkStyle()

    /// A 2D point.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = PointSpec(x: x.erased, y: y.erased, z: nil)
    }

    /// A 3D point from three numeric values.
    public init<X: Plottable, Y: Plottable, Z: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>
    ) {
        spec = PointSpec(x: x.erased, y: y.erased, z: z.erased)
    }

    public var chartElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }
    public var chart3DElements: [ChartElement] { chartElements }

    /// The symbol size: area in square points in 2D (Swift Charts' convention, default 30), diameter
    /// in points in 3D (default 8).
    public func symbolSize(_ size: Double) -> PointMark {
        var copy = self
        copy.spec.symbolSize = size
        copy.spec.symbolDiameter = nil
        return copy
    }

    /// The symbol's width and height in points (Swift Charts' `symbolSize(_: CGSize)`): a 2D circle
    /// `CGSize(width: 16, height: 16)` is 16 points across. Symbols keep their aspect, so an unequal
    /// size uses the geometric mean of the two; in 3D the width is the diameter.
    public func symbolSize(_ size: CGSize) -> PointMark {
        var copy = self
        copy.spec.symbolDiameter = Double((size.width * size.height).squareRoot())
        return copy
    }

    /// The 2D symbol: `.circle` (default), `.square`, `.triangle`, `.diamond`, `.pentagon`, `.plus`,
    /// `.cross` or `.asterisk`.
    public func symbol(_ symbol: some ChartSymbolShape) -> PointMark {
        var copy = self
        copy.spec.symbol2D = symbol.basicSymbol
        return copy
    }

    /// A symbol per category, in the order circle, square, triangle, diamond, pentagon, plus,
    /// cross, asterisk — so shape carries the category as well as colour.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> PointMark {
        var copy = self
        copy.spec.symbolCategory = value.erased
        return copy
    }

    /// The symbol's area from a value (Swift Charts' `symbolSize(by:)`): numbers scale the area
    /// linearly from the smallest to the largest value in the chart (10…300 square points); strings
    /// take sizes from that range in order of first appearance.
    public func symbolSize<V: Plottable>(by value: PlottableValue<V>) -> PointMark {
        var copy = self
        copy.spec.sizeValue = value.erased
        return copy
    }

    /// A custom symbol: text (a glyph, say) drawn centred on the point, in the point's colour unless
    /// the content sets its own (Swift Charts' `symbol(symbol:)`, which takes any view).
    public func symbol(@AnnotationBuilder symbol: () -> [AnnotationNode]) -> PointMark {
        var copy = self
        copy.spec.customSymbol = symbol()
        return copy
    }

    /// Shifts the point by a distance in points after layout (y down).
    public func offset(x: Double = 0, y: Double = 0) -> PointMark {
        var copy = self
        copy.style.offset = SIMD2(x, y)
        return copy
    }

    /// The 3D symbol: `.sphere` (default), `.cube`, `.cylinder` or `.cone`.
    public func symbol(_ symbol: some Chart3DSymbolShape) -> PointMark {
        var copy = self
        copy.spec.symbol3D = symbol.basicShape
        return copy
    }

}

extension PointMark: AnnotatableMark, CategorizedMark, LitMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}
