/// Reduction of long polylines to what the pixels can show.
public enum Decimation {
    /// M4 reduction of a polyline whose x never decreases: within each column of `columnWidth`
    /// pixels keep the first, lowest, highest and last point (in their original order), so the
    /// vertical extent of every column and the joins between columns are kept, with at most 4 points
    /// per column. With columns an eighth of a pixel wide (the default) an anti-aliased line drawn
    /// through the result covers the same pixels as the full polyline to within a few levels of
    /// coverage at its edges; with 1-pixel columns, only aliased lines are exact.
    ///
    /// Points with a non-finite coordinate are kept as they are (they split the line). Returns the
    /// input unchanged when x ever decreases.
    public static func m4(_ points: [SIMD2<Double>], columnWidth: Double = 0.125) -> [SIMD2<Double>] {
        guard points.count > 8 else { return points }
        var previousX = -Double.infinity
        for p in points where p.x.isFinite {
            if p.x < previousX { return points }
            previousX = p.x
        }
        var result: [SIMD2<Double>] = []
        result.reserveCapacity(min(points.count, 4096))
        var i = 0
        while i < points.count {
            let p = points[i]
            guard p.x.isFinite, p.y.isFinite else {
                result.append(p)
                i += 1
                continue
            }
            let column = (p.x / columnWidth).rounded(.down)
            var j = i
            var low = i
            var high = i
            while j + 1 < points.count, points[j + 1].x.isFinite, points[j + 1].y.isFinite,
                (points[j + 1].x / columnWidth).rounded(.down) == column
            {
                j += 1
                if points[j].y < points[low].y { low = j }
                if points[j].y > points[high].y { high = j }
            }
            // First, extremes in order, last — each once.
            var keep = [i, low, high, j]
            keep.sort()
            var last = -1
            for k in keep where k != last {
                result.append(points[k])
                last = k
            }
            i = j + 1
        }
        return result.count < points.count ? result : points
    }
}
