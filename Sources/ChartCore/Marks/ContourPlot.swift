import ChartMath
import ChartScene

/// Contour lines of a grid of values in a 2D `Chart`: a line through the grid at each level,
/// coloured by its level through the chart's continuous colour scale, with a colour bar titled
/// with the value's label, and optionally the levels written on the lines (an OpenCharts
/// extension, as matplotlib's `contour` and `clabel`).
///
/// Make one from a `NumericGrid` with `ContourPlot(_:x:y:value:levels:xExtent:yExtent:)`; the grid
/// is placed as a `HeatMapPlot`'s (column `c` at x, row `r` at y over the extents, row 0 at the
/// bottom). The lines come from marching squares (``MarchingSquares``): each crosses the grid's
/// edges at the linearly interpolated point, saddle cells are resolved by their centre value, and
/// a missing value (NaN) leaves a hole the lines end at.
///
/// ```swift
/// Chart {
///     ContourPlot(volcano, x: "East (m)", y: "North (m)", value: "Height (m)", levels: .step(10),
///                 xExtent: 0...600, yExtent: 0...860)
///         .contourLabels()
/// }
/// .chartForegroundStyleScale(range: .magma)
/// ```
///
/// `.foregroundStyle(_:)` draws every level in one colour (no colour bar); `.lineStyle(_:)` sets
/// the width and dashes. Bad input (a grid under 2 × 2, no finite value, levels that are not
/// finite or do not increase, a step that is not positive) makes lowering the chart throw a
/// ``ContourError``, and extents that are not finite a ``ChartError``.
public struct ContourPlot: ChartContent {
    var levels: [ContourLevelSpec]

    /// The contours of `columns` × `rows` values, row-major. The public form, which takes a
    /// `NumericGrid`, is in the `OpenCharts` module.
    package init(
        x: String, y: String, value: String, columns: GridPlacement, rows: GridPlacement, values: [Double],
        levels spec: ContourLevels
    ) {
        let mark = WarningLog.name("ContourPlot", value)
        var base = ContourLevelSpec(
            xLabel: x, yLabel: y, valueLabel: value, xExtent: columns.extent, yExtent: rows.extent)
        base.problem = columns.problem(mark: mark, axis: "x") ?? rows.problem(mark: mark, axis: "y")
        do {
            let geometry = try ContourGeometry(columns: columns, rows: rows, values: values, levels: spec, mark: mark)
            base.geometry = geometry
            levels = geometry.levels.indices.map { i in
                var s = base
                s.index = i
                return s
            }
            if levels.isEmpty { levels = [base] }
        } catch {
            base.problem = error
            levels = [base]
        }
    }

    /// One element per level, coloured by the level (or all in the colour of
    /// `.foregroundStyle(_:)`).
    public var chartElements: [ChartElement] {
        levels.map { spec in
            var style = MarkStyle()
            if let color = spec.color {
                style.color = color
            } else if let value = spec.colorValue {
                style.category = PlottableValue.value(spec.valueLabel, value).erased
            }
            return ChartElement(recipe: CustomMark(mark: spec, style: style))
        }
    }

    func map(_ change: (inout ContourLevelSpec) -> Void) -> ContourPlot {
        var copy = self
        for i in copy.levels.indices { change(&copy.levels[i]) }
        return copy
    }

    /// Every level in one colour, with no colour bar.
    public func foregroundStyle(_ color: Color) -> ContourPlot { map { $0.color = color } }

    /// The lines' width in points (default 1) and dash pattern.
    public func lineStyle(_ style: StrokeStyle) -> ContourPlot { map { $0.stroke = style } }

    /// Writes each level's value on its lines, in the theme's text colour (or `color`), at 9 points
    /// (or `fontSize`), as matplotlib's `clabel`: on the straightest stretch of each line long
    /// enough to hold it, the line gapped under the label, no label overlapping another or the
    /// plot's edges; a line too short or too bent for its label stays unlabelled.
    public func contourLabels(_ visible: Bool = true, fontSize: Double = 9, color: Color? = nil) -> ContourPlot {
        map {
            $0.labels = visible ? ContourLabelStyle(fontSize: fontSize, color: color) : nil
        }
    }
}

/// How contour labels are written.
struct ContourLabelStyle: Sendable, Equatable {
    var fontSize: Double
    var color: Color?
}

/// A contour plot's lines at every level, in data coordinates.
struct ContourGeometry: Sendable {
    var levels: [Double]
    /// Per level, its polylines (x, y in data units).
    var lines: [[[SIMD2<Double>]]]
    /// The grid, kept for filling the bands (``ContourPlot/contourFill(_:)``).
    var grid = ContourGrid()
    /// Per band (below the first level, between levels, above the last), its polygons in data
    /// units; empty until the plot is filled.
    var bands: [[[SIMD2<Double>]]] = []

    init(columns: GridPlacement, rows: GridPlacement, values: [Double], levels spec: ContourLevels, mark: String)
        throws(ContourError)
    {
        guard columns.count >= 2, rows.count >= 2 else {
            throw .gridTooSmall(mark: mark, rows: rows.count, columns: columns.count)
        }
        let finite = values.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { throw .noFiniteValues(mark: mark) }
        levels = try spec.resolved(for: lo...hi, mark: mark)
        grid = ContourGrid(columns: columns, rows: rows, values: values, range: lo...hi)
        let (x0, dx) = (columns.extent.lowerBound, columns.spacing)
        let (y0, dy) = (rows.extent.lowerBound, rows.spacing)
        lines = levels.map { level in
            MarchingSquares.lines(rows: rows.count, columns: columns.count, values: values, level: level).map {
                $0.points.map { p in SIMD2(x0 + p.x * dx, y0 + p.y * dy) }
            }
        }
    }
}

