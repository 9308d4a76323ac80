/// Content of a 2D `Chart`: marks and plots (Swift Charts' `ChartContent`).
public protocol ChartContent: Sendable {
    /// The content as flat chart elements.
    var chartElements: [ChartElement] { get }
}

/// Content of a `Chart3D`: surfaces and the 3D forms of point, rule and rectangle marks.
public protocol Chart3DContent: Sendable {
    /// The content as flat chart elements.
    var chart3DElements: [ChartElement] { get }
}

/// The combining steps shared by the chart builders: every step produces a flat array of
/// elements, so chart code of any size type-checks quickly (no nested generic wrappers).
public protocol ChartElementBuilder {}

extension ChartElementBuilder {
    public static func buildExpression(_ elements: [ChartElement]) -> [ChartElement] { elements }
    public static func buildBlock(_ parts: [ChartElement]...) -> [ChartElement] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ChartElement]?) -> [ChartElement] { part ?? [] }
    public static func buildEither(first: [ChartElement]) -> [ChartElement] { first }
    public static func buildEither(second: [ChartElement]) -> [ChartElement] { second }
    public static func buildArray(_ parts: [[ChartElement]]) -> [ChartElement] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ChartElement]) -> [ChartElement] { part }
}

/// Builds the content of a `Chart` from a list of marks, `if`/`else`, `for` loops and `ForEach`.
@resultBuilder public enum ChartContentBuilder: ChartElementBuilder {
    public static func buildExpression(_ content: some ChartContent) -> [ChartElement] { content.chartElements }
}

/// Builds the content of a `Chart3D`, like ``ChartContentBuilder`` but accepting only 3D content.
@resultBuilder public enum Chart3DContentBuilder: ChartElementBuilder {
    public static func buildExpression(_ content: some Chart3DContent) -> [ChartElement] { content.chart3DElements }
}

/// Builds the content of a `ForEach`, which may stand in a `Chart` or a `Chart3D`. 2D-only content
/// repeated inside a `Chart3D` is reported when the chart is lowered.
@resultBuilder public enum ForEachContentBuilder: ChartElementBuilder {
    public static func buildExpression(_ content: some ChartContent) -> [ChartElement] { content.chartElements }
    public static func buildExpression(_ content: some Chart3DContent) -> [ChartElement] { content.chart3DElements }
    public static func buildExpression(_ content: some ChartContent & Chart3DContent) -> [ChartElement] {
        content.chartElements
    }
}

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
