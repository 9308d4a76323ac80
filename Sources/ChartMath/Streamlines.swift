/// Runge–Kutta integration of an autonomous planar field dp/dt = f(p).
public enum RungeKutta {
    /// One classical fourth-order step of length `h` from `p`; nil where `f` is undefined (nil) at
    /// one of the four stages.
    @inlinable
    public static func step(
        _ p: SIMD2<Double>, h: Double, _ f: (SIMD2<Double>) -> SIMD2<Double>?
    ) -> SIMD2<Double>? {
        guard let k1 = f(p), let k2 = f(p + 0.5 * h * k1), let k3 = f(p + 0.5 * h * k2), let k4 = f(p + h * k3)
        else { return nil }
        return p + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    }
}

/// A vector field on a rectilinear grid (increasing, not necessarily even coordinates), bilinearly
/// interpolated between its nodes.
public struct GridVectorField: Sendable {
    /// The nodes' x coordinates, increasing.
    public let xs: [Double]
    /// The nodes' y coordinates, increasing.
    public let ys: [Double]
    /// The x components, row-major: `u[r * xs.count + c]` at (`xs[c]`, `ys[r]`).
    public let u: [Double]
    /// The y components, laid out as `u`.
    public let v: [Double]

    /// The field of `u` and `v` (row-major, `xs.count × ys.count` each) at the nodes.
    public init(xs: [Double], ys: [Double], u: [Double], v: [Double]) {
        (self.xs, self.ys, self.u, self.v) = (xs, ys, u, v)
    }

    /// The interpolated vector at (x, y); nil outside the grid or in a cell with a missing (NaN) corner.
    public func callAsFunction(_ x: Double, _ y: Double) -> SIMD2<Double>? {
        guard let (c, tx) = Self.cell(xs, x), let (r, ty) = Self.cell(ys, y) else { return nil }
        let n = xs.count
        let i = [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1]
        let w = [(1 - tx) * (1 - ty), tx * (1 - ty), (1 - tx) * ty, tx * ty]
        var out = SIMD2<Double>(0, 0)
        for k in 0..<4 {
            let value = SIMD2(u[i[k]], v[i[k]])
            guard value.x.isFinite, value.y.isFinite else { return nil }
            out += w[k] * value
        }
        return out
    }

    /// The cell holding `t` (its lower node) and the fraction across it, or nil outside.
    static func cell(_ nodes: [Double], _ t: Double) -> (Int, Double)? {
        guard nodes.count >= 2, let first = nodes.first, let last = nodes.last, t >= first, t <= last else {
            return nil
        }
        var (lo, hi) = (0, nodes.count - 1)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if nodes[mid] <= t { lo = mid } else { hi = mid }
        }
        let span = nodes[lo + 1] - nodes[lo]
        return (lo, span > 0 ? (t - nodes[lo]) / span : 0)
    }
}

/// Evenly spaced streamlines (Jobard & Lefer, "Creating evenly-spaced streamlines of arbitrary
/// density", 1997) of a planar field in a space where distance is Euclidean (a plot's pixels).
///
/// Lines are traced both ways from each seed with fourth-order Runge–Kutta steps of the field's
/// direction (unit speed, so a step is an arc length). A line stops at the rectangle's edge (its
/// last point on the edge), where the field is undefined or vanishes (below 10⁻⁶ of the largest
/// speed sampled), where a step crosses a critical point (the first and last stage directions
/// disagree), and where it comes nearer than `separation × testRatio` to another line or to an
/// earlier part of itself. New seeds lie `separation` to either side of every accepted line's points,
/// and are kept only where no line is nearer than `separation`; a lattice of seeds `separation`
/// apart then fills regions the lines never reached. Lines shorter than `separation` are dropped.
public struct EvenlySpacedStreamlines {
    /// The lines, each running in the field's direction.
    public internal(set) var lines: [[SIMD2<Double>]] = []

