import Foundation

// opencharts-benchmarks: release-build benchmarks of OpenCharts' function plots. Each subcommand
// prints one line of JSON on standard output. See Benchmarks/README.md.

let usage = """
    usage: opencharts-benchmarks surface-eval N [--runs K] [--warmup W]
           opencharts-benchmarks line-png N OUT.png [--runs K] [--warmup W]
           opencharts-benchmarks line-png-full [N] [OUT.png] [--runs K] [--warmup W]   (N defaults to 10000)
           opencharts-benchmarks window-frames [cloud100k|cloud1m|surface512|density10m]... [--runs K] [--warmup W]
           opencharts-benchmarks peer WORKLOAD OUT.png   (surface256 surface1024 cloud100k cloud1m param100k line1m empty3d)
           opencharts-benchmarks streaming [cloud|series]... [--runs K] [--warmup W]
           opencharts-benchmarks hover [--runs K] [--warmup W]
           opencharts-benchmarks figure [--runs K] [--warmup W]
           opencharts-benchmarks marching N [--runs K] [--warmup W]
           opencharts-benchmarks contour N [--runs K] [--warmup W]
           opencharts-benchmarks contour-png N OUT.png
           opencharts-benchmarks volume-frames [--runs K] [--warmup W]
           opencharts-benchmarks idiom WORKLOAD FORM OUT.png [N]
           opencharts-benchmarks density points N OUT.png
           opencharts-benchmarks density lines SERIES SAMPLES OUT.png
           opencharts-benchmarks density series N OUT.png
           opencharts-benchmarks density points3d N OUT.png

    surface-eval   y = sin(x)*cos(z) on an N x N grid over [-3,3]^2: plain parallel grid evaluation
                   and SurfaceSampler (medians of 7 runs after 1 warm-up by default)
    line-png       a vectorized LinePlot of N samples of y = sin(x)*exp(-x/10), x in [0, 100],
                   800 x 600 points at scale 2, written as PNG (medians of 5 runs after 1 warm-up)
    line-png-full  the same chart and measurement with 10,000 samples, for comparison
    window-frames  frame times in a 1280 x 960 viewer window (needs DISPLAY) while the pose turns each
                   frame: 100k and 1M point clouds, a 512 x 512 surface (K = 60 timed frames after
                   W = 5 by default); one JSON line per workload
    peer           one workload of the shared peers.py, once, as a whole process: data, chart, 1600 x 1200
                   PNG (run-peers.sh times the process from outside)
    streaming      headless frame times while streaming: 1,000 points appended per frame to a cloud
                   (at 10k, 100k and 1M points), and a 60 Hz series scrolled to its end (K = 10
                   timed frames after W = 2 by default)
    hover          one pointer move over line1m (800 x 600 points at scale 2) with its read-out: the whole
                   chart lowered per move, and a chart prepared once (K = 20 timed moves after W = 2)
    marching       the gyroid's isosurface f = 0 on an N^3 grid over [0, 4 pi]^3 by marching tetrahedra,
                   one core (medians of 5 runs after 1 warm-up)
    contour        contour lines of y = sin(x)*cos(z) on an N x N grid over [-3, 3]^2 at the ten levels
                   -0.9, -0.7, ..., 0.9 by marching squares, one core (medians of 5 runs after 1 warm-up)
    contour-png    the same field as a ContourPlot coloured by level, 1600 x 1200 pixels, written as PNG once
    volume-frames  the brain template's volume rendering at 1280 x 960, headless, the pose turned each
                   frame: full and interactive quality (K = 20 timed frames after W = 2 by default)
    idiom          the Swift Charts idiom against the vectorized form (issue 23), once, end to end:
                   WORKLOAD points3d, points2d (1M points), lines (1M samples), bars (100k);
                   FORM marks (one mark per element through the builder) or plot (PointPlot, LinePlot,
                   BarPlot); data built first, then chart value, lowering, 1600 x 1200 PNG
    density        a DensityPlot of N points (five Gaussian clusters; points3d: in a Chart3D), SERIES random
                   walks of SAMPLES steps, or one series of N samples, streamed in chunks of 10^6 from a seeded generator, counted per
                   pixel and written as a 1600 x 1200 PNG once: seconds, peak RSS, the input's size
    figure         a 2 x 2 figure (line, scatter, surface, cloud; 1000 x 760 points at scale 2) against its
                   four charts rendered one by one at their cells' size, headless (K = 7 after W = 1)

    """

