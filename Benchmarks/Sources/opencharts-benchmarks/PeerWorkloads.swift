import ChartData
import ChartExport
import Foundation
import OpenCharts

/// `peer WORKLOAD OUT.png`: one standard workload of the shared `peers.py` as a whole process, the way
/// a user would write it: build the workload's data, build the chart with the public API, render
/// it at 1600 × 1200 pixels (800 × 600 points at scale 2) and write the PNG. The harness
/// (`run-peers.sh`) times the process from outside; the JSON line gives the stages inside it.
///
/// Data, as `peers.py` makes it:
/// - `surface256`, `surface1024`: z = sin(x)·cos(y) on the N × N grid of `linspace(-3, 3, N)`, kept as
///   a `NumericGrid` and drawn with `SurfacePlot` through `grid.bilinear`, coloured by height
///   (viridis) with a colour bar. The surface is sampled at the output's resolution (refined where
///   it bends more than half a pixel), not one quad per grid cell.
/// - `cloud100k`, `cloud1m`: three anisotropic Gaussian clusters with the centres and scales of
///   `make_cloud`, from SplitMix64 + Box–Muller seeded with 12345 (numpy's PCG64 stream is not
///   reproduced: same distribution and counts, different numbers); one 3D `PointPlot`, coloured by
///   cluster, 1-point (2-pixel) spheres: the workload's "1–2 px points".
/// - `param100k`: the Lorenz attractor of `make_lorenz` (RK4, dt 0.005, from (1, 1, 1), the same
///   operations in the same order, so the same numbers), one 3D `LinePlot`, 1 point wide.
/// - `line1m`: y = sin(x)·exp(−x/10) at `linspace(0, 100, 10⁶)`, a 2D `LinePlot`, 1 point wide.
///
/// peers.py puts z up; OpenCharts puts y up, so its y axis is titled "z" and its z axis "y".
struct PeerWorkload {
    enum Name: String, CaseIterable {
        case surface256, surface1024, cloud100k, cloud1m, param100k, line1m, empty3d
    }

    let name: Name
    let output: URL
    /// Times the stages of the render separately (lowering, context, drawing, encoding, writing)
    /// instead of `ImageRenderer.writePNG(to:)` in one go.
    var stages = false
    /// The stage timings of the last `write`, when `stages` is set.
    private final class StageTimes: @unchecked Sendable { var line = JSONLine() }
    private let stageTimes = StageTimes()

    func run() throws -> JSONLine {
        var line = JSONLine()
        line.add("tool", "opencharts")
        line.add("workload", name.rawValue)
        let total = try timed { () throws -> (data: Double, chart: Double, render: Double) in
            switch name {
            case .surface256, .surface1024:
                let n = name == .surface256 ? 256 : 1024
                let (grid, data) = try timed { try Self.surfaceGrid(n) }
                let (chart, build) = timed {
                    Chart3D {
                        SurfacePlot(x: "x", y: "z", z: "y", function: grid.bilinear(x: -3...3, z: -3...3))
                    }
                    .chartXScale(domain: -3...3).chartZScale(domain: -3...3)
                    .frame(width: 800, height: 600)
                }
                return (data, build, try write(chart))
            case .cloud100k, .cloud1m:
                let n = name == .cloud100k ? 100_000 : 1_000_000
                let (points, data) = timed { Self.cloud(n) }
                let (chart, build) = timed {
                    Chart3D {
                        PointPlot(points, x: .value("x", \.x), y: .value("z", \.z), z: .value("y", \.y))
                            .foregroundStyle(by: .value("cluster", \.cluster))
                            .symbolSize(1)
                    }
                    .frame(width: 800, height: 600)
                }
                return (data, build, try write(chart))
            case .param100k:
                let (points, data) = timed { Self.lorenz(100_000) }
                let (chart, build) = timed {
                    Chart3D {
                        LinePlot(points, x: .value("x", \.x), y: .value("z", \.z), z: .value("y", \.y))
                            .lineStyle(StrokeStyle(lineWidth: 1))
                    }
                    .frame(width: 800, height: 600)
                }
                return (data, build, try write(chart))
            case .line1m:
                let (samples, data) = timed {
                    let x = linspace(0, 100, 1_000_000)
                    return parallelArray(count: x.count) { LineSample(x: x[$0], y: sin(x[$0]) * exp(-x[$0] / 10)) }
                }
                let (chart, build) = timed {
                    Chart {
                        LinePlot(samples, x: .value("x", \.x), y: .value("y", \.y))
                            .lineStyle(StrokeStyle(lineWidth: 1))
                    }
                    .frame(width: 800, height: 600)
                }
                return (data, build, try write(chart))
            case .empty3d:
                let (chart, build) = timed {
                    Chart3D {
                        PointPlot(
                            [Point3(x: 0, y: 0, z: 0)], x: .value("x", \.x), y: .value("z", \.z),
                            z: .value("y", \.y)
                        )
                        .opacity(0)
                    }
                    .chartXScale(domain: -3...3).chartYScale(domain: -1...1).chartZScale(domain: -3...3)
                    .frame(width: 800, height: 600)
                }
                return (0, build, try write(chart))
            }
        }
        line.add("seconds_in_process", total.seconds)
        line.add("seconds_data", total.value.data)
        line.add("seconds_chart", total.value.chart)
        line.add("seconds_render", total.value.render)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        line.add("peak_rss_mb", Double(usage.ru_maxrss) / 1024)
        line.add(
            "cpu_seconds",
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6 + Double(usage.ru_stime.tv_sec)
                + Double(usage.ru_stime.tv_usec) * 1e-6)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
        line.add("png_bytes", bytes)
        if stages { line.append(stageTimes.line) }
        return line
    }

