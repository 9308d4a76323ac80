import ChartMath

/// Content after a modifier applied to content as a whole (a `ForEach`, your own content type,
/// content already modified): its elements, each changed where the modifier fits it. It is 2D
/// content when `Content` is, 3D content when `Content` is, and takes every modifier again.
///
/// A modifier on content fills in what each inner mark left unset, as SwiftUI's environment does:
/// `.foregroundStyle(.blue)` colours the marks that have no colour, category or gradient of their
/// own; `.lineStyle(_:)` strokes the rules and lines that were not given a stroke; a mark's own
/// modifier wins. `.opacity(_:)` multiplies, `.offset(x:y:)` adds.
public struct ModifiedChartContent<Content: ModifiableChartContent>: ModifiableChartContent {
    /// The content modified.
    let content: Content
    /// The change to each of its elements.
    let change: @Sendable (inout ChartElement) -> Void

    func modified(_ element: ChartElement) -> ChartElement {
        var copy = element
        change(&copy)
        return copy
    }
}

extension ModifiedChartContent: ChartContent where Content: ChartContent {
    public var chartElements: [ChartElement] { content.chartElements.map(modified) }
}

extension ModifiedChartContent: Chart3DContent where Content: Chart3DContent {
    public var chart3DElements: [ChartElement] { content.chart3DElements.map(modified) }
}

// MARK: - Modifiers of 2D and 3D content

extension ModifiableChartContent {
    /// The content with `change` applied to each of its elements.
    func modifyingElements(_ change: @escaping @Sendable (inout ChartElement) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// The fill or stroke colour, or a gradient, of every inner mark without a colour of its own; a
    /// surface takes one colour, or a gradient by height for several.
    public func foregroundStyle(_ style: some ShapeStyle) -> ModifiedChartContent<Self> {
        modifyingElements { $0.inheritForeground(style) }
    }

    /// Colour by category for every inner mark without a colour of its own: each distinct value
    /// gets the next palette colour and a legend entry.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
        let category = value.erased
        return modifyingElements { $0.inheritCategory(category) }
    }

    /// Multiplies the opacity (0…1) of every inner mark.
    public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
        modifyingElements { element in element.updateStyle { $0.opacity *= opacity } }
    }

    /// The symbol size of inner points and line vertices without one: area in square points in
    /// 2D (default 30), diameter in points in 3D (default 8).
    public func symbolSize(_ size: Double) -> ModifiedChartContent<Self> {
        modifyingElements { $0.inheritSymbolSize(size) }
    }

    /// The stroke of inner rules and lines without one of their own: width in points and dash
    /// pattern.
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
        modifyingElements { $0.inheritStroke(style) }
    }

    /// Hides the inner marks from assistive technologies (a mark hidden itself stays hidden). They
    /// are still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartContent<Self> {
        modifyingElements { element in element.updateStyle { $0.accessibilityHidden = $0.accessibilityHidden || hidden }
        }
    }

    /// The label assistive technologies read for inner marks without a label of their own.
    public func accessibilityLabel(_ label: some StringProtocol) -> ModifiedChartContent<Self> {
        inheritingLabel(String(label))
    }

    /// The label assistive technologies read for inner marks without a label of their own.
    public func accessibilityLabel(_ label: Text) -> ModifiedChartContent<Self> { inheritingLabel(label.string) }

    /// The label assistive technologies read for inner marks without a label of their own, from a
    /// literal with formatted values: `.accessibilityLabel("\(point.day)")`.
    public func accessibilityLabel(_ label: TextContent) -> ModifiedChartContent<Self> {
        inheritingLabel(label.string)
    }

    /// The value assistive technologies read for inner marks without a value of their own, from a
    /// literal with formatted values: `.accessibilityValue("\(revenue, format: .currency(code: "RUB"))")`.
    public func accessibilityValue(_ value: TextContent) -> ModifiedChartContent<Self> {
        inheritingValue(value.string)
    }

    /// The value assistive technologies read for inner marks without a value of their own.
    public func accessibilityValue(_ value: some StringProtocol) -> ModifiedChartContent<Self> {
        inheritingValue(String(value))
    }

    /// The value assistive technologies read for inner marks without a value of their own.
    public func accessibilityValue(_ value: Text) -> ModifiedChartContent<Self> { inheritingValue(value.string) }

    private func inheritingLabel(_ text: String) -> ModifiedChartContent<Self> {
        modifyingElements { element in element.updateStyle { $0.accessibilityLabel = $0.accessibilityLabel ?? text } }
    }

    private func inheritingValue(_ text: String) -> ModifiedChartContent<Self> {
        modifyingElements { element in element.updateStyle { $0.accessibilityValue = $0.accessibilityValue ?? text } }
    }
}

