import ChartExport
import Foundation
import Observation
import OpenCharts
import Testing

/// Streaming: the sample buffer and scrolling to the newest data.
struct StreamingTests {
    struct Sample: Sendable {
        let t: Double
        let v: Double
    }

    @Test func bufferAppendsKeepsCapacityAndNotifies() {
        let buffer = SampleBuffer<Sample>(capacity: 5)
        final class Flag: @unchecked Sendable {
            let lock = NSLock()
            var changed = 0
        }
        let flag = Flag()
        withObservationTracking {
            _ = buffer.elements
        } onChange: {
            flag.lock.withLock { flag.changed += 1 }
        }
        buffer.append(contentsOf: (0..<3).map { Sample(t: Double($0), v: 0) })
        #expect(flag.lock.withLock { flag.changed } == 1)
        buffer.append(contentsOf: (3..<8).map { Sample(t: Double($0), v: 0) })
        #expect(buffer.count == 5)
        #expect(buffer.elements.map(\.t) == [3, 4, 5, 6, 7])
        buffer.removeAll()
        #expect(buffer.count == 0)
    }

    @Test func scrollPositionAtEndShowsTheNewestSamples() throws {
        let samples = (0...120).map { Sample(t: Double($0), v: sin(Double($0) / 10)) }
        let chart = Chart(samples, id: \.t) { s in
            LineMark(x: .value("t", s.t), y: .value("v", s.v))
        }
        .chartXVisibleDomain(length: 30)
        .chartScrollableAxes(.horizontal)
        .chartScrollPositionAtEnd()
        let proxy = try chart.proxy()
        let start = try #require(proxy.value(atX: 0, as: Double.self))
        let end = try #require(proxy.value(atX: proxy.plotSize.width, as: Double.self))
        #expect(abs(start - 90) < 1e-6)
        #expect(abs(end - 120) < 1e-6)
    }
}

/// Incremental upload: a renderer that draws a chart again after points were appended uploads
/// only the new points, and draws what a fresh renderer draws.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
struct IncrementalUploadTests {
    struct Point: Sendable {
        let x: Double
        let y: Double
    }

    /// A deterministic cloud of `count` points in `range` × `range`.
    static func cloud(_ count: Int, seed: UInt64, in range: ClosedRange<Double>) -> [Point] {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + (range.upperBound - range.lowerBound) * Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { _ in Point(x: next(), y: next()) }
    }

    static func chart(_ points: [Point]) -> Chart {
        Chart { PointPlot(points, x: .value("x", \.x), y: .value("y", \.y)) }.frame(width: 400, height: 300)
    }

    @Test func appendingToACloudUploadsOnlyTheNewPoints() throws {
        var points = Self.cloud(100_000, seed: 1, in: 0...1)
        let renderer = ImageRenderer(content: Self.chart(points))
        _ = try renderer.renderImage()
        let first = renderer.uploadedByteCount
        // Drawn again unchanged: only what every draw rebuilds (text quads).
        _ = try renderer.renderImage()
        let unchanged = renderer.uploadedByteCount
        #expect(first - unchanged >= 100_000 * 16, "first draw \(first) bytes, redraw \(unchanged)")

        // Two appends of 1,000 points (inside the data's range, so the axes stay): the first grows
        // the GPU buffer, the second fits in the room it left. 16 bytes a point (centre, size).
        for round in 0..<2 {
            points += Self.cloud(1000, seed: 2 + UInt64(round), in: 0.1...0.9)
            renderer.content = Self.chart(points)
            let image = try renderer.renderImage()
            let appended = renderer.uploadedByteCount - unchanged
            #expect(appended >= 1000 * 16 && appended <= 1000 * 16 + 256, "append \(round): \(appended) bytes")
            #expect(try image == ImageRenderer(content: Self.chart(points)).renderImage(), "append \(round)")
        }

        // Points removed from the end upload nothing; a change at the front uploads everything.
        points.removeLast(500)
        renderer.content = Self.chart(points)
        var image = try renderer.renderImage()
        #expect(renderer.uploadedByteCount == unchanged)
        #expect(try image == ImageRenderer(content: Self.chart(points)).renderImage())
        points[0] = Point(x: 0.5, y: 0.5)
        renderer.content = Self.chart(points)
        image = try renderer.renderImage()
        #expect(renderer.uploadedByteCount - unchanged >= points.count * 16)
        #expect(try image == ImageRenderer(content: Self.chart(points)).renderImage())
    }

    @Test func appendingToASeriesUploadsOnlyTheNewSegments() throws {
        // A fixed x domain: earlier samples keep their place as the series grows.
        func series(_ count: Int) -> Chart {
            let samples = (0..<count).map { Point(x: Double($0), y: sin(Double($0) / 7)) }
            return Chart { LinePlot(samples, x: .value("t", \.x), y: .value("v", \.y)) }
                .chartXScale(domain: 0...2000)
                .chartYScale(domain: -1...1)
                .frame(width: 500, height: 300)
        }
        let renderer = ImageRenderer(content: series(1000))
        _ = try renderer.renderImage()
        let first = renderer.uploadedByteCount
        _ = try renderer.renderImage()
        let unchanged = renderer.uploadedByteCount
        #expect(first - unchanged >= 999 * 32)
        renderer.content = series(1010)
        let image = try renderer.renderImage()
        // 10 new segments of 32 bytes, plus the few more rectangles of the line's coverage pass
        // (rebuilt every draw) that the longer line touches.
        let appended = renderer.uploadedByteCount - unchanged
        #expect(appended >= 10 * 32 && appended <= 10 * 32 + 256, "\(appended) bytes")
        #expect(try image == ImageRenderer(content: series(1010)).renderImage())
    }
}
