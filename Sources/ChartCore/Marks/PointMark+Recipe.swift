import ChartMath
import ChartScene

/// A point, the element a `PointMark` gives in a `Chart` or a `Chart3D`: every concern of the
/// point is here, as a ``ChartMark`` recipe; its style (colour, category, opacity, offset,
/// annotations) rides on the element. A run of consecutive points is one symbol batch
/// (``GroupedMark``: one key for every point, a masked point alone); `.symbolSize(by:)` sizes
/// come from all the chart's values (``ChartWideMark``). In a `Chart3D`, `Lowering3D` batches the
/// chart's points by symbol, rotation and material (`pointBatches`).
struct PointSpec: ChartMark, ChartWideMark, GroupedMark, AnnotatedMark, DescribedMark, NamedInErrors {
    var x: AxisValue
    var y: AxisValue
    var z: AxisValue?
    /// Symbol area in square points (2D, as Swift Charts) or diameter in points (3D); nil = default.
    var symbolSize: Double?
    /// Symbol diameter in points from `.symbolSize(CGSize)`; replaces `symbolSize` when set.
    var symbolDiameter: Double?
    /// The 3D symbol (default sphere).
    var symbol3D: BasicChart3DSymbolShape?
    /// `.symbolRotation(_:)`: the 3D symbol's rotation as a unit quaternion (x, y, z, w).
    var symbolRotation: SIMD4<Double>?
    /// The 2D symbol (default circle), or a category that picks one (`.symbol(by:)`).
    var symbol2D: BasicChartSymbolShape?
    var symbolCategory: AxisValue?
    /// `.symbolSize(by:)`: a value whose magnitude sets the symbol's area.
    var sizeValue: AxisValue?
    /// `.symbol { … }`: content drawn centred on the point instead of a shape.
    var customSymbol: [AnnotationNode]?

    init(x: AxisValue, y: AxisValue, z: AxisValue?) {
        self.x = x
        self.y = y
        self.z = z
    }

    var markName: String { WarningLog.name("PointMark", y.label) }
    var nameInErrors: String { "PointMark" }

    // MARK: Domains

    /// The `.symbolSize(by:)` values of the chart's points, which the size scale spans.
    static func shared(among points: [PointSpec]) -> [AxisValue] { points.compactMap(\.sizeValue) }

    func addValues(to domains: inout MarkDomains, shared: [AxisValue]) throws {
        try domains.addX(x)
        try domains.addY(y)
    }

    // MARK: 2D lowering

    static var groupsAcrossNames: Bool { true }
    static var drawsAnnotations: Bool { true }

    /// Every run of consecutive points is one batch (its symbols and colours differ within it).
    func groupKey(in context: MarkContext2D) -> Bool? { true }

    static func primitives(forGroup points: [PointSpec], styles: [MarkStyle], in context: MarkContext2D)
        -> [ScenePrimitive]
    {
        symbols(points, styles: styles, in: context, annotated: true)
    }

    /// A point drawn alone (with a mask): its annotations come from ``annotationBounds(in:)``.
    func primitives(in context: MarkContext2D, shared: [AxisValue]) -> [ScenePrimitive] {
        Self.symbols([self], styles: [context.style], in: context, annotated: false)
    }

    /// The point's symbol box in pixels, or nil when it is not drawn.
    func annotationBounds(in context: MarkContext2D) -> (lo: SIMD2<Double>, hi: SIMD2<Double>)? {
        let sizes = Self.sizes(for: [self], in: context)
        guard let pixel = Self.pixel(of: self, style: context.style, in: context) else { return nil }
        let r = Double(diameter(in: context, sizes: sizes)) / 2
        return (pixel - SIMD2(r, r), pixel + SIMD2(r, r))
    }

