import Foundation
import OpenCharts

/// Streaming frame rates (issue 11), headless: each frame appends to a ``SampleBuffer``, builds the
/// chart from it, lowers and renders it (EGL, 800 x 600 points, read back), as a live window
/// does per change minus the swap. The renderer keeps its buffers between frames and uploads only
/// what changed (the new points, while the axes stay put); building, lowering and drawing still
/// grow with the cloud. `uploadedBytesPerFrame` is the median of the bytes each timed frame copied
/// into GL buffers.
struct StreamingBenchmark {
    enum Workload: String, CaseIterable {
        /// 1,000 points appended per frame to a cloud, timed around 10k, 100k and 1M points.
        case cloud
        /// One sample per frame of a 60 Hz series, a 10 s visible window scrolled to the end.
        case series
    }

    struct Point: Sendable {
        let x: Double
        let y: Double
    }

    var workload: Workload
    /// Timed frames per measurement, after `warmup` untimed ones.
    var frames = 10
    var warmup = 2

    func run() throws -> [JSONLine] {
        switch workload {
        case .cloud: try runCloud()
        case .series: [try runSeries()]
        }
    }

    private func runCloud() throws -> [JSONLine] {
        let buffer = SampleBuffer<Point>()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        func batch() -> [Point] { (0..<1000).map { _ in Point(x: next(), y: next()) } }
        let renderer = ImageRenderer(content: Chart {})
        var lines: [JSONLine] = []
        for target in [10_000, 100_000, 1_000_000] {
            // Fill untimed up to the measurement's start, then time appending frames.
            while buffer.count + 1000 * (frames + warmup) < target { buffer.append(contentsOf: batch()) }
            let (times, uploads) = try measureFrames(renderer) {
                buffer.append(contentsOf: batch())
                renderer.content = Chart {
                    PointPlot(buffer.elements, x: .value("x", \.x), y: .value("y", \.y))
                }
                .frame(width: 800, height: 600)
            }
            var line = JSONLine()
            line.add("benchmark", "stream-cloud")
            line.add("points", buffer.count)
            line.add("appendedPerFrame", 1000)
            line.add("frames", frames)
            line.add("medianFrameSeconds", median(times))
            line.add("framesPerSecond", 1 / median(times))
            line.add("uploadedBytesPerFrame", Int(median(uploads)))
            lines.append(line)
        }
        return lines
    }

    /// Runs `warmup` then `frames` frames — `update` changes the renderer's chart, then it renders
    /// — and returns the timed frames' seconds and the bytes each uploaded.
    private func measureFrames(
        _ renderer: ImageRenderer<Chart>, update: () -> Void
    ) throws -> (times: [Double], uploads: [Double]) {
        var times: [Double] = []
        var uploads: [Double] = []
        for frame in 0..<(frames + warmup) {
            let (_, seconds) = try timed {
                update()
                _ = try renderer.renderImage()
            }
            if frame >= warmup {
                times.append(seconds)
                uploads.append(Double(renderer.uploadedByteCount))
            }
        }
        return (times, uploads)
    }

    private func runSeries() throws -> JSONLine {
        let buffer = SampleBuffer<Point>(capacity: 60 * 60)
        let renderer = ImageRenderer(content: Chart {})
        var t = 0.0
        for _ in 0..<(60 * 20) {
            buffer.append(Point(x: t, y: sin(t)))
            t += 1.0 / 60
        }
        let (times, uploads) = try measureFrames(renderer) {
            buffer.append(Point(x: t, y: sin(t) + 0.1 * sin(17 * t)))
            t += 1.0 / 60
            renderer.content = Chart {
                LinePlot(buffer.elements, x: .value("t", \.x), y: .value("v", \.y))
            }
            .chartXVisibleDomain(length: 10)
            .chartScrollableAxes(.horizontal)
            .chartScrollPositionAtEnd()
            .frame(width: 800, height: 600)
        }
        var line = JSONLine()
        line.add("benchmark", "stream-series")
        line.add("samples", buffer.count)
        line.add("sampleRateHz", 60)
        line.add("frames", frames)
        line.add("medianFrameSeconds", median(times))
        line.add("framesPerSecond", 1 / median(times))
        line.add("keepsUpWith60Hz", median(times) <= 1.0 / 60 ? "yes" : "no")
        line.add("uploadedBytesPerFrame", Int(median(uploads)))
        return line
    }
}
