import ChartMath
import ChartScene

/// The legend of categorical colours: a title and a row of swatches with names, wrapped to the
/// available width, placed below the chart.
struct Legend {
    let categories: Categories
    let text: TextStyle
    let titleText: TextStyle
    let scale: Float

    var swatch: Float { 8 * scale }
    var spacing: Float { 14 * scale }

    /// Items as (kind, width) in reading order: the title first.
    private var items: [(name: String, isTitle: Bool, width: Float)] {
        var result: [(String, Bool, Float)] = []
        if let t = categories.title { result.append((t, true, titleText.width(t))) }
        for n in categories.names { result.append((n, false, swatch + 4 * scale + text.width(n))) }
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

    /// The legend's primitives with its top-left corner at `origin`, `width` wide; rows centred
    /// when `centred`, else leading-aligned.
    func primitives(origin: Vec2, width: Float, centred: Bool) -> [ScenePrimitive] {
        guard !categories.isEmpty else { return [] }
        var labels: [TextLabel] = []
        var dots: [Vec3] = []
        var colors: [RGBA] = []
        var y = origin.y + rowHeight / 2
        var colorIndex = 0
        for row in rows(width: width) {
            let rowWidth = row.reduce(0) { $0 + $1.width } + spacing * Float(max(row.count - 1, 0))
            var x = centred ? origin.x + (width - rowWidth) / 2 : origin.x
            for item in row {
                if item.isTitle {
                    labels.append(titleText.label(item.name, at: Vec2(x, y), .leading, .center))
                } else {
                    dots.append(Vec3(x + swatch / 2, y, 0))
                    colors.append(categories.color(named: item.name) ?? Categories.color(at: colorIndex))
                    colorIndex += 1
                    labels.append(text.label(item.name, at: Vec2(x + swatch + 4 * scale, y), .leading, .center))
                }
                x += item.width + spacing
            }
            y += rowHeight
        }
        return [
            .points(PointBatch(space: .pixel, positions: dots, colors: colors, sizes: [swatch], shape: .circle)),
            .text(TextBatch(labels: labels)),
        ]
    }
}
