import Foundation
import OpenCharts

/// `hover`: the cost of one pointer move over a 2D chart in the window, headless. The workload is
/// the peers' `line1m` (y = sin(x)·exp(−x/10) at `linspace(0, 100, 10⁶)`, a `LinePlot` 1 point wide,
/// 800 × 600 points at scale 2). The pointer moves left to right across the plot's middle row in
/// `hovers` steps, and each step builds the window's scene with the read-out, two ways:
///
/// - `full`: ``ChartCore/Chart/interactiveScene(scale:interaction:)``, which lowers the whole chart
///   for every move (what the window did before the prepared 2D chart);
/// - `prepared`: ``ChartCore/PreparedChart2D/interactiveScene(_:)`` on a chart prepared once (what the
///   window does now); the one-off ``ChartCore/Chart/prepared(scale:zoom:pan:)`` is timed apart.
///
/// Both ways run the same pointer positions after `warmup` moves; the medians are per move.
struct HoverBenchmark {
    /// Timed pointer moves per way.
    var hovers = 20
    /// Moves before timing starts.
    var warmup = 2
    let scale = 2.0

    func run() throws -> JSONLine {
        let (chart, buildSeconds) = timed {
            let x = linspace(0, 100, 1_000_000)
            let samples = parallelArray(count: x.count) { LineSample(x: x[$0], y: sin(x[$0]) * exp(-x[$0] / 10)) }
            return Chart {
                LinePlot(samples, x: .value("x", \.x), y: .value("y", \.y))
                    .lineStyle(StrokeStyle(lineWidth: 1))
            }
            .frame(width: 800, height: 600)
        }
        let (prepared, prepareSeconds) = try timed { try chart.prepared(scale: scale) }
        // The plot spans most of the 1600 × 1200 pixel image: the pointer stays well inside it.
        let positions = (0..<(warmup + hovers)).map { i in
            SIMD2(200 + 1300 * Double(i) / Double(max(warmup + hovers - 1, 1)), 600.0)
        }
        var full: [Double] = []
        var reused: [Double] = []
        var lines = 0
        for (i, hover) in positions.enumerated() {
            let interaction = ChartInteraction(hover: hover)
            let (a, fullSeconds) = try timed { try chart.interactiveScene(scale: scale, interaction: interaction) }
            let (b, preparedSeconds) = try timed { try prepared.interactiveScene(interaction) }
            guard a.readout == b.readout, a.scene.primitives.count == b.scene.primitives.count else {
                throw BenchmarkError("the prepared chart's read-out differs from the full lowering's at \(hover)")
            }
            lines = b.readout?.count ?? 0
            if i >= warmup {
                full.append(fullSeconds)
                reused.append(preparedSeconds)
            }
        }
        var line = JSONLine()
        line.add("benchmark", "hover")
        line.add("workload", "line1m")
        line.add("image", "1600x1200")
        line.add("hovers", hovers)
        line.add("warmup_hovers", warmup)
        line.add("full_median_seconds", median(full))
        line.add("full_min_seconds", full.min() ?? 0)
        line.add("prepared_median_seconds", median(reused))
        line.add("prepared_min_seconds", reused.min() ?? 0)
        line.add("prepared_max_seconds", reused.max() ?? 0)
        line.add("speedup_median", median(full) / max(median(reused), 1e-12))
        line.add("seconds_prepare", prepareSeconds)
        line.add("seconds_build_chart", buildSeconds)
        line.add("readout_lines", lines)
        return line
    }
}
