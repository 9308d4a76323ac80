import ChartExport
import ChartImage
import Foundation
import OpenCharts
import Testing

/// Animated transitions: timing curves, interpolated chart data, and the frames of a transition
/// rendered headless.
struct AnimationTests {
    @Test func linearAndEaseInOutAreHalfwayAtHalfTime() {
        let linear = Animation.linear(duration: 2)
        #expect(linear.fraction(at: 0) == 0)
        #expect(abs(linear.fraction(at: 0.5) - 0.25) < 1e-12)
        #expect(linear.fraction(at: 2) == 1)
        #expect(linear.fraction(at: 5) == 1)
        let ease = Animation.easeInOut(duration: 1)
        #expect(abs(ease.fraction(at: 0.5) - 0.5) < 1e-12)
        #expect(ease.fraction(at: 0.1) < 0.1)
        #expect(ease.fraction(at: 0.9) > 0.9)
        #expect(Animation.linear(duration: 0).fraction(at: 0) == 1)
    }

    @Test func underdampedSpringOvershootsAndSettles() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.5)
        let samples = stride(from: 0.0, through: spring.duration, by: spring.duration / 200).map {
            spring.fraction(at: $0)
        }
        #expect(samples.first == 0)
        #expect(samples.max()! > 1.05)
        #expect(abs(spring.fraction(at: spring.duration * 0.999) - 1) < 0.002)
        #expect(spring.fraction(at: spring.duration) == 1)
        let critical = Animation.spring(response: 0.5, dampingFraction: 1)
        let criticalSamples = stride(from: 0.0, through: critical.duration, by: 0.01).map { critical.fraction(at: $0) }
        #expect(criticalSamples.allSatisfy { $0 <= 1 + 1e-12 })
        #expect(zip(criticalSamples, criticalSamples.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func withAnimationSetsTheTransaction() {
        #expect(ChartTransaction.current == nil)
        let seen = withAnimation(.linear(duration: 1)) { ChartTransaction.current }
        #expect(seen == .linear(duration: 1))
        #expect(ChartTransaction.current == nil)
    }

    struct Sample {
        let name: String
        let x: Double
        let y: Double
    }

    static func points(_ samples: [Sample]) -> Chart {
        Chart(samples, id: \.name) { s in
            PointMark(x: .value("x", s.x), y: .value("y", s.y))
            LineMark(x: .value("x", s.x), y: .value("y", s.y))
        }
    }

    @Test func pointsAndLinesInterpolateTheirValuesCategoriesSnap() {
        let old = Self.points([Sample(name: "a", x: 0, y: 0), Sample(name: "b", x: 1, y: 10)])
        let new = Self.points([Sample(name: "a", x: 2, y: 4), Sample(name: "b", x: 3, y: 20)])
        let middle = old.interpolated(to: new, fraction: 0.5)
        let rows = middle.dataTable().rows.map { Array($0[1...2]) }
        #expect(rows.contains(["1", "2"]))
        #expect(rows.contains(["2", "15"]))
        #expect(!rows.contains(["0", "0"]))
        #expect(old.interpolated(to: new, fraction: 1).dataTable() == new.dataTable())
        #expect(old.interpolated(to: new, fraction: 0).dataTable() == old.dataTable())

        let bars = Chart {
            BarMark(x: .value("k", "A"), y: .value("v", 1.0))
        }
        let renamed = Chart {
            BarMark(x: .value("k", "B"), y: .value("v", 3.0))
        }
        let row = bars.interpolated(to: renamed, fraction: 0.5).dataTable().rows.first
        #expect(row?[1] == "B")
        #expect(row?[2] == "2")
    }

    static func bar(_ value: Double) -> Chart {
        Chart {
            BarMark(x: .value("Item", "A"), y: .value("Value", value))
        }
        .chartYScale(domain: 0...5)
        .frame(width: 200, height: 200)
    }

    /// The first row (from the top) holding a pixel of the bar's blue.
    static func barTop(_ image: RGBAImage) -> Int? {
        for row in 0..<image.height {
            for column in 0..<image.width {
                let i = (row * image.width + column) * 4
                let (r, g, b) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
                if b > r + 80 && b > g + 30 { return row }
            }
        }
        return nil
    }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func linearTransitionMiddleFrameLiesBetween() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ImageRenderer(content: Self.bar(2))
        let urls = try renderer.writeFrames(
            from: Self.bar(2), to: Self.bar(4), animation: .linear(duration: 1), fps: 4, to: folder)
        #expect(urls.map(\.lastPathComponent) == (0...4).map { "frame-000\($0).png" })
        let tops = try urls.map { try #require(Self.barTop(PNGCodec.decode(Data(contentsOf: $0)))) }
        // y = 2, 2.5, 3, 3.5, 4 on a fixed 0…5 scale: the top rises evenly.
        #expect(tops[0] > tops[2] && tops[2] > tops[4])
        let expected = Double(tops[0] + tops[4]) / 2
        #expect(abs(Double(tops[2]) - expected) <= 1.5, "tops: \(tops)")
        #expect(try PNGCodec.decode(Data(contentsOf: urls[4])) == ImageRenderer(content: Self.bar(4)).renderImage())
        #expect(try PNGCodec.decode(Data(contentsOf: urls[0])) == ImageRenderer(content: Self.bar(2)).renderImage())
    }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func inferredDomainsInterpolate() throws {
        // 0…2 → 0…4: halfway the domain is 0…3 and the bar (3) reaches the top of the plot, as
        // at both ends.
        let a = Chart { BarMark(x: .value("Item", "A"), y: .value("Value", 2.0)) }.frame(width: 200, height: 200)
        let b = Chart { BarMark(x: .value("Item", "A"), y: .value("Value", 4.0)) }.frame(width: 200, height: 200)
        let renderer = ImageRenderer(content: a)
        let frames = renderer.frames(from: a, to: b, animation: .linear(duration: 1), fps: 2)
        #expect(frames.count == 3)
        let tops = try frames.map { frame in
            renderer.content = frame
            return try #require(Self.barTop(renderer.renderImage()))
        }
        #expect(abs(tops[1] - tops[0]) <= 1 && abs(tops[2] - tops[0]) <= 1, "tops: \(tops)")
    }
}
