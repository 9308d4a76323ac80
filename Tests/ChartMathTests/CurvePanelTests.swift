import Foundation
import Testing

@testable import ChartMath

/// The accuracy promise of function plots, checked on a panel of functions drawn in a 600 × 400
/// pixel plot: the polyline stays within half a pixel of the true curve wherever it is visible, and
/// no segment spans a jump or a pole.
@Suite struct CurvePanelTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let x: ClosedRange<Double>
        let y: ClosedRange<Double>
        let f: @Sendable (Double) -> Double
        /// Where the function jumps or has a pole.
        let breaks: [Double]
        var description: String { name }
    }

    static let width = 600.0
    static let height = 400.0

    static let panel: [Case] = [
        Case(name: "x³ − 2x", x: -2...2, y: -5...5, f: { $0 * $0 * $0 - 2 * $0 }, breaks: []),
        Case(name: "exp", x: -3...3, y: 0...20, f: { exp($0) }, breaks: []),
        Case(name: "sin(1/x)", x: 0.1...2, y: -1.2...1.2, f: { sin(1 / $0) }, breaks: []),
        Case(name: "tan", x: -6...6, y: -5...5, f: { tan($0) }, breaks: [-1.5, -0.5, 0.5, 1.5].map { $0 * .pi }),
        Case(name: "1/x", x: -2...2, y: -10...10, f: { 1 / $0 }, breaks: [0]),
        Case(name: "floor", x: -3...3, y: -4...4, f: { floor($0) }, breaks: [-2, -1, 0, 1, 2]),
        Case(name: "sign", x: -2...2, y: -1.5...1.5, f: { $0 == 0 ? 0 : ($0 > 0 ? 1 : -1) }, breaks: [0]),
        Case(name: "1/(x² − 1)", x: -3...3, y: -5...5, f: { 1 / ($0 * $0 - 1) }, breaks: [-1, 1]),
    ]

    /// Pixel coordinates of a data point (y down).
    static func pixel(_ c: Case, _ x: Double, _ y: Double) -> SIMD2<Double> {
        SIMD2(
            (x - c.x.lowerBound) / (c.x.upperBound - c.x.lowerBound) * width,
            height - (y - c.y.lowerBound) / (c.y.upperBound - c.y.lowerBound) * height)
    }

    @Test(arguments: panel)
    func polylineStaysWithinHalfAPixel(_ c: Case) {
        let sampler = FunctionSampler(
            pixelsPerX: Self.width / (c.x.upperBound - c.x.lowerBound),
            pixelsPerY: Self.height / (c.y.upperBound - c.y.lowerBound))
        let pieces = sampler.sample(c.x, c.f)
        var worst = 0.0
        var segments = 0
        for piece in pieces {
            for (a, b) in zip(piece, piece.dropFirst()) {
                // Only what is drawn matters: both ends inside the plot (a margin of a pixel).
                guard c.y.contains(a.y), c.y.contains(b.y) else { continue }
                segments += 1
                let pa = Self.pixel(c, a.x, a.y)
                let pb = Self.pixel(c, b.x, b.y)
                for k in 1..<16 {
                    let x = a.x + (b.x - a.x) * Double(k) / 16
                    let p = Self.pixel(c, x, c.f(x))
                    worst = max(worst, CurveSampler.distance(p, toSegment: pa, pb))
                }
            }
        }
        print("\(c.name): \(pieces.count) pieces, \(segments) visible segments, worst distance \(worst) px")
        #expect(segments > 10)
        #expect(worst <= 0.5, "\(c.name): worst distance \(worst) px")
    }

    @Test(arguments: panel.filter { !$0.breaks.isEmpty })
    func noSegmentSpansAJump(_ c: Case) {
        let sampler = FunctionSampler(
            pixelsPerX: Self.width / (c.x.upperBound - c.x.lowerBound),
            pixelsPerY: Self.height / (c.y.upperBound - c.y.lowerBound))
        let pieces = sampler.sample(c.x, c.f)
        #expect(pieces.count >= c.breaks.count + 1, "\(c.name): \(pieces.count) pieces")
        for piece in pieces {
            for (a, b) in zip(piece, piece.dropFirst()) {
                for d in c.breaks {
                    #expect(!(a.x < d && d < b.x), "\(c.name): segment \(a.x)…\(b.x) spans the break at \(d)")
                }
            }
        }
    }

    static func parametricPieces(
        _ domain: ClosedRange<Double>, scale: Double, _ f: @escaping (Double) -> SIMD2<Double>
    ) -> [[CurveSample]] {
        CurveSampler().sample(domain, initialIntervals: 64) { t in
            let p = f(t)
            return SIMD2(p.x * scale + 200, 200 - p.y * scale)
        }
    }

    @Test func parametricCircleIsAccurateAndClosed() {
        let scale = 80.0  // the seed's circle of radius 2 in −2.5…2.5 on a 400 px square
        let f: (Double) -> SIMD2<Double> = { t in SIMD2(2 * cos(t), 2 * sin(t)) }
        let pieces = Self.parametricPieces(0...(2 * .pi), scale: scale, f)
        #expect(pieces.count == 1)
        let piece = pieces[0]
        #expect(abs(piece.first!.point.x - piece.last!.point.x) < 1e-9)
        var worst = 0.0
        for (a, b) in zip(piece, piece.dropFirst()) {
            for k in 1..<16 {
                let t = a.t + (b.t - a.t) * Double(k) / 16
                let p = f(t) * SIMD2(scale, -scale) + SIMD2(200, 200)
                worst = max(worst, CurveSampler.distance(p, toSegment: a.point, b.point))
            }
        }
        #expect(worst <= 0.5, "circle: worst distance \(worst) px")
    }

    @Test func lissajousIsAccurate() {
        let scale = 150.0
        let f: (Double) -> SIMD2<Double> = { t in SIMD2(sin(3 * t + .pi / 2), sin(4 * t)) }
        let pieces = Self.parametricPieces(0...(2 * .pi), scale: scale, f)
        #expect(pieces.count == 1)
        var worst = 0.0
        for (a, b) in zip(pieces[0], pieces[0].dropFirst()) {
            for k in 1..<16 {
                let t = a.t + (b.t - a.t) * Double(k) / 16
                let p = f(t) * SIMD2(scale, -scale) + SIMD2(200, 200)
                worst = max(worst, CurveSampler.distance(p, toSegment: a.point, b.point))
            }
        }
        #expect(worst <= 0.5, "Lissajous: worst distance \(worst) px")
    }
}

