import ChartMath
import ChartScene
import Foundation

/// `PointPlot` as a ``ChartMark`` recipe: one symbol batch from its columns in a `Chart`, one
/// world-space batch in a `Chart3D` (gathered by ``Lowering3D``, `cloudBatch`).
extension PointsSpec: ChartMark, DescribedSeriesMark, OwnColoredMark, SymbolSizedMark, StreamedMark, CountedMark,
    NamedInErrors
{
    var markName: String { WarningLog.name(gatheredName ?? "PointPlot", y.label) }
    var nameInErrors: String { gatheredName ?? "PointPlot" }

    /// The columns' values, their titles, and the categories of `.foregroundStyle(by:)`.
    func addValues(to domains: inout MarkDomains) throws {
        domains.titles = (domains.titles.x ?? x.label, domains.titles.y ?? y.label)
        domains.x.dataValues += x.values
        domains.y.dataValues += y.values
        domains.x.isDate = domains.x.isDate || x.isDate
        domains.y.isDate = domains.y.isDate || y.isDate
        if let c = categories { domains.categoryNames.append((c.label, c.values)) }
    }

    /// One batch of circles inside the plot, per-element colours and sizes where given.
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        var positions: [Vec3] = []
        var batchColors: [RGBA] = []
        var batchSizes: [Float] = []
        let style = context.style
        let base = context.color
        let scale = Float(context.scale)
        let plot = context.plot
        func diameter(area: Double) -> Float { Float((4 * area / .pi).squareRoot()) * scale }
        func inside(_ p: SIMD2<Double>) -> Bool {
            p.x >= plot.lo.x - 0.5 && p.x <= plot.hi.x + 0.5 && p.y >= plot.lo.y - 0.5 && p.y <= plot.hi.y + 0.5
        }
        let uniform = diameter(area: symbolSize ?? context.theme.pointArea)
        for i in x.values.indices {
            let pixel = SIMD2(context.x.pixel(x.values[i]), context.y.pixel(y.values[i]))
            guard pixel.x.isFinite, pixel.y.isFinite, inside(pixel) else {
                if !pixel.x.isFinite || !pixel.y.isFinite { context.log.pending += 1 }
                continue
            }
            positions.append(Vec3(Float(pixel.x), Float(pixel.y), 0))
            if let c = elementColor(at: i, context) {
                batchColors.append(c.withAlpha(multipliedBy: Float(style.opacity)))
            } else {
                batchColors.append(base)
            }
            if let s = sizes { batchSizes.append(diameter(area: s[i])) }
        }
        guard !positions.isEmpty else { return [] }
        if Set(batchColors).count == 1 { batchColors = [batchColors[0]] }
        return [
            .points(
                PointBatch(
                    space: .pixel, positions: positions, colors: batchColors,
                    sizes: batchSizes.isEmpty ? [uniform] : batchSizes, shape: .circle))
        ]
    }

    /// The element's own colour or its category's, before the opacity.
    private func elementColor(at i: Int, _ context: MarkContext2D) -> RGBA? {
        if let c = colors { return c[i] }
        if let cat = categories { return context.categories.color(named: cat.values[i]) }
        return nil
    }

    /// A dot, for a category from enclosing content (`.foregroundStyle(by:)` on the plot's
    /// content); the plot's own categories are listed from the domains.
    var legendSample: MarkLegendSample { .circle }

    /// The columns move (x, y and z where both plots have them).
    func interpolated(to target: PointsSpec, fraction t: Double) -> PointsSpec? {
        var q = target
        q.x = x.mixed(q.x, t)
        q.y = y.mixed(q.y, t)
        if let pz = z, let qz = q.z { q.z = pz.mixed(qz, t) }
        return q
    }

    /// Per-element colours or categories are the plot's own.
    var hasOwnColors: Bool { colors != nil || categories != nil }

    mutating func inheritSymbolSize(_ size: Double) {
        guard symbolSize == nil, sizes == nil else { return }
        symbolSize = size
    }

    var streamedX: AxisValue? { x.largest }

    var drawnCounts: (values: Int, functions: Int) { (x.values.count, 0) }

    var accessibleXValues: [Double] { x.values }
}

extension Column {
    /// The largest value, as a number or a date; nil when there is none.
    var largest: AxisValue? {
        guard let v = values.max() else { return nil }
        return AxisValue(label: label, storage: .single(primitive(v)))
    }
}

extension PointsSpec {
    /// The point drawn nearest the pointer: its y, named by the y column's label, and its
    /// category's colour value (`.foregroundStyle(by:)`).
    func hoverReadout(in context: MarkHoverContext) -> MarkHoverReadout? {
        let xs = x.values
        let ys = y.values
        let distances = xs.indices.map { i -> Double in
            guard i < ys.count else { return .infinity }
            return context.distance(to: SIMD2(context.x.pixel(xs[i]), context.y.pixel(ys[i])))
        }
        guard let i = distances.indices.min(by: { distances[$0] < distances[$1] }), distances[i].isFinite else {
            return nil
        }
        let color = categories.flatMap { c in
            c.values.indices.contains(i) ? ColorReadout.line(label: c.label, value: .string(c.values[i])) : nil
        }
        return .value(y.label, y: ys[i], distance: distances[i], colorLine: color)
    }
}
