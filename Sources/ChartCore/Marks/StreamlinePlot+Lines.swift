import ChartMath
import ChartScene
import Foundation

/// A streamline plot (or the part of it in one magnitude step) as a recipe mark.
struct StreamlineSpec: ChartMark {
    var labels: [String]
    var domains: [ClosedRange<Double>]
    /// The grid of a gridded field (its magnitudes give the colour range).
    var nodes: GridVectorField?
    var field: @Sendable (SIMD2<Double>) -> SIMD2<Double>?
    var spacing = 14.0
    var stroke = StrokeStyle(lineWidth: 1)
    var arrowSize = 1.0
    /// The magnitude step this element draws, or nil: the whole plot.
    var step: (k: Int, steps: MagnitudeSteps)?
    var problem: VectorFieldError?
    /// The lines traced for the last pixel mapping, shared by every step's element.
    let cache = StreamlineCache()

    init(
        labels: [String], domains: [ClosedRange<Double>], nodes: GridVectorField? = nil,
        field: @escaping @Sendable (SIMD2<Double>) -> SIMD2<Double>?
    ) {
        (self.labels, self.domains, self.nodes, self.field) = (labels, domains, nodes, field)
    }

    var markName: String { "StreamlinePlot" }

    /// The field, read once (by the first magnitude step): "a field over x −3 to 3, y −1.5 to 1.5,
    /// magnitude 0 to 1.8".
    var accessibleSummary: MarkAccessibleSummary? {
        guard problem == nil, step == nil || step?.k == 0 else { return nil }
        var item =
            "a field over " + zip(labels, domains).map { DescriptionWriter.extent($0, $1) }.joined(separator: ", ")
        if let steps = step?.steps ?? magnitudeSteps() {
            let span = steps.hi - steps.lo
            item +=
                ", magnitude \(DescriptionWriter.number(steps.lo, span: span)) to "
                + DescriptionWriter.number(steps.hi, span: span)
        }
        return MarkAccessibleSummary(kind: "streamlines", item: item)
    }

    /// The range of the field's magnitude over the grid's nodes, or a 101 × 101 sample: from the
    /// least to the 99th percentile, so that a singularity (a point source) does not leave every
    /// line in the lowest colour.
    func magnitudeSteps() -> MagnitudeSteps? {
        var magnitudes: [Double] = []
        if let nodes {
            magnitudes = zip(nodes.u, nodes.v).map { ($0 * $0 + $1 * $1).squareRoot() }
        } else {
            for i in 0...100 {
                for j in 0...100 {
                    let x = domains[0].lowerBound + (domains[0].upperBound - domains[0].lowerBound) * Double(i) / 100
                    let y = domains[1].lowerBound + (domains[1].upperBound - domains[1].lowerBound) * Double(j) / 100
                    if let f = field(SIMD2(x, y)) { magnitudes.append((f * f).sum().squareRoot()) }
                }
            }
        }
        let finite = magnitudes.filter(\.isFinite).sorted()
        guard let lo = finite.first, let top = finite.last else { return nil }
        let percentile = finite[Int(0.99 * Double(finite.count - 1))]
        return MagnitudeSteps(lo: lo, hi: percentile > lo ? percentile : top)
    }

    /// The domains, exactly (as a function plot's), when no other mark puts data on the axes.
    func addValues(to domains: inout MarkDomains) throws {
        if let problem { throw problem }
        for (name, value) in [("the spacing", spacing), ("the arrow size", arrowSize)]
        where !(value > 0 && value.isFinite) {
            throw VectorFieldError.notPositive(mark: markName, name: name, value: value)
        }
        guard domains.x.categories.isEmpty, domains.y.categories.isEmpty else {
            try domains.addX(.value(labels[0], self.domains[0].lowerBound))
            try domains.addY(.value(labels[1], self.domains[1].lowerBound))
            return
        }
        domains.titles.x = domains.titles.x ?? labels[0]
        domains.titles.y = domains.titles.y ?? labels[1]
        domains.x.functionDomains.append(self.domains[0])
        domains.y.functionDomains.append(self.domains[1])
    }

