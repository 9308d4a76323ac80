/// How a continuous colour scale spaces values along its gradient, as ``ScaleType`` spaces them along
/// a position axis: `.chartForegroundStyleScale(range: .viridis, type: .log)`.
///
/// - ``linear``: equal steps of value, equal steps of colour (the default).
/// - ``log``: equal ratios, equal steps of colour — counts or intensities spanning decades. Only
///   values > 0 are on the scale; lowering a chart that gives one ≤ 0 throws (a 2D histogram's empty
///   bins are left blank instead, as ``Histogram2DPlot/hidingEmptyBins(_:)`` leaves them).
/// - ``symmetricLog`` / ``symmetricLog(linearThreshold:)``: linear within ±threshold of zero and
///   logarithmic beyond, for a diverging quantity of both signs spanning decades.
/// - ``squareRoot``, ``power(exponent:)``: as the position scales of the same names.
public struct ColorScaleType: Sendable, Equatable, Hashable {
    /// The transform along the gradient.
    public let scaleType: ScaleType
    /// The constant of a symmetric-log scale (1 for the other types).
    public let linearThreshold: Double

    private init(_ scaleType: ScaleType, linearThreshold: Double = 1) {
        self.scaleType = scaleType
        self.linearThreshold = linearThreshold
    }

    /// Equal steps of value take equal steps of colour.
    public static let linear = ColorScaleType(.linear)
    /// Equal ratios of value take equal steps of colour; only values > 0.
    public static let log = ColorScaleType(.log)
    /// `sign(v)·log10(1 + |v|)`: linear within about ±1, logarithmic beyond.
    public static let symmetricLog = ColorScaleType(.symmetricLog)
    /// `√v`, by sign.
    public static let squareRoot = ColorScaleType(.squareRoot)

    /// `sign(v)·log10(1 + |v|/c)` with `c` = `linearThreshold` (finite and > 0; lowering throws
    /// otherwise): values within ±c spread almost linearly, larger ones by decade.
    public static func symmetricLog(linearThreshold: Double) -> ColorScaleType {
        ColorScaleType(.symmetricLog, linearThreshold: linearThreshold)
    }

    /// `sign(v)·|v|^k` for the exponent k > 0.
    public static func power(exponent: Double) -> ColorScaleType { ColorScaleType(.power(exponent: exponent)) }

    /// The mapping of `domain` onto a gradient through this type.
    public func mapping(_ domain: ClosedRange<Double>) -> ColorScaleMapping {
        ColorScaleMapping(type: scaleType, domain: domain, linearThreshold: linearThreshold)
    }

    /// The type's name in messages: "log", "symmetric log (threshold 10)".
    public var name: String {
        switch scaleType {
        case .linear, .date: return "linear"
        case .log: return "log"
        case .squareRoot: return "square root"
        case .power(let k): return "power (exponent \(k))"
        case .symmetricLog:
            let c = linearThreshold > 0 ? TickFormatter.logLabel(linearThreshold) : "\(linearThreshold)"
            return "symmetric log (threshold \(c))"
        }
    }
}
