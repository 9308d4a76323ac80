import ChartMath
import ChartScene
import Foundation

/// A vector plot's arrows in data units: points and components per axis (2 or 3 axes).
struct VectorArrows: Sendable {
    var labels: [String]
    var points: [[Double]]
    var components: [[Double]]
    /// The grid cell per axis, in data units (the automatic scale's yardstick).
    var cell: [Double]
    /// The exact domains of a sampled field (nil for data).
    var domains: [ClosedRange<Double>]?
    var problem: VectorFieldError?

    var count: Int { points.first?.count ?? 0 }
    var dimension: Int { labels.count }

    /// Arrows from data columns.
    init(labels: [String], columns: [[Double]], components: [[Double]]) {
        (self.labels, points, self.components) = (labels, columns, components)
        let counts = (columns + components).map(\.count)
        if Set(counts).count > 1 { problem = .columnLengths(mark: "VectorPlot", counts: counts) }
        let n = Double(max(columns.first?.count ?? 1, 1))
        let perAxis = pow(n, 1 / Double(labels.count))
        let spans = columns.map { c -> Double in
            let finite = c.filter(\.isFinite)
            guard let lo = finite.min(), let hi = finite.max() else { return 0 }
            return (hi - lo) / perAxis
        }
        let fallback = spans.max().flatMap { $0 > 0 ? $0 : nil } ?? 1
        cell = spans.map { $0 > 0 ? $0 : fallback }
    }

    /// Arrows of `field` at the centres of `count` cells per axis over `domains`.
    init(labels: [String], domains: [ClosedRange<Double>], count: Int, field: ([Double]) -> [Double]) {
        self.labels = labels
        self.domains = domains
        points = labels.map { _ in [] }
        components = labels.map { _ in [] }
        cell = domains.map { ($0.upperBound - $0.lowerBound) / Double(max(count, 1)) }
        guard count >= 1 else {
            problem = .count(mark: "VectorPlot", count: count, minimum: 1)
            return
        }
        for (axis, d) in domains.enumerated()
        where !(d.lowerBound.isFinite && d.upperBound.isFinite && d.upperBound > d.lowerBound) {
            problem = .domain(
                mark: "VectorPlot", axis: ["x", "y", "z"][axis], lower: d.lowerBound, upper: d.upperBound)
            return
        }
        let total = Int(pow(Double(count), Double(labels.count)))
        for k in 0..<total {
            var index = k
            var p: [Double] = []
            for axis in domains.indices {
                p.append(domains[axis].lowerBound + (Double(index % count) + 0.5) * cell[axis])
                index /= count
            }
            let f = field(p)
            for axis in domains.indices {
                points[axis].append(p[axis])
                components[axis].append(axis < f.count ? f[axis] : .nan)
            }
        }
    }

    /// The length of vector `i` (NaN where a component is not finite).
    func magnitude(_ i: Int) -> Double {
        var sum = 0.0
        for c in components {
            guard c[i].isFinite else { return .nan }
            sum += c[i] * c[i]
        }
        return sum.squareRoot()
    }

    /// The factor from components to data units; 0 when every vector is zero.
    func factor(_ scale: VectorScale) -> Double {
        if case .factor(let f) = scale { return f }
        var longest = 0.0
        for i in 0..<count {
            var sum = 0.0
            for axis in components.indices {
                sum += (components[axis][i] / cell[axis]) * (components[axis][i] / cell[axis])
            }
            if sum.isFinite { longest = max(longest, sum.squareRoot()) }
        }
        return longest > 0 ? 0.9 / longest : 0
    }

    /// The tail and tip of arrow `i` in data units, or nil where a value is not finite.
    func ends(_ i: Int, factor: Double, pivot: VectorPivot) -> (tail: [Double], tip: [Double])? {
        var tail: [Double] = []
        var tip: [Double] = []
        let shift = pivot == .tail ? 0.0 : pivot == .middle ? 0.5 : 1
        for axis in points.indices {
            let p = points[axis][i]
            let d = factor * components[axis][i]
            guard p.isFinite, d.isFinite else { return nil }
            tail.append(p - shift * d)
            tip.append(p + (1 - shift) * d)
        }
        return (tail, tip)
    }
}

