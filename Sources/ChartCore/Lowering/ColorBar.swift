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

    var barWidth: Float { 12 * scale }
    var gap: Float { 4 * scale }

    private var ticks: [Tick] {
        AxisScale(type: .linear, start: range.lowerBound, end: range.upperBound).ticks(target: 5)
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
        // One quad per colour stop interval (plus subdivisions for smoothness), bottom = low values.
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
        var prims: [ScenePrimitive] = [
            .mesh(TriangleMesh(space: .pixel, positions: positions, colors: colors, indices: indices))
        ]
        let outline = [
            Vec3(x0, top, 0), Vec3(x1, top, 0), Vec3(x1, top + barHeight, 0), Vec3(x0, top + barHeight, 0),
            Vec3(x0, top, 0),
        ]
        var tickLines: [Vec3] = []
        var tickStarts: [Int] = []
        var labels: [TextLabel] = []
        let span = range.upperBound - range.lowerBound
        for t in ticks where t.isMajor && span > 0 {
            let y = top + barHeight * Float(1 - (t.value - range.lowerBound) / span)
            tickStarts.append(tickLines.count)
            tickLines += [Vec3(x1, y, 0), Vec3(x1 + gap, y, 0)]
            labels.append(text.label(t.label, at: Vec2(x1 + gap * 2, y), .leading, .center))
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
}
