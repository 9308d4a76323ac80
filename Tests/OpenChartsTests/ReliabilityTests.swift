import ChartExport
import ChartImage
import Foundation
import OpenCharts
import Testing

/// Bad input, faults and load (issue 9; the catalogue is RELIABILITY.md at the repository root):
/// each case ends in a typed error or a documented result, never a crash, a partial file or a leak.
@Suite struct ReliabilityTests {
    struct Sample: Identifiable {
        var id: Int
        var x: Double
        var y: Double
        var kind: String
    }

    static func samples(_ values: [(Double, Double)], kinds: Int = 1) -> [Sample] {
        values.enumerated().map {
            Sample(id: $0.offset, x: $0.element.0, y: $0.element.1, kind: "k\($0.offset % kinds)")
        }
    }

    /// Every coordinate of every primitive in the scene is finite.
    static func allFinite(_ scene: RenderScene) -> Bool {
        scene.primitives.allSatisfy { primitive in
            switch primitive {
            case .points(let p): p.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
            case .lines(let l): l.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
            case .mesh(let m): m.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
            case .path(let p): p.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .volume(let v): v.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
            case .image(let image): image.problem == nil
            case .text: true
            }
        }
    }

    // MARK: - Data

    @Test func emptyDataGivesAxesAndNoMarks() throws {
        let chart = Chart(Self.samples([])) { s in
            LineMark(x: .value("x", s.x), y: .value("y", s.y))
        }
        let scene = try chart.lowered()
        #expect(scene.pixelWidth > 0)
        #expect(Self.allFinite(scene))
    }

