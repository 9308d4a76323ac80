/// Bars resolved in data space: their position value, their extent along the value axis after
/// stacking, and their group slot.
struct ResolvedBar {
    var spec: BarSpec
    /// The value on the position axis (category, number, date or a date unit).
    var position: AxisValue
    /// The extent on the value axis.
    var low: Double
    var high: Double
    var horizontal: Bool
    /// The `.position(by:)` value, if grouped.
    var group: String?
}

enum BarLayout {
    /// Resolves bars in declaration order. Bars at the same position (and group) stack: positive
    /// values upward from zero, negative ones downward, each in the order given; `.normalized`
    /// scales each stack to a total of 1 and `.center` centres it on zero. Interval bars and
    /// `.unstacked` bars keep their own extent.
    /// The bars that stack together: one position, group and orientation.
    private struct StackKey: Hashable {
        var position: PlottableStorage
        var group: String?
        var horizontal: Bool
    }

    static func resolve(_ bars: [BarSpec]) -> [ResolvedBar] {
        var result: [ResolvedBar] = []
        var positive: [StackKey: Double] = [:]
        var negative: [StackKey: Double] = [:]
        var members: [StackKey: [Int]] = [:]
        for spec in bars {
            let horizontal = spec.isHorizontal
            let position = horizontal ? spec.y : spec.x
            let value = horizontal ? spec.x : spec.y
            var group: String?
            if case .single(let g) = spec.group?.storage { group = g.text }
            if spec.interval || spec.stacking == .unstacked {
                let (lo, hi): (Double, Double)
                switch value.storage {
                case .range(let a, let b): (lo, hi) = (a.number ?? .nan, b.number ?? .nan)
                case .single(let p): (lo, hi) = (0, p.number ?? .nan)
                }
                result.append(
                    ResolvedBar(spec: spec, position: position, low: lo, high: hi, horizontal: horizontal, group: group)
                )
                continue
            }
            let v = value.number ?? .nan
            let key = StackKey(position: position.storage, group: group, horizontal: horizontal)
            let base = v >= 0 ? positive[key, default: 0] : negative[key, default: 0]
            if v >= 0 { positive[key] = base + v } else { negative[key] = base + v }
            members[key, default: []].append(result.count)
            result.append(
                ResolvedBar(
                    spec: spec, position: position, low: base, high: base + v, horizontal: horizontal, group: group))
        }
        for (key, indices) in members {
            let method = result[indices[0]].spec.stacking
            let total = positive[key, default: 0] - negative[key, default: 0]
            for i in indices {
                switch method {
                case .normalized where total > 0:
                    result[i].low /= total
                    result[i].high /= total
                case .center:
                    let offset = (positive[key, default: 0] + negative[key, default: 0]) / 2
                    result[i].low -= offset
                    result[i].high -= offset
                default: break
                }
            }
        }
        return result
    }
}
