import ChartMath
import Foundation

/// The range of data one bin of a chart represents (Swift Charts' `ChartBinRange`).
///
/// Every bin but the last is half-open: it holds its lower bound and not its upper bound. The last
/// bin of a collection is closed, so that the largest value belongs to it (as numpy's `histogram`
/// counts). Marks take a bin as a value, `.value("Body mass", bin)`: a `BarMark` or `RectangleMark`
/// spans it, a point stands at its middle.
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
    /// The bin's first value.
    public let lowerBound: Bound
    /// The bin's end: outside the bin, unless it is the last of its collection.
    public let upperBound: Bound
    /// Whether the bin holds its upper bound (the last bin of a collection).
    public let isClosed: Bool

    /// A bin from `lowerBound` to `upperBound`, holding the upper bound when `isClosed`.
    public init(lowerBound: Bound, upperBound: Bound, isClosed: Bool = false) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.isClosed = isClosed
    }

    /// Whether `element` lies in the bin.
    public func contains(_ element: Bound) -> Bool {
        element >= lowerBound && (element < upperBound || (isClosed && element == upperBound))
    }

    /// The bin as a half-open range of a collection's indices.
    public func relative<C: Collection>(to collection: C) -> Range<Bound> where C.Index == Bound {
        lowerBound..<max(lowerBound, upperBound)
    }
}

extension ChartBinRange: Sendable where Bound: Sendable {}
extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}

extension PlottableValue {
    /// A bin of a ``NumberBins`` or ``DateBins`` collection: a bar or rectangle spans it, a point or
    /// line vertex stands at its middle (Swift Charts' `value(_:_:)` for a `ChartBinRange`).
    public static func value(_ label: some StringProtocol, _ bin: ChartBinRange<Value>) -> PlottableValue {
        PlottableValue(
            label: String(label),
            storage: .range(bin.lowerBound.primitivePlottable, bin.upperBound.primitivePlottable), binned: true)
    }
}

/// Why bins could not be made from the given input: each case names the input and what is accepted.
public enum BinningError: Error, Equatable, CustomStringConvertible {
    /// A bin count (`count`, `desiredCount`) below 1.
    case invalidCount(Int)
    /// A range (`range`, or the extent of `data`) whose bounds are not finite.
    case nonFiniteRange(lower: Double, upper: Double)
    /// A bin size that is not a positive finite number.
    case invalidSize(Double)
    /// Thresholds that are fewer than two, not finite, or not strictly increasing (at `index`).
    case invalidThresholds(count: Int, index: Int?)

    public var description: String {
        switch self {
        case .invalidCount(let n): "bin count \(n): a bin count must be at least 1"
        case .nonFiniteRange(let lo, let hi):
            "bin range \(lo)...\(hi): the bounds of a binned range must be finite numbers"
        case .invalidSize(let s): "bin size \(s): a bin size must be a positive finite number"
        case .invalidThresholds(let count, let index):
            if let index {
                "bin thresholds: value \(index) is not finite or not greater than the one before; "
                    + "thresholds must be finite and strictly increasing"
            } else {
                "bin thresholds: \(count) given, at least 2 are needed (the first bin's start and the last's end)"
            }
        }
    }
}

/// A collection of bins for a chart that plots data against numbers (Swift Charts' `NumberBins`):
/// its elements are ``ChartBinRange`` values, from the first threshold to the last, and
/// ``index(for:)`` finds a value's bin, so that a histogram is counted with
/// `Dictionary(grouping: values, by: bins.index)`.
///
/// The data-driven initialisers choose nice edges with the axes' tick search (1, 2 or 5 times a
/// power of ten, ``NiceTicks``). The initialisers do not fail, as Swift Charts' do not: bad input
/// is repaired as each documents; the `checked` factories throw a ``BinningError`` instead.
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection {
    /// The bin edges: one more than the bins, strictly increasing.
    public let thresholds: [Value]

    public var startIndex: Int { 0 }
    public var endIndex: Int { thresholds.count - 1 }

    /// The bin at `position`; the last is closed.
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(
            lowerBound: thresholds[position], upperBound: thresholds[position + 1], isClosed: position == endIndex - 1)
    }

    /// Bins between consecutive `thresholds` (Swift Charts' `init(thresholds:)`). The thresholds
    /// are sorted and repeats dropped; fewer than two distinct values give one bin from the value
    /// (or zero) to one more.
    public init(thresholds: [Value]) {
        var edges: [Value] = []
        for t in thresholds.sorted() where edges.last.map({ $0 < t }) ?? true { edges.append(t) }
        if edges.count < 2 {
            let start = edges.first ?? 0
            edges = [start, start + 1]
        }
        self.thresholds = edges
    }

    /// The index of the bin holding `value`; values below the first bin count in the first,
    /// values above the last in the last.
    public func index(for value: Value) -> Int {
        // The first edge above the value, by binary search; its bin is the one before.
        var lo = 1
        var hi = thresholds.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if thresholds[mid] > value { hi = mid } else { lo = mid + 1 }
        }
        return lo - 1
    }

    /// Bins between `thresholds`, which must be at least two finite, strictly increasing numbers.
    public static func checked(thresholds: [Value]) throws(BinningError) -> NumberBins
    where Value: BinaryFloatingPoint {
        guard thresholds.count >= 2 else { throw .invalidThresholds(count: thresholds.count, index: nil) }
        for (i, t) in thresholds.enumerated() where !t.isFinite || (i > 0 && !(t > thresholds[i - 1])) {
            throw .invalidThresholds(count: thresholds.count, index: i)
        }
        return NumberBins(thresholds: thresholds)
    }
}

