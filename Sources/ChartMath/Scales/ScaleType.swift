import Foundation

/// How data values map to positions along an axis: the subset of Swift Charts' `ScaleType` for continuous
/// position scales.
///
/// Each type is a monotonic transform `T`; positions are linear in `T(value)`. See `AxisScale`.
public enum ScaleType: Sendable, Equatable, Hashable {
    /// `T(v) = v`.
    case linear
    /// `T(v) = log10(v)`. Only values > 0 are valid; a domain must lie entirely above zero.
    case log
    /// `T(v) = √v` for v ≥ 0 and `−√(−v)` for negative values (mapped by sign, so the transform stays monotonic).
    case squareRoot
    /// `T(v) = sign(v)·log10(1 + |v|/c)` with c = 1, d3's `scaleSymlog` constant: linear near zero, logarithmic
    /// far from it, defined for every finite value.
    case symmetricLog
    /// `T(v) = sign(v)·|v|^k` for the exponent k > 0 (Swift Charts' `.power(exponent:)`): k = 0.5 is
    /// `.squareRoot`, k = 2 spreads large values apart; k = 1 is linear. An exponent that is not finite and
    /// positive makes every scale of the type invalid (`AxisScale.isValid` is false).
    case power(exponent: Double)
    /// Seconds since 1970-01-01 00:00 UTC (`Date.timeIntervalSince1970`), mapped linearly; ticks fall on
    /// calendar boundaries in UTC.
    case date
}

extension ScaleType {
    /// The scale's transform `T`, in which positions are linear; NaN where the type is undefined (log of a
    /// value ≤ 0, or a power scale whose exponent is not finite and positive).
    public func transform(_ v: Double) -> Double {
        switch self {
        case .linear, .date:
            return v
        case .log:
            return v > 0 ? log10(v) : .nan
        case .squareRoot:
            return v >= 0 ? v.squareRoot() : -(-v).squareRoot()
        case .power(let k):
            guard k.isFinite, k > 0 else { return .nan }
            return v >= 0 ? pow(v, k) : -pow(-v, k)
        case .symmetricLog:
            // log1p keeps full precision for |v| ≪ 1.
            let t = log1p(abs(v)) / M_LN10
            return v < 0 ? -t : t
        }
    }

    /// The inverse of `transform`.
    public func inverse(_ t: Double) -> Double {
        switch self {
        case .linear, .date:
            return t
        case .log:
            return pow(10, t)
        case .squareRoot:
            return t >= 0 ? t * t : -(t * t)
        case .power(let k):
            guard k.isFinite, k > 0 else { return .nan }
            return t >= 0 ? pow(t, 1 / k) : -pow(-t, 1 / k)
        case .symmetricLog:
            let v = expm1(abs(t) * M_LN10)
            return t < 0 ? -v : v
        }
    }

    /// Whether `v` is in the type's domain (finite, and > 0 for `.log`).
    public func accepts(_ v: Double) -> Bool {
        v.isFinite && (self != .log || v > 0)
    }
}
