/// Chart content after a modifier that applies to any mark (`.alignsMarkStylesWithPlotArea()`,
/// `.mask { … }`, the accessibility modifiers): its elements with their style changed. It takes
/// the same modifiers again, and `.foregroundStyle(_:)` and `.opacity(_:)`.
public struct ModifiedChartContent: ChartContent {
    let elements: [ChartElement]

    public var chartElements: [ChartElement] { elements }

    /// The fill or stroke colour, or a gradient.
    public func foregroundStyle(_ style: some ShapeStyle) -> ModifiedChartContent {
        ModifiedChartContent(elements: elements.map { $0.withStyle { $0.setForeground(style) } })
    }

    /// The opacity in 0…1.
    public func opacity(_ opacity: Double) -> ModifiedChartContent {
        ModifiedChartContent(elements: elements.map { $0.withStyle { $0.opacity = opacity } })
    }
}

extension ChartContent {
    private func updatingStyle(_ update: (inout MarkStyle) -> Void) -> ModifiedChartContent {
        ModifiedChartContent(elements: chartElements.map { $0.withStyle(update) })
    }

    /// Lays out the marks' gradients in the whole plot area instead of each mark's own bounds, so
    /// that a colour means the same value in every mark (Swift Charts'
    /// `alignsMarkStylesWithPlotArea(_:)`).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartContent {
        updatingStyle { $0.alignsWithPlotArea = aligns }
    }

    /// Draws the marks only where the marks built by `content` would cover; those are not drawn
    /// themselves, and their colours do not matter. The mask is exact for curves and areas of any
    /// shape (a stencil buffer in the renderer); mask lines cover where a pixel is at least half
    /// inside the stroke.
    public func mask(@ChartContentBuilder content: () -> [ChartElement]) -> ModifiedChartContent {
        let mask = MarkMask(elements: AreaMarkGrouping.rewrite(content()))
        return updatingStyle { $0.mask = mask }
    }

    /// Hides the marks from assistive technologies. They are still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartContent {
        updatingStyle { $0.accessibilityHidden = hidden }
    }

    /// The label assistive technologies read for the marks.
    public func accessibilityLabel(_ label: some StringProtocol) -> ModifiedChartContent {
        let text = String(label)
        return updatingStyle { $0.accessibilityLabel = text }
    }

    /// The label assistive technologies read for the marks.
    public func accessibilityLabel(_ label: Text) -> ModifiedChartContent {
        let text = label.string
        return updatingStyle { $0.accessibilityLabel = text }
    }

    /// The label assistive technologies read for the marks, from a literal with formatted values:
    /// `.accessibilityLabel("\(point.day)")`.
    public func accessibilityLabel(_ label: TextContent) -> ModifiedChartContent {
        let text = label.string
        return updatingStyle { $0.accessibilityLabel = text }
    }

    /// The value assistive technologies read for the marks, from a literal with formatted values:
    /// `.accessibilityValue("\(revenue, format: .currency(code: "RUB"))")`.
    public func accessibilityValue(_ value: TextContent) -> ModifiedChartContent {
        let text = value.string
        return updatingStyle { $0.accessibilityValue = text }
    }

    /// The value assistive technologies read for the marks.
    public func accessibilityValue(_ value: some StringProtocol) -> ModifiedChartContent {
        let text = String(value)
        return updatingStyle { $0.accessibilityValue = text }
    }

    /// The value assistive technologies read for the marks.
    public func accessibilityValue(_ value: Text) -> ModifiedChartContent {
        let text = value.string
        return updatingStyle { $0.accessibilityValue = text }
    }
}

extension ChartElement {
    /// The element with `update` applied to its style (every mark of a grouped element), keeping
    /// its identity.
    func withStyle(_ update: (inout MarkStyle) -> Void) -> ChartElement {
        var result = restyled(update)
        result.identity = identity
        return result
    }

    private func restyled(_ update: (inout MarkStyle) -> Void) -> ChartElement {
        switch kind {
        case .line(var s):
            update(&s.style)
            return ChartElement(kind: .line(s))
        case .area(var s):
            update(&s.style)
            return ChartElement(kind: .area(s))
        case .points(var s):
            update(&s.style)
            return ChartElement(kind: .points(s))
        case .lineMark(var s):
            update(&s.style)
            return ChartElement(kind: .lineMark(s))
        case .surface(var s):
            update(&s.style)
            return ChartElement(kind: .surface(s))
        case .point(var s):
            update(&s.style)
            return ChartElement(kind: .point(s))
        case .mark3D(var s):
            update(&s.style)
            return ChartElement(kind: .mark3D(s))
        case .bar(var s):
            update(&s.style)
            return ChartElement(kind: .bar(s))
        case .rule2D(var s):
            update(&s.style)
            return ChartElement(kind: .rule2D(s))
        case .sector(var s):
            update(&s.style)
            return ChartElement(kind: .sector(s))
        case .rect2D(var s):
            update(&s.style)
            return ChartElement(kind: .rect2D(s))
        case .areaMark(var s):
            update(&s.style)
            return ChartElement(kind: .areaMark(s))
        }
    }

    /// The element's style.
    var style: MarkStyle {
        switch kind {
        case .line(let s): s.style
        case .area(let s): s.style
        case .points(let s): s.style
        case .lineMark(let s): s.style
        case .surface(let s): s.style
        case .point(let s): s.style
        case .mark3D(let s): s.style
        case .bar(let s): s.style
        case .rule2D(let s): s.style
        case .sector(let s): s.style
        case .rect2D(let s): s.style
        case .areaMark(let s): s.style
        }
    }
}
