import ChartMath

/// The categories of `.foregroundStyle(by:)` in order of first appearance, with palette colours.
///
/// Numeric values are not categories: as in Swift Charts they colour continuously, through the
/// viridis gradient over their range, shown by a colour bar instead of a legend.
struct Categories {
    private(set) var title: String?
    private(set) var names: [String] = []
    private var index: [String: Int] = [:]
    /// The label and range of numeric `.foregroundStyle(by:)` values, if any.
    private(set) var continuous: (title: String, range: ClosedRange<Double>)?
    /// The edges of the colour bands of a filled contour plot, increasing: the colour bar shows
    /// one swatch per band, each the colour of its lower edge.
    var bands: [Double]?

    /// Colours fixed by `.chartForegroundStyleScale`, by name.
    private var mapped: [String: RGBA] = [:]
    /// The gradient that colours numeric values (`.chartForegroundStyleScale(range: Gradient(…))`,
    /// default viridis).
    let continuousMap: ColorMap
    /// A fixed domain for numeric values (`.chartForegroundStyleScale(domain:range:)`).
    private let continuousDomain: ClosedRange<Double>?
    /// How numeric values are spaced along the gradient (`.chartForegroundStyleScale(…, type:)`).
    let continuousType: ColorScaleType
    /// The first numeric value the colour scale could not place (≤ 0 on a log scale), and how many
    /// there were: lowering throws ``ChartError/valueOutsideColorScale(label:value:count:type:)``.
    private(set) var rejected: (label: String, value: Double, count: Int)?

    /// No categories yet; the names of a `.chartForegroundStyleScale` mapping come first, in its order, with
    /// its colours.
    /// The colours of categories without a fixed one, in order (default: `Color.categoricalPalette`).
    let palette: [RGBA]

    init(
        scale: [(name: String, color: Color)]? = nil, gradient: Gradient? = nil, domain: ClosedRange<Double>? = nil,
        palette: [Color]? = nil, styleScales: StyleScales = StyleScales(), type: ColorScaleType = .linear
    ) {
        continuousType = type
        self.styleScales = styleScales
        symbolNames = styleScales.symbolNames
        dashNames = styleScales.lineStyleNames
        self.palette = (palette?.isEmpty == false ? palette! : Color.categoricalPalette).map(\.rgba)
        continuousMap = gradient?.colorMap ?? Self.defaultContinuousMap
        continuousDomain = domain
        for (name, color) in scale ?? [] where index[name] == nil {
            index[name] = names.count
            names.append(name)
            mapped[name] = color.rgba
        }
    }

    /// The gradient that colours numeric values when the chart does not give one.
    static let defaultContinuousMap = ColorMap.viridis

    mutating func add(_ value: AxisValue?) {
        guard let value, case .single(let p) = value.storage else { return }
        if case .number(let v) = p, v.isFinite {
            guard continuousType.scaleType.accepts(v) else {
                rejected = (rejected?.label ?? value.label, rejected?.value ?? v, (rejected?.count ?? 0) + 1)
                return
            }
            let range =
                continuousDomain ?? continuous.map { min($0.range.lowerBound, v)...max($0.range.upperBound, v) }
                ?? v...v
            continuous = (continuous?.title ?? value.label, range)
            return
        }
        if title == nil { title = value.label }
        let name = p.text
        if index[name] == nil {
            index[name] = names.count
            names.append(name)
        }
    }

    /// Adds the distinct names of a series or category column, in order of first appearance.
    mutating func add(title: String?, names: [String]) {
        if self.title == nil { self.title = title }
        for name in names where index[name] == nil {
            index[name] = self.names.count
            self.names.append(name)
        }
    }

    /// The palette colour of a category name.
    func color(named name: String) -> RGBA? { mapped[name] ?? index[name].map(color(at:)) }

    func color(of value: AxisValue?) -> RGBA? {
        guard let value, case .single(let p) = value.storage else { return nil }
        if case .number(let v) = p, let c = continuous {
            // A value the scale cannot place (lowering has thrown for it) takes no colour.
            guard let t = continuousType.mapping(c.range).fraction(v) else { return nil }
            return continuousMap.color(at: Float(t))
        }
        return color(named: p.text)
    }

