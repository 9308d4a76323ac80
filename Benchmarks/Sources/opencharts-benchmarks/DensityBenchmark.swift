import ChartExport
import Foundation
import OpenCharts

/// `density points N OUT.png`, `density lines SERIES SAMPLES OUT.png`, `density series N OUT.png`:
/// issue 23's 10⁸-point density plots, streamed. The input is made chunk by chunk (10⁶ samples a
/// chunk) by a seeded generator inside the `DensitySource`, so only the chunks being counted are in
/// memory; the axes' domains are given, so the source is read once. Written as a 1600 × 1200 PNG
/// (800 × 600 points at scale 2).
///
/// - points: a mixture of five Gaussian clusters (Marsaglia's polar method on SplitMix64),
///   equalised histogram;
/// - lines: SERIES random walks of SAMPLES steps (x = step, y = the walk, σ = 0.1 a step);
/// - series: one series of N samples (x = index, y = a sine of 50 periods plus noise σ = 0.05 hashed
///   from the index), its chunks joined (`continuesLine`);
/// - points3d: a mixture of five Gaussian clusters in 3D, a `Chart3D` at its default pose, counted
///   as the camera sees them with each pixel's nearest depth, equalised histogram.
///
/// Prints the seconds to the scene (generation, counting and shading: they are interleaved), to the
/// PNG (drawing and encoding), the total, the input's size had it been held as two Double columns,
/// and the peak resident memory (`ru_maxrss`); then, apart, the seconds the generation alone takes.
struct DensityBenchmark {
    enum Workload: String, CaseIterable {
        case points, lines, series, points3d
    }

    var workload: Workload
    /// Points, series, or samples of the one series.
    var count: Int
    /// Samples per series (lines).
    var samples = 100
    var output: URL
    static let chunkSamples = 1_000_000

    /// SplitMix64 and Marsaglia's polar method: normal deviates, the same for a given seed on every run.
    struct Normals {
        var state: UInt64
        var spare: Double?

        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

        @inline(__always) mutating func uniform() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return (Double((z ^ (z >> 31)) >> 11) + 0.5) * (1.0 / 9_007_199_254_740_992)
        }