    let lo: SIMD2<Double>
    let hi: SIMD2<Double>
    let separation: Double
    let test: Double
    let step: Double
    let field: (SIMD2<Double>) -> SIMD2<Double>?
    var minimumSpeed = 0.0
    var grid: ProximityGrid

    /// The streamlines of `field` inside `lo…hi`, seeds `separation` apart, lines ending nearer than
    /// `separation × testRatio` to another; steps of `step` (default `separation / 16`, at least 0.25).
    public init(
        lo: SIMD2<Double>, hi: SIMD2<Double>, separation: Double, testRatio: Double = 0.5, step: Double? = nil,
        maximumLines: Int = 10_000, field: @escaping (SIMD2<Double>) -> SIMD2<Double>?
    ) {
        self.lo = lo
        self.hi = hi
        self.separation = separation
        test = separation * min(max(testRatio, 0.01), 1)
        self.step = step ?? max(separation / 16, 0.25)
        self.field = field
        grid = ProximityGrid(lo: lo, hi: hi, cell: test)
        guard separation > 0, separation.isFinite, (hi - lo).min() > 0 else { return }
        minimumSpeed = 1e-6 * maximumSpeed()
        place(maximumLines: maximumLines)
    }

    /// The largest speed on a 33 × 33 lattice over the rectangle.
    private func maximumSpeed() -> Double {
        var top = 0.0
        for i in 0...32 {
            for j in 0...32 {
                let p = lo + (hi - lo) * SIMD2(Double(i), Double(j)) / 32
                if let f = field(p), f.x.isFinite, f.y.isFinite { top = max(top, (f * f).sum().squareRoot()) }
            }
        }
        return top
    }

    /// The unit direction of the field at `p`, or nil where it is undefined, vanishes or `p` is outside.
    func direction(_ p: SIMD2<Double>) -> SIMD2<Double>? {
        guard let f = field(p), f.x.isFinite, f.y.isFinite else { return nil }
        let speed = (f * f).sum().squareRoot()
        return speed > minimumSpeed && speed > 0 ? f / speed : nil
    }

    func inside(_ p: SIMD2<Double>) -> Bool { p.x >= lo.x && p.y >= lo.y && p.x <= hi.x && p.y <= hi.y }

    private mutating func place(maximumLines: Int) {
        let centre = (lo + hi) / 2
        var lattice = [centre]
        let columns = Int(((hi.x - lo.x) / separation).rounded(.down)) + 1
        let rows = Int(((hi.y - lo.y) / separation).rounded(.down)) + 1
        for j in 0..<min(rows, 4096) {
            for i in 0..<min(columns, 4096) {
                lattice.append(lo + SIMD2(Double(i) + 0.5, Double(j) + 0.5) * separation)
            }
        }
        var queue: [Int] = []
        for seed in lattice where lines.count < maximumLines {
            guard accepts(seed: seed), let line = trace(from: seed) else { continue }
            queue.append(line)
            while let current = queue.first, lines.count < maximumLines {
                queue.removeFirst()
                for candidate in seeds(beside: lines[current]) where lines.count < maximumLines {
                    if accepts(seed: candidate), let next = trace(from: candidate) { queue.append(next) }
                }
            }
        }
    }

    /// Points `separation` to either side of a line, about every half separation along it.
    private func seeds(beside line: [SIMD2<Double>]) -> [SIMD2<Double>] {
        let stride = max(1, Int(separation / (2 * step)))
        var out: [SIMD2<Double>] = []
        for i in Swift.stride(from: 0, to: line.count, by: stride) {
            let a = line[max(i - 1, 0)]
            let b = line[min(i + 1, line.count - 1)]
            let t = b - a
            let length = (t * t).sum().squareRoot()
            guard length > 0 else { continue }
            let normal = SIMD2(-t.y, t.x) / length * separation
            out += [line[i] + normal, line[i] - normal]
        }
        return out
    }

    func accepts(seed p: SIMD2<Double>) -> Bool {
        inside(p) && direction(p) != nil && !grid.hasPoint(near: p, within: separation, excluding: nil)
    }
}