/// Prints `message` and the usage to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("opencharts-benchmarks: \(message)\n\n\(usage)".utf8))
    exit(2)
}

/// Exits with a message in a debug build, whose timings mean nothing (SwiftPM defines `DEBUG` there).
func refuseDebugBuild() {
    #if DEBUG
        FileHandle.standardError.write(
            Data(
                """
                opencharts-benchmarks: this is a debug build, whose timings mean nothing. Build and run the \
                release build: swift build -c release --product opencharts-benchmarks

                """.utf8))
        exit(2)
    #endif
}

refuseDebugBuild()

var positional: [String] = []
var runs: Int?
var warmup: Int?
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs", "--warmup":
        guard let text = arguments.popFirst(), let value = Int(text), value >= 0 else {
            fail("\(argument) needs a count")
        }
        if argument == "--runs" { runs = value } else { warmup = value }
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    default:
        positional.append(argument)
    }
}
if runs == 0 { fail("--runs must be at least 1") }

/// Parses a sample count (`1000000` or `1_000_000`) at least `minimum`.
func count(_ text: String, minimum: Int) -> Int {
    guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value >= minimum else {
        fail("'\(text)' is not a whole number ≥ \(minimum)")
    }
    return value
}

do {
    switch positional.first {
    case "surface-eval":
        guard positional.count == 2 else { fail("surface-eval takes N") }
        var benchmark = SurfaceBenchmark(n: count(positional[1], minimum: 2))
        if let runs { benchmark.runs = runs }
        if let warmup { benchmark.warmup = warmup }
        print(benchmark.run().text)
    case "line-png", "line-png-full":
        let name = positional[0]
        let full = name == "line-png-full"
        guard full ? positional.count <= 3 : positional.count == 3 else {
            fail(full ? "line-png-full takes [N] [OUT.png]" : "line-png takes N OUT.png")
        }
        let n = positional.count > 1 ? count(positional[1], minimum: 2) : 10_000
        let path =
            positional.count > 2
            ? positional[2] : FileManager.default.temporaryDirectory.appending(path: "line-png-full.png").path
        var benchmark = LineBenchmark(name: name, n: n, output: URL(fileURLWithPath: path))
        if let runs { benchmark.runs = runs }
        if let warmup { benchmark.warmup = warmup }
        print(try benchmark.run().text)
    case "peer":
        let stages = positional.last == "stages"
        if stages { positional.removeLast() }
        guard positional.count == 3, let workload = PeerWorkload.Name(rawValue: positional[1]) else {
            fail(
                "peer takes WORKLOAD OUT.png (WORKLOAD: \(PeerWorkload.Name.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        print(try PeerWorkload(name: workload, output: URL(fileURLWithPath: positional[2]), stages: stages).run().text)
    case "window-frames":
        let names = positional.dropFirst()
        var workloads: [WindowFramesBenchmark.Workload] = []
        for name in names {
            guard let workload = WindowFramesBenchmark.Workload(rawValue: name) else {
                fail("unknown window-frames workload '\(name)'")
            }
            workloads.append(workload)
        }
        for workload in workloads.isEmpty ? WindowFramesBenchmark.Workload.allCases : workloads {
            var benchmark = WindowFramesBenchmark(workload: workload)
            if let runs { benchmark.frames = runs }
            if let warmup { benchmark.warmup = warmup }
            print(try benchmark.run().text)
            fflush(nil)
        }
    case "marching":
        guard positional.count == 2 else { fail("marching takes N") }
        var benchmark = MarchingBenchmark(n: count(positional[1], minimum: 2))
        if let runs { benchmark.runs = runs }
        if let warmup { benchmark.warmup = warmup }
        print(try benchmark.run().text)
    case "contour":
        guard positional.count == 2 else { fail("contour takes N") }
        var benchmark = ContourBenchmark(n: count(positional[1], minimum: 2))
        if let runs { benchmark.runs = runs }
        if let warmup { benchmark.warmup = warmup }
        print(benchmark.run().text)
    case "contour-png":
        guard positional.count == 3 else { fail("contour-png takes N OUT.png") }
        let benchmark = ContourPNGBenchmark(
            n: count(positional[1], minimum: 2), output: URL(fileURLWithPath: positional[2]))
        print(try benchmark.run().text)
    case "idiom":
        guard positional.count == 4 || positional.count == 5,
            let workload = IdiomBenchmark.Workload(rawValue: positional[1]),
            let form = IdiomBenchmark.Form(rawValue: positional[2])
        else {
            fail("idiom takes WORKLOAD FORM OUT.png [N] (WORKLOAD: points3d, points2d, lines, bars; FORM: marks, plot)")
        }
        var benchmark = IdiomBenchmark(workload: workload, form: form, output: URL(fileURLWithPath: positional[3]))
        if positional.count == 5 { benchmark.count = count(positional[4], minimum: 1) }
        print(try benchmark.run().text)
    case "volume-frames":
        guard positional.count == 1 else { fail("volume-frames takes no workload (it is the brain template)") }
        var benchmark = VolumeFramesBenchmark()
        if let runs { benchmark.frames = runs }
        if let warmup { benchmark.warmup = warmup }
        print(try benchmark.run().text)
    case "hover":
        guard positional.count == 1 else { fail("hover takes no workload (it is line1m)") }
        var benchmark = HoverBenchmark()
        if let runs { benchmark.hovers = runs }
        if let warmup { benchmark.warmup = warmup }
        print(try benchmark.run().text)
    case "figure":
        guard positional.count == 1 else { fail("figure takes no workload") }
        var benchmark = FigureBenchmark()
        if let runs { benchmark.runs = runs }
        if let warmup { benchmark.warmup = warmup }
        print(try benchmark.run().text)
    case "streaming":
        var workloads: [StreamingBenchmark.Workload] = []
        for name in positional.dropFirst() {
            guard let workload = StreamingBenchmark.Workload(rawValue: name) else {
                fail("unknown streaming workload '\(name)'")
            }
            workloads.append(workload)
        }
        for workload in workloads.isEmpty ? StreamingBenchmark.Workload.allCases : workloads {
            var benchmark = StreamingBenchmark(workload: workload)
            if let runs { benchmark.frames = runs }
            if let warmup { benchmark.warmup = warmup }
            for line in try benchmark.run() { print(line.text) }
            fflush(nil)
        }
    case "density":
        guard positional.count >= 2, let workload = DensityBenchmark.Workload(rawValue: positional[1]) else {
            fail(
                "density takes points N OUT.png, lines SERIES SAMPLES OUT.png, series N OUT.png or points3d N OUT.png")
        }
        let lines = workload == .lines
        guard positional.count == (lines ? 5 : 4) else {
            fail(lines ? "density lines takes SERIES SAMPLES OUT.png" : "density \(workload.rawValue) takes N OUT.png")
        }
        var benchmark = DensityBenchmark(
            workload: workload, count: count(positional[2], minimum: 2), output: URL(fileURLWithPath: positional.last!))
        if lines { benchmark.samples = count(positional[3], minimum: 2) }
        print(try benchmark.run().text)
    case nil:
        fail("no subcommand")
    case let other?:
        fail("unknown subcommand '\(other)'")
    }
} catch {
    FileHandle.standardError.write(Data("opencharts-benchmarks: \(error)\n".utf8))
    exit(1)
}
