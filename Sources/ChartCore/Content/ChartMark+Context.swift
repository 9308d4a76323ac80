import ChartMath
import ChartScene

/// The values the marks of a 2D chart put on its axes, collected before the domains are decided.
/// A ``ChartMark`` adds its values in ``ChartMark/addValues(to:)-(MarkDomains)``; the first values
/// added name the axes (their labels become the axis titles, unless the chart sets its own).
public struct MarkDomains {
    var x: AxisDomainRequest
    var y: AxisDomainRequest
    var titles: (x: String?, y: String?)
    /// Titles taken only when no mark names the axis (rectangles and bands: the data marks name
    /// the axes).
    var fallbackTitles: (x: String?, y: String?) = (nil, nil)
    let markName: String
    /// What the chart's ``ChartWideMark``s share.
    var chartWide = ChartWideValues()
    /// The edges of the colour bands a filled mark draws (a filled ``ContourPlot``): the colour bar
    /// then shows one swatch per band instead of a gradient.
    var colorBands: [Double]?
    /// Colour categories of the mark's own (a vectorized plot's `.foregroundStyle(by:)` or
    /// series), each with its title, added after the mark's style category.
    var categoryNames: [(title: String?, names: [String])] = []
    /// Numbers on the chart's continuous colour scale that belong to no style category (a density
    /// plot's provisional count range, for the colour bar's room).
    var colorValues: [AxisValue] = []

    /// Adds a value on the x axis: a number, a date, a category, or both ends of a range.
    /// Throws ``ChartError/mixedValueTypes(axis:mark:label:)`` when categories and numbers meet
    /// on the axis.
    public mutating func addX<V: Plottable>(_ value: PlottableValue<V>) throws {
        titles.x = titles.x ?? value.label
        try x.add(value.erased, mark: markName)
    }

    /// Adds a value on the y axis, as ``addX(_:)`` does on x.
    public mutating func addY<V: Plottable>(_ value: PlottableValue<V>) throws {
        titles.y = titles.y ?? value.label
        try y.add(value.erased, mark: markName)
    }

    /// Adds an erased value on x (built-in marks); `titled: false` leaves the axis title to others.
    mutating func addX(_ value: AxisValue, titled: Bool = true) throws {
        if titled { titles.x = titles.x ?? value.label }
        try x.add(value, mark: markName)
    }

    /// Adds an erased value on y (built-in marks), as ``addX(_:titled:)``.
    mutating func addY(_ value: AxisValue, titled: Bool = true) throws {
        if titled { titles.y = titles.y ?? value.label }
        try y.add(value, mark: markName)
    }

    /// Adds the values of a custom mark to the chart's requests, and its category to the colours.
    static func add(
        _ mark: CustomMark, x: inout AxisDomainRequest, y: inout AxisDomainRequest,
        titles: inout (x: String?, y: String?), fallbackTitles: inout (x: String?, y: String?),
        categories: inout Categories, chartWide: ChartWideValues
    ) throws {
        // Moved out and back so that the value arrays are not copied.
        var domains = MarkDomains(
            x: x, y: y, titles: titles, fallbackTitles: fallbackTitles, markName: mark.nameInErrors,
            chartWide: chartWide)
        x.dataValues = []
        y.dataValues = []
        try mark.mark.addValues(to: &domains)
        (x, y, titles, fallbackTitles) = (domains.x, domains.y, domains.titles, domains.fallbackTitles)
        categories.add(mark.style.category)
        for c in domains.categoryNames { categories.add(title: c.title, names: c.names) }
        for v in domains.colorValues { categories.add(v) }
        if let bands = domains.colorBands { categories.bands = bands }
    }
}

/// What a ``ChartMark``'s strokes are clipped to.
public enum MarkClipping: Sendable, Equatable {
    /// The plot area (lines and curves: the default).
    case plot
    /// The whole chart: a stroke at the plot's edge (a rule, an error bar) is drawn whole.
    case chart
}

/// Where a ``ChartMark`` is drawn in a 2D chart: the mapping from values to pixels, the plot
/// area, the mark's colour and the chart's scale factor. Pixel coordinates run from the chart's
/// top-left corner, y down; lengths given in points are multiplied by ``scale``.
public struct MarkContext2D {
    let x: PlotAxis
    let y: PlotAxis
    let plot: PlotRect
    let theme: Theme
    let categories: Categories
    let style: MarkStyle
    let log: WarningLog
    /// What the chart's ``ChartWideMark``s share.
    var chartWide = ChartWideValues()
    /// The whole chart's size in pixels, the bounds of strokes clipped to ``MarkClipping/chart``
    /// (nil: the plot area).
    var chartSize: SIMD2<Double>? = nil
    /// The mark's place among the chart's marks of its type in declaration order, where its
    /// ``ChartWideMark`` shared value lists them (nil: lowered apart from the chart, in a mask).
    var chartWideIndex: Int? = nil

    /// Pixels per point (2 for a chart rendered at `scale = 2`).
    public let scale: Double

    /// The plot area's top-left corner in pixels.
    public var plotMinimum: SIMD2<Double> { plot.lo }
    /// The plot area's bottom-right corner in pixels.
    public var plotMaximum: SIMD2<Double> { plot.hi }