    /// The lines (of this element's step), clipped to the plot, and their arrow heads.
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        guard let map = PixelMap(context, labels, domains) else { return [] }
        let s = context.scale
        let geometry = cache.geometry(for: map.key + [spacing * s]) { trace(map, separation: spacing * s) }
        var polylines: [[SIMD2<Double>]] = []
        var heads: [Vec2] = []
        var starts: [Int] = []
        let (length, halfWidth) = (7 * arrowSize * s, 2.8 * arrowSize * s)
        for (line, magnitudes) in zip(geometry.lines, geometry.magnitudes) {
            polylines += runs(line, magnitudes)
            for (centre, t, m) in Self.headPlaces(line, magnitudes, every: 120 * s, minimum: 3 * length)
            where step.map({ $0.steps.step(m) == $0.k }) ?? true {
                let n = SIMD2(-t.y, t.x)
                let tip = centre + 0.5 * length * t
                let base = centre - 0.5 * length * t
                let triangle = ArrowShape.clip(
                    [tip, base + halfWidth * n, base - halfWidth * n], lo: context.plotMinimum, hi: context.plotMaximum)
                guard triangle.count >= 3 else { continue }
                starts.append(heads.count)
                heads += triangle.map { Vec2(Float($0.x), Float($0.y)) }
            }
        }
        let path: [ScenePrimitive] =
            heads.isEmpty ? [] : [.path(ScenePath(points: heads, starts: starts, rule: .nonZero, color: context.color))]
        return context.stroke(polylines, style: stroke) + path
    }

    /// The stretches of a line in this element's step (the whole line without steps).
    func runs(_ line: [SIMD2<Double>], _ magnitudes: [Double]) -> [[SIMD2<Double>]] {
        guard let step else { return [line] }
        var out: [[SIMD2<Double>]] = []
        var run: [SIMD2<Double>] = []
        for i in line.indices.dropFirst() {
            let (a, b) = (magnitudes[i - 1], magnitudes[i])
            let m = a.isFinite && b.isFinite ? (a + b) / 2 : a.isFinite ? a : b
            if step.steps.step(m) == step.k {
                if run.isEmpty { run.append(line[i - 1]) }
                run.append(line[i])
            } else if !run.isEmpty {
                out.append(run)
                run = []
            }
        }
        if !run.isEmpty { out.append(run) }
        return out
    }

    /// Where a line's arrow heads go: centre, unit direction and magnitude, every `spacing` along it
    /// (one at the middle of a shorter line; none on a line under `minimum`).
    static func headPlaces(_ line: [SIMD2<Double>], _ magnitudes: [Double], every spacing: Double, minimum: Double)
        -> [(SIMD2<Double>, SIMD2<Double>, Double)]
    {
        var arc = [0.0]
        for i in line.indices.dropFirst() {
            let d = line[i] - line[i - 1]
            arc.append(arc[i - 1] + (d * d).sum().squareRoot())
        }
        guard let total = arc.last, total >= minimum, total > 0 else { return [] }
        let count = max(1, Int((total / spacing).rounded()))
        var out: [(SIMD2<Double>, SIMD2<Double>, Double)] = []
        var i = 1
        for j in 0..<count {
            let s = (Double(j) + 0.5) * total / Double(count)
            while i < line.count - 1, arc[i] < s { i += 1 }
            let d = line[i] - line[i - 1]
            let l = (d * d).sum().squareRoot()
            guard l > 0 else { continue }
            let f = (s - arc[i - 1]) / l
            out.append((line[i - 1] + f * d, d / l, magnitudes[i]))
        }
        return out
    }

    /// The lines in pixels and the field's magnitude at their points.
    func trace(_ map: PixelMap, separation: Double) -> StreamlineGeometry {
        let field = self.field
        let lines = EvenlySpacedStreamlines(lo: map.lo, hi: map.hi, separation: separation) { q in
            field(map.data(q)).map { SIMD2($0.x * map.scale.x, $0.y * map.scale.y) }
        }.lines
        let magnitudes = lines.map { line in
            line.map { q in field(map.data(q)).map { ($0 * $0).sum().squareRoot() } ?? .nan }
        }
        return StreamlineGeometry(lines: lines, magnitudes: magnitudes)
    }
}

/// The linear map between a field's domains and the plot's pixels.
struct PixelMap {
    var origin: SIMD2<Double>
    var pixelOrigin: SIMD2<Double>
    var scale: SIMD2<Double>
    var lo: SIMD2<Double>
    var hi: SIMD2<Double>

    init?(_ context: MarkContext2D, _ labels: [String], _ domains: [ClosedRange<Double>]) {
        let a = context.pixel(labels[0], labels[1], SIMD2(domains[0].lowerBound, domains[1].lowerBound))
        let b = context.pixel(labels[0], labels[1], SIMD2(domains[0].upperBound, domains[1].upperBound))
        let span = SIMD2(domains[0].upperBound - domains[0].lowerBound, domains[1].upperBound - domains[1].lowerBound)
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.x != b.x, a.y != b.y else { return nil }
        origin = SIMD2(domains[0].lowerBound, domains[1].lowerBound)
        pixelOrigin = a
        scale = (b - a) / span
        lo = SIMD2(min(a.x, b.x), min(a.y, b.y))
        hi = SIMD2(max(a.x, b.x), max(a.y, b.y))
    }

    func data(_ q: SIMD2<Double>) -> SIMD2<Double> { origin + (q - pixelOrigin) / scale }

    var key: [Double] { [origin.x, origin.y, pixelOrigin.x, pixelOrigin.y, scale.x, scale.y, hi.x, hi.y] }
}

/// A streamline plot's lines in pixels and the field's magnitude at every point.
struct StreamlineGeometry: Sendable {
    var lines: [[SIMD2<Double>]] = []
    var magnitudes: [[Double]] = []
}

/// The lines of the last pixel mapping a streamline plot was drawn at: every magnitude step's
/// element draws from the same trace.
final class StreamlineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var key: [Double] = []
    private var value = StreamlineGeometry()

    func geometry(for key: [Double], _ make: () -> StreamlineGeometry) -> StreamlineGeometry {
        lock.lock()
        defer { lock.unlock() }
        if key == self.key { return value }
        value = make()
        self.key = key
        return value
    }
}
