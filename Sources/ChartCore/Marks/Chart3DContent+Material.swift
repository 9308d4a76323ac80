import ChartCamera

// The 3D modifiers of Swift Charts' `Chart3DContent` that are not about colour: the material of lit
// content (`metalness`, `roughness`) and the rotation of solid point symbols.

extension PointMark {
    /// How metallic the 3D symbol looks: 0 a dielectric such as plastic (default), 1 a metal,
    /// whose highlight takes the symbol's colour. Real materials are 0 or 1.
    public func metalness(_ ratio: Double) -> PointMark {
        var copy = self
        copy.spec.style.material.metalness = ratio
        return copy
    }

    /// How rough the 3D symbol is: 0 smooth with a small sharp highlight, 1 fully rough with a broad
    /// faint one (default 0.5).
    public func roughness(_ ratio: Double) -> PointMark {
        var copy = self
        copy.spec.style.material.roughness = ratio
        return copy
    }

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

extension PointPlot {
    /// How metallic the 3D symbols look, 0 (default) … 1 (see `PointMark.metalness(_:)`).
    public func metalness(_ ratio: Double) -> Self {
        var copy = self
        copy.spec.style.material.metalness = ratio
        return copy
    }

    /// How rough the 3D symbols are, 0 … 1 (default 0.5; see `PointMark.roughness(_:)`).
    public func roughness(_ ratio: Double) -> Self {
        var copy = self
        copy.spec.style.material.roughness = ratio
        return copy
    }
}

extension RectangleMark {
    /// How metallic the 3D rectangle looks, 0 (default) … 1; it is lit like a surface.
    public func metalness(_ ratio: Double) -> RectangleMark {
        var copy = self
        copy.spec.style.material.metalness = ratio
        return copy
    }

    /// How rough the 3D rectangle is, 0 … 1 (default 0.5).
    public func roughness(_ ratio: Double) -> RectangleMark {
        var copy = self
        copy.spec.style.material.roughness = ratio
        return copy
    }
}

extension RuleMark {
    /// Accepted for Swift Charts compatibility: rules are drawn unlit in their colour, so a material
    /// changes nothing and the chart warns (``ChartWarning/modifierIgnored(modifier:reason:)``).
    public func metalness(_ ratio: Double) -> RuleMark {
        var copy = self
        copy.spec.style.material.metalness = ratio
        return copy
    }

    /// Accepted for Swift Charts compatibility: rules are unlit, so the chart warns.
    public func roughness(_ ratio: Double) -> RuleMark {
        var copy = self
        copy.spec.style.material.roughness = ratio
        return copy
    }
}

extension LinePlot {
    /// Accepted for Swift Charts compatibility: 3D lines are drawn unlit in their colour, so a
    /// material changes nothing and the chart warns.
    public func metalness(_ ratio: Double) -> Self {
        var copy = self
        copy.spec.style.material.metalness = ratio
        return copy
    }

    /// Accepted for Swift Charts compatibility: 3D lines are unlit, so the chart warns.
    public func roughness(_ ratio: Double) -> Self {
        var copy = self
        copy.spec.style.material.roughness = ratio
        return copy
    }
}

extension SurfacePlot {
    /// Colour by category (Swift Charts' `foregroundStyle(by:)`): the surface takes the next
    /// palette colour (or the `chartForegroundStyleScale` colour of its value), shaded by the light,
    /// and the value gets a legend entry — several surfaces told apart by name.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> SurfacePlot {
        var copy = self
        copy.spec.style.category = value.erased
        copy.spec.style.color = nil
        copy.spec.surfaceStyle = nil
        return copy
    }
}
