import ChartMath
import ChartScene

/// A stem: a rule from a baseline up (or down) to a value, with a symbol at its tip — the marks of
/// a stem plot, for sequences and discrete signals (an impulse response, a spectrum's lines).
///
/// ```swift
/// Chart(samples) { s in
///     StemMark(x: .value("n", s.n), y: .value("h[n]", s.h), base: 0)
/// }
/// ```
///
/// The stem and its symbol take the mark's colour (`.foregroundStyle(_:)`, or a category's with
/// `.foregroundStyle(by:)`); the baseline value is part of the y domain.
public struct StemMark: ChartContent, ChartMark {
    var x: AxisValue
    var y: AxisValue
    var base: Double
    var stroke = StrokeStyle(lineWidth: 1)
    var symbol: BasicChartSymbolShape = .circle
    /// The symbol's area in square points; nil: the theme's point size.
    var symbolArea: Double?

    /// A stem at `x` from `base` (in y's units, default 0) to `y`. `y` is a number (or a date on a
    /// time axis); `x` a number, a date or a category.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, base: Double = 0) {
        self.x = x.erased
        self.y = y.erased
        self.base = base
    }

    /// The stem's width in points (default 1) and dash pattern.
    public func lineStyle(_ style: StrokeStyle) -> StemMark {
        var copy = self
        copy.stroke = style
        return copy
    }

    /// The symbol at the tip (default `.circle`).
    public func symbol(_ symbol: some ChartSymbolShape) -> StemMark {
        var copy = self
        copy.symbol = symbol.basicSymbol
        return copy
    }

    /// The tip symbol's area in square points (default 30, as `PointMark`'s).
    public func symbolSize(_ area: Double) -> StemMark {
        var copy = self
        copy.symbolArea = area
        return copy
    }

    // MARK: - ChartMark

    /// "StemMark", with the y label, in warnings.
    public var markName: String { WarningLog.name("StemMark", y.label) }

    /// x, y and the baseline.
    public func addValues(to domains: inout MarkDomains) throws {
        try domains.addX(x)
        try domains.addY(y)
        try domains.addY(AxisValue(label: y.label, storage: .single(.number(base))))
    }

    /// The stem, clipped to the plot area, and its tip's symbol.
    public func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        Self.primitives(forGroup: [self], styles: [context.style], in: context)
    }

    /// The stem's foot and tip in pixels, or nil (counted as skipped) where a value is not finite.
    private func ends(in context: MarkContext2D) -> (root: SIMD2<Double>, tip: SIMD2<Double>)? {
        let foot = AxisValue(label: y.label, storage: .single(.number(base)))
        guard let tip = context.pixel(x: x, y: y), let root = context.pixel(x: x, y: foot) else { return nil }
        return (root, tip)
    }

    /// The tip's symbol on a short line.
    public var legendSample: MarkLegendSample { .symbol(symbol, line: stroke.dash) }

    /// Read as points: x and the tip's value.
    public var accessibleValues: MarkAccessibleValues? {
        guard let xv = x.primitive, let yv = y.primitive else { return nil }
        return MarkAccessibleValues(role: .point, xLabel: x.label, yLabel: y.label, x: xv, y: yv)
    }

    /// The tip's value, named by the y label, at the tip's distance from the pointer.
    public func hoverReadout(in context: MarkHoverContext) -> MarkHoverReadout? {
        guard let value = y.number, let tip = context.pixel(x: x, y: y) else { return nil }
        return .value(y.label, y: value, distance: context.distance(to: tip))
    }

    /// x, y and the baseline move; the style is the target's.
    public func interpolated(to target: StemMark, fraction: Double) -> StemMark? {
        var result = target
        result.x = x.mixed(target.x, fraction)
        result.y = y.mixed(target.y, fraction)
        result.base = base + (target.base - base) * fraction
        return result
    }
}

extension StemMark: GroupedMark {
    /// What stems drawn together share: colour, stroke and tip symbol.
    struct GroupKey: Hashable {
        var color: RGBA
        var stroke: StrokeStyle
        var symbol: BasicChartSymbolShape
        var symbolArea: Double?
    }

    func groupKey(in context: MarkContext2D) -> GroupKey? {
        GroupKey(color: context.color, stroke: stroke, symbol: symbol, symbolArea: symbolArea)
    }

    /// A run of stems of one style: one line batch for all the stems, then one symbol batch for
    /// their tips.
    static func primitives(forGroup stems: [StemMark], styles: [MarkStyle], in context: MarkContext2D)
        -> [ScenePrimitive]
    {
        guard let first = stems.first else { return [] }
        let ends = stems.compactMap { $0.ends(in: context) }
        return context.stroke(ends.map { [$0.root, $0.tip] }, style: first.stroke)
            + context.symbols(at: ends.map(\.tip), shape: first.symbol, area: first.symbolArea)
    }
}