/// One level of a ``ContourPlot``: its lines (and those of the other levels, for placing labels
/// so that none overlaps another).
struct ContourLevelSpec: ChartMark {
    var xLabel: String
    var yLabel: String
    var valueLabel: String
    var xExtent: ClosedRange<Double>
    var yExtent: ClosedRange<Double>
    var geometry = ContourGeometry.empty
    var index = 0
    var problem: (any Error)?
    var color: Color?
    var stroke = StrokeStyle(lineWidth: 1)
    var labels: ContourLabelStyle?
    /// Whether this element is a filled band (its `index` the band's) rather than a level's lines.
    var filled = false

    /// The level, or nil for a plot with no level inside its data.
    var level: Double? { geometry.levels.indices.contains(index) ? geometry.levels[index] : nil }

    var markName: String { WarningLog.name("ContourPlot", valueLabel) }

    /// The grid's extents on x and y, used exactly (as a function plot's domain) when no other
    /// mark puts data on the axis, so the lines reach the plot's edges.
    func addValues(to domains: inout MarkDomains) throws {
        if let problem { throw problem }
        guard domains.x.categories.isEmpty, domains.y.categories.isEmpty else {
            try domains.addX(.value(xLabel, xExtent.lowerBound))
            try domains.addY(.value(yLabel, yExtent.lowerBound))
            return
        }
        domains.titles.x = domains.titles.x ?? xLabel
        domains.titles.y = domains.titles.y ?? yLabel
        domains.x.functionDomains.append(xExtent)
        domains.y.functionDomains.append(yExtent)
        if filled { domains.colorBands = bandEdges }
    }

    /// The level's lines, clipped to the plot area, gapped under its labels.
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        if filled { return bandPrimitives(in: context) }
        guard level != nil else { return [] }
        let pixels = geometry.lines.map { lines in lines.map { $0.map { context.pixel(xLabel, yLabel, $0) } } }
        guard let labels else { return context.stroke(pixels[index], style: stroke) }
        let placement = ContourLabelPlacement(
            lines: pixels, texts: geometry.levels.map(ContourLabelPlacement.text), style: labels, context: context)
        let mine = placement.labels.filter { $0.level == index }
        let gapped = pixels[index].flatMap { ContourLabelPlacement.gapped($0, around: mine.map(\.box)) }
        let textColor = labels.color?.rgba ?? context.textColor
        let batch = TextBatch(
            labels: mine.map {
                TextLabel(
                    text: $0.text, position: Vec2(Float($0.centre.x), Float($0.centre.y)),
                    fontSize: placement.pixelSize, color: textColor, horizontal: .center, vertical: .center)
            })
        return context.stroke(gapped, style: stroke) + (mine.isEmpty ? [] : [.text(batch)])
    }

    /// A short line in the legend.
    var legendSample: MarkLegendSample { filled ? .square : .line(dash: stroke.dash) }

    /// "100: 3 lines, the longest through East 160 m, North 730 m" (a band: "100 to 110: 2
    /// regions").
    var accessibleSummary: MarkAccessibleSummary? {
        if filled { return bandAccessibleSummary }
        guard let level else { return nil }
        let lines = geometry.lines[index].filter { !$0.isEmpty }
        var item = ContourLabelPlacement.text(level) + ": " + DescriptionWriter.count(lines.count, "line", "lines")
        if let longest = lines.max(by: { $0.count < $1.count }) {
            let p = longest[longest.count / 2]
            let x = DescriptionWriter.Axis(letter: "x", label: xLabel, domain: xExtent)
            let y = DescriptionWriter.Axis(letter: "y", label: yLabel, domain: yExtent)
            item += lines.count == 1 ? ", through " : ", the longest through "
            item += "\(x.name) \(x.text(p.x)), \(y.name) \(y.text(p.y))"
        }
        return MarkAccessibleSummary(kind: "contour lines", of: valueLabel, item: item)
    }

    /// Each level reads as a point its longest line passes through (the line's middle vertex),
    /// named by the level ("Height (m) 150 contour: 1 point at x …, y …"), so the description lists
    /// the levels and where they run.
    var accessibleValues: MarkAccessibleValues? {
        if filled { return bandAccessibleValues }
        guard let level, let line = geometry.lines[index].max(by: { $0.count < $1.count }), !line.isEmpty else {
            return nil
        }
        let p = line[line.count / 2]
        return MarkAccessibleValues(
            role: .point, name: "\(valueLabel) \(ContourLabelPlacement.text(level)) contour", xLabel: xLabel,
            yLabel: yLabel, x: p.x, y: p.y)
    }
}

extension ContourGeometry {
    static let empty = ContourGeometry(levels: [], lines: [])

    init(levels: [Double], lines: [[[SIMD2<Double>]]]) {
        self.levels = levels
        self.lines = lines
    }
}

extension MarkContext2D {
    /// The pixel of a point in data units on numeric axes (NaN where it cannot be drawn).
    func pixel(_ xLabel: String, _ yLabel: String, _ p: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(pixelX(.value(xLabel, p.x)), pixelY(.value(yLabel, p.y)))
    }
}
