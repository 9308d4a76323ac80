import Foundation
import OpenCharts

/// One sample of the line workload.
struct LineSample: Sendable {
    var x: Double
    var y: Double
}

/// The line workload of the shared peers.py (`make_line`): y = sin(x)·exp(−x/10) at
/// `linspace(0, 100, n)`.
func makeLine(_ n: Int) -> [LineSample] {
    linspace(0, 100, n).map { x in LineSample(x: x, y: sin(x) * exp(-x / 10)) }
}

/// `line-png N OUT.png`: a vectorized `LinePlot` of `makeLine(N)` in an 800 × 600 point chart,
/// rendered at scale 2 (1600 × 1200 pixels) and written as PNG, the way a user would: generate the
/// data, build the chart, `ImageRenderer(content:)`, `writePNG(to:)`. A new renderer (so a new EGL
/// context) is made for every run. The lowering is also timed on its own.
///
/// Timings are medians of `runs` runs after `warmup` warm-up runs; the first run of the process
/// (the first warm-up run when there is one) is reported too.
struct LineBenchmark {
    /// The variant's name in the JSON line.
    var name: String
    /// Samples in the line.
    var n: Int
    /// Where the PNG goes (overwritten by each run).
    var output: URL
    /// Timed runs.
    var runs = 5
    /// Untimed runs before them.
    var warmup = 1

    /// The timings of one run, in seconds.
    private struct Run {
        var data = 0.0
        var build = 0.0
        var lower = 0.0
        var write = 0.0
        /// What a user waits for: data, chart, render, encode and write (not the separate lowering).
        var total: Double { data + build + write }
    }

    /// Runs the benchmark and returns its JSON line.
    func run() throws -> JSONLine {
        var scene: RenderScene?
        var first: Run?
        var measured: [Run] = []
        for index in 0..<(warmup + runs) {
            var run = Run()
            let data = timed { makeLine(n) }
            run.data = data.seconds
            let chart = timed {
                Chart { LinePlot(data.value, x: .value("x", \.x), y: .value("y", \.y)) }
                    .frame(width: 800, height: 600)
            }
            run.build = chart.seconds
            let lowered = try timed { try chart.value.lowered(scale: 2) }
            run.lower = lowered.seconds
            scene = lowered.value
            run.write = try timed {
                let renderer = ImageRenderer(content: chart.value)
                renderer.scale = 2
                try renderer.writePNG(to: output)
            }.seconds
            if index == 0 { first = run }
            if index >= warmup { measured.append(run) }
        }

        let lines = (scene?.primitives ?? []).compactMap { primitive -> LineBatch? in
            if case .lines(let batch) = primitive { batch } else { nil }
        }
        let dataLine = lines.max { $0.vertices.count < $1.vertices.count }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0

        var line = JSONLine()
        line.add("benchmark", name)
        line.add("n", n)
        line.add("runs", runs)
        line.add("warmup", warmup)
        line.add("seconds_data", median(measured.map(\.data)))
        line.add("seconds_chart", median(measured.map(\.build)))
        line.add("seconds_lowering", median(measured.map(\.lower)))
        line.add("seconds_render_encode_write", median(measured.map(\.write)))
        line.add("seconds_total", median(measured.map(\.total)))
        if let first {
            line.add("first_run_seconds_render_encode_write", first.write)
            line.add("first_run_seconds_total", first.total)
        }
        line.add("line_vertices", dataLine?.vertices.count ?? 0)
        line.add("line_polylines", dataLine?.starts.count ?? 0)
        line.add("png_width", scene?.pixelWidth ?? 0)
        line.add("png_height", scene?.pixelHeight ?? 0)
        line.add("png_bytes", bytes)
        line.add("png", output.path)
        return line
    }
}
