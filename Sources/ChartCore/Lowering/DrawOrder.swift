/// The order in which a 2D chart draws its elements: ascending `zIndex(_:)` (0 when unset or not a
/// number), declaration order among equal values.
enum DrawOrder {
    /// The indices of `elements` in drawing order.
    static func indices(_ elements: [ChartElement]) -> [Int] {
        let z = elements.map { e -> Double in
            guard let v = e.style.zIndex, !v.isNaN else { return 0 }
            return v
        }
        guard z.contains(where: { $0 != 0 }) else { return Array(elements.indices) }
        return elements.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }
    }

}
