/// Clipping of polylines to an axis-aligned rectangle.
public enum Clipping {
    /// The parts of the polyline inside the rectangle `lo…hi` (Liang–Barsky on each segment);
    /// consecutive visible segments are joined into one polyline.
    public static func clip(polyline points: [SIMD2<Double>], lo: SIMD2<Double>, hi: SIMD2<Double>) -> [[SIMD2<Double>]]
    {
        var result: [[SIMD2<Double>]] = []
        var current: [SIMD2<Double>] = []
        if points.count == 1 {
            let p = points[0]
            return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y ? [[p]] : []
        }
        for i in 1..<max(points.count, 1) {
            guard let (a, b) = clipSegment(points[i - 1], points[i], lo: lo, hi: hi) else {
                if current.count >= 2 { result.append(current) }
                current = []
                continue
            }
            if let last = current.last, last == a {
                current.append(b)
            } else {
                if current.count >= 2 { result.append(current) }
                current = [a, b]
            }
        }
        if current.count >= 2 { result.append(current) }
        return result
    }

    /// The part of segment `p0`–`p1` inside the rectangle, or nil when none is.
    public static func clipSegment(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, lo: SIMD2<Double>, hi: SIMD2<Double>)
        -> (SIMD2<Double>, SIMD2<Double>)?
    {
        let d = p1 - p0
        var t0 = 0.0
        var t1 = 1.0
        let checks: [(Double, Double)] = [
            (-d.x, p0.x - lo.x), (d.x, hi.x - p0.x), (-d.y, p0.y - lo.y), (d.y, hi.y - p0.y),
        ]
        for (p, q) in checks {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 {
                    if r > t1 { return nil }
                    t0 = max(t0, r)
                } else {
                    if r < t0 { return nil }
                    t1 = min(t1, r)
                }
            }
        }
        let a = t0 == 0 ? p0 : p0 + d * t0
        let b = t1 == 1 ? p1 : p0 + d * t1
        return (a, b)
    }
}