        /// Marsaglia's polar method: two deviates per accepted pair, one logarithm, no sine.
        @inline(__always) mutating func normal() -> Double {
            if let s = spare {
                spare = nil
                return s
            }
            while true {
                let u = 2 * uniform() - 1
                let v = 2 * uniform() - 1
                let s = u * u + v * v
                guard s < 1, s > 0 else { continue }
                let f = (-2 * Foundation.log(s) / s).squareRoot()
                spare = v * f
                return u * f
            }
        }
    }

    /// An approximately normal deviate (Irwin–Hall: four uniforms, centred and scaled to σ = 1)
    /// hashed from `index` (SplitMix64's finaliser), the same for an index wherever it is made.
    @inline(__always) static func hashedNormal(_ index: UInt64) -> Double {
        var sum = 0.0
        for k in 0..<UInt64(4) {
            var z = (index &* 4 &+ k) &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            sum += Double((z ^ (z >> 31)) >> 11) * (1.0 / 9_007_199_254_740_992)
        }
        return (sum - 2) * 3.0.squareRoot()
    }

    /// Five Gaussian clusters, chunk by chunk: x and y (and z in 3D) normal about each centre,
    /// the points cycling through the clusters.
    static func clusters(count: Int, threeDimensional: Bool) -> DensitySource {
        let chunk = chunkSamples
        // Centre x, y, z and standard deviation.
        let centres: [(Double, Double, Double, Double)] = [
            (-2, -2, -1, 0.8), (2, 2, 1, 0.6), (-2, 2, 2, 0.3), (2, -2, -2, 1.2), (0, 0, 0, 0.15),
        ]
        return DensitySource(chunkCount: (count + chunk - 1) / chunk) { k in
            var g = Normals(seed: UInt64(k) + (threeDimensional ? 7 : 1))
            let n = min(chunk, count - k * chunk)
            var x = [Double](repeating: 0, count: n)
            var y = [Double](repeating: 0, count: n)
            var z = [Double](repeating: 0, count: threeDimensional ? n : 0)
            for i in 0..<n {
                let c = centres[i % 5]
                x[i] = c.0 + c.3 * g.normal()
                y[i] = c.1 + c.3 * g.normal()
                if threeDimensional { z[i] = c.2 + c.3 * g.normal() }
            }
            return try! DensityChunk(x: x, y: y, z: threeDimensional ? z : nil)
        }
    }

    /// The source, its domains and the chart's axis labels.
    func source() -> (DensitySource, x: ClosedRange<Double>, y: ClosedRange<Double>, lines: Bool) {
        let chunk = Self.chunkSamples
        let count = self.count
        switch workload {
        case .points, .points3d:
            return (Self.clusters(count: count, threeDimensional: workload == .points3d), -5...5, -5...5, false)
        case .lines:
            let perChunk = max(1, chunk / samples)
            let chunks = (count + perChunk - 1) / perChunk
            let samples = self.samples
            let source = DensitySource(chunkCount: chunks) { k in
                var g = Normals(seed: UInt64(k) + 1_000_003)
                let series = min(perChunk, count - k * perChunk)
                var x = [Double](repeating: 0, count: series * samples)
                var y = [Double](repeating: 0, count: series * samples)
                var starts = [Int](repeating: 0, count: series)
                for s in 0..<series {
                    starts[s] = s * samples
                    var v = 0.0
                    for t in 0..<samples {
                        v += 0.1 * g.normal()
                        x[s * samples + t] = Double(t)
                        y[s * samples + t] = v
                    }
                }
                return try! DensityChunk(x: x, y: y, lineStarts: starts)
            }
            return (source, 0...Double(samples - 1), -4...4, true)
        case .series:
            // Each chunk after the first starts with the previous chunk's last sample.
            let chunks = max(1, (count - 1 + chunk - 2) / (chunk - 1))
            let source = DensitySource(chunkCount: chunks) { k in
                let first = k * (chunk - 1)
                let n = min(chunk, count - first)
                var x = [Double](repeating: 0, count: n)
                var y = [Double](repeating: 0, count: n)
                let omega = 2 * Double.pi * 50 / Double(count)
                // Noise hashed from the sample's index, so that a chunk's first sample is exactly the
                // previous chunk's last.
                for i in 0..<n {
                    let index = first + i
                    x[i] = Double(index)
                    y[i] = sin(omega * Double(index)) + 0.05 * Self.hashedNormal(UInt64(index))
                }
                return try! DensityChunk(x: x, y: y, continuesLine: k > 0)
            }
            return (source, 0...Double(count - 1), -1.5...1.5, true)
        }
    }

    func chart() -> (chart: Chart, source: DensitySource) {
        let (source, x, y, lines) = source()
        let plot =
            lines
            ? DensityPlot(lines: source, x: workload == .lines ? "Step" : "Index", y: "y")
            : DensityPlot(source, x: "x", y: "y")
        let chart = Chart { plot }
            .chartXScale(domain: x)
            .chartYScale(domain: y)
            .frame(width: 800, height: 600)
        return (chart, source)
    }

    /// The 3D chart of `points3d`: the same domains on x, y and z.
    func chart3D() -> (chart: Chart3D, source: DensitySource) {
        let (source, x, y, _) = source()
        let chart = Chart3D { DensityPlot(source, x: "x", y: "y", z: "z") }
            .chartXScale(domain: x)
            .chartYScale(domain: y)
            .chartZScale(domain: x)
            .frame(width: 800, height: 600)
        return (chart, source)
    }

    func run() throws -> JSONLine {
        if workload == .points3d {
            let (chart, source) = chart3D()
            return try run(ImageRenderer(content: chart), source: source)
        }
        let (chart, source) = chart()
        return try run(ImageRenderer(content: chart), source: source)
    }

    /// Times `renderer`'s scene and PNG at scale 2 and reports them with the input's figures.
    private func run<C: ChartRepresentable>(_ renderer: ImageRenderer<C>, source: DensitySource) throws -> JSONLine {
        renderer.scale = 2
        let total = try timed { () throws -> (scene: Double, png: Double) in
            // The scene: the chunks generated, counted and shaded (the image is kept by the plot, so
            // the PNG's lowering below reuses it).
            let scene = try timed { try renderer.renderScene() }
            let png = try timed { try renderer.writePNG(to: output) }
            return (scene.seconds, png.seconds)
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let samplesTotal = workload == .lines ? count * samples : count
        var line = JSONLine()
        line.add("workload", workload.rawValue)
        line.add("samples", samplesTotal)
        if workload == .lines {
            line.add("series", count)
            line.add("samples_per_series", samples)
        }
        line.add("seconds", total.seconds)
        line.add("seconds_scene", total.value.scene)
        line.add("seconds_png", total.value.png)
        line.add("peak_rss_mb", Double(usage.ru_maxrss) / 1024)
        line.add("input_mb", Double(samplesTotal * (workload == .points3d ? 24 : 16)) / 1_048_576)
        line.add(
            "cpu_seconds",
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6 + Double(usage.ru_stime.tv_sec)
                + Double(usage.ru_stime.tv_usec) * 1e-6)
        line.add("cores", ProcessInfo.processInfo.activeProcessorCount)
        line.add("chunks", source.chunkCount)
        line.add("seconds_generation_alone", generationAlone(source))
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
        line.add("png_bytes", bytes)
        return line
    }

    /// The seconds to make every chunk once on all cores, without counting: the generator's share.
    private func generationAlone(_ source: DensitySource) -> Double {
        let sink = ChecksumSink(count: ProcessInfo.processInfo.activeProcessorCount)
        return timed {
            DispatchQueue.concurrentPerform(iterations: sink.count) { w in
                var k = w
                var sum = 0.0
                while k < source.chunkCount {
                    let c = source.chunk(k)
                    sum += c.x.last ?? 0
                    k += sink.count
                }
                sink.set(w, sum)
            }
        }.seconds
    }

    /// One checksum per worker, so the generation is not optimised away.
    final class ChecksumSink: @unchecked Sendable {
        let count: Int
        private var sums: [Double]
        private let lock = NSLock()
        init(count: Int) {
            self.count = count
            sums = [Double](repeating: 0, count: count)
        }
        func set(_ w: Int, _ value: Double) {
            lock.lock()
            sums[w] = value
            lock.unlock()
        }
    }
}
