import ChartMath

// The style modifiers that built-in marks share, declared once: a mark conforms to the protocols
// whose modifiers fit it and gives access to its style (`_markStyle`); the modifiers set the mark's
// own style, which wins over a modifier on enclosing content (``ModifiedChartContent``).

/// The style of a ``StyledMark``: colour, category, opacity, annotations, material. Opaque: only
/// the modifiers read and write it.
public struct MarkStyleStorage: Sendable {
    var style: MarkStyle
}

/// A built-in mark that takes ``foregroundStyle(_:)`` and ``opacity(_:)`` as its own settings.
public protocol StyledMark: ModifiableChartContent {
    /// The mark's style, read and written by the shared modifiers; not meant to be used directly.
    var _markStyle: MarkStyleStorage { get set }
}

extension StyledMark {
    /// The mark's colour (fill or stroke, as the mark draws), or a linear gradient; a gradient is
    /// laid out in the mark's bounds, or the plot area's with `.alignsMarkStylesWithPlotArea()`.
    public func foregroundStyle(_ style: some ShapeStyle) -> Self {
        var copy = self
        copy._markStyle.style.setForeground(style)
        return copy
    }

    /// The mark's opacity in 0…1 (default 1).
    public func opacity(_ opacity: Double) -> Self {
        var copy = self
        copy._markStyle.style.opacity = opacity
        return copy
    }
}

/// A built-in mark coloured by category with ``foregroundStyle(by:)``.
public protocol CategorizedMark: StyledMark {}

extension CategorizedMark {
    /// Colour by a value. A string (or a date) is a category: each distinct value gets the next
    /// palette colour (or its `chartForegroundStyleScale` colour) and a legend entry, under the
    /// value's label. Where the mark supports it, a number colours continuously through the chart's
    /// gradient with a colour bar (points, rectangles).
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> Self {
        var copy = self
        copy._markStyle.style.category = value.erased
        return copy
    }
}

/// A built-in mark that takes annotations.
public protocol AnnotatableMark: StyledMark {}

extension AnnotatableMark {
    /// An annotation drawn against this mark: `position` around it, `alignment` along it,
    /// `spacing` points away (default: the theme's); kept inside the chart.
    public func annotation(
        position: AnnotationPosition = .automatic, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        overflowResolution: AnnotationOverflowResolution = .automatic,
        @AnnotationBuilder content: () -> [AnnotationNode]
    ) -> Self {
        var copy = self
        copy._markStyle.style.annotations.append(
            AnnotationSpec(position: position, alignment: alignment, spacing: spacing, content: content()))
        return copy
    }
}

/// A built-in 3D mark drawn lit, with a material.
public protocol LitMark: StyledMark, Chart3DContent {}

extension LitMark {
    /// How metallic the mark looks in 3D: 0 a dielectric such as plastic (default), 1 a metal,
    /// whose highlight takes the mark's colour. Real materials are 0 or 1.
    public func metalness(_ ratio: Double) -> Self {
        var copy = self
        copy._markStyle.style.material.metalness = ratio
        return copy
    }

    /// How rough the mark is in 3D: 0 smooth with a small sharp highlight, 1 fully rough with a
    /// broad faint one (default 0.5).
    public func roughness(_ ratio: Double) -> Self {
        var copy = self
        copy._markStyle.style.material.roughness = ratio
        return copy
    }
}
