import ChartMath
import ChartScene

/// A 2D rectangle, the element a `RectangleMark(x:y:…)` (or a `HeatMapPlot` cell) gives in a
/// `Chart`: on each axis a value (a band or a fixed size around it), a span, or nothing (the full
/// extent of the plot). Every concern of the 2D rectangle is here, as a ``ChartMark`` recipe; its
/// style (colour, category, opacity) rides on the element. Cells at numbers take their size from
/// the spacing of all the chart's cells (``ChartWideMark``), so that they tile.
struct Rectangle2DSpec: ChartMark, ChartWideMark, AnnotatedMark, DescribedMark, NamedIn3DErrors {
    var x: AxisValue?
    var y: AxisValue?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    /// Why the plot this cell belongs to cannot be drawn (a `HeatMapPlot` with a bad extent),
    /// thrown when the chart is lowered; nil for every drawable cell.
    var problem: ChartError? = nil
    /// The grid of a `HeatMapPlot` cell: its size and the grid's bounds, which the axes span even
    /// where missing values leave no cell.
    var grid: GridCells? = nil

    var markName: String { "RectangleMark" }
    var nameIn3DErrors: String { "RectangleMark(x:y:)" }

    /// The spacing of the chart's cells at numbers, per axis (see ``RectangleCells``).
    static func shared(among cells: [Rectangle2DSpec]) -> (x: Double?, y: Double?) {
        (RectangleCells.spacing(cells, x: true), RectangleCells.spacing(cells, x: false))
    }

    /// Bands and cells take their titles last: the data marks name the axes. Cells at numbers
    /// reach half a cell either side of their value, and a heat map's the bounds of its grid.
    func addValues(to domains: inout MarkDomains, shared spacing: (x: Double?, y: Double?)) throws {
        if let problem { throw problem }
        if let v = x { try domains.addX(v, titled: false) }
        if let v = y { try domains.addY(v, titled: false) }
        domains.fallbackTitles = (domains.fallbackTitles.x ?? x?.label, domains.fallbackTitles.y ?? y?.label)
        domains.x.dataValues += RectangleCells.reach(of: x, spacing: spacing.x, grid: grid?.x)
        domains.y.dataValues += RectangleCells.reach(of: y, spacing: spacing.y, grid: grid?.y)
    }

    /// The rectangle in pixels, clipped to the plot; nil when it is not drawn.
    private func corners(
        in context: MarkContext2D, spacing: (x: Double?, y: Double?)
    ) -> (lo: SIMD2<Double>, hi: SIMD2<Double>)? {
        let plot = context.plot
        let scale = context.scale
        func extent(
            _ v: AxisValue?, _ axis: PlotAxis, _ dimension: MarkDimension, spacing: Double?, full: (Double, Double)
        )
            -> (Double, Double)?
        {
            guard let v else { return full }
            var lo: Double
            var hi: Double
            if let span = axis.pixelSpan(of: v) {
                (lo, hi) = (min(span.0, span.1), max(span.0, span.1))
                if case .range = v.storage, !v.binned { return (lo, hi) }
            } else {
                let c = axis.pixel(of: v)
                guard c.isFinite else {
                    context.log.pending += 1
                    return nil
                }
                if let spacing, let n = v.number {
                    // Cells at evenly spaced numbers tile: each fills the gap to its neighbours.
                    let (a, b) = (axis.pixel(n - spacing / 2), axis.pixel(n + spacing / 2))
                    (lo, hi) = (min(a, b), max(a, b))
                } else {
                    (lo, hi) = (c - 10 * scale, c + 10 * scale)
                }
            }
            let band = hi - lo
            let size = dimension.pixels(band: band, scale: scale, automatic: band)
            let c = (lo + hi) / 2
            return (c - size / 2, c + size / 2)
        }
        guard let (x0, x1) = extent(x, context.x, width, spacing: spacing.x, full: (plot.lo.x, plot.hi.x)),
            let (y0, y1) = extent(y, context.y, height, spacing: spacing.y, full: (plot.lo.y, plot.hi.y))
        else { return nil }
        let lo = SIMD2(max(min(x0, x1), plot.lo.x), max(min(y0, y1), plot.lo.y))
        let hi = SIMD2(min(max(x0, x1), plot.hi.x), min(max(y0, y1), plot.hi.y))
        guard hi.x > lo.x, hi.y > lo.y else { return nil }
        return (lo, hi)
    }

    /// A quad in the mark's colour: each axis a span, a value's band (scaled by the dimension), or
    /// the full plot.
    func primitives(in context: MarkContext2D, shared spacing: (x: Double?, y: Double?)) -> [ScenePrimitive] {
        guard let (lo, hi) = corners(in: context, spacing: spacing) else { return [] }
        let corners = [
            Vec3(Float(lo.x), Float(lo.y), 0), Vec3(Float(hi.x), Float(lo.y), 0),
            Vec3(Float(hi.x), Float(hi.y), 0), Vec3(Float(lo.x), Float(hi.y), 0),
        ]
        return [
            .mesh(
                TriangleMesh(space: .pixel, positions: corners, colors: [context.color], indices: [0, 1, 2, 0, 2, 3]))
        ]
    }

    /// Rectangles carry no annotations of their own (a modifier's annotations are not drawn).
    func annotationBounds(in context: MarkContext2D) -> (lo: SIMD2<Double>, hi: SIMD2<Double>)? { nil }

    var legendSample: MarkLegendSample { .square }

    /// A rectangle of its category; a numeric category is read as the cell's colour value.
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry? {
        var q = AccessiblePoint(x: x?.primitive, y: y?.primitive)
        if case .single(.number(let v)) = style.category?.storage { q.colorValue = v }
        return AccessibleEntry(kind: .rectangle, name: style.category?.label, x: x?.label, y: y?.label, point: q)
    }

    /// The cell under the pointer: its colour's value (a heat map's), the topmost cell read. A
    /// cell at a number reaches half the chart's cell spacing either side (10 points alone).
    func hoverReadout(in context: MarkHoverContext) -> MarkHoverReadout? {
        func contains(_ v: AxisValue?, _ axis: PlotAxis, spacing: Double?, _ p: Double) -> Bool {
            guard let v else { return true }
            if let span = axis.pixelSpan(of: v) { return p >= min(span.0, span.1) && p <= max(span.0, span.1) }
            guard let n = v.number else { return false }
            let half = spacing.map { abs(axis.pixel(n + $0 / 2) - axis.pixel(n)) } ?? 10 * context.scale
            return abs(axis.pixel(n) - p) <= half
        }
        let spacing = context.cellSpacing
        guard contains(x, context.x, spacing: spacing.x, context.pointer.x),
            contains(y, context.y, spacing: spacing.y, context.pointer.y)
        else { return nil }
        return .underPointer()
    }

    /// Values on both axes move where both rectangles have them.
    func interpolated(to target: Rectangle2DSpec, fraction t: Double) -> Rectangle2DSpec? {
        var q = target
        if let px = x, let qx = q.x { q.x = px.mixed(qx, t) }
        if let py = y, let qy = q.y { q.y = py.mixed(qy, t) }
        return q
    }
}