    /// Renders `chart` at scale 2 and writes the PNG; returns the seconds it took.
    private func write(_ chart: some ChartRepresentable) throws -> Double {
        if stages {
            let start = ContinuousClock.now
            var times = JSONLine()
            let scene = try timed { try chart.renderScene(scale: 2) }
            times.add("stage_lowering", scene.seconds)
            let backend = try timed { try HeadlessRenderer() }
            times.add("stage_context_and_shaders", backend.seconds)
            let image = try timed { try backend.value.render(scene.value) }
            times.add("stage_draw_and_readback", image.seconds)
            if ProcessInfo.processInfo.environment["OPENCHARTS_BENCH_SECOND_DRAW"] != nil {
                times.add("stage_second_draw_and_readback", try timed { try backend.value.render(scene.value) }.seconds)
                var kinds: [String: Int] = [:]
                for p in scene.value.primitives {
                    let key: String
                    switch p {
                    case .mesh(let m): key = "mesh-\(m.space)"
                    case .lines(let l): key = "lines-\(l.space)"
                    case .points(let b): key = "points-\(b.space)"
                    case .text: key = "text"
                    case .path: key = "path"
                    case .volume: key = "volume"
                    case .image: key = "image"
                    }
                    kinds[key, default: 0] += 1
                }
                times.add(
                    "primitives",
                    kinds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
                for (name, keep) in [
                    ("world", { (p: ScenePrimitive) in p.space == .world }),
                    (
                        "pixel-nolines",
                        { p in
                            if case .lines = p { return false }
                            return p.space == .pixel
                        }
                    ),
                    (
                        "pixel-lines",
                        { p in
                            if case .lines = p { return p.space == .pixel }
                            return false
                        }
                    ),
                ] as [(String, (ScenePrimitive) -> Bool)] {
                    var sub = scene.value
                    sub.primitives = sub.primitives.filter(keep)
                    _ = try backend.value.render(sub)
                    times.add("stage_only_\(name)", try timed { try backend.value.render(sub) }.seconds)
                }
                var each: [String] = []
                for (i, p) in scene.value.primitives.enumerated() {
                    var sub = scene.value
                    sub.primitives = [p]
                    _ = try backend.value.render(sub)
                    let t = try timed { try backend.value.render(sub) }.seconds
                    each.append("\(i):\(String(describing: p).prefix(12)):\(Int(t * 1000))ms")
                }
                times.add("each_primitive", each.joined(separator: " "))
                var none = scene.value
                none.primitives = []
                times.add("stage_only_nothing", try timed { try backend.value.render(none) }.seconds)
            }
            times.add("stage_description", timed { chart.accessibilityDescription }.seconds)
            let png = try timed { try PNGCodec.encode(image.value) }
            times.add("stage_png_encode", png.seconds)
            let written = try timed { try png.value.write(to: output, options: .atomic) }
            times.add("stage_write", written.seconds)
            stageTimes.line = times
            let elapsed = (ContinuousClock.now - start).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
        return try timed {
            let renderer = ImageRenderer(content: chart)
            renderer.scale = 2
            // PNG, or PDF/SVG/EPS by the extension (Benchmarks/run-vector.sh).
            try renderer.write(to: output)
        }.seconds
    }

    /// `make_surface(n)`: z = sin(x)·cos(y) with x along the columns and y along the rows.
    static func surfaceGrid(_ n: Int) throws -> NumericGrid {
        let x = linspace(-3, 3, n)
        let sines = x.map { sin($0) }
        let cosines = x.map { cos($0) }
        var values = [Double](repeating: 0, count: n * n)
        for r in 0..<n {
            for c in 0..<n { values[r * n + c] = sines[c] * cosines[r] }
        }
        return try NumericGrid(rows: n, columns: n, values: values)
    }

    /// One point of a cloud with its cluster's name.
    struct CloudPoint {
        var x: Double
        var y: Double
        var z: Double
        var cluster: String
    }

    /// `make_cloud(n)`'s clusters from the benchmark's own seeded generator (see the type's notes),
    /// the same numbers as `WindowFramesBenchmark.cloud`, generated on all cores: SplitMix64's state
    /// is a counter and every point takes exactly seven draws, so point `i` starts at state
    /// 12345 + 7·i·γ wherever it is computed.
    static func cloud(_ n: Int) -> [CloudPoint] {
        let centres: [SIMD3<Double>] = [[-2, 0, 0], [2, 1, 1], [0, -2, 2.5]]
        let scales: [SIMD3<Double>] = [[0.8, 0.5, 0.5], [0.5, 0.9, 0.4], [0.6, 0.6, 0.9]]
        let names = ["0", "1", "2"]
        let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15
        return parallelArray(count: n) { i in
            var state = 12345 &+ UInt64(truncatingIfNeeded: 7 * i) &* gamma
            func next() -> UInt64 {
                state &+= gamma
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
            func uniform() -> Double { (Double(next() >> 11) + 0.5) / Double(1 << 53) }
            func normal() -> Double { (-2 * log(uniform())).squareRoot() * cos(2 * .pi * uniform()) }
            let c = Int(next() % 3)
            let x = normal() * scales[c].x + centres[c].x
            let y = normal() * scales[c].y + centres[c].y
            let z = normal() * scales[c].z + centres[c].z
            return CloudPoint(x: x, y: y, z: z, cluster: names[c])
        }
    }

    /// A point of a 3D curve.
    struct Point3 {
        var x: Double
        var y: Double
        var z: Double
    }

    /// `make_lorenz(n)`: classic RK4 with a fixed step, the same expressions in the same order.
    static func lorenz(_ n: Int, dt: Double = 0.005, s: Double = 10, r: Double = 28, b: Double = 8.0 / 3.0)
        -> [Point3]
    {
        var (x, y, z) = (1.0, 1.0, 1.0)
        var out: [Point3] = []
        out.reserveCapacity(n)
        let h2 = 0.5 * dt
        let h6 = dt / 6.0
        for _ in 0..<n {
            out.append(Point3(x: x, y: y, z: z))
            let (a1, b1, c1) = (s * (y - x), x * (r - z) - y, x * y - b * z)
            let (x2, y2, z2) = (x + h2 * a1, y + h2 * b1, z + h2 * c1)
            let (a2, b2, c2) = (s * (y2 - x2), x2 * (r - z2) - y2, x2 * y2 - b * z2)
            let (x3, y3, z3) = (x + h2 * a2, y + h2 * b2, z + h2 * c2)
            let (a3, b3, c3) = (s * (y3 - x3), x3 * (r - z3) - y3, x3 * y3 - b * z3)
            let (x4, y4, z4) = (x + dt * a3, y + dt * b3, z + dt * c3)
            let (a4, b4, c4) = (s * (y4 - x4), x4 * (r - z4) - y4, x4 * y4 - b * z4)
            x += h6 * (a1 + 2 * a2 + 2 * a3 + a4)
            y += h6 * (b1 + 2 * b2 + 2 * b3 + b4)
            z += h6 * (c1 + 2 * c2 + 2 * c3 + c4)
        }
        return out
    }
}

/// `[make(0), make(1), …, make(count − 1)]`, computed in one chunk per core.
func parallelArray<T>(count: Int, _ make: (Int) -> T) -> [T] {
    let chunks = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / 4096))
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        let base = buffer.baseAddress!
        withoutActuallyEscaping(make) { make in
            nonisolated(unsafe) let make = make
            nonisolated(unsafe) let base = base
            DispatchQueue.concurrentPerform(iterations: chunks) { k in
                for i in (k * count / chunks)..<((k + 1) * count / chunks) {
                    (base + i).initialize(to: make(i))
                }
            }
        }
        initialized = count
    }
}
