import ChartMath
import Foundation

/// An axis of the 3D box: the same `AxisScale` a 2D axis uses (linear, log, square root, power,
/// symmetric log, date; reversed when `scale.start > scale.end`), or categories, mapped onto a
/// range in scene units (by default −0.5…0.5; the box's aspect scales it), and its guides.
struct SceneAxis {
    /// The scale, in data units (dates as seconds since 1970; a categorical axis runs from −0.5 to
    /// `categories.count − 0.5`).
    let scale: AxisScale
    /// The scene interval the scale's start and end map onto, in that order.
    let range: ClosedRange<Double>
    /// The categories of a categorical axis, in order of first appearance; empty when numeric.
    var categories: [String] = []
    /// Whether the values are dates.
    var isDate = false
    /// The axis's visibility and `AxisMarks` (`.chartXAxis`, `.chartYAxis`, `.chartZAxis`).
    var spec = AxisSpec()
    /// Whether automatic ticks come from `NiceTicks` (1, 2 or 5 × 10ⁿ steps): the inferred linear
    /// axes of 3D charts, as they were drawn before the scales were shared with 2D.
    var usesNiceTicks = false
    /// The share of the automatic tick count this axis gets (1 by default; a box aspect gives a
    /// short edge proportionally fewer ticks).
    var tickDensity: Float = 1
    private var categoryIndex: [String: Int] = [:]

    init(
        scale: AxisScale, range: ClosedRange<Double>, categories: [String] = [], isDate: Bool = false,
        spec: AxisSpec = AxisSpec(), usesNiceTicks: Bool = false
    ) {
        self.scale = scale
        self.range = range
        self.categories = categories
        self.isDate = isDate
        self.spec = spec
        self.usesNiceTicks = usesNiceTicks
        for (i, c) in categories.enumerated() { categoryIndex[c] = i }
    }

    /// A linear axis from `domain.lowerBound` to `domain.upperBound` onto `range`.
    init(domain: ClosedRange<Double>, range: ClosedRange<Double>) {
        self.init(
            scale: AxisScale(type: .linear, start: domain.lowerBound, end: domain.upperBound), range: range,
            usesNiceTicks: true)
    }

    /// The smallest and largest data values of the domain.
    var domain: ClosedRange<Double> { min(scale.start, scale.end)...max(scale.start, scale.end) }

    /// Whether the scale is linear and runs forward: the case that surfaces sample as before.
    var isPlainLinear: Bool { scale.type == .linear && scale.start < scale.end && categories.isEmpty }

    /// The scene coordinate of a data value (NaN where the scale is undefined, e.g. log of 0).
    func unit(_ v: Double) -> Float { Float(unitValue(v)) }

    /// The scene coordinate of a data value, in double precision.
    func unitValue(_ v: Double) -> Double {
        range.lowerBound + scale.normalized(v) * (range.upperBound - range.lowerBound)
    }

    /// The scene coordinate of a mark's value: a category's place, or its number (a date's seconds).
    func unit(_ v: PlottablePrimitive) -> Float {
        if case .string(let s) = v { return categoryIndex[s].map { unit(Double($0)) } ?? .nan }
        return unit(v.number ?? .nan)
    }

    /// The scene coordinate of a mark's single value (a binned date: the middle of its unit); NaN
    /// for a range or a category not on the axis.
    func unit(_ v: AxisValue) -> Float {
        if let c = v.category { return categoryIndex[c].map { unit(Double($0)) } ?? .nan }
        return unit(v.number ?? .nan)
    }

    /// The data value at a scene coordinate (the inverse of `unit`).
    func value(_ u: Float) -> Double {
        scale.value(atNormalized: (Double(u) - range.lowerBound) / (range.upperBound - range.lowerBound))
    }

    /// The smaller and larger scene coordinates of the axis.
    var sceneLower: Float { Float(min(range.lowerBound, range.upperBound)) }
    var sceneUpper: Float { Float(max(range.lowerBound, range.upperBound)) }

    /// The data value at a fraction `t` (0…1) along the axis from its start, for sampling: evenly
    /// spaced in the scale's transformed space (a log axis samples log-spaced values).
    func sample(_ t: Double) -> Double { scale.value(atNormalized: t) }

    /// The guides: the automatic ticks (about `target`; log axes add unlabelled minor ticks) or the
    /// axis's `AxisMarks`; none when hidden. Category axes mark every category, with a grid line.
    func marks(target: Int) -> [GuideMark] {
        if spec.isHidden { return [] }
        let guides = AxisGuides(spec: spec, isX: true, scale: scale, categories: categories, isDate: isDate)
        guard usesNiceTicks, spec.marks == nil else {
            var marks = guides.marks(target: target)
            if spec.marks == nil, !categories.isEmpty {
                for i in marks.indices { marks[i].grid = (nil, nil) }
            }
            return marks
        }
        let ticks = NiceTicks.ticks(in: domain, target: target)
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        return ticks.map { v in
            GuideMark(
                value: v, side: .bottom, grid: (nil, nil), tick: (nil, nil, nil),
                label: (NiceTicks.label(v, step: step), nil, nil))
        }
    }

    /// The read-out text of a data value under the pointer.
    func readoutLabel(_ v: Double) -> String {
        if !categories.isEmpty {
            let i = Int(v.rounded())
            return categories.indices.contains(i) ? categories[i] : TickFormatter.label(v, step: 0.01)
        }
        switch scale.type {
        case .date: return TickFormatter.dateLabel(v, unit: .minute)
        case .log: return TickFormatter.label(v, step: max(abs(v), 1e-300) / 1000)
        default:
            return TickFormatter.label(v, step: max(domain.upperBound - domain.lowerBound, 1e-12) / 1000)
        }
    }
}
