import ChartMath
import ChartScene
import ChartText

/// The plot area in device pixels (y down).
struct PlotRect {
    var x0: Float
    var y0: Float
    var x1: Float
    var y1: Float

    var lo: SIMD2<Double> { SIMD2(Double(x0), Double(y0)) }
    var hi: SIMD2<Double> { SIMD2(Double(x1), Double(y1)) }

    /// The corners clockwise on screen from the top-left, at z = 0.
    var corners: [Vec3] {
        [Vec3(x0, y0, 0), Vec3(x1, y0, 0), Vec3(x1, y1, 0), Vec3(x0, y1, 0)]
    }
}

/// The intersection of two intervals, or nil when they do not overlap.
func clamp(_ a: ClosedRange<Double>, to b: ClosedRange<Double>) -> ClosedRange<Double>? {
    let lo = max(a.lowerBound, b.lowerBound)
    let hi = min(a.upperBound, b.upperBound)
    return lo <= hi ? lo...hi : nil
}

/// The domain, or a typed error when it cannot be drawn.
func validated(_ axis: String, _ d: ClosedRange<Double>) throws -> ClosedRange<Double> {
    guard d.lowerBound.isFinite, d.upperBound.isFinite, d.upperBound > d.lowerBound else {
        throw ChartError.invalidDomain(axis: axis, lower: d.lowerBound, upper: d.upperBound)
    }
    return d
}

/// Pixel size for a frame in points at a scale, validated against the renderer's limits.
func pixelSize(_ frame: (width: Double, height: Double), scale: Double) throws -> (Int, Int) {
    let w = (frame.width * scale).rounded()
    let h = (frame.height * scale).rounded()
    guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
        throw ChartError.invalidSize(width: frame.width, height: frame.height, scale: scale)
    }
    return (Int(w), Int(h))
}
