import ChartMath
import ChartScene

/// One `LineMark`: a vertex of a line series, every concern of it here as a ``ChartMark`` recipe;
/// its style (colour, category, opacity, annotations) rides on the element. The vertices of a
/// series (per `series:` value, else per colour category; `.lineStyle(by:)` and `.symbol(by:)`
/// separate series too) are one line across the chart (``SeriesMark``), drawn where the series'
/// first vertex stands.
struct LineMarkSpec: ChartMark, SeriesMark, StrokedMark, InterpolatedMark, DashCategoryMark, DescribedMark,
    NamedInErrors, NamedIn3DErrors
{
    var x: AxisValue
    var y: AxisValue
    var series: AxisValue?
    var stroke = StrokeStyle(lineWidth: 2)
    var interpolation: InterpolationMethod = .linear
    /// A symbol at every vertex (`.symbol(_:)`), or a category that picks one (`.symbol(by:)`).
    var symbol: BasicChartSymbolShape?
    var symbolCategory: AxisValue?
    /// The vertex symbols' area in square points (default 30).
    var symbolSize: Double?
    /// A category that picks a dash pattern (`.lineStyle(by:)`).
    var dashCategory: AxisValue?

    init(x: AxisValue, y: AxisValue, series: AxisValue? = nil) {
        self.x = x
        self.y = y
        self.series = series
    }

    var markName: String { WarningLog.name("LineMark", series?.label ?? y.label) }
    var nameInErrors: String { "LineMark" }
    var nameIn3DErrors: String { "LineMark" }

    func addValues(to domains: inout MarkDomains) throws {
        try domains.addX(x)
        try domains.addY(y)
    }

    // MARK: 2D lowering

    /// The series' name: its `series:` value, else its colour category; then the dash and symbol
    /// categories.
    func seriesKey(style: MarkStyle) -> String {
        var key = ""
        if case .single(let p) = series?.storage {
            key = p.text
        } else if case .single(let p) = style.category?.storage {
            key = p.text
        }
        // `.lineStyle(by:)` and `.symbol(by:)` separate series too.
        for extra in [dashCategory, symbolCategory] {
            if let name = extra?.categoryName { key += "\u{1}" + name }
        }
        return key
    }

    /// The series' line in the first vertex's colour and stroke (its dash from `.lineStyle(by:)`
    /// or the chart's line-style scale), its vertex symbols, then each vertex's annotations.
    static func primitives(forSeries marks: [LineMarkSpec], styles: [MarkStyle], in context: MarkContext2D)
        -> (painted: [ScenePrimitive], plain: [ScenePrimitive])
    {
        guard let first = marks.first, let style = styles.first else { return ([], []) }
        let categories = context.categories
        let points = marks.map { m in SIMD2(context.x.pixel(of: m.x), context.y.pixel(of: m.y)) }
        let color = style.resolvedColor(categories)
        var strokeStyle = first.stroke
        if !style.explicit.contains(.stroke), let scaled = categories.lineStyle(of: first.dashCategory) {
            strokeStyle = scaled
        } else if strokeStyle.dash.isEmpty, let dash = categories.dash(of: first.dashCategory) {
            strokeStyle.dash = dash
        }
        let scale = Float(context.scale)
        let line = MarkLowering.stroke(
            MarkLowering.curves(points, first.interpolation, log: context.log), plot: context.plot, color: color,
            strokeStyle, scale: scale)
        var plain: [ScenePrimitive] = []
        if let symbol = first.symbol ?? categories.symbol(of: first.symbolCategory) {
            var symbols = SymbolBuilder()
            let d = Float((4 * (first.symbolSize ?? context.theme.pointArea) / .pi).squareRoot()) * scale
            let plot = context.plot
            for p in points where p.x.isFinite && p.y.isFinite {
                guard p.x >= plot.lo.x - 0.5, p.x <= plot.hi.x + 0.5, p.y >= plot.lo.y - 0.5, p.y <= plot.hi.y + 0.5
                else { continue }
                symbols.add(symbol, at: Vec2(Float(p.x), Float(p.y)), diameter: d, color: color)
            }
            plain += symbols.primitives
        }
        for (s, p) in zip(styles, points) where !s.annotations.isEmpty && p.x.isFinite && p.y.isFinite {
            plain += context.annotations(s.annotations, p, p)
        }
        return (line, plain)
    }

    /// A vertex drawn by itself (never: the lowering draws series), as a series of one.
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        let parts = Self.primitives(forSeries: [self], styles: [context.style], in: context)
        return parts.painted + parts.plain
    }

    // MARK: Descriptions, transitions

    /// A vertex of its series' line.
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry? {
        let name = series?.storage.first.text ?? style.category?.storage.first.text
        return AccessibleEntry(
            kind: .line, name: name, x: x.label, y: y.label,
            point: AccessiblePoint(x: x.primitive, y: y.primitive, xText: x.binText))
    }

    /// The vertex's x, where the chart's functions are read.
    var accessibleXNumber: Double? { x.number }

    /// The vertex's x and y (public form: streaming appends after the last x).
    var accessibleValues: MarkAccessibleValues? {
        guard let yv = y.primitive else { return nil }
        return MarkAccessibleValues(role: .line, xLabel: x.label, yLabel: y.label, x: x.storage.last, y: yv)
    }

    func interpolated(to target: LineMarkSpec, fraction: Double) -> LineMarkSpec? {
        var result = target
        result.x = x.mixed(target.x, fraction)
        result.y = y.mixed(target.y, fraction)
        return result
    }
}

