import ChartMath

/// A straight line segment (Swift Charts' `RuleMark`). In a `Chart3D`: two single values and one
/// range — the rule runs along the ranged axis, e.g.
/// `RuleMark(x: .value("x", -1..<1), y: .value("y", 0), z: .value("z", 0))`.
public struct RuleMark: Chart3DContent {
    var spec: Mark3DSpec

    /// A 3D rule: exactly one of the three values is a range.
    public init<X: Plottable, Y: Plottable, Z: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>
    ) {
        spec = Mark3DSpec(kind: .rule, x: x.erased, y: y.erased, z: z.erased)
    }

    public var chart3DElements: [ChartElement] { [ChartElement(kind: .mark3D(spec))] }

    /// The line colour.
    public func foregroundStyle(_ style: some ShapeStyle) -> RuleMark {
        var copy = self
        copy.spec.style.color = style.shapeStyleColors.first
        return copy
    }

    /// Colour by category, with a legend entry.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> RuleMark {
        var copy = self
        copy.spec.style.category = value.erased
        return copy
    }

    /// The stroke width in points (default 2) and dash pattern.
    public func lineStyle(_ style: StrokeStyle) -> RuleMark {
        var copy = self
        copy.spec.stroke = style
        return copy
    }

    /// The opacity in 0…1.
    public func opacity(_ opacity: Double) -> RuleMark {
        var copy = self
        copy.spec.style.opacity = opacity
        return copy
    }
}

/// A rectangle (Swift Charts' `RectangleMark`). In a `Chart3D`: one single value and two ranges —
/// the rectangle lies in the plane of the ranged axes, at the single value, e.g.
/// `RectangleMark(x: .value("x", -1..<1), y: .value("y", 0), z: .value("z", -1..<1))`.
public struct RectangleMark: Chart3DContent {
    var spec: Mark3DSpec

    /// A 3D rectangle: exactly two of the three values are ranges.
    public init<X: Plottable, Y: Plottable, Z: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>
    ) {
        spec = Mark3DSpec(kind: .rectangle, x: x.erased, y: y.erased, z: z.erased)
    }

    public var chart3DElements: [ChartElement] { [ChartElement(kind: .mark3D(spec))] }

    /// The fill colour.
    public func foregroundStyle(_ style: some ShapeStyle) -> RectangleMark {
        var copy = self
        copy.spec.style.color = style.shapeStyleColors.first
        return copy
    }

    /// Colour by category, with a legend entry.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> RectangleMark {
        var copy = self
        copy.spec.style.category = value.erased
        return copy
    }

    /// The opacity in 0…1; translucent rectangles are blended without depth-sorting artefacts.
    public func opacity(_ opacity: Double) -> RectangleMark {
        var copy = self
        copy.spec.style.opacity = opacity
        return copy
    }
}
