import ChartMath
import ChartScene

/// The legend of categorical colours: a title and an entry per category — a sample of the mark
/// (a symbol, a short line, a dashed line, a filled square) and its name. Laid out as rows wrapped
/// to the available width (above or below the plot) or as one column (beside it).
struct Legend {
    /// What an entry shows before its name.
    enum Sample: Equatable {
        /// A dot: points, sectors, and the default.
        case circle
        /// A filled rounded square: bars, areas, rectangles.
        case square
        /// A short line with the series' dash pattern (points): lines.
        case line(dash: [Double])
        /// The series' symbol, on a short line when the series is a line.
        case symbol(BasicChartSymbolShape, line: [Double]?)

        /// Which sample wins when several marks share a category: symbols, then lines, then squares.
        var rank: Int {
            switch self {
            case .circle: 0
            case .square: 1
            case .line: 2
            case .symbol: 3
            }
        }
    }

    let categories: Categories
    let text: TextStyle
    let titleText: TextStyle
    let scale: Float
    /// The sample of each category name; a dot when missing.
    var samples: [String: Sample] = [:]

    var swatch: Float { 8 * scale }
    var spacing: Float { 14 * scale }
    var lineSampleWidth: Float { 20 * scale }

    /// The samples of the categories of `.foregroundStyle(by:)`, from the marks that use them;
    /// registers the symbol and dash orders of `.symbol(by:)` and `.lineStyle(by:)` in `categories`.
    static func samples(for elements: [ChartElement], categories: inout Categories) -> [String: Sample] {
        for e in elements {
            let c = e.recipe
            categories.addSymbol((c.mark as? any SymbolMark)?.symbolCategory)
            categories.addDash((c.mark as? any DashCategoryMark)?.dashCategory)
        }
        addSymbolLegend(for: elements, categories: &categories)
        var result: [String: Sample] = [:]
        func offer(_ name: String?, _ sample: Sample) {
            guard let name else { return }
            if let old = result[name], old.rank >= sample.rank { return }
            result[name] = sample
        }
        for e in elements {
            let c = e.recipe
            if let entries = c.mark as? any LegendEntriesMark {
                for entry in entries.legendEntries(style: c.style) { offer(entry.name, entry.sample) }
            } else if let symbolic = c.mark as? any SymbolMark {
                if let entry = symbolic.legendSample(style: c.style, categories: categories) {
                    offer(entry.name, entry.sample)
                }
            } else {
                offer(c.style.category.flatMap(\.categoryName), c.mark.legendSample.legend)
            }
        }
        return result
    }

    /// Symbols by a field without colours by category: the legend lists the symbols, in the marks'
    /// own colour (as Swift Charts does).
    private static func addSymbolLegend(for elements: [ChartElement], categories: inout Categories) {
        guard categories.isEmpty, !categories.symbolNames.isEmpty else { return }
        var title: String?
        var color = Color.accentColor.rgba
        for e in elements {
            if let field = (e.recipe.mark as? any SymbolMark)?.symbolCategory {
                title = field.label
                color = e.style.color?.rgba ?? color
                break
            }
        }
        categories.addFixed(title: title, names: categories.symbolNames, color: color)
    }

    private func sampleWidth(_ name: String) -> Float {
        switch samples[name] ?? .circle {
        case .circle, .square, .symbol(_, line: nil): swatch
        case .line, .symbol: lineSampleWidth
        }
    }

    /// Items as (kind, width) in reading order: the title first.
    private var items: [(name: String, isTitle: Bool, width: Float)] {
        var result: [(String, Bool, Float)] = []
        if let t = categories.title { result.append((t, true, titleText.width(t))) }
        for n in categories.names { result.append((n, false, sampleWidth(n) + 4 * scale + text.width(n))) }
        return result
    }

    /// Rows of items wrapped to `width`.
    private func rows(width: Float) -> [[(name: String, isTitle: Bool, width: Float)]] {
        var rows: [[(name: String, isTitle: Bool, width: Float)]] = [[]]
        var x: Float = 0
        for item in items {
            if x > 0, x + item.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append(item)
            x += item.width + spacing
        }
        return rows
    }

    private var rowHeight: Float { max(text.lineHeight, titleText.lineHeight) + 2 * scale }

    /// Height of the legend when wrapped to `width`.
    func height(width: Float) -> Float { categories.isEmpty ? 0 : Float(rows(width: width).count) * rowHeight }

