import Foundation
import OpenCharts

/// A command-line failure: a one-line message and the exit status.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    /// 2 for usage errors (options, numbers, column names), 1 for failures while doing the work.
    let status: Int32

    static func usage(_ message: String) -> CLIError { CLIError(description: message, status: 2) }
    static func failure(_ message: String) -> CLIError { CLIError(description: message, status: 1) }
}

/// One option a subcommand accepts: its names, the placeholder of its value (nil for a flag) and a
/// line of help. An option whose value is optional (`--wireframe [STRIDE]`) takes the next word
/// only when it is a whole number, and is a flag otherwise.
struct OptionSpec: Sendable {
    let names: [String]
    let value: String?
    let help: String
    var valueIsOptional = false

    init(_ names: String..., value: String? = nil, help: String) {
        self.names = names
        self.value = value
        self.help = help
    }

    /// An option that may be given alone or with a whole number (`placeholder`, shown in brackets).
    static func optionalCount(_ name: String, placeholder: String, help: String) -> OptionSpec {
        var spec = OptionSpec(name, value: "[\(placeholder)]", help: help)
        spec.valueIsOptional = true
        return spec
    }

    /// The long name, which keys the parsed values.
    var key: String { names.last! }

    /// `-o, --output FILE.png`, as the help lists it.
    var synopsis: String { names.joined(separator: ", ") + (value.map { " " + $0 } ?? "") }
}

