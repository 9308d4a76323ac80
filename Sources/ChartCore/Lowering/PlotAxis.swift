import ChartMath

/// One resolved 2D axis: its scale (type and domain, possibly reversed) and where it lies in
/// pixels, with the `.plotDimension` padding applied.
struct PlotAxis {
    let scale: AxisScale
    /// Pixel coordinate of the scale's start and end (for y, the start is at the bottom).
    let pixelStart: Double
    let pixelEnd: Double
    let isDate: Bool
    /// The categories of a categorical (band) axis, in order; empty for a numeric axis. Category
    /// `i` sits at the value `i` of a scale running from −0.5 to `count − 0.5`.
    var categories: [String] = []
    private var categoryIndex: [String: Int] = [:]

    init(scale: AxisScale, pixelStart: Double, pixelEnd: Double, isDate: Bool, categories: [String] = []) {
        self.scale = scale
        self.pixelStart = pixelStart
        self.pixelEnd = pixelEnd
        self.isDate = isDate
        self.categories = categories
        for (i, c) in categories.enumerated() { categoryIndex[c] = i }
    }

    /// The axis moved by `d` pixels along itself.
    func moved(by d: Double) -> PlotAxis {
        PlotAxis(
            scale: scale, pixelStart: pixelStart + d, pixelEnd: pixelEnd + d, isDate: isDate, categories: categories)
    }

    /// Pixel width of one category's band (0 for a numeric axis).
    var bandWidth: Double {
        categories.isEmpty ? 0 : abs(pixelEnd - pixelStart) / Double(categories.count)
    }

    /// Pixel coordinate of a mark's value: a category's band centre, a number, a date, or the
    /// middle of a binned date unit; NaN when the value does not belong on this axis.
    func pixel(of v: AxisValue) -> Double {
        if let c = v.category { return categoryIndex[c].map { pixel(Double($0)) } ?? .nan }
        return pixel(v.number ?? .nan)
    }

    /// Pixel coordinates of both ends of a range value (or the band of a category).
    func pixelSpan(of v: AxisValue) -> (Double, Double)? {
        switch v.storage {
        case .range(let a, let b):
            guard let a = a.number, let b = b.number else { return nil }
            return (pixel(a), pixel(b))
        case .single(.string(let c)):
            guard let i = categoryIndex[c] else { return nil }
            return (pixel(Double(i) - 0.5), pixel(Double(i) + 0.5))
        case .single: return nil
        }
    }

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
    /// Category names in order of first appearance (a categorical axis when not empty).
    var categories: [String] = []
    /// Values an inferred domain reaches to after it is rounded out to ticks, without rounding
    /// again (half a slot beyond the first and last bar at numbers, so those bars are whole).
    var reach: [Double] = []

    /// Adds a mark's value: a category, a number or date, or both ends of a range. Mixing
    /// categories with numbers on one axis is an error.
    mutating func add(_ v: AxisValue, mark: String) throws {
        switch v.storage {
        case .single(.string(let s)):
            guard dataValues.isEmpty && functionDomains.isEmpty else { throw mixed(mark, v) }
            if !categories.contains(s) { categories.append(s) }
        case .single(let p):
            guard categories.isEmpty else { throw mixed(mark, v) }
            if case .date = p { isDate = true }
            if let n = p.number { dataValues.append(n) }
        case .range(let a, let b):
            guard categories.isEmpty, let x = a.number, let y = b.number else { throw mixed(mark, v) }
            if case .date = a { isDate = true }
            dataValues += [x, y]
        }
    }

    private func mixed(_ mark: String, _ v: AxisValue) -> ChartError {
        .mixedValueTypes(axis: label, mark: mark, label: v.label)
    }

    /// The scale type: explicit, else date for dates, else linear.
    var type: ScaleType { spec.type ?? (isDate ? .date : .linear) }

    /// The (start, end) of the axis in data units, validated.
    func resolve(target: Int) throws -> (start: Double, end: Double) {
        var start: Double
        var end: Double
        if !categories.isEmpty {
            (start, end) = (-0.5, Double(categories.count) - 0.5)
        } else if let d = spec.domain {
            (start, end) = (d.lowerBound, d.upperBound)
        } else if dataValues.contains(where: \.isFinite) {
            let ends = functionDomains.flatMap { [$0.lowerBound, $0.upperBound] }
            (start, end) = AxisScale.inferredDomain(
                of: dataValues + ends, type: type, includesZero: spec.includesZero ?? includesZeroByDefault,
                target: target)
            let finite = reach.filter(\.isFinite)
            if let lo = finite.min(), let hi = finite.max() { (start, end) = (min(start, lo), max(end, hi)) }
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
