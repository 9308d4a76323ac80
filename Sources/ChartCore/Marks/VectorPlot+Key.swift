import ChartMath
import ChartScene

/// The key of a ``VectorPlot`` (matplotlib's `quiverkey`): a horizontal arrow of a given
/// magnitude at the plot's scale and its label, in a box in a corner of the plot area.
struct VectorKeySpec: ChartMark {
    var arrows: VectorArrowsSpec
    var magnitude: Double
    var label: String
    var position: Alignment
    /// Whether the plot is coloured by magnitude (the key is then in the text colour).
    var colored: Bool

    var markName: String { "VectorPlot key" }

    /// Nothing: the key sits inside the plot area whatever the domains.
    func addValues(to domains: inout MarkDomains) throws {
        guard magnitude > 0, magnitude.isFinite else {
            throw VectorFieldError.notPositive(mark: "VectorPlot", name: "the key's magnitude", value: magnitude)
        }
    }

    /// The box, the arrow and the label.
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        let s = context.scale
        let xLabel = arrows.arrows.labels[0]
        let x0 = arrows.arrows.points[0].first(where: \.isFinite) ?? 0
        let length = abs(
            context.pixelX(.value(xLabel, x0 + arrows.factor * magnitude)) - context.pixelX(.value(xLabel, x0)))
        guard length.isFinite, length > 0 else { return [] }
        let text = try? TextStyle(size: 10 * context.theme.textScale, scale: Float(s), color: context.textColor)
        let pixelSize = text?.pixelSize ?? Float(10 * s)
        let textWidth = Double(text?.width(label) ?? Float(label.count) * pixelSize * 0.6)
        let shape = arrows.arrowShape(in: context)
        let textHeight = Double(text?.lineHeight ?? pixelSize * 1.2)
        let (pad, gap, inset) = (5 * s, 6 * s, 6 * s)
        let size = SIMD2(pad + length + gap + textWidth + pad, max(textHeight, shape.width * shape.headWidth) + 2 * pad)
        let lo = context.plotMinimum + inset
        let hi = context.plotMaximum - inset
        let corner = SIMD2(
            Self.start(
                position.horizontal == .leading ? 0 : position.horizontal == .center ? 0.5 : 1, lo.x, hi.x, size.x),
            Self.start(position.vertical == .top ? 0 : position.vertical == .center ? 0.5 : 1, lo.y, hi.y, size.y))
        let box = [corner, corner + SIMD2(size.x, 0), corner + size, corner + SIMD2(0, size.y)]
        let middle = corner.y + size.y / 2
        let tail = SIMD2(corner.x + pad, middle)
        let arrowColor = colored ? context.textColor : context.color
        let label = TextLabel(
            text: self.label, position: Vec2(Float(tail.x + length + gap), Float(middle)), fontSize: pixelSize,
            color: context.textColor, horizontal: .leading, vertical: .center)
        return [
            .path(ScenePath(contour: box.map { Vec2(Float($0.x), Float($0.y)) }, color: RGBA(1, 1, 1, 0.88))),
            .path(
                ScenePath(
                    contour: shape.outline(tail: tail, tip: tail + SIMD2(length, 0)).map {
                        Vec2(Float($0.x), Float($0.y))
                    },
                    color: arrowColor)),
            .text(TextBatch(labels: [label])),
        ] + context.stroke([box + [box[0]]], color: context.theme.axisColor, style: StrokeStyle(lineWidth: 0.75))
    }

    /// Where a box of `size` starts at `fraction` (0 leading or top, 1 trailing or bottom) of `lo…hi`.
    static func start(_ fraction: Double, _ lo: Double, _ hi: Double, _ size: Double) -> Double {
        lo + fraction * (hi - lo - size)
    }
}
