import ChartGallery
import Foundation
import OpenCharts

/// `contour GRID.csv`: the grid's contour lines, coloured by level with a colour bar, or in one
/// colour; optionally labelled.
enum ContourCommand {
    static let subcommand = Subcommand(
        name: "contour",
        usage: [
            "contour GRID.csv [--levels N|A,B,C|step:S] [--filled] [--labels] [--xextent A:B] [--yextent A:B] "
                + "[OPTIONS]"
        ],
        summary: "contour lines or filled contours of a header-less numeric grid",
        details: """
            GRID.csv holds only numbers, one grid row per line, no header. Column i is x, row j is y (the
            first row at the bottom; --yextent 860:0 puts it on top), and a line is drawn through the grid
            at each level (marching squares; missing values leave holes). The lines are coloured by level
            with a colour bar (--colormap), or all in black (--black). --filled fills the bands between the
            levels instead, each in its lower level's colour with a discrete colour bar, and draws thin
            dark lines over them.
            """ + "\n" + ScientificInput.gridNote,
        options: [
            OptionSpec(
                "--levels", value: "N|A,B,C|step:S|log",
                help: "About N nice levels (default 7), these levels (increasing), every multiple of S, or 1, 2 and "
                    + "5 times each power of ten (log; the default with --colorscale log)."),
            OptionSpec("--filled", help: "Fill the bands between levels (discrete colour bar), thin lines on top."),
            OptionSpec("--labels", help: "Write each level on its lines (on straight stretches, never overlapping)."),
            OptionSpec("--black", help: "Every level in black, with no colour bar."),
            Subcommands.xextent,
            OptionSpec("--yextent", value: "A:B", help: "y of the first and last grid row (default 0 and rows−1)."),
            Subcommands.rows, ScientificInput.variable, OptionCatalog.colormap, OptionCatalog.colorscale,
            OptionCatalog.symlogThreshold,
            OptionSpec("--colorlabel", value: "TEXT", help: "Colour bar title (default Value)."),
        ] + OptionCatalog.look2D + OptionCatalog.outputOptions,
        examples: [
            "contour Datasets/volcano-grid.csv --levels step:10 --labels --xextent 0:600 --yextent 860:0 "
                + "--colormap magma -o volcano-contours.png",
            "contour Datasets/volcano.nc --var height --levels step:10 -o volcano-nc.png",
            "contour Datasets/jacksboro-dem-grid.csv --levels step:100 --filled --labels --yextent 171:0 "
                + "-o jacksboro-filled.png",
        ], build: { try build($0) })

    static func build(_ a: Arguments) throws -> ExampleChart {
        let input = try GridCommands.readGrid(a, minimum: 2)
        let x = GridCommands.Placement(
            try a.extent("--xextent") ?? input.file?.xExtent, count: input.grid.columns, offset: 0)
        let y = GridCommands.Placement(
            try a.extent("--yextent") ?? input.file?.yExtent, count: input.grid.rows, offset: input.firstRow)
        let grid = GridCommands.oriented(input.grid, columns: x, rows: y)
        var plot = ContourPlot(
            grid, x: input.file?.x ?? "Column", y: input.file?.y ?? "Row",
            value: a.string("--colorlabel") ?? input.file?.value ?? "Value", levels: try levels(a),
            xExtent: x.range, yExtent: y.range)
        var chart: Chart
        if a.has("--filled") {
            var lines = plot.foregroundStyle(Color(red: 0.15, green: 0.15, blue: 0.15))
                .lineStyle(StrokeStyle(lineWidth: 0.6))
            if a.has("--labels") { lines = lines.contourLabels(color: .black) }
            chart = Chart {
                plot.contourFill()
                lines
            }
        } else {
            if a.has("--labels") { plot = plot.contourLabels() }
            if a.has("--black") { plot = plot.foregroundStyle(.black) }
            chart = Chart { plot }
        }
        chart = try ChartLook.colorScale(chart, a)
        // The plot keeps the grid's proportions, about 440 points on its longer side.
        let aspect = x.span / max(y.span, .leastNonzeroMagnitude)
        let (w, h) = aspect >= 1 ? (440.0, max(200, 440 / aspect)) : (max(200, 440 * aspect), 440.0)
        chart = chart.frame(width: (w + 170).rounded(), height: (h + 90).rounded())
        return try ChartLook.chart(chart, a)
    }

    /// `--levels` (or the option `key`): a count, a comma-separated list, or `step:S`.
    static func levels(_ a: Arguments, key: String = "--levels") throws -> ContourLevels {
        guard let text = a.string(key)?.trimmingCharacters(in: .whitespaces) else {
            // A log colour scale asks for log levels: 1, 2 and 5 times each power of ten.
            return try ChartLook.colorScaleType(a) == .log ? .logarithmic(perDecade: 3) : .automatic
        }
        if text.lowercased() == "log" { return .logarithmic(perDecade: 3) }
        let usage =
            "\(key) needs a count (7), increasing levels (100,120,150), step:S (step:10) or log, got '\(text)'"
        if text.lowercased().hasPrefix("step:") {
            guard let step = Double(text.dropFirst(5)), step.isFinite, step > 0 else { throw CLIError.usage(usage) }
            return .step(step)
        }
        if !text.contains(","), let count = Int(text) {
            guard count >= 1 else { throw CLIError.usage(usage) }
            return .automatic(count: count)
        }
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard values.allSatisfy({ $0?.isFinite == true }) else { throw CLIError.usage(usage) }
        let levels = values.compactMap { $0 }
        if let i = levels.indices.dropFirst().first(where: { levels[$0] <= levels[$0 - 1] }) {
            throw CLIError.usage("\(key) must increase: \(levels[i]) follows \(levels[i - 1]) in '\(text)'")
        }
        return .values(levels)
    }
}
