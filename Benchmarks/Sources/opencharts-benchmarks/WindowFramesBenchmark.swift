import ChartMath
import ChartViewer
import Foundation
import OpenCharts

/// `window-frames`: frame times of the interactive viewer in a real window (GLFW, llvmpipe under Xvfb)
/// while the pose turns a little every frame.
///
/// Each workload opens a 1280×960 window with ``ChartViewer/Viewer`` and the same scene provider as
/// `Chart3D.show()` (the data geometry prepared once, ``ChartCore/PreparedChart3D/interactiveScene(_:pose:)``
/// per frame). After every frame the benchmark posts a left-drag step of 2 points (0.8° of azimuth)
/// as the window would receive it, so each frame rebuilds the scene for a new pose, draws it, swaps
/// the buffers and waits for `glFinish`; the viewer times exactly that (``ChartViewer/ViewerFrameTiming``).
/// The cursor "leaves" after each step, so no hover read-out is computed.
struct WindowFramesBenchmark {
    /// A workload: its name and how to build it.
    enum Workload: String, CaseIterable {
        /// 100,000 points in three Gaussian clusters (the peers' `make_cloud`, own seeded generator).
        case cloud100k
        /// 1,000,000 points, as `cloud100k`.
        case cloud1m
        /// y = sin(x)·cos(z) on [−3, 3]² as a 512×512-vertex surface.
        case surface512
        /// 10,000,000 points, as `cloud100k`, as one 3D `DensityPlot` (counted per pixel for each
        /// pose; while dragged, a stable subsample of about 1M points). No peer draws this.
        case density10m
    }

    let workload: Workload
    /// Timed frames.
    var frames = 60
    /// Frames drawn before timing starts.
    var warmup = 5
    /// Times the drag is ended (after the timed frames), each timing the full-quality frame drawn
    /// when the button is released, and pressed and moved again.
    var releaseFrames = 5
    let width = 1280
    let height = 960

    func run() throws -> JSONLine {
        let (built, buildSeconds) = try timed { try build() }
        let chart = built.chart.frame(width: Double(width), height: Double(height))
        var prepared: (key: [Int], chart: PreparedChart3D, seconds: Double)?
        var mesh: TriangleMesh? = built.surface
        var timings: [ViewerFrameTiming] = []
        var framesSeen = 0
        var lastScale = 1.0
        var vertices = 0

        let viewer = Viewer(
            title: "opencharts-benchmarks window-frames \(workload.rawValue)", width: width, height: height,
            initialState: ViewControllerState(pose: .default, is3D: true)
        ) { state in
            let key = [state.pixelWidth, state.pixelHeight, Int(state.contentScale * 1000)]
            if prepared?.key != key {
                let k = state.contentScale
                lastScale = k
                let framed = chart.frame(width: Double(state.pixelWidth) / k, height: Double(state.pixelHeight) / k)
                let (value, seconds) = try timed { try framed.prepared(scale: k) }
                prepared = (key, value, seconds)
            }
            var scene = prepared!.chart.interactiveScene(state.interaction, pose: state.pose).scene
            if let replacement = mesh {
                // The chart's own adaptive mesh is swapped for the 512×512 grid (see README).
                if let index = scene.primitives.firstIndex(where: {
                    if case .mesh(let m) = $0, m.space == .world { return true }
                    return false
                }) {
                    if case .mesh(let original) = scene.primitives[index] {
                        vertices = original.positions.count
                        mesh = Self.recoloured(replacement, like: original)
                    }
                    scene.primitives[index] = .mesh(mesh!)
                }
            }
            return scene
        }
        viewer.swapInterval = 0
        let total = warmup + frames
        var releaseTimings: [ViewerFrameTiming] = []
        viewer.onFrameTiming = { state, timing in
            framesSeen += 1
            if framesSeen > warmup && framesSeen <= total { timings.append(timing) }
            // After the timed drag: the full-quality frames drawn when the button is released.
            if framesSeen > total && state.drag == nil { releaseTimings.append(timing) }
        }
        viewer.onFrame = { [unowned viewer] state in
            if framesSeen == 1 { viewer.post(.buttonDown(.left, at: [640, 480])) }
            let x = 640 + 2 * Double(framesSeen)
            if framesSeen >= total {
                // Release the button (the next frame is the full-quality one), then press and move
                // again for the next release, `releaseFrames` times.
                if releaseTimings.count >= releaseFrames {
                    viewer.post(.closeRequested)
                } else if state.drag != nil {
                    viewer.post(.buttonUp(.left))
                } else {
                    // Presses seconds apart, never a double click (which would reset the view).
                    viewer.post(.buttonDown(.left, at: [x, 480], time: 10 * Double(framesSeen)))
                    viewer.post(.cursorMoved([x + 2, 480]))
                    viewer.post(.cursorLeft)
                }
                return
            }
            viewer.post(.cursorMoved([x, 480]))
            viewer.post(.cursorLeft)
        }
        try viewer.run()
        guard timings.count == frames, releaseTimings.count == releaseFrames else {
            throw BenchmarkError(
                "the window closed after \(timings.count) of \(frames) timed frames and \(releaseTimings.count) of "
                    + "\(releaseFrames) release frames")
        }

        let totals = timings.map(\.totalSeconds)
        var line = JSONLine()
        line.add("benchmark", "window-frames")
        line.add("workload", workload.rawValue)
        line.add("window", "\(viewer.state.pixelWidth)x\(viewer.state.pixelHeight)")
        line.add("content_scale", lastScale)
        line.add("frames", frames)
        line.add("warmup_frames", warmup)
        line.add("frame_median_seconds", median(totals))
        line.add("frame_p90_seconds", percentile(totals, 0.9))
        line.add("frame_min_seconds", totals.min() ?? 0)
        line.add("frame_max_seconds", totals.max() ?? 0)
        line.add("scene_median_seconds", median(timings.map(\.sceneSeconds)))
        line.add("draw_median_seconds", median(timings.map(\.drawSeconds)))
        line.add("swap_finish_median_seconds", median(timings.map(\.swapSeconds)))
        line.add("fps_median", 1 / median(totals))
        // The full-quality frame after the drag ends (4× MSAA, every point and triangle).
        let releases = releaseTimings.map(\.totalSeconds)
        line.add("release_frames", releaseFrames)
        line.add("release_frame_median_seconds", median(releases))
        line.add("release_frame_max_seconds", releases.max() ?? 0)
        line.add("seconds_build_chart", buildSeconds)
        line.add("seconds_prepare", prepared?.seconds ?? 0)
        line.add("points", built.points)
        if let mesh {
            line.add("surface_vertices", mesh.positions.count)
            line.add("surface_triangles", mesh.indices.count / 3)
            line.add("chart_adaptive_surface_vertices", vertices)
        }
        line.add("final_azimuth_degrees", viewer.state.pose.azimuth.degrees)
        return line
    }

