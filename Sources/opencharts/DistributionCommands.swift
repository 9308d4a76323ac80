import ChartGallery
import Foundation
import OpenCharts

/// `box` and `violin FILE.csv --y COL [--x COL] [--by COL]`: the distribution of a numeric column per
/// category, as box plots or violins.
enum DistributionCommands {
    static let box = Subcommand(
        name: "box",
        usage: ["box FILE.csv --y COL [--x COL] [--by COL] [--horizontal] [--notch] [--whiskers K|range] [OPTIONS]"],
        summary: "box plots of a numeric CSV column per category",
        details: """
            A box per category of --x COL (one box without it) over the numbers of --y COL: from the first to
            the third quartile (type 7 quantiles, numpy's default), a line at the median, whiskers to the most
            extreme values within K interquartile ranges of the box (--whiskers K, default 1.5; --whiskers
            range: to the smallest and largest values) and the values beyond as points. --by COL splits each
            category's values by a second column, the boxes side by side with a legend. --notch draws the
            notch median ± 1.57 IQR / √n; --horizontal lays the boxes along x.
            """,
        options: shared + [
            OptionSpec("--notch", help: "Notch each box around its median (median ± 1.57 IQR/√n)."),
            OptionSpec("--whiskers", value: "K|range", help: "Whiskers K IQRs past the box (1.5) or to the range."),
        ] + OptionCatalog.look2D + OptionCatalog.outputOptions,
        examples: ["box Datasets/penguins.csv --x species --y body_mass_g -o mass-box.png"],
        build: { try build($0, violin: false) })

    static let violin = Subcommand(
        name: "violin",
        usage: ["violin FILE.csv --y COL [--x COL] [--by COL [--split]] [--horizontal] [--bandwidth RULE] [OPTIONS]"],
        summary: "violin plots of a numeric CSV column per category",
        details: """
            A violin per category of --x COL (one without it): the Gaussian kernel density estimate of the
            numbers of --y COL, mirrored, with lines at the quartiles. The bandwidth follows Scott's rule
            (--bandwidth scott, the default), Silverman's (silverman) or is a number in --y's units. --by COL
            splits each category's values by a second column, side by side with a legend; --split draws a
            category with two of them as the two halves of one violin. --horizontal lays them along x.
            """,
        options: shared + [
            OptionSpec("--split", help: "Two --by groups as the halves of one violin."),
            OptionSpec("--bandwidth", value: "RULE", help: "scott (default), silverman or a bandwidth."),
        ] + OptionCatalog.look2D + OptionCatalog.outputOptions,
        examples: ["violin Datasets/penguins.csv --x species --y flipper_length_mm --by sex --split -o f.png"],
        build: { try build($0, violin: true) })

    static let shared = [
        OptionSpec("--y", value: "COL", help: "Numeric column whose distribution is drawn."),
        OptionSpec("--x", value: "COL", help: "A box or violin per category of this column."),
        OptionSpec("--by", value: "COL", help: "Split each category by this column, with a legend."),
        OptionSpec("--horizontal", help: "Categories on y, values along x."),
    ]

    static func build(_ a: Arguments, violin: Bool) throws -> ExampleChart {
        let t = try InputTable(path: try a.single("FILE.csv"))
        let yName = try a.required("--y", "COL")
        let ys = try t.numbers(yName, option: "--y")
        let xName = a.string("--x")
        let xs = try xName.map { try t.categories($0, option: "--x") }
        let byName = a.string("--by")
        let by = try byName.map { try t.categories($0, option: "--by") }
        if a.has("--split"), byName == nil {
            throw CLIError.usage("--split draws two --by groups as halves of one violin: it needs --by COL")
        }
        let rows = ys.indices.filter { i in ys[i] != nil && (xs == nil || xs?[i] != nil) && (by == nil || by?[i] != nil)
        }
        guard !rows.isEmpty else { throw CLIError.failure("\(t.path): no row has a number in --y \(yName)") }
        let values = rows.map { ys[$0] ?? .nan }
        let categories = rows.map { i in xs.map { $0[i] ?? "" } ?? yName }
        let subgroups = by.map { b in rows.map { b[$0] ?? "" } }
        let horizontal = a.has("--horizontal")
        let label = xName ?? ""
        let chart: Chart
        if violin {
            let plot = ViolinPlot(
                values: values, categories: categories, subgroups: subgroups, categoryLabel: label, valueLabel: yName,
                byLabel: byName, horizontal: horizontal, split: a.has("--split"), bandwidth: try bandwidth(a))
            chart = Chart { plot }
        } else {
            let plot = BoxPlot(
                values: values, categories: categories, subgroups: subgroups, categoryLabel: label, valueLabel: yName,
                byLabel: byName, horizontal: horizontal, whiskers: try whiskers(a), notched: a.has("--notch"))
            chart = Chart { plot }
        }
        let scaled =
            horizontal
            ? chart.chartXScale(domain: .automatic(includesZero: false))
            : chart.chartYScale(domain: .automatic(includesZero: false))
        return try ChartLook.chart(scaled, a)
    }

    /// `--whiskers K|range`: Tukey's rule with K (default 1.5) or the range.
    static func whiskers(_ a: Arguments) throws -> WhiskerRule {
        guard let text = a.string("--whiskers")?.trimmingCharacters(in: .whitespaces) else { return .tukey(1.5) }
        if text == "range" { return .range }
        guard let k = Double(text), k.isFinite, k >= 0 else {
            throw CLIError.usage(
                "--whiskers takes a number of interquartile ranges (0 or more) or 'range', got '\(text)'")
        }
        return .tukey(k)
    }

    /// `--bandwidth scott|silverman|H`.
    static func bandwidth(_ a: Arguments) throws -> KernelBandwidth {
        guard let text = a.string("--bandwidth")?.trimmingCharacters(in: .whitespaces) else { return .scott }
        switch text {
        case "scott": return .scott
        case "silverman": return .silverman
        default:
            guard let h = Double(text), h.isFinite, h > 0 else {
                throw CLIError.usage(
                    "--bandwidth takes scott, silverman or a positive number in --y's units, got '\(text)'")
            }
            return .fixed(h)
        }
    }
}
