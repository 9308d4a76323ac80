import ChartMath

/// What the modifiers of content (``ModifiedChartContent``) do to each element: a modifier fills
/// in what the element left unset, where it fits the element's kind, and leaves other kinds alone
/// (`.lineStyle` changes rules and lines, not points). `.opacity` multiplies and `.offset` adds.
/// Each keeps the element's identity, so transitions still pair the marks.
extension ChartElement {
    /// `.foregroundStyle(_:)`: the colour or gradient, unless the mark has a colour, a gradient, a
    /// category or per-element colours of its own. A surface takes a single colour, or a gradient
    /// by height for several colours.
    mutating func inheritForeground(_ style: some ShapeStyle) {
        guard !hasOwnColor else { return }
        if case .surface(var s) = kind {
            s.setForeground(style)
            kind = .surface(s)
        } else {
            updateStyle { $0.setForeground(style) }
        }
    }

    /// Whether the mark chose its colour itself.
    var hasOwnColor: Bool {
        let style = self.style
        if style.color != nil || style.gradient != nil || style.category != nil { return true }
        switch kind {
        case .surface(let s): return s.surfaceStyle != nil
        case .custom(let c): return (c.mark as? any OwnColoredMark)?.hasOwnColors ?? false
        }
    }

    /// `.foregroundStyle(by:)`: the category, unless the mark has a colour, a gradient, a
    /// category or per-element colours of its own (a legend entry would not match its colour).
    mutating func inheritCategory(_ value: AxisValue) {
        guard !hasOwnColor else { return }
        updateStyle { $0.category = value }
    }

    /// `.symbol(_:)` with a 2D shape: points and line vertices without a symbol of their own.
    mutating func inheritSymbol(_ symbol: BasicChartSymbolShape) {
        switch kind {
        case .custom(var c):
            c.inheritSymbol { $0.inheritSymbol(symbol) }
            kind = .custom(c)
        case .surface: break
        }
    }

    /// `.symbol(by:)`: points and line vertices without a symbol of their own.
    mutating func inheritSymbolCategory(_ value: AxisValue) {
        switch kind {
        case .custom(var c):
            c.inheritSymbol { $0.inheritSymbolCategory(value) }
            kind = .custom(c)
        case .surface: break
        }
    }

    /// `.symbol(_:)` with a 3D shape: points without a 3D symbol of their own.
    mutating func inheritSymbol3D(_ symbol: BasicChart3DSymbolShape) {
        guard case .custom(var c) = kind else { return }
        c.inheritSymbol { $0.inheritSymbol3D(symbol) }
        kind = .custom(c)
    }

    /// `.symbolSize(_:)`: points, point clouds and line vertices without a size of their own.
    mutating func inheritSymbolSize(_ size: Double) {
        guard case .custom(var c) = kind, var sized = c.mark as? any SymbolSizedMark else { return }
        sized.inheritSymbolSize(size)
        c.mark = sized
        kind = .custom(c)
    }

    /// `.symbolSize(by:)`: points without a size of their own.
    mutating func inheritSymbolSize(by value: AxisValue) {
        guard case .custom(var c) = kind else { return }
        c.inheritSymbol { $0.inheritSymbolSize(by: value) }
        kind = .custom(c)
    }

    /// `.lineStyle(_:)`: lines, line vertices and rules (2D and 3D) without a stroke of their own.
    mutating func inheritStroke(_ stroke: StrokeStyle) {
        guard !style.explicit.contains(.stroke) else { return }
        switch kind {
        case .custom(var s):
            s.inheritStroke(stroke)
            kind = .custom(s)
        case .surface: break
        }
    }

    /// `.lineStyle(by:)`: line vertices without a dash category of their own.
    mutating func inheritDashCategory(_ value: AxisValue) {
        guard case .custom(var c) = kind, var dashed = c.mark as? any DashCategoryMark, dashed.dashCategory == nil
        else { return }
        dashed.dashCategory = value
        c.mark = dashed
        kind = .custom(c)
    }

    /// `.interpolationMethod(_:)`: lines and areas without a method of their own.
    mutating func inheritInterpolation(_ method: InterpolationMethod) {
        guard !style.explicit.contains(.interpolation) else { return }
        switch kind {
        case .custom(var s):
            s.inheritInterpolation(method)
            kind = .custom(s)
        case .surface: break
        }
    }

    /// `.cornerRadius(_:)`: bars and sectors without a radius of their own.
    mutating func inheritCornerRadius(_ radius: Double) {
        guard !style.explicit.contains(.cornerRadius) else { return }
        switch kind {
        case .custom(var s):
            s.inheritCornerRadius(radius)
            kind = .custom(s)
        case .surface: break
        }
    }

    /// `.position(by:)`: bars not grouped already.
    mutating func inheritGroup(_ value: AxisValue) {
        guard case .custom(var c) = kind else { return }
        c.inheritGroup(value)
        kind = .custom(c)
    }

    /// `.foregroundStyle(_:)` with a surface style: surfaces not coloured already.
    mutating func inheritSurfaceStyle(_ surfaceStyle: BasicChart3DSurfaceStyle) {
        guard case .surface(var s) = kind, s.surfaceStyle == nil, s.style.color == nil else { return }
        s.surfaceStyle = surfaceStyle
        kind = .surface(s)
    }

    /// `.metalness(_:)` and `.roughness(_:)`: lit marks and surfaces without that setting of their
    /// own. Rules and lines are drawn unlit, so a material does not fit them and they keep none.
    mutating func inheritMaterial(metalness: Double? = nil, roughness: Double? = nil) {
        if case .custom(let c) = kind, c.mark is any UnlitMark { return }
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
        var result = restyled(update)
        result.identity = identity
        return result
    }

    private func restyled(_ update: (inout MarkStyle) -> Void) -> ChartElement {
        switch kind {
        case .surface(var s):
            update(&s.style)
            return ChartElement(kind: .surface(s))
        case .custom(var s):
            update(&s.style)
            return ChartElement(kind: .custom(s))
        }
    }

    /// The element's style.
    var style: MarkStyle {
        switch kind {
        case .surface(let s): s.style
        case .custom(let s): s.style
        }
    }
}

extension SurfaceSpec {
    /// One colour for the whole surface (shaded by the light), or a gradient by height for a
    /// style of several colours.
    mutating func setForeground(_ style: some ShapeStyle) {
        let colors = style.shapeStyleColors
        if colors.count > 1 {
            surfaceStyle = .heightBased(Gradient(colors: colors))
            self.style.color = nil
        } else {
            self.style.color = colors.first
            surfaceStyle = nil
        }
    }
}