extension LineMarkSpec: SymbolMark {
    mutating func inheritSymbol(_ symbol: BasicChartSymbolShape) {
        if self.symbol == nil, symbolCategory == nil { self.symbol = symbol }
    }
    mutating func inheritSymbolCategory(_ value: AxisValue) {
        if symbol == nil, symbolCategory == nil { symbolCategory = value }
    }
    /// A line has no 3D symbol.
    mutating func inheritSymbol3D(_ symbol: BasicChart3DSymbolShape) {}
    mutating func inheritSymbolSize(_ size: Double) { if symbolSize == nil { symbolSize = size } }
    /// Vertex symbols take no size by value.
    mutating func inheritSymbolSize(by value: AxisValue) {}

    /// A symbol by its own field without a colour category: that symbol on the line's dash under
    /// the field's value; else the colour category's line, with the dash of `.lineStyle(by:)` on
    /// the same field and the vertex symbol (its own, or by the same field) on it.
    func legendSample(style: MarkStyle, categories: Categories) -> (name: String?, sample: Legend.Sample)? {
        func sameField(_ a: AxisValue?, _ b: AxisValue?) -> Bool { a != nil && a?.label == b?.label }
        if style.category == nil, symbolCategory != nil {
            guard let symbol = categories.symbol(of: symbolCategory) else { return nil }
            return (symbolCategory?.categoryName, .symbol(symbol, line: stroke.dash))
        }
        let name = style.category.flatMap(\.categoryName)
        let dash = sameField(dashCategory, style.category) ? categories.dash(of: dashCategory) : nil
        let lineDash = dash ?? stroke.dash
        if let symbol { return (name, .symbol(symbol, line: lineDash)) }
        if sameField(symbolCategory, style.category), let symbol = categories.symbol(of: symbolCategory) {
            return (name, .symbol(symbol, line: lineDash))
        }
        return (name, .line(dash: lineDash))
    }
}

extension LineMarkSpec {
    /// The vertex joins the read-out series of its line: per `series:` value, else colour
    /// category, else y label (as the lines are drawn), read at the vertex nearest the hovered x.
    func readoutSeries(colorCategory: String?) -> [MarkReadoutSeries] {
        let key: String
        if case .single(let s) = series?.storage {
            key = s.text
        } else if let colorCategory {
            key = colorCategory
        } else {
            key = y.label
        }
        let point = x.number.flatMap { mx in y.number.map { SIMD2(mx, $0) } }
        return [.points(key, point.map { [$0] } ?? [], joinsMarks: true)]
    }
}
