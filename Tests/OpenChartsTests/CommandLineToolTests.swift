import ChartExport
import ChartGallery
import ChartImage
import ChartTestSupport
import Foundation
import Testing

@testable import opencharts

/// What one run of the tool printed and returned.
struct ToolRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the tool in process, capturing standard output and standard error. Progress waits a minute
/// by default, so a slow machine does not add lines to what the tests read.
func runTool(_ args: [String], terminal: Bool = false, progressDelay: Double = 60) -> ToolRun {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var out: [String] = []
        var err = ""
        func error(_ s: String) {
            lock.lock()
            err += s
            lock.unlock()
        }
    }
    let box = Box()
    var tool = CommandLineTool()
    tool.standardOutput = { box.out.append($0) }
    tool.standardError = { box.error($0) }
    tool.standardErrorIsTerminal = terminal
    tool.progressDelay = progressDelay
    let status = tool.run(args)
    box.lock.lock()
    defer { box.lock.unlock() }
    return ToolRun(status: status, output: box.out.joined(separator: "\n"), errors: box.err)
}

/// A fresh temporary folder, removed by the caller's `defer`.
func temporaryFolder(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appending(path: "oc-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// A file of the repository's `Datasets/`.
func dataset(_ name: String) -> String { GoldenImage.repositoryRoot.appending(path: "Datasets/\(name)").path }

@Suite struct CommandLineToolTests {
    @Test func helpSnapshot() throws {
        let run = runTool(["--help"])
        #expect(run.status == 0)
        if let failure = try TextSnapshot.check(run.output + "\n", named: "cli-help") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: Subcommands.all.map(\.name))
    func everySubcommandHasHelp(name: String) throws {
        for args in [[name, "--help"], ["help", name], [name, "-h"]] {
            let run = runTool(args)
            #expect(run.status == 0, "\(args)")
            #expect(run.output.hasPrefix("opencharts \(name) — "), "\(args)")
            #expect(run.output.contains("USAGE:") && run.output.contains("OPTIONS:"))
            #expect(run.errors.isEmpty)
        }
        // Every option a subcommand parses is in its help.
        let help = runTool([name, "--help"]).output
        for option in try #require(Subcommands.named(name)).options {
            #expect(help.contains(option.synopsis), "\(name) --help lacks \(option.synopsis)")
        }
    }

    @Test func chartSubcommandsHelpSnapshot() throws {
        let text = Subcommands.chartCommands.map(\.help).joined(separator: "\n\n---\n\n")
        if let failure = try TextSnapshot.check(text + "\n", named: "cli-subcommand-help") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func listNamesEveryExample() {
        let run = runTool(["list"])
        #expect(run.status == 0)
        for name in [
            "cosine", "surface", "penguins", "iris", "stocks", "seattle", "quakes", "brain", "jacksboro", "volcano",
        ] {
            #expect(run.output.contains(name))
        }
    }

    static let usageErrors: [(args: [String], message: String)] =
        [
            (["render", "nosuch", "-o", "/tmp/x.png"], "unknown example 'nosuch'"),
            (["render", "cosine", "-o", "/tmp/x.png", "--scale", "abc"], "--scale needs a positive number, got 'abc'"),
            (["render", "cosine", "-o", "/tmp/x.png", "--width", "-5"], "--width needs a positive number, got '-5'"),
            (["render", "cosine"], "'render' needs --output FILE"),
            (["render"], "'render' needs NAME"),
            (["frobnicate"], "unknown subcommand 'frobnicate'"),
            ([], "missing subcommand"),
            (["render", "cosine", "-o", "/tmp/x.png", "--bogus"], "unknown option '--bogus' for 'render'"),
            (
                ["line", "/no/such/file.csv", "--x", "a", "--y", "b", "-o", "/tmp/x.png"],
                "/no/such/file.csv: no such file"
            ),
            (
                ["line", dataset("iris.csv"), "--x", "petal_length", "--y", "petal_width_cm", "-o", "/tmp/x.png"],
                "no column \"petal_length\" (--x) (did you mean \"petal_length_cm\"?); the columns are "
                    + "\"sepal_length_cm\", \"sepal_width_cm\", \"petal_length_cm\", \"petal_width_cm\", \"species\""
            ),
            (
                ["line", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "species", "-o", "/tmp/x.png"],
                "column \"species\" (--y) holds strings; it needs numbers"
            ),
            (
                [
                    "scatter", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--xdomain", "3",
                    "-o", "/tmp/x.png",
                ], "--xdomain needs an interval A:B"
            ),
            (
                [
                    "scatter", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--ydomain",
                    "2:2",
                    "-o", "/tmp/x.png",
                ], "--ydomain needs an interval A:B"
            ),
            (
                [
                    "scatter", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--width",
                    "wide",
                    "-o", "/tmp/x.png",
                ], "--width needs a positive number, got 'wide'"
            ),
            (
                [
                    "line", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--pose", "30,20",
                    "-o", "/tmp/x.png",
                ], "--pose does not apply to 'line'"
            ),
            (
                [
                    "scatter3d", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--z",
                    "sepal_length_cm", "--pose", "30,100", "-o", "/tmp/x.png",
                ], "--pose needs AZIMUTH,INCLINATION"
            ),
            (
                [
                    "scatter3d", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--z",
                    "sepal_length_cm", "--ydomain", "3:0", "-o", "/tmp/x.png",
                ], "3D axes do not run backwards"
            ),
            (
                [
                    "scatter3d", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "-o",
                    "/tmp/x.png",
                ],
                "'scatter3d' needs --z COL"
            ),
            (
                ["bar", dataset("iris.csv"), "--x", "species", "--y", "petal_width_cm", "--group", "-o", "/tmp/x.png"],
                "--group puts the --color categories side by side: it needs --color COL"
            ),
            (
                ["surface", dataset("volcano-grid.csv"), "--rows", "5:200", "-o", "/tmp/x.png"],
                "asks for row 200, but the grid has rows 0…86"
            ),
            (
                ["heatmap", dataset("volcano-grid.csv"), "--xextent", "3:3", "-o", "/tmp/x.png"],
                "--xextent needs the coordinates"
            ),
            (
                ["heatmap", dataset("iris.csv"), "--x", "species", "-o", "/tmp/x.png"],
                "needs all of --x, --y and --value"
            ),
            (
                ["surface", dataset("volcano-grid.csv"), "--theme", "sepia", "-o", "/tmp/x.png"],
                "--theme is one of light, dark, got 'sepia'"
            ),
            (["view", "nosuch"], "unknown example or subcommand 'nosuch'"),
            (
                [
                    "bar", dataset("seattle-weather.csv"), "--x", "weather", "--y", "precipitation_mm", "--xdomain",
                    "0:1",
                    "-o", "/tmp/x.png",
                ],
                "--xdomain does not apply to 'bar'"
            ),
            (["function", "sin(x)*z", "--x", "-3:3", "-o", "/tmp/x.png"], "the expression uses z: give --z A:B"),
            (["function", "sin(x)", "-o", "/tmp/x.png"], "'function' needs --x A:B"),
            (
                ["function", "x^2", "--x", "-1:1", "--projection", "perspective", "-o", "/tmp/x.png"],
                "--projection applies to a surface (with --z)"
            ),
        ] + outputNameErrors + suggestionErrors + optionErrors

    /// A file name that is not PNG, PDF, SVG or EPS is refused before any work: the missing CSV file
    /// is not even read. `--scale` and `--dpi` together are refused.
    static let outputNameErrors: [(args: [String], message: String)] = [
        (
            ["scatter", "/no/such.csv", "--x", "a", "--y", "b", "-o", "/tmp/fig.jpg"],
            "-o: cannot write '/tmp/fig.jpg': '.jpg' is not a format OpenCharts writes; it writes PNG (.png), "
                + "PDF (.pdf), SVG (.svg), EPS (.eps): name it '/tmp/fig.png'"
        ),
        (["render", "cosine", "-o", "/tmp/fig.TIF"], "cannot write '/tmp/fig.TIF': '.TIF' is not a format"),
        (["render", "cosine", "-o", "/tmp/fig"], "cannot write '/tmp/fig': the file name has no extension"),
        (["function", "x^2", "--x", "-1:1", "-o", "fig.ps"], "name it 'fig.png'"),
        (
            ["render", "cosine", "-o", "/tmp/fig.png", "--scale", "2", "--dpi", "300"],
            "--scale and --dpi both set the resolution; give one"
        ),
    ]

    /// "Did you mean": the nearest option, column, subcommand or example by edit distance.
    static let suggestionErrors: [(args: [String], message: String)] = [
        (
            ["scatter", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--xlable", "L"],
            "unknown option '--xlable' for 'scatter' (did you mean '--xlabel'?); see 'opencharts scatter --help'"
        ),
        (
            ["scatter", dataset("penguins.csv"), "--x", "flipper_lenght_mm", "--y", "body_mass_g", "-o", "/tmp/x.png"],
            "no column \"flipper_lenght_mm\" (--x) (did you mean \"flipper_length_mm\"?); the columns are"
        ),
        (
            [
                "scatter3d", dataset("quakes.csv"), "--x", "long_deg", "--y", "-depht_km", "--z", "lat_deg", "-o",
                "/tmp/x.png",
            ], "no column \"-depht_km\" (--y) (did you mean \"-depth_km\"?)"
        ),
        (
            ["line", dataset("iris.csv"), "--x", "Species", "--y", "petal_width_cm", "-o", "/tmp/x.png"],
            "(did you mean \"species\"?)"
        ),
        (["scater", "x.csv"], "unknown subcommand 'scater' (did you mean 'scatter'?)"),
        (["render", "cosin", "-o", "/tmp/x.png"], "unknown example 'cosin' (did you mean 'cosine'?)"),
        (["view", "penguin"], "unknown example or subcommand 'penguin' (did you mean 'penguins'?)"),
        (["render", "cosine", "-o", "/tmp/x.png", "--zzzzzz"], "unknown option '--zzzzzz' for 'render'; see"),
    ]

    /// `--colorlabel`, `--size` and `--linewidth` where they apply, and their values.
    static let optionErrors: [(args: [String], message: String)] = [
        (
            [
                "scatter", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--colorlabel", "S",
                "-o", "/tmp/x.png",
            ],
            "--colorlabel titles the --color legend or colour bar: it needs --color COL"
        ),
        (
            [
                "scatter", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--size", "0", "-o",
                "/tmp/x.png",
            ],
            "--size needs a positive number, got '0'"
        ),
        (
            ["area", dataset("seattle-weather.csv"), "--x", "date", "--y", "precipitation_mm", "--linewidth", "2"],
            "--linewidth does not apply to 'area'"
        ),
        (
            [
                "line", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--linewidth", "thin",
                "-o", "/tmp/x.png",
            ],
            "--linewidth needs a positive number, got 'thin'"
        ),
        (
            ["function", "x*z", "--x", "-1:1", "--z", "-1:1", "--linewidth", "2", "-o", "/tmp/x.png"],
            "--linewidth applies to a line (without --z)"
        ),
        (
            ["bar", dataset("iris.csv"), "--x", "species", "--y", "petal_width_cm", "--size", "3"],
            "--size does not apply"
        ),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsFailWithStatus2AndOneLine(args: [String], message: String) {
        let run = runTool(args)
        #expect(run.status == 2, "\(args): \(run.errors)")
        #expect(run.errors.hasPrefix("opencharts: "), "\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.filter { $0 == "\n" }.count == 1, "one line: \(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func expressionAndDomainErrorsShowACaretUnderTheBadCharacter() {
        let run = runTool(["function", "sin(x) + 2x", "--x", "-3:3", "-o", "/tmp/x.png"])
        #expect(run.status == 2)
        let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(run.errors)")
        #expect(
            lines[0].hasPrefix("opencharts: expression 'sin(x) + 2x': column 11: implicit multiplication"),
            "\(lines[0])")
        #expect(lines[1] == "    sin(x) + 2x")
        #expect(lines[2] == "              ^ implicit multiplication is not supported: write '2*x'", "\(lines[2])")
        let domain = runTool(["function", "x", "--x", "3:-3", "-o", "/tmp/x.png"])
        #expect(domain.status == 2)
        #expect(domain.errors.hasPrefix("opencharts: --x 3:-3: column 2: the lower bound 3 must be below"))
        #expect(domain.errors.contains("\n    3:-3\n     ^ "))
    }

    @Test func malformedInputFailsWithStatus1NamingTheLine() throws {
        let dir = try temporaryFolder("cli-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let table = dir.appending(path: "ragged.csv")
        try "a,b\n1,2\n3\n".write(to: table, atomically: true, encoding: .utf8)
        let run = runTool(["line", table.path, "--x", "a", "--y", "b", "-o", dir.appending(path: "x.png").path])
        #expect(run.status == 1)
        #expect(run.errors == "opencharts: \(table.path): line 3: expected 2 fields, found 1\n")
        let grid = dir.appending(path: "grid.csv")
        try "1,2\n3,x\n".write(to: grid, atomically: true, encoding: .utf8)
        let g = runTool(["surface", grid.path, "-o", dir.appending(path: "x.png").path])
        #expect(g.status == 1)
        #expect(g.errors.contains("\(grid.path): line 2, column 2: \"x\" is not a number"), "\(g.errors)")
        #expect(!FileManager.default.fileExists(atPath: dir.appending(path: "x.png").path))
    }

    @Test func optionValuesMayStartWithAMinusAndMayBeInline() throws {
        let a = try Arguments(
            ["f.csv", "--y", "-depth_km", "--xdomain=-3:3", "--", "--odd"], command: "scatter3d",
            options: try #require(Subcommands.named("scatter3d")).options)
        #expect(a.string("--y") == "-depth_km")
        #expect(try a.domain("--xdomain")?.interval == .numbers(-3...3))
        #expect(a.positionals == ["f.csv", "--odd"])
        let reversed = try DomainArgument(parsing: "700:0", option: "--ydomain")
        #expect(reversed.reversed && reversed.numbers == 0...700)
        let dates = try DomainArgument(parsing: "2012-01-01:2013-06-30", option: "--xdomain")
        #expect(dates.numbers.lowerBound == 1_325_376_000)
        #expect(throws: CLIError.self) { try DomainArgument(parsing: "2013-01-01:2012-01-01", option: "--xdomain") }
        #expect(try ChartLook.pose("top") != nil)
        #expect(try ChartLook.pose("-30, 12.5") != nil)
    }

    @Test func severalYColumnsAreNamedByWhatDiffers() {
        #expect(
            TableCommands.seriesNames(["AAPL_adj_close_usd", "GOOG_adj_close_usd"]) == ["AAPL", "GOOG"])
        #expect(TableCommands.seriesNames(["temp_max_c", "temp_min_c"]) == ["temp_max", "temp_min"])
        #expect(TableCommands.seriesNames(["a", "b"]) == ["a", "b"])
        #expect(TableCommands.commonSuffix(["x_usd", "y_usd"]) == "usd")
        #expect(TableCommands.commonSuffix(["x", "y"]) == nil)
    }

    @Test func progressIsSilentForQuickWorkAndOverwritesOnATerminal() {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
        }
        let sink = Sink()
        let write: @Sendable (String) -> Void = { s in
            sink.lock.lock()
            sink.text += s
            sink.lock.unlock()
        }
        let quick = Progress(quiet: false, isTerminal: false, delay: 60, write: write)
        quick.step("reading…")
        quick.finish()
        #expect(sink.text.isEmpty)
        let lines = Progress(quiet: false, isTerminal: false, delay: 0, write: write)
        lines.step("a (1/2)…")
        lines.step("b (2/2)…")
        lines.finish()
        #expect(sink.text == "a (1/2)…\nb (2/2)…\n")
        sink.text = ""
        let terminal = Progress(quiet: false, isTerminal: true, delay: 0, write: write)
        terminal.step("a…")
        terminal.step("b…")
        terminal.finish()
        #expect(sink.text == "\r\u{1B}[Ka…\r\u{1B}[Kb…\r\u{1B}[K")
        sink.text = ""
        let quiet = Progress(quiet: true, isTerminal: true, delay: 0, write: write)
        quiet.step("a…")
        quiet.finish()
        #expect(sink.text.isEmpty)
    }

    /// Splits a command line as a POSIX shell would for the simple quoting the examples use.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuote = false
        var started = false
        for c in line {
            if c == "'" {
                inQuote.toggle()
                started = true
            } else if c == " " && !inQuote {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(c)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    @Test(arguments: Example.all.filter { $0.command != nil }.map(\.name))
    func theCSVCommandOfEveryExampleBuildsItsChart(name: String) throws {
        let example = try #require(Example.named(name))
        let words = Self.words(try #require(example.command)).map {
            $0.hasPrefix("Datasets/") ? GoldenImage.repositoryRoot.appending(path: $0).path : $0
        }
        let sub = try #require(Subcommands.named(words[0]))
        let build = try #require(sub.build)
        let arguments = try Arguments(Array(words.dropFirst()), command: sub.name, options: sub.options)
        let chart = try build(arguments)
        switch (chart, try example.build()) {
        case (.chart, .chart), (.chart3D, .chart3D), (.figure, .figure): break
        default: Issue.record("\(name): the command draws another kind of chart")
        }
        // The scene lowers (no GL needed).
        _ = try chart.frame(width: 300, height: 200).renderScene(scale: 1)
    }
}

/// The subcommands end to end: a PNG of the expected size that is not blank, in a temporary folder.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct CommandLineRenderTests {
    /// The image at `path`: decodable, `width` × `height` pixels, and with at least 3 % of its pixels
    /// unlike the top-left corner's (the background).
    func checkImage(_ path: String, width: Int, height: Int, _ what: String) throws {
        let image = try PNGCodec.read(contentsOf: URL(fileURLWithPath: path))
        #expect(image.width == width && image.height == height, "\(what): \(image.width)×\(image.height)")
        let background = image[0, 0]
        var differing = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image[x, y]
                if abs(Int(p.r) - Int(background.r)) + abs(Int(p.g) - Int(background.g))
                    + abs(Int(p.b) - Int(background.b)) > 30
                {
                    differing += 1
                }
            }
        }
        #expect(Double(differing) > 0.03 * Double(image.width * image.height / 4), "\(what) looks blank")
    }

    static let commands: [[String]] = [
        [
            "line", dataset("stocks-adj-close.csv"), "--x", "date", "--y", "AAPL_adj_close_usd,IBM_adj_close_usd",
            "--linewidth", "1",
        ],
        ["line", dataset("penguins.csv"), "--x", "bill_length_mm", "--y", "bill_depth_mm", "--series", "species"],
        [
            "area", dataset("seattle-weather.csv"), "--x", "date", "--y", "precipitation_mm", "--xdomain",
            "2014-01-01:2014-06-30",
        ],
        ["bar", dataset("penguins.csv"), "--x", "island", "--y", "body_mass_g", "--color", "species", "--group"],
        [
            "scatter", dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--color", "species",
            "--title", "Irises", "--theme", "dark",
        ],
        [
            "scatter3d", dataset("quakes.csv"), "--x", "long_deg", "--y", "-depth_km", "--z", "lat_deg", "--color",
            "magnitude", "--pose", "front", "--projection", "perspective", "--colorlabel", "Magnitude", "--size", "4",
        ],
        ["surface", dataset("volcano-grid.csv"), "--xextent", "600:0", "--pose", "40,30", "--zlabel", "South"],
        ["heatmap", dataset("mni152-t1-4mm-volume.csv"), "--rows", "1012:1057", "--colormap", "gray"],
        ["heatmap", dataset("seattle-weather.csv"), "--x", "weather", "--y", "wind_m_s", "--value", "temp_max_c"],
        ["function", "-x^2 + sin(3*x)", "--x", "-pi:pi", "--title", "A function"],
        ["function", "exp(-(x^2 + z^2))", "--x", "-2:2", "--z", "-2:2", "--pose", "top", "--colormap", "gray"],
    ]

    @Test(arguments: commands)
    func aChartSubcommandWritesAPNG(args: [String]) throws {
        let dir = try temporaryFolder("cli-\(args[0])")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "chart.png").path
        let run = runTool(args + ["-o", out, "--width", "240", "--height", "180", "--scale", "1"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "wrote \(out)")
        try checkImage(out, width: 240, height: 180, args[0])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["chart.png"])
    }

    @Test func renderWritesAPNGAndUnwritablePathsFail() throws {
        let dir = try temporaryFolder("cli-render")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "c.png").path
        let ok = runTool(["render", "cosine", "-o", out, "--width", "320", "--height", "200", "--scale", "1"])
        #expect(ok.status == 0)
        #expect(ok.output.contains("wrote"))
        try checkImage(out, width: 320, height: 200, "cosine")
        let missing = dir.appending(path: "missing/c.png").path
        let failed = runTool(["render", "cosine", "-o", missing])
        #expect(failed.status == 1)
        #expect(failed.errors.hasPrefix("opencharts: \(missing): "))
        let surface = runTool([
            "surface", dataset("volcano-grid.csv"), "-o", missing, "--width", "100", "--height", "100",
        ])
        #expect(surface.status == 1 && surface.errors.hasPrefix("opencharts: \(missing): "))
    }

    @Test func galleryWritesEveryExampleAndAnIndexWithProgress() throws {
        let dir = try temporaryFolder("cli-gallery")
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = runTool(["gallery", "-o", dir.path, "--width", "160", "--height", "120", "--scale", "1"])
        #expect(run.status == 0, "\(run.errors)")
        let names = Example.all.map(\.name)
        let files = try Set(FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(files == Set(names.map { "\($0).png" } + names.map { "\($0).pdf" } + ["index.html"]))
        for name in names {
            let image = try PNGCodec.read(contentsOf: dir.appending(path: "\(name).png"))
            #expect(image.width == 160 && image.height == 120)
            let pdf = try Data(contentsOf: dir.appending(path: "\(name).pdf"))
            #expect(pdf.starts(with: Array("%PDF-1.5".utf8)), "\(name).pdf")
        }
        // One progress line per example on standard error (not a terminal), nothing else there.
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == names.count)
        #expect(lines.last == "rendering \(names.last!) (\(names.count)/\(names.count))…")
        #expect(
            run.output == "wrote \(names.count) images (PNG and PDF) and \(dir.appending(path: "index.html").path)")

        let html = try String(contentsOf: dir.appending(path: "index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        for example in Example.all {
            #expect(html.contains("<h2>\(GalleryIndex.escape(example.title))</h2>"))
            #expect(html.contains("<p>\(GalleryIndex.escape(example.summary))</p>"))
            #expect(html.contains("<img src=\"\(example.name).png\""))
            #expect(html.contains("<a href=\"\(example.name).pdf\">PDF</a>"))
            #expect(html.contains("opencharts render \(example.name) -o \(example.name).png"))
            if let command = example.command {
                #expect(html.contains("opencharts \(GalleryIndex.escape(command))"))
            }
        }
        #expect(html.contains("--colormap gray --xlabel &#39;Left → right (mm)&#39;"))
    }

    @Test func quietSilencesProgressAndATerminalGetsOneOverwrittenLine() throws {
        let dir = try temporaryFolder("cli-quiet")
        defer { try? FileManager.default.removeItem(at: dir) }
        // 200 × 150: at 120 × 100 the penguins' 3D box, its fixed-size axis titles and legend do not
        // fit and the image came out blank, which the tool now refuses (RELIABILITY.md).
        let quiet = runTool(
            ["gallery", "-o", dir.path, "--width", "200", "--height", "150", "--scale", "1", "--quiet"],
            terminal: true)
        #expect(quiet.status == 0)
        #expect(quiet.errors.isEmpty)
        // A chart subcommand with no delay shows its steps, each overwriting the last, then clears the line.
        let out = dir.appending(path: "s.png").path
        let shown = runTool(
            ["surface", dataset("volcano-grid.csv"), "-o", out, "--width", "120", "--height", "100", "--scale", "1"],
            terminal: true, progressDelay: 0)
        #expect(shown.status == 0)
        #expect(shown.errors.hasPrefix("\r\u{1B}[Ksurface: reading "))
        #expect(shown.errors.contains("\r\u{1B}[Ksurface: rendering \(out)…"))
        #expect(shown.errors.hasSuffix("\r\u{1B}[K"))
        #expect(!shown.errors.contains("\n"))
        let silent = runTool(
            ["surface", dataset("volcano-grid.csv"), "-o", out, "--width", "120", "--height", "100", "-q"],
            terminal: true, progressDelay: 0)
        #expect(silent.status == 0 && silent.errors.isEmpty)
    }
}

/// `opencharts figure`: several subcommands' charts in one image.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
struct FigureCommandTests {
    @Test func writesOneImageOfTheSubcommandsCharts() throws {
        let dir = try temporaryFolder("figure")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appending(path: "fig.png").path
        let run = runTool([
            "figure", "--columns", "2", "--share-y", "--labels", "--width", "800", "--height", "300", "--scale", "1",
            "-o", path, "--", "function", "sin(x)", "--x", "0:10", "--", "function", "3 * cos(x)", "--x", "0:10",
        ])
        #expect(run.status == 0, "\(run.errors)")
        let image = try PNGCodec.read(contentsOf: URL(fileURLWithPath: path))
        #expect(image.width == 800 && image.height == 300)
    }

    @Test func refusesWhatIsNoChartSubcommand() {
        let run = runTool(["figure", "-o", "/tmp/x.png", "--", "list"])
        #expect(run.status != 0)
        #expect(run.errors.contains("'list' is not a chart subcommand"))
        let none = runTool(["figure", "-o", "/tmp/x.png"])
        #expect(none.errors.contains("at least one"))
    }
}