@Suite struct ParallelSamplingTests {
    @Test func parallelSamplingMatchesSerialSampling() {
        // A long spiral: 40 turns, drawn over a wide canvas.
        let curve: @Sendable (Double) -> SIMD2<Double> = { t in
            SIMD2(800 + t * 10 * cos(t), 800 + t * 10 * sin(t))
        }
        let sampler = CurveSampler()
        let serial = sampler.sample(0...(80 * .pi), initialIntervals: 8192, curve)
        let parallel = sampler.sampleInParallel(0...(80 * .pi), initialIntervals: 8192, curve)
        #expect(parallel.count == serial.count)
        #expect(parallel.count == 1)
        // Chunk boundaries fall on the same parameters as the serial grid, so the samples agree.
        #expect(parallel.map { $0.count } == serial.map { $0.count })
        #expect(zip(parallel[0], serial[0]).allSatisfy { abs($0.t - $1.t) < 1e-9 })
    }

    @Test func gapsAtChunkBoundariesStaySplit() {
        let curve: @Sendable (Double) -> SIMD2<Double> = { t in
            abs(t - 0.5) < 0.01 ? SIMD2(.nan, .nan) : SIMD2(t * 1000, sin(t * 20) * 100)
        }
        let pieces = CurveSampler().sampleInParallel(0...1, initialIntervals: 4096, curve)
        #expect(pieces.count == 2)
    }
}
