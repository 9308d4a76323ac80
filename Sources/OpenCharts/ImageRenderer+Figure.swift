import ChartCore

extension ImageRenderer where Content == Figure {
    /// A renderer for a figure of several charts composed with `HStack`, `VStack` or `Grid`
    /// (SwiftUI's `ImageRenderer(content:)` given a view): `content` becomes a ``Figure``.
    public convenience init(content: some AnnotationView) {
        self.init(content: Figure(content))
    }
}
