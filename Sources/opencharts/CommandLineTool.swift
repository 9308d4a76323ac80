import ChartGallery
import Foundation
import OpenCharts

/// The `opencharts` command: parses arguments, runs one subcommand, reports errors in one line
/// (`opencharts: …`) with exit status 2 for usage errors and 1 for failures.
struct CommandLineTool {
    static let version = "0.2.0"

    /// The overview printed by `opencharts --help`.
    static var help: String {
        let width = Subcommands.all.map(\.name.count).max()! + 2
        let list = { (commands: [Subcommand]) in
            commands.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }
        }
        return
            ([
                "opencharts \(version) — scientific charts from CSV files and built-in examples, rendered headless to PNG",
                "",
                "USAGE:",
                "  opencharts SUBCOMMAND [ARGUMENTS] [OPTIONS]",
                "  opencharts SUBCOMMAND --help",
                "",
                "CHARTS FROM DATA OR AN EXPRESSION:",
            ] + list(Subcommands.chartCommands) + ["", "BUILT-IN EXAMPLES AND WINDOWS:"]
            + list(Subcommands.toolCommands)
            + [
                "",
                "COMMON OPTIONS (see each subcommand's --help):",
                "  -o, --output FILE        Where the PNG, PDF, SVG or EPS goes, by the extension (atomically).",
                "  --width W, --height H    Frame size in points; --scale S device pixels per point (default 2).",
                "  --dpi D                  A PNG's dots per inch; the raster of 3D content in vector files (300).",
                "  --title, --xlabel, --ylabel, --zlabel TEXT   Chart and axis titles.",
                "  --xdomain, --ydomain, --zdomain A:B          Show exactly A…B on an axis (dates as YYYY-MM-DD).",
                "  --pose AZ,INC, --projection orthographic|perspective   3D viewing direction and camera.",
                "  --theme light|dark       Appearance.",
                "  -q, --quiet              No progress messages on standard error.",
                "",
                "CSV files have a header row; numbers, ISO dates (a date axis) and text (categories) are told",
                "apart per column; empty fields are missing values. Grids have no header: numbers only.",
                "A column named with a leading minus (--y -depth_km) is that numeric column negated.",
                "Exit status: 0 success, 2 usage error (options, columns, numbers, missing files), 1 failure.",
                "",
                "EXAMPLES:",
                "  opencharts line Datasets/stocks-adj-close.csv --x date --y IBM_adj_close_usd -o ibm.png",
                "  opencharts surface Datasets/volcano-grid.csv --pose 40,30 -o volcano.png",
                "  opencharts view scatter3d Datasets/iris.csv --x petal_length_cm --y petal_width_cm "
                    + "--z sepal_length_cm --color species",
                "  opencharts function 'sin(2*x)*cos(2*z)' --x -2:2 --z -2:2 -o surface.png",
                "  opencharts gallery -o gallery",
            ]).joined(separator: "\n")
    }

    var standardOutput: (String) -> Void = { print($0) }
    /// Writes text (progress, errors) to standard error.
    var standardError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    /// Whether standard error is a terminal (progress then overwrites one line).
    var standardErrorIsTerminal = isatty(2) != 0
    /// Seconds of work before a chart subcommand shows progress.
    var progressDelay = 1.0

    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    func run(_ arguments: [String]) -> Int32 {
        do {
            try dispatch(arguments)
            return 0
        } catch let error as CLIError {
            standardError("opencharts: \(error.description)\n")
            return error.status
        } catch {
            standardError("opencharts: \(error)\n")
            return 1
        }
    }

    private func dispatch(_ arguments: [String]) throws {
        guard let command = arguments.first else { throw CLIError.usage("missing subcommand; see 'opencharts --help'") }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            if let name = rest.first {
                guard let sub = Subcommands.named(name) else { throw Self.unknownSubcommand(name) }
                standardOutput(sub.help)
            } else {
                standardOutput(Self.help)
            }
        case "--version":
            standardOutput("opencharts \(Self.version)")
        case "list":
            let a = try Arguments(rest, command: command, options: Subcommands.named("list")!.options)
            if a.has("--help") { return standardOutput(Subcommands.named("list")!.help) }
            try a.none()
            let width = Example.all.map(\.name.count).max()! + 2
            for e in Example.all {
                standardOutput(e.name.padding(toLength: width, withPad: " ", startingAt: 0) + e.summary)
            }
        case "describe": try describe(rest)
        case "info": try info(rest)
        case "render": try ExampleCommands(tool: self).render(rest)
        case "gallery": try ExampleCommands(tool: self).gallery(rest)
        case "view": try view(rest)
        case "figure": try FigureCommand.run(rest, tool: self)
        default:
            guard let sub = Subcommands.named(command), sub.build != nil else {
                throw Self.unknownSubcommand(command)
            }
            try renderChart(sub, rest)
        }
    }

    /// The usage error for a word that is no subcommand, with the nearest one's name.
    static func unknownSubcommand(_ name: String) -> CLIError {
        let names = Subcommands.all.map(\.name) + ["help"]
        return CLIError.usage(
            "unknown subcommand '\(name)'\(Suggestion.clause(for: name, among: names)); see 'opencharts --help'")
    }

    /// A chart subcommand: reads its data, builds the chart, writes the PNG.
    private func renderChart(_ sub: Subcommand, _ rest: [String]) throws {
        let a = try Arguments(rest, command: sub.name, options: sub.options)
        if a.has("--help") { return standardOutput(sub.help) }
        let output = try a.required("--output", "FILE")
        let orbit = try VideoCommand(a, output: output)
        if orbit == nil { _ = try Self.format(of: output) }
        let (scale, dpi) = try a.resolution()
        let progress = progress(quiet: a.has("--quiet"), delay: progressDelay)
        defer { progress.finish() }
        progress.step("\(sub.name): reading \(a.positionals.first ?? "")…")
        let chart = try sub.build!(a)
        progress.step("\(sub.name): rendering \(output)…")
        if let orbit {
            try orbit.write(chart, scale: scale)
        } else {
            try Self.write(chart, to: output, scale: scale, dpi: dpi, warn: standardError)
        }
        progress.finish()
        standardOutput("wrote \(output)")
    }

    /// `view NAME` (a built-in example) or `view SUBCOMMAND ARGUMENTS…` (any chart subcommand).
    private func view(_ rest: [String]) throws {
        let viewCommand = Subcommands.named("view")!
        // A chart subcommand, unless the word is also an example's name and no file follows it.
        if let first = rest.first, let sub = Subcommands.named(first), sub.build != nil,
            Example.named(first) == nil || (rest.count > 1 && !Arguments.looksLikeOption(rest[1]))
        {
            let a = try Arguments(Array(rest.dropFirst()), command: sub.name, options: sub.options)
            if a.has("--help") { return standardOutput(sub.help) }
            if a.has("--orbit") {
                throw CLIError.usage("--orbit writes a video: 'opencharts \(sub.name) … --orbit DEG -o orbit.mp4'")
            }
            let chart = try sub.build!(a)
            return try show(chart, title: "opencharts — \(sub.name) \(a.positionals.first ?? "")")
        }
        let a = try Arguments(rest, command: "view", options: viewCommand.options)
        if a.has("--help") { return standardOutput(viewCommand.help) }
        let name = try a.single("NAME (an example) or a subcommand")
        guard let example = Example.named(name) else {
            let names = Example.all.map(\.name)
            let chartCommands = Subcommands.chartCommands.map(\.name)
            throw CLIError.usage(
                "unknown example or subcommand '\(name)'\(Suggestion.clause(for: name, among: names + chartCommands)); "
                    + "examples: \(names.joined(separator: ", "))")
        }
        var chart = try example.build().frame(width: try a.positive("--width"), height: try a.positive("--height"))
        if try a.choice("--theme", ["light", "dark"]) == "dark" { chart = chart.dark }
        try show(chart, title: "opencharts — \(name)")
    }

    /// Opens `chart` in a window until it is closed. `OPENCHARTS_VIEW_STATE=json` prints the view's
    /// final state as one line of JSON on close.
    private func show(_ chart: ExampleChart, title: String) throws {
        var finalState: ViewControllerState?
        switch chart {
        case .chart(let c): try c.show(title: title) { finalState = $0 }
        case .chart3D(let c): try c.show(title: title) { finalState = $0 }
        case .figure(let f): try f.show(title: title)
        }
        if ProcessInfo.processInfo.environment["OPENCHARTS_VIEW_STATE"] == "json", let finalState {
            standardOutput(Self.json(finalState))
        }
    }

    /// Progress on standard error, after `delay` seconds.
    func progress(quiet: Bool, delay: Double) -> Progress {
        Progress(quiet: quiet, isTerminal: standardErrorIsTerminal, delay: delay, write: standardError)
    }

    /// The format `-o PATH` asks for: a usage error, before any work, for a name that does not end in
    /// a format written (`fig.svg` would otherwise receive PNG bytes).
    static func format(of path: String) throws -> ImageFormat {
        do {
            return try ImageFormat(path: path)
        } catch {
            throw CLIError.usage("-o: \(error)")
        }
    }

    /// Renders `chart` at `scale` (3D content of vector files at `dpi`) and writes it to `path`
    /// atomically, in the format its extension names; a failure names the file.
    /// The render's warnings go to `warn` as `opencharts: warning: …` lines, except that a chart
    /// with nothing drawn (no data, no finite value, everything outside the domains) or a blank
    /// image is a failure: no file is written.
    static func write(
        _ chart: ExampleChart, to path: String, scale: Double, dpi: Double, warn: @Sendable (String) -> Void
    ) throws {
        let format = try format(of: path)
        let rendered: (data: Data, warnings: [ChartWarning])
        do {
            rendered = try chart.render(as: format, scale: scale, rasterDPI: dpi)
        } catch {
            throw CLIError.failure("\(path): \(error)")
        }
        for warning in rendered.warnings {
            switch warning {
            case .nothingDrawn, .blankImage:
                throw CLIError.failure("\(path): \(warning); no file written")
            default: warn("opencharts: warning: \(warning)\n")
            }
        }
        do {
            try AtomicFile.write(rendered.data, to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.failure("\(path): \(error)")
        }
    }

    /// A view state as one line of JSON (angles in degrees, lengths in device pixels).
    static func json(_ state: ViewControllerState) -> String {
        func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
        let hover = state.hover.map { "[\(number($0.x)), \(number($0.y))]" } ?? "null"
        return "{\"azimuth\": \(number(state.pose.azimuth.degrees)), "
            + "\"inclination\": \(number(state.pose.inclination.degrees)), "
            + "\"projection\": \"\(state.projection)\", \"zoom\": \(number(state.zoom)), "
            + "\"pan\": [\(number(state.pan.x)), \(number(state.pan.y))], \"hover\": \(hover), "
            + "\"pixelWidth\": \(state.pixelWidth), \"pixelHeight\": \(state.pixelHeight), "
            + "\"contentScale\": \(number(state.contentScale))}"
    }
}

extension ExampleChart {
    /// The chart in the dark appearance.
    var dark: ExampleChart {
        switch self {
        case .chart(let c): .chart(c.preferredColorScheme(.dark))
        case .chart3D(let c): .chart3D(c.preferredColorScheme(.dark))
        case .figure(let f): .figure(f.preferredColorScheme(.dark))
        }
    }
}
