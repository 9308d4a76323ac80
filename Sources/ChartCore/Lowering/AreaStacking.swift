/// Stacking of area series in data space (Swift Charts' `MarkStackingMethod`).
enum AreaStacking {
    /// One series' edges: points (x, y) of its top and bottom, in x order.
    struct Layer {
        var name: String?
        var top: [SIMD2<Double>]
        var bottom: [SIMD2<Double>]
    }

    /// The layers of `y` over `x`, grouped by `series` (in order of first appearance) and stacked.
    /// Series are aligned on equal x values; a series with no value at some x adds zero there.
    static func stack(x: [Double], y: [Double], series: [String]?, method: MarkStackingMethod) -> [Layer] {
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for i in x.indices {
            let key = series?[i] ?? ""
            if groups[key] == nil {
                order.append(key)
                groups[key] = []
            }
            groups[key]!.append(i)
        }
        if method == .unstacked || order.count == 1 {
            return order.map { key in
                let idx = groups[key]!.sorted { x[$0] < x[$1] }
                let top = idx.map { SIMD2(x[$0], y[$0]) }
                var layer = Layer(name: series == nil ? nil : key, top: top, bottom: top.map { SIMD2($0.x, 0) })
                if method == .normalized || method == .center { layer = normalize([layer], method)[0] }
                return layer
            }
        }
        let xs = Array(Set(x.filter(\.isFinite))).sorted()
        var value: [String: [Double: Double]] = [:]
        for key in order {
            var column: [Double: Double] = [:]
            for i in groups[key]! where y[i].isFinite { column[x[i], default: 0] += y[i] }
            value[key] = column
        }
        var layers = order.map { Layer(name: $0, top: [], bottom: []) }
        for xv in xs {
            var accumulated = 0.0
            for (k, key) in order.enumerated() {
                let v = value[key]![xv] ?? 0
                layers[k].bottom.append(SIMD2(xv, accumulated))
                accumulated += v
                layers[k].top.append(SIMD2(xv, accumulated))
            }
        }
        return normalize(layers, method)
    }

    /// Rescales stacked layers so each x sums to 1 (`.normalized`) or centres them on 0 (`.center`).
    private static func normalize(_ layers: [Layer], _ method: MarkStackingMethod) -> [Layer] {
        guard method == .normalized || method == .center, let last = layers.last else { return layers }
        var result = layers
        for j in last.top.indices {
            let total = last.top[j].y
            for k in result.indices {
                switch method {
                case .normalized where total != 0:
                    result[k].top[j].y /= total
                    result[k].bottom[j].y /= total
                case .center:
                    result[k].top[j].y -= total / 2
                    result[k].bottom[j].y -= total / 2
                default: break
                }
            }
        }
        return result
    }
}
