import CGL
import ChartMath
import ChartScene

extension PointPipeline {
    /// Throws unless `batch` has one colour and one size, or one of each per point.
    static func validate(_ batch: PointBatch, index: Int) throws {
        let count = batch.positions.count
        guard batch.colors.count == 1 || batch.colors.count == count else {
            throw RenderError.invalidPrimitive(
                index: index,
                reason: "point batch has \(batch.colors.count) colours for \(count) points (need 1 or \(count))")
        }
        guard batch.sizes.count == 1 || batch.sizes.count == count else {
            throw RenderError.invalidPrimitive(
                index: index,
                reason: "point batch has \(batch.sizes.count) sizes for \(count) points (need 1 or \(count))")
        }
    }

    /// The diameter in each point's texel: per point, or the single size clamped to ≥ 0.
    private static func diameters(_ batch: PointBatch) -> (perPoint: Bool, single: Float) {
        let perPoint = batch.sizes.count == batch.positions.count && batch.positions.count != 1
        return (perPoint, batch.sizes.first.map { $0.isFinite ? max($0, 0) : 0 } ?? 0)
    }

    /// The texels of the points from `start` on: centre xyz and diameter of each point in one.
    static func texels(_ batch: PointBatch, from start: Int) -> [SIMD4<Float>] {
        let count = batch.positions.count
        let (perPointSize, single) = diameters(batch)
        var texels = [SIMD4<Float>](repeating: .zero, count: count - start)
        batch.positions.withUnsafeBufferPointer { positions in
            batch.sizes.withUnsafeBufferPointer { sizes in
                texels.withUnsafeMutableBufferPointer { out in
                    for i in start..<count {
                        let p = positions[i]
                        out[i - start] = SIMD4(p.x, p.y, p.z, perPointSize ? sizes[i] : single)
                    }
                }
            }
        }
        return texels
    }

    /// Brings `geometry` up to `batch` by rewriting only what differs from the first changed point
    /// on: appending points to a batch uploads only the new ones. Texels and colours are compared
    /// bit for bit, so the result is exactly what ``upload(_:index:)`` would make. Returns false,
    /// changing nothing, when not even the first point is kept (upload afresh then).
    func update(_ geometry: PointGeometry, to batch: PointBatch, index: Int) throws -> Bool {
        try Self.validate(batch, index: index)
        let old = geometry.source
        let count = batch.positions.count
        let kept = Self.keptTexels(old, batch)
        guard kept > 0 else { return false }
        geometry.points.write(Self.texels(batch, from: kept), atElement: kept)
        if batch.colors.count == count && count != 1 {
            if geometry.colors != nil {
                let first = Self.keptColors(old.colors, batch.colors)
                geometry.colors?.write(batch.colors[first...].map(\.vector), atElement: first)
            } else {
                geometry.colors = GLBufferTexture(batch.colors.map(\.vector), format: GL_RGBA32F)
            }
            geometry.constantColor = nil
        } else {
            geometry.colors?.delete()
            geometry.colors = nil
            geometry.constantColor = batch.colors[0]
        }
        geometry.source = batch
        geometry.count = count
        try glDebugCheck("updating point batch \(index)")
        return true
    }

    /// How many leading texels `a` and `b` have in common, bit for bit.
    private static func keptTexels(_ a: PointBatch, _ b: PointBatch) -> Int {
        let n = min(a.positions.count, b.positions.count)
        let (aPerPoint, aSingle) = diameters(a)
        let (bPerPoint, bSingle) = diameters(b)
        return a.positions.withUnsafeBufferPointer { pa in
            b.positions.withUnsafeBufferPointer { pb in
                a.sizes.withUnsafeBufferPointer { sa in
                    b.sizes.withUnsafeBufferPointer { sb in
                        for i in 0..<n {
                            let (p, q) = (pa[i], pb[i])
                            let da = aPerPoint ? sa[i] : aSingle
                            let db = bPerPoint ? sb[i] : bSingle
                            if p.x.bitPattern != q.x.bitPattern || p.y.bitPattern != q.y.bitPattern
                                || p.z.bitPattern != q.z.bitPattern || da.bitPattern != db.bitPattern
                            {
                                return i
                            }
                        }
                        return n
                    }
                }
            }
        }
    }

    /// How many leading colours `a` and `b` have in common, bit for bit.
    private static func keptColors(_ a: [RGBA], _ b: [RGBA]) -> Int {
        let n = min(a.count, b.count)
        for i in 0..<n {
            let (p, q) = (a[i].vector, b[i].vector)
            if p.x.bitPattern != q.x.bitPattern || p.y.bitPattern != q.y.bitPattern || p.z.bitPattern != q.z.bitPattern
                || p.w.bitPattern != q.w.bitPattern
            {
                return i
            }
        }
        return n
    }
}
