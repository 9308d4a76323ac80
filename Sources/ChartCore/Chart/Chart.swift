import Foundation

/// A 2D chart: marks and plots over an x and a y axis (Swift Charts' `Chart`). A value; each
/// modifier returns a changed copy. Render it with `ImageRenderer` or show it in a window.
///
/// The default frame is 600 × 400 points.
public struct Chart: ChartRepresentable {
    /// The marks, in drawing order.
    let elements: [ChartElement]
    public var configuration = ChartConfigurationBox()
    var xSelection: Binding<Double?>?
    /// The other selection bindings (`chartXSelection(range:)`, `chartYSelection`, `chartAngleSelection`).
    var selections = ChartSelections()
    public static let defaultSize = (width: 600.0, height: 400.0)

    /// A chart of the given content.
    public init(@ChartContentBuilder content: () -> [ChartElement]) {
        elements = AreaMarkGrouping.rewrite(ColumnarCollector.collected(content(), threeDimensional: false))
    }

    /// A chart with content repeated for each element of `data` (an implicit `ForEach`).
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> [ChartElement]) {
        elements = AreaMarkGrouping.rewrite(
            ColumnarCollector.collected(data, threeDimensional: false, content: content))
    }

    /// A chart of exactly these elements, no run of marks gathered into columns (tests compare the
    /// two forms).
    init(ungathered elements: [ChartElement]) {
        self.elements = AreaMarkGrouping.rewrite(elements)
    }

    /// A chart with content repeated for each `Identifiable` element of `data`: in an animated
    /// transition, marks are paired by their element's id (see ``interpolated(to:fraction:scale:)``).
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> [ChartElement])
    where Data.Element: Identifiable, Data.Element.ID: Sendable {
        elements = AreaMarkGrouping.rewrite(ChartElement.identified(data, id: \.id, content: content))
    }

    /// As `init(_:content:)`; `id` is accepted for Swift Charts compatibility (a non-`Sendable` id
    /// type does not identify marks across transitions).
    public init<Data: Sequence, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> [ChartElement]
    ) {
        elements = AreaMarkGrouping.rewrite(
            ColumnarCollector.collected(data, threeDimensional: false, content: content))
    }

    /// A chart with content repeated for each element of `data`, identified by the value at `id`:
    /// in an animated transition, marks are paired by that id.
    public init<Data: Sequence, ID: Hashable & Sendable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> [ChartElement]
    ) {
        elements = AreaMarkGrouping.rewrite(ChartElement.identified(data, id: { $0[keyPath: id] }, content: content))
    }
}

extension Chart {
    /// Selection of an x value by hovering in the viewer (Swift Charts' `chartXSelection`): the
    /// value under the pointer is written to `value` (nil when the pointer leaves the plot).
    public func chartXSelection(value: Binding<Double?>) -> Chart {
        var copy = self
        copy.xSelection = value
        return copy
    }

    /// Selection of a date by hovering in the viewer.
    public func chartXSelection(value: Binding<Date?>) -> Chart {
        chartXSelection(
            value: Binding<Double?>(
                get: { value.wrappedValue?.timeIntervalSince1970 },
                set: { value.wrappedValue = $0.map { Date(timeIntervalSince1970: $0) } }))
    }

    /// The binding given to `chartXSelection(value:)`, if any.
    public var xSelectionBinding: Binding<Double?>? { xSelection }
}
