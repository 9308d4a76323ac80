import ChartMath
import ChartScene

/// Sampling at the output size for built-in recipes (the vectorized plots): functions and
/// parametric curves through ``CurveSampler`` in pixel space, data runs through the interpolation
/// methods and M4.
extension MarkContext2D {
    /// `value` over `domain` (clamped to the x axis; nil: the whole axis) as pixel polylines,
    /// evenly along the axis at first (about 4 pixels apart), refined until each chord is within
    /// half a pixel; a NaN or a jump breaks the line.
    func sampledFunction(
        domain: ClosedRange<Double>?, _ value: @escaping @Sendable (Double) -> Double
    ) -> [[SIMD2<Double>]] {
        let full = x.lower...x.upper
        guard let d = domain.map({ clamp($0, to: full) }) ?? full else { return [] }
        let t0 = x.scale.normalized(d.lowerBound)
        let t1 = x.scale.normalized(d.upperBound)
        guard t0.isFinite, t1.isFinite else { return [] }
        let span = abs(x.pixel(d.upperBound) - x.pixel(d.lowerBound))
        let xAxis = x
        let yAxis = y
        let pieces = CurveSampler().sampleInParallel(min(t0, t1)...max(t0, t1), initialIntervals: Int(span / 4) + 1) {
            t in
            let xv = xAxis.scale.value(atNormalized: t)
            return SIMD2(xAxis.pixelStart + t * (xAxis.pixelEnd - xAxis.pixelStart), yAxis.pixel(value(xv)))
        }
        return pieces.map { $0.map(\.point) }
    }

    /// The curve (x, y) = f(t) over `domain` as pixel polylines: initial intervals about 4 pixels
    /// of arc apart (at least 256), so a long curve — many turns of a spiral — starts finer and is
    /// sampled on all cores; a curve that ends where it starts closes exactly, without a seam.
    func sampledCurve(
        _ domain: ClosedRange<Double>, _ f: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) -> [[SIMD2<Double>]] {
        let (xAxis, yAxis) = (x, y)
        let curve: @Sendable (Double) -> SIMD2<Double> = { t in
            let p = f(t)
            return SIMD2(xAxis.pixel(p.x), yAxis.pixel(p.y))
        }
        var length = 0.0
        var previous = curve(domain.lowerBound)
        for i in 1...1024 {
            let p = curve(domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / 1024)
            let d = p - previous
            if d.x.isFinite, d.y.isFinite { length += (d * d).sum().squareRoot() }
            previous = p
        }
        let intervals = max(256, min(100_000, Int(length / 4)))
        var pieces = CurveSampler().sampleInParallel(domain, initialIntervals: intervals, curve).map {
            $0.map(\.point)
        }
        if pieces.count == 1, let first = pieces[0].first, let last = pieces[0].last,
            ((first - last) * (first - last)).sum() < 0.25
        {
            pieces[0][pieces[0].count - 1] = first
        }
        return pieces
    }

    /// Pixel points split at undefined ones, each run interpolated by `method` (linear runs
    /// reduced per column, M4). Undefined points count as skipped values unless `counting` is
    /// false (an area's lower edge, whose points are the upper edge's).
    func curves(_ points: [SIMD2<Double>], _ method: InterpolationMethod, counting: Bool = true) -> [[SIMD2<Double>]] {
        MarkLowering.curves(points, method, log: log, counting: counting)
    }

    /// Element indices grouped by series name, in order of first appearance (one unnamed group
    /// without series).
    static func groups(count: Int, _ series: [String]?) -> [(String?, [Int])] {
        guard let series else { return [(nil, Array(0..<count))] }
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for i in 0..<count {
            if members[series[i]] == nil { order.append(series[i]) }
            members[series[i], default: []].append(i)
        }
        return order.map { ($0, members[$0]!) }
    }
}
