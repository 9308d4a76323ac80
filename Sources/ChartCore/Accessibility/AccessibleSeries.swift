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
    /// What the series' marks say of themselves (``ChartMark/accessibleSummary``), in order: the
    /// description reads these instead of the points.
    var summaries: [MarkAccessibleSummary] = []
    /// What a rectangle series' cells are called, singular and plural: rectangles, or the
    /// hexagons of a ``HexbinPlot``.
    var cellNoun: CellNoun = .rectangle
}

/// The shape of a heat map's cells, as descriptions name it.
enum CellNoun: Sendable, Equatable {
    case rectangle, hexagon

    var singular: String { self == .rectangle ? "rectangle" : "hexagon" }
    var plural: String { singular + "s" }
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
            let c = e.recipe
            if let n = (c.mark as? any DescribedMark)?.accessibleXNumber { values.append(n) }
            if let series = c.mark as? any DescribedSeriesMark { values += series.accessibleXValues }
        }
        let f = values.filter(\.isFinite)
        guard let lo = f.min(), let hi = f.max(), lo < hi else { return -1...1 }
        return lo...hi
    }

    /// The chart's values as series, in declaration order: each mark adds its own
    /// (`addAccessibleSeries(to:style:)` in the mark's file).
    ///
    /// With `describing`, long vectorized line and area series hold only the values their
    /// description reads (``describedIndices(_:values:)``), with their full counts.
    func accessibleSeries(describing: Bool = false) -> [AccessibleSeries] {
        var builder = AccessibleSeriesBuilder(xDomain: accessibleXDomain(), describing: describing)
        for e in elements {
            let c = e.recipe
            c.addAccessibleSeries(to: &builder)
        }
        return builder.result
    }
}

/// The series of a chart being read from its marks, in declaration order, and the helpers the
/// marks share to add theirs.
struct AccessibleSeriesBuilder {
    /// The x domain the chart shows (function plots are sampled over it).
    let xDomain: ClosedRange<Double>
    /// Long vectorized series hold only what their description reads.
    let describing: Bool
    var result: [AccessibleSeries] = []

    /// Adds one value to the last series of its kind, name and labels (LineMarks, PointMarks,
    /// bars and sectors arrive one element per value), or starts a series.
    mutating func append(
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

    /// Evenly spaced x values over `domain`, where a function plot is read.
    func samples(_ domain: ClosedRange<Double>) -> [Double] {
        (0..<accessibleFunctionSamples).map {
            domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double($0)
                / Double(accessibleFunctionSamples - 1)
        }
    }

    /// The label and value read for element `i` of a vectorized plot.
    func perElement(_ style: MarkStyle, _ i: Int) -> (String?, String?) {
        let label = style.accessibilityLabels.flatMap { i < $0.count ? $0[i] : nil } ?? style.accessibilityLabel
        let value = style.accessibilityValues.flatMap { i < $0.count ? $0[i] : nil } ?? style.accessibilityValue
        return (label, value)
    }

    /// A column's value as a number or a date.
    func primitive(_ v: Double, date: Bool) -> PlottablePrimitive {
        date ? .date(Date(timeIntervalSince1970: v)) : .number(v)
    }

    /// The indices of each series in order of first appearance: by `names` (per element), or
    /// all of them under `fallback` when the values have no series names (no string per value).
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
}

extension CustomMark {
    /// A recipe's values: its richer entry (built-in recipes), else its public accessible values.
    func addAccessibleSeries(to builder: inout AccessibleSeriesBuilder) {
        let before = builder.result.count
        addValueSeries(to: &builder)
        builder.result.attach(mark.accessibleSummary, hidden: style.accessibilityHidden, from: before)
    }

    private func addValueSeries(to builder: inout AccessibleSeriesBuilder) {
        if let series = mark as? any DescribedSeriesMark {
            series.addAccessibleSeries(to: &builder, style: style)
            return
        }
        if let d = mark as? any DescribedMark {
            if let entry = d.accessibleEntry(style: style) {
                builder.append(entry.kind, name: entry.name, x: entry.x, y: entry.y, style: style, point: entry.point)
                if let z = entry.zLabel, let i = builder.result.indices.last { builder.result[i].zLabel = z }
                if let i = builder.result.indices.last { builder.result[i].cellNoun = entry.cellNoun }
            }
            return
        }
        guard let v = mark.accessibleValues else { return }
        builder.append(
            v.kind, name: v.name ?? style.category?.storage.first.text, x: v.xLabel, y: v.yLabel,
            style: style, point: AccessiblePoint(x: v.x, y: v.y, yEnd: v.yEnd))
    }

