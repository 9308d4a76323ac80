/// What the content of a `Chart` and of a `Chart3D` have in common: the modifiers that apply to
/// either (``foregroundStyle(_:)``, ``opacity(_:)``, the accessibility modifiers, …) are declared
/// once, on this protocol. Conform to ``ChartContent`` or ``Chart3DContent``, not to this one.
public protocol ModifiableChartContent: Sendable {}

extension ModifiableChartContent {
    /// Built-in marks and plots have no body: they are drawn from their elements
    /// (``ChartContent/chartElements``), so reading this is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a built-in mark: it has no body, only chart elements")
    }
}

/// Content of a 2D `Chart`: marks and plots (Swift Charts' `ChartContent`).
///
/// Write your own content type as in Swift Charts, composing built-in marks in `body`:
///
/// ```swift
/// struct RangeWithMean: ChartContent {
///     let day: Date; let low: Double; let high: Double; let mean: Double
///     var body: some ChartContent {
///         RuleMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
///         PointMark(x: .value("Day", day), y: .value("Mean", mean))
///     }
/// }
/// ```
///
/// `body` is built by ``ChartContentBuilder`` (marks, `if`/`else`, `for`, `ForEach`, other content
/// types) and flattens into the chart's elements; every modifier of content applies to it.
/// Built-in marks have no body (`Body` is `Never`) and give their ``chartElements`` directly.
public protocol ChartContent: ModifiableChartContent {
    /// The type of the content's body; `Never` for built-in marks.
    associatedtype Body: ChartContent = Never
    /// The marks this content is made of.
    @ChartContentBuilder var body: Body { get }
    /// The content as flat chart elements: by default, those of its `body`.
    var chartElements: [ChartElement] { get }
}

/// Content of a `Chart3D`: surfaces and the 3D forms of point, rule and rectangle marks (Swift
/// Charts' `Chart3DContent`).
///
/// Write your own 3D content type with `var body: some Chart3DContent { … }`, built by
/// ``Chart3DContentBuilder``, as for ``ChartContent``. (The body's type is named `Body3D` rather
/// than Apple's `Body`, so that marks can conform to both protocols; code rarely names it.)
public protocol Chart3DContent: ModifiableChartContent {
    /// The type of the content's body; `Never` for built-in marks.
    associatedtype Body3D: Chart3DContent = Never
    /// The 3D marks this content is made of.
    @Chart3DContentBuilder var body: Body3D { get }
    /// The content as flat chart elements: by default, those of its `body`.
    var chart3DElements: [ChartElement] { get }
}

extension ChartContent {
    public var chartElements: [ChartElement] { body.chartElements }
}

extension Chart3DContent {
    public var chart3DElements: [ChartElement] { body.chart3DElements }
}

/// The body type of built-in marks, which have none.
extension Never: ChartContent, Chart3DContent {
    public var chartElements: [ChartElement] { switch self {} }
    public var chart3DElements: [ChartElement] { switch self {} }
}

/// What the chart builders produce: a `body` built by ``ChartContentBuilder`` or
/// ``Chart3DContentBuilder`` has this type, and is content in turn.
extension Array: ModifiableChartContent where Element == ChartElement {}

extension Array: ChartContent where Element == ChartElement {
    public var chartElements: [ChartElement] { self }
}

extension Array: Chart3DContent where Element == ChartElement {
    public var chart3DElements: [ChartElement] { self }
}

/// The combining steps shared by the chart builders: every step produces a flat array of
/// elements, so chart code of any size type-checks quickly (no nested generic wrappers).
public protocol ChartElementBuilder {}

extension ChartElementBuilder {
    public static func buildExpression(_ elements: [ChartElement]) -> [ChartElement] { elements }
    public static func buildBlock(_ parts: [ChartElement]...) -> [ChartElement] { parts.flatMap { $0 } }
    /// One part as it is: the content of `Chart(data) { PointMark(…) }` runs once per element,
    /// and the variadic form's two arrays cost a million-point chart about a tenth of a second.
    public static func buildBlock(_ part: [ChartElement]) -> [ChartElement] { part }
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