    /// Where the point stands in pixels, or nil outside the plot (or not finite).
    private static func pixel(of m: PointSpec, style: MarkStyle, in context: MarkContext2D) -> SIMD2<Double>? {
        let pixel = SIMD2(context.x.pixel(of: m.x), context.y.pixel(of: m.y)) + style.offset * context.scale
        let plot = context.plot
        guard pixel.x.isFinite, pixel.y.isFinite, pixel.x >= plot.lo.x - 0.5, pixel.x <= plot.hi.x + 0.5,
            pixel.y >= plot.lo.y - 0.5, pixel.y <= plot.hi.y + 0.5
        else { return nil }
        return pixel
    }

    /// The chart's `.symbolSize(by:)` scale, when one of `points` uses it.
    private static func sizes(for points: [PointSpec], in context: MarkContext2D) -> SymbolSizes? {
        guard points.contains(where: { $0.sizeValue != nil }) else { return nil }
        var sizes = SymbolSizes(scales: context.categories.styleScales)
        for v in context.chartWide.value(for: points[0]) { sizes.add(v) }
        return sizes
    }

    /// The symbol's diameter in pixels: explicit, from its area (explicit, `.symbolSize(by:)`, or
    /// the theme's).
    private func diameter(in context: MarkContext2D, sizes: SymbolSizes?) -> Float {
        let scale = Float(context.scale)
        if let d = symbolDiameter { return Float(d) * scale }
        let area = symbolSize ?? sizes?.area(of: sizeValue) ?? context.theme.pointArea
        return Float((4 * area / .pi).squareRoot()) * scale
    }

    /// The symbols of `points` (one batch per shape, `SymbolBuilder`), then their custom symbols
    /// and (when `annotated`) annotations, in order.
    private static func symbols(
        _ points: [PointSpec], styles: [MarkStyle], in context: MarkContext2D, annotated: Bool
    ) -> [ScenePrimitive] {
        let sizes = sizes(for: points, in: context)
        var symbols = SymbolBuilder()
        var notes: [ScenePrimitive] = []
        for (m, style) in zip(points, styles) {
            guard let pixel = pixel(of: m, style: style, in: context) else {
                let raw = SIMD2(context.x.pixel(of: m.x), context.y.pixel(of: m.y))
                if !raw.x.isFinite || !raw.y.isFinite { context.log.pending += 1 }
                continue
            }
            let color = style.resolvedColor(context.categories)
            let d = m.diameter(in: context, sizes: sizes)
            let centre = Vec2(Float(pixel.x), Float(pixel.y))
            let r = Double(d) / 2
            if let custom = m.customSymbol {
                // Custom content, centred on the point, in the point's colour unless it sets one.
                let layout = AnnotationLayout(scale: Float(context.scale), defaultColor: color)
                let spec = AnnotationSpec(position: .overlay, alignment: .center, spacing: 0, content: custom)
                let plot = context.plot
                notes += layout.place(
                    spec, against: centre, centre, bounds: (Vec2(plot.x0, plot.y0), Vec2(plot.x1, plot.y1)))
            } else {
                // Symbols chosen by category cycle in order of first appearance in the chart.
                let symbol = m.symbol2D ?? context.categories.symbol(of: m.symbolCategory) ?? .circle
                symbols.add(symbol, at: centre, diameter: d, color: color)
            }
            if annotated { notes += context.annotations(style.annotations, pixel - SIMD2(r, r), pixel + SIMD2(r, r)) }
        }
        return symbols.primitives + notes
    }

    // MARK: Legend, descriptions, transitions

    /// A point of its category's series; a numeric category is read as the point's colour value.
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry? {
        var q = AccessiblePoint(x: x.primitive, y: y.primitive, z: z?.number)
        var name = style.category?.storage.first.text
        if case .single(.number(let v)) = style.category?.storage {
            q.colorValue = v
            name = nil
        }
        return AccessibleEntry(kind: .point, name: name, x: x.label, y: y.label, point: q, zLabel: z?.label)
    }

