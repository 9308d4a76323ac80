import ChartMath
import Foundation

/// The values a chart shows, read from its marks for descriptions, the data table and audio graphs:
/// one series per line, bar series, point category, area, surface, rule or sector set, in the order
/// a screen reader meets them (marks in declaration order, values in data order).
struct AccessibleSeries: Sendable {
    enum Kind: String, Sendable {
        case line, area, bar, point, rule, rectangle, sector, surface
    }

    var kind: Kind
    /// The series or category name, if the mark has one.
    var name: String?
    /// Labels of the values on each axis.
    var xLabel: String?
    var yLabel: String?
    var zLabel: String?
    /// The label of the values that colour the series (`.foregroundStyle(by: .value("Species", …))`).
    var categoryLabel: String?
    /// `.accessibilityHidden(true)`: decorative, left out of descriptions and audio.
    var hidden = false
    /// A function plot sampled at evenly spaced x.
    var sampled = false
    var points: [AccessiblePoint] = []
    /// How many values the series has when `points` holds a reduction of them (long series read
    /// for a description: see ``describedIndices(_:values:)``); nil when `points` holds them all.
    var valueCount: Int?
    /// How many of the values are missing (not finite) when `points` holds a reduction.
    var missingCount: Int?
    /// For surfaces: the function, to sample.
    var surface: (@Sendable (Double, Double) -> Double)?
}

extension AccessibleSeries {
    /// Records the full counts when only `kept` of the values at `all` are in `points` (a long
    /// series reduced for its description); `value` reads the value at an index.
    mutating func noteReduction(kept: Int, of all: [Int], value: (Int) -> Double) {
        guard kept < all.count else { return }
        valueCount = all.count
        missingCount = all.count { !value($0).isFinite }
    }
}

/// One value of a series. Numbers on numeric axes; categories as text.
struct AccessiblePoint: Sendable {
    var x: PlottablePrimitive?
    var y: PlottablePrimitive?
    /// The end of a range (an area's or a bar's top when it has a start, a rule's span).
    var yEnd: Double?
    var z: Double?
    /// A numeric colour value (`.foregroundStyle(by: .value("Magnitude", m))`).
    var colorValue: Double?
    var label: String?
    var value: String?
    /// How a binned date on x reads: "December 2023", "2024", "the week of 3 June 2024".
    var xText: String?
}

/// How many evenly spaced samples a function plot contributes (descriptions, tables, audio).
let accessibleFunctionSamples = 101

/// Series longer than this are described from a reduction of their values (``describedIndices``).
let describedValueLimit = 20_000

/// The indices of a long series that its description reads: all of them up to
/// ``describedValueLimit``, else an M4 reduction over 2,048 buckets of consecutive values — the
/// first, the last, the lowest and the highest finite value of each bucket, in order, and the
/// first missing value of a bucket that has one (so gaps still show). The first, last, highest and
/// lowest values of the whole series are kept exactly; a description reads counts from the
/// series' `valueCount` and `missingCount`, not from the reduction. Reading a million-value line
/// whole took 0.9 s and 300 MB for its alt text; the reduction reads it in one pass.
func describedIndices(_ indices: [Int], values: [Double]) -> [Int] {
    guard indices.count > describedValueLimit else { return indices }
    let buckets = 2048
    var kept: [Int] = []
    kept.reserveCapacity(buckets * 5)
    for b in 0..<buckets {
        let lo = indices.count * b / buckets
        let hi = indices.count * (b + 1) / buckets
        guard lo < hi else { continue }
        var firstFinite: Int?
        var lastFinite = lo
        var minAt = lo
        var maxAt = lo
        var missing: Int?
        for k in lo..<hi {
            let v = values[indices[k]]
            guard v.isFinite else {
                if missing == nil { missing = k }
                continue
            }
            if firstFinite == nil {
                firstFinite = k
                minAt = k
                maxAt = k
            }
            lastFinite = k
            if v < values[indices[minAt]] { minAt = k }
            if v > values[indices[maxAt]] { maxAt = k }
        }
        var picks = [missing].compactMap { $0 }
        if let firstFinite { picks += [firstFinite, minAt, maxAt, lastFinite] }
        for k in Set(picks).sorted() { kept.append(indices[k]) }
    }
    return kept
}

