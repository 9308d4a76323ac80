import Foundation

/// A value a chart can place on an axis: a number (quantitative), a string (categorical) or a date.
public enum PlottablePrimitive: Sendable, Equatable, Hashable {
    case number(Double)
    case string(String)
    case date(Date)

    /// The value as a number, when it is one (dates count as seconds since 1970).
    public var number: Double? {
        switch self {
        case .number(let v): v
        case .date(let d): d.timeIntervalSince1970
        case .string: nil
        }
    }

    /// The value as text, for legends and descriptions.
    public var text: String {
        switch self {
        case .number(let v): v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        case .string(let s): s
        case .date(let d): ISO8601DateFormatter().string(from: d)
        }
    }
}

/// A type whose values can be plotted (Swift Charts' `Plottable`).
public protocol Plottable: Sendable {
    /// The value as one of the primitive kinds.
    var primitivePlottable: PlottablePrimitive { get }
}

extension Double: Plottable { public var primitivePlottable: PlottablePrimitive { .number(self) } }
extension Float: Plottable { public var primitivePlottable: PlottablePrimitive { .number(Double(self)) } }
extension Int: Plottable { public var primitivePlottable: PlottablePrimitive { .number(Double(self)) } }
extension String: Plottable { public var primitivePlottable: PlottablePrimitive { .string(self) } }
extension Date: Plottable { public var primitivePlottable: PlottablePrimitive { .date(self) } }

/// A labelled value for one encoding of a mark: `.value("Flipper length", 181)` or a range
/// `.value("x", -0.5..<0.5)`. The label becomes the axis title, legend title and description.
public struct PlottableValue<Value: Plottable>: Sendable {
    /// The label.
    public let label: String
    /// The value, or the two ends of a range.
    let storage: PlottableStorage

    /// A single value.
    public static func value(_ label: some StringProtocol, _ value: Value) -> PlottableValue {
        PlottableValue(label: String(label), storage: .single(value.primitivePlottable))
    }

    /// A half-open range of values (the extent of a rule or rectangle along one axis).
    public static func value(_ label: some StringProtocol, _ range: Range<Value>) -> PlottableValue
    where Value: Comparable {
        PlottableValue(
            label: String(label),
            storage: .range(range.lowerBound.primitivePlottable, range.upperBound.primitivePlottable))
    }

    /// A date binned to a calendar unit (`.value("Month", date, unit: .month)`): the value covers the
    /// whole unit — a bar spans it, a point or line vertex sits at its middle. Binning uses UTC unless
    /// a calendar is given.
    public static func value(
        _ label: some StringProtocol, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue where Value == Date {
        var cal = calendar ?? Calendar(identifier: .gregorian)
        if calendar == nil { cal.timeZone = TimeZone(identifier: "UTC")! }
        let interval = cal.dateInterval(of: unit, for: date) ?? DateInterval(start: date, duration: 0)
        return PlottableValue(
            label: String(label), storage: .range(.date(interval.start), .date(interval.end)), binned: true)
    }

    /// Whether the range comes from binning a single value to a unit.
    var binned = false

    init(label: String, storage: PlottableStorage, binned: Bool = false) {
        self.label = label
        self.storage = storage
        self.binned = binned
    }

    /// The erased form kept by marks.
    var erased: AxisValue { AxisValue(label: label, storage: storage, binned: binned) }
}

/// A single value or the two ends of a range.
enum PlottableStorage: Sendable, Equatable, Hashable {
    case single(PlottablePrimitive)
    case range(PlottablePrimitive, PlottablePrimitive)

    /// The value, or the start of the range.
    var first: PlottablePrimitive {
        switch self {
        case .single(let p), .range(let p, _): p
        }
    }

    /// The value, or the end of the range.
    var last: PlottablePrimitive {
        switch self {
        case .single(let p), .range(_, let p): p
        }
    }
}

/// A `PlottableValue` with its type erased.
struct AxisValue: Sendable, Equatable, Hashable {
    /// The range from `start` (its value, or the start of its range) to `end` (its value, or the end
    /// of its range): the extent of an interval bar, a rule span or a rectangle side.
    static func span<V>(_ start: PlottableValue<V>, _ end: PlottableValue<V>, label: String) -> AxisValue {
        AxisValue(label: label, storage: .range(start.storage.first, end.storage.last))
    }

    var label: String
    var storage: PlottableStorage
    /// A date binned to a unit: a range that stands for one value (its middle) on points and lines.
    var binned = false

    /// The single value as a number, when it is one (a binned date: the middle of its unit).
    var number: Double? {
        // Not inlined: inlined into `Lowering3D.prepare()` through `p.z?.number`, the release
        // optimiser of Swift 6.3.1 crashes ("Found outside of lifetime use" in CopyPropagation).
        numberValue()
    }

    @inline(never)
    private func numberValue() -> Double? {
        let value = storage
        if case .single(let p) = value { return p.number }
        if binned, case .range(let a, let b) = value, let lo = a.number, let hi = b.number { return (lo + hi) / 2 }
        return nil
    }

    /// Whether the value (or either end of the range) is a date.
    var containsDate: Bool {
        switch storage {
        case .single(.date), .range(.date, _), .range(_, .date): true
        default: false
        }
    }

    /// The single value as a category name, when it is a string.
    var category: String? {
        if case .single(.string(let s)) = storage { return s }
        return nil
    }
}
