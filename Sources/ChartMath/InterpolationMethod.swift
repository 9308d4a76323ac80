/// The ways in which line and area marks interpolate their data: Swift Charts' `InterpolationMethod`.
///
/// Each method turns the marks' points, already in pixel space, into the polyline that is drawn
/// (`curve(through:tolerance:)`). The curves follow d3-shape, whose math Swift Charts matches:
///
/// | method | d3-shape | shape between points `pᵢ` and `pᵢ₊₁` |
/// |---|---|---|
/// | `linear` | `curveLinear` | the straight segment |
/// | `monotone` | `curveMonotoneX` | a cubic in x with Steffen's limited slopes: no overshoot |
/// | `catmullRom(alpha:)` | `curveCatmullRom.alpha` | a Catmull–Rom cubic (Barry–Goldman form) |
/// | `cardinal(tension:)` | `curveCardinal.tension` | a cardinal cubic |
/// | `stepStart` | `curveStepAfter` | horizontal at `yᵢ` to `xᵢ₊₁`, then vertical |
/// | `stepCenter` | `curveStep` | horizontal to the mid x, vertical, horizontal at `yᵢ₊₁` |
/// | `stepEnd` | `curveStepBefore` | vertical at `xᵢ` to `yᵢ₊₁`, then horizontal |
///
/// The cubic methods draw a straight segment when there are only two points, and use a one-sided
/// difference at the first and last point, exactly as d3 does.
public struct InterpolationMethod: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Which method, with its parameter.
    enum Kind: Sendable, Equatable, Hashable {
        case linear
        case monotone
        case catmullRom(alpha: Double)
        case cardinal(tension: Double)
        case stepStart
        case stepCenter
        case stepEnd
    }

    /// Which method this is.
    let kind: Kind

    /// Straight segments between consecutive points (Swift Charts' default; d3 `curveLinear`).
    public static let linear = InterpolationMethod(kind: .linear)

    /// A cubic spline, monotone in x, that keeps monotone data monotone and never overshoots a data point's
    /// value between points (d3 `curveMonotoneX`: Hermite cubics whose slopes are limited as in Steffen 1990).
    ///
    /// Where the data change direction the curve is flat at the turning point. Meant for points whose x
    /// increases (or decreases) along the series; equal x values give a vertical segment.
    public static let monotone = InterpolationMethod(kind: .monotone)

    /// The centripetal Catmull–Rom spline, alpha 0.5 (d3 `curveCatmullRom`'s default).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: 0.5))

    /// A Catmull–Rom spline with the given alpha: 0 gives the uniform spline, 0.5 the centripetal one
    /// (no cusps or self-intersections within a segment), 1 the chordal one (d3 `curveCatmullRom.alpha`).
    ///
    /// - Parameter alpha: clamped to 0…1; a NaN gives 0.5.
    public static func catmullRom(alpha: Double) -> InterpolationMethod {
        let clamped = alpha.isNaN ? 0.5 : min(max(alpha, 0), 1)
        return InterpolationMethod(kind: .catmullRom(alpha: clamped))
    }

    /// The cardinal spline with tension 0, which is the uniform Catmull–Rom spline (d3 `curveCardinal`).
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))

    /// A cardinal spline with the given tension (d3 `curveCardinal.tension`): the tangent at each point is
    /// `(1 − tension) / 2` times the difference of its neighbours. Tension 0 is the uniform Catmull–Rom spline;
    /// tension 1 draws straight segments.
    ///
    /// - Parameter tension: any finite value (d3 does not clamp it); a non-finite value gives 0.
    public static func cardinal(tension: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .cardinal(tension: tension.isFinite ? tension : 0))
    }

    /// A step function with each data point at the START of its step (d3 `curveStepAfter`): the value of
    /// `pᵢ` holds horizontally from `xᵢ` to `xᵢ₊₁`, and the curve rises or falls vertically at `xᵢ₊₁`.
    /// The corner between `pᵢ` and `pᵢ₊₁` is at `(xᵢ₊₁, yᵢ)`.
    public static let stepStart = InterpolationMethod(kind: .stepStart)

    /// A step function with each data point at the CENTRE of its step (d3 `curveStep`): the curve changes
    /// value at the x midway between consecutive points. The corners between `pᵢ` and `pᵢ₊₁` are at
    /// `(m, yᵢ)` and `(m, yᵢ₊₁)` with `m = (xᵢ + xᵢ₊₁) / 2`; the first and last steps are half-width.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)

    /// A step function with each data point at the END of its step (d3 `curveStepBefore`): the curve rises
    /// or falls vertically at `xᵢ`, and the value of `pᵢ₊₁` holds horizontally from `xᵢ` to `xᵢ₊₁`.
    /// The corner between `pᵢ` and `pᵢ₊₁` is at `(xᵢ, yᵢ₊₁)`.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)

    /// The method's Swift spelling, such as `catmullRom(alpha: 0.5)`.
    public var description: String {
        switch kind {
        case .linear: return "linear"
        case .monotone: return "monotone"
        case .catmullRom(let alpha): return "catmullRom(alpha: \(alpha))"
        case .cardinal(let tension): return "cardinal(tension: \(tension))"
        case .stepStart: return "stepStart"
        case .stepCenter: return "stepCenter"
        case .stepEnd: return "stepEnd"
        }
    }

    /// The polyline that draws this interpolation through `points`.
    ///
    /// - Parameters:
    ///   - points: the series in pixel space, in drawing order. For `monotone` and the step methods the
    ///     steps and the monotone cubic are taken along x, so x should increase (or decrease); the other
    ///     methods take any order. Non-finite points are skipped (callers split series at gaps first).
    ///   - tolerance: in pixels. Each cubic segment is flattened by adaptive subdivision until every point
    ///     of its polyline is within `tolerance` of the true cubic and every point of the cubic is within
    ///     `tolerance` of its polyline, but into at most 64 pieces per segment (a NaN or non-positive
    ///     tolerance gives 64). Default 0.25.
    /// - Returns: a polyline that contains every finite input point exactly, in order (all vertices lie on
    ///   the true curve). `linear` returns the finite points themselves; step methods return only horizontal
    ///   and vertical segments. Fewer than 2 points are returned unchanged.
    public func curve(through points: [SIMD2<Double>], tolerance: Double = 0.25) -> [SIMD2<Double>] {
        guard points.count >= 2 else { return points }
        let finite = points.allSatisfy(Self.isFinite) ? points : points.filter(Self.isFinite)
        guard finite.count >= 2 else { return finite }
        switch kind {
        case .linear:
            return finite
        case .stepStart:
            return Self.steps(through: finite, at: .start)
        case .stepCenter:
            return Self.steps(through: finite, at: .center)
        case .stepEnd:
            return Self.steps(through: finite, at: .end)
        case .monotone, .catmullRom, .cardinal:
            var polyline = [finite[0]]
            polyline.reserveCapacity(finite.count * 4)
            for segment in cubicSegments(through: finite) {
                Self.flatten(segment, tolerance: tolerance, into: &polyline)
            }
            return polyline
        }
    }

    /// Whether both coordinates are finite.
    static func isFinite(_ p: SIMD2<Double>) -> Bool { p.x.isFinite && p.y.isFinite }
}