    @Test func nanAndInfiniteValuesAreSkipped() throws {
        let values: [(Double, Double)] = [
            (.nan, .nan), (0, 1), (1, .nan), (2, .infinity), (.nan, 3), (4, -.infinity), (5, 2),
        ]
        for build in [
            { (d: [Sample]) in Chart(d) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) } },
            { (d: [Sample]) in Chart(d) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) } },
            { (d: [Sample]) in Chart(d) { BarMark(x: .value("x", $0.x), y: .value("y", $0.y)) } },
            { (d: [Sample]) in Chart(d) { AreaMark(x: .value("x", $0.x), y: .value("y", $0.y)) } },
            // Heat-map cells: a NaN first value used to trap in `lo...hi` (found by the lowering fuzzer).
            { (d: [Sample]) in Chart(d) { RectangleMark(x: .value("x", $0.x), y: .value("y", $0.y)) } },
        ] {
            let scene = try build(Self.samples(values)).lowered()
            #expect(Self.allFinite(scene))
        }
        let points = try Chart(Self.samples(values)) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
            .lowered()
        let drawn = points.primitives.reduce(0) { n, p in
            if case .points(let b) = p, b.space == .pixel { return n + b.positions.count }
            return n
        }
        #expect(drawn == 2, "only the two finite points are drawn")
    }

    /// Values near the largest Double: the inferred domain may round out past it (to infinity), which
    /// is an invalid domain: a typed error, or a chart, but never a trap or an endless search.
    @Test func valuesNearTheLargestDoubleAreAChartOrATypedError() {
        for extreme in [-1.7e308, Double.greatestFiniteMagnitude, -5.5e303, .leastNonzeroMagnitude] {
            let data = Self.samples([(0, extreme), (1, 0), (-0.5, 1)])
            do {
                let scene = try Chart(data) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.lowered()
                #expect(Self.allFinite(scene), "\(extreme)")
            } catch {
                #expect(error is ChartError, "\(extreme): \(error)")
            }
        }
    }

    @Test func aFunctionThatIsNaNEverywhereDrawsAxesOnly() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", domain: -1...1) { _ in .nan }
        }
        let scene = try chart.lowered()
        #expect(Self.allFinite(scene))
        let surface = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { _, _ in .nan }
        }
        .chartXScale(domain: -1...1).chartZScale(domain: -1...1)
        #expect(Self.allFinite(try surface.lowered()))
    }

    @Test func degenerateAndNonFiniteDomainsAreTypedErrors() {
        let data = Self.samples([(0, 1), (1, 2)])
        func line() -> Chart { Chart(data) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) } }
        for domain in [1.0...1.0, 0.0...Double.infinity, -Double.infinity...0] {
            #expect(throws: ChartError.self) { try line().chartXScale(domain: domain).lowered() }
            #expect(throws: ChartError.self) { try line().chartYScale(domain: domain).lowered() }
        }
        #expect(throws: ChartError.self) {
            try Chart3D { SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z } }
                .chartXScale(domain: 2...2).lowered()
        }
    }

    @Test func sizesOutsideOneTo16384PixelsAreRefusedBeforeDrawing() {
        let chart = Chart { LinePlot(x: "x", y: "y", domain: 0...1) { $0 } }
        for (w, h, s) in [(0.0, 100.0, 1.0), (-5, 100, 1), (100_000, 100, 1), (400, 300, 100), (.nan, 100, 1)] {
            #expect(throws: ChartError.self, "\(w)×\(h) at \(s)") {
                try chart.frame(width: w, height: h).lowered(scale: s)
            }
        }
        let renderer = ImageRenderer(content: chart.frame(width: 100_000, height: 100_000))
        #expect(throws: ChartError.self) { try renderer.renderImage() }
        renderer.content = chart
        for scale in [0, -1, Double.nan, .infinity] {
            renderer.scale = scale
            #expect(throws: ChartError.self) { try renderer.renderScene() }
        }
    }

    @Test func moreCategoriesThanPaletteColoursCycleTheColoursWithDistinctSymbols() throws {
        let data = Self.samples((0..<10).map { (Double($0), Double($0)) }, kinds: 10)
        let chart = Chart(data) {
            PointMark(x: .value("x", $0.x), y: .value("y", $0.y))
                .foregroundStyle(by: .value("kind", $0.kind))
                .symbol(by: .value("kind", $0.kind))
        }
        let scene = try chart.lowered()
        let text = scene.textDescription
        for k in 0..<10 { #expect(text.contains("k\(k)"), "legend names k\(k)") }
    }

    // MARK: - Files

    /// Each bad input file makes the CLI fail with one line naming the file, status 1 (2 for a missing
    /// file, a usage error), and write nothing.
    @Test func badInputFilesFailWithOneLineAndWriteNothing() throws {
        let dir = try temporaryFolder("bad-files")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "out.png").path
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let url = dir.appending(path: name)
            try Data(bytes).write(to: url)
            return url.path
        }
        let garbage = try file("garbage.csv", [0x89, 0x50, 0x4E, 0x47, 0xFF, 0xFE, 0x00, 0x81, 0x0A, 0xC3])
        let empty = try file("empty.csv", [])
        let truncated = try file("truncated.csv", Array("x,y\n1,2\n3,\"4".utf8))
        let cases: [(String, Int32, String)] = [
            (dir.appending(path: "missing.csv").path, 2, "no such file"),
            (dir.path, 1, "is a directory, not a CSV file"),
            (garbage, 1, "is not UTF-8 text"),
            (empty, 1, "is empty; expected a header row"),
            (truncated, 1, "line 3, column 2: unterminated quoted field"),
            ("/dev/null", 1, "is empty"),
        ]
        for (path, status, message) in cases {
            let run = runTool(["line", path, "--x", "x", "--y", "y", "-o", out])
            #expect(run.status == status, "\(path): \(run.errors)")
            #expect(run.errors.hasPrefix("opencharts: \(path): ") && run.errors.contains(message), "\(run.errors)")
            #expect(run.errors.filter { $0 == "\n" }.count == 1, "\(run.errors)")
            let grid = runTool(["surface", path, "-o", out])
            #expect(grid.status == status, "\(path): \(grid.errors)")
            #expect(grid.errors.hasPrefix("opencharts: \(path): "), "\(grid.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// Charts that would have nothing in the plot area are errors in the CLI (status 1, no file): a
    /// function that is not finite anywhere on its domain, and a table whose numbers are all missing
    /// or too large for a Double (`1e400` reads as infinity and counts as missing).
    @Test func chartsWithNothingToDrawAreRefusedByTheCLI() throws {
        let dir = try temporaryFolder("blank")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "out.png").path
        let line = runTool(["function", "sqrt(-1-x^2)", "--x", "-1:1", "-o", out])
        #expect(line.status == 1, "\(line.errors)")
        #expect(
            line.errors == "opencharts: expression 'sqrt(-1-x^2)' is not a finite number anywhere on --x -1:1 "
                + "(tried 4097 points): nothing to draw; check the expression and the domain\n", "\(line.errors)")
        let surface = runTool(["function", "log(-abs(x*z)-1)", "--x", "-2:2", "--z", "0:1", "-o", out])
        #expect(surface.status == 1 && surface.errors.contains("--x -2:2, --z 0:1 (tried 129 × 129 points)"))
        // A function finite at a single sample passes the tool's own check, but a line needs two
        // finite points: the library reports nothing drawn, and the tool refuses it too.
        let narrow = runTool(["function", "sqrt(-x^2)", "--x", "-1:1", "-o", out, "--width", "120", "--height", "90"])
        #expect(narrow.status == 1, "\(narrow.errors)")
        #expect(narrow.errors.hasPrefix("opencharts: \(out): nothing drawn: no mark falls inside the plot area"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let table = dir.appending(path: "huge.csv")
        try "x,y\n1,1e400\n2,-1e999\n3,\n".write(to: table, atomically: true, encoding: .utf8)
        for command in ["line", "area", "scatter", "bar"] {
            let run = runTool([command, table.path, "--x", "x", "--y", "y", "-o", out])
            #expect(run.status == 1, "\(command): \(run.errors)")
            #expect(run.errors == "opencharts: \(table.path): no row has both --x x and --y y\n", "\(run.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The CLI prints the render's warnings as `opencharts: warning: …` lines and still writes the
    /// file; a chart with nothing drawn (here: every row outside `--xdomain`) fails with status 1 and
    /// writes nothing, as a function that is NaN everywhere does.
    @Test func theCLIPrintsWarningsAndRefusesAChartWithNothingDrawn() throws {
        let dir = try temporaryFolder("warnings")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "out.png").path
        let table = dir.appending(path: "nine.csv")
        try ("x,y,kind\n" + (0..<9).map { "\($0),\($0 * $0 - 10),k\($0)" }.joined(separator: "\n") + "\n").write(
            to: table, atomically: true, encoding: .utf8)
        let colours = runTool(["scatter", table.path, "--x", "x", "--y", "y", "--color", "kind", "-o", out])
        #expect(colours.status == 0, "\(colours.errors)")
        #expect(
            colours.errors.hasPrefix(
                "opencharts: warning: 9 categories but 7 palette colours: colours repeat from category 8"),
            "\(colours.errors)")
        #expect(FileManager.default.fileExists(atPath: out))
        try FileManager.default.removeItem(atPath: out)
        // y from -10 to 54 on a log axis: the values ≤ 0 are left out, with a count.
        let log = runTool(["scatter", table.path, "--x", "x", "--y", "y", "--yscale", "log", "-o", out])
        #expect(log.status == 0, "\(log.errors)")
        #expect(log.errors.contains("opencharts: warning: PointMark \"y\": 4 values skipped"), "\(log.errors)")
        try FileManager.default.removeItem(atPath: out)
        for command in ["scatter", "line", "area"] {
            let outside = runTool([command, table.path, "--x", "x", "--y", "y", "--xdomain", "100:200", "-o", out])
            #expect(outside.status == 1, "\(command): \(outside.errors)")
            #expect(
                outside.errors.hasPrefix("opencharts: \(out): nothing drawn: no mark falls inside the plot area"),
                "\(command): \(outside.errors)")
            #expect(outside.errors.hasSuffix("; no file written\n"), "\(outside.errors)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    /// The `opencharts` executable built next to the test bundle.
    static var toolExecutable: URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let tool = folder.appending(path: "opencharts")
            if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
        }
        return nil
    }

    /// A full disk, simulated portably: the tool runs in a child shell with a file-size limit
    /// (`ulimit -f`, RLIMIT_FSIZE) and SIGXFSZ ignored, so `write(2)` fails with EFBIG exactly as a
    /// write past the end of the space would, without mounting a small file system (which CI
    /// containers may not allow). The existing PNG is untouched and no temporary file is left.
    @Test(.enabled(if: toolExecutable != nil, "the opencharts executable is not built next to the tests"))
    func aWriteThatRunsOutOfSpaceLeavesTheOldFileAndNoTemporaryFile() throws {
        let dir = try temporaryFolder("full-disk")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "chart.png")
        let old = Data("an existing image, not to be damaged".utf8)
        try old.write(to: out)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 8 blocks (4 KiB with dash's 512-byte blocks, 8 KiB with bash's 1 KiB ones): far below the PNG.
        process.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 8 && exec \"$0\" render surface -o \"$1\" --width 400 --height 300",
            try #require(Self.toolExecutable).path, out.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(message)")
        // The last line is the error (a slow render may print a progress line first).
        let last = message.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("opencharts: \(out.path): "), "\(message)")
        #expect(message.contains("File too large") && message.contains("the old file is untouched"), "\(message)")
        #expect(try Data(contentsOf: out) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["chart.png"])
    }

    // MARK: - Environment

    /// Runs the built tool in a child process with `environment` changed (`nil` removes a variable).
    static func runChild(_ args: [String], environment: [String: String?]) throws -> (status: Int32, errors: String) {
        let process = Process()
        guard let tool = toolExecutable else { throw CocoaError(.fileNoSuchFile) }
        process.executableURL = tool
        process.arguments = args
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    /// No EGL vendor library (glvnd finds none): the headless context fails with the platforms tried
    /// and what to install, status 1, and no file.
    @Test(.enabled(if: toolExecutable != nil, "the opencharts executable is not built next to the tests"))
    func noEGLDisplayIsAClearError() throws {
        let dir = try temporaryFolder("no-egl")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "c.png").path
        let run = try Self.runChild(
            ["render", "cosine", "-o", out],
            environment: [
                "__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent.json", "__EGL_VENDOR_LIBRARY_DIRS": "/nonexistent",
            ])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.hasPrefix("opencharts: ") && run.errors.contains("EGL"), "\(run.errors)")
        #expect(run.errors.contains("install"), "a hint: \(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// Fontconfig with a configuration that lists no fonts: lowering fails with ChartError.font.
    @Test(.enabled(if: toolExecutable != nil, "the opencharts executable is not built next to the tests"))
    func noFontsIsAClearError() throws {
        let dir = try temporaryFolder("no-fonts")
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appending(path: "fonts.conf")
        try "<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(dir.path)</cachedir></fontconfig>\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let out = dir.appending(path: "c.png").path
        let run = try Self.runChild(
            ["render", "cosine", "-o", out], environment: ["FONTCONFIG_FILE": config.path, "FONTCONFIG_PATH": dir.path])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("font"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    // MARK: - Load

    /// Resident memory of this process in bytes (`/proc/self/statm`, second field, in pages).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// One of three kinds of chart (lines by category, bars, a 3D surface), rendered to pixels.
    static func renderLoadChart(_ i: Int) throws -> RGBAImage {
        let data = samples((0..<50).map { (Double($0), sin(Double($0 + i) / 5)) }, kinds: 3)
        switch i % 3 {
        case 0:
            let chart = Chart(data) {
                LineMark(x: .value("x", $0.x), y: .value("y", $0.y)).foregroundStyle(by: .value("kind", $0.kind))
            }
            .chartTitle("Chart \(i)").frame(width: 240, height: 160)
            return try ImageRenderer(content: chart).renderImage()
        case 1:
            let chart = Chart(data) { BarMark(x: .value("kind", $0.kind), y: .value("y", abs($0.y))) }
                .frame(width: 240, height: 160)
            return try ImageRenderer(content: chart).renderImage()
        default:
            let chart = Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(x + Double(i)) * cos(z) }
            }
            .chartXScale(domain: -2...2).chartZScale(domain: -2...2).frame(width: 240, height: 160)
            return try ImageRenderer(content: chart).renderImage()
        }
    }

    /// 200 charts, each through its own `ImageRenderer` (so its own EGL context, framebuffers,
    /// pipelines and glyph atlas), after a warm-up of 20: resident memory stays flat. A leaked
    /// context with its 4× multisampled framebuffers costs well over 1 MiB per chart.
    ///
    /// The resident set is the whole process's, and other suites render in parallel, so the loop
    /// runs in a child: this test binary again, filtered to this test, with
    /// `OPENCHARTS_MEMORY_CHILD=1`.
    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL"))
    func twoHundredChartsInOneProcessKeepMemoryFlat() throws {
        if ProcessInfo.processInfo.environment["OPENCHARTS_MEMORY_CHILD"] == "1" {
            try Self.twoHundredChartLoop()
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [
            "--testing-library", "swift-testing", "--filter",
            "ReliabilityTests/twoHundredChartsInOneProcessKeepMemoryFlat",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["OPENCHARTS_MEMORY_CHILD"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let figures = text.split(separator: "\n").first { $0.hasPrefix("200-chart loop:") }
        #expect(process.terminationStatus == 0 && figures != nil, "\(text.suffix(2000))")
        if let figures { print(figures) }
    }

    static func twoHundredChartLoop() throws {
        func render(_ i: Int) throws {
            let image = try Self.renderLoadChart(i)
            #expect(image.width == 240 && image.height == 160)
        }
        for i in 0..<20 { try render(i) }
        let before = Self.residentBytes()
        var middle = 0
        for i in 0..<200 {
            try render(i)
            if i == 99 { middle = Self.residentBytes() }
        }
        let after = Self.residentBytes()
        let mib = { (b: Int) in String(format: "%.1f MiB", Double(b) / 1_048_576) }
        print("200-chart loop: RSS after warm-up \(mib(before)), after 100 \(mib(middle)), after 200 \(mib(after))")
        #expect(after - before < 16 << 20, "RSS grew from \(mib(before)) to \(mib(after))")
        #expect(after - middle < 8 << 20, "RSS grew in the second hundred from \(mib(middle)) to \(mib(after))")
    }
}
