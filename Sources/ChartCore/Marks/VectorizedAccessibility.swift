/// The per-element accessibility modifiers of vectorized plots (`.accessibilityLabel(\.spokenName)`,
/// `.accessibilityValue(\.spokenValue)`): each element's text is kept, in order, for descriptions.
extension LinePlot {
    /// The label read for each element, from `keyPath`.
    public func accessibilityLabel<Element>(_ keyPath: KeyPath<Element, Text>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        copy.style.accessibilityLabels = content.data.elements.map { $0[keyPath: keyPath].string }
        return copy
    }

    /// The value read for each element, from `keyPath`.
    public func accessibilityValue<Element>(_ keyPath: KeyPath<Element, Text>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        copy.style.accessibilityValues = content.data.elements.map { $0[keyPath: keyPath].string }
        return copy
    }
}

extension PointPlot {
    /// The label read for each element, from `keyPath`.
    public func accessibilityLabel<Element>(_ keyPath: KeyPath<Element, Text>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        copy.style.accessibilityLabels = content.data.elements.map { $0[keyPath: keyPath].string }
        return copy
    }

    /// The value read for each element, from `keyPath`.
    public func accessibilityValue<Element>(_ keyPath: KeyPath<Element, Text>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        copy.style.accessibilityValues = content.data.elements.map { $0[keyPath: keyPath].string }
        return copy
    }
}
