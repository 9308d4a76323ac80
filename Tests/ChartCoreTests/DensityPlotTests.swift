import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// `DensityPlot`: counting points and segments per pixel (against brute force), the shadings, the
/// lowered image and its colour bar, streamed sources, and the errors naming the input.
struct DensityPlotTests {
    /// A small seeded generator (SplitMix64), so that the inputs are the same on every run.
    struct Seeded {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    static func points(_ n: Int, seed: UInt64 = 1) -> (x: [Double], y: [Double]) {
        var g = Seeded(state: seed)
        return ((0..<n).map { _ in g.next() * 12 - 1 }, (0..<n).map { _ in g.next() * 8 - 1 })
    }

    /// x ∈ 0…10 over 20 cells, y ∈ 0…6 over 12 cells, row 0 at the top (y = 6).
    static let xMap = DensityAxisMap(type: .linear, start: 0, end: 10, first: 0, last: 20)
    static let yMap = DensityAxisMap(type: .linear, start: 0, end: 6, first: 12, last: 0)

    @Test func pointCountsEqualBruteForce() {
        let (x, y) = Self.points(5000)
        var expected = [UInt32](repeating: 0, count: 20 * 12)
        for i in x.indices {
            let cx = (x[i] * 2).rounded(.down)
            let cy = ((6 - y[i]) * 2).rounded(.down)
            guard cx >= 0, cx < 20, cy >= 0, cy < 12 else { continue }
            expected[Int(cy) * 20 + Int(cx)] += 1
        }
        for workers in [1, 3] {
            let grid = DensityAggregation.aggregate(
                .columns(x: x, y: y, values: nil), lines: false, sums: false, width: 20, height: 12, x: Self.xMap,
                y: Self.yMap, workers: workers, pieceSize: 700)
            #expect(grid.counts == expected)
        }
    }

    @Test func valueSumsGiveMeansAndSkipNonFiniteValues() {
        let x = [0.1, 0.2, 0.3, 5.1]
        let y = [5.9, 5.9, 5.9, 0.1]
        let v = [1.0, 3.0, .nan, 7.0]
        let grid = DensityAggregation.aggregate(
            .columns(x: x, y: y, values: v), lines: false, sums: true, width: 20, height: 12, x: Self.xMap,
            y: Self.yMap)
        #expect(grid.counts[0] == 2 && grid.sums?[0] == 4)
        #expect(grid.counts[11 * 20 + 10] == 1 && grid.sums?[11 * 20 + 10] == 7)
        #expect(grid.counts.reduce(0, +) == 3)
    }

    @Test func segmentsCountEveryCellTheyCrossOnce() {
        // y = 3 is the boundary between rows 5 and 6: 3.1 lies in row 5.
        let grid = DensityAggregation.aggregate(
            .columns(x: [0.1, 4.9, 4.9], y: [3.1, 3.1, 0.1], values: nil), lines: true, sums: false, width: 20,
            height: 12, x: Self.xMap, y: Self.yMap)
        var expected = [UInt32](repeating: 0, count: 20 * 12)
        for c in 0...9 { expected[5 * 20 + c] = 1 }  // along row 5, cells 0…9
        for r in 6...11 { expected[r * 20 + 9] = 1 }  // down column 9; the corner counted once
        #expect(grid.counts == expected)
    }

    @Test func segmentsAreClippedToTheGridAndBrokenByNaN() {
        // From far left to far right through row 0; a NaN breaks the second series.
        let grid = DensityAggregation.aggregate(
            .columns(x: [-100, 100, 1, .nan, 2], y: [5.9, 5.9, 1, 1, 1], values: nil, starts: [0, 2]),
            lines: true, sums: false, width: 20, height: 12, x: Self.xMap, y: Self.yMap)
        #expect(grid.counts[0..<20].allSatisfy { $0 == 1 })
        #expect(grid.counts[20...].allSatisfy { $0 == 0 }, "\(grid.counts.indices.filter { grid.counts[$0] > 0 })")
    }

    @Test func aLongSeriesSplitIntoPiecesCountsAsWhole() {
        var g = Seeded(state: 7)
        let x = (0..<900).map { _ in g.next() * 10 }
        let y = (0..<900).map { _ in g.next() * 6 }
        let starts = [0, 100, 130, 131, 600]
        let input = DensityInput.columns(x: x, y: y, values: nil, starts: starts)
        let whole = DensityAggregation.aggregate(
            input, lines: true, sums: false, width: 20, height: 12, x: Self.xMap, y: Self.yMap, workers: 1,
            pieceSize: 10_000)
        for size in [2, 3, 50, 333] {
            #expect(input.pieces(lines: true, size: size).allSatisfy { $0.range.count <= max(size, 2) })
            let split = DensityAggregation.aggregate(
                input, lines: true, sums: false, width: 20, height: 12, x: Self.xMap, y: Self.yMap, workers: 2,
                pieceSize: size)
            #expect(split.counts == whole.counts, "pieces of \(size)")
        }
    }

