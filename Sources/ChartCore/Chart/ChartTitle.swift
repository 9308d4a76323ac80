extension ChartRepresentable {
    /// A title above the chart, centred and in bold (an **OpenCharts extension**: Swift Charts has no
    /// chart title — in SwiftUI a `Text` goes above the chart in a `VStack`). A headless PNG has no
    /// enclosing view, so the chart reserves a band for the title at its top and lays out the rest
    /// below it; `nil` or an empty string removes it.
    ///
    /// ```swift
    /// Chart { … }.chartTitle("Daily temperature range, Seattle")
    /// ```
    public func chartTitle(_ title: String?) -> Self {
        modified { $0.title = title?.isEmpty == false ? title : nil }
    }

    /// The title set with ``chartTitle(_:)``, if any.
    public var title: String? { configuration.value.title }
}
