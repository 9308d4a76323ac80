extension EvenlySpacedStreamlines {
    /// Traces a line both ways from `seed`; its index in ``lines``, or nil when it came out shorter
    /// than the separation (its points are then forgotten).
    mutating func trace(from seed: SIMD2<Double>) -> Int? {
        let id = lines.count
        var touched: Set<Int> = [grid.insert(seed, line: id, s: 0)]
        let forward = traceOneWay(from: seed, sign: 1, line: id, touched: &touched)
        let backward = traceOneWay(from: seed, sign: -1, line: id, touched: &touched)
        let line = backward.reversed() + [seed] + forward
        var length = 0.0
        for i in line.indices.dropFirst() {
            let d = line[i] - line[i - 1]
            length += (d * d).sum().squareRoot()
        }
        guard length >= separation else {
            grid.remove(line: id, from: touched)
            return nil
        }
        lines.append(line)
        return id
    }

    /// The points of one half of a line, from `seed` with or against the field (`sign` ±1).
    private mutating func traceOneWay(from seed: SIMD2<Double>, sign: Double, line id: Int, touched: inout Set<Int>)
        -> [SIMD2<Double>]
    {
        var out: [SIMD2<Double>] = []
        var p = seed
        var s = 0.0
        let h = step * sign
        let limit = Int(10 * (hi - lo).sum() / step)
        for _ in 0..<limit {
            guard let k1 = direction(p) else { break }
            var q: SIMD2<Double>? = nil
            if let k2 = direction(p + 0.5 * h * k1), let k3 = direction(p + 0.5 * h * k2),
                let k4 = direction(p + h * k3)
            {
                // The step crosses a critical point (a sink, a saddle): the direction turned round.
                guard (k1 * k4).sum() > 0 else { break }
                q = p + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
            }
            let target = q ?? p + h * k1
            var ends = false
            var next = target
            if !inside(target) {
                // The line ends on the rectangle's edge.
                next = edgePoint(from: p, to: target)
                ends = true
            } else if q == nil {
                break
            }
            let d = next - p
            s += (d * d).sum().squareRoot()
            guard s > 0, !grid.hasPoint(near: next, within: test, excluding: (id, sign * s, 3 * test)) else { break }
            out.append(next)
            touched.insert(grid.insert(next, line: id, s: sign * s))
            if ends { break }
            p = next
        }
        return out
    }

    /// Where the segment from `p` (inside) to `q` (outside) leaves the rectangle.
    func edgePoint(from p: SIMD2<Double>, to q: SIMD2<Double>) -> SIMD2<Double> {
        var t = 1.0
        let d = q - p
        for axis in 0..<2 where d[axis] != 0 {
            if q[axis] > hi[axis] { t = min(t, (hi[axis] - p[axis]) / d[axis]) }
            if q[axis] < lo[axis] { t = min(t, (lo[axis] - p[axis]) / d[axis]) }
        }
        let e = p + max(0, t) * d
        return SIMD2(min(max(e.x, lo.x), hi.x), min(max(e.y, lo.y), hi.y))
    }
}

/// Points of the lines traced so far, bucketed in square cells for nearness queries.
struct ProximityGrid {
    struct Entry {
        var p: SIMD2<Double>
        var line: Int
        var s: Double
    }

    let lo: SIMD2<Double>
    let cell: Double
    let columns: Int
    let rows: Int
    var cells: [[Entry]]

    init(lo: SIMD2<Double>, hi: SIMD2<Double>, cell: Double) {
        self.lo = lo
        self.cell = cell > 0 && cell.isFinite ? cell : 1
        let span = hi - lo
        columns = max(1, min(4096, Int((span.x / self.cell).rounded(.up)) + 1))
        rows = max(1, min(4096, Int((span.y / self.cell).rounded(.up)) + 1))
        cells = Array(repeating: [], count: columns * rows)
    }

    func coordinates(_ p: SIMD2<Double>) -> (Int, Int) {
        let c = ((p - lo) / cell).rounded(.down)
        let i = c.x.isFinite ? min(max(Int(c.x), 0), columns - 1) : 0
        let j = c.y.isFinite ? min(max(Int(c.y), 0), rows - 1) : 0
        return (i, j)
    }

    /// Adds a point of line `line` at arc length `s`; the index of its cell.
    mutating func insert(_ p: SIMD2<Double>, line: Int, s: Double) -> Int {
        let (i, j) = coordinates(p)
        cells[j * columns + i].append(Entry(p: p, line: line, s: s))
        return j * columns + i
    }

    /// Whether a point lies nearer than `d` to `p`, ignoring those of line `excluding.line` less
    /// than `excluding.gap` along it from arc length `excluding.s`.
    func hasPoint(near p: SIMD2<Double>, within d: Double, excluding: (line: Int, s: Double, gap: Double)?) -> Bool {
        let (i, j) = coordinates(p)
        let r = Int((d / cell).rounded(.up))
        let d2 = d * d
        for b in max(0, j - r)...min(rows - 1, j + r) {
            for a in max(0, i - r)...min(columns - 1, i + r) {
                for e in cells[b * columns + a] {
                    let q = e.p - p
                    guard (q * q).sum() < d2 else { continue }
                    if let ex = excluding, e.line == ex.line, abs(e.s - ex.s) < ex.gap { continue }
                    return true
                }
            }
        }
        return false
    }

    mutating func remove(line: Int, from touched: Set<Int>) {
        for k in touched { cells[k].removeAll { $0.line == line } }
    }
}