    /// The mark's colour: its own (`.foregroundStyle(_:)`), its category's palette colour
    /// (`.foregroundStyle(by:)`), or the accent colour; with its opacity applied.
    public var color: RGBA { style.resolvedColor(categories) }

    /// The colour of text and guides of the chart's theme (annotations, labels).
    public var textColor: RGBA { theme.titleColor }

    /// The colour of a category of the chart (`.foregroundStyle(by:)` or the chart's
    /// `chartForegroundStyleScale`), or nil when no mark uses that category.
    public func color(forCategory name: String) -> RGBA? { categories.color(named: name) }

    /// The annotations `specs` of a mark whose pixel rectangle is `lo…hi`, kept inside the plot
    /// area (as ``MarkLowering`` places every mark's).
    func annotations(_ specs: [AnnotationSpec], _ lo: SIMD2<Double>, _ hi: SIMD2<Double>) -> [ScenePrimitive] {
        guard !specs.isEmpty else { return [] }
        let layout = AnnotationLayout(scale: Float(scale), defaultColor: theme.titleColor, textScale: theme.textScale)
        let bounds = (Vec2(plot.x0, plot.y0), Vec2(plot.x1, plot.y1))
        return specs.flatMap {
            layout.place(
                $0, against: Vec2(Float(lo.x), Float(lo.y)), Vec2(Float(hi.x), Float(hi.y)), bounds: bounds)
        }
    }

    /// The context of another mark of a group (``GroupedMark``): its style, the same chart.
    func restyled(_ style: MarkStyle) -> MarkContext2D {
        MarkContext2D(
            x: x, y: y, plot: plot, theme: theme, categories: categories, style: style, log: log,
            chartWide: chartWide, chartSize: chartSize, chartWideIndex: chartWideIndex, scale: scale)
    }

    /// The pixel x of a value on the x axis: a number, a date, or a category's band centre; NaN
    /// when the value does not belong on the axis (a number outside a log scale's domain).
    public func pixelX<V: Plottable>(_ value: PlottableValue<V>) -> Double { x.pixel(of: value.erased) }

    /// The pixel y of a value on the y axis, as ``pixelX(_:)`` on x.
    public func pixelY<V: Plottable>(_ value: PlottableValue<V>) -> Double { y.pixel(of: value.erased) }

    /// The pixel position of (x, y), or nil — counted as a skipped value in the chart's warnings —
    /// when either is not finite there.
    public func pixel<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) -> SIMD2<Double>? {
        let p = SIMD2(pixelX(x), pixelY(y))
        guard p.x.isFinite, p.y.isFinite else {
            log.pending += 1
            return nil
        }
        return p
    }

    /// The pixel position of erased values (built-in marks), as ``pixel(x:y:)``.
    func pixel(x v: AxisValue, y w: AxisValue) -> SIMD2<Double>? {
        let p = SIMD2(x.pixel(of: v), y.pixel(of: w))
        guard p.x.isFinite, p.y.isFinite else {
            log.pending += 1
            return nil
        }
        return p
    }

    /// The width in pixels of one category's band on x (0 on a numeric axis).
    public var xBandWidth: Double { x.bandWidth }
    /// The height in pixels of one category's band on y (0 on a numeric axis).
    public var yBandWidth: Double { y.bandWidth }

    /// Polylines (pixel positions) as one line batch, in `color` (default: the mark's colour) and
    /// `style` (width and dashes in points; default 1 point, solid), clipped to the plot area or,
    /// with `clipping: .chart`, to the whole chart (rules and error bars at the plot's edge drawn
    /// whole, as Swift Charts draws them).
    public func stroke(
        _ polylines: [[SIMD2<Double>]], color: RGBA? = nil, style: StrokeStyle = StrokeStyle(lineWidth: 1),
        clipping: MarkClipping = .plot
    ) -> [ScenePrimitive] {
        let bounds = clipping == .chart ? chartSize.map { (SIMD2<Double>(0, 0), $0) } : nil
        return MarkLowering.stroke(
            polylines, plot: plot, color: color ?? self.color, style, scale: Float(scale), within: bounds)
    }

    /// Symbols centred at pixel positions inside the plot area, in `color` (default: the mark's
    /// colour); `area` in square points (default: the theme's point size, 30 by default).
    public func symbols(
        at positions: [SIMD2<Double>], shape: BasicChartSymbolShape = .circle, area: Double? = nil,
        color: RGBA? = nil
    ) -> [ScenePrimitive] {
        var builder = SymbolBuilder()
        let d = Float((4 * (area ?? theme.pointArea) / .pi).squareRoot() * scale)
        let plot = self.plot
        for p in positions
        where p.x >= plot.lo.x - 0.5 && p.x <= plot.hi.x + 0.5 && p.y >= plot.lo.y - 0.5 && p.y <= plot.hi.y + 0.5 {
            builder.add(shape, at: Vec2(Float(p.x), Float(p.y)), diameter: d, color: color ?? self.color)
        }
        return builder.primitives
    }
}
