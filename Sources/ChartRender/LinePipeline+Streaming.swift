import ChartMath
import ChartScene

extension LinePipeline {
    /// Brings `geometry` up to `batch` by rewriting only the segments from the first changed one
    /// on: appending vertices to a polyline, or polylines to a batch, uploads only the new
    /// segments. Vertices are compared bit for bit, so the result is exactly what
    /// ``upload(_:index:frame:)`` would make. Returns false, changing nothing, for dashed batches
    /// (their along-line distances depend on the camera) and when no segment is kept (upload
    /// afresh then).
    func update(_ geometry: LineGeometry, to batch: LineBatch, index: Int, frame: FrameState) throws -> Bool {
        try Self.validate(batch, index: index)
        guard !Self.needsDistances(batch), !Self.needsDistances(geometry.source) else { return false }
        let kept = Self.keptSegments(geometry.source, batch)
        guard kept > 0 else { return false }
        let instances = Self.instances(batch, frame: frame)
        geometry.segments.write(Array(instances[(kept * 8)...]), atElement: kept * 8)
        geometry.source = batch
        geometry.segmentCount = instances.count / 8
        try glDebugCheck("updating line batch \(index)")
        return true
    }

    /// How many leading segments `a` and `b` share: those whose two vertices are the same, bit for
    /// bit, and lie in the same polyline in both.
    static func keptSegments(_ a: LineBatch, _ b: LineBatch) -> Int {
        // Below vertex `limit` both batches have the same vertices, split into the same polylines.
        var limit = min(a.vertices.count, b.vertices.count)
        limit = a.vertices.withUnsafeBufferPointer { va in
            b.vertices.withUnsafeBufferPointer { vb in
                for i in 0..<limit {
                    let (p, q) = (va[i], vb[i])
                    if p.x.bitPattern != q.x.bitPattern || p.y.bitPattern != q.y.bitPattern
                        || p.z.bitPattern != q.z.bitPattern
                    {
                        return i
                    }
                }
                return limit
            }
        }
        var shared = 0
        while shared < min(a.starts.count, b.starts.count), a.starts[shared] == b.starts[shared] { shared += 1 }
        if shared < a.starts.count { limit = min(limit, a.starts[shared]) }
        if shared < b.starts.count { limit = min(limit, b.starts[shared]) }
        // Segment (k, k + 1) of a polyline is kept when k + 1 < limit.
        var kept = 0
        for i in 0..<shared where a.starts[i] < limit {
            let end = i + 1 < a.starts.count ? a.starts[i + 1] : a.vertices.count
            kept += max(0, min(end, limit) - a.starts[i] - 1)
        }
        return kept
    }
}