    @Test func shadingsPlaceCountsAsDocumented() {
        let values: [Double] = [1, 1, 2, 10, .nan]
        let linear = DensityShader.placement(values, lo: 0, hi: 10, shading: .linear, title: "Count")
        #expect(linear.place(5) == 0.5 && linear.scale.range == 0...10 && linear.scale.type == .linear)
        let log = DensityShader.placement(values, lo: 1, hi: 100, shading: .log, title: "Count")
        #expect(abs(log.place(10)! - 0.5) < 1e-12 && log.scale.type == .log)
        // Ranks: 1, 1 → mid-rank 1/4; 2 → 5/8; 10 → 7/8; rescaled to 0…1.
        let eq = DensityShader.placement(values, lo: 1, hi: 10, shading: .equalizedHistogram, title: "Count")
        #expect(eq.place(1) == 0 && eq.place(10) == 1)
        #expect(abs(eq.place(2)! - (5.0 / 8 - 2.0 / 8) / (7.0 / 8 - 2.0 / 8)) < 1e-12)
        #expect(eq.scale.stops?.map(\.value) == [1, 2, 10])
    }

    @Test func emptyCellsAreTransparentAndTheLargestCountTakesTheMapsEnd() {
        var grid = DensityGrid(width: 3, height: 1, sums: false)
        grid.counts = [0, 1, 4]
        let shaded = DensityShader.shade(grid, shading: .linear, map: .viridis, title: "Count")
        #expect(shaded.texels[3] == 0)
        let top = ColorMap.viridis.color(at: 1)
        #expect(shaded.texels[8] == UInt8((top.r * 255).rounded()) && shaded.texels[11] == 255)
        #expect(shaded.scale?.range == 0...4)
        #expect(
            DensityShader.shade(DensityGrid(width: 2, height: 2, sums: false), shading: .log, map: .viridis, title: "")
                .scale == nil)
    }

    static func chart(_ plot: DensityPlot) -> Chart {
        Chart { plot }
            .chartXScale(domain: 0...10)
            .chartYScale(domain: 0...6)
            .frame(width: 320, height: 220)
    }

    @Test func lowersToOneImageOverThePlotWithACountColourBar() throws {
        let (x, y) = Self.points(20_000)
        let (scene, layout) = try Lowering2D(chart: Self.chart(DensityPlot(x: x, y: y)), scale: 1).lowerWithLayout()
        let images = scene.primitives.compactMap { if case .image(let i) = $0 { i } else { nil } }
        #expect(images.count == 1)
        let image = try #require(images.first)
        let plot = layout.plot
        #expect(image.origin == Vec2(plot.x0, plot.y0) && image.size == Vec2(plot.x1 - plot.x0, plot.y1 - plot.y0))
        #expect(image.width == Int(image.size.x.rounded()) && image.filtering == .nearest)
        let labels = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(labels.contains("Count"))
        if let failure = try TextSnapshot.check(scene.textDescription, named: "density-plot-2d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func aSourceGivesTheImageOfTheSameColumnsAndIsReadOnceWithDomains() throws {
        let (x, y) = Self.points(30_000, seed: 3)
        let reads = ReadCounter()
        let source = DensitySource(chunkCount: 3) { k in
            reads.add()
            let r = (k * 10_000)..<((k + 1) * 10_000)
            return try! DensityChunk(x: Array(x[r]), y: Array(y[r]))
        }
        func image(_ plot: DensityPlot) throws -> SceneImage? {
            try Self.chart(plot).lowered().primitives.compactMap { if case .image(let i) = $0 { i } else { nil } }.first
        }
        let fromSource = try image(DensityPlot(source, x: "x", y: "y"))
        #expect(reads.count == 3)
        #expect(try fromSource == image(DensityPlot(x: x, y: y)))
    }

    @Test func withoutDomainsASourceIsReadTwiceAndTheAxesSpanItsBounds() throws {
        let reads = ReadCounter()
        let source = DensitySource(chunkCount: 2) { k in
            reads.add()
            return try! DensityChunk(x: [Double(k), Double(k) + 2], y: [0, 40])
        }
        let scene = try Chart { DensityPlot(source, x: "a", y: "b") }.frame(width: 200, height: 150).lowered()
        #expect(reads.count == 4)
        #expect(scene.primitives.contains { if case .image = $0 { true } else { false } })
    }

    @Test func badInputIsRefusedNamingIt() throws {
        #expect(
            throws: DensityPlotError.mismatchedLengths(
                input: "DensityPlot(x: \"u\", y: \"v\")", x: 3, y: 2, values: nil)
        ) {
            try Chart { DensityPlot(x: [1, 2, 3], y: [1, 2], xLabel: "u", yLabel: "v") }.lowered()
        }
        #expect(throws: DensityPlotError.emptyDomain(input: "DensityPlot(x: \"x\", y: \"y\")", axis: "x")) {
            try Chart { DensityPlot(x: [.nan], y: [1]) }.lowered()
        }
        #expect(throws: DensityPlotError.invalidLineStarts(input: "DensityPlot(lines: x: \"x\", y: \"y\")")) {
            try Chart { DensityPlot(lineX: [1, 2, 3], y: [1, 2, 3], starts: [0, 5]) }.lowered()
        }
        #expect(throws: DensityPlotError.mismatchedLengths(input: "DensityChunk", x: 2, y: 1, values: nil)) {
            try DensityChunk(x: [1, 2], y: [1])
        }
        let infinite = DensityPlotError.invalidDomain(
            input: "DensityPlot(x: \"x\", y: \"y\")", axis: "y", lower: -.infinity, upper: 1)
        #expect(throws: infinite) {
            try Chart { DensityPlot(x: [1, 2], y: [1, 2]) }.chartYScale(domain: -Double.infinity...1).lowered()
        }
        #expect(infinite.description.contains("DensityPlot(x: \"x\", y: \"y\")"))
    }

    /// Counts a source's chunk reads from several threads.
    final class ReadCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var reads = 0
        func add() {
            lock.lock()
            reads += 1
            lock.unlock()
        }
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return reads
        }
    }
}