extension Chart {
    /// The x domain the chart shows, without drawing: the explicit domain, else the data's extent,
    /// else the functions' domains.
    func accessibleXDomain() -> ClosedRange<Double> {
        if let d = configuration.value.x.domain { return d }
        var values: [Double] = []
        for e in elements {
            switch e.kind {
            case .line(let l):
                switch l.source {
                case .function(let d, _): if let d { values += [d.lowerBound, d.upperBound] }
                case .parametric: break
                case .data(let xs, _, _, _, _): values += xs.values
                }
            case .area(let a):
                switch a.source {
                case .function(let d, _): if let d { values += [d.lowerBound, d.upperBound] }
                case .data(let xs, _, _, _, _, _): values += xs.values
                }
            case .points(let p): values += p.x.values
            case .lineMark(let m): if let n = m.x.number { values.append(n) }
            case .point(let p): if let n = p.x.number { values.append(n) }
            default: break
            }
        }
        let f = values.filter(\.isFinite)
        guard let lo = f.min(), let hi = f.max(), lo < hi else { return -1...1 }
        return lo...hi
    }

    /// The chart's values as series, in declaration order.
    ///
    /// With `describing`, long vectorized line and area series hold only the values their
    /// description reads (``describedIndices(_:values:)``), with their full counts.
    func accessibleSeries(describing: Bool = false) -> [AccessibleSeries] {
        let xDomain = accessibleXDomain()
        var result: [AccessibleSeries] = []
        // LineMarks, PointMarks, bars and sectors arrive one element per value: grouped by series.
        func append(
            _ kind: AccessibleSeries.Kind, name: String?, x: String?, y: String?, style: MarkStyle,
            point: AccessiblePoint
        ) {
            var point = point
            point.label = point.label ?? style.accessibilityLabel
            point.value = point.value ?? style.accessibilityValue
            if let i = result.lastIndex(where: {
                $0.kind == kind && $0.name == name && $0.xLabel == x && $0.yLabel == y
                    && $0.hidden == style.accessibilityHidden && !$0.sampled
            }) {
                result[i].points.append(point)
            } else {
                result.append(
                    AccessibleSeries(
                        kind: kind, name: name, xLabel: x, yLabel: y, categoryLabel: style.category?.label,
                        hidden: style.accessibilityHidden, points: [point]))
            }
        }
        func samples(_ domain: ClosedRange<Double>) -> [Double] {
            (0..<accessibleFunctionSamples).map {
                domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double($0)
                    / Double(accessibleFunctionSamples - 1)
            }
        }
        func perElement(_ style: MarkStyle, _ i: Int) -> (String?, String?) {
            let label = style.accessibilityLabels.flatMap { i < $0.count ? $0[i] : nil } ?? style.accessibilityLabel
            let value = style.accessibilityValues.flatMap { i < $0.count ? $0[i] : nil } ?? style.accessibilityValue
            return (label, value)
        }
        func primitive(_ v: Double, date: Bool) -> PlottablePrimitive {
            date ? .date(Date(timeIntervalSince1970: v)) : .number(v)
        }
        // The indices of each series in order of first appearance: by `names` (per element), or
        // all of them under `fallback` when the values have no series names (no string per value).
        func groupedIndices(_ count: Int, names: [String]?, fallback: String?) -> [(String?, [Int])] {
            guard count > 0 else { return [] }
            guard let names else { return [(fallback, Array(0..<count))] }
            var order: [String: Int] = [:]
            var groups: [(String?, [Int])] = []
            for i in 0..<count {
                let key = names[i]
                if let k = order[key] {
                    groups[k].1.append(i)
                } else {
                    order[key] = groups.count
                    groups.append((key, [i]))
                }
            }
            return groups
        }
        for e in elements {
            let style = e.style
            switch e.kind {
            case .line(let l):
                switch l.source {
                case .function(let d, let f):
                    var s = AccessibleSeries(
                        kind: .line, name: style.category?.storage.first.text ?? l.yLabel, xLabel: l.xLabel,
                        yLabel: l.yLabel, hidden: style.accessibilityHidden, sampled: true)
                    s.points = samples(d ?? xDomain).map {
                        AccessiblePoint(
                            x: .number($0), y: .number(f($0)), label: style.accessibilityLabel,
                            value: style.accessibilityValue)
                    }
                    result.append(s)
                case .parametric(_, let d, let f):
                    var s = AccessibleSeries(
                        kind: .line, name: style.category?.storage.first.text ?? l.yLabel, xLabel: l.xLabel,
                        yLabel: l.yLabel, hidden: style.accessibilityHidden, sampled: true)
                    s.points = samples(d).map {
                        let p = f($0)
                        return AccessiblePoint(x: .number(p.x), y: .number(p.y))
                    }
                    result.append(s)
                case .data(let xs, let ys, let series, _, _):
                    for (name, all) in groupedIndices(
                        xs.values.count, names: series, fallback: style.category?.storage.first.text ?? l.yLabel)
                    {
                        let kept = describing ? describedIndices(all, values: ys.values) : all
                        var s = AccessibleSeries(
                            kind: .line, name: name, xLabel: l.xLabel, yLabel: l.yLabel,
                            hidden: style.accessibilityHidden)
                        s.points = kept.map { i in
                            let (label, value) = perElement(style, i)
                            return AccessiblePoint(
                                x: primitive(xs.values[i], date: xs.isDate),
                                y: primitive(ys.values[i], date: ys.isDate), label: label, value: value)
                        }
                        s.noteReduction(kept: kept.count, of: all) { ys.values[$0] }
                        result.append(s)
                    }
                }
            case .area(let a):
                switch a.source {
                case .function(let d, let f):
                    var s = AccessibleSeries(
                        kind: .area, name: style.category?.storage.first.text ?? a.yLabel, xLabel: a.xLabel,
                        yLabel: a.yLabel, hidden: style.accessibilityHidden, sampled: true)
                    s.points = samples(d ?? xDomain).map {
                        let v = f($0)
                        return AccessiblePoint(x: .number($0), y: .number(v.yStart), yEnd: v.yEnd)
                    }
                    result.append(s)
                case .data(let xs, let y0, let y1, let series, _, _):
                    for (name, all) in groupedIndices(
                        xs.values.count, names: series, fallback: style.category?.storage.first.text)
                    {
                        // A band is reduced by its top, which keeps the band's highest value.
                        let kept = describing ? describedIndices(all, values: y1.values) : all
                        var s = AccessibleSeries(
                            kind: .area, name: name, xLabel: a.xLabel,
                            yLabel: y0 == nil ? y1.label : "\(y0!.label) to \(y1.label)",
                            hidden: style.accessibilityHidden)
                        s.points = kept.map { i in
                            let (label, value) = perElement(style, i)
                            return AccessiblePoint(
                                x: primitive(xs.values[i], date: xs.isDate),
                                y: .number(y0?.values[i] ?? y1.values[i]), yEnd: y0 == nil ? nil : y1.values[i],
                                label: label, value: value)
                        }
                        s.noteReduction(kept: kept.count, of: all) { y0?.values[$0] ?? y1.values[$0] }
                        result.append(s)
                    }
                }
            case .points(let p):
                var groups: [String: Int] = [:]
                for i in p.x.values.indices {
                    let name = p.categories.map { $0.values[i] }
                    let (label, value) = perElement(style, i)
                    let q = AccessiblePoint(
                        x: primitive(p.x.values[i], date: p.x.isDate), y: primitive(p.y.values[i], date: p.y.isDate),
                        label: label, value: value)
                    let key = name ?? ""
                    if let k = groups[key] {
                        result[k].points.append(q)
                    } else {
                        groups[key] = result.count
                        result.append(
                            AccessibleSeries(
                                kind: .point, name: name, xLabel: p.x.label, yLabel: p.y.label,
                                categoryLabel: p.categories?.label, hidden: style.accessibilityHidden, points: [q]))
                    }
                }
            case .lineMark(let m):
                let name = m.series?.storage.first.text ?? style.category?.storage.first.text
                append(
                    .line, name: name, x: m.x.label, y: m.y.label, style: style,
                    point: AccessiblePoint(x: m.x.primitive, y: m.y.primitive, xText: m.x.binText))
            case .point(let p):
                var q = AccessiblePoint(x: p.x.primitive, y: p.y.primitive, z: p.z?.number)
                var name = style.category?.storage.first.text
                if case .single(.number(let v)) = style.category?.storage {
                    q.colorValue = v
                    name = nil
                }
                append(.point, name: name, x: p.x.label, y: p.y.label, style: style, point: q)
                if let z = p.z, let i = result.indices.last { result[i].zLabel = z.label }
            case .bar(let b):
                var q = AccessiblePoint(x: b.x.primitive, y: b.y.primitive)
                if b.isHorizontal {
                    // The value is on x: read bars as category → value.
                    q = AccessiblePoint(x: b.y.primitive, y: b.x.primitive)
                    if case .range(let lo, let hi) = b.x.storage {
                        q.y = lo
                        q.yEnd = hi.number
                    }
                } else if case .range(let lo, let hi) = b.y.storage {
                    q.y = lo
                    q.yEnd = hi.number
                }
                if q.x == nil, case .range(let lo, _) = (b.isHorizontal ? b.y : b.x).storage { q.x = lo }
                q.xText = (b.isHorizontal ? b.y : b.x).binText
                append(
                    .bar, name: style.category?.storage.first.text,
                    x: b.isHorizontal ? b.y.label : b.x.label, y: b.isHorizontal ? b.x.label : b.y.label,
                    style: style, point: q)
            case .rect2D(let r):
                var q = AccessiblePoint(x: r.x?.primitive, y: r.y?.primitive)
                if case .single(.number(let v)) = style.category?.storage { q.colorValue = v }
                append(
                    .rectangle, name: style.category?.label, x: r.x?.label, y: r.y?.label, style: style,
                    point: q)
            case .sector(let s):
                append(
                    .sector, name: s.angle.label, x: style.category?.label, y: s.angle.label, style: style,
                    point: AccessiblePoint(x: style.category?.storage.first, y: s.angle.primitive))
            case .areaMark(let m):
                append(
                    .area, name: m.seriesName, x: m.x.label, y: m.y.label, style: style,
                    point: AccessiblePoint(x: m.x.primitive, y: m.y.primitive))
            case .custom(let c):
                if let d = c.mark as? any DescribedMark {
                    if let entry = d.accessibleEntry(style: style) {
                        append(entry.kind, name: entry.name, x: entry.x, y: entry.y, style: style, point: entry.point)
                    }
                    break
                }
                guard let v = c.mark.accessibleValues else { break }
                append(
                    v.kind, name: v.name ?? style.category?.storage.first.text, x: v.xLabel, y: v.yLabel,
                    style: style, point: AccessiblePoint(x: v.x, y: v.y, yEnd: v.yEnd))
            case .surface:
                break
            }
        }
        return result
    }
}

