/// A vector file format the ``VectorRenderer`` writes through Cairo.
public enum VectorFormat: String, Sendable, CaseIterable, Equatable {
    /// Portable Document Format: one page the chart's size in points, fonts embedded as subsets,
    /// text selectable and searchable.
    case pdf
    /// Scalable Vector Graphics: text drawn as Cairo's glyph outlines, and kept as invisible
    /// `<text>` elements at the same places so that it can be found, selected and read aloud.
    case svg
    /// Encapsulated PostScript (level 3), for LaTeX workflows and journals that still ask for it.
    case eps
}
