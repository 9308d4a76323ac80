import Foundation

/// A continuous position scale: maps data values along an axis to 0…1 through a `ScaleType` transform.
///
/// `start` is the data value at the start of the axis (left or bottom) and `end` the value at its end; start > end
/// makes a reversed axis. Positions are linear in the transformed space: `normalized(v) = (T(v) − T(start)) /
/// (T(end) − T(start))`.
public struct AxisScale: Sendable, Equatable {
    /// How values are transformed before the linear map.
    public var type: ScaleType
    /// The data value at the start of the axis (normalized position 0). For `.date`, seconds since 1970.
    public var start: Double
    /// The data value at the end of the axis (normalized position 1). For `.date`, seconds since 1970.
    public var end: Double

    /// A scale of `type` from `start` (position 0) to `end` (position 1), in data units; no validation
    /// (see `isValid`).
    public init(type: ScaleType, start: Double, end: Double) {
        self.type = type
        self.start = start
        self.end = end
    }

    /// Whether the scale can map values: both ends finite, distinct, and (for `.log`) > 0.
    public var isValid: Bool {
        guard type.accepts(start), type.accepts(end), start != end else { return false }
        let span = type.transform(end) - type.transform(start)
        return span.isFinite && span != 0
    }

    /// The position of `value` (data units): 0 at `start`, 1 at `end`, linear in the transformed space and
    /// unbounded outside (values beyond the domain give positions < 0 or > 1).
    ///
    /// NaN when `value` is outside the type's valid domain (≤ 0 on a log scale), is NaN, or the scale is not
    /// valid. ±∞ give ±∞ (or NaN on an invalid scale).
    public func normalized(_ value: Double) -> Double {
        guard isValid else { return .nan }
        let t0 = type.transform(start)
        return (type.transform(value) - t0) / (type.transform(end) - t0)
    }

    /// The data value at position `t` (0 at `start`, 1 at `end`): the inverse of `normalized(_:)`, also beyond
    /// 0…1. NaN when the scale is not valid or `t` is NaN.
    public func value(atNormalized t: Double) -> Double {
        guard isValid else { return .nan }
        if t == 0 { return start }
        if t == 1 { return end }
        let t0 = type.transform(start)
        return type.inverse(t0 + t * (type.transform(end) - t0))
    }

    /// About `target` ticks (at least 2 and at most 2 × target major ticks where the domain allows) inside
    /// `min(start, end)…max(start, end)` — with a tolerance of a billionth of the span at each end — in
    /// increasing value order, whichever way the axis runs.
    ///
    /// - `.linear`: extended Wilkinson (`Q = [1, 5, 2, 2.5, 4, 3]`), values exact decimals (see `linearTicks`).
    /// - `.log`: decades, with minor ticks at 2…9 × each decade; under two decades, 1-2-5 × 10ⁿ.
    /// - `.squareRoot`, `.symmetricLog`, `.power`: round values spread in the transformed space; for symmetric log, 0 and
    ///   ±10ⁿ first.
    /// - `.date`: calendar boundaries in UTC (see `CalendarUnit`), labelled by `TickFormatter.dateLabel`.
    ///
    /// A zero-width domain (start == end) gives one tick at that value; a domain that is not finite, or not
    /// positive on a log scale, gives none. `target` below 2 counts as 2.
    public func ticks(target: Int) -> [Tick] {
        guard type.accepts(start), type.accepts(end) else { return [] }
        let lo = min(start, end)
        let hi = max(start, end)
        guard lo < hi else { return [Tick(value: lo, label: Self.singleLabel(lo, type: type))] }
        let target = max(2, target)
        switch type {
        case .linear:
            return Self.linearTicks(lo, hi, target: target)
        case .log:
            return LogTicks.ticks(lo, hi, target: target)
        case .squareRoot, .symmetricLog, .power:
            return TransformedTicks.ticks(lo, hi, target: target, type: type)
        case .date:
            return DateTicks.ticks(lo, hi, target: target)
        }
    }

    /// Extended-Wilkinson ticks for `lo < hi`, labelled with the step's decimals.
    static func linearTicks(_ lo: Double, _ hi: Double, target: Int) -> [Tick] {
        if let lattice = linearLattice(lo, hi, target: target) {
            let step = lattice.step
            return lattice.values.map { Tick(value: $0, label: TickFormatter.label($0, step: step)) }
        }
        let step = NiceTicks.step(span: hi - lo, target: target)
        let values = NiceTicks.ticks(in: lo...hi, target: target)
        return values.map { Tick(value: $0, label: TickFormatter.label($0, step: step)) }
    }

    /// The linear tick lattice inside `lo < hi`: Talbot's free search filled out to every multiple of its step
    /// inside the domain; where that leaves fewer than 2 or more than 2 × target ticks, the best labeling lying
    /// inside the domain; nil when neither works (then `NiceTicks` steps apply).
    static func linearLattice(_ lo: Double, _ hi: Double, target: Int) -> TickLattice? {
        for mode in [ExtendedWilkinson.Mode.free, .inside] {
            if let lattice = ExtendedWilkinson.labeling(lo, hi, target: target, mode: mode)?.filling(lo, hi),
                (2...2 * target).contains(lattice.count)
            {
                return lattice
            }
        }
        return nil
    }

    /// The label of the one tick of a zero-width domain.
    static func singleLabel(_ v: Double, type: ScaleType) -> String {
        switch type {
        case .log:
            return TickFormatter.logLabel(v)
        case .date:
            return TickFormatter.dateLabel(v, unit: v.truncatingRemainder(dividingBy: 86_400) == 0 ? .day : .minute)
        case .linear, .squareRoot, .symmetricLog, .power:
            // Up to three significant decimals beyond the leading digit: 3.14159 → "3.142".
            let resolution = v == 0 ? 1 : pow(10, floor(log10(abs(v))) - 3)
            return TickFormatter.label(v, step: resolution)
        }
    }
}
