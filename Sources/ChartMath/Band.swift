/// Triangulation of the region between two curves that run left to right (x never decreasing):
/// areas under a curve, bands between two functions, stacked areas.
public enum Band {
    /// Triangles (three points each) filling the region between `top` and `bottom` over the x
    /// range they share within `xMin…xMax`, after clipping both to the horizontal slab `yMin…yMax`
    /// (pixel space).
    ///
    /// The two chains are walked together like a zipper — each step advances the chain whose next
    /// vertex is further left — so they may have different vertices, as independently sampled
    /// curves do. Clipping inserts the crossing points, then clamps, which is exact for the region
    /// between two x-monotone chains.
    public static func triangles(
        top: [SIMD2<Double>], bottom: [SIMD2<Double>], yMin: Double, yMax: Double, xMin: Double = -.infinity,
        xMax: Double = .infinity
    ) -> [SIMD2<Double>] {
        guard let (t, b) = clipped(top: top, bottom: bottom, yMin: yMin, yMax: yMax, xMin: xMin, xMax: xMax) else {
            return []
        }
        var result: [SIMD2<Double>] = []
        result.reserveCapacity((t.count + b.count) * 3)
        var i = 0
        var j = 0
        while i < t.count - 1 || j < b.count - 1 {
            if j == b.count - 1 || (i < t.count - 1 && t[i + 1].x <= b[j + 1].x) {
                result += [t[i], t[i + 1], b[j]]
                i += 1
            } else {
                result += [t[i], b[j], b[j + 1]]
                j += 1
            }
        }
        return result
    }

    /// The outline of the region ``triangles(top:bottom:yMin:yMax:xMin:xMax:)`` fills, as one
    /// closed polygon: the clipped top chain left to right, then the clipped bottom chain right to
    /// left (empty when the region is). A vector backend fills it as one path.
    public static func outline(
        top: [SIMD2<Double>], bottom: [SIMD2<Double>], yMin: Double, yMax: Double, xMin: Double = -.infinity,
        xMax: Double = .infinity
    ) -> [SIMD2<Double>] {
        guard let (t, b) = clipped(top: top, bottom: bottom, yMin: yMin, yMax: yMax, xMin: xMin, xMax: xMax) else {
            return []
        }
        return t + b.reversed()
    }

    /// Both chains cut to the x range they share within `xMin…xMax` and clamped to `yMin…yMax`;
    /// nil when either has fewer than two vertices left.
    static func clipped(
        top: [SIMD2<Double>], bottom: [SIMD2<Double>], yMin: Double, yMax: Double, xMin: Double, xMax: Double
    ) -> (top: [SIMD2<Double>], bottom: [SIMD2<Double>])? {
        guard top.count >= 2, bottom.count >= 2 else { return nil }
        let lo = max(top.first!.x, bottom.first!.x, xMin)
        let hi = min(top.last!.x, bottom.last!.x, xMax)
        guard hi > lo else { return nil }
        let t = clamp(restrict(top, lo, hi), yMin, yMax)
        let b = clamp(restrict(bottom, lo, hi), yMin, yMax)
        guard t.count >= 2, b.count >= 2 else { return nil }
        return (t, b)
    }

    /// The chain cut to `lo…hi` in x, with interpolated end points.
    static func restrict(_ chain: [SIMD2<Double>], _ lo: Double, _ hi: Double) -> [SIMD2<Double>] {
        var out: [SIMD2<Double>] = []
        for k in 0..<chain.count {
            let p = chain[k]
            if p.x >= lo && p.x <= hi {
                if out.isEmpty, k > 0, p.x > lo { out.append(at(chain[k - 1], p, x: lo)) }
                out.append(p)
            } else if p.x > hi {
                if k > 0, chain[k - 1].x < hi { out.append(at(chain[k - 1], p, x: hi)) }
                break
            }
        }
        return out
    }

    private static func at(_ a: SIMD2<Double>, _ b: SIMD2<Double>, x: Double) -> SIMD2<Double> {
        let f = b.x == a.x ? 0 : (x - a.x) / (b.x - a.x)
        return SIMD2(x, a.y + (b.y - a.y) * f)
    }

    /// The chain with its crossings of `yMin` and `yMax` inserted, then clamped to the slab.
    static func clamp(_ chain: [SIMD2<Double>], _ yMin: Double, _ yMax: Double) -> [SIMD2<Double>] {
        var out: [SIMD2<Double>] = []
        out.reserveCapacity(chain.count + 8)
        for k in 0..<chain.count {
            let p = chain[k]
            if k > 0 {
                let a = chain[k - 1]
                var crossings: [(f: Double, point: SIMD2<Double>)] = []
                for level in [yMin, yMax] where (a.y - level) * (p.y - level) < 0 {
                    let f = (level - a.y) / (p.y - a.y)
                    crossings.append((f, SIMD2(a.x + (p.x - a.x) * f, level)))
                }
                out += crossings.sorted { $0.f < $1.f }.map(\.point)
            }
            out.append(SIMD2(p.x, min(max(p.y, yMin), yMax)))
        }
        return out
    }
}