    /// The chart, the number of points, and for the surface the 512×512 replacement mesh.
    private func build() throws -> (chart: Chart3D, points: Int, surface: TriangleMesh?) {
        switch workload {
        case .cloud100k, .cloud1m:
            let n = workload == .cloud100k ? 100_000 : 1_000_000
            let cloud = Self.cloud(n)
            let names = ["A", "B", "C"]
            let chart = Chart3D(0..<n) { i in
                PointMark(x: .value("x", cloud.x[i]), y: .value("y", cloud.y[i]), z: .value("z", cloud.z[i]))
                    .foregroundStyle(by: .value("cluster", names[cloud.label[i]]))
                    .symbolSize(3)
            }
            return (chart, n, nil)
        case .density10m:
            let n = 10_000_000
            let cloud = Self.cloud(n)
            return (Chart3D { DensityPlot(x: cloud.x, y: cloud.y, z: cloud.z) }, n, nil)
        case .surface512:
            let function: @Sendable (Double, Double) -> Double = { x, z in sin(x) * cos(z) }
            let chart = Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z", function: function)
            }
            .chartXScale(domain: -3...3).chartYScale(domain: -1...1).chartZScale(domain: -3...3)
            var sampler = SurfaceSampler(
                x: AxisMapping(domain: -3...3, range: -0.5...0.5), y: AxisMapping(domain: -1...1, range: -0.5...0.5),
                z: AxisMapping(domain: -3...3, range: -0.5...0.5), baseResolution: 511, tolerance: .infinity)
            sampler.maxRefinement = 0
            let sampled = sampler.sample(function)
            let colors = sampled.values.map { ColorMap.viridis.color(at: Float(($0 + 1) / 2)) }
            let mesh = TriangleMesh(
                space: .world, positions: sampled.positions, normals: sampled.normals, colors: colors,
                indices: sampled.indices)
            return (chart, 0, mesh)
        }
    }

    /// `mesh` with the chart mesh's material (the colours are already the height colouring).
    private static func recoloured(_ mesh: TriangleMesh, like original: TriangleMesh) -> TriangleMesh {
        var copy = mesh
        copy.metalness = original.metalness
        copy.roughness = original.roughness
        return copy
    }

    /// Three anisotropic Gaussian clusters as in the peers' `make_cloud` (centres and scales), from a
    /// seeded SplitMix64 generator with Box–Muller normals (not numpy's stream).
    static func cloud(_ n: Int) -> (x: [Double], y: [Double], z: [Double], label: [Int]) {
        let centres: [SIMD3<Double>] = [[-2, 0, 0], [2, 1, 1], [0, -2, 2.5]]
        let scales: [SIMD3<Double>] = [[0.8, 0.5, 0.5], [0.5, 0.9, 0.4], [0.6, 0.6, 0.9]]
        var state: UInt64 = 12345
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func uniform() -> Double { (Double(next() >> 11) + 0.5) / Double(1 << 53) }
        func normal() -> Double { (-2 * log(uniform())).squareRoot() * cos(2 * .pi * uniform()) }
        var x = [Double](repeating: 0, count: n)
        var y = x
        var z = x
        var label = [Int](repeating: 0, count: n)
        for i in 0..<n {
            let c = Int(next() % 3)
            label[i] = c
            x[i] = normal() * scales[c].x + centres[c].x
            y[i] = normal() * scales[c].y + centres[c].y
            z[i] = normal() * scales[c].z + centres[c].z
        }
        return (x, y, z, label)
    }
}

/// A benchmark failure with a message.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The `q`-quantile of `values` by linear interpolation between order statistics (numpy's default).
func percentile(_ values: [Double], _ q: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let t = position - Double(lower)
    return sorted[lower] * (1 - t) + sorted[upper] * t
}
