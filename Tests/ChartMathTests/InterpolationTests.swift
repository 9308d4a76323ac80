import Foundation
import Testing

@testable import ChartMath

@Suite struct InterpolationTests {
    typealias P = SIMD2<Double>

    static let allMethods: [InterpolationMethod] = [
        .linear, .monotone, .catmullRom, .catmullRom(alpha: 0), .catmullRom(alpha: 1), .cardinal,
        .cardinal(tension: 0.5), .cardinal(tension: 1), .stepStart, .stepCenter, .stepEnd,
    ]

    /// Monotone data from the brief, scaled into pixels.
    static let monotoneData: [P] = [P(0, 0), P(1, 1), P(2, 1), P(3, 5), P(4, 5.5)].map { P($0.x * 50, $0.y * 20) }

    /// A gentle sine sampled at 8 points, in pixels.
    static let sineSample: [P] = (0..<8).map { i in P(Double(i) * 40, 100 + 30 * sin(Double(i) * 0.8)) }

    /// An irregular series: uneven spacing, a turn, a near-duplicate.
    static let irregular: [P] = [P(0, 0), P(3, 40), P(50, 45), P(51, 10), P(120, 80), P(121, 80.5), P(200, -20)]

    /// Whether `points` occur in `polyline` in order, exactly (a repeated point may share one vertex).
    static func containsInOrder(_ polyline: [P], _ points: [P]) -> Bool {
        var index = polyline.startIndex
        for (i, p) in points.enumerated() where i == 0 || points[i - 1] != p {
            guard let found = polyline[index...].firstIndex(of: p) else { return false }
            index = found + 1
        }
        return true
    }

    /// The Euclidean length of `v`.
    static func length(_ v: P) -> Double { (v * v).sum().squareRoot() }

    /// The distance from `p` to the nearest segment of `polyline`.
    static func distance(_ p: P, toPolyline polyline: [P]) -> Double {
        zip(polyline, polyline.dropFirst()).map { InterpolationMethod.Cubic.distance(p, toSegment: $0, $1) }.min()!
    }

    /// The turning angle, in degrees, between consecutive non-degenerate segments of `polyline`.
    static func largestTurn(_ polyline: [P]) -> Double {
        var directions: [P] = []
        for (a, b) in zip(polyline, polyline.dropFirst()) where a != b {
            let d = b - a
            directions.append(d / (d * d).sum().squareRoot())
        }
        var worst = 0.0
        for (u, v) in zip(directions, directions.dropFirst()) {
            let cosine = min(max((u * v).sum(), -1), 1)
            worst = max(worst, acos(cosine) * 180 / .pi)
        }
        return worst
    }

    // MARK: - Identity

    @Test func namedMethodsEqualTheirParameterisedForms() {
        #expect(InterpolationMethod.catmullRom == .catmullRom(alpha: 0.5))
        #expect(InterpolationMethod.cardinal == .cardinal(tension: 0))
        #expect(InterpolationMethod.catmullRom != .catmullRom(alpha: 1))
        #expect(InterpolationMethod.catmullRom(alpha: 2) == .catmullRom(alpha: 1))
        #expect(InterpolationMethod.catmullRom(alpha: .nan) == .catmullRom)
        #expect(InterpolationMethod.cardinal(tension: .infinity) == .cardinal)
        let distinct: Set<InterpolationMethod> = [
            .linear, .monotone, .catmullRom, .cardinal, .stepStart, .stepCenter, .stepEnd,
        ]
        #expect(distinct.count == 7)
        #expect(InterpolationMethod.catmullRom.description == "catmullRom(alpha: 0.5)")
        #expect(InterpolationMethod.stepStart.description == "stepStart")
    }

    // MARK: - Every method

    @Test(arguments: allMethods)
    func passesThroughEveryPoint(_ method: InterpolationMethod) {
        for data in [Self.monotoneData, Self.sineSample, Self.irregular] {
            let polyline = method.curve(through: data)
            #expect(Self.containsInOrder(polyline, data), "\(method)")
            #expect(polyline.first == data.first && polyline.last == data.last, "\(method)")
            #expect(polyline.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(method)")
        }
    }

