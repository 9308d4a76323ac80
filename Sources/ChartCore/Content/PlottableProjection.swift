import Foundation

/// The `.value(label, \.keyPath)` of vectorized plots: how to read one axis from each data element
/// (Swift Charts' `PlottableProjection`).
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    /// The label: axis title, legend title, description.
    public let label: String
    let read: (DataElement) -> PlottablePrimitive

    /// The value at `keyPath` of each element.
    public static func value(_ label: some StringProtocol, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: String(label), read: { $0[keyPath: keyPath].primitivePlottable })
    }

    /// The same value for every element.
    public static func value(_ label: some StringProtocol, _ value: DataValue) -> Self {
        let primitive = value.primitivePlottable
        return Self(label: String(label), read: { _ in primitive })
    }

    /// The values of every element of `data` as a numeric column; throws nothing, but marks
    /// strings as NaN (lowering reports categorical values on a numeric plot axis).
    func column(_ data: [DataElement]) -> Column {
        var isDate = false
        let values = data.map { element -> Double in
            let p = read(element)
            if case .date = p { isDate = true }
            return p.number ?? .nan
        }
        return Column(label: label, values: values, isDate: isDate)
    }

    /// The values as text (series names and categories).
    func strings(_ data: [DataElement]) -> [String] { data.map { read($0).text } }
}

/// Immutable data captured by a vectorized plot so that later key-path modifiers can read it.
/// The array is never mutated after creation, so sharing it across threads is safe for value types.
struct PlotData<Element>: @unchecked Sendable {
    let elements: [Element]
}

/// The content of a function plot (`LinePlot(x:y:domain:function:)` and relatives).
public struct FunctionPlotContent: Sendable {}

/// The content of a vectorized plot over a collection of `Element`s.
public struct VectorizedPlotContent<Element>: @unchecked Sendable {
    let data: PlotData<Element>
}
