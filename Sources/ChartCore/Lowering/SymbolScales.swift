import ChartMath

extension StyleScales {
    /// The symbol of the category `name`, the `index`-th of `names` (the `.symbol(by:)` names in
    /// order, mapped ones first): its mapped symbol, or the next of the range the mapping leaves unused.
    func symbol(_ name: String, in names: [String]) -> BasicChartSymbolShape? {
        if let mapped = symbols.first(where: { $0.name == name }) { return mapped.symbol }
        let unmapped = names.filter { n in !symbols.contains { $0.name == n } }
        guard let i = unmapped.firstIndex(of: name) else { return nil }
        let cycle = symbolRange ?? BasicChartSymbolShape.Kind.allCases.indices.map(BasicChartSymbolShape.cycled)
        let free = cycle.filter { s in !symbols.contains { $0.symbol == s } }
        let choices = free.isEmpty ? cycle : free
        return choices[i % choices.count]
    }

    /// The whole stroke of the category `name` when the chart's line-style scale gives one (a
    /// mapping or `range:`), else nil (the default dash cycle applies).
    func lineStyle(_ name: String, in names: [String]) -> StrokeStyle? {
        if let mapped = lineStyles.first(where: { $0.name == name }) { return mapped.style }
        guard let range = lineStyleRange else { return nil }
        let unmapped = names.filter { n in !lineStyles.contains { $0.name == n } }
        guard let i = unmapped.firstIndex(of: name) else { return nil }
        return range[i % range.count]
    }

    /// The names the scales list first, in their order: mapped symbols, and mapped line styles.
    var symbolNames: [String] { symbols.map(\.name) }
    var lineStyleNames: [String] { lineStyles.map(\.name) }

    /// The symbol areas numeric `.symbolSize(by:)` values span, in square points.
    var areaRange: ClosedRange<Double> { sizeRange ?? SymbolSizes.defaultAreas }

    /// Checks the size scale: a finite domain with lower < upper (> 0 on a log scale), and a
    /// finite range of areas ≥ 0.
    func validateSizes() throws {
        if let d = sizeDomain {
            let type = sizeType ?? .linear
            let t0 = type.transform(d.lowerBound)
            let t1 = type.transform(d.upperBound)
            guard d.lowerBound.isFinite, d.upperBound.isFinite, t0.isFinite, t1.isFinite, t0 < t1 else {
                throw ChartError.invalidSymbolSizeScale(
                    lower: d.lowerBound, upper: d.upperBound,
                    reason: "the domain must be finite with lower < upper (and > 0 on a log scale)")
            }
        }
        if let r = sizeRange {
            guard r.lowerBound.isFinite, r.upperBound.isFinite, r.lowerBound >= 0 else {
                throw ChartError.invalidSymbolSizeScale(
                    lower: r.lowerBound, upper: r.upperBound,
                    reason: "the range of symbol areas must be finite square points ≥ 0")
            }
        }
    }
}

/// The symbol areas of `.symbolSize(by:)`: numeric values spread over the size scale's range
/// (by its type, over its domain or the values' extent), categories by a mapping or in order.
struct SymbolSizes {
    /// The symbol areas numeric values span when the chart sets no range, in square points.
    static let defaultAreas: ClosedRange<Double> = 10...300

    let scales: StyleScales
    /// The extent of the numeric values seen (in the scale type's transformed space).
    private var extent: ClosedRange<Double>?
    /// Category names in order: the scale's domain first, then the others as they appear.
    private var names: [String]

    init(scales: StyleScales) {
        self.scales = scales
        names = scales.sizeNames
    }

    private var type: ScaleType { scales.sizeType ?? .linear }

    /// Records a `.symbolSize(by:)` value.
    mutating func add(_ value: AxisValue?) {
        guard case .single(let v) = value?.storage else { return }
        if case .number(let n) = v {
            let t = type.transform(n)
            guard t.isFinite else { return }
            extent = extent.map { min($0.lowerBound, t)...max($0.upperBound, t) } ?? t...t
        } else if !scales.sizes.contains(where: { $0.name == v.text }), !names.contains(v.text) {
            names.append(v.text)
        }
    }

    /// The area in square points of a `.symbolSize(by:)` value, or nil for none (or one the
    /// scale cannot place, such as a value ≤ 0 on a log scale).
    func area(of value: AxisValue?) -> Double? {
        guard case .single(let v) = value?.storage else { return nil }
        let areas = scales.areaRange
        if case .number(let n) = v {
            let t = type.transform(n)
            guard t.isFinite else { return nil }
            let span =
                scales.sizeDomain.map { type.transform($0.lowerBound)...type.transform($0.upperBound) } ?? extent
            guard let span else { return nil }
            let width = span.upperBound - span.lowerBound
            let f = width > 0 ? min(max((t - span.lowerBound) / width, 0), 1) : 0.5
            return areas.lowerBound + (areas.upperBound - areas.lowerBound) * f
        }
        if let mapped = scales.sizes.first(where: { $0.name == v.text }) { return mapped.area }
        // A mapping leaves the categories it does not name at the default area.
        if !scales.sizes.isEmpty, scales.sizeNames.isEmpty { return nil }
        guard let i = names.firstIndex(of: v.text) else { return nil }
        let f = names.count > 1 ? Double(i) / Double(names.count - 1) : 0.5
        return areas.lowerBound + (areas.upperBound - areas.lowerBound) * f
    }
}
