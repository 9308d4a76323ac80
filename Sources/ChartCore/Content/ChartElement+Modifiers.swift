import ChartMath

/// What the modifiers of content (``ModifiedChartContent``) do to each element: a modifier fills
/// in what the element left unset, where it fits the element's kind, and leaves other kinds alone
/// (`.lineStyle` changes rules and lines, not points). `.opacity` multiplies and `.offset` adds.
/// Each keeps the element's identity, so transitions still pair the marks.
extension ChartElement {
    /// `.foregroundStyle(_:)`: the colour or gradient, unless the mark has a colour, a gradient, a
    /// category or per-element colours of its own. A mark that takes a foreground in its own way
    /// (a surface: a single colour, or a gradient by height for several colours) does so.
    mutating func inheritForeground(_ style: some ShapeStyle) {
        guard !hasOwnColor else { return }
        if var styled = recipe.mark as? any SurfaceStyledMark {
            styled.setForeground(style, in: &recipe.style)
            recipe.mark = styled
        } else {
            updateStyle { $0.setForeground(style) }
        }
    }

    /// Whether the mark chose its colour itself.
    var hasOwnColor: Bool {
        let style = self.style
        if style.color != nil || style.gradient != nil || style.category != nil { return true }
        return (recipe.mark as? any OwnColoredMark)?.hasOwnColors ?? false
    }

    /// `.foregroundStyle(by:)`: the category, unless the mark has a colour, a gradient, a
    /// category or per-element colours of its own (a legend entry would not match its colour).
    mutating func inheritCategory(_ value: AxisValue) {
        guard !hasOwnColor else { return }
        updateStyle { $0.category = value }
    }

    /// `.symbol(_:)` with a 2D shape: points and line vertices without a symbol of their own.
    mutating func inheritSymbol(_ symbol: BasicChartSymbolShape) {
        recipe.inheritSymbol { $0.inheritSymbol(symbol) }
    }

    /// `.symbol(by:)`: points and line vertices without a symbol of their own.
    mutating func inheritSymbolCategory(_ value: AxisValue) {
        recipe.inheritSymbol { $0.inheritSymbolCategory(value) }
    }

    /// `.symbol(_:)` with a 3D shape: points without a 3D symbol of their own.
    mutating func inheritSymbol3D(_ symbol: BasicChart3DSymbolShape) {
        recipe.inheritSymbol { $0.inheritSymbol3D(symbol) }
    }

    /// `.symbolSize(_:)`: points, point clouds and line vertices without a size of their own.
    mutating func inheritSymbolSize(_ size: Double) {
        guard var sized = recipe.mark as? any SymbolSizedMark else { return }
        sized.inheritSymbolSize(size)
        recipe.mark = sized
    }

    /// `.symbolSize(by:)`: points without a size of their own.
    mutating func inheritSymbolSize(by value: AxisValue) {
        recipe.inheritSymbol { $0.inheritSymbolSize(by: value) }
    }

    /// `.lineStyle(_:)`: lines, line vertices and rules (2D and 3D) without a stroke of their own.
    mutating func inheritStroke(_ stroke: StrokeStyle) {
        guard !style.explicit.contains(.stroke) else { return }
        recipe.inheritStroke(stroke)
    }

    /// `.lineStyle(by:)`: line vertices without a dash category of their own.
    mutating func inheritDashCategory(_ value: AxisValue) {
        guard var dashed = recipe.mark as? any DashCategoryMark, dashed.dashCategory == nil else { return }
        dashed.dashCategory = value
        recipe.mark = dashed
    }

    /// `.interpolationMethod(_:)`: lines and areas without a method of their own.
    mutating func inheritInterpolation(_ method: InterpolationMethod) {
        guard !style.explicit.contains(.interpolation) else { return }
        recipe.inheritInterpolation(method)
    }

    /// `.cornerRadius(_:)`: bars and sectors without a radius of their own.
    mutating func inheritCornerRadius(_ radius: Double) {
        guard !style.explicit.contains(.cornerRadius) else { return }
        recipe.inheritCornerRadius(radius)
    }

    /// `.position(by:)`: bars not grouped already.
    mutating func inheritGroup(_ value: AxisValue) {
        recipe.inheritGroup(value)
    }

    /// `.foregroundStyle(_:)` with a surface style: surfaces not coloured already.
    mutating func inheritSurfaceStyle(_ surfaceStyle: BasicChart3DSurfaceStyle) {
        guard var styled = recipe.mark as? any SurfaceStyledMark, styled.surfaceStyle == nil, style.color == nil
        else { return }
        styled.surfaceStyle = surfaceStyle
        recipe.mark = styled
    }

    /// `.metalness(_:)` and `.roughness(_:)`: lit marks and surfaces without that setting of their
    /// own. Rules and lines are drawn unlit, so a material does not fit them and they keep none.
    mutating func inheritMaterial(metalness: Double? = nil, roughness: Double? = nil) {
        if recipe.mark is any UnlitMark { return }
        updateStyle { style in
            if let metalness, style.material.metalness == nil { style.material.metalness = metalness }
            if let roughness, style.material.roughness == nil { style.material.roughness = roughness }
        }
    }

    /// Applies `update` to the element's style (every mark of a grouped element).
    mutating func updateStyle(_ update: (inout MarkStyle) -> Void) {
        self = withStyle(update)
    }

    /// The element with `update` applied to its style (every mark of a grouped element), keeping
    /// its identity.
    func withStyle(_ update: (inout MarkStyle) -> Void) -> ChartElement {
        var result = self
        update(&result.recipe.style)
        return result
    }

    /// The element's style.
    var style: MarkStyle { recipe.style }
}

/// A mark coloured by a surface style (`.heightBased`, `.normalBased`) unless given one colour:
/// `.foregroundStyle(_:)` on it or on enclosing content sets one or the other.
protocol SurfaceStyledMark: ChartMark {
    var surfaceStyle: BasicChart3DSurfaceStyle? { get set }
}

extension SurfaceStyledMark {
    /// One colour for the whole mark (shaded by the light), or a gradient by height for a style of
    /// several colours.
    mutating func setForeground(_ shape: some ShapeStyle, in style: inout MarkStyle) {
        let colors = shape.shapeStyleColors
        if colors.count > 1 {
            surfaceStyle = .heightBased(Gradient(colors: colors))
            style.color = nil
        } else {
            style.color = colors.first
            surfaceStyle = nil
        }
    }
}
