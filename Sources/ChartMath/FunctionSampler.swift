/// Adaptive sampling of y = f(x) for drawing at a known resolution: a ``CurveSampler`` over x,
/// with distances measured in pixels through the given scale factors.
///
/// The result is a list of pieces (polylines in data space) with the gap, clipping and jump rules of
/// ``CurveSampler``. The drawn polyline stays within `tolerance` pixels of the curve.
public struct FunctionSampler: Sendable {
    /// Pixels per unit of x (> 0).
    public var pixelsPerX: Double
    /// Pixels per unit of y (> 0).
    public var pixelsPerY: Double
    /// Allowed distance between the polyline and the curve, in pixels.
    public var tolerance: Double = 0.5
    /// Width of the initial intervals in pixels.
    public var initialSpacing: Double = 4
    /// Hard cap on function evaluations (the work limit documented on `LinePlot`).
    public var maxEvaluations: Int = 200_000

    public init(pixelsPerX: Double, pixelsPerY: Double) {
        self.pixelsPerX = pixelsPerX
        self.pixelsPerY = pixelsPerY
    }

    /// The pieces of the curve over `domain`, each a polyline of finite (x, y) points.
    public func sample(_ domain: ClosedRange<Double>, _ f: @escaping (Double) -> Double) -> [[SIMD2<Double>]] {
        let width = (domain.upperBound - domain.lowerBound) * pixelsPerX
        guard width.isFinite, width >= 0 else { return [] }
        var sampler = CurveSampler()
        sampler.tolerance = tolerance
        sampler.maxEvaluations = maxEvaluations
        let sx = pixelsPerX
        let sy = pixelsPerY
        let pieces = sampler.sample(domain, initialIntervals: Int((width / initialSpacing).rounded(.up))) { x in
            SIMD2(x * sx, f(x) * sy)
        }
        return pieces.map { piece in piece.map { SIMD2($0.t, $0.point.y / sy) } }
    }
}
