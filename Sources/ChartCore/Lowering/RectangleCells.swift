/// Rectangles at single numeric positions (heat-map cells over numbers, say): their automatic size
/// along an axis is the spacing of the distinct positions, so that the cells tile.
enum RectangleCells {
    /// The smallest gap between distinct numeric single values of `RectangleMark`s on an axis, or nil
    /// when there are fewer than two (or none is numeric).
    static func spacing(_ elements: [ChartElement], x: Bool) -> Double? {
        var values: Set<Double> = []
        for e in elements {
            guard case .rect2D(let r) = e.kind, let v = x ? r.x : r.y, case .single = v.storage,
                v.category == nil, let n = v.number, n.isFinite
            else { continue }
            values.insert(n)
        }
        let sorted = values.sorted()
        guard sorted.count > 1 else { return nil }
        return zip(sorted, sorted.dropFirst()).map { $1 - $0 }.min()
    }
}