    /// A recipe's values in a `Chart3D`: a built-in recipe's own series, else a user mark's
    /// ``ChartMark/accessibleValues``, consecutive values of one role and name forming a series.
    func addAccessibleSeries3D(to result: inout [AccessibleSeries]) {
        let before = result.count
        addValueSeries3D(to: &result)
        result.attach(mark.accessibleSummary, hidden: style.accessibilityHidden, from: before)
    }

    private func addValueSeries3D(to result: inout [AccessibleSeries]) {
        if let d = mark as? any DescribedMark3D {
            d.addAccessibleSeries3D(to: &result, style: style)
            return
        }
        guard let v = mark.accessibleValues else { return }
        var q = AccessiblePoint(x: v.x, y: v.y, yEnd: v.yEnd, z: v.z)
        q.label = style.accessibilityLabel
        q.value = style.accessibilityValue
        let name = v.name ?? style.category?.storage.first.text
        if let i = result.indices.last, result[i].kind == v.kind, result[i].name == name,
            result[i].xLabel == v.xLabel, result[i].yLabel == v.yLabel, result[i].hidden == style.accessibilityHidden
        {
            result[i].points.append(q)
        } else {
            result.append(
                AccessibleSeries(
                    kind: v.kind, name: name, xLabel: v.xLabel, yLabel: v.yLabel, zLabel: v.zLabel,
                    categoryLabel: style.category?.label, hidden: style.accessibilityHidden, points: [q]))
        }
    }
}

extension [AccessibleSeries] {
    /// Gives a mark's summary to the series its values started (from index `start` on), else (a
    /// mark without values, or whose values joined an earlier series) to a series of its own
    /// with no values, which only the description reads.
    mutating func attach(_ summary: MarkAccessibleSummary?, hidden: Bool, from start: Int) {
        guard let summary else { return }
        if count > start {
            self[start].summaries.append(summary)
        } else {
            append(AccessibleSeries(kind: .rectangle, hidden: hidden, summaries: [summary]))
        }
    }
}

extension Chart3D {
    /// The domain of each axis: explicit, else the extent of the points, of surfaces through
    /// grids and of recipes' 3D accessible values, else −1…1.
    func accessibleDomains() -> (x: ClosedRange<Double>, y: ClosedRange<Double>?, z: ClosedRange<Double>) {
        let c = configuration.value
        var xs: [Double] = []
        var ys: [Double] = []
        var zs: [Double] = []
        for e in elements {
            let c = e.recipe
            if let p = c.mark as? PointSpec {
                if let v = p.x.number { xs.append(v) }
                if let v = p.y.number { ys.append(v) }
                if let v = p.z?.number { zs.append(v) }
            } else if let p = c.mark as? PointsSpec, let z = p.z {
                // A 3D point plot's columns (and a run of point marks gathered into one).
                xs += p.x.values
                ys += p.y.values
                zs += z.values
            } else if let v = c.mark.accessibleValues, v.z != nil {
                // A recipe's 3D values (a 3D histogram's bars): its x, its y range and its z.
                if case .number(let x) = v.x { xs.append(x) }
                if case .number(let y) = v.y { ys.append(y) }
                ys += v.yEnd.map { [$0] } ?? []
                zs += v.z.map { [$0] } ?? []
            }
            if let (lo, hi) = (c.mark as? MeshSpec)?.bounds ?? (c.mark as? TriangulatedSurfaceSpec)?.bounds {
                (xs, ys, zs) = (xs + [lo.x, hi.x], ys + [lo.y, hi.y], zs + [lo.z, hi.z])
            }
            if let s = c.mark as? SurfaceSpec, let extents = s.gridExtents {
                xs += [extents.x.lowerBound, extents.x.upperBound]
                zs += [extents.z.lowerBound, extents.z.upperBound]
                ys += s.grid?.valueRange.map { [$0.lowerBound, $0.upperBound] } ?? []
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
            if let s = e.recipe.mark as? SurfaceSpec {
                result.append(s.accessibleSeries(style: e.style, x: domains.x, z: domains.z, samples: n))
            } else {
                e.recipe.addAccessibleSeries3D(to: &result)
            }
        }
        return result
    }
}

extension AxisValue {
    /// A binned date as words ("December 2023"); nil for other values (a number bin reads as its start).
    var binText: String? {
        guard binned, containsDate, case .range(let a, let b) = storage, let lo = a.number, let hi = b.number else {
            return nil
        }
        return DescriptionWriter.bin(lo, hi)
    }

    /// The single value, or the start of a range.
    var primitive: PlottablePrimitive? {
        // A binned date reads as its unit's start: the day or month it stands for.
        if binned { return storage.first }
        return storage.first
    }
}
