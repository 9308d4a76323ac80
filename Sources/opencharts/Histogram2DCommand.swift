import ChartGallery
import Foundation
import OpenCharts

/// `histogram2d FILE.csv --x COL --y COL`: a 2D histogram of two numeric columns as a heat map, on
/// hexagonal bins (`--hex`), or as bars in a 3D box (`--3d`).
enum Histogram2DCommand {
    static let subcommand = Subcommand(
        name: "histogram2d",
        usage: [
            "histogram2d FILE.csv --x COL --y COL [--bins N|NX,NY] [--density] [--hide-empty] [OPTIONS]",
            "histogram2d FILE.csv --x COL --y COL --hex [--gridsize N[,ROWS]] [--mincnt N] [OPTIONS]",
            "histogram2d FILE.csv --x COL --y COL --3d [--bins N|NX,NY] [--by COL] [OPTIONS]",
        ],
        summary: "a 2D histogram or hexbin of two numeric CSV columns",
        details: """
            Counts the rows' (--x, --y) pairs into cells and colours each by its count, with a colour bar.
            Bins are nice ones on each axis (1, 2 or 5 times a power of ten, as many as Scott's rule in two
            dimensions asks), about N on each (--bins N) or NX on x and NY on y (--bins NX,NY); they hold
            their lower edge, the last its upper edge too. --density draws count / (n × cell area);
            --hide-empty leaves empty cells blank (as --colorscale log does: log(0) has no colour). --hex counts into pointy-top hexagons instead, N across
            x (--gridsize, default 20) and N/√3 up y unless ROWS is given, each pair in the hexagon with the
            nearest centre; hexagons with fewer than --mincnt pairs (default 1) are left blank. --3d draws
            the cells as bars on the floor of a 3D box: --x across, --y in depth (the box's z axis), the
            count up; --by COL stacks a bar per category of that column, with a legend.
            """,
        options: [
            OptionSpec("--x", value: "COL", help: "Numeric column across (x)."),
            OptionSpec("--y", value: "COL", help: "Numeric column up (y), or in depth with --3d."),
            OptionSpec("--bins", value: "N|NX,NY", help: "About N nice bins per axis, or NX on x and NY on y."),
            OptionSpec("--density", help: "Cells as a density: count / (n × cell area)."),
            OptionSpec("--hide-empty", help: "Leave cells without a pair blank."),
            OptionSpec("--hex", help: "Hexagonal bins instead of rectangular cells."),
            OptionSpec("--gridsize", value: "N[,ROWS]", help: "Hexagons across x (default 20), and rows up y."),
            OptionSpec("--mincnt", value: "N", help: "Leave hexagons with fewer than N pairs blank (default 1)."),
            OptionSpec("--3d", help: "Bars on the floor of a 3D box, height = count."),
            OptionSpec("--by", value: "COL", help: "With --3d: a stacked bar per category of this column."),
        ] + OptionCatalog.colorScaleOptions + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "histogram2d Datasets/seattle-weather.csv --x temp_min_c --y temp_max_c --hide-empty -o days.png",
            "histogram2d Datasets/seattle-weather.csv --x temp_min_c --y temp_max_c --hex --gridsize 24",
            "histogram2d Datasets/penguins.csv --x bill_length_mm --y bill_depth_mm --3d --by species",
        ], build: { try build($0) })

    static func build(_ a: Arguments) throws -> ExampleChart {
        try refuseMixedOptions(a)
        let t = try InputTable(path: try a.single("FILE.csv"))
        let (xName, yName) = (try a.required("--x", "COL"), try a.required("--y", "COL"))
        let xs = try t.numbers(xName, option: "--x")
        let ys = try t.numbers(yName, option: "--y")
        let groups = try a.string("--by").map { try t.categories($0, option: "--by") }
        let rows = xs.indices.filter { xs[$0] != nil && ys[$0] != nil && (groups == nil || groups?[$0] != nil) }
        guard !rows.isEmpty else {
            throw CLIError.failure("\(t.path): no row has numbers in both --x \(xName) and --y \(yName)")
        }
        let x = rows.map { xs[$0] ?? .nan }
        let y = rows.map { ys[$0] ?? .nan }
        let statistic: Histogram2DStatistic = a.has("--density") ? .density : .count
        if a.has("--hex") {
            let (columns, hexRows) = try gridSize(a)
            let plot = HexbinPlot(
                x: x, y: y, xLabel: xName, yLabel: yName, value: "Count", gridSize: columns, rows: hexRows,
                minimumCount: try minimumCount(a))
            return try ChartLook.chart(try ChartLook.colorScale(Chart { plot }, a), a)
        }
        let (xBins, yBins) = try bins(a, x, y)
        if a.has("--3d") {
            let plot = Histogram3DPlot(
                x: x, z: y, categories: groups.map { g in rows.map { g[$0] ?? "" } },
                labels: (xName, nil, yName, a.string("--by")), xBins: xBins, zBins: yBins, statistic: statistic)
            return try ChartLook.chart3D(Chart3D { plot }, a)
        }
        let plot = Histogram2DPlot(
            x: x, y: y, xLabel: xName, yLabel: yName, value: nil, xBins: xBins, yBins: yBins, statistic: statistic)
        // Empty cells have no place on a log colour scale: they are left blank, not given log(0).
        let onLogScale = try ChartLook.colorScaleType(a) == .log
        let hidesEmpty = a.has("--hide-empty") || onLogScale
        return try ChartLook.chart(try ChartLook.colorScale(Chart { plot.hidingEmptyBins(hidesEmpty) }, a), a)
    }

    /// Options of one form used with another's are usage errors, not silently ignored.
    static func refuseMixedOptions(_ a: Arguments) throws {
        if a.has("--hex"), a.has("--3d") {
            throw CLIError.usage("--hex and --3d are different charts: give one of them")
        }
        let forms: [(String, [String])] = [
            ("--hex", ["--gridsize", "--mincnt"]),
            ("--3d", ["--by", "--zlabel", "--zdomain", "--pose", "--projection"]),
        ]
        for (form, options) in forms {
            if let option = options.first(where: { a.has($0) }), !a.has(form) {
                throw CLIError.usage("\(option) applies to \(form) charts: add \(form) or leave \(option) out")
            }
        }
        if a.has("--hex"), let option = ["--bins", "--density", "--hide-empty"].first(where: { a.has($0) }) {
            throw CLIError.usage("\(option) applies to rectangular cells, not --hex (use --gridsize and --mincnt)")
        }
        if a.has("--3d"), a.has("--hide-empty") {
            throw CLIError.usage("--hide-empty: a 3D histogram draws no bar for an empty cell anyway")
        }
    }

    /// `--bins N` or `--bins NX,NY`: about that many nice bins per axis; nil (Scott's rule) without it.
    static func bins(_ a: Arguments, _ x: [Double], _ y: [Double]) throws -> (NumberBins<Double>?, NumberBins<Double>?)
    {
        guard let text = a.string("--bins") else { return (nil, nil) }
        let counts = try wholeNumbers(text, option: "--bins", range: 1...1000, what: "bins")
        let (nx, ny) = (counts[0], counts.count > 1 ? counts[1] : counts[0])
        return (NumberBins(data: x, desiredCount: nx), NumberBins(data: y, desiredCount: ny))
    }

    /// `--gridsize N` or `N,ROWS` (default 20 across, rows by the lattice's rule).
    static func gridSize(_ a: Arguments) throws -> (Int, Int?) {
        guard let text = a.string("--gridsize") else { return (20, nil) }
        let n = try wholeNumbers(text, option: "--gridsize", range: 1...1000, what: "hexagons")
        return (n[0], n.count > 1 ? n[1] : nil)
    }

    /// `--mincnt N` (default 1).
    static func minimumCount(_ a: Arguments) throws -> Int {
        guard let text = a.string("--mincnt") else { return 1 }
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), n >= 0 else {
            throw CLIError.usage("--mincnt needs a whole number of pairs, 0 or more, got '\(text)'")
        }
        return n
    }

    /// One or two whole numbers in `range`, separated by a comma.
    private static func wholeNumbers(_ text: String, option: String, range: ClosedRange<Int>, what: String) throws
        -> [Int]
    {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.map(range.contains) == true }) else {
            throw CLIError.usage(
                "\(option) needs N or NX,NY: whole numbers of \(what) from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
            )
        }
        return parts.compactMap(\.self)
    }
}
