extension Chart {
    /// A view as the x axis title (Swift Charts' content form): `Text`, stacks, padding and
    /// backgrounds, as an annotation's content, placed as
    /// `chartXAxisLabel(_:position:alignment:spacing:)` places a text title (upright on every side).
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Mean", $0.mean)) }
    ///     .chartXAxisLabel(position: .bottom, alignment: .trailing) {
    ///         VStack { Text("Day of year").bold(); Text("2024") }
    ///     }
    /// ```
    ///
    /// The description and data table keep naming the axis by the marks' x label.
    public func chartXAxisLabel(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil,
        @AnnotationBuilder content: () -> [AnnotationNode]
    ) -> Chart {
        let node = AxisLabelPlacement.node(content())
        return modified {
            $0.xAxisLabelPlacement = AxisLabelPlacement(
                position: position, alignment: alignment, spacing: spacing, content: node)
        }
    }

    /// A view as the y axis title, placed as `chartYAxisLabel(_:position:alignment:spacing:)` places
    /// a text title, upright (a view is not turned to read upwards).
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Mean", $0.mean)) }
    ///     .chartYAxisLabel(position: .top) { Text("°C").bold() }
    /// ```
    public func chartYAxisLabel(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil,
        @AnnotationBuilder content: () -> [AnnotationNode]
    ) -> Chart {
        let node = AxisLabelPlacement.node(content())
        return modified {
            $0.yAxisLabelPlacement = AxisLabelPlacement(
                position: position, alignment: alignment, spacing: spacing, content: node)
        }
    }
}

extension AxisLabelPlacement {
    /// Several views stacked vertically and centred, as an annotation's; nil for none.
    static func node(_ nodes: [AnnotationNode]) -> AnnotationNode? {
        nodes.count <= 1 ? nodes.first : .stack(vertical: true, alignment: .center, spacing: 2, nodes)
    }
}
