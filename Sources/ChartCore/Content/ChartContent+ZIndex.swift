extension ChartContent where Self: ModifiableChartContent {
    /// The drawing order of the content's marks (Swift Charts' `zIndex(_:)`): marks draw in
    /// ascending `value`, in declaration order among equal values; a mark without one has 0.
    /// A mark's own `zIndex` wins over one on enclosing content. 2D only: a ``Chart3D`` orders its
    /// marks by depth, so there the value has no effect.
    public func zIndex(_ value: Double) -> ModifiedChartContent<Self> {
        modifyingElements { element in element.updateStyle { if $0.zIndex == nil { $0.zIndex = value } } }
    }
}
