import ChartMath

/// One resolved 2D axis: its scale (type and domain, possibly reversed) and where it lies in
/// pixels, with the `.plotDimension` padding applied.
struct PlotAxis {
    let scale: AxisScale
    /// Pixel coordinate of the scale's start and end (for y, the start is at the bottom).
    let pixelStart: Double
    let pixelEnd: Double
    let isDate: Bool

    /// Pixel coordinate of a data value (NaN where the scale is undefined, e.g. log of 0).
    func pixel(_ v: Double) -> Double { pixelStart + scale.normalized(v) * (pixelEnd - pixelStart) }

    /// Data value at a pixel coordinate.
    func value(atPixel p: Double) -> Double { scale.value(atNormalized: (p - pixelStart) / (pixelEnd - pixelStart)) }

    /// The smallest and largest domain values.
    var lower: Double { min(scale.start, scale.end) }
    var upper: Double { max(scale.start, scale.end) }
}

/// How a 2D axis's domain is chosen from the content before layout.
struct AxisDomainRequest {
    var label: String
    var spec: ScaleSpec
    /// Values from data marks (NaN and infinities ignored).
    var dataValues: [Double] = []
    /// Domains given to function plots (`domain:`), used exactly when there is no data.
    var functionDomains: [ClosedRange<Double>] = []
    var isDate = false
    var includesZeroByDefault: Bool

    /// The scale type: explicit, else date for dates, else linear.
    var type: ScaleType { spec.type ?? (isDate ? .date : .linear) }

    /// The (start, end) of the axis in data units, validated.
    func resolve(target: Int) throws -> (start: Double, end: Double) {
        var start: Double
        var end: Double
        if let d = spec.domain {
            (start, end) = (d.lowerBound, d.upperBound)
        } else if dataValues.contains(where: \.isFinite) {
            let ends = functionDomains.flatMap { [$0.lowerBound, $0.upperBound] }
            (start, end) = AxisScale.inferredDomain(
                of: dataValues + ends, type: type, includesZero: spec.includesZero ?? includesZeroByDefault,
                target: target)
        } else if let first = functionDomains.first {
            // Functions alone: exactly the union of their domains.
            start = functionDomains.map(\.lowerBound).min() ?? first.lowerBound
            end = functionDomains.map(\.upperBound).max() ?? first.upperBound
        } else {
            (start, end) = type == .log ? (1, 10) : (-10, 10)
        }
        if spec.reversed { swap(&start, &end) }
        let scale = AxisScale(type: type, start: start, end: end)
        guard scale.isValid else {
            throw ChartError.invalidDomain(axis: label, lower: min(start, end), upper: max(start, end))
        }
        return (start, end)
    }
}
