import ChartCamera

// The 3D modifiers of Swift Charts' `Chart3DContent` that are not about colour and not shared: the
// rotation of solid point symbols and the category colour of surfaces. The material of lit marks
// (`metalness`, `roughness`) is declared once, on `LitMark` (Content/StyledMark.swift).

extension PointMark {
    /// Turns the 3D symbol (cube, cylinder, cone) from its rest pose — faces towards the axes,
    /// standing along y — by `rotation`, about the symbol's centre in chart space:
    /// `.symbolRotation(Rotation3D(angle: .degrees(45), axis: .y))`. A sphere looks the same at
    /// any rotation (the chart warns).
    public func symbolRotation(_ rotation: Rotation3D) -> PointMark {
        var copy = self
        copy.spec.symbolRotation = rotation.quaternion
        return copy
    }
}

extension SurfacePlot {
    /// Colour by category (Swift Charts' `foregroundStyle(by:)`): the surface takes the next
    /// palette colour (or the `chartForegroundStyleScale` colour of its value), shaded by the light,
    /// and the value gets a legend entry — several surfaces told apart by name.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> SurfacePlot {
        var copy = self
        copy.style.category = value.erased
        copy.style.color = nil
        copy.spec.surfaceStyle = nil
        return copy
    }
}
