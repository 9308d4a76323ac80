import ChartGallery
import OpenCharts

/// One subcommand: its name, help and options, and — for the chart subcommands — how it builds its
/// chart from the parsed arguments.
struct Subcommand: Sendable {
    let name: String
    /// Usage lines, without the leading `opencharts `.
    let usage: [String]
    /// One line for the overview.
    let summary: String
    /// A paragraph or two for `--help`.
    let details: String
    /// The options, specific ones first.
    let options: [OptionSpec]
    /// Command lines shown under EXAMPLES (without `opencharts `).
    let examples: [String]
    /// Builds the chart of a chart subcommand; nil for the others (render, gallery, list, view).
    let build: (@Sendable (Arguments) throws -> ExampleChart)?

    /// The text of `opencharts NAME --help`.
    var help: String {
        var lines = ["opencharts \(name) — \(summary)", "", "USAGE:"]
        lines += usage.map { "  opencharts " + $0 }
        lines += [""] + details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += ["", "OPTIONS:"]
        let width = min(34, options.map(\.synopsis.count).max() ?? 0)
        for o in options {
            let s = o.synopsis
            if s.count <= width {
                lines.append("  " + s.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + o.help)
            } else {
                lines.append("  " + s)
                lines.append("  " + String(repeating: " ", count: width) + "  " + o.help)
            }
        }
        if !examples.isEmpty {
            lines += ["", "EXAMPLES:"] + examples.map { "  opencharts " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}

/// Every subcommand, in the order the overview lists them.
enum Subcommands {
    static let x = OptionSpec("--x", value: "COL", help: "Column for x.")
    static let y = OptionSpec("--y", value: "COL", help: "Column for y.")
    static let z = OptionSpec("--z", value: "COL", help: "Column for z.")
    static let rows = OptionSpec(
        "--rows", value: "FIRST:LAST", help: "Use only grid rows FIRST…LAST (counted from 0, both included).")
    static let xextent = OptionSpec(
        "--xextent", value: "A:B", help: "x of the first and last grid column (default 0 and columns−1).")

    static let chartCommands: [Subcommand] = [
        Subcommand(
            name: "line", usage: ["line FILE.csv --x COL --y COL[,COL…] [--series COL] [--errors COL] [OPTIONS]"],
            summary: "lines through the rows of a CSV table",
            details: """
                A line through (x, y) of every row, in x order. Several --y columns give one line each (the
                legend names them by what differs); --series COL gives one line per value of COL instead.
                x may hold numbers, ISO dates (a date axis) or text (categories, in file order). Rows with a
                missing x or y are skipped. --errors COL draws an error bar at each point, y ± the row's value
                of COL, in its line's colour (with one --y column).
                """,
            options: [
                x, OptionSpec("--y", value: "COL[,COL…]", help: "Column(s) for y: each one a line."),
                OptionSpec("--series", value: "COL", help: "One line per value of this column."),
                OptionSpec("--errors", value: "COL", help: "Error bars: y ± this column's values."),
                OptionCatalog.linewidth, OptionCatalog.yscale,
            ] + OptionCatalog.look2D + OptionCatalog.outputOptions,
            examples: [
                "line Datasets/stocks-adj-close.csv --x date --y AAPL_adj_close_usd,IBM_adj_close_usd -o s.png",
                "line data.csv --x time --y temperature --series station --title 'Stations' -o t.png",
            ], build: { try TableCommands.lineOrArea($0, area: false) }),
        Subcommand(
            name: "area", usage: ["area FILE.csv --x COL --y COL[,COL…] [--series COL] [OPTIONS]"],
            summary: "stacked areas under the rows of a CSV table",
            details: """
                The area from zero up to y at each x, in x order; several --y columns, or the values of
                --series COL, are stacked one on another. x may hold numbers, ISO dates or text.
                """,
            options: [
                x, OptionSpec("--y", value: "COL[,COL…]", help: "Column(s) for y: each one a stacked area."),
                OptionSpec("--series", value: "COL", help: "One stacked area per value of this column."),
            ] + OptionCatalog.look2D + OptionCatalog.outputOptions,
            examples: ["area Datasets/seattle-weather.csv --x date --y precipitation_mm -o rain.png"],
            build: { try TableCommands.lineOrArea($0, area: true) }),
        Subcommand(
            name: "bar", usage: ["bar FILE.csv --x COL --y COL [--color COL [--group]] [OPTIONS]"],
            summary: "bars at the categories of a CSV column",
            details: """
                A bar per row from zero to y at the category in x (numbers in x are categories too). Bars at
                the same category stack; --color COL colours them by its values, with a legend, and --group
                puts those side by side instead of stacking them. The x axis lists the categories, so it
                takes no --xdomain.
                """,
            options: [
                x, y, OptionSpec("--color", value: "COL", help: "Colour (and stack) the bars by this column."),
                OptionSpec("--group", help: "Bars of different --color side by side instead of stacked."),
            ] + OptionCatalog.look2DCategoricalX + OptionCatalog.outputOptions,
            examples: ["bar Datasets/seattle-weather.csv --x weather --y precipitation_mm -o weather.png"],
            build: { try TableCommands.bar($0) }),
        Subcommand(
            name: "scatter", usage: ["scatter FILE.csv --x COL --y COL [--color COL] [--errors COL] [OPTIONS]"],
            summary: "a 2D point per row of a CSV table",
            details: """
                A point per row at (x, y). --color COL colours the points by its values: text gets a colour
                and a symbol per category with a legend, numbers a continuous colour scale with a colour bar
                (titled --colorlabel TEXT, else the column's name). --errors COL draws an error bar at each
                point, y ± the row's value of COL, in the point's colour.
                """,
            options: [
                x, y, OptionSpec("--color", value: "COL", help: "Colour the points by this column."),
                OptionSpec("--errors", value: "COL", help: "Error bars: y ± this column's values."),
                OptionCatalog.colorlabel, OptionCatalog.size, OptionCatalog.colormap, OptionCatalog.yscale,
            ] + OptionCatalog.look2D + OptionCatalog.outputOptions,
            examples: [
                "scatter Datasets/iris.csv --x petal_length_cm --y petal_width_cm --color species -o iris.png"
            ], build: { try TableCommands.scatter($0) }),
        Subcommand(
            name: "scatter3d", usage: ["scatter3d FILE.csv --x COL --y COL --z COL [--color COL] [OPTIONS]"],
            summary: "a 3D point cloud from three numeric columns of a CSV table",
            details: """
                A point per row at (x, y, z); y is up. --color COL colours the points by its values: text gets a
                colour per category with a legend, numbers a continuous colour scale with a colour bar (titled
                --colorlabel TEXT, else the column's name).
                A leading minus negates a column: --y -depth_km draws depths downward.
                """,
            options: [
                x, y, z, OptionSpec("--color", value: "COL", help: "Colour the points by this column."),
                OptionCatalog.colorlabel, OptionCatalog.size, OptionCatalog.colormap,
            ] + OptionCatalog.look3D + OptionCatalog.outputOptions,
            examples: [
                "scatter3d Datasets/penguins.csv --x flipper_length_mm --y body_mass_g --z bill_length_mm "
                    + "--color species -o penguins.png"
            ], build: { try TableCommands.scatter3D($0) }),
        Subcommand(
            name: "surface", usage: ["surface GRID.csv [--xextent A:B] [--zextent A:B] [--rows FIRST:LAST] [OPTIONS]"],
            summary: "a height field from a header-less numeric grid (3D surface)",
            details: """
                GRID.csv holds only numbers, one grid row per line, no header. Column i of a line is x, the
                line (row) is z, the number is the height y; the surface has a vertex at every value, is shaded
                by the data's gradient and coloured by height. Without extents x and z count columns and rows;
                the footprint keeps the grid's proportions (of the extents, when given).
                """ + "\n" + ScientificInput.gridNote,
            options: [
                xextent,
                OptionSpec("--zextent", value: "A:B", help: "z of the first and last grid row (default 0 and rows−1)."),
                rows, ScientificInput.variable,
                OptionSpec(
                    "--relief", value: "F",
                    help: "Height of the box as a fraction of the footprint's longer side (default 0.6)."),
                OptionSpec.optionalCount(
                    "--wireframe", placeholder: "STRIDE",
                    help: "Draw the grid lines over the surface, every STRIDE-th column and row (default 1)."),
                OptionCatalog.colormap,
            ] + SurfaceContourOptions.options + OptionCatalog.look3D + OptionCatalog.outputOptions,
            examples: [
                "surface Datasets/volcano-grid.csv --xextent 600:0 --zextent 860:0 --xlabel 'East (m)' "
                    + "--zlabel 'South (m)' --ylabel 'Height (m)' -o volcano.png",
                "surface Datasets/volcano-grid.csv --wireframe 4 -o volcano-wire.png",
                "surface Datasets/volcano-grid.csv --xextent 600:0 --zextent 860:0 --contours step:10 "
                    + "--floor-contours -o volcano-contours-3d.png",
            ], build: { try GridCommands.surface($0) }),
        Subcommand(
            name: "heatmap",
            usage: [
                "heatmap GRID.csv [--xextent A:B] [--yextent A:B] [--rows FIRST:LAST] [OPTIONS]",
                "heatmap FILE.csv --x COL --y COL --value COL [OPTIONS]",
            ],
            summary: "coloured cells from a numeric grid, or from three columns of a CSV table",
            details: """
                With a header-less numeric grid: a cell per number, column i at x, row j at y, coloured by
                the number with a colour bar. Without --yextent the rows read as in the file, the first on
                top; with it, y runs upward from the first row.
                With --x, --y and --value: a cell per row of a CSV table at (x, y), coloured by value; x and
                y may hold numbers, dates or text (categories).
                """ + "\n" + ScientificInput.gridNote,
            options: [
                xextent,
                OptionSpec(
                    "--yextent", value: "A:B", help: "y of the first and last grid row (then y runs upward)."),
                rows, ScientificInput.variable, x, y,
                OptionSpec("--value", value: "COL", help: "Column that colours the cells."),
                OptionCatalog.colormap, OptionCatalog.colorscale, OptionCatalog.symlogThreshold,
                OptionSpec(
                    "--colorlabel", value: "TEXT", help: "Colour bar title (default: the value column, or Value)."),
            ] + OptionCatalog.look2D + OptionCatalog.outputOptions,
            examples: [
                "heatmap Datasets/volcano-grid.csv --title 'Maunga Whau' -o volcano-map.png",
                "heatmap table.csv --x month --y year --value rate -o rates.png",
            ], build: { try heatmap($0) }),
        ContourCommand.subcommand,
        VolumeCommands.isosurface,
        VolumeCommands.slices,
        VolumeCommands.volume,
        MeshCommand.subcommand,
        TrisurfCommand.subcommand,
        VectorsCommand.subcommand,
        HistogramCommand.subcommand,
        Histogram2DCommand.subcommand,
        DistributionCommands.box,
        DistributionCommands.violin,
        FunctionCommand.subcommand,
        ParametricCommands.curve,
        ParametricCommands.surface,
    ]

    /// `heatmap`: from a grid, or from columns when --value is given.
    static func heatmap(_ a: Arguments) throws -> ExampleChart {
        let columns = ["--x", "--y", "--value"].filter { a.has($0) }
        if columns.isEmpty { return try GridCommands.heatmap(a) }
        guard columns.count == 3 else {
            throw CLIError.usage("heatmap from columns needs all of --x, --y and --value (or none, for a grid)")
        }
        if let grid = ["--rows", "--xextent", "--yextent"].first(where: { a.has($0) }) {
            throw CLIError.usage("\(grid) applies to a grid; with --x, --y and --value the file is a table")
        }
        return try TableCommands.heatmap(a)
    }

    static let exampleOptions = [
        OptionCatalog.output, OptionCatalog.width, OptionCatalog.height, OptionCatalog.scale, OptionCatalog.dpi,
    ]

    static let toolCommands: [Subcommand] = [
        FigureCommand.subcommand,
        Subcommand(
            name: "render",
            usage: ["render NAME -o FILE.png|pdf|svg|eps [--width W] [--height H] [--scale S | --dpi D] [--theme T]"],
            summary: "render a built-in example to a PNG, PDF, SVG or EPS file",
            details: "NAME is one of the built-in examples ('opencharts list').",
            options: exampleOptions + [OptionCatalog.theme, OptionCatalog.quiet, OptionCatalog.help],
            examples: ["render surface -o surface.png --scale 2", "render cosine -o cosine.pdf"], build: nil),
        Subcommand(
            name: "gallery", usage: ["gallery -o DIR [--scale S | --dpi D] [--theme T]"],
            summary: "render every built-in example to DIR, with DIR/index.html",
            details: """
                Writes DIR/NAME.png and DIR/NAME.pdf for every built-in example and DIR/index.html showing them with their
                titles, summaries and the commands that make them. A progress line goes to standard error.
                """,
            options: [
                OptionSpec("-o", "--output", value: "DIR", help: "The folder (created when missing)."),
                OptionCatalog.width, OptionCatalog.height, OptionCatalog.scale, OptionCatalog.dpi, OptionCatalog.theme,
                OptionCatalog.quiet, OptionCatalog.help,
            ], examples: ["gallery -o gallery"], build: nil),
        Subcommand(
            name: "view",
            usage: ["view NAME [--width W] [--height H]", "view SUBCOMMAND ARGUMENTS…"],
            summary: "open a built-in example, or any chart subcommand's chart, in a window",
            details: """
                Opens the chart in a window instead of writing a file (needs a display). 3D: drag rotates,
                the wheel zooms, P switches the projection, 1–7 choose a preset pose; with slice planes, Tab
                picks a plane and [ or ] (Page Down, Page Up) move it one layer of the volume. 2D: drag pans,
                the wheel zooms x. S saves a PNG, Q or Esc closes.
                """,
            options: [OptionCatalog.width, OptionCatalog.height, OptionCatalog.theme, OptionCatalog.help],
            examples: ["view penguins", "view line Datasets/stocks-adj-close.csv --x date --y IBM_adj_close_usd"],
            build: nil),
        Subcommand(
            name: "list", usage: ["list"], summary: "list the built-in examples", details: "",
            options: [OptionCatalog.help], examples: [], build: nil),
        Subcommand(
            name: "describe", usage: ["describe NAME"],
            summary: "print the accessibility description (alt text) of a built-in example",
            details: """
                Prints the text a screen reader reads for the example: the chart's kind, its axes with their
                ranges, its series and categories, extremes and trends. Every PNG of it carries the same
                text as its Description.
                """,
            options: [OptionCatalog.help], examples: ["describe volcano"], build: nil),
        CommandLineTool.infoCommand,
    ]

    static let all = chartCommands + toolCommands

    static func named(_ name: String) -> Subcommand? { all.first { $0.name == name } }
}
