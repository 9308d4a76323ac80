import ChartMath
import ChartScene

/// Where the pointer is over a 2D chart in an interactive window, for a mark's hover read-out
/// (``ChartMark/hoverReadout(in:)``): the pointer's pixel and the chart's mapping of values to
/// pixels, as the chart was drawn.
public struct MarkHoverContext {
    /// The pointer, in device pixels of the chart's image.
    public let pointer: SIMD2<Double>
    /// Device pixels per point.
    public let scale: Double
    let x: PlotAxis
    let y: PlotAxis
    /// The spacing of the chart's rectangle cells at numbers (so a cell's extent is known).
    let cellSpacing: (x: Double?, y: Double?)

    init(pointer: SIMD2<Double>, scale: Double, layout: Lowering2D.Layout, cellSpacing: (x: Double?, y: Double?)) {
        (self.pointer, self.scale, x, y, self.cellSpacing) = (pointer, scale, layout.x, layout.y, cellSpacing)
    }

    /// The pixel position of (x, y) as the chart drew it, or nil when either value has no place
    /// on its axis (a number outside a log scale, a category the axis lacks).
    public func pixel<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) -> SIMD2<Double>? {
        pixel(x: x.erased, y: y.erased)
    }

    /// The pixel position of erased values (built-in marks), as ``pixel(x:y:)``.
    func pixel(x v: AxisValue, y w: AxisValue) -> SIMD2<Double>? {
        let p = SIMD2(x.pixel(of: v), y.pixel(of: w))
        return p.x.isFinite && p.y.isFinite ? p : nil
    }

    /// The distance in pixels from the pointer to `p`, or infinity when `p` is not finite.
    public func distance(to p: SIMD2<Double>) -> Double {
        let d = p - pointer
        let squared = (d * d).sum()
        return squared.isFinite ? squared.squareRoot() : .infinity
    }
}

/// What a mark adds to the hover read-out of an interactive 2D chart (the box of values beside
/// the pointer): a named y value with its distance from the pointer — of the marks giving a value
/// of one name, the nearest one is read — or, for a cell under the pointer, the value its colour
/// encodes. Each reads its colour line too: the mark's `.foregroundStyle(by:)` value unless
/// ``colorLine`` gives another.
public struct MarkHoverReadout: Sendable, Equatable {
    /// The name of the value read (a y label), or nil for a cell, which reads only its colour.
    public var label: String?
    /// The y value read, formatted as the y axis labels it.
    public var y: Double
    /// Pixels from the pointer to the value's place; the nearest of a name wins.
    public var distance: Double
    /// The line for the value the mark's colour encodes ("Species: Adelie"), or nil to read the
    /// mark's `.foregroundStyle(by:)` value.
    public var colorLine: String?

    /// A value `label: y` whose place is `distance` pixels from the pointer.
    public static func value(_ label: String, y: Double, distance: Double, colorLine: String? = nil) -> Self {
        MarkHoverReadout(label: label, y: y, distance: distance, colorLine: colorLine)
    }

    /// A cell under the pointer: the read-out gives the value its colour encodes (of the topmost
    /// cell under the pointer).
    public static func underPointer(colorLine: String? = nil) -> Self {
        MarkHoverReadout(label: nil, y: .nan, distance: 0, colorLine: colorLine)
    }
}

/// A series the hover read-out of an interactive 2D chart reads at the pointer's x
/// (``ChartMark/readoutSeries(colorCategory:)``): one line "name: y" per series, in the chart's
/// order, before the values read at the pointer.
///
/// ```swift
/// func readoutSeries(colorCategory: String?) -> [MarkReadoutSeries] {
///     [.points(colorCategory ?? "Level", samples.map { SIMD2($0.time, $0.level) })]
/// }
/// ```
public struct MarkReadoutSeries: Sendable {
    /// Where the series' value at an x comes from.
    public enum Values: Sendable {
        /// y = f(x); nil where the series has no value (outside its domain).
        case function(@Sendable (Double) -> Double?)
        /// Points (x, y) in any order: the one with x nearest the pointer's is read.
        case points([SIMD2<Double>])
    }

    /// The name the read-out gives the value (a y label or category).
    public var name: String
    public var values: Values
    /// Whether the points join those of other marks' series of the same name, read after the
    /// series that do not (a line built of one mark per vertex, as `LineMark`).
    public var joinsMarks: Bool

    /// A series of its own, read where it stands in the chart's order.
    public init(name: String, values: Values, joinsMarks: Bool = false) {
        (self.name, self.values, self.joinsMarks) = (name, values, joinsMarks)
    }

    /// A function of x read at the pointer's x.
    public static func function(_ name: String, _ f: @escaping @Sendable (Double) -> Double?) -> Self {
        MarkReadoutSeries(name: name, values: .function(f))
    }

    /// Points of which the one with x nearest the pointer's is read; `joinsMarks`: as
    /// ``joinsMarks``.
    public static func points(_ name: String, _ points: [SIMD2<Double>], joinsMarks: Bool = false) -> Self {
        MarkReadoutSeries(name: name, values: .points(points), joinsMarks: joinsMarks)
    }

    /// The series' value at `x`: the function's, or the y of the point nearest in x.
    func value(at x: Double) -> Double? {
        switch values {
        case .function(let f): return f(x)
        case .points(let points):
            return points.min(by: { abs($0.x - x) < abs($1.x - x) })?.y
        }
    }
}

/// The read-outs of a chart's marks under the pointer, merged: per name the nearest value (in
/// order of first appearance), each followed by its colour line, then the colour line of the
/// topmost cell under the pointer.
struct HoverReadouts {
    private var values: [(readout: MarkHoverReadout, color: String?)] = []
    private var index: [String: Int] = [:]
    private var cell: String?

    init(_ elements: [ChartElement], context: MarkHoverContext) {
        for e in elements {
            let c = e.recipe
            guard let r = c.mark.hoverReadout(in: context) else { continue }
            let color = r.colorLine ?? ColorReadout.line(c.style.category)
            guard let label = r.label else {
                if color != nil { cell = color }
                continue
            }
            guard r.distance.isFinite, r.y.isFinite else { continue }
            if let k = index[label] {
                if r.distance < values[k].readout.distance { values[k] = (r, color) }
            } else {
                index[label] = values.count
                values.append((r, color))
            }
        }
    }

    /// The read-out's lines, `format` writing a y value.
    func lines(_ format: (Double) -> String) -> [String] {
        values.flatMap { v in [v.readout.label! + ": " + format(v.readout.y)] + (v.color.map { [$0] } ?? []) }
            + (cell.map { [$0] } ?? [])
    }
}
