import Foundation
import OpenCharts

/// Issue 23's "the Swift Charts idiom as fast as vectorized": the same chart written per mark
/// through the result builder (`Chart3D(data) { PointMark(…) }`) and in its vectorized form
/// (`PointPlot(data, …)`), each timed end to end in a process of its own: the chart value built
/// from data already in memory, lowered, drawn headless at 1600 × 1200 and written as PNG.
///
/// - `points3d`: 1M points of the peers' `make_cloud`, `PointMark(x:y:z:)
///   .foregroundStyle(by: cluster)` against `PointPlot(…).foregroundStyle(by:)`.
/// - `points2d`: the same points' x and y in a 2D `Chart`.
/// - `lines`: 1M samples of the peers' `make_line`, `LineMark(x:y:)` against `LinePlot(…)`.
/// - `bars`: 100k bars, `BarMark(x:y:)` against `BarPlot(…)`.
struct IdiomBenchmark {
    enum Workload: String, CaseIterable {
        case points3d, points2d, lines, bars
    }

    enum Form: String, CaseIterable {
        /// One mark per element through the result builder.
        case marks
        /// The vectorized plot.
        case plot
    }

    let workload: Workload
    let form: Form
    let output: URL
    /// Elements (default: 1M points or samples, 100k bars).
    var count: Int?

    func run() throws -> JSONLine {
        var line = JSONLine()
        line.add("benchmark", "idiom")
        line.add("workload", workload.rawValue)
        line.add("form", form.rawValue)
        let n = count ?? (workload == .bars ? 100_000 : 1_000_000)
        line.add("elements", n)
        let total = try timed { () throws -> (data: Double, chart: Double, render: Double) in
            switch workload {
            case .points3d, .points2d:
                let (points, data) = timed { PeerWorkload.cloud(n) }
                if workload == .points3d {
                    let (chart, build) = timed { points3D(points) }
                    return (data, build, try write(chart))
                }
                let (chart, build) = timed { points2D(points) }
                return (data, build, try write(chart))
            case .lines:
                let (samples, data) = timed {
                    let x = linspace(0, 100, n)
                    return x.map { LineSample(x: $0, y: sin($0) * exp(-$0 / 10)) }
                }
                let (chart, build) = timed { lines(samples) }
                return (data, build, try write(chart))
            case .bars:
                let (bars, data) = timed { (0..<n).map { Bar(x: Double($0), y: 1 + sin(Double($0) * 0.001)) } }
                let (chart, build) = timed { self.bars(bars) }
                return (data, build, try write(chart))
            }
        }
        line.add("seconds_in_process", total.seconds)
        line.add("seconds_data", total.value.data)
        line.add("seconds_chart", total.value.chart)
        line.add("seconds_render", total.value.render)
        line.add("seconds_end_to_end", total.value.chart + total.value.render)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        line.add("peak_rss_mb", Double(usage.ru_maxrss) / 1024)
        return line
    }

    struct Bar {
        var x: Double
        var y: Double
    }

    private func points3D(_ points: [PeerWorkload.CloudPoint]) -> Chart3D {
        switch form {
        case .marks:
            Chart3D(points) { p in
                PointMark(x: .value("x", p.x), y: .value("z", p.z), z: .value("y", p.y))
                    .foregroundStyle(by: .value("cluster", p.cluster))
                    .symbolSize(1)
            }
            .frame(width: 800, height: 600)
        case .plot:
            Chart3D {
                PointPlot(points, x: .value("x", \.x), y: .value("z", \.z), z: .value("y", \.y))
                    .foregroundStyle(by: .value("cluster", \.cluster))
                    .symbolSize(1)
            }
            .frame(width: 800, height: 600)
        }
    }

    private func points2D(_ points: [PeerWorkload.CloudPoint]) -> Chart {
        switch form {
        case .marks:
            Chart(points) { p in
                PointMark(x: .value("x", p.x), y: .value("y", p.y))
                    .foregroundStyle(by: .value("cluster", p.cluster))
                    .symbolSize(4)
            }
            .frame(width: 800, height: 600)
        case .plot:
            Chart {
                PointPlot(points, x: .value("x", \.x), y: .value("y", \.y))
                    .foregroundStyle(by: .value("cluster", \.cluster))
                    .symbolSize(4)
            }
            .frame(width: 800, height: 600)
        }
    }

    private func lines(_ samples: [LineSample]) -> Chart {
        switch form {
        case .marks:
            Chart(samples) { s in
                LineMark(x: .value("x", s.x), y: .value("y", s.y))
            }
            .frame(width: 800, height: 600)
        case .plot:
            Chart {
                LinePlot(samples, x: .value("x", \.x), y: .value("y", \.y))
            }
            .frame(width: 800, height: 600)
        }
    }

    private func bars(_ bars: [Bar]) -> Chart {
        switch form {
        case .marks:
            Chart(bars) { b in
                BarMark(x: .value("x", b.x), y: .value("y", b.y))
            }
            .frame(width: 800, height: 600)
        case .plot:
            Chart {
                BarPlot(bars, x: .value("x", \.x), y: .value("y", \.y))
            }
            .frame(width: 800, height: 600)
        }
    }

    private func write(_ chart: some ChartRepresentable) throws -> Double {
        try timed {
            let renderer = ImageRenderer(content: chart)
            renderer.scale = 2
            try renderer.write(to: output)
        }.seconds
    }
}
