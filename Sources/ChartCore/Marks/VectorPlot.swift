import ChartMath
import ChartScene

/// Arrows of a vector field — a quiver plot (matplotlib's `quiver`, Makie's `arrows`), in a 2D
/// `Chart` or a `Chart3D` (an OpenCharts extension).
///
/// Give the vectors as data, one arrow per element at (x, y) with components (u, v) read by key
/// paths, or as a closure (x, y) → (u, v) sampled at the centres of a `count` × `count` grid of
/// cells over two domains:
///
/// ```swift
/// Chart {
///     VectorPlot(x: "x (m)", y: "y (m)", xDomain: -2...2, yDomain: -2...2, count: 16) { x, y in
///         (u: -y, v: x)  // a rigid rotation
///     }
///     .foregroundStyle(by: .magnitude("Speed (m/s)"))
///     .vectorKey(1, label: "1 m/s")
/// }
/// ```
///
/// With `z` and `w` (`VectorPlot(data, x:y:z:u:v:w:)` or the closure (x, y, z) → (u, v, w) over
/// three domains) it is a 3D quiver for `Chart3D`: lines with lit cone heads.
///
/// **Length.** An arrow is the displacement `factor × (u, v)` in data units, its angle the
/// field's on the plot whatever the axes' aspect (matplotlib's `angles='xy', scale_units='xy',
/// scale=1/factor`). ``VectorScale/automatic`` picks the factor so that the longest arrow spans 0.9
/// of a grid cell along its direction (cells of the closure's grid, or for data the extents over
/// √n per axis); matplotlib's default instead makes the mean arrow a fixed fraction of the plot's
/// width. Arrows are centred on their points (``VectorPivot/middle``; matplotlib's default is
/// the tail), so a sampled field's arrows stay inside their cells.
///
/// **Heads.** Arrows are filled outlines (crisp in PDF and SVG) proportioned as matplotlib's
/// (``ArrowShape``): a shaft 0.5 % of the plot's width by default, heads 3 shaft widths wide and 5
/// long; arrows shorter than a head shrink whole, arrows under one shaft width are dots, zero
/// vectors draw nothing and non-finite ones are skipped (counted in the chart's warnings).
///
/// **Colour.** One colour (the accent colour, or `.foregroundStyle(_:)`), or by magnitude through the
/// chart's continuous colour scale (`.foregroundStyle(by: .magnitude(label))`, in 64 steps), with a
/// colour bar titled by the label. ``vectorKey(_:label:position:)`` adds matplotlib's
/// `quiverkey`: a reference arrow of a given magnitude with its label in a corner of the plot (2D).
///
/// Bad input — a count below 1, a domain that is not finite or empty, a factor that is not
/// positive, columns of different lengths — makes lowering the chart throw a ``VectorFieldError``.
public struct VectorPlot: ChartContent, Chart3DContent {
    var arrows: VectorArrows
    var scale = VectorScale.automatic
    var pivot = VectorPivot.middle
    var shape = VectorArrowStyle()
    var color: Color?
    var magnitudeLabel: String?
    var key: (magnitude: Double, label: String, position: Alignment)?

    /// One arrow per element of `data`, at (x, y) with components (u, v).
    public init<Data: Collection, X: Plottable, Y: Plottable, U: Plottable, V: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        u: PlottableProjection<Data.Element, U>, v: PlottableProjection<Data.Element, V>
    ) {
        let e = Array(data)
        arrows = VectorArrows(
            labels: [x.label, y.label], columns: [x.column(e).values, y.column(e).values],
            components: [u.column(e).values, v.column(e).values])
    }

    /// One arrow per element of `data`, at (x, y, z) with components (u, v, w), for a `Chart3D`.
    public init<Data: Collection, X: Plottable, Y: Plottable, Z: Plottable, U: Plottable, V: Plottable, W: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        z: PlottableProjection<Data.Element, Z>, u: PlottableProjection<Data.Element, U>,
        v: PlottableProjection<Data.Element, V>, w: PlottableProjection<Data.Element, W>
    ) {
        let e = Array(data)
        arrows = VectorArrows(
            labels: [x.label, y.label, z.label],
            columns: [x.column(e).values, y.column(e).values, z.column(e).values],
            components: [u.column(e).values, v.column(e).values, w.column(e).values])
    }

    /// The field (x, y) → (u, v) at the centres of `count` × `count` cells over the two domains.
    public init(
        x: some StringProtocol, y: some StringProtocol, xDomain: ClosedRange<Double>, yDomain: ClosedRange<Double>,
        count: Int = 20, field: (Double, Double) -> (u: Double, v: Double)
    ) {
        arrows = VectorArrows(labels: [String(x), String(y)], domains: [xDomain, yDomain], count: count) { p in
            let f = field(p[0], p[1])
            return [f.u, f.v]
        }
    }

    /// The field (x, y, z) → (u, v, w) at the centres of `count`³ cells over the three domains, for
    /// a `Chart3D`.
    public init(
        x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, xDomain: ClosedRange<Double>,
        yDomain: ClosedRange<Double>, zDomain: ClosedRange<Double>, count: Int = 8,
        field: (Double, Double, Double) -> (u: Double, v: Double, w: Double)
    ) {
        arrows = VectorArrows(
            labels: [String(x), String(y), String(z)], domains: [xDomain, yDomain, zDomain], count: count
        ) { p in
            let f = field(p[0], p[1], p[2])
            return [f.u, f.v, f.w]
        }
    }

    /// Every arrow in one colour, with no colour bar.
    public func foregroundStyle(_ color: Color) -> VectorPlot {
        var copy = self
        copy.color = color
        copy.magnitudeLabel = nil
        return copy
    }

    /// Colours the arrows by their magnitude through the chart's continuous colour scale, with a
    /// colour bar: `.foregroundStyle(by: .magnitude("Speed (m/s)"))`.
    public func foregroundStyle(by coloring: VectorColoring) -> VectorPlot {
        var copy = self
        copy.magnitudeLabel = coloring.label
        copy.color = nil
        return copy
    }

    /// How long the arrows are (default ``VectorScale/automatic``).
    public func vectorScale(_ scale: VectorScale) -> VectorPlot {
        var copy = self
        copy.scale = scale
        return copy
    }

    /// Which part of each arrow sits on its point (default ``VectorPivot/middle``).
    public func arrowPivot(_ pivot: VectorPivot) -> VectorPlot {
        var copy = self
        copy.pivot = pivot
        return copy
    }

    /// The shaft's width in points (default 0.5 % of the plot's width in 2D, 1.5 points in 3D) and
    /// the head's width, length and length along the shaft in shaft widths (matplotlib's 3, 5 and 4.5;
    /// 2D only: 3D heads are cones 0.3 of the arrow long).
    public func arrowStyle(
        width: Double? = nil, headWidth: Double = 3, headLength: Double = 5, headAxisLength: Double = 4.5
    ) -> VectorPlot {
        var copy = self
        copy.shape = VectorArrowStyle(
            width: width, headWidth: headWidth, headLength: headLength, headAxisLength: headAxisLength)
        return copy
    }

    /// A key (matplotlib's `quiverkey`): a horizontal reference arrow of `magnitude`, drawn at the
    /// arrows' scale, and `label` ("1 m/s") beside it, in a box in the `position` corner of the plot
    /// (2D; the key measures along x).
    public func vectorKey(_ magnitude: Double, label: String, position: Alignment = .topTrailing) -> VectorPlot {
        var copy = self
        copy.key = (magnitude, label, position)
        return copy
    }
}

