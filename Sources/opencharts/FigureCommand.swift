import ChartGallery
import Foundation
import OpenCharts

/// `opencharts figure`: the charts of several chart subcommands in one aligned figure.
enum FigureCommand {
    static let columns = OptionSpec("--columns", value: "N", help: "Panels per row (default: all in one row).")
    static let shareX = OptionSpec("--share-x", help: "One x domain; x tick labels on the lowest panels only.")
    static let shareY = OptionSpec("--share-y", help: "One y domain; y tick labels on the leftmost panels only.")
    static let labels = OptionSpec("--labels", help: "Label the panels (a), (b), (c), …")

    static let subcommand = Subcommand(
        name: "figure",
        usage: [
            "figure -o FILE.png|pdf|svg|eps [--columns N] [--share-x] [--share-y] [OPTIONS] -- SUBCOMMAND ARGS… [-- …]"
        ],
        summary: "the charts of several subcommands in one aligned figure",
        details: """
            Each part after a -- is a chart subcommand with its arguments (as it is written alone, without
            -o); the charts fill a grid of --columns panels per row, in order. The plot areas of a row share
            their top and bottom edges, those of a column their left and right edges. Without --width and
            --height the figure is as large as its charts side by side.
            """,
        options: [columns, shareX, shareY, labels, OptionCatalog.output, OptionCatalog.width, OptionCatalog.height]
            + [OptionCatalog.scale, OptionCatalog.dpi, OptionCatalog.quiet, OptionCatalog.help],
        examples: [
            "figure --columns 2 -o fig.png -- surface Datasets/volcano-grid.csv -- heatmap Datasets/volcano-grid.csv",
            "figure --share-y --labels -o f.png -- function 'sin(x)' --x 0:10 -- function '3*cos(x)' --x 0:10",
        ], build: nil)

    /// Splits `arguments` at each `--`: the figure's own options, then one part per panel.
    static func parts(_ arguments: [String]) -> (own: [String], panels: [[String]]) {
        var parts: [[String]] = [[]]
        for word in arguments {
            if word == "--" { parts.append([]) } else { parts[parts.count - 1].append(word) }
        }
        return (parts[0], Array(parts.dropFirst()))
    }

    /// Builds each panel's chart, lays them out and writes the PNG.
    static func run(_ arguments: [String], tool: CommandLineTool) throws {
        let (own, panels) = parts(arguments)
        let a = try Arguments(own, command: "figure", options: subcommand.options)
        if a.has("--help") { return tool.standardOutput(subcommand.help) }
        let output = try a.required("--output", "FILE")
        _ = try CommandLineTool.format(of: output)
        guard !panels.isEmpty, panels.allSatisfy({ !$0.isEmpty }) else {
            throw CLIError.usage("figure needs at least one '-- SUBCOMMAND ARGUMENTS…' part, and no empty one")
        }
        let perRow =
            try a.positive("--columns").map { value -> Int in
                guard value == value.rounded() else {
                    throw CLIError.usage("--columns: '\(value)' is not a whole number")
                }
                return Int(value)
            } ?? panels.count
        let charts = try panels.map { part -> ExampleChart in
            guard let sub = Subcommands.named(part[0]), let build = sub.build else {
                throw CLIError.usage(
                    "figure: '\(part[0])' is not a chart subcommand; one of "
                        + Subcommands.chartCommands.map(\.name).joined(separator: ", "))
            }
            return try build(try Arguments(Array(part.dropFirst()), command: sub.name, options: sub.options))
        }
        let figure = Self.figure(
            charts, perRow: perRow, shareX: a.has("--share-x"), shareY: a.has("--share-y"), labels: a.has("--labels")
        )
        .frame(width: try a.positive("--width"), height: try a.positive("--height"))
        let renderer = ImageRenderer(content: figure)
        (renderer.scale, renderer.rasterDPI) = try a.resolution()
        let png: Data
        do {
            png = try renderer.data(as: CommandLineTool.format(of: output))
        } catch {
            throw CLIError.failure("\(output): \(error)")
        }
        for warning in renderer.warnings { tool.standardError("opencharts: warning: \(warning)\n") }
        do {
            try AtomicFile.write(png, to: URL(fileURLWithPath: output))
        } catch {
            throw CLIError.failure("\(output): \(error)")
        }
        tool.standardOutput("wrote \(output)")
    }

    /// The charts in a grid of `perRow` columns, sharing scales and labelled as asked.
    static func figure(_ charts: [ExampleChart], perRow: Int, shareX: Bool, shareY: Bool, labels: Bool) -> Figure {
        let rows = stride(from: 0, to: charts.count, by: perRow).map {
            Array(charts[$0..<min($0 + perRow, charts.count)])
        }
        let grid = Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            for row in rows {
                GridRow {
                    for chart in row {
                        switch chart {
                        case .chart(let c): c
                        case .chart3D(let c): c
                        case .figure(let f): f
                        }
                    }
                }
            }
        }
        let shared = grid.figureSharedScales(x: shareX, y: shareY)
        return labels ? Figure(shared.figurePanelLabels().padding(8)) : Figure(shared.padding(8))
    }
}
