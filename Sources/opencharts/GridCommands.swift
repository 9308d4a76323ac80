import ChartData
import ChartGallery
import Foundation
import OpenCharts

/// The subcommands that chart a header-less numeric grid: `surface` and `heatmap GRID.csv`. The
/// plots are the library's (`SurfacePlot(x:y:z:grid:…)`, `HeatMapPlot`); these read the options
/// and choose the box's proportions and the image's frame.
enum GridCommands {
    /// Where the grid's columns (or rows) lie: the coordinates of the first and last, in
    /// ascending order, and whether the option gave them the other way round.
    struct Placement {
        let range: ClosedRange<Double>
        let flipped: Bool

        init(_ extent: (first: Double, last: Double)?, count: Int, offset: Int) {
            let e = extent ?? (Double(offset), Double(offset + count - 1))
            range = min(e.first, e.last)...max(e.first, e.last)
            flipped = e.first > e.last
        }

        var span: Double { range.upperBound - range.lowerBound }
    }

    /// The grid of the command line, with `--rows` applied; `minimum` rows and columns at least.
    static func readGrid(_ a: Arguments, minimum: Int = 1) throws -> InputGrid {
        let input = try InputGrid(path: try a.single("GRID.csv"), rows: a.string("--rows"), variable: a.string("--var"))
        guard input.grid.rows >= minimum, input.grid.columns >= minimum else {
            throw CLIError.failure(
                "\(input.path): a grid needs at least \(minimum) rows and \(minimum) columns, found "
                    + "\(input.grid.rows) × \(input.grid.columns)")
        }
        return input
    }

    /// The grid with its columns and rows reversed where the extents run backwards.
    static func oriented(_ grid: NumericGrid, columns: Placement, rows: Placement) -> NumericGrid {
        let g = columns.flipped ? grid.reversedColumns() : grid
        return rows.flipped ? g.reversedRows() : g
    }

    /// `surface GRID.csv`: the grid as a height field, column i at x, row j at z, the value as y,
    /// coloured by height. The footprint keeps the grid's proportions.
    static func surface(_ a: Arguments) throws -> ExampleChart {
        let input = try readGrid(a, minimum: 2)
        let x = Placement(try a.extent("--xextent") ?? input.file?.xExtent, count: input.grid.columns, offset: 0)
        let z = Placement(
            try a.extent("--zextent") ?? input.file?.yExtent, count: input.grid.rows, offset: input.firstRow)
        let grid = oriented(input.grid, columns: x, rows: z)
        let values = grid.valueRange ?? 0...1
        let yDomain = NiceTicks.niceDomain(
            values.upperBound > values.lowerBound ? values : values.lowerBound...(values.lowerBound + 1), target: 5)
        let longest = max(x.span, z.span)
        let gradient = try ChartLook.colormap(a)
        let relief = try a.positive("--relief") ?? 0.6
        let wireframe = try a.count("--wireframe", absent: 1)
        let contours = try SurfaceContourOptions(a)
        let chart = Chart3D {
            SurfacePlot(
                x: input.file?.x ?? "Column", y: input.file?.value ?? "Value", z: input.file?.y ?? "Row", grid: grid,
                xExtent: x.range, zExtent: z.range
            )
            .foregroundStyle(gradient.map { .heightBased($0) } ?? .heightBased)
            .wireframe(wireframe != nil, stride: wireframe ?? 1)
            .contours(contours)
        }
        .chartXScale(domain: x.range, range: (-0.5 * x.span / longest)...(0.5 * x.span / longest))
        .chartZScale(domain: z.range, range: (-0.5 * z.span / longest)...(0.5 * z.span / longest))
        .chartYScale(domain: yDomain, range: (-relief / 2)...(relief / 2))
        // A file's grid is a map (x east, rows north): its rows' axis runs away from the viewer,
        // as on a map seen from the south, instead of a mirror image of it.
        let mapped =
            input.file == nil || a.has("--zextent") ? chart : chart.chartZScale(domain: .automatic(reversed: true))
        return try ChartLook.chart3D(mapped, a)
    }

    /// `heatmap GRID.csv`: a cell per grid value, coloured by it, with a colour bar. Without
    /// `--yextent` the rows read as in the file, the first on top; with it, y runs up as usual.
    static func heatmap(_ a: Arguments) throws -> ExampleChart {
        let input = try readGrid(a)
        let yExtent = try a.extent("--yextent") ?? input.file?.yExtent
        let x = Placement(try a.extent("--xextent") ?? input.file?.xExtent, count: input.grid.columns, offset: 0)
        let y = Placement(yExtent, count: input.grid.rows, offset: input.firstRow)
        let grid = oriented(input.grid, columns: x, rows: y)
        var chart = Chart {
            HeatMapPlot(
                grid, x: input.file?.x ?? "Column", y: input.file?.y ?? "Row",
                value: a.string("--colorlabel") ?? input.file?.value ?? "Value", xExtent: x.range, yExtent: y.range)
        }
        if yExtent == nil { chart = chart.chartYScale(domain: .automatic(reversed: true)) }
        chart = try ChartLook.colorScale(chart, a)
        // A frame that keeps cells about square: the plot about 400 points high.
        let cell = (
            x: grid.columns > 1 ? x.span / Double(grid.columns - 1) : 1,
            y: grid.rows > 1 ? y.span / Double(grid.rows - 1) : 1
        )
        let cellAspect = grid.columns > 1 && grid.rows > 1 ? cell.x / cell.y : 1
        let plotWidth = min(820, max(240, 400 * Double(grid.columns) / Double(grid.rows) * cellAspect))
        chart = chart.frame(width: (plotWidth + 180).rounded(), height: 480)
        return try ChartLook.chart(chart, a)
    }
}
