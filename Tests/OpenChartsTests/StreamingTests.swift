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
