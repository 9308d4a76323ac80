import Foundation

/// The selection bindings of a 2D chart other than `chartXSelection(value:)`. A static image shows
/// what the chart's content makes of the bound values (the seeds draw a rule, a point and a tooltip
/// for the selected value); the viewer writes them as the pointer moves.
struct ChartSelections: Sendable {
    /// `chartXSelection(range:)`: an x interval in data units (dates as seconds since 1970).
    var xRange: Binding<ClosedRange<Double>?>?
    /// `chartYSelection(value:)`.
    var y: Binding<Double?>?
    /// `chartYSelection(range:)`.
    var yRange: Binding<ClosedRange<Double>?>?
    /// `chartAngleSelection(value:)`: a position along the summed sector values, 0 at 12 o'clock.
    var angle: Binding<Double?>?
}

extension Binding where Value == Double? {
    /// A binding of dates seen as seconds since 1970.
    static func seconds(_ dates: Binding<Date?>) -> Binding<Double?> {
        Binding(
            get: { dates.wrappedValue?.timeIntervalSince1970 },
            set: { dates.wrappedValue = $0.map { Date(timeIntervalSince1970: $0) } })
    }

    /// A binding of integers seen as doubles (writes round to the nearest integer).
    static func numbers(_ ints: Binding<Int?>) -> Binding<Double?> {
        Binding(get: { ints.wrappedValue.map(Double.init) }, set: { ints.wrappedValue = $0.map { Int($0.rounded()) } })
    }
}

extension Binding where Value == ClosedRange<Double>? {
    /// A binding of date intervals seen as seconds since 1970.
    static func seconds(_ dates: Binding<ClosedRange<Date>?>) -> Binding<ClosedRange<Double>?> {
        Binding(
            get: {
                dates.wrappedValue.map { $0.lowerBound.timeIntervalSince1970...$0.upperBound.timeIntervalSince1970 }
            },
            set: {
                dates.wrappedValue = $0.map {
                    Date(timeIntervalSince1970: $0.lowerBound)...Date(timeIntervalSince1970: $0.upperBound)
                }
            })
    }
}

extension Chart {
    private func with(_ change: (inout ChartSelections) -> Void) -> Chart {
        var copy = self
        change(&copy.selections)
        return copy
    }

    /// Selection of an x interval (Swift Charts' `chartXSelection(range:)`): an image shows what
    /// the content makes of the bound value. (The viewer does not write intervals: its drag pans.)
    public func chartXSelection(range: Binding<ClosedRange<Double>?>) -> Chart { with { $0.xRange = range } }

    /// Selection of a date interval.
    public func chartXSelection(range: Binding<ClosedRange<Date>?>) -> Chart {
        chartXSelection(range: .seconds(range))
    }

    /// Selection of an integer x value by hovering in the viewer.
    public func chartXSelection(value: Binding<Int?>) -> Chart { chartXSelection(value: .numbers(value)) }

    /// Selection of a y value by hovering in the viewer (Swift Charts' `chartYSelection(value:)`).
    public func chartYSelection(value: Binding<Double?>) -> Chart { with { $0.y = value } }

    /// Selection of a date on the y axis.
    public func chartYSelection(value: Binding<Date?>) -> Chart { chartYSelection(value: .seconds(value)) }

    /// Selection of a y interval (Swift Charts' `chartYSelection(range:)`).
    public func chartYSelection(range: Binding<ClosedRange<Double>?>) -> Chart { with { $0.yRange = range } }

    /// Selection of a pie or donut slice by hovering in the viewer (Swift Charts'
    /// `chartAngleSelection(value:)`): the binding holds a position along the summed sector values,
    /// measured clockwise from 12 o'clock, so `0..<first.value` is the first slice.
    public func chartAngleSelection(value: Binding<Double?>) -> Chart { with { $0.angle = value } }

    /// Selection of a slice as an integer position along the summed values.
    public func chartAngleSelection(value: Binding<Int?>) -> Chart { chartAngleSelection(value: .numbers(value)) }

    /// The binding given to `chartYSelection(value:)`, if any.
    public var ySelectionBinding: Binding<Double?>? { selections.y }
    /// The binding given to `chartXSelection(range:)`, if any.
    public var xRangeSelectionBinding: Binding<ClosedRange<Double>?>? { selections.xRange }
    /// The binding given to `chartYSelection(range:)`, if any.
    public var yRangeSelectionBinding: Binding<ClosedRange<Double>?>? { selections.yRange }
    /// The binding given to `chartAngleSelection(value:)`, if any.
    public var angleSelectionBinding: Binding<Double?>? { selections.angle }
}