/// The 64 steps of magnitude that colour a plot by its field's magnitude over `lo…hi`.
struct MagnitudeSteps: Sendable, Equatable {
    var lo: Double
    var hi: Double
    static let count = 64

    /// The step of magnitude `m`.
    func step(_ m: Double) -> Int {
        guard hi > lo else { return 0 }
        let k = ((m - lo) / (hi - lo) * Double(Self.count - 1)).rounded()
        return k.isFinite ? min(max(Int(k), 0), Self.count - 1) : 0
    }

    /// The magnitude step `k` stands for (its colour).
    func value(_ k: Int) -> Double { hi > lo ? lo + (hi - lo) * Double(k) / Double(Self.count - 1) : lo }
}

extension VectorPlot {
    /// The arrows' elements: one (in one colour) or one per occupied magnitude step (its magnitude
    /// the element's numeric category), then the key's.
    func elements() -> [ChartElement] {
        var base = VectorArrowsSpec(arrows: arrows, factor: arrows.factor(scale), pivot: pivot, shape: shape)
        base.problem = arrows.problem ?? validation()
        var style = MarkStyle()
        if let color { style.color = color }
        var out = [ChartElement(recipe: CustomMark(mark: base, style: style))]
        let magnitudes = (0..<arrows.count).map(arrows.magnitude)
        let finite = magnitudes.filter(\.isFinite)
        if let label = magnitudeLabel, base.problem == nil, let lo = finite.min(), let hi = finite.max() {
            let steps = MagnitudeSteps(lo: lo, hi: hi)
            var members = [[Int]](repeating: [], count: MagnitudeSteps.count)
            for (i, m) in magnitudes.enumerated() where m.isFinite { members[steps.step(m)].append(i) }
            let occupied = members.indices.filter { !members[$0].isEmpty }
            out = occupied.map { k in
                var spec = base
                spec.members = members[k]
                // Non-finite vectors are counted as skipped by the first step's element.
                spec.skipped = k == occupied.first ? magnitudes.count - finite.count : 0
                var style = MarkStyle()
                style.category = PlottableValue.value(label, steps.value(k)).erased
                return ChartElement(recipe: CustomMark(mark: spec, style: style))
            }
        }
        if let key, base.problem == nil, arrows.dimension == 2 {
            let spec = VectorKeySpec(
                arrows: base, magnitude: key.magnitude, label: key.label, position: key.position,
                colored: magnitudeLabel != nil)
            out.append(ChartElement(recipe: CustomMark(mark: spec, style: style)))
        }
        return out
    }

    /// The problem with the scale or arrow style, if any.
    private func validation() -> VectorFieldError? {
        if case .factor(let f) = scale, !(f > 0 && f.isFinite) {
            return .notPositive(mark: "VectorPlot", name: "the scale factor", value: f)
        }
        let sizes = [
            ("the arrow width", shape.width ?? 1), ("the head width", shape.headWidth),
            ("the head length", shape.headLength), ("the head's axis length", shape.headAxisLength),
        ]
        for (name, value) in sizes where !(value > 0 && value.isFinite) {
            return .notPositive(mark: "VectorPlot", name: name, value: value)
        }
        return nil
    }

    public var chartElements: [ChartElement] { elements() }
    public var chart3DElements: [ChartElement] { elements() }
}

/// The arrows of a ``VectorPlot`` (or those of one magnitude step) as a recipe mark.
struct VectorArrowsSpec: ChartMark {
    var arrows: VectorArrows
    var factor: Double
    var pivot: VectorPivot
    var shape: VectorArrowStyle
    /// The arrows this element draws; nil: all.
    var members: [Int]?
    /// Non-finite vectors left out of every step, counted as skipped.
    var skipped = 0
    var problem: VectorFieldError?

    var markName: String { "VectorPlot" }
    var memberIndices: [Int] { members ?? Array(0..<arrows.count) }

