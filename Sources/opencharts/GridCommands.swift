import ChartData
import ChartGallery
import Foundation
import OpenCharts

/// One cell of a grid heat map.
struct GridCell {
    let x: Double
    let y: Double
    let value: Double
}

/// The subcommands that chart a header-less numeric grid: `surface` and `heatmap GRID.csv`.
enum GridCommands {
    /// Where the grid's columns (or rows) lie: the coordinate of the first and last, and whether they
    /// run backwards.
    struct Placement {
        let range: ClosedRange<Double>
        let flipped: Bool

        init(_ extent: (first: Double, last: Double)?, count: Int, offset: Int) {
            let e = extent ?? (Double(offset), Double(offset + count - 1))
            range = min(e.first, e.last)...max(e.first, e.last)
            flipped = e.first > e.last
        }

        /// The coordinate of grid line `i` of `count`.
        func coordinate(_ i: Int, of count: Int) -> Double {
            let t = count > 1 ? Double(i) / Double(count - 1) : 0
            let u = flipped ? 1 - t : t
            return range.lowerBound + (range.upperBound - range.lowerBound) * u
        }

        var span: Double { range.upperBound - range.lowerBound }
    }

    static func readGrid(_ a: Arguments) throws -> InputGrid {
        let input = try InputGrid(path: try a.single("GRID.csv"), rows: a.string("--rows"))
        guard input.grid.rows >= 2, input.grid.columns >= 2 else {
            throw CLIError.failure(
                "\(input.path): a grid needs at least 2 rows and 2 columns, found \(input.grid.rows) × "
                    + "\(input.grid.columns)")
        }
        return input
    }

    /// `surface GRID.csv`: the grid as a height field, column i at x, row j at z, the value as y,
    /// interpolated bilinearly, coloured by height. The footprint keeps the grid's proportions.
    static func surface(_ a: Arguments) throws -> ExampleChart {
        let input = try readGrid(a)
        let grid = input.grid
        let x = Placement(try a.extent("--xextent"), count: grid.columns, offset: 0)
        let z = Placement(try a.extent("--zextent"), count: grid.rows, offset: input.firstRow)
        let height = grid.bilinear(x: x.range, z: z.range, flipColumns: x.flipped, flipRows: z.flipped)
        let finite = grid.values.filter(\.isFinite)
        let lo = finite.min() ?? 0
        let hi = finite.max() ?? 1
        let yDomain = NiceTicks.niceDomain(lo...(hi > lo ? hi : lo + 1), target: 5)
        let longest = max(x.span, z.span)
        let gradient = try ChartLook.colormap(a)
        let relief = try a.positive("--relief") ?? 0.6
        let chart = Chart3D {
            SurfacePlot(x: "Column", y: "Value", z: "Row", function: height)
                .foregroundStyle(gradient.map { .heightBased($0) } ?? .heightBased)
        }
        .chartXScale(domain: x.range, range: (-0.5 * x.span / longest)...(0.5 * x.span / longest))
        .chartZScale(domain: z.range, range: (-0.5 * z.span / longest)...(0.5 * z.span / longest))
        .chartYScale(domain: yDomain, range: (-relief / 2)...(relief / 2))
        return try ChartLook.chart3D(chart, a)
    }

    /// `heatmap GRID.csv`: a cell per grid value, coloured by it, with a colour bar. Without
    /// `--yextent` the rows read as in the file, the first on top; with it, y runs up as usual.
    static func heatmap(_ a: Arguments) throws -> ExampleChart {
        let input = try readGrid(a)
        let grid = input.grid
        let yExtent = try a.extent("--yextent")
        let x = Placement(try a.extent("--xextent"), count: grid.columns, offset: 0)
        let y = Placement(yExtent, count: grid.rows, offset: input.firstRow)
        var cells: [GridCell] = []
        cells.reserveCapacity(grid.values.count)
        for r in 0..<grid.rows {
            for c in 0..<grid.columns where grid[r, c].isFinite {
                cells.append(
                    GridCell(x: x.coordinate(c, of: grid.columns), y: y.coordinate(r, of: grid.rows), value: grid[r, c])
                )
            }
        }
        var chart = Chart {
            RectanglePlot(cells, x: .value("Column", \.x), y: .value("Row", \.y))
                .foregroundStyle(by: .value(a.string("--colorlabel") ?? "Value", \.value))
        }
        if yExtent == nil { chart = chart.chartYScale(domain: .automatic(reversed: true)) }
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        // A frame that keeps cells about square: the plot about 400 points high.
        let cellAspect = (x.span / Double(grid.columns - 1)) / (y.span / Double(grid.rows - 1))
        let plotWidth = min(820, max(240, 400 * Double(grid.columns) / Double(grid.rows) * cellAspect))
        chart = chart.frame(width: (plotWidth + 180).rounded(), height: 480)
        return try ChartLook.chart(chart, a)
    }
}
