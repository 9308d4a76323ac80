import ChartMath

/// The symbol, symbol-size and line-style scales of a 2D chart, as `chartSymbolScale`,
/// `chartSymbolSizeScale` and `chartLineStyleScale` leave them (see `SymbolScales.swift` for how
/// they resolve a value).
struct StyleScales: Sendable {
    /// `.chartSymbolScale(_:)` / `(domain:range:)`: symbols fixed by category name, in order.
    var symbols: [(name: String, symbol: BasicChartSymbolShape)] = []
    /// `.chartSymbolScale(range:)`: the symbols other categories cycle through (nil: the default cycle).
    var symbolRange: [BasicChartSymbolShape]?
    /// `.chartLineStyleScale(_:)` / `(domain:range:)`: strokes fixed by category name, in order.
    var lineStyles: [(name: String, style: StrokeStyle)] = []
    /// `.chartLineStyleScale(range:)`: the strokes other categories cycle through (nil: the dash cycle).
    var lineStyleRange: [StrokeStyle]?
    /// `.chartSymbolSizeScale(_:)`: symbol areas in square points, by category name, in order.
    var sizes: [(name: String, area: Double)] = []
    /// `.chartSymbolSizeScale(domain:range:)` with category names: their order, spread over `sizeRange`.
    var sizeNames: [String] = []
    /// The numeric values that map to the ends of `sizeRange` (nil: the values' own extent).
    var sizeDomain: ClosedRange<Double>?
    /// The symbol areas, in square points, that the size domain spans (nil: 10…300).
    var sizeRange: ClosedRange<Double>?
    /// How numeric sizes are spaced between the ends of the range (nil: linearly).
    var sizeType: ScaleType?
}

extension Chart {
    private func styleScales(_ change: (inout StyleScales) -> Void) -> Chart {
        modified { change(&$0.styleScales) }
    }

    /// Fixed symbols for the categories of `.symbol(by:)`: `["Adelie": .circle, "Gentoo": .square]`.
    /// The legend lists the names first, in this order, with these symbols; other categories take
    /// the symbols of the cycle (or of `chartSymbolScale(range:)`) that the mapping leaves unused.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(
        _ mapping: KeyValuePairs<DataValue, S>
    ) -> Chart {
        let pairs = mapping.map { (name: $0.key.primitivePlottable.text, symbol: $0.value.basicSymbol) }
        return styleScales { $0.symbols = pairs }
    }

    /// Fixed symbols for categories given as two lists, names and symbols, in order (the symbols
    /// repeat when there are fewer of them than names). An empty `range` keeps the default symbols.
    public func chartSymbolScale<DataValue: Plottable>(
        domain: [DataValue], range: [any ChartSymbolShape]
    ) -> Chart {
        guard !range.isEmpty else { return self }
        let pairs = domain.enumerated().map {
            (name: $0.element.primitivePlottable.text, symbol: range[$0.offset % range.count].basicSymbol)
        }
        return styleScales { $0.symbols = pairs }
    }

    /// The symbols `.symbol(by:)` gives categories in order of first appearance, instead of
    /// circle, square, triangle, diamond, pentagon, plus, cross, asterisk; they repeat when there
    /// are more categories. An empty `range` keeps the default cycle.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> Chart {
        guard !range.isEmpty else { return self }
        let symbols = range.map(\.basicSymbol)
        return styleScales { $0.symbolRange = symbols }
    }

    /// Fixed strokes (width in points, dash pattern) for the categories of `.lineStyle(by:)`:
    /// `["Model": StrokeStyle(lineWidth: 2, dash: [6, 3]), "Measured": StrokeStyle(lineWidth: 2)]`.
    /// The legend lists the names first, in this order, with these dashes. A mark's own
    /// `.lineStyle(_:)` wins over the scale.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> Chart {
        let pairs = mapping.map { (name: $0.key.primitivePlottable.text, style: $0.value) }
        return styleScales { $0.lineStyles = pairs }
    }

    /// Fixed strokes for categories given as two lists, names and strokes, in order (the strokes
    /// repeat when there are fewer of them than names). An empty `range` keeps the default dashes.
    public func chartLineStyleScale<DataValue: Plottable>(domain: [DataValue], range: [StrokeStyle]) -> Chart {
        guard !range.isEmpty else { return self }
        let pairs = domain.enumerated().map {
            (name: $0.element.primitivePlottable.text, style: range[$0.offset % range.count])
        }
        return styleScales { $0.lineStyles = pairs }
    }

    /// The strokes `.lineStyle(by:)` gives categories in order of first appearance, instead of the
    /// dash cycle (solid, dashed, dotted, …); they repeat when there are more categories. An empty
    /// `range` keeps the default cycle.
    public func chartLineStyleScale(range: [StrokeStyle]) -> Chart {
        guard !range.isEmpty else { return self }
        return styleScales { $0.lineStyleRange = range }
    }

    /// Fixed symbol areas, in square points, for the categories of `.symbolSize(by:)`:
    /// `["Small": 20, "Large": 200]`. Categories left out keep the default area (30).
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, Double>) -> Chart {
        let pairs = mapping.map { (name: $0.key.primitivePlottable.text, area: $0.value) }
        return styleScales { $0.sizes = pairs }
    }

    /// Symbol areas for numeric `.symbolSize(by:)` values: `domain` (data units) maps onto `range`
    /// (square points), spaced by `type` (nil: linear; `.log`, `.squareRoot`, `.power(exponent:)`,
    /// `.symmetricLog` space the values as an axis of that type would). Values outside the domain
    /// take the area of its nearer end. Without this the values' own extent maps onto 10…300.
    /// Lowering throws ``ChartError/invalidSymbolSizeScale(lower:upper:reason:)`` for a domain
    /// that is not finite with lower < upper (and > 0 on a log scale) or a range that is not finite
    /// and ≥ 0.
    public func chartSymbolSizeScale(
        domain: ClosedRange<Double>, range: ClosedRange<Double>, type: ScaleType? = nil
    ) -> Chart {
        styleScales {
            $0.sizeDomain = domain
            $0.sizeRange = range
            $0.sizeType = type
        }
    }

    /// Symbol areas, in square points, that the extent of numeric `.symbolSize(by:)` values maps
    /// onto (default 10…300), spaced by `type` (nil: linear).
    public func chartSymbolSizeScale(range: ClosedRange<Double>, type: ScaleType? = nil) -> Chart {
        styleScales {
            $0.sizeRange = range
            $0.sizeType = type
        }
    }

    /// Symbol areas for categories of `.symbolSize(by:)`: the names in `domain`, in order, are
    /// spread evenly from the smallest area of `range` to the largest (square points).
    public func chartSymbolSizeScale<DataValue: Plottable>(
        domain: [DataValue], range: ClosedRange<Double>
    ) -> Chart {
        let names = domain.map(\.primitivePlottable.text)
        return styleScales {
            $0.sizeNames = names
            $0.sizeRange = range
        }
    }
}