    /// Size of the legend as one column: the title above one entry per line.
    var columnSize: Vec2 {
        guard !categories.isEmpty else { return .zero }
        let list = items
        return Vec2(list.map(\.width).max() ?? 0, Float(list.count) * rowHeight)
    }

    /// The legend as a block: one column (`vertical`), or rows wrapped to `width` and aligned in it.
    func block(vertical: Bool, width: Float, alignment: HorizontalAlignment) -> AnnotationLayout.Laid {
        if vertical {
            return AnnotationLayout.Laid(size: columnSize) { origin in
                self.primitives(origin: origin, rows: self.items.map { [$0] }, width: 0, alignment: .leading)
            }
        }
        let wrapped = rows(width: width)
        let used = wrapped.map(rowWidth).max() ?? 0
        return AnnotationLayout.Laid(size: Vec2(used, height(width: width))) { origin in
            self.primitives(origin: origin, rows: wrapped, width: used, alignment: alignment)
        }
    }

    private func rowWidth(_ row: [(name: String, isTitle: Bool, width: Float)]) -> Float {
        row.reduce(0) { $0 + $1.width } + spacing * Float(max(row.count - 1, 0))
    }

    /// The legend's primitives with its top-left corner at `origin`, `width` wide; rows centred
    /// when `centred`, else leading-aligned.
    func primitives(origin: Vec2, width: Float, centred: Bool) -> [ScenePrimitive] {
        primitives(origin: origin, rows: rows(width: width), width: width, alignment: centred ? .center : .leading)
    }

    private func primitives(
        origin: Vec2, rows: [[(name: String, isTitle: Bool, width: Float)]], width: Float,
        alignment: HorizontalAlignment
    ) -> [ScenePrimitive] {
        guard !categories.isEmpty else { return [] }
        var labels: [TextLabel] = []
        var dots: [Vec3] = []
        var colors: [RGBA] = []
        var shapes: [ScenePrimitive] = []
        var symbols = SymbolBuilder()
        var y = origin.y + rowHeight / 2
        var colorIndex = 0
        for row in rows {
            let free = width - rowWidth(row)
            var x: Float
            switch alignment {
            case .leading: x = origin.x
            case .center: x = origin.x + free / 2
            case .trailing: x = origin.x + free
            }
            for item in row {
                if item.isTitle {
                    labels.append(titleText.label(item.name, at: Vec2(x, y), .leading, .center))
                } else {
                    let color = categories.color(named: item.name) ?? categories.color(at: colorIndex)
                    colorIndex += 1
                    let w = sampleWidth(item.name)
                    switch samples[item.name] ?? .circle {
                    case .circle:
                        dots.append(Vec3(x + swatch / 2, y, 0))
                        colors.append(color)
                    case .square:
                        shapes.append(
                            .path(
                                AnnotationLayout.roundedRectPath(
                                    Vec2(x, y - swatch / 2), Vec2(swatch, swatch), radius: 1.5 * scale, color: color)))
                    case .line(let dash):
                        shapes.append(line(from: x, to: x + w, y: y, dash: dash, color: color))
                    case .symbol(let symbol, let dash):
                        if let dash { shapes.append(line(from: x, to: x + w, y: y, dash: dash, color: color)) }
                        symbols.add(symbol, at: Vec2(x + w / 2, y), diameter: swatch * 1.1, color: color)
                    }
                    labels.append(text.label(item.name, at: Vec2(x + w + 4 * scale, y), .leading, .center))
                }
                x += item.width + spacing
            }
            y += rowHeight
        }
        var result: [ScenePrimitive] = shapes
        if !dots.isEmpty {
            result.append(
                .points(PointBatch(space: .pixel, positions: dots, colors: colors, sizes: [swatch], shape: .circle)))
        }
        return result + symbols.primitives + [.text(TextBatch(labels: labels))]
    }

    private func line(from x0: Float, to x1: Float, y: Float, dash: [Double], color: RGBA) -> ScenePrimitive {
        .lines(
            LineBatch(
                space: .pixel, vertices: [Vec3(x0, y, 0), Vec3(x1, y, 0)], color: color, width: 2 * scale,
                dash: dash.map { Float($0) * scale }))
    }
}

extension AxisValue {
    /// The single value as a legend name (any kind of value).
    var categoryName: String? {
        if case .single(let p) = storage { return p.text }
        return nil
    }
}
