import ChartExport
import ChartGallery
import ChartMath
import Foundation
import OpenCharts

/// `contour N`: the contour lines of y = sin(x)·cos(z) over [−3, 3]² on an N × N grid
/// (`linspace(−3, 3, N)` on both axes, the peers' `make_surface` field) at the ten levels
/// −0.9, −0.7, …, 0.9, by `MarchingSquares.lines`, one core. The field is sampled once; the
/// extraction of all ten levels is the median of `runs` runs after `warmup`. Prints the number of
/// lines, their vertices and their total length in data units, which contourpy's lines on the
/// same field (Benchmarks/peer_fields.py) should match.
struct ContourBenchmark {
    var n: Int
    var runs = 5
    var warmup = 1

    /// The ten levels both sides use.
    static let levels = (0..<10).map { -0.9 + 0.2 * Double($0) }

    /// The field, row-major: row r at z = axis[r], column c at x = axis[c].
    static func field(_ n: Int) -> [Double] {
        let axis = linspace(-3, 3, n)
        var values = [Double](repeating: 0, count: n * n)
        for r in 0..<n {
            let cz = cos(axis[r])
            for c in 0..<n { values[r * n + c] = sin(axis[c]) * cz }
        }
        return values
    }

    func run() -> JSONLine {
        let field = timed { Self.field(n) }
        func extract() -> [MarchingSquares.Line] {
            Self.levels.flatMap { MarchingSquares.lines(rows: n, columns: n, values: field.value, level: $0) }
        }
        var lines = extract()
        for _ in 1..<max(warmup, 1) { lines = extract() }
        var seconds: [Double] = []
        for _ in 0..<runs {
            let run = timed { extract() }
            seconds.append(run.seconds)
            lines = run.value
        }
        // Grid coordinates to data units: one cell is 6 / (n − 1).
        let cell = 6 / Double(n - 1)
        var length = 0.0
        var vertices = 0
        for line in lines {
            vertices += line.points.count
            var points = line.points
            if line.isClosed, let first = points.first, points.last != first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                let d = (b - a) * cell
                length += (d * d).sum().squareRoot()
            }
        }
        var out = JSONLine()
        out.add("n", n)
        out.add("levels", Self.levels.count)
        out.add("seconds_field", field.seconds)
        out.add("seconds", median(seconds))
        out.add("seconds_min", seconds.min() ?? 0)
        out.add("cells_per_second", Double((n - 1) * (n - 1) * Self.levels.count) / median(seconds))
        out.add("lines", lines.count)
        out.add("vertices", vertices)
        out.addExact("length", length)
        out.add("runs", runs)
        return out
    }
}

/// `contour-png N OUT.png`: the same field and levels as `contour N` drawn as a user would — a
/// `ContourPlot` of a `NumericGrid` coloured by level, 800 × 600 points at scale 2 (1600 × 1200
/// pixels) — and written as PNG, once; `run-fields.sh` times the whole process from outside.
struct ContourPNGBenchmark {
    var n: Int
    var output: URL

    func run() throws -> JSONLine {
        let (grid, data) = try timed { try NumericGrid(rows: n, columns: n, values: ContourBenchmark.field(n)) }
        let (chart, build) = timed {
            Chart {
                ContourPlot(
                    grid, x: "x", y: "z", value: "sin x · cos z", levels: .values(ContourBenchmark.levels),
                    xExtent: -3...3, yExtent: -3...3)
            }
            .frame(width: 800, height: 600)
        }
        let renderer = ImageRenderer(content: chart)
        renderer.scale = 2
        let (_, write) = try timed { try renderer.writePNG(to: output) }
        var out = JSONLine()
        out.add("n", n)
        out.add("seconds_data", data)
        out.add("seconds_build", build)
        out.add("seconds_render_write", write)
        return out
    }
}

/// `volume-frames`: frame times of the brain template's volume rendering (the gallery's
/// `brainVolumeRendering`: 37 × 46 × 40 voxels, grey levels, its opacity ramp) at 1280 × 960
/// pixels, headless: the chart prepared once, then for each frame the pose turned by 0.8° of
/// azimuth, the scene built and drawn by a `HeadlessRenderer` and read back. Full quality (every
/// step, as exported or as a still window draws it) and interactive quality (a quarter of the
/// steps, as a window draws it while dragged), each the median of `frames` after `warmup`.
struct VolumeFramesBenchmark {
    var frames = 20
    var warmup = 2
    let width = 1280
    let height = 960

    func run() throws -> JSONLine {
        let (chart, build) = try timed {
            try Examples.brainVolumeRendering().frame(width: Double(width), height: Double(height))
        }
        let (prepared, prepare) = try timed { try chart.prepared(scale: 1) }
        let renderer = try HeadlessRenderer()
        var azimuth = -50.0
        func frame() throws -> Double {
            azimuth += 0.8
            let pose = Chart3DPose(azimuth: .degrees(azimuth), inclination: .degrees(20))
            return try timed { _ = try renderer.render(prepared.scene(pose: pose)) }.seconds
        }
        func measure(interacting: Bool) throws -> [Double] {
            renderer.isInteracting = interacting
            for _ in 0..<warmup { _ = try frame() }
            return try (0..<frames).map { _ in try frame() }
        }
        let full = try measure(interacting: false)
        let interactive = try measure(interacting: true)
        var out = JSONLine()
        out.add("benchmark", "volume-frames")
        out.add("window", "\(width)x\(height)")
        out.add("renderer", renderer.rendererDescription)
        out.add("seconds_build_chart", build)
        out.add("seconds_prepare", prepare)
        out.add("frame_median_seconds", median(full))
        out.add("frame_p90_seconds", percentile(full, 0.9))
        out.add("interactive_frame_median_seconds", median(interactive))
        out.add("interactive_frame_p90_seconds", percentile(interactive, 0.9))
        out.add("frames", frames)
        out.add("warmup_frames", warmup)
        return out
    }
}
