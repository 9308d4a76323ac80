/// Exact orientation and in-circle tests for points with `Double` coordinates (Shewchuk's
/// adaptive predicates, in two stages): the determinant is first computed in floating point with
/// a forward error bound; only when its magnitude is below the bound is it evaluated exactly, as
/// a sum of error-free products (`twoProduct` through a fused multiply-add) accumulated in a
/// floating-point expansion, whose largest component has the sign of the exact value.
///
/// ```swift
/// GeometricPredicates.orientation(SIMD2(0, 0), SIMD2(1, 0), SIMD2(0, 1))  // 1: counter-clockwise
/// GeometricPredicates.inCircle(SIMD2(0, 0), SIMD2(1, 0), SIMD2(1, 1), SIMD2(0, 1))  // 0: cocircular
/// ```
public enum GeometricPredicates {
    private static let epsilon = Double.ulpOfOne / 2
    private static let orientationBound = (3 + 16 * epsilon) * epsilon
    private static let inCircleBound = (10 + 96 * epsilon) * epsilon

    /// The sign of the orientation of `a`, `b`, `c`: 1 when they turn counter-clockwise (x right,
    /// y up), −1 clockwise, 0 exactly collinear.
    public static func orientation(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Int {
        let left = (a.x - c.x) * (b.y - c.y)
        let right = (a.y - c.y) * (b.x - c.x)
        let det = left - right
        let bound = orientationBound * (abs(left) + abs(right))
        if det > bound { return 1 }
        if -det > bound { return -1 }
        return Expansion.sign(orientationExpansion(a, b, c))
    }

    /// The sign of the in-circle test: 1 when `d` lies strictly inside the circle through `a`,
    /// `b`, `c` (given counter-clockwise), −1 outside, 0 exactly on it.
    public static func inCircle(
        _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>
    ) -> Int {
        let adx = a.x - d.x
        let ady = a.y - d.y
        let bdx = b.x - d.x
        let bdy = b.y - d.y
        let cdx = c.x - d.x
        let cdy = c.y - d.y
        let bc = bdx * cdy
        let cb = cdx * bdy
        let ca = cdx * ady
        let ac = adx * cdy
        let ab = adx * bdy
        let ba = bdx * ady
        let aLift = adx * adx + ady * ady
        let bLift = bdx * bdx + bdy * bdy
        let cLift = cdx * cdx + cdy * cdy
        let det = aLift * (bc - cb) + bLift * (ca - ac) + cLift * (ab - ba)
        let permanent =
            (abs(bc) + abs(cb)) * aLift + (abs(ca) + abs(ac)) * bLift + (abs(ab) + abs(ba)) * cLift
        let bound = inCircleBound * permanent
        if det > bound { return 1 }
        if -det > bound { return -1 }
        return exactInCircle(a, b, c, d)
    }

    /// The orientation determinant bx·cy − bx·ay − ax·cy − by·cx + by·ax + ay·cx, exactly.
    private static func orientationExpansion(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>)
        -> [Double]
    {
        var sum: [Double] = []
        for (u, v) in [(b.x, c.y), (-b.x, a.y), (-a.x, c.y), (-b.y, c.x), (b.y, a.x), (a.y, c.x)] {
            let (hi, lo) = Expansion.twoProduct(u, v)
            sum = Expansion.grow(Expansion.grow(sum, lo), hi)
        }
        return sum
    }

    /// The 4 × 4 lifted determinant expanded along the lifted column:
    /// |a|²·O(b, c, d) − |b|²·O(a, c, d) + |c|²·O(a, b, d) − |d|²·O(a, b, c).
    private static func exactInCircle(
        _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>
    ) -> Int {
        func lift(_ p: SIMD2<Double>) -> [Double] {
            let (xh, xl) = Expansion.twoProduct(p.x, p.x)
            let (yh, yl) = Expansion.twoProduct(p.y, p.y)
            return Expansion.sum(Expansion.grow([xl], xh), Expansion.grow([yl], yh))
        }
        let terms: [([Double], [Double], Double)] = [
            (lift(a), orientationExpansion(b, c, d), 1), (lift(b), orientationExpansion(a, c, d), -1),
            (lift(c), orientationExpansion(a, b, d), 1), (lift(d), orientationExpansion(a, b, c), -1),
        ]
        var total: [Double] = []
        for (l, o, s) in terms {
            for component in l { total = Expansion.sum(total, Expansion.scale(o, by: s * component)) }
        }
        return Expansion.sign(total)
    }
}

/// Floating-point expansions (Shewchuk): a sum of non-overlapping `Double`s in increasing
/// magnitude that represents a real number exactly.
enum Expansion {
    /// a + b = hi + lo exactly.
    @inline(__always) static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let x = a + b
        let bVirtual = x - a
        let aVirtual = x - bVirtual
        return (x, (a - aVirtual) + (b - bVirtual))
    }

    /// a · b = hi + lo exactly (barring overflow and underflow).
    @inline(__always) static func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
        let x = a * b
        return (x, (-x).addingProduct(a, b))
    }

    /// e + b (Grow-Expansion), zero components dropped.
    static func grow(_ e: [Double], _ b: Double) -> [Double] {
        var q = b
        var result: [Double] = []
        result.reserveCapacity(e.count + 1)
        for component in e {
            let (hi, lo) = twoSum(q, component)
            if lo != 0 { result.append(lo) }
            q = hi
        }
        if q != 0 || result.isEmpty { result.append(q) }
        return result
    }

    /// e + f.
    static func sum(_ e: [Double], _ f: [Double]) -> [Double] { f.reduce(e) { grow($0, $1) } }

    /// e · b.
    static func scale(_ e: [Double], by b: Double) -> [Double] {
        var result: [Double] = []
        for component in e {
            let (hi, lo) = twoProduct(component, b)
            result = grow(grow(result, lo), hi)
        }
        return result
    }

    /// The sign of the expansion's value: that of its largest (last non-zero) component.
    static func sign(_ e: [Double]) -> Int {
        guard let top = e.last(where: { $0 != 0 }) else { return 0 }
        return top > 0 ? 1 : -1
    }
}