/// How a ``VectorPlot`` or ``StreamlinePlot`` is coloured by its field.
public struct VectorColoring: Sendable, Equatable {
    let label: String

    /// By the vectors' magnitude (length), with a colour bar titled `label`.
    public static func magnitude(_ label: String = "Magnitude") -> VectorColoring { VectorColoring(label: label) }
}

/// How long the arrows of a ``VectorPlot`` are.
public enum VectorScale: Sendable, Equatable {
    /// The longest arrow spans 0.9 of a grid cell (the closure's cells, or for data each axis's extent
    /// over √n).
    case automatic
    /// An arrow is the displacement `factor × (u, v)` in data units (matplotlib's
    /// `scale_units='xy', scale=1/factor`).
    case factor(Double)
}

/// Which part of an arrow sits on its point.
public enum VectorPivot: Sendable, Equatable {
    /// The tail (matplotlib's default).
    case tail
    /// The middle (the default here: a sampled field's arrows stay inside their cells).
    case middle
    /// The tip.
    case tip
}

/// The arrows' proportions (``VectorPlot/arrowStyle(width:headWidth:headLength:headAxisLength:)``).
struct VectorArrowStyle: Sendable, Equatable {
    var width: Double?
    var headWidth = 3.0
    var headLength = 5.0
    var headAxisLength = 4.5
}

/// Bad input to a ``VectorPlot`` or ``StreamlinePlot``, thrown when the chart is lowered.
public enum VectorFieldError: Error, Equatable, CustomStringConvertible {
    /// A grid count below 1 (arrows) or 2 (a streamline field's nodes).
    case count(mark: String, count: Int, minimum: Int)
    /// A domain whose bounds are not finite or equal.
    case domain(mark: String, axis: String, lower: Double, upper: Double)
    /// Columns of different lengths.
    case columnLengths(mark: String, counts: [Int])
    /// A scale factor, spacing or arrow size that is not positive and finite.
    case notPositive(mark: String, name: String, value: Double)
    /// Data that does not lie on a grid: every pair of distinct x and y values once.
    case notAGrid(mark: String, xValues: Int, yValues: Int, rows: Int)
    /// A plot of 2 (or 3) dimensions in a chart of the other kind.
    case wrongChart(mark: String, dimensions: Int)

    public var description: String {
        switch self {
        case .count(let mark, let count, let minimum):
            "\(mark): a count of \(count) per axis; give at least \(minimum)"
        case .domain(let mark, let axis, let lower, let upper):
            "\(mark): the \(axis) domain \(lower)...\(upper) is not a finite range of positive width"
        case .columnLengths(let mark, let counts):
            "\(mark): the columns hold \(counts.map(String.init).joined(separator: ", ")) values; "
                + "they must be equally long"
        case .notPositive(let mark, let name, let value):
            "\(mark): \(name) \(value); it must be a positive finite number"
        case .notAGrid(let mark, let xValues, let yValues, let rows):
            "\(mark): \(rows) rows with \(xValues) distinct x and \(yValues) distinct y values; a gridded field "
                + "needs each of the \(xValues) × \(yValues) pairs exactly once"
        case .wrongChart(let mark, let dimensions):
            dimensions == 3
                ? "\(mark): a 3D field (x, y, z; u, v, w) goes in a Chart3D"
                : "\(mark): a 2D field (x, y; u, v) goes in a Chart; give z and w for a Chart3D"
        }
    }
}
