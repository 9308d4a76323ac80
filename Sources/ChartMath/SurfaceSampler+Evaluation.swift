extension SurfaceSampler {
    /// One grid vertex: the function's value and its unit-space slopes.
    struct GridSample: Sendable, Equatable {
        /// f(x, z) in data space (NaN, ±∞ as returned).
        var value: Double
        /// ∂y/∂x in unit space; NaN where not finite (or where the value is not).
        var slopeX: Double
        /// ∂y/∂z in unit space; NaN where not finite (or where the value is not).
        var slopeZ: Double
        /// Function calls made for this vertex.
        var evaluations: Int
    }

    /// Evaluates f and its partial derivatives at every crossing of `xs` (columns) and `zs` (rows),
    /// rows in parallel; row-major, `row * xs.count + column`.
    ///
    /// Derivatives are central differences with h = 1e-4 × the domain's span, one-sided on the
    /// domain's edges, and one-sided towards the finite side where the other side is not finite.
    func evaluateGrid(xs: [Double], zs: [Double], _ f: @escaping @Sendable (Double, Double) -> Double)
        -> [GridSample]
    {
        let hx = 1e-4 * (x.domain.upperBound - x.domain.lowerBound)
        let hz = 1e-4 * (z.domain.upperBound - z.domain.lowerBound)
        // Data slope → unit slope: Δy_u/Δx_u = (Δy · scale_y) / (Δx · scale_x).
        let kx = y.scale / x.scale
        let kz = y.scale / z.scale
        let empty = GridSample(value: .nan, slopeX: .nan, slopeZ: .nan, evaluations: 0)
        return table(rows: zs.count, columns: xs.count, filler: empty) { r, out in
            let zr = zs[r]
            let zEdge = Self.edge(r, count: zs.count)
            for c in 0..<xs.count {
                let xc = xs[c]
                let v = f(xc, zr)
                var calls = 1
                var sample = GridSample(value: v, slopeX: .nan, slopeZ: .nan, evaluations: 0)
                if v.isFinite {
                    let xEdge = Self.edge(c, count: xs.count)
                    let dx = Self.slope(at: xc, value: v, h: hx, edge: xEdge, calls: &calls) { f($0, zr) }
                    let dz = Self.slope(at: zr, value: v, h: hz, edge: zEdge, calls: &calls) { f(xc, $0) }
                    sample.slopeX = Self.finiteOrNaN(dx * kx)
                    sample.slopeZ = Self.finiteOrNaN(dz * kz)
                }
                sample.evaluations = calls
                out[c] = sample
            }
        }
    }

    /// −1 on the first line, 1 on the last, 0 inside.
    private static func edge(_ i: Int, count: Int) -> Int {
        i == 0 ? -1 : (i == count - 1 ? 1 : 0)
    }

    static func finiteOrNaN(_ v: Double) -> Double { v.isFinite ? v : .nan }

    /// The finite-difference derivative of `g` at `t`, where g(t) = `value`; its calls are added to
    /// `calls`. Central inside (one-sided towards the finite side when the other is not finite),
    /// forward on the first line (`edge` −1), backward on the last (`edge` 1).
    private static func slope(
        at t: Double, value: Double, h: Double, edge: Int, calls: inout Int, _ g: (Double) -> Double
    ) -> Double {
        if edge < 0 {
            calls += 1
            return (g(t + h) - value) / h
        }
        if edge > 0 {
            calls += 1
            return (value - g(t - h)) / h
        }
        calls += 2
        let (plus, minus) = (g(t + h), g(t - h))
        let central = (plus - minus) / (2 * h)
        if central.isFinite { return central }
        let forward = (plus - value) / h
        return forward.isFinite ? forward : (value - minus) / h
    }
}
