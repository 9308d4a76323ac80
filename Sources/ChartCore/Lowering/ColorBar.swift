import ChartMath
import ChartScene

/// A colour bar: the gradient that encodes a continuous value (surface height, a numeric
/// `.foregroundStyle(by:)`), with ticks, labels and a title, drawn in pixels beside the chart.
struct ColorBar {
    let title: String?
    let map: ColorMap
    let range: ClosedRange<Double>
    let text: TextStyle
    let titleText: TextStyle
    let scale: Float
    /// The edges of discrete colour bands (a filled contour plot), increasing: the bar then shows one
    /// swatch per band, each the colour of its lower edge, spanning the first to the last edge, with
    /// the inner edges (the levels) labelled. nil: a smooth gradient over `range`.
    var bands: [Double]?
    /// How values are spaced along the bar (`.chartForegroundStyleScale(…, type:)`): a log bar has
    /// its decades evenly spaced, with minor ticks between them.
    var type: ColorScaleType = .linear
    /// Where values fall along the bar when that is neither linear nor logarithmic (a density
    /// plot's equalised histogram): increasing values with their places 0…1, interpolated
    /// linearly; the gradient stays even and the ticks are the values at fifths of the bar.
    var stops: [ColorBarStop]?

    var barWidth: Float { 12 * scale }
    var gap: Float { 4 * scale }

    /// The banded mode's edges, when there are at least two.
    private var edges: [Double]? { bands.flatMap { $0.count >= 2 && $0.last! > $0.first! ? $0 : nil } }

    /// The bar's span of values: the bands' outer edges, or the range.
    private var span: ClosedRange<Double> { edges.map { $0.first!...$0.last! } ?? range }

    /// The ticks: the inner band edges, or nice values over the range (minor ones unlabelled).
    private var ticks: [(value: Double, label: String, isMajor: Bool)] {
        if let edges { return edges.dropFirst().dropLast().map { ($0, ContourLabelPlacement.text($0), true) } }
        if let stops { return DensityShader.ticks(stops).map { ($0, ContourLabelPlacement.text($0), true) } }
        let ticks = type.mapping(range).ticks(target: 5)
        // A linear bar keeps its major ticks only, as before.
        return ticks.filter { $0.isMajor || type != .linear }.map { ($0.value, $0.label, $0.isMajor) }
    }

    /// Where `value` falls along the bar, 0 (bottom) … 1 (top).
    private func position(_ value: Double) -> Double {
        if let stops { return DensityShader.interpolate(value, stops) ?? 0 }
        return type.mapping(span).fraction(value) ?? 0
    }

    /// Width taken beside the chart: bar, tick marks and labels, or the title if wider.
    var width: Float {
        let labels = ticks.map { text.width($0.label) }.max() ?? 0
        return max(barWidth + gap * 2 + labels, title.map { titleText.width($0) } ?? 0)
    }

    /// Height of the title line above the bar.
    /// Height above the bar: the title line, and room for the top tick label (centred on the bar's end).
    var titleHeight: Float { (title == nil ? 0 : titleText.lineHeight + gap) + text.lineHeight / 2 }

    /// The bar's primitives with its top-left corner (title included) at `origin`, `height` tall.
    func primitives(origin: Vec2, height: Float) -> [ScenePrimitive] {
        let top = origin.y + titleHeight
        let barHeight = max(height - titleHeight - text.lineHeight / 2, 8 * scale)
        let x0 = origin.x
        let x1 = origin.x + barWidth
        var prims = swatches(x0: x0, x1: x1, top: top, height: barHeight)
        let outline = [
            Vec3(x0, top, 0), Vec3(x1, top, 0), Vec3(x1, top + barHeight, 0), Vec3(x0, top + barHeight, 0),
            Vec3(x0, top, 0),
        ]
        var tickLines: [Vec3] = []
        var tickStarts: [Int] = []
        var labels: [TextLabel] = []
        for t in ticks where span.upperBound > span.lowerBound {
            let y = top + barHeight * Float(1 - position(t.value))
            tickStarts.append(tickLines.count)
            tickLines += [Vec3(x1, y, 0), Vec3(x1 + (t.isMajor ? gap : gap / 2), y, 0)]
            if t.isMajor { labels.append(text.label(t.label, at: Vec2(x1 + gap * 2, y), .leading, .center)) }
        }
        if let title { labels.append(titleText.label(title, at: Vec2(x0, origin.y), .leading, .top)) }
        prims.append(
            .lines(LineBatch(space: .pixel, vertices: outline, color: RGBA(hex: 0x8E8E93), width: 1 * scale)))
        if !tickLines.isEmpty {
            prims.append(
                .lines(
                    LineBatch(
                        space: .pixel, vertices: tickLines, starts: tickStarts, color: RGBA(hex: 0x8E8E93),
                        width: 1 * scale)))
        }
        prims.append(.text(TextBatch(labels: labels)))
        return prims
    }

    /// The bar's colours: one quad per band, or a gradient in 64 steps; bottom = low values.
    private func swatches(x0: Float, x1: Float, top: Float, height barHeight: Float) -> [ScenePrimitive] {
        if let edges {
            let colorScale = type.mapping(range)
            return edges.indices.dropLast().map { k in
                let y0 = top + barHeight * Float(1 - position(edges[k]))
                let y1 = top + barHeight * Float(1 - position(edges[k + 1]))
                let c = map.color(at: Float(colorScale.fraction(edges[k]) ?? 0))
                return .mesh(
                    TriangleMesh(
                        space: .pixel, positions: [Vec3(x0, y0, 0), Vec3(x1, y0, 0), Vec3(x1, y1, 0), Vec3(x0, y1, 0)],
                        colors: [c, c, c, c], indices: [0, 1, 2, 0, 2, 3]))
            }
        }
        var positions: [Vec3] = []
        var colors: [RGBA] = []
        var indices: [UInt32] = []
        let steps = 64
        for i in 0...steps {
            let t = Float(i) / Float(steps)
            let y = top + barHeight * (1 - t)
            let c = map.color(at: t)
            positions += [Vec3(x0, y, 0), Vec3(x1, y, 0)]
            colors += [c, c]
            if i > 0 {
                let k = UInt32(2 * i)
                indices += [k - 2, k - 1, k + 1, k - 2, k + 1, k]
            }
        }
        return [.mesh(TriangleMesh(space: .pixel, positions: positions, colors: colors, indices: indices))]
    }
}
