import ChartMath

/// The sentences of the 3D series: point clouds (clusters, spread, the extremes of height) and
/// surfaces (range, peaks and pits).
extension DescriptionWriter {
    /// A point cloud: count, clusters by category with their centres.
    func pointCloud(_ s: AccessibleSeries, among all: [AccessibleSeries]) -> String {
        guard let x, let y, let z else { return "" }
        let groups = all.filter { $0.kind == .point }
        let index = groups.firstIndex { $0.name == s.name && $0.points.count == s.points.count } ?? 0
        var text = ""
        if index == 0 {
            let total = groups.reduce(0) { $0 + $1.points.count }
            text += count(total, "point", "points")
            if groups.count > 1, let by = s.categoryLabel {
                text += " in \(groups.count) clusters by \(by):"
            } else {
                text += "."
            }
        }
        let centre = { (values: [Double]) in Self.mean(values) }
        let xs = s.points.compactMap { $0.x?.number }
        let ys = s.points.compactMap { $0.y?.number }
        let zs = s.points.compactMap(\.z)
        let where3 = "\(x.name) \(x.text(centre(xs))), \(y.name) \(y.text(centre(ys))), \(z.name) \(z.text(centre(zs)))"
        if let name = s.name {
            text +=
                (text.isEmpty ? "" : " ")
                + "\(name), \(count(s.points.count, "point", "points")), centred at \(where3)."
        } else {
            text += " They are centred at \(where3)."
            let colours = s.points.compactMap(\.colorValue).filter(\.isFinite)
            if let lo = colours.min(), let hi = colours.max(), let by = s.categoryLabel {
                let span = hi - lo
                text += " Colour shows \(by), from \(Self.number(lo, span: span)) to \(Self.number(hi, span: span))"
                if let top = s.points.indices.max(by: {
                    (s.points[$0].colorValue ?? -.infinity) < (s.points[$1].colorValue ?? -.infinity)
                }) {
                    let p = s.points[top]
                    text +=
                        "; the highest \(by) is at \(x.name) \(x.text(p.x)), \(y.name) \(y.text(p.y)), \(z.name) \(z.text(p.z ?? .nan))"
                }
                text += "."
            }
        }
        return text
    }

    /// A surface: its range of y, the highest and lowest places, other peaks and troughs.
    func surface(_ s: AccessibleSeries) -> String {
        guard let x, let y, let z else { return "" }
        let n = Int(Double(s.points.count).squareRoot().rounded())
        guard n >= 2, n * n == s.points.count else { return "" }
        let values = s.points.map { $0.y?.number ?? .nan }
        let finite = values.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { return "The surface has no finite values." }
        let at = { (i: Int) -> String in
            let p = s.points[i]
            return "(\(x.name) \(x.text(p.x)), \(z.name) \(z.text(p.z ?? .nan)))"
        }
        var text = "Sampled on a \(n) by \(n) grid, \(y.name) ranges from \(y.text(lo)) to \(y.text(hi))."
        let top = values.indices.filter { values[$0].isFinite }.max { values[$0] < values[$1] }!
        let bottom = values.indices.filter { values[$0].isFinite }.min { values[$0] < values[$1] }!
        let range = hi - lo
        // Other peaks and troughs: interior local extrema within 15 % of the range of the extreme.
        let peaks = Self.localExtrema(values, n: n, maxima: true).filter {
            values[$0] >= hi - 0.15 * range && !Self.near($0, top, n: n)
        }.sorted { values[$0] > values[$1] }
        let troughs = Self.localExtrema(values, n: n, maxima: false).filter {
            values[$0] <= lo + 0.15 * range && !Self.near($0, bottom, n: n)
        }.sorted { values[$0] < values[$1] }
        func others(_ list: [Int], _ one: String, _ many: String) -> String {
            guard !list.isEmpty else { return "" }
            let shown = list.prefix(3).map { "\(y.text(values[$0])) at \(at($0))" }
            return " \(list.count == 1 ? "Another \(one)" : "Other \(many)"): "
                + Self.list(Array(shown), limit: 3) + (list.count > 3 ? " and \(list.count - 3) lower" : "") + "."
        }
        // Flat tops and bottoms (a plateau, a level floor): how many other places share the level.
        let listed = peaks + troughs + [top, bottom]
        let level = { (i: Int) in
            values.indices.filter { k in
                abs(values[k] - values[i]) <= 0.002 * range && !listed.contains { Self.near(k, $0, n: n) }
            }.count
        }
        let ties = { (i: Int) in level(i) > 2 ? " (and \(level(i)) other grid points at that level)" : "" }
        text += " Highest, \(y.text(hi)), at \(at(top))\(ties(top))."
        text += others(peaks, "peak", "peaks").replacingOccurrences(of: "lower", with: "lower ones")
        text += " Lowest, \(y.text(lo)), at \(at(bottom))\(ties(bottom))."
        text += others(troughs, "trough", "troughs").replacingOccurrences(of: "lower", with: "higher ones")
        return text
    }

    /// Grid cells not exceeded by their eight neighbours (not at the grid's edge unless the whole
    /// neighbourhood inside is lower), one per plateau.
    static func near(_ a: Int, _ b: Int, n: Int) -> Bool { abs(a / n - b / n) <= 4 && abs(a % n - b % n) <= 4 }

    static func localExtrema(_ v: [Double], n: Int, maxima: Bool) -> [Int] {
        var found: [Int] = []
        for r in 1..<max(1, n - 1) {
            for c in 1..<max(1, n - 1) {
                let i = r * n + c
                guard v[i].isFinite else { continue }
                var isExtreme = true
                var strictly = false
                for dr in -2...2 {
                    for dc in -2...2 where dr != 0 || dc != 0 {
                        let rr = r + dr
                        let cc = c + dc
                        guard rr >= 0, rr < n, cc >= 0, cc < n else { continue }
                        let w = v[rr * n + cc]
                        guard w.isFinite else { continue }
                        if maxima ? w > v[i] : w < v[i] { isExtreme = false }
                        if w != v[i] { strictly = true }
                    }
                }
                guard isExtreme, strictly else { continue }
                // One per plateau or ridge: skip cells within two of one already found.
                if found.contains(where: { near($0, i, n: n) }) { continue }
                found.append(i)
            }
        }
        return found
    }
}