// MARK: - Modifiers of 2D content

extension ChartContent {
    /// Lays out the marks' gradients in the whole plot area instead of each mark's own bounds, so
    /// that a colour means the same value in every mark (Swift Charts'
    /// `alignsMarkStylesWithPlotArea(_:)`).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartContent<Self> {
        modifyingElements { element in element.updateStyle { $0.alignsWithPlotArea = $0.alignsWithPlotArea || aligns } }
    }

    /// Draws the marks only where the marks built by `content` would cover; those are not drawn
    /// themselves, and their colours do not matter. The mask is exact for curves and areas of any
    /// shape (a stencil buffer in the renderer); mask lines cover where a pixel is at least half
    /// inside the stroke. A mark masked itself keeps its own mask.
    public func mask(@ChartContentBuilder content: () -> [ChartElement]) -> ModifiedChartContent<Self> {
        let mask = MarkMask(elements: AreaMarkGrouping.rewrite(content()))
        return modifyingElements { element in element.updateStyle { $0.mask = $0.mask ?? mask } }
    }

    /// The symbol of inner points and line vertices without one: `.circle`, `.square`,
    /// `.triangle`, `.diamond`, `.pentagon`, `.plus`, `.cross` or `.asterisk`.
    public func symbol(_ symbol: some ChartSymbolShape) -> ModifiedChartContent<Self> {
        let shape = symbol.basicSymbol
        return modifyingElements { $0.inheritSymbol(shape) }
    }

    /// A symbol per category for inner points and line vertices without a symbol of their own, in
    /// the order circle, square, triangle, diamond, pentagon, plus, cross, asterisk.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
        let category = value.erased
        return modifyingElements { $0.inheritSymbolCategory(category) }
    }

    /// The symbol area of inner points without a size of their own, from a value: numbers scale
    /// the area linearly from the smallest to the largest value in the chart (10…300 square points).
    public func symbolSize<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
        let size = value.erased
        return modifyingElements { $0.inheritSymbolSize(by: size) }
    }

    /// A dash pattern by category for inner line vertices without one, with a legend entry.
    public func lineStyle<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
        let category = value.erased
        return modifyingElements { $0.inheritDashCategory(category) }
    }

    /// How inner lines and areas without a method of their own run between their vertices.
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
        modifyingElements { $0.inheritInterpolation(method) }
    }

    /// Rounded corners, radius in points, for inner bars and sectors without a radius of their own.
    public func cornerRadius(_ radius: Double) -> ModifiedChartContent<Self> {
        modifyingElements { $0.inheritCornerRadius(radius) }
    }

    /// Groups inner bars at the same position side by side, one slot per distinct value (bars
    /// grouped already keep their group).
    public func position<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
        let group = value.erased
        return modifyingElements { $0.inheritGroup(group) }
    }

    /// Shifts the inner points and bars by a distance in points after layout (y down), added to
    /// their own offsets.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedChartContent<Self> {
        modifyingElements { element in element.updateStyle { $0.offset += SIMD2(x, y) } }
    }
}

// MARK: - Modifiers of 3D content

extension Chart3DContent {
    /// A surface style for inner surfaces without a colour of their own: `.heightBased`,
    /// `.heightBased(gradient, yRange:)` or `.normalBased`.
    public func foregroundStyle(_ surfaceStyle: some Chart3DSurfaceStyle) -> ModifiedChartContent<Self> {
        let style = surfaceStyle.basicStyle
        return modifyingElements { $0.inheritSurfaceStyle(style) }
    }

    /// The 3D symbol of inner points without one: `.sphere`, `.cube`, `.cylinder` or `.cone`.
    public func symbol(_ symbol: some Chart3DSymbolShape) -> ModifiedChartContent<Self> {
        let shape = symbol.basicShape
        return modifyingElements { $0.inheritSymbol3D(shape) }
    }

    /// How metallic the inner marks and surfaces without a metalness of their own look: 0 a
    /// dielectric, 1 a metal. Rules and lines, drawn unlit, are left alone.
    public func metalness(_ ratio: Double) -> ModifiedChartContent<Self> {
        modifyingElements { $0.inheritMaterial(metalness: ratio) }
    }

    /// How rough the inner marks and surfaces without a roughness of their own are: 0 smooth, 1 fully
    /// rough. Rules and lines, drawn unlit, are left alone.
    public func roughness(_ ratio: Double) -> ModifiedChartContent<Self> {
        modifyingElements { $0.inheritMaterial(roughness: ratio) }
    }
}