/// The arguments of one subcommand, checked against its options: positionals in order, the last
/// value of each option, and the flags given.
struct Arguments {
    let command: String
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` (after the subcommand's name). A word that starts with `--`, or is `-` and one
    /// letter, is an option; anything else (`-x^2`, `-3:3`, `-`) is a positional. After `--` every word
    /// is a positional.
    init(_ arguments: [String], command: String, options: [OptionSpec]) throws {
        self.command = command
        var byName: [String: OptionSpec] = [:]
        for o in options { for n in o.names { byName[n] = o } }
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            if onlyPositionals || !Self.looksLikeOption(a) {
                positionals.append(a)
                continue
            }
            if a == "--" {
                onlyPositionals = true
                continue
            }
            // --name=value
            let (name, inline) =
                a.hasPrefix("--") && a.contains("=")
                ? (String(a[..<a.firstIndex(of: "=")!]), String(a[a.index(after: a.firstIndex(of: "=")!)...]))
                : (a, nil)
            guard let spec = byName[name] else {
                if OptionCatalog.isKnown(name) {
                    throw CLIError.usage("\(name) does not apply to '\(command)'; see 'opencharts \(command) --help'")
                }
                let names = options.flatMap(\.names).filter { $0.hasPrefix("--") }
                throw CLIError.usage(
                    "unknown option '\(name)' for '\(command)'\(Suggestion.clause(for: name, among: names)); "
                        + "see 'opencharts \(command) --help'")
            }
            if spec.value == nil {
                if inline != nil { throw CLIError.usage("\(name) takes no value") }
                flags.insert(spec.key)
            } else if let inline {
                values[spec.key] = inline
            } else if spec.valueIsOptional {
                if i < arguments.count, Int(arguments[i]) != nil {
                    values[spec.key] = arguments[i]
                    i += 1
                } else {
                    flags.insert(spec.key)
                }
            } else {
                guard i < arguments.count else {
                    throw CLIError.usage("\(name) needs a value (\(spec.value!)); see 'opencharts \(command) --help'")
                }
                values[spec.key] = arguments[i]
                i += 1
            }
        }
    }

    static func looksLikeOption(_ word: String) -> Bool {
        if word.hasPrefix("--") { return true }
        let scalars = Array(word.unicodeScalars)
        return scalars.count == 2 && scalars[0] == "-" && CharacterSet.letters.contains(scalars[1])
    }

    /// Whether the flag (or an option with a value) was given.
    func has(_ key: String) -> Bool { flags.contains(key) || values[key] != nil }

    /// The value of an option, or nil.
    func string(_ key: String) -> String? { values[key] }

    /// The value of an option that must be given.
    func required(_ key: String, _ what: String) throws -> String {
        guard let v = values[key] else {
            throw CLIError.usage("'\(command)' needs \(key) \(what); see 'opencharts \(command) --help'")
        }
        return v
    }

    /// The one positional argument (`FILE.csv`, `NAME`, `EXPR`).
    func single(_ name: String) throws -> String {
        guard let first = positionals.first else {
            throw CLIError.usage("'\(command)' needs \(name); see 'opencharts \(command) --help'")
        }
        if positionals.count > 1 {
            throw CLIError.usage(
                "unexpected argument '\(positionals[1])' after \(name); see 'opencharts \(command) --help'")
        }
        return first
    }

    /// No positional argument at all.
    func none() throws {
        if let first = positionals.first {
            throw CLIError.usage("unexpected argument '\(first)'; see 'opencharts \(command) --help'")
        }
    }

    /// A positive finite number.
    /// A whole number of at least 1, or nil when the option is absent; `absent` when it was given
    /// as a flag without one.
    func count(_ key: String, absent: Int) throws -> Int? {
        guard has(key) else { return nil }
        guard let text = values[key] else { return absent }
        guard let n = Int(text), n >= 1 else {
            throw CLIError.usage("\(key) needs a whole number of 1 or more, got '\(text)'")
        }
        return n
    }

    func positive(_ key: String) throws -> Double? {
        guard let text = values[key] else { return nil }
        guard let v = Double(text), v.isFinite, v > 0 else {
            throw CLIError.usage("\(key) needs a positive number, got '\(text)'")
        }
        return v
    }

    /// `--scale` and `--dpi`: device pixels per point (the scale, else the dots per inch over 72,
    /// else 2) and the raster resolution of vector output (the dots per inch, else 300). Both at
    /// once is a usage error: each sets a PNG's resolution.
    func resolution() throws -> (scale: Double, dpi: Double) {
        let scale = try positive("--scale")
        let dpi = try positive("--dpi")
        if scale != nil, dpi != nil {
            throw CLIError.usage("--scale and --dpi both set the resolution; give one (--dpi 300 is --scale 4.17)")
        }
        return (scale ?? dpi.map { $0 / 72 } ?? 2, dpi ?? 300)
    }

    /// An interval `A:B` with A < B (numbers, or ISO dates for a date axis).
    func domain(_ key: String) throws -> DomainArgument? {
        guard let text = values[key] else { return nil }
        return try DomainArgument(parsing: text, option: key)
    }

    /// Coordinates `A:B` of the first and last grid row or column; A may be greater than B.
    func extent(_ key: String) throws -> (first: Double, last: Double)? {
        guard let text = values[key] else { return nil }
        guard let (a, b) = DomainArgument.split(text), let first = Double(a), let last = Double(b),
            first.isFinite, last.isFinite, first != last
        else {
            throw CLIError.usage(
                "\(key) needs the coordinates of the first and last grid line as A:B (A ≠ B), got '\(text)'")
        }
        return (first, last)
    }

    /// One of a fixed set of words.
    func choice(_ key: String, _ allowed: [String]) throws -> String? {
        guard let text = values[key] else { return nil }
        guard allowed.contains(text) else {
            throw CLIError.usage("\(key) is one of \(allowed.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }

    /// A comma-separated list of column names (`--y a,b,c`).
    func list(_ key: String) -> [String]? {
        values[key].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }
}

/// An axis interval from the command line: numbers, or dates for a date axis.
struct DomainArgument: Equatable {
    enum Interval: Equatable {
        case numbers(ClosedRange<Double>)
        case dates(ClosedRange<Date>)
    }

    /// The interval, lower end first.
    var interval: Interval
    /// Whether it was given from the upper end (`700:0`): the axis runs the other way.
    var reversed = false

    /// Parses `A:B` (or `A..B`): two different numbers (`B:A` reverses the axis), or two ISO dates
    /// `YYYY-MM-DD` with A < B.
    init(parsing text: String, option: String) throws {
        let usage = CLIError.usage(
            "\(option) needs an interval A:B of two different numbers (B:A reverses the axis), or of ISO dates like "
                + "2012-01-01:2013-06-30, "
                + "got '\(text)'")
        guard let (a, b) = Self.split(text) else { throw usage }
        if let lo = Double(a), let hi = Double(b) {
            guard lo.isFinite, hi.isFinite, lo != hi else { throw usage }
            interval = .numbers(min(lo, hi)...max(lo, hi))
            reversed = lo > hi
        } else if let lo = Self.date(a), let hi = Self.date(b) {
            guard lo < hi else { throw usage }
            interval = .dates(lo...hi)
        } else {
            throw usage
        }
    }

    /// The two ends of `A:B` or `A..B`, trimmed; nil unless there are exactly two non-empty parts.
    static func split(_ text: String) -> (String, String)? {
        let parts: [String]
        if text.contains("..") {
            parts = text.components(separatedBy: "..")
        } else {
            parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        }
        let trimmed = parts.map { $0.trimmingCharacters(in: .whitespaces) }
        guard trimmed.count == 2, !trimmed[0].isEmpty, !trimmed[1].isEmpty else { return nil }
        return (trimmed[0], trimmed[1])
    }

    /// An ISO date `YYYY-MM-DD` at midnight UTC.
    static func date(_ text: String) -> Date? {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        return f.date(from: text)
    }

    /// The interval in numbers (dates as seconds since 1970).
    var numbers: ClosedRange<Double> {
        switch interval {
        case .numbers(let r): r
        case .dates(let r): r.lowerBound.timeIntervalSince1970...r.upperBound.timeIntervalSince1970
        }
    }
}

/// The options the subcommands share, grouped as the help lists them.
enum OptionCatalog {
    static let output = OptionSpec(
        "-o", "--output", value: "FILE", help: "Write a PNG, PDF, SVG or EPS here, by the extension (atomically).")
    static let width = OptionSpec("--width", value: "W", help: "Frame width in points (default: the chart's own).")
    static let height = OptionSpec("--height", value: "H", help: "Frame height in points.")
    static let scale = OptionSpec("--scale", value: "S", help: "Device pixels per point (default 2).")
    static let dpi = OptionSpec(
        "--dpi", value: "D", help: "Dots per inch: a PNG's (--scale D/72), or of 3D content in vector files (300).")
    static let theme = OptionSpec("--theme", value: "light|dark", help: "Appearance (default light).")
    static let title = OptionSpec("--title", value: "TEXT", help: "A title above the chart.")
    static let xlabel = OptionSpec("--xlabel", value: "TEXT", help: "x axis title (default: the column's name).")
    static let ylabel = OptionSpec("--ylabel", value: "TEXT", help: "y axis title.")
    static let zlabel = OptionSpec("--zlabel", value: "TEXT", help: "z axis title (3D).")
    static let xdomain = OptionSpec(
        "--xdomain", value: "A:B", help: "Show exactly x in A…B (numbers, or ISO dates on a date axis).")
    static let ydomain = OptionSpec(
        "--ydomain", value: "A:B", help: "Show exactly y in A…B; B:A runs the axis downward (2D).")
    static let zdomain = OptionSpec("--zdomain", value: "A:B", help: "Show exactly z in A…B (3D).")
    static let pose = OptionSpec(
        "--pose", value: "AZ,INC",
        help: "Viewing direction in degrees (azimuth, inclination) or a preset: default, front, back, left, "
            + "right, top, bottom (3D).")
    static let projection = OptionSpec(
        "--projection", value: "orthographic|perspective", help: "Camera projection (3D; default orthographic).")
    static let colormap = OptionSpec(
        "--colormap", value: "NAME",
        help: "Colours of continuous values: viridis (default), magma, inferno, plasma, cividis, turbo, coolwarm, "
            + "RdBu, BrBG, twilight, gray; NAME_r reverses.")
    static let colorscale = OptionSpec(
        "--colorscale", value: "TYPE",
        help: "How continuous values are spaced along the colours: linear (default), log (only values > 0), sqrt "
            + "or symlog.")
    static let symlogThreshold = OptionSpec(
        "--symlog-threshold", value: "C", help: "With --colorscale symlog: linear within ±C (default 1).")
    /// The options of a continuous colour scale.
    static let colorScaleOptions = [colormap, colorscale, symlogThreshold]
    static let yscale = OptionSpec(
        "--yscale", value: "linear|log|sqrt|symlog", help: "The y scale's type (default linear).")
    static let colorlabel = OptionSpec(
        "--colorlabel", value: "TEXT", help: "Legend or colour bar title (default: the --color column's name).")
    static let size = OptionSpec(
        "--size", value: "POINTS", help: "Symbol diameter in points (default: smaller as the rows get many).")
    static let linewidth = OptionSpec("--linewidth", value: "POINTS", help: "Line width in points (default 2).")
    static let quiet = OptionSpec("-q", "--quiet", help: "No progress messages on standard error.")
    static let help = OptionSpec("-h", "--help", help: "Show this help.")

    /// Writing a file (or, under `view`, the window's size).
    static let outputOptions = [output, width, height, scale, dpi, quiet, help]
    /// The look of a 2D chart.
    static let look2D = [title, xlabel, ylabel, xdomain, ydomain, theme]
    /// The look of a 2D chart whose x axis is categorical (`bar`): no `--xdomain`.
    static let look2DCategoricalX = look2D.filter { $0.names != xdomain.names }
    /// The look of a 3D chart.
    static let look3D =
        [title, xlabel, ylabel, zlabel, xdomain, ydomain, zdomain, pose, projection, theme] + VideoCommand.options

    /// Every option some subcommand takes, for a better message when one is used where it does not apply.
    static func isKnown(_ name: String) -> Bool {
        Subcommands.all.contains { $0.options.contains { $0.names.contains(name) } }
    }
}
