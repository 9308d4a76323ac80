import ChartMath
import Dispatch
import Foundation

/// `surface-eval N`: y = sin(x)·cos(z) over [-3, 3]² on an N×N grid (the grid of `make_surface` in
/// the shared peers.py: `linspace(-3, 3, N)` on both axes), evaluated
///
/// - (a) as a plain grid evaluation: one call of the function value per sample, rows in parallel on
///   all cores (`DispatchQueue.concurrentPerform`) into a preallocated buffer, and the same serially
///   on one core (numpy evaluates on one core);
/// - (b) through `SurfaceSampler` with the uniform base grid (`maxRefinement = 0`), which also builds
///   the triangle mesh and its finite-difference normals (about five calls per vertex).
///
/// Each timing is the median of `runs` runs after `warmup` warm-up runs.
struct SurfaceBenchmark {
    /// Grid lines per axis.
    var n: Int
    /// Timed runs per measurement.
    var runs = 7
    /// Untimed runs before them.
    var warmup = 1

    /// The function under test, as an opaque function value.
    private let function: @Sendable (Double, Double) -> Double = opaque(sinCos)

    /// y = sin(x)·cos(z).
    private static let sinCos: @Sendable (Double, Double) -> Double = { x, z in sin(x) * cos(z) }

    /// Runs the benchmark and returns its JSON line.
    func run() -> JSONLine {
        let xs = linspace(-3, 3, n)
        let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: n * n)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: 0)
        let samples = Double(n * n)

        let parallel = repeatedTimings { evaluateGrid(xs: xs, into: buffer, concurrent: true, function) }
        let parallelSums = sums(buffer)
        let serial = repeatedTimings { evaluateGrid(xs: xs, into: buffer, concurrent: false, function) }

        var sampler = SurfaceSampler(
            x: AxisMapping(domain: -3...3, range: -0.5...0.5), y: AxisMapping(domain: -1...1, range: -0.5...0.5),
            z: AxisMapping(domain: -3...3, range: -0.5...0.5), baseResolution: n - 1, tolerance: .infinity)
        sampler.maxRefinement = 0
        var mesh = SurfaceMesh()
        let sampled = repeatedTimings { mesh = sampler.sample(function) }
        let meshSums = mesh.values.reduce(into: (sum: 0.0, abs: 0.0)) {
            $0.sum += $1
            $0.abs += Swift.abs($1)
        }

        var line = JSONLine()
        line.add("benchmark", "surface-eval")
        line.add("expression", "sin(x)*cos(z)")
        line.add("n", n)
        line.add("samples", n * n)
        line.add("threads", ProcessInfo.processInfo.activeProcessorCount)
        line.add("runs", runs)
        line.add("grid_seconds", parallel)
        line.add("grid_samples_per_second", samples / parallel)
        line.add("grid_1core_seconds", serial)
        line.add("grid_1core_samples_per_second", samples / serial)
        line.addExact("checksum", parallelSums.sum)
        line.addExact("checksum_abs", parallelSums.abs)
        line.add("sampler_seconds", sampled)
        line.add("sampler_vertices", mesh.positions.count)
        line.add("sampler_triangles", mesh.indices.count / 3)
        line.add("sampler_evaluations", mesh.evaluations)
        line.add("sampler_vertices_per_second", Double(mesh.positions.count) / sampled)
        line.add("sampler_evaluations_per_second", Double(mesh.evaluations) / sampled)
        line.addExact("sampler_checksum", meshSums.sum)
        line.addExact("sampler_checksum_abs", meshSums.abs)
        return line
    }

    /// The median seconds of `runs` calls of `body`, after `warmup` untimed ones.
    private func repeatedTimings(_ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        return median((0..<runs).map { _ in timed(body).seconds })
    }

    /// The sum of the values and the sum of their magnitudes (sin is odd and the grid symmetric, so
    /// the plain sum is close to 0 and mostly rounding; the magnitudes make a meaningful comparison).
    private func sums(_ buffer: UnsafeMutableBufferPointer<Double>) -> (sum: Double, abs: Double) {
        var sum = 0.0
        var magnitudes = 0.0
        for v in buffer {
            sum += v
            magnitudes += Swift.abs(v)
        }
        return (sum, magnitudes)
    }
}

/// Fills `buffer` (row-major, one row per z line, `xs.count` columns) with `f(x, z)` over the grid
/// `xs × xs`, one call per sample: rows in parallel when `concurrent`, else in order on this thread.
@inline(never)
func evaluateGrid(
    xs: [Double], into buffer: UnsafeMutableBufferPointer<Double>, concurrent: Bool,
    _ f: @escaping @Sendable (Double, Double) -> Double
) {
    let columns = xs.count
    let shared = RowBuffer(base: buffer.baseAddress!)
    @Sendable func row(_ r: Int) {
        let z = xs[r]
        let out = shared.base + r * columns
        xs.withUnsafeBufferPointer { x in
            for c in 0..<columns { out[c] = f(x[c], z) }
        }
    }
    if concurrent {
        DispatchQueue.concurrentPerform(iterations: columns, execute: row)
    } else {
        for r in 0..<columns { row(r) }
    }
}

/// The grid buffer handed to rows that write disjoint slices of it.
private struct RowBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<Double>
}