    /// Throws for a numeric value the continuous colour scale cannot place, or a scale that cannot
    /// place any (a domain ≤ 0 on a log scale, a threshold ≤ 0).
    func validateContinuous() throws {
        if let r = rejected {
            throw ChartError.valueOutsideColorScale(
                label: r.label, value: r.value, count: r.count, type: continuousType.name)
        }
        if let c = continuous, let problem = continuousType.mapping(c.range).problem {
            throw ChartError.invalidColorScale(
                lower: c.range.lowerBound, upper: c.range.upperBound, reason: problem)
        }
    }

    /// The palette colour of the `i`th category (the palette repeats).
    func color(at i: Int) -> RGBA { palette[i % palette.count] }

    var isEmpty: Bool { names.isEmpty }

    /// How many categories take their colour from the palette (those without a fixed colour).
    var paletteColouredCount: Int { names.count - names.filter { mapped[$0] != nil }.count }

    /// The values of `.symbol(by:)` and `.lineStyle(by:)`, in order of first appearance.
    private(set) var symbolNames: [String] = []
    private(set) var dashNames: [String] = []
    /// `.chartSymbolScale`, `.chartSymbolSizeScale` and `.chartLineStyleScale` (see `SymbolScales.swift`).
    let styleScales: StyleScales

    /// Adds legend entries that do not pick colours: every name drawn in `color` (the categories of
    /// a `.symbol(by:)` used without `.foregroundStyle(by:)`).
    mutating func addFixed(title: String?, names: [String], color: RGBA) {
        if self.title == nil { self.title = title }
        for name in names where index[name] == nil {
            index[name] = self.names.count
            self.names.append(name)
            mapped[name] = color
        }
    }

    mutating func addSymbol(_ value: AxisValue?) {
        if let name = value?.categoryName, !symbolNames.contains(name) { symbolNames.append(name) }
    }

    mutating func addDash(_ value: AxisValue?) {
        if let name = value?.categoryName, !dashNames.contains(name) { dashNames.append(name) }
    }

    /// The symbol `.symbol(by:)` gives a value: the symbols cycle in order of first appearance.
    func symbol(of value: AxisValue?) -> BasicChartSymbolShape? {
        guard let name = value?.categoryName, symbolNames.contains(name) else { return nil }
        return styleScales.symbol(name, in: symbolNames)
    }

    /// The dash pattern `.lineStyle(by:)` gives a value, in points.
    func dash(of value: AxisValue?) -> [Double]? {
        guard let name = value?.categoryName, let i = dashNames.firstIndex(of: name) else { return nil }
        if let style = styleScales.lineStyle(name, in: dashNames) { return style.dash }
        let unmapped = dashNames.filter { n in !styleScales.lineStyles.contains { $0.name == n } }
        return Self.dashCycle[(unmapped.firstIndex(of: name) ?? i) % Self.dashCycle.count]
    }

    /// The whole stroke `.chartLineStyleScale` gives a `.lineStyle(by:)` value, if it gives one.
    func lineStyle(of value: AxisValue?) -> StrokeStyle? {
        guard let name = value?.categoryName, dashNames.contains(name) else { return nil }
        return styleScales.lineStyle(name, in: dashNames)
    }

    /// The dash patterns of `.lineStyle(by:)`, in order: solid, dashed, dotted, dash-dot, long
    /// dashes, dash-dot-dot — told apart without colour, so series stay distinct for readers who
    /// cannot tell the palette's colours apart.
    static let dashCycle: [[Double]] = [[], [6, 3], [1, 4], [8, 3, 1, 4], [12, 4], [6, 3, 1, 4, 1, 4]]
}

extension MarkStyle {
    /// The mark's colour: explicit, by category, or the accent colour; with its opacity.
    func resolvedColor(_ categories: Categories) -> RGBA {
        let base = color?.rgba ?? categories.color(of: category) ?? Color.accentColor.rgba
        return base.withAlpha(multipliedBy: Float(opacity))
    }
}
