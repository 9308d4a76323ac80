import Foundation

/// The selection bindings of a 3D chart. The window writes the value bindings from the data under
/// the pointer (the nearest point symbol, else the surface or rectangle the pointer's ray meets:
/// see ``PreparedChart3D/interactiveScene(_:pose:)``) and nil when nothing is there; a static image
/// shows what the chart's content makes of the bound values. Ranges are not written by the window
/// (its drag rotates), as in 2D.
struct Chart3DSelections: Sendable {
    /// `chartXSelection(value:)`, `chartYSelection(value:)`, `chartZSelection(value:)`, in data
    /// units (dates as seconds since 1970; on a categorical axis, the category's index).
    var values: [Binding<Double?>?] = [nil, nil, nil]
    /// `chartXSelection(range:)`, `chartYSelection(range:)`, `chartZSelection(range:)`.
    var ranges: [Binding<ClosedRange<Double>?>?] = [nil, nil, nil]
}

extension Chart3D {
    private func selecting(_ axis: Int, value: Binding<Double?>) -> Chart3D {
        modified { $0.selections3D.values[axis] = value }
    }

    private func selecting(_ axis: Int, range: Binding<ClosedRange<Double>?>) -> Chart3D {
        modified { $0.selections3D.ranges[axis] = range }
    }

    /// Selection of an x value by hovering in the window (Swift Charts' `chartXSelection(value:)`):
    /// the x of the data under the pointer, nil when there is none.
    public func chartXSelection(value: Binding<Double?>) -> Chart3D { selecting(0, value: value) }
    /// Selection of an x date by hovering in the window.
    public func chartXSelection(value: Binding<Date?>) -> Chart3D { selecting(0, value: .seconds(value)) }
    /// Selection of a y value by hovering in the window (Swift Charts' `chartYSelection(value:)`).
    public func chartYSelection(value: Binding<Double?>) -> Chart3D { selecting(1, value: value) }
    /// Selection of a y date by hovering in the window.
    public func chartYSelection(value: Binding<Date?>) -> Chart3D { selecting(1, value: .seconds(value)) }
    /// Selection of a z value by hovering in the window (Swift Charts' `chartZSelection(value:)`):
    /// the z of the data under the pointer, nil when there is none.
    public func chartZSelection(value: Binding<Double?>) -> Chart3D { selecting(2, value: value) }
    /// Selection of a z date by hovering in the window.
    public func chartZSelection(value: Binding<Date?>) -> Chart3D { selecting(2, value: .seconds(value)) }
    /// Selection of an integer z value (writes round to the nearest integer).
    public func chartZSelection(value: Binding<Int?>) -> Chart3D { selecting(2, value: .numbers(value)) }

    /// Selection of an x interval (Swift Charts' `chartXSelection(range:)`): an image shows what
    /// the content makes of the bound value.
    public func chartXSelection(range: Binding<ClosedRange<Double>?>) -> Chart3D { selecting(0, range: range) }
    /// Selection of a y interval (Swift Charts' `chartYSelection(range:)`).
    public func chartYSelection(range: Binding<ClosedRange<Double>?>) -> Chart3D { selecting(1, range: range) }
    /// Selection of a z interval (Swift Charts' `chartZSelection(range:)`).
    public func chartZSelection(range: Binding<ClosedRange<Double>?>) -> Chart3D { selecting(2, range: range) }
    /// Selection of a z date interval.
    public func chartZSelection(range: Binding<ClosedRange<Date>?>) -> Chart3D {
        selecting(2, range: .seconds(range))
    }

    /// The bindings given to `chartXSelection(value:)`, `chartYSelection(value:)` and
    /// `chartZSelection(value:)`, in x, y, z order (nil where not given).
    public var selectionBindings: [Binding<Double?>?] { configuration.value.selections3D.values }

    /// The bindings given to the `range:` forms, in x, y, z order.
    public var rangeSelectionBindings: [Binding<ClosedRange<Double>?>?] { configuration.value.selections3D.ranges }

    /// Writes the data position selected by hovering (nil: nothing under the pointer) to the value
    /// bindings, each only when its value changed since `last`; returns the values written.
    @discardableResult
    public func writeSelection(_ position: SIMD3<Double>?, last: SIMD3<Double>?) -> SIMD3<Double>? {
        guard position != last else { return position }
        for (i, binding) in selectionBindings.enumerated() {
            guard let binding else { continue }
            let value = position?[i]
            if last?[i] != value || (last == nil) != (position == nil) { binding.wrappedValue = value }
        }
        return position
    }
}