    @Test(arguments: allMethods)
    func shortInputsAreReturnedOrJoined(_ method: InterpolationMethod) {
        #expect(method.curve(through: []) == [])
        #expect(method.curve(through: [P(3, 4)]) == [P(3, 4)])
        let two = method.curve(through: [P(0, 0), P(10, 20)])
        #expect(two.first == P(0, 0) && two.last == P(10, 20))
        if method.cubicSegments(through: [P(0, 0), P(10, 20)]).isEmpty == false {
            #expect(two == [P(0, 0), P(10, 20)], "two points give a straight segment, as in d3")
        }
    }

    @Test(arguments: allMethods)
    func duplicatesAndNonFinitePointsDoNotCrash(_ method: InterpolationMethod) {
        let inputs: [[P]] = [
            [P(0, 0), P(0, 10), P(10, 10), P(10, 0), P(20, 5)],  // repeated x
            [P(0, 0), P(0, 0), P(5, 5), P(5, 5), P(5, 5), P(9, 1)],  // repeated points
            [P(4, 4), P(4, 4)],
            [P(0, 0), P(.nan, 3), P(10, .infinity), P(20, 5), P(30, 0)],
            [P(.nan, .nan), P(1, 1)],
        ]
        for input in inputs {
            let finite = input.filter { $0.x.isFinite && $0.y.isFinite }
            let polyline = method.curve(through: input)
            #expect(polyline.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(method) \(input)")
            #expect(Self.containsInOrder(polyline, finite), "\(method) \(input)")
        }
    }

    // MARK: - Linear and cardinal

    @Test func linearReturnsThePoints() {
        for data in [Self.monotoneData, Self.sineSample, Self.irregular] {
            #expect(InterpolationMethod.linear.curve(through: data) == data)
        }
        #expect(InterpolationMethod.linear.curve(through: [P(0, 0), P(1, .nan), P(2, 2)]) == [P(0, 0), P(2, 2)])
    }

    @Test func cardinalWithTensionOneIsLinear() {
        for data in [Self.monotoneData, Self.sineSample, Self.irregular] {
            #expect(InterpolationMethod.cardinal(tension: 1).curve(through: data) == data)
        }
    }

