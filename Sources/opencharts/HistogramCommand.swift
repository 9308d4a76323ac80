import ChartGallery
import Foundation
import OpenCharts

/// `histogram FILE.csv --x COL`: a histogram of a numeric column, optionally by the categories of
/// another, as density or cumulative counts, as bars or steps.
enum HistogramCommand {
    static let subcommand = Subcommand(
        name: "histogram",
        usage: [
            "histogram FILE.csv --x COL [--bins N] [--density|--cumulative] [--by COL [--stacked]] [--steps] [OPTIONS]"
        ],
        summary: "a histogram of a numeric CSV column",
        details: """
            Counts the values of the numeric column --x into bins: nice ones covering the values (1, 2 or 5
            times a power of ten, about as many as Scott's rule asks), or about N of them (--bins N). Bins
            hold their lower edge, the last its upper edge too; empty cells are left out. --density draws
            count / (n × bin width), so the bars' area is 1; --cumulative the count up to each bin's end.
            --by COL counts each of its categories apart, overlaid translucent with a legend (--stacked:
            stacked); --steps draws the outline instead of bars.
            """,
        options: [
            OptionSpec("--x", value: "COL", help: "Numeric column to count."),
            OptionSpec("--bins", value: "N", help: "About N nice bins (default: Scott's rule)."),
            OptionSpec("--density", help: "Bar heights as a density: the area under the bars is 1."),
            OptionSpec("--cumulative", help: "The count of values up to each bin's upper edge."),
            OptionSpec("--by", value: "COL", help: "A histogram per category of this column, with a legend."),
            OptionSpec("--stacked", help: "Stack the --by categories instead of overlaying them."),
            OptionSpec("--steps", help: "Draw each histogram's outline instead of bars."),
        ] + OptionCatalog.look2D + OptionCatalog.outputOptions,
        examples: [
            "histogram Datasets/penguins.csv --x body_mass_g --by species -o penguin-mass.png"
        ], build: { try build($0) })

    static func build(_ a: Arguments) throws -> ExampleChart {
        let t = try InputTable(path: try a.single("FILE.csv"))
        let xName = try a.required("--x", "COL")
        let xs = try t.numbers(xName, option: "--x")
        let byName = a.string("--by")
        if a.has("--stacked"), byName == nil {
            throw CLIError.usage("--stacked stacks the --by categories: it needs --by COL")
        }
        if a.has("--density"), a.has("--cumulative") {
            throw CLIError.usage("--density and --cumulative are different statistics: give one of them")
        }
        let groups = try byName.map { try t.categories($0, option: "--by") }
        let rows = xs.indices.filter { xs[$0] != nil && (groups == nil || groups?[$0] != nil) }
        guard !rows.isEmpty else { throw CLIError.failure("\(t.path): no row has a number in --x \(xName)") }
        let values = rows.map { xs[$0] ?? .nan }
        let statistic: HistogramStatistic =
            a.has("--density") ? .density : a.has("--cumulative") ? .cumulative : .count
        var plot = HistogramPlot(
            values: values, categories: groups.map { g in rows.map { g[$0] ?? "" } }, x: xName, y: nil, by: byName,
            bins: try bins(a, values), statistic: statistic)
        if a.has("--steps") { plot = plot.histogramStyle(.steps) }
        if a.has("--stacked") { plot = plot.arrangement(.stacked) }
        let chart = Chart { plot }.chartXScale(domain: .automatic(includesZero: false))
        return try ChartLook.chart(chart, a)
    }

    /// `--bins N`: about N nice bins over the values; nil (Scott's rule) without it.
    static func bins(_ a: Arguments, _ values: [Double]) throws -> NumberBins<Double>? {
        guard let text = a.string("--bins") else { return nil }
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), (1...10_000).contains(n) else {
            throw CLIError.usage("--bins needs a whole number of bins from 1 to 10000, got '\(text)'")
        }
        return NumberBins(data: values, desiredCount: n)
    }
}
