/// Contour lines of a function sampled on a grid of nodes, in the function's own coordinates.
extension MarchingSquares {
    /// The lines of `function(x, z) = level` through the nodes `xs` × `zs`, each point in (x, z)
    /// data coordinates. `values` holds the function at the nodes, row-major with rows along z
    /// (`values[r * xs.count + c] = function(xs[c], zs[r])`), so that several levels share one
    /// sampling. Marching squares finds the grid edges the level crosses
    /// (``lines(rows:columns:values:level:)``); each crossing is then moved along its edge by the
    /// Illinois method until `function` is within `tolerance` of the level (at most 40 steps), so
    /// a smooth function's points lie on its level set, not only on the linear interpolant's. A
    /// function linear along the grid lines (a bilinear grid surface) is met at the first step.
    /// The nodes may run in either direction along each axis; at least 2 × 2 are needed.
    public static func lines(
        of function: (Double, Double) -> Double, x xs: [Double], z zs: [Double], values: [Double], level: Double,
        tolerance: Double = 1e-9
    ) -> [[SIMD2<Double>]] {
        let (columns, rows) = (xs.count, zs.count)
        let found = lines(rows: rows, columns: columns, values: values, level: level)
        return found.map { line in
            line.points.map { p in
                let r0 = p.y.rounded(.down)
                if p.y == r0 {
                    // On a row: x varies between columns c and c + 1.
                    let r = Int(r0)
                    let c = min(Int(p.x.rounded(.down)), columns - 2)
                    let t = refined(t: p.x - Double(c), level: level, tolerance: tolerance) { t in
                        function(xs[c] + t * (xs[c + 1] - xs[c]), zs[r])
                    }
                    return SIMD2(xs[c] + t * (xs[c + 1] - xs[c]), zs[r])
                }
                // On a column: z varies between rows r and r + 1.
                let c = Int(p.x)
                let r = min(Int(r0), rows - 2)
                let t = refined(t: p.y - Double(r), level: level, tolerance: tolerance) { t in
                    function(xs[c], zs[r] + t * (zs[r + 1] - zs[r]))
                }
                return SIMD2(xs[c], zs[r] + t * (zs[r + 1] - zs[r]))
            }
        }
    }

    /// The root of `g(t) = level` on 0…1 nearest the linear estimate `t`, by the Illinois method
    /// (regula falsi that halves the stale end's weight) from the edge's ends; `t` itself where `g`
    /// is not finite along the edge or the ends do not bracket the level.
    package static func refined(t: Double, level: Double, tolerance: Double, _ g: (Double) -> Double) -> Double {
        var (a, b) = (0.0, 1.0)
        var (fa, fb) = (g(a) - level, g(b) - level)
        guard fa.isFinite, fb.isFinite, (fa < 0) != (fb < 0) else { return t }
        var x = t
        var fx = g(x) - level
        guard fx.isFinite else { return t }
        var side = 0
        for _ in 0..<40 where abs(fx) > tolerance {
            if (fx < 0) == (fa < 0) {
                (a, fa) = (x, fx)
                if side == -1 { fb /= 2 }
                side = -1
            } else {
                (b, fb) = (x, fx)
                if side == 1 { fa /= 2 }
                side = 1
            }
            x = (a * fb - b * fa) / (fb - fa)
            fx = g(x) - level
            guard fx.isFinite else { return t }
        }
        return x
    }
}
