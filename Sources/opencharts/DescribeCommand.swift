import ChartGallery
import OpenCharts

extension CommandLineTool {
    /// `opencharts describe NAME`: prints the built-in example's accessibility description — the
    /// text a screen reader reads and every PNG of it carries as alt text.
    func describe(_ options: Options) throws {
        if options.help { return standardOutput(Self.help) }
        let name = try options.positional("NAME")
        var options = options
        try options.finish(positional: 1)
        guard let example = Example.named(name) else {
            throw CLIError.usage(
                "unknown example '\(name)'; known: \(Example.all.map(\.name).joined(separator: ", "))")
        }
        switch try example.build() {
        case .chart(let chart): standardOutput(chart.accessibilityDescription)
        case .chart3D(let chart): standardOutput(chart.accessibilityDescription)
        }
    }
}
