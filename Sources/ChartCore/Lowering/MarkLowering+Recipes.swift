import ChartMath
import ChartScene

/// Lowering of the marks written as ``ChartMark`` recipes, and the helpers they share with the
/// built-in lowering.
extension MarkLowering {
    /// The context a ``ChartMark`` with `style` is lowered in.
    func context(for style: MarkStyle) -> MarkContext2D {
        MarkContext2D(
            x: x, y: y, plot: plot, theme: theme, categories: categories, style: style, log: log,
            chartWide: chartWide, chartSize: chartSize, scale: Double(scale))
    }

    /// The run a ``GroupedMark`` joins, or nil when the mark is drawn alone (not grouped, or with
    /// a mask, or a gradient or annotations its type does not draw in a run).
    func groupTag(_ c: CustomMark) -> MarkGroupTag? {
        guard let grouped = c.mark as? any GroupedMark, c.style.mask == nil,
            type(of: grouped).drawsAnnotations || (c.style.gradient == nil && c.style.annotations.isEmpty)
        else { return nil }
        return grouped.groupTag(in: context(for: c.style))
    }

    /// The primitives of a run of grouped marks of one tag (see ``GroupedMark``).
    func grouped(_ run: [CustomMark]) -> [ScenePrimitive] {
        guard let first = run.first, let grouped = first.mark as? any GroupedMark else { return [] }
        return grouped.primitives(forRun: run, in: context(for: first.style))
    }

    /// The series a ``SeriesMark`` belongs to, or nil for other marks.
    func seriesTag(_ c: CustomMark) -> MarkGroupTag? {
        (c.mark as? any SeriesMark)?.seriesTag(style: c.style)
    }

    /// The primitives of one series of ``SeriesMark``s: its line with the first mark's gradient
    /// and mask, then the rest.
    func series(_ members: [CustomMark]) -> [ScenePrimitive] {
        guard let first = members.first, let mark = first.mark as? any SeriesMark else { return [] }
        let parts = mark.primitives(forSeriesOf: members, in: context(for: first.style))
        return painted(parts.painted, first.style) + parts.plain
    }

    /// A ``ChartMark``'s own primitives, with its gradient, mask and annotations.
    func custom(_ c: CustomMark, chartWideIndex: Int? = nil) -> [ScenePrimitive] {
        var context = context(for: c.style)
        context.chartWideIndex = chartWideIndex
        let primitives = painted(c.mark.primitives(in: context), c.style)
        guard !c.style.annotations.isEmpty else { return primitives }
        if let annotated = c.mark as? any AnnotatedMark {
            guard let bounds = annotated.annotationBounds(in: context) else { return primitives }
            return primitives + annotations(c.style.annotations, bounds.lo, bounds.hi)
        }
        // Annotations stand against the bounding box of what the mark drew.
        var lo = SIMD2(repeating: Double.infinity)
        var hi = SIMD2(repeating: -Double.infinity)
        for p in primitives {
            let vertices: [Vec3]
            switch p {
            case .lines(let l): vertices = l.vertices
            case .points(let b): vertices = b.positions
            case .mesh(let m): vertices = m.positions
            case .path(let path): vertices = path.points.map { Vec3($0.x, $0.y, 0) }
            case .volume(let v): vertices = v.corners
            case .image(let image): vertices = image.corners.map { Vec3($0.x, $0.y, 0) }
            case .text: vertices = []
            }
            for v in vertices {
                lo = pointwiseMin(lo, SIMD2(Double(v.x), Double(v.y)))
                hi = pointwiseMax(hi, SIMD2(Double(v.x), Double(v.y)))
            }
        }
        guard lo.x <= hi.x else { return primitives }
        return primitives + annotations(c.style.annotations, lo, hi)
    }

    /// Clips polylines to `plot` (or to `bounds`, a lower and upper corner) and makes one line
    /// batch of them; widths in points times `scale`.
    static func stroke(
        _ pieces: [[SIMD2<Double>]], plot: PlotRect, color: RGBA, _ style: StrokeStyle, scale: Float,
        within bounds: (SIMD2<Double>, SIMD2<Double>)? = nil
    ) -> [ScenePrimitive] {
        let (lo, hi) = bounds ?? (plot.lo, plot.hi)
        var vertices: [Vec3] = []
        var starts: [Int] = []
        for piece in pieces where piece.count >= 2 {
            for part in Clipping.clip(polyline: piece, lo: lo, hi: hi) where part.count >= 2 {
                starts.append(vertices.count)
                vertices += part.map { Vec3(Float($0.x), Float($0.y), 0) }
            }
        }
        guard !vertices.isEmpty else { return [] }
        return [
            .lines(
                LineBatch(
                    space: .pixel, vertices: vertices, starts: starts, color: color,
                    width: Float(style.lineWidth) * scale, dash: style.dash.map { Float($0) * scale }))
        ]
    }
}

/// The run of ``GroupedMark``s being gathered while the marks are lowered in drawing order.
struct MarkRun {
    var tag: MarkGroupTag?
    var marks: [CustomMark] = []
}
