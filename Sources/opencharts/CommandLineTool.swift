import ChartGallery
import Foundation
import OpenCharts

/// A command-line failure: a one-line message and the exit status.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    /// 2 for usage errors, 1 for failures while doing the work.
    let status: Int32

    static func usage(_ message: String) -> CLIError { CLIError(description: message, status: 2) }
}

/// The `opencharts` command: parses arguments, runs one subcommand, reports errors in one line.
struct CommandLineTool {
    static let version = "0.1.0"

    static let help = """
        opencharts \(version) — scientific charts from Swift, rendered headless to PNG

        USAGE:
          opencharts render NAME -o FILE.png [--width W] [--height H] [--scale S]
          opencharts gallery -o DIR [--scale S]
          opencharts view NAME [--width W] [--height H]
          opencharts list
          opencharts --help | --version

        SUBCOMMANDS:
          render    Render the built-in example NAME to a PNG file.
          gallery   Render every built-in example to DIR/NAME.png.
          view      Open the built-in example NAME in a window (drag rotates 3D; S saves a PNG; Q closes).
          list      List the built-in examples.

        OPTIONS:
          -o, --output PATH   Output file (render) or folder (gallery).
          --width W           Frame width in points (default: the chart's own, 600).
          --height H          Frame height in points (default: the chart's own).
          --scale S           Device pixels per point (default 2).
          -h, --help          Show this help.

        EXAMPLES:
          opencharts render surface -o surface.png --scale 2
          opencharts gallery -o gallery
        """

    var standardOutput: (String) -> Void = { print($0) }

    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    func run(_ arguments: [String]) -> Int32 {
        do {
            try dispatch(arguments)
            return 0
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("opencharts: \(error.description)\n".utf8))
            return error.status
        } catch {
            FileHandle.standardError.write(Data("opencharts: \(error)\n".utf8))
            return 1
        }
    }

    private func dispatch(_ arguments: [String]) throws {
        guard let command = arguments.first else { throw CLIError.usage("missing subcommand; see 'opencharts --help'") }
        var options = try Options(Array(arguments.dropFirst()))
        switch command {
        case "-h", "--help", "help":
            standardOutput(Self.help)
        case "--version":
            standardOutput("opencharts \(Self.version)")
        case "list":
            try options.finish(positional: 0)
            for e in Example.all {
                standardOutput(e.name.padding(toLength: 10, withPad: " ", startingAt: 0) + e.summary)
            }
        case "render":
            if options.help { return standardOutput(Self.help) }
            let name = try options.positional("NAME")
            try options.finish(positional: 1)
            guard let example = Example.named(name) else {
                throw CLIError.usage(
                    "unknown example '\(name)'; known: \(Example.all.map(\.name).joined(separator: ", "))")
            }
            guard let output = options.output else { throw CLIError.usage("render needs -o FILE.png") }
            let url = URL(fileURLWithPath: output)
            try render(example, to: url, options: options)
            standardOutput("wrote \(url.path)")
        case "gallery":
            if options.help { return standardOutput(Self.help) }
            try options.finish(positional: 0)
            guard let output = options.output else { throw CLIError.usage("gallery needs -o DIR") }
            let dir = URL(fileURLWithPath: output, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            } catch {
                throw CLIError(
                    description: "cannot create folder \(dir.path): \(error.localizedDescription)", status: 1)
            }
            for example in Example.all {
                let url = dir.appendingPathComponent(example.name + ".png")
                let start = Date()
                try render(example, to: url, options: options)
                let ms = Int(Date().timeIntervalSince(start) * 1000)
                standardOutput("wrote \(url.path) (\(ms) ms)")
            }
        case "describe":
            try describe(options)
        case "view":
            if options.help { return standardOutput(Self.help) }
            let name = try options.positional("NAME")
            try options.finish(positional: 1)
            guard let example = Example.named(name) else {
                throw CLIError.usage(
                    "unknown example '\(name)'; known: \(Example.all.map(\.name).joined(separator: ", "))")
            }
            // OPENCHARTS_VIEW_STATE=json prints the view's final state as one line of JSON on close.
            var finalState: ViewControllerState?
            let title = "opencharts — \(name)"
            switch try example.build().frame(width: options.width, height: options.height) {
            case .chart(let chart): try chart.show(title: title) { finalState = $0 }
            case .chart3D(let chart): try chart.show(title: title) { finalState = $0 }
            }
            if ProcessInfo.processInfo.environment["OPENCHARTS_VIEW_STATE"] == "json", let finalState {
                standardOutput(Self.json(finalState))
            }
        default:
            throw CLIError.usage("unknown subcommand '\(command)'; see 'opencharts --help'")
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

    private func render(_ example: Example, to url: URL, options: Options) throws {
        let chart = try example.build().frame(width: options.width, height: options.height)
        do {
            try chart.writePNG(to: url, scale: options.scale)
        } catch {
            throw CLIError(description: "\(example.name): \(error)", status: 1)
        }
    }
}

/// The options shared by the subcommands.
struct Options {
    var output: String?
    var width: Double?
    var height: Double?
    var scale: Double = 2
    var help = false
    var positionals: [String] = []

    init(_ arguments: [String]) throws {
        var i = 0
        func value(_ flag: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw CLIError.usage("\(flag) needs a value") }
            return arguments[i]
        }
        func number(_ flag: String, _ text: String) throws -> Double {
            guard let v = Double(text), v.isFinite, v > 0 else {
                throw CLIError.usage("\(flag) needs a positive number, got '\(text)'")
            }
            return v
        }
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "-o", "--output": output = try value(a)
            case "--width": width = try number(a, try value(a))
            case "--height": height = try number(a, try value(a))
            case "--scale": scale = try number(a, try value(a))
            case "-h", "--help": help = true
            default:
                if a.hasPrefix("-") && a.count > 1 {
                    throw CLIError.usage("unknown option '\(a)'; see 'opencharts --help'")
                }
                positionals.append(a)
            }
            i += 1
        }
    }

    func positional(_ name: String) throws -> String {
        guard let first = positionals.first else { throw CLIError.usage("missing \(name); see 'opencharts --help'") }
        return first
    }

    mutating func finish(positional count: Int) throws {
        if positionals.count > count {
            throw CLIError.usage("unexpected argument '\(positionals[count])'; see 'opencharts --help'")
        }
    }
}
