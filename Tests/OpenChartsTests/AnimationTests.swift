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

    struct Item: Identifiable, Sendable {
        let id: String
        let x: Double
        let y: Double
    }

    @Test func identifiedMarksPairByIdNotByOrder() {
        func chart(_ items: [Item]) -> Chart {
            Chart(items) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
        }
        // Reordered: paired by id, a goes 0 → 2 and b 1 → 3 (in order, they would cross).
        let old = chart([Item(id: "a", x: 0, y: 0), Item(id: "b", x: 1, y: 10)])
        let new = chart([Item(id: "b", x: 3, y: 20), Item(id: "a", x: 2, y: 4)])
        let rows = old.interpolated(to: new, fraction: 0.5).dataTable().rows.map { Array($0[1...2]) }
        #expect(rows.contains(["1", "2"]) && rows.contains(["2", "15"]), "\(rows)")
        // `id:` with a key path identifies as well; marks outside the loop pair in order.
        func keyed(_ items: [Item], rule: Double) -> Chart {
            Chart {
                RuleMark(y: .value("y", rule))
                ForEach(items, id: \.id) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
            }
        }
        let a = keyed([Item(id: "p", x: 0, y: 0), Item(id: "q", x: 4, y: 4)], rule: 2)
        let b = keyed([Item(id: "q", x: 8, y: 8), Item(id: "p", x: 2, y: 2)], rule: 6)
        let middle = a.interpolated(to: b, fraction: 0.5).dataTable().rows.map { Array($0[1...]) }
        #expect(middle.contains(["1", "1"]) && middle.contains(["6", "6"]), "\(middle)")
        #expect(middle.contains { $0.contains("4") }, "the rule moves from 2 to 6: \(middle)")
    }

    static let itemColors: [String: Color] = [
        "a": Color(hex: 0xFF0000), "b": Color(hex: 0x0000FF), "c": Color(hex: 0x00A000), "d": Color(hex: 0xFF00FF),
    ]

    static func identifiedBars(_ items: [Item]) -> Chart {
        Chart(items) { item in
            BarMark(x: .value("x", item.x), y: .value("y", item.y), width: .fixed(14))
                .foregroundStyle(itemColors[item.id]!)
        }
        .chartXScale(domain: 0...6)
        .chartYScale(domain: 0...6)
        .frame(width: 320, height: 220)
    }

    /// The bounding box (columns, rows) of the pixels `matches` accepts, and their mean red channel.
    static func box(_ image: RGBAImage, _ matches: (Int, Int, Int) -> Bool) -> (
        x: ClosedRange<Int>, top: Int, meanRed: Double
    )? {
        var (x0, x1, y0, reds, n) = (Int.max, Int.min, Int.max, 0, 0)
        for row in 0..<image.height {
            for column in 0..<image.width {
                let i = (row * image.width + column) * 4
                let (r, g, b) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
                guard matches(r, g, b) else { continue }
                (x0, x1, y0) = (min(x0, column), max(x1, column), min(y0, row))
                reds += r
                n += 1
            }
        }
        return n < 20 ? nil : (x0...x1, y0, Double(reds) / Double(n))
    }

    static func red(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > g + 80 && r > b + 80 }
    static func green(_ r: Int, _ g: Int, _ b: Int) -> Bool { g > r + 60 && g > b + 60 }
    static func blue(_ r: Int, _ g: Int, _ b: Int) -> Bool { b > r + 80 && b > g + 80 }
    static func magenta(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > g + 80 && b > g + 80 }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func identifiedBarsMoveInsertAndDeleteByIdInTheMiddleFrame() throws {
        // Reordered (c first), b deleted, d inserted; a and c move.
        let old = Self.identifiedBars([Item(id: "a", x: 1, y: 2), Item(id: "b", x: 3, y: 4), Item(id: "c", x: 5, y: 3)])
        let new = Self.identifiedBars([
            Item(id: "c", x: 4, y: 5), Item(id: "d", x: 5.5, y: 2), Item(id: "a", x: 2.5, y: 1),
        ])
        let renderer = ImageRenderer(content: old)
        let images = try renderer.frames(from: old, to: new, animation: .linear(duration: 1), fps: 2).map { frame in
            renderer.content = frame
            return try renderer.renderImage()
        }
        try #require(images.count == 3)
        let (start, middle, end) = (images[0], images[1], images[2])
        for (name, colour) in [("a", Self.red), ("c", Self.green)] as [(String, (Int, Int, Int) -> Bool)] {
            let s = try #require(Self.box(start, colour), "\(name) at the start")
            let m = try #require(Self.box(middle, colour), "\(name) in the middle")
            let e = try #require(Self.box(end, colour), "\(name) at the end")
            func centre(_ r: ClosedRange<Int>) -> Double { Double(r.lowerBound + r.upperBound) / 2 }
            // Linear timing: halfway along x and in height, between its own two positions.
            #expect(abs(centre(m.x) - (centre(s.x) + centre(e.x)) / 2) <= 1.5, "\(name): \(s.x) \(m.x) \(e.x)")
            #expect(abs(Double(m.top) - Double(s.top + e.top) / 2) <= 1.5, "\(name): tops \(s.top) \(m.top) \(e.top)")
        }
        // b is leaving: in the middle frame at its old place, paler; gone at the end.
        let bStart = try #require(Self.box(start, Self.blue))
        let bMiddle = try #require(Self.box(middle, Self.blue), "the removed bar is not drawn while fading")
        func centre(_ r: ClosedRange<Int>) -> Double { Double(r.lowerBound + r.upperBound) / 2 }
        #expect(abs(centre(bMiddle.x) - centre(bStart.x)) <= 1, "\(bStart) \(bMiddle)")
        #expect(bMiddle.meanRed > bStart.meanRed + 60, "\(bStart) \(bMiddle)")
        #expect(Self.box(end, Self.blue) == nil)
        // d is arriving: absent at the start, paler in the middle, at its place.
        #expect(Self.box(start, Self.magenta) == nil)
        let dMiddle = try #require(Self.box(middle, Self.magenta), "the inserted bar is not drawn while fading in")
        let dEnd = try #require(Self.box(end, Self.magenta))
        #expect(abs(centre(dMiddle.x) - centre(dEnd.x)) <= 1 && abs(dMiddle.top - dEnd.top) <= 1, "\(dMiddle) \(dEnd)")
        #expect(try end == ImageRenderer(content: new).renderImage())
    }

    @Test func chart3DPointsMoveByIdAndFade() throws {
        struct Sample: Identifiable, Sendable {
            let id: Int
            let value: Double
        }
        func chart(_ samples: [Sample]) -> Chart3D {
            Chart3D(samples) { s in
                PointMark(x: .value("x", s.value), y: .value("y", s.value), z: .value("z", s.value))
            }
            .chartXScale(domain: 0...4).chartYScale(domain: 0...4).chartZScale(domain: 0...4)
        }
        // 1 moves 0 → 4 (reordered after 2, which stays at 1); 3 leaves.
        let old = chart([Sample(id: 1, value: 0), Sample(id: 2, value: 1), Sample(id: 3, value: 3)])
        let new = chart([Sample(id: 2, value: 1), Sample(id: 1, value: 4)])
        let scene = try old.interpolated(to: new, fraction: 0.5).renderScene(scale: 1)
        var positions: [SIMD3<Float>] = []
        var alphas: [Float] = []
        for case .points(let batch) in scene.primitives where batch.space == .world {
            positions += batch.positions
            alphas += batch.colors.map(\.a)
        }
        // Scene units: the domain 0…4 spans −0.5…0.5, so 1 → −0.25, 2 (halfway from 0 to 4) → 0.
        #expect(positions.contains { abs($0.x) < 1e-4 && abs($0.y) < 1e-4 && abs($0.z) < 1e-4 }, "\(positions)")
        #expect(positions.contains { abs($0.x + 0.25) < 1e-4 }, "\(positions)")
        #expect(positions.count == 3 && alphas.contains { abs($0 - 0.5) < 0.01 }, "\(positions) \(alphas)")
        #expect(try old.interpolated(to: new, fraction: 1).renderScene(scale: 1) == new.renderScene(scale: 1))
    }
}