    @Test func cardinalControlPointsMatchD3() {
        let segments = InterpolationMethod.cardinal.cubicSegments(through: [P(0, 0), P(6, 6), P(12, 0)])
        // k = 1/6; the end control points sit on the ends.
        #expect(
            segments == [
                .init(p0: P(0, 0), c1: P(0, 0), c2: P(4, 6), p3: P(6, 6)),
                .init(p0: P(6, 6), c1: P(8, 6), c2: P(12, 0), p3: P(12, 0)),
            ])
        let half = InterpolationMethod.cardinal(tension: 0.5).cubicSegments(through: [P(0, 0), P(6, 6), P(12, 0)])
        #expect(half[0].c2 == P(5, 6) && half[1].c1 == P(7, 6))  // k = 1/12
    }

    // MARK: - Catmull–Rom

    @Test func catmullRomOnEqualChordsIsTheUniformSpline() {
        // All chords have length √2·10, so every alpha gives the same parameterisation as cardinal(0).
        let data = [P(0, 0), P(10, 10), P(20, 0), P(30, 10), P(40, 0)]
        let uniform = InterpolationMethod.cardinal.cubicSegments(through: data)
        for alpha in [0.25, 0.5, 1] {
            let segments = InterpolationMethod.catmullRom(alpha: alpha).cubicSegments(through: data)
            for (s, u) in zip(segments, uniform) {
                #expect(Self.length(s.c1 - u.c1) < 1e-12 && Self.length(s.c2 - u.c2) < 1e-12)
            }
        }
        #expect(InterpolationMethod.catmullRom(alpha: 0).cubicSegments(through: data) == uniform)
    }

    @Test func catmullRomAlphasDifferAndAreSmooth() {
        let data = Self.sineSample
        let curves = [0, 0.5, 1].map { InterpolationMethod.catmullRom(alpha: $0).curve(through: data) }
        let segments = [0, 0.5, 1].map { InterpolationMethod.catmullRom(alpha: $0).cubicSegments(through: data) }
        #expect(segments[0] != segments[1] && segments[1] != segments[2] && segments[0] != segments[2])
        #expect(curves[0] != curves[1] && curves[1] != curves[2])
        for curve in curves {
            #expect(curve.count > data.count)
            #expect(Self.largestTurn(curve) <= 15)
        }
        // The linear polyline through the same points turns by far more.
        #expect(Self.largestTurn(data) > 15)
    }

    @Test func centripetalTangentsAreContinuousAtDataPoints() {
        for alpha in [0.5, 1] {
            let segments = InterpolationMethod.catmullRom(alpha: alpha).cubicSegments(through: Self.irregular)
            for (a, b) in zip(segments, segments.dropFirst()) {
                let incoming = a.p3 - a.c2
                let outgoing = b.c1 - b.p0
                let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
                let scale = (incoming * incoming).sum().squareRoot() * (outgoing * outgoing).sum().squareRoot()
                #expect(abs(cross) <= 1e-9 * scale && (incoming * outgoing).sum() > 0)
            }
        }
    }

    // MARK: - Monotone

    @Test func monotoneControlPointsMatchD3() {
        let segments = InterpolationMethod.monotone.cubicSegments(through: [P(0, 0), P(3, 3), P(6, 0)])
        // Slope 0 at the peak; the ends get (3·secant − 0) / 2 = ±1.5.
        #expect(
            segments == [
                .init(p0: P(0, 0), c1: P(1, 1.5), c2: P(2, 3), p3: P(3, 3)),
                .init(p0: P(3, 3), c1: P(4, 3), c2: P(5, 1.5), p3: P(6, 0)),
            ])
        #expect(InterpolationMethod.steffenSlope(P(0, 0), P(1, 1), P(2, 1.25)) == 2 * 0.25)  // twice the smaller
        #expect(InterpolationMethod.steffenSlope(P(0, 0), P(1, 3), P(2, 4)) == 2)  // the parabola's slope
    }

    @Test func monotoneKeepsMonotoneDataMonotone() {
        let data = Self.monotoneData
        let polyline = InterpolationMethod.monotone.curve(through: data, tolerance: 0.05)
        #expect(polyline.count > data.count)
        #expect(polyline.allSatisfy { $0.y >= 0 && $0.y <= 110 })
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            #expect(b.y >= a.y - 1e-12 && b.x > a.x)
        }
        // The flat run stays exactly flat.
        #expect(polyline.filter { $0.x > 50 && $0.x < 100 }.allSatisfy { $0.y == 20 })
    }

    @Test func splinesOvershootWhereMonotoneDoesNot() {
        for method in [InterpolationMethod.catmullRom, .cardinal, .catmullRom(alpha: 1)] {
            let polyline = method.curve(through: Self.monotoneData, tolerance: 0.05)
            let decreases = zip(polyline, polyline.dropFirst()).contains { $1.y < $0.y - 1e-9 }
            #expect(decreases || polyline.contains { $0.y > 110 || $0.y < 0 }, "\(method)")
        }
    }

    @Test func monotoneNeverOvershootsOnRandomMonotoneSeries() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for trial in 0..<60 {
            let decreasing = trial % 2 == 1
            var x = 0.0
            var y = 0.0
            var data: [P] = []
            for _ in 0..<(3 + trial % 9) {
                data.append(P(x, decreasing ? -y : y))
                x += 1 + 60 * next()
                y += next() < 0.2 ? 0 : 80 * next() * next()
            }
            let polyline = InterpolationMethod.monotone.curve(through: data, tolerance: 0.1)
            let sign = decreasing ? -1.0 : 1.0
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                #expect(sign * (b.y - a.y) >= -1e-9 && b.x >= a.x)
            }
            #expect(Self.containsInOrder(polyline, data))
        }
    }

    @Test func monotoneFlattensAtTurningPoints() {
        let polyline = InterpolationMethod.monotone.curve(through: [P(0, 0), P(30, 60), P(60, 10), P(90, 40)])
        // Each segment stays within its end points' values: no bump past a local extremum.
        for p in polyline {
            if p.x <= 30 { #expect(p.y >= 0 && p.y <= 60) }
            if p.x >= 30 && p.x <= 60 { #expect(p.y >= 10 && p.y <= 60) }
            if p.x >= 60 { #expect(p.y >= 10 && p.y <= 40) }
        }
    }

    // MARK: - Steps

    static let stepData = [P(0, 0), P(10, 5), P(30, -5)]

    @Test func stepStartHoldsEachValueFromItsPoint() {
        #expect(
            InterpolationMethod.stepStart.curve(through: Self.stepData) == [
                P(0, 0), P(10, 0), P(10, 5), P(30, 5), P(30, -5),
            ])
    }

    @Test func stepEndHoldsEachValueUpToItsPoint() {
        #expect(
            InterpolationMethod.stepEnd.curve(through: Self.stepData) == [
                P(0, 0), P(0, 5), P(10, 5), P(10, -5), P(30, -5),
            ])
    }

    @Test func stepCenterChangesValueMidway() {
        #expect(
            InterpolationMethod.stepCenter.curve(through: Self.stepData) == [
                P(0, 0), P(5, 0), P(5, 5), P(10, 5), P(20, 5), P(20, -5), P(30, -5),
            ])
    }

    @Test(arguments: [InterpolationMethod.stepStart, .stepCenter, .stepEnd])
    func stepsAreHorizontalAndVertical(_ method: InterpolationMethod) {
        for data in [Self.sineSample, Self.irregular, [P(0, 3), P(5, 3), P(5, 3), P(9, 3)]] {
            let polyline = method.curve(through: data)
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                #expect(a != b, "no zero-length segments")
                #expect(a.x == b.x || a.y == b.y, "\(method)")
            }
        }
        let level = method.curve(through: [P(0, 3), P(5, 3), P(9, 3)])
        #expect(level.allSatisfy { $0.y == 3 } && level.first == P(0, 3) && level.last == P(9, 3))
        if method != .stepCenter {
            #expect(level == [P(0, 3), P(5, 3), P(9, 3)])
        }
    }

    // MARK: - Flattening

    /// The worst distance from the true cubics (200 parameters each) to the polyline.
    static func worstDeviation(_ method: InterpolationMethod, _ data: [P], tolerance: Double) -> Double {
        let polyline = method.curve(through: data, tolerance: tolerance)
        var worst = 0.0
        for segment in method.cubicSegments(through: data) {
            for k in 0...200 {
                worst = max(worst, distance(segment.point(at: Double(k) / 200), toPolyline: polyline))
            }
        }
        return worst
    }

    @Test(arguments: [0.05, 0.25, 1.0])
    func flatteningStaysWithinTolerance(_ tolerance: Double) {
        for method in [InterpolationMethod.monotone, .catmullRom, .catmullRom(alpha: 1), .cardinal(tension: -0.5)] {
            for data in [Self.sineSample, Self.irregular, Self.monotoneData] {
                #expect(Self.worstDeviation(method, data, tolerance: tolerance) <= tolerance + 1e-9, "\(method)")
            }
        }
    }

    @Test func flattenedVerticesLieOnTheCubic() {
        let cubic = InterpolationMethod.Cubic(p0: P(0, 0), c1: P(40, 120), c2: P(90, -60), p3: P(130, 30))
        var polyline = [cubic.p0]
        InterpolationMethod.flatten(cubic, tolerance: 0.25, into: &polyline)
        #expect(polyline.last == cubic.p3)
        #expect(polyline.count > 8)
        // Halving puts vertex j of 2^d pieces at t = j / 2^d, so every vertex is a curve point at a dyadic t.
        for p in polyline {
            let nearest = (0...1024).map { cubic.point(at: Double($0) / 1024) }
                .map { (($0 - p) * ($0 - p)).sum().squareRoot() }.min()!
            #expect(nearest < 1e-9)
        }
        var worst = 0.0
        for k in 0...200 {
            worst = max(worst, Self.distance(cubic.point(at: Double(k) / 200), toPolyline: polyline))
        }
        #expect(worst <= 0.25 + 1e-9)
    }

    @Test func flatteningIsCappedAt64PiecesPerSegment() {
        let cubic = InterpolationMethod.Cubic(p0: P(0, 0), c1: P(0, 1e6), c2: P(1e6, 1e6), p3: P(1e6, 0))
        for tolerance in [1e-9, 0, -1, .nan] {
            var polyline = [cubic.p0]
            InterpolationMethod.flatten(cubic, tolerance: tolerance, into: &polyline)
            #expect(polyline.count == 65)
            #expect(polyline.last == cubic.p3)
        }
        var straight = [P(0, 0)]
        InterpolationMethod.flatten(.line(P(0, 0), P(100, 50)), tolerance: 0.25, into: &straight)
        #expect(straight == [P(0, 0), P(100, 50)])
    }

    @Test func finerToleranceGivesMorePoints() {
        let coarse = InterpolationMethod.catmullRom.curve(through: Self.sineSample, tolerance: 2)
        let fine = InterpolationMethod.catmullRom.curve(through: Self.sineSample, tolerance: 0.01)
        #expect(fine.count > coarse.count)
        #expect(fine.count <= 1 + 64 * (Self.sineSample.count - 1))
    }
}
