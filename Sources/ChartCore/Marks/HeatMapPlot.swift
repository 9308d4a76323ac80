/// A heat map of a grid of values in a 2D `Chart`: one cell per value, coloured by it, with a
/// colour bar titled with the value's label (an OpenCharts extension: Swift Charts draws heat maps
/// with a `RectanglePlot`, which this plot builds for you).
///
/// Make one from a `NumericGrid` with `HeatMapPlot(_:x:y:value:xExtent:yExtent:)`. Column `c` is
/// centred at x = `xExtent.lowerBound + c · (xExtent.upperBound − xExtent.lowerBound) / (columns − 1)`
/// and row `r` likewise at y on `yExtent` (by default the column and row indices), each cell
/// reaching halfway to its neighbours, so the cells tile and the axes span them exactly. Row 0 is
/// at the bottom, as y runs up; add `.chartYScale(domain: .automatic(reversed: true))` to read the
/// grid as an image, row 0 on top.
///
/// The colours come from the chart's continuous colour scale: viridis by default, or the
/// gradient of `.chartForegroundStyleScale(range:)` (``Gradient/grayscale`` for images such as
/// MRI slices). Missing values (NaN) and infinities leave holes. A grid of one row or column gets
/// cells 20 points high or wide.
///
/// Cells are `RectangleMark`s, so accessibility, the data table and transitions treat them as any
/// rectangles. The work grows with the number of values: grids of thousands to tens of thousands
/// draw at once, while 300 × 300 values take several seconds in a debug build.
public struct HeatMapPlot: ChartContent {
    /// One rectangle per finite value, row after row; or one undrawable element carrying the
    /// problem with the plot's placement.
    let elements: [ChartElement]

    /// A heat map of `columns` × `rows` values, row-major (`values[r * columns.count + c]`). The
    /// public form, which takes a `NumericGrid`, is in the `OpenCharts` module.
    package init(x: String, y: String, value: String, columns: GridPlacement, rows: GridPlacement, values: [Double]) {
        let mark = "HeatMapPlot"
        if let problem = columns.problem(mark: mark, axis: "x") ?? rows.problem(mark: mark, axis: "y") {
            var spec = Rectangle2DSpec(x: nil, y: nil)
            spec.problem = problem
            elements = [ChartElement(mark: spec)]
            return
        }
        let xs = columns.coordinates
        let ys = rows.coordinates
        let grid = GridCells(columns: columns, rows: rows)
        var cells: [ChartElement] = []
        cells.reserveCapacity(values.count)
        for r in 0..<rows.count {
            for c in 0..<columns.count {
                let v = values[r * columns.count + c]
                guard v.isFinite else { continue }
                // The cell `RectangleMark(x:y:).foregroundStyle(by:)` makes, with its grid.
                var spec = Rectangle2DSpec(
                    x: PlottableValue.value(x, xs[c]).erased, y: PlottableValue.value(y, ys[r]).erased)
                spec.grid = grid
                var style = MarkStyle()
                style.category = PlottableValue.value(value, v).erased
                cells.append(ChartElement(recipe: CustomMark(mark: spec, style: style)))
            }
        }
        elements = cells
    }

    private init(elements: [ChartElement]) { self.elements = elements }

    /// The cells, one rectangle element per finite value, row after row.
    public var chartElements: [ChartElement] { elements }

    /// The opacity of every cell in 0…1 (default 1), to show marks or a background under the map.
    public func opacity(_ opacity: Double) -> HeatMapPlot {
        HeatMapPlot(elements: elements.map { $0.withStyle { $0.opacity = opacity } })
    }
}