extension NumberBins: Sendable where Value: Sendable {}
extension NumberBins: Equatable where Value: Equatable {}

extension NumberBins where Value: BinaryFloatingPoint {
    /// Exactly `count` bins of equal width from the range's lower bound to its upper bound
    /// (Swift Charts' `init(range:count:)`). A count below 1 is taken as 1; a range of no length
    /// gives one bin from its value to one more; non-finite bounds give the bin 0…1.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(count, 1)
        let (lo, hi) = (range.lowerBound, range.upperBound)
        guard lo.isFinite, hi.isFinite else {
            self.init(thresholds: [0, 1])
            return
        }
        guard hi > lo else {
            self.init(thresholds: [lo, lo + 1])
            return
        }
        let edges = (0...n).map { i in i == n ? hi : lo + (hi - lo) * Value(i) / Value(n) }
        self.init(thresholds: edges)
    }

    /// Bins `size` wide covering the range, their edges at multiples of `size` (Swift Charts'
    /// `init(size:range:)`). A size that is not positive and finite, or a range whose bounds are
    /// not, gives ``init(range:desiredCount:minimumStride:)``'s nice bins instead.
    public init(size: Value, range: ClosedRange<Value>) {
        let domain = Double(range.lowerBound)...Double(range.upperBound)
        if let edges = NiceTicks.binEdges(covering: domain, step: Double(size)) {
            self.init(thresholds: edges.map { Value($0) })
        } else {
            self.init(range: range, desiredCount: 10)
        }
    }

    /// About `desiredCount` nice bins covering the range (Swift Charts'
    /// `init(range:desiredCount:minimumStride:)`): the bin size is the axes' tick step for the
    /// range and count, at least `minimumStride`, and the edges are its multiples.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let domain = Double(range.lowerBound)...Double(range.upperBound)
        let edges = NiceTicks.binEdges(covering: domain, target: desiredCount, minimumStep: Double(minimumStride))
        self.init(thresholds: (edges ?? [0, 1]).map { Value($0) })
    }

    /// Nice bins covering the data (Swift Charts' `init(data:desiredCount:minimumStride:)`). Without
    /// a desired count, the number of bins follows Scott's normal reference rule (bin width
    /// 3.49 σ n^(-1/3)), at most 200. Non-finite values are ignored; no data gives the bin 0…1.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let values = data.lazy.map { Double($0) }.filter(\.isFinite)
        guard let lo = values.min(), let hi = values.max() else {
            self.init(thresholds: [0, 1])
            return
        }
        let count = desiredCount ?? Self.scottCount(Array(values), span: hi - lo)
        self.init(range: Value(lo)...Value(hi), desiredCount: count, minimumStride: minimumStride)
    }

    /// The number of bins of Scott's rule for the values, 1…200.
    static func scottCount(_ values: [Double], span: Double) -> Int {
        let n = Double(values.count)
        guard values.count > 1, span > 0 else { return 1 }
        let mean = values.reduce(0, +) / n
        let sd = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot()
        let width = 3.49 * sd * pow(n, -1.0 / 3.0)
        guard width > 0 else { return 1 }
        return Swift.min(Swift.max(Int((span / width).rounded(.up)), 1), 200)
    }

    /// Exactly `count` bins over the range, or the reason there cannot be.
    public static func checked(range: ClosedRange<Value>, count: Int) throws(BinningError) -> NumberBins {
        guard count >= 1 else { throw .invalidCount(count) }
        try requireFinite(range)
        return NumberBins(range: range, count: count)
    }

    /// Bins `size` wide covering the range, or the reason there cannot be.
    public static func checked(size: Value, range: ClosedRange<Value>) throws(BinningError) -> NumberBins {
        guard size.isFinite, size > 0 else { throw .invalidSize(Double(size)) }
        try requireFinite(range)
        guard
            NiceTicks.binEdges(covering: Double(range.lowerBound)...Double(range.upperBound), step: Double(size)) != nil
        else { throw .invalidSize(Double(size)) }
        return NumberBins(size: size, range: range)
    }

    /// Nice bins covering the data in about `desiredCount` bins, or the reason there cannot be.
    public static func checked(data: [Value], desiredCount: Int? = nil) throws(BinningError) -> NumberBins {
        if let desiredCount, desiredCount < 1 { throw .invalidCount(desiredCount) }
        for v in data where !v.isFinite { throw .nonFiniteRange(lower: Double(v), upper: Double(v)) }
        return NumberBins(data: data, desiredCount: desiredCount)
    }

    private static func requireFinite(_ range: ClosedRange<Value>) throws(BinningError) {
        guard range.lowerBound.isFinite, range.upperBound.isFinite else {
            throw .nonFiniteRange(lower: Double(range.lowerBound), upper: Double(range.upperBound))
        }
    }
}