    /// The point's x, where the chart's functions are read.
    var accessibleXNumber: Double? { x.number }

    /// The point's x and y (public form: streaming appends after the last x).
    var accessibleValues: MarkAccessibleValues? {
        guard let yv = y.primitive else { return nil }
        return MarkAccessibleValues(role: .point, xLabel: x.label, yLabel: y.label, x: x.storage.last, y: yv)
    }

    func interpolated(to target: PointSpec, fraction: Double) -> PointSpec? {
        var result = target
        result.x = x.mixed(target.x, fraction)
        result.y = y.mixed(target.y, fraction)
        if let z, let tz = target.z { result.z = z.mixed(tz, fraction) }
        return result
    }
}

extension PointSpec: SymbolMark {
    private var hasOwnSymbol: Bool { symbol2D != nil || symbolCategory != nil || customSymbol != nil }
    private var hasOwnSize: Bool { symbolSize != nil || symbolDiameter != nil || sizeValue != nil }

    mutating func inheritSymbol(_ symbol: BasicChartSymbolShape) { if !hasOwnSymbol { symbol2D = symbol } }
    mutating func inheritSymbolCategory(_ value: AxisValue) { if !hasOwnSymbol { symbolCategory = value } }
    mutating func inheritSymbol3D(_ symbol: BasicChart3DSymbolShape) { if symbol3D == nil { symbol3D = symbol } }
    mutating func inheritSymbolSize(_ size: Double) { if !hasOwnSize { symbolSize = size } }
    mutating func inheritSymbolSize(by value: AxisValue) { if !hasOwnSize { sizeValue = value } }

    /// A symbol by its own field, without a colour category: that symbol under the field's value;
    /// else the colour category's entry, with the symbol when both name one field (or the mark's
    /// own symbol other than a circle).
    func legendSample(style: MarkStyle, categories: Categories) -> (name: String?, sample: Legend.Sample)? {
        if style.category == nil, symbolCategory != nil {
            guard let symbol = categories.symbol(of: symbolCategory) else { return nil }
            return (symbolCategory?.categoryName, .symbol(symbol, line: nil))
        }
        let name = style.category.flatMap(\.categoryName)
        if symbolCategory != nil, symbolCategory?.label == style.category?.label,
            let symbol = categories.symbol(of: symbolCategory)
        {
            return (name, .symbol(symbol, line: nil))
        }
        if let symbol = symbol2D, symbol != .circle { return (name, .symbol(symbol, line: nil)) }
        return (name, .circle)
    }
}

extension PointSpec: DescribedMark3D {
    /// A point of the chart's last series of its category (points of one colour read as one
    /// cloud wherever they stand); a numeric category is read as the point's colour value.
    func addAccessibleSeries3D(to result: inout [AccessibleSeries], style: MarkStyle) {
        var q = AccessiblePoint(x: x.primitive, y: y.primitive, z: z?.number)
        q.label = style.accessibilityLabel
        q.value = style.accessibilityValue
        var name = style.category?.storage.first.text
        if case .single(.number(let v)) = style.category?.storage {
            q.colorValue = v
            name = nil
        }
        if let i = result.lastIndex(where: {
            $0.kind == .point && $0.name == name && $0.hidden == style.accessibilityHidden
        }) {
            result[i].points.append(q)
        } else {
            result.append(
                AccessibleSeries(
                    kind: .point, name: name, xLabel: x.label, yLabel: y.label, zLabel: z?.label,
                    categoryLabel: style.category?.label, hidden: style.accessibilityHidden, points: [q]))
        }
    }
}

extension PointSpec {
    /// Its y, named by its y label, at its distance from the pointer (points at numbers only).
    func hoverReadout(in context: MarkHoverContext) -> MarkHoverReadout? {
        guard x.number != nil, let py = y.number, let p = context.pixel(x: x, y: y) else { return nil }
        return .value(y.label, y: py, distance: context.distance(to: p))
    }
}