extension Chart3D {
    /// The domain of each axis: explicit, else the extent of the points and of surfaces through
    /// grids, else −1…1.
    func accessibleDomains() -> (x: ClosedRange<Double>, y: ClosedRange<Double>?, z: ClosedRange<Double>) {
        let c = configuration.value
        var xs: [Double] = []
        var ys: [Double] = []
        var zs: [Double] = []
        for e in elements {
            if case .point(let p) = e.kind {
                if let v = p.x.number { xs.append(v) }
                if let v = p.y.number { ys.append(v) }
                if let v = p.z?.number { zs.append(v) }
            }
            if case .surface(let s) = e.kind, let grid = s.grid {
                xs += [grid.x.extent.lowerBound, grid.x.extent.upperBound]
                zs += [grid.z.extent.lowerBound, grid.z.extent.upperBound]
                if let v = grid.valueRange { ys += [v.lowerBound, v.upperBound] }
            }
        }
        func extent(_ v: [Double]) -> ClosedRange<Double>? {
            let f = v.filter(\.isFinite)
            guard let lo = f.min(), let hi = f.max() else { return nil }
            return lo...hi
        }
        return (c.x.domain ?? extent(xs) ?? -1...1, c.y.domain ?? extent(ys), c.z.domain ?? extent(zs) ?? -1...1)
    }

