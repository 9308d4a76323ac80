import Foundation

/// A point at a position: two values in a `Chart`, three in a `Chart3D` (Swift Charts' `PointMark`).
/// All values of a 3D point must be numbers.
public struct PointMark: ChartContent, Chart3DContent {
    var spec: PointSpec

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

    public var chartElements: [ChartElement] { [ChartElement(kind: .point(spec))] }
    public var chart3DElements: [ChartElement] { [ChartElement(kind: .point(spec))] }

    /// The point colour.
    public func foregroundStyle(_ style: some ShapeStyle) -> PointMark {
        var copy = self
        copy.spec.style.setForeground(style)
        return copy
    }

    /// Colour by category: each distinct value gets the next palette colour and a legend entry.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> PointMark {
        var copy = self
        copy.spec.style.category = value.erased
        return copy
    }

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

    /// The 3D symbol: `.sphere` (default), `.cube`, `.cylinder` or `.cone`.
    public func symbol(_ symbol: some Chart3DSymbolShape) -> PointMark {
        var copy = self
        copy.spec.symbol3D = symbol.basicShape
        return copy
    }

    /// The opacity in 0…1.
    public func opacity(_ opacity: Double) -> PointMark {
        var copy = self
        copy.spec.style.opacity = opacity
        return copy
    }
}

extension PointMark {
    /// An annotation drawn against this mark: `position` around it, `alignment` along it,
    /// `spacing` points away; kept inside the chart.
    public func annotation(
        position: AnnotationPosition = .automatic, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        overflowResolution: AnnotationOverflowResolution = .automatic,
        @AnnotationBuilder content: () -> [AnnotationNode]
    ) -> Self {
        var copy = self
        copy.spec.style.annotations.append(
            AnnotationSpec(position: position, alignment: alignment, spacing: spacing, content: content()))
        return copy
    }
}
