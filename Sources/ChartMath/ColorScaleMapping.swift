import Foundation

/// How a continuous colour scale places values along its gradient: a domain `lo…hi` and a transform
/// `T` (a ``ScaleType``), so that a value `v` takes the gradient's colour at
/// `(T(v) − T(lo)) / (T(hi) − T(lo))`, clamped to 0…1.
///
/// `.log` colours over decades (only values > 0 are on the scale); `.symmetricLog` is linear within
/// ±``linearThreshold`` of zero and logarithmic beyond it, `T(v) = sign(v)·log10(1 + |v|/c)`, so a
/// diverging quantity spanning many decades of both signs keeps its sign and its order of magnitude.
public struct ColorScaleMapping: Sendable, Equatable {
    /// The transform along the gradient.
    public var type: ScaleType
    /// The values at the gradient's two ends (the lower at its start).
    public var domain: ClosedRange<Double>
    /// The constant `c` of `.symmetricLog`: within ±c the scale is close to linear (ignored by the
    /// other types).
    public var linearThreshold: Double

    /// A mapping of `domain` onto the gradient through `type`.
    public init(type: ScaleType = .linear, domain: ClosedRange<Double>, linearThreshold: Double = 1) {
        self.type = type
        self.domain = domain
        self.linearThreshold = linearThreshold
    }

    /// Why the mapping cannot place values, or nil when it can: the domain must be finite (and > 0 on
    /// a log scale), the threshold finite and > 0, a power exponent finite and > 0.
    public var problem: String? {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite else { return "the domain is not finite" }
        if type == .log && domain.lowerBound <= 0 { return "a log colour scale needs a domain above zero" }
        if type == .symmetricLog && !(linearThreshold.isFinite && linearThreshold > 0) {
            return "the linear threshold must be finite and > 0"
        }
        if case .power(let k) = type, !(k.isFinite && k > 0) { return "the exponent must be finite and > 0" }
        return nil
    }

    /// The transform `T` of the scale (for `.symmetricLog`, of `v / linearThreshold`).
    public func transform(_ v: Double) -> Double {
        type == .symmetricLog ? type.transform(v / linearThreshold) : type.transform(v)
    }

    /// Whether `v` can be placed: finite, and > 0 on a log scale.
    public func accepts(_ v: Double) -> Bool { type.accepts(v) }

    /// Where `v` falls along the gradient, 0…1 (values outside the domain take its nearer end), or
    /// nil for a value the scale does not accept (not finite; ≤ 0 on a log scale). A domain of zero
    /// width places every accepted value at 0.5.
    public func fraction(_ v: Double) -> Double? {
        guard accepts(v), problem == nil else { return nil }
        let lo = transform(domain.lowerBound)
        let span = transform(domain.upperBound) - lo
        guard span > 0 else { return 0.5 }
        return min(max((transform(v) - lo) / span, 0), 1)
    }

    /// The value at `fraction` along the gradient (the inverse of ``fraction(_:)`` inside the domain).
    public func value(atFraction fraction: Double) -> Double {
        let lo = transform(domain.lowerBound)
        let t = lo + fraction * (transform(domain.upperBound) - lo)
        let v = type.inverse(t)
        return type == .symmetricLog ? v * linearThreshold : v
    }

    /// The colour bar's ticks over the domain, increasing: as an axis of the type has them (a log
    /// scale's decades 1, 10, 100 major with 2…9 × each decade minor), and for `.symmetricLog` zero
    /// and ± the powers of ten from the threshold outwards, major, with the digits between minor when
    /// few decades are shown.
    public func ticks(target: Int = 5) -> [Tick] {
        guard problem == nil, domain.upperBound > domain.lowerBound else { return [] }
        guard type == .symmetricLog else {
            return AxisScale(type: type, start: domain.lowerBound, end: domain.upperBound).ticks(target: target)
        }
        return SymmetricLogTicks.ticks(domain, threshold: linearThreshold, target: target)
    }
}

/// Ticks for a symmetric-log colour scale: 0, and ±10ⁿ for the decades at or beyond the threshold.
enum SymmetricLogTicks {
    static func ticks(_ domain: ClosedRange<Double>, threshold: Double, target: Int) -> [Tick] {
        let reach = max(abs(domain.lowerBound), abs(domain.upperBound))
        let first = Int(floor(log10(threshold)))
        let last = Int(floor(log10(reach)))
        guard last >= first, last - first < 400 else {
            return AxisScale(type: .linear, start: domain.lowerBound, end: domain.upperBound).ticks(target: target)
        }
        let inside = (domain.lowerBound - 1e-9 * reach)...(domain.upperBound + 1e-9 * reach)
        let exponents = Array(first...last)
        var magnitudes: [(value: Double, isMajor: Bool)] = []
        let sides = (domain.lowerBound < 0 ? 1 : 0) + (domain.upperBound > 0 ? 1 : 0)
        let skip = max(1, Int((Double(exponents.count * sides) / Double(max(2, target))).rounded(.up)))
        for n in exponents {
            let decade = LogTicks.decade(n)
            guard decade >= threshold * (1 - 1e-9) else { continue }
            magnitudes.append((decade, (n - last) % skip == 0))
            if skip == 1 && exponents.count * sides <= 2 * target {
                magnitudes += (2...9).map { (TickLattice.decimal(Int64($0), n), false) }
            }
        }
        var ticks: [Tick] = inside.contains(0) ? [Tick(value: 0, label: "0")] : []
        for m in magnitudes {
            for v in [m.value, -m.value] where inside.contains(v) {
                let label = m.isMajor ? (v < 0 ? "−" : "") + TickFormatter.logLabel(abs(v)) : ""
                ticks.append(Tick(value: v, label: label, isMajor: m.isMajor))
            }
        }
        return ticks.sorted { $0.value < $1.value }
    }
}