    /// The points, or the sampled field's exact domains.
    func addValues(to domains: inout MarkDomains) throws {
        if let problem { throw problem }
        guard arrows.dimension == 2 else { throw VectorFieldError.wrongChart(mark: markName, dimensions: 3) }
        if let exact = arrows.domains, domains.x.categories.isEmpty, domains.y.categories.isEmpty {
            domains.titles.x = domains.titles.x ?? arrows.labels[0]
            domains.titles.y = domains.titles.y ?? arrows.labels[1]
            domains.x.functionDomains.append(exact[0])
            domains.y.functionDomains.append(exact[1])
            return
        }
        for i in memberIndices where arrows.points[0][i].isFinite && arrows.points[1][i].isFinite {
            try domains.addX(.value(arrows.labels[0], arrows.points[0][i]))
            try domains.addY(.value(arrows.labels[1], arrows.points[1][i]))
        }
    }

    /// The arrows as one filled path, clipped to the plot area.
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        let outline = arrowShape(in: context)
        var points: [Vec2] = []
        var starts: [Int] = []
        context.log.pending += skipped
        for i in memberIndices {
            guard let ends = arrows.ends(i, factor: factor, pivot: pivot) else {
                context.log.pending += 1
                continue
            }
            let a = context.pixel(arrows.labels[0], arrows.labels[1], SIMD2(ends.tail[0], ends.tail[1]))
            let b = context.pixel(arrows.labels[0], arrows.labels[1], SIMD2(ends.tip[0], ends.tip[1]))
            guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else {
                context.log.pending += 1
                continue
            }
            let polygon = ArrowShape.clip(
                outline.outline(tail: a, tip: b), lo: context.plotMinimum, hi: context.plotMaximum)
            guard polygon.count >= 3 else { continue }
            starts.append(points.count)
            points += polygon.map { Vec2(Float($0.x), Float($0.y)) }
        }
        guard !points.isEmpty else { return [] }
        return [.path(ScenePath(points: points, starts: starts, rule: .nonZero, color: context.color))]
    }

    /// The arrow outline in pixels: the shaft 0.5 % of the plot's width unless set.
    func arrowShape(in context: MarkContext2D) -> ArrowShape {
        let width = shape.width.map { $0 * context.scale } ?? 0.005 * (context.plotMaximum.x - context.plotMinimum.x)
        return ArrowShape(
            width: width, headWidth: shape.headWidth, headLength: shape.headLength,
            headAxisLength: shape.headAxisLength)
    }

    /// A filled square, as the arrows are filled shapes.
    var legendSample: MarkLegendSample { .square }

    /// The whole field, read once (by the element holding the strongest arrow): "400 arrows,
    /// magnitude 0.14 to 0.63; the strongest at x 1, y 0, pointing up".
    var accessibleSummary: MarkAccessibleSummary? {
        guard problem == nil else { return nil }
        let finite = (0..<arrows.count).filter { arrows.magnitude($0).isFinite }
        guard let strongest = finite.max(by: { arrows.magnitude($0) < arrows.magnitude($1) }),
            members == nil || memberIndices.contains(strongest)
        else { return nil }
        let magnitudes = finite.map(arrows.magnitude)
        let (lo, hi) = (magnitudes.min() ?? 0, magnitudes.max() ?? 0)
        let place = zip(arrows.labels, arrows.points).map { label, column in
            let axis = DescriptionWriter.Axis(letter: "", label: label, domain: column.min()!...column.max()!)
            return "\(axis.name) \(axis.text(column[strongest]))"
        }
        var item =
            DescriptionWriter.count(finite.count, "arrow", "arrows")
            + ", magnitude \(DescriptionWriter.number(lo, span: hi - lo)) to \(DescriptionWriter.number(hi, span: hi - lo))"
            + "; the strongest at " + place.joined(separator: ", ")
        if arrows.dimension == 2 {
            item += ", pointing " + Self.direction(arrows.components[0][strongest], arrows.components[1][strongest])
        }
        return MarkAccessibleSummary(kind: "vector field arrows", item: item)
    }

    /// A 2D direction in words, to the nearest eighth of a turn ("up and to the right").
    static func direction(_ u: Double, _ v: Double) -> String {
        let words = [
            "right", "up and to the right", "up", "up and to the left", "left", "down and to the left", "down",
            "down and to the right",
        ]
        let k = Int((atan2(v, u) / (.pi / 4)).rounded())
        return words[(k % 8 + 8) % 8]
    }
}
