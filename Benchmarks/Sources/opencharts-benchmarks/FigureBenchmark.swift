import Foundation
import OpenCharts

/// `figure`: a figure of four panels against its four charts rendered one by one, in the same
/// process (issue 18). The panels: a line of 10,000 samples, a scatter of 2,000 points with
/// wide tick labels, a surface (sampled adaptively) and a 20,000-point cloud, in a 2 × 2 `Grid` (no
/// spacing) of 1000 × 760 points at scale 2; alone, each chart is framed at the size of its
/// cell (500 × 380 points). Each way is rendered headless to pixels (`ImageRenderer.renderImage`:
/// lowering, drawing and reading back) and, apart, only lowered (`renderScene`), `runs` times
/// after `warmup` untimed runs, alternating the two ways so that both see the same machine.
struct FigureBenchmark {
    var runs = 7
    var warmup = 1
    let scale = 2.0
    static let cell = (width: 500.0, height: 380.0)

    static func charts() -> (line: Chart, scatter: Chart, surface: Chart3D, cloud: Chart3D) {
        let line = Chart { LinePlot(makeLine(10_000), x: .value("x", \.x), y: .value("y", \.y)) }
        let scatter = Chart {
            ForEach(0..<2_000, id: \.self) { i in
                let t = Double(i) / 2_000
                PointMark(x: .value("Dose (mg)", t * 1e4), y: .value("Response", 1e5 * t * t + 3e3 * sin(Double(i))))
            }
        }
        let surface = Chart3D {
            SurfacePlot(x: "x", y: "Height", z: "y") { x, z in exp(-4 * (x * x + z * z)) * cos(6 * x) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -1...1).chartZScale(domain: -1...1)
        let points = (0..<20_000).map { i in
            let t = Double(i) * 0.01
            return SIMD3(cos(t) * (1 + 0.3 * sin(7 * t)), sin(3 * t), sin(t) * (1 + 0.3 * cos(5 * t)))
        }
        let cloud = Chart3D {
            PointPlot(points, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
        }
        return (line, scatter, surface, cloud)
    }

    func run() throws -> JSONLine {
        let c = Self.charts()
        let (w, h) = Self.cell
        let figure = Figure(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    c.line
                    c.scatter
                }
                GridRow {
                    c.surface
                    c.cloud
                }
            }
        ).frame(width: 2 * w, height: 2 * h)
        let alone: [any ChartRepresentable] = [
            c.line.frame(width: w, height: h), c.scatter.frame(width: w, height: h),
            c.surface.frame(width: w, height: h), c.cloud.frame(width: w, height: h),
        ]
        var times: [String: [Double]] = [:]
        for i in 0..<(warmup + runs) {
            let steps: [(String, () throws -> Void)] = [
                ("figure_render", { _ = opaque(try self.render(figure)) }),
                ("charts_render", { for chart in alone { _ = opaque(try self.render(chart)) } }),
                ("figure_lower", { _ = opaque(try figure.renderScene(scale: self.scale)) }),
                ("charts_lower", { for chart in alone { _ = opaque(try chart.renderScene(scale: self.scale)) } }),
            ]
            for (name, step) in steps {
                let seconds = try timed { try step() }.seconds
                if i >= warmup { times[name, default: []].append(seconds) }
            }
        }
        var line = JSONLine()
        line.add("benchmark", "figure")
        line.add("workload", "line10k+scatter2k+surface128+cloud20k")
        line.add("image", "\(Int(4 * w))x\(Int(4 * h))")
        line.add("runs", runs)
        line.add("warmup", warmup)
        for name in ["figure_render", "charts_render", "figure_lower", "charts_lower"] {
            line.add("\(name)_median_seconds", median(times[name]!))
            line.add("\(name)_min_seconds", times[name]!.min()!)
        }
        line.add("render_ratio_median", median(times["figure_render"]!) / median(times["charts_render"]!))
        line.add("lower_ratio_median", median(times["figure_lower"]!) / median(times["charts_lower"]!))
        return line
    }

    private func render(_ content: some ChartRepresentable) throws -> Int {
        let renderer = ImageRenderer(content: content)
        renderer.scale = scale
        return try renderer.renderImage().width
    }
}
