/// Repeats content for each element of a collection, inside `Chart` or `Chart3D`. The content is
/// built at once (charts are values), so the closure need not escape.
public struct ForEach: ChartContent, Chart3DContent {
    let elements: [ChartElement]

    /// Content for each element of `data`.
    public init<Data: Sequence>(_ data: Data, @ForEachContentBuilder content: (Data.Element) -> [ChartElement]) {
        elements = data.flatMap(content)
    }

    /// Content for each element of `data`, identified by its `id`: in an animated transition a mark
    /// moves from its old values to its new ones when its element's id is in both states, and fades
    /// in or out when it is in only one (see ``Chart/interpolated(to:fraction:scale:)``).
    public init<Data: Sequence>(_ data: Data, @ForEachContentBuilder content: (Data.Element) -> [ChartElement])
    where Data.Element: Identifiable, Data.Element.ID: Sendable {
        elements = ChartElement.identified(data, id: \.id, content: content)
    }

    /// Content for each element of `data`; `id` is accepted for Swift Charts compatibility (a
    /// non-`Sendable` id type does not identify marks across transitions).
    public init<Data: Sequence, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ForEachContentBuilder content: (Data.Element) -> [ChartElement]
    ) {
        elements = data.flatMap(content)
    }

    /// Content for each element of `data`, identified by the value at `id`, as for `Identifiable`
    /// elements.
    public init<Data: Sequence, ID: Hashable & Sendable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ForEachContentBuilder content: (Data.Element) -> [ChartElement]
    ) {
        elements = ChartElement.identified(data, id: { $0[keyPath: id] }, content: content)
    }

    public var chartElements: [ChartElement] { elements }
    public var chart3DElements: [ChartElement] { elements }
}
