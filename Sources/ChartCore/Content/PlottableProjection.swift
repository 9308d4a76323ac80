import Foundation

/// The `.value(label, \.keyPath)` of vectorized plots: how to read one axis from each data element
/// (Swift Charts' `PlottableProjection`).
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    /// The label: axis title, legend title, description.
    public let label: String
    let read: (DataElement) -> PlottablePrimitive
    /// For a `Double` stored property of the element (`\.x` of a struct), its byte offset in the
    /// element: columns are then read straight from the array's memory, not through the key path
    /// and a `PlottablePrimitive` per element (a million elements: milliseconds, not a second).
    var doubleOffset: Int? = nil

    /// The value at `keyPath` of each element.
    public static func value(_ label: some StringProtocol, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        var projection = Self(label: String(label), read: { $0[keyPath: keyPath].primitivePlottable })
        if DataValue.self == Double.self, !(DataElement.self is AnyObject.Type) {
            projection.doubleOffset = MemoryLayout<DataElement>.offset(of: keyPath)
        }
        return projection
    }

    /// The same value for every element.
    public static func value(_ label: some StringProtocol, _ value: DataValue) -> Self {
        let primitive = value.primitivePlottable
        return Self(label: String(label), read: { _ in primitive })
    }

    /// The values of every element of `data` as a numeric column; throws nothing, but marks
    /// strings as NaN (lowering reports categorical values on a numeric plot axis).
    func column(_ data: [DataElement]) -> Column {
        if let offset = doubleOffset {
            let stride = MemoryLayout<DataElement>.stride
            let values = data.withUnsafeBytes { bytes in
                [Double](unsafeUninitializedCapacity: data.count) { out, count in
                    for i in 0..<data.count {
                        out[i] = bytes.loadUnaligned(fromByteOffset: i * stride + offset, as: Double.self)
                    }
                    count = data.count
                }
            }
            return Column(label: label, values: values, isDate: false)
        }
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
