import ChartMath
import ChartScene
import Foundation

/// Evenly spaced streamlines of a planar vector field in a 2D `Chart` (matplotlib's `streamplot`,
/// Makie's `streamplot`; an OpenCharts extension), with arrow heads along each line.
///
/// Give the field as a closure (x, y) → (u, v) over two domains, or as data on a grid — one element
/// per node, every pair of the distinct x and y values exactly once (the spacing may vary),
/// interpolated bilinearly between the nodes:
///
/// ```swift
/// Chart {
///     StreamlinePlot(x: "x", y: "y", xDomain: -2...2, yDomain: -2...2) { x, y in
///         (u: 1 - x * x + y, v: -1 + x - y * y)
///     }
///     .foregroundStyle(by: .magnitude("Speed"))
/// }
/// ```
///
/// The lines are placed by Jobard and Lefer's algorithm (``EvenlySpacedStreamlines``) in the
/// plot's pixels, so they are as far apart on the page as asked whatever the axes' units: seeds lie
/// ``streamlineSpacing(_:)`` points (14 by default) beside the lines already drawn, each line is
/// traced both ways with fourth-order Runge–Kutta steps of 1/16 of the spacing, and it stops at the
/// domain's edge, at a critical point (where the field vanishes or turns round within a step), and
/// where it comes within half the spacing of another line or of itself (a closed orbit closes).
/// An arrow head points along each line every 120 points (one at the middle of a shorter line).
/// The axes must be linear; the lines are traced again when the plot's size changes.
///
/// One colour (the accent colour, or `.foregroundStyle(_:)`), or by the field's magnitude through
/// the chart's continuous colour scale (`.foregroundStyle(by: .magnitude(label))`, in 64 steps) with
/// a colour bar. The colours span the magnitudes sampled on a 101 × 101 grid (or the grid's nodes)
/// from the least to the 99th percentile, so that a singularity does not wash them out: the fastest
/// 1 % take the top colour. Bad input (an empty or
/// infinite domain, data that is not a grid, a spacing that is not positive) makes lowering the
/// chart throw a ``VectorFieldError``.
public struct StreamlinePlot: ChartContent {
    var spec: StreamlineSpec
    var color: Color?
    var magnitudeLabel: String?

    /// The streamlines of (x, y) → (u, v) over the two domains.
    public init(
        x: some StringProtocol, y: some StringProtocol, xDomain: ClosedRange<Double>, yDomain: ClosedRange<Double>,
        field: @escaping @Sendable (Double, Double) -> (u: Double, v: Double)
    ) {
        spec = StreamlineSpec(labels: [String(x), String(y)], domains: [xDomain, yDomain]) { p in
            let f = field(p.x, p.y)
            return SIMD2(f.u, f.v)
        }
        for (axis, d) in [xDomain, yDomain].enumerated()
        where !(d.lowerBound.isFinite && d.upperBound.isFinite && d.upperBound > d.lowerBound) {
            spec.problem = .domain(
                mark: "StreamlinePlot", axis: ["x", "y"][axis], lower: d.lowerBound, upper: d.upperBound)
        }
    }

    /// The streamlines of a field given at the nodes of a grid: one element of `data` per node.
    public init<Data: Collection, X: Plottable, Y: Plottable, U: Plottable, V: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        u: PlottableProjection<Data.Element, U>, v: PlottableProjection<Data.Element, V>
    ) {
        let e = Array(data)
        let columns = [x.column(e).values, y.column(e).values, u.column(e).values, v.column(e).values]
        let labels = [x.label, y.label]
        switch Self.grid(columns) {
        case .success(let field):
            let domains = [field.xs.first!...field.xs.last!, field.ys.first!...field.ys.last!]
            spec = StreamlineSpec(labels: labels, domains: domains, nodes: field) { field($0.x, $0.y) }
        case .failure(let problem):
            spec = StreamlineSpec(labels: labels, domains: [0...1, 0...1]) { _ in nil }
            spec.problem = problem
        }
    }

    /// The grid the columns x, y, u, v lie on.
    static func grid(_ c: [[Double]]) -> Result<GridVectorField, VectorFieldError> {
        let mark = "StreamlinePlot"
        guard Set(c.map(\.count)).count == 1 else {
            return .failure(.columnLengths(mark: mark, counts: c.map(\.count)))
        }
        let xs = Array(Set(c[0].filter(\.isFinite))).sorted()
        let ys = Array(Set(c[1].filter(\.isFinite))).sorted()
        guard xs.count >= 2, ys.count >= 2 else {
            return .failure(.count(mark: mark, count: min(xs.count, ys.count), minimum: 2))
        }
        let column = Dictionary(uniqueKeysWithValues: xs.enumerated().map { ($1, $0) })
        let row = Dictionary(uniqueKeysWithValues: ys.enumerated().map { ($1, $0) })
        var u = [Double](repeating: .nan, count: xs.count * ys.count)
        var v = u
        var seen = [Bool](repeating: false, count: u.count)
        let failure = VectorFieldError.notAGrid(mark: mark, xValues: xs.count, yValues: ys.count, rows: c[0].count)
        guard c[0].count == u.count else { return .failure(failure) }
        for i in c[0].indices {
            guard let cx = column[c[0][i]], let ry = row[c[1][i]], !seen[ry * xs.count + cx] else {
                return .failure(failure)
            }
            let k = ry * xs.count + cx
            (u[k], v[k], seen[k]) = (c[2][i], c[3][i], true)
        }
        return .success(GridVectorField(xs: xs, ys: ys, u: u, v: v))
    }

    /// One element, or one per magnitude step (its magnitude the element's numeric category).
    public var chartElements: [ChartElement] {
        var style = MarkStyle()
        if let color { style.color = color }
        guard let label = magnitudeLabel, spec.problem == nil, let steps = spec.magnitudeSteps() else {
            return [ChartElement(recipe: CustomMark(mark: spec, style: style))]
        }
        return (0..<MagnitudeSteps.count).map { k in
            var s = spec
            s.step = (k, steps)
            var style = MarkStyle()
            style.category = PlottableValue.value(label, steps.value(k)).erased
            return ChartElement(recipe: CustomMark(mark: s, style: style))
        }
    }

    /// Every line in one colour, with no colour bar.
    public func foregroundStyle(_ color: Color) -> StreamlinePlot {
        var copy = self
        (copy.color, copy.magnitudeLabel) = (color, nil)
        return copy
    }

    /// The lines coloured by the field's magnitude, with a colour bar titled by the label.
    public func foregroundStyle(by coloring: VectorColoring) -> StreamlinePlot {
        var copy = self
        (copy.color, copy.magnitudeLabel) = (nil, coloring.label)
        return copy
    }

    /// The distance in points between neighbouring lines' seeds (default 14); lines end within half of it.
    public func streamlineSpacing(_ points: Double) -> StreamlinePlot {
        var copy = self
        copy.spec.spacing = points
        return copy
    }

    /// Lines `density` times as close as by default (matplotlib's `density`): a spacing of 14 / density points.
    public func streamlineDensity(_ density: Double) -> StreamlinePlot { streamlineSpacing(14 / density) }

    /// The lines' width in points (default 1) and the arrow heads' size (default 1: 7 points long).
    public func lineStyle(_ style: StrokeStyle, arrowSize: Double = 1) -> StreamlinePlot {
        var copy = self
        copy.spec.stroke = style
        copy.spec.arrowSize = arrowSize
        return copy
    }
}
