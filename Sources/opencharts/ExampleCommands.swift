import ChartGallery
import Foundation
import OpenCharts

/// `render NAME` and `gallery`: the built-in examples.
struct ExampleCommands {
    let tool: CommandLineTool

    /// `render NAME -o FILE.png`.
    func render(_ rest: [String]) throws {
        let sub = Subcommands.named("render")!
        let a = try Arguments(rest, command: sub.name, options: sub.options)
        if a.has("--help") { return tool.standardOutput(sub.help) }
        let example = try Self.example(try a.single("NAME"))
        let output = try a.required("--output", "FILE")
        _ = try CommandLineTool.format(of: output)
        let (scale, dpi) = try a.resolution()
        let progress = tool.progress(quiet: a.has("--quiet"), delay: tool.progressDelay)
        defer { progress.finish() }
        progress.step("rendering \(example.name)…")
        try CommandLineTool.write(
            try chart(example, a), to: output, scale: scale, dpi: dpi, warn: tool.standardError)
        progress.finish()
        tool.standardOutput("wrote \(output)")
    }

    /// `gallery -o DIR`: every example to DIR/NAME.png and DIR/NAME.pdf, then DIR/index.html.
    func gallery(_ rest: [String]) throws {
        let sub = Subcommands.named("gallery")!
        let a = try Arguments(rest, command: sub.name, options: sub.options)
        if a.has("--help") { return tool.standardOutput(sub.help) }
        try a.none()
        let output = try a.required("--output", "DIR")
        let (scale, dpi) = try a.resolution()
        let dir = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure("cannot create folder \(dir.path): \(error.localizedDescription)")
        }
        // The whole gallery takes seconds: progress from the start.
        let progress = tool.progress(quiet: a.has("--quiet"), delay: 0)
        defer { progress.finish() }
        let examples = Example.all
        for (k, example) in examples.enumerated() {
            progress.step("rendering \(example.name) (\(k + 1)/\(examples.count))…")
            let chart = try chart(example, a)
            for format in [ImageFormat.png, .pdf] {
                let path = dir.appendingPathComponent(example.name + "." + format.fileExtension).path
                try CommandLineTool.write(chart, to: path, scale: scale, dpi: dpi, warn: tool.standardError)
            }
        }
        let index = dir.appendingPathComponent("index.html")
        do {
            try Data(GalleryIndex.html(examples, version: CommandLineTool.version).utf8).write(
                to: index, options: .atomic)
        } catch {
            throw CLIError.failure("\(index.path): cannot write (\(error.localizedDescription))")
        }
        progress.finish()
        tool.standardOutput("wrote \(examples.count) images (PNG and PDF) and \(index.path)")
    }

    /// The example's chart with the frame and theme options applied.
    private func chart(_ example: Example, _ a: Arguments) throws -> ExampleChart {
        var chart: ExampleChart
        do {
            chart = try example.build()
        } catch {
            throw CLIError.failure("\(example.name): \(error)")
        }
        chart = chart.frame(width: try a.positive("--width"), height: try a.positive("--height"))
        if try a.choice("--theme", ["light", "dark"]) == "dark" { chart = chart.dark }
        return chart
    }

    /// The example called `name`, or a usage error listing them.
    static func example(_ name: String) throws -> Example {
        guard let example = Example.named(name) else {
            let names = Example.all.map(\.name)
            throw CLIError.usage(
                "unknown example '\(name)'\(Suggestion.clause(for: name, among: names)); "
                    + "known: \(names.joined(separator: ", "))")
        }
        return example
    }
}