    /// The chart's values as series, in declaration order. A surface keeps its function; its points
    /// are an evenly spaced grid of `surfaceSamples` × `surfaceSamples` values.
    func accessibleSeries(surfaceSamples n: Int = 41) -> [AccessibleSeries] {
        let domains = accessibleDomains()
        var result: [AccessibleSeries] = []
        for e in elements {
            let style = e.style
            switch e.kind {
            case .surface(let s):
                var series = AccessibleSeries(
                    kind: .surface, name: style.accessibilityLabel ?? s.yLabel, xLabel: s.xLabel, yLabel: s.yLabel,
                    zLabel: s.zLabel, hidden: style.accessibilityHidden, sampled: true, surface: s.function)
                for r in 0..<n {
                    let z =
                        domains.z.lowerBound + (domains.z.upperBound - domains.z.lowerBound) * Double(r) / Double(n - 1)
                    for c in 0..<n {
                        let x =
                            domains.x.lowerBound + (domains.x.upperBound - domains.x.lowerBound) * Double(c)
                            / Double(n - 1)
                        series.points.append(AccessiblePoint(x: .number(x), y: .number(s.function(x, z)), z: z))
                    }
                }
                result.append(series)
            case .point(let p):
                var q = AccessiblePoint(x: p.x.primitive, y: p.y.primitive, z: p.z?.number)
                q.label = style.accessibilityLabel
                q.value = style.accessibilityValue
                var name = style.category?.storage.first.text
                if case .single(.number(let v)) = style.category?.storage {
                    q.colorValue = v
                    name = nil
                }
                if let i = result.lastIndex(where: {
                    $0.kind == .point && $0.name == name && $0.hidden == style.accessibilityHidden
                }) {
                    result[i].points.append(q)
                } else {
                    result.append(
                        AccessibleSeries(
                            kind: .point, name: name, xLabel: p.x.label, yLabel: p.y.label, zLabel: p.z?.label,
                            categoryLabel: style.category?.label, hidden: style.accessibilityHidden, points: [q]))
                }
            case .custom(let c):
                if let series = (c.mark as? any DescribedMark3D)?.accessibleSeries3D(style: style) {
                    result.append(series)
                }
            default: break
            }
        }
        return result
    }
}

extension AxisValue {
    /// A binned date as words ("December 2023"); nil for other values.
    var binText: String? {
        guard binned, case .range(let a, let b) = storage, let lo = a.number, let hi = b.number else { return nil }
        return DescriptionWriter.bin(lo, hi)
    }

    /// The single value, or the start of a range.
    var primitive: PlottablePrimitive? {
        // A binned date reads as its unit's start: the day or month it stands for.
        if binned { return storage.first }
        return storage.first
    }
}
