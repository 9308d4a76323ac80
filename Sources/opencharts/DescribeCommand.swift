import ChartGallery
import OpenCharts

extension CommandLineTool {
    /// `opencharts describe NAME`: prints the built-in example's accessibility description — the
    /// text a screen reader reads and every PNG of it carries as alt text.
    func describe(_ rest: [String]) throws {
        let command = Subcommands.named("describe")!
        let a = try Arguments(rest, command: "describe", options: command.options)
        if a.has("--help") { return standardOutput(command.help) }
        let name = try a.single("NAME")
        guard let example = Example.named(name) else {
            throw CLIError.usage(
                "unknown example '\(name)'; known: \(Example.all.map(\.name).joined(separator: ", "))")
        }
        switch try example.build() {
        case .chart(let chart): standardOutput(chart.accessibilityDescription)
        case .chart3D(let chart): standardOutput(chart.accessibilityDescription)
        case .figure(let figure): standardOutput(figure.accessibilityDescription)
        }
    }
}
