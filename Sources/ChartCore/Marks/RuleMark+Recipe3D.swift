import ChartMath
import ChartScene

/// A 3D rule, the element `RuleMark(x:y:z:)` gives in a `Chart3D`: two single values and one
/// range, the rule running along the ranged axis as an unlit world-space line. Every concern of the
/// 3D rule is here, as a ``ChartMark`` recipe; its style (colour, category, opacity) rides on the
/// element.
struct Rule3DSpec: ChartMark, StrokedMark, UnlitMark, DescribedMark3D {
    var x: AxisValue
    var y: AxisValue
    var z: AxisValue
    var stroke = StrokeStyle(lineWidth: 2)

    var markName: String { "RuleMark" }

    /// A 3D rule has no 2D form: a `Chart` refuses it.
    func addValues(to domains: inout MarkDomains) throws {
        throw ChartError.notTwoDimensional(mark: "RuleMark(x:y:z:)")
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    /// Exactly one range, every value numeric; the values widen the domains without naming the axes.
    func addValues(to domains: inout MarkDomains3D) throws {
        try Mark3DValues.validate([x, y, z], mark: markName, ranges: 1)
        Mark3DValues.add([x, y, z], to: &domains)
    }

    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        if context.style.material.isSet { context.noteUnlit("RuleMark") }
        let (x, y, z) = (context.ends(x, axis: 0), context.ends(y, axis: 1), context.ends(z, axis: 2))
        return context.stroke([[Vec3(x.0, y.0, z.0), Vec3(x.1, y.1, z.1)]], style: stroke)
    }

    var legendSample: MarkLegendSample { .line(dash: stroke.dash) }

    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries? {
        Mark3DValues.series(.rule, [x, y, z], style: style)
    }

    /// All three values move.
    func interpolated(to target: Rule3DSpec, fraction t: Double) -> Rule3DSpec? {
        var q = target
        (q.x, q.y, q.z) = (x.mixed(q.x, t), y.mixed(q.y, t), z.mixed(q.z, t))
        return q
    }
}

/// A 3D rectangle, the element `RectangleMark(x:y:z:)` gives in a `Chart3D`: one single value and
/// two ranges, a lit two-sided quad in the plane of the ranged axes at the single value.
struct Rectangle3DSpec: ChartMark, DescribedMark3D {
    var x: AxisValue
    var y: AxisValue
    var z: AxisValue

    var markName: String { "RectangleMark" }

    /// A 3D rectangle has no 2D form: a `Chart` refuses it.
    func addValues(to domains: inout MarkDomains) throws {
        throw ChartError.notTwoDimensional(mark: "RectangleMark(x:y:z:)")
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    /// Exactly two ranges, every value numeric; the values widen the domains without naming the axes.
    func addValues(to domains: inout MarkDomains3D) throws {
        try Mark3DValues.validate([x, y, z], mark: markName, ranges: 2)
        Mark3DValues.add([x, y, z], to: &domains)
    }

    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        let (x, y, z) = (context.ends(x, axis: 0), context.ends(y, axis: 1), context.ends(z, axis: 2))
        // The fixed axis is the one whose two ends agree; the quad spans the other two.
        let fixed = x.0 == x.1 ? 0 : (y.0 == y.1 ? 1 : 2)
        var normal = Vec3.zero
        normal[fixed] = 1
        let corners: [Vec3]
        switch fixed {
        case 0: corners = [Vec3(x.0, y.0, z.0), Vec3(x.0, y.1, z.0), Vec3(x.0, y.1, z.1), Vec3(x.0, y.0, z.1)]
        case 1: corners = [Vec3(x.0, y.0, z.0), Vec3(x.1, y.0, z.0), Vec3(x.1, y.0, z.1), Vec3(x.0, y.0, z.1)]
        default: corners = [Vec3(x.0, y.0, z.0), Vec3(x.1, y.0, z.0), Vec3(x.1, y.1, z.0), Vec3(x.0, y.1, z.0)]
        }
        return context.mesh(
            positions: corners, normals: Array(repeating: normal, count: 4), indices: [0, 1, 2, 0, 2, 3])
    }

    var legendSample: MarkLegendSample { .square }

    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries? {
        Mark3DValues.series(.rectangle, [x, y, z], style: style)
    }

    /// All three values move.
    func interpolated(to target: Rectangle3DSpec, fraction t: Double) -> Rectangle3DSpec? {
        var q = target
        (q.x, q.y, q.z) = (x.mixed(q.x, t), y.mixed(q.y, t), z.mixed(q.z, t))
        return q
    }
}

/// What the 3D rule and rectangle share: their checks, domains and description.
private enum Mark3DValues {
    /// Every value numeric, and exactly `ranges` of them ranges.
    static func validate(_ values: [AxisValue], mark name: String, ranges expected: Int) throws {
        var ranges = 0
        for (axis, v) in zip(["x", "y", "z"], values) {
            switch v.storage {
            case .single(let p):
                guard p.number != nil else { throw ChartError.nonNumericValue(mark: name, axis: axis, label: v.label) }
            case .range(let a, let b):
                guard a.number != nil, b.number != nil else {
                    throw ChartError.nonNumericValue(mark: name, axis: axis, label: v.label)
                }
                ranges += 1
            }
        }
        guard ranges == expected else {
            throw ChartError.wrongRangeCount(mark: name, expected: expected, found: ranges)
        }
    }

    /// The values on x, y and z; the data marks name the axes.
    static func add(_ values: [AxisValue], to domains: inout MarkDomains3D) {
        for (axis, v) in values.enumerated() { domains.add(v, axis: axis, titled: false) }
    }

    /// One series of one value: its x, its y (or span on y) and its z.
    static func series(_ kind: AccessibleSeries.Kind, _ v: [AxisValue], style: MarkStyle) -> AccessibleSeries {
        AccessibleSeries(
            kind: kind, name: style.category?.storage.first.text, xLabel: v[0].label, yLabel: v[1].label,
            zLabel: v[2].label, hidden: style.accessibilityHidden,
            points: [
                AccessiblePoint(
                    x: v[0].storage.first, y: v[1].storage.first, yEnd: v[1].storage.last.number, z: v[2].number,
                    label: style.accessibilityLabel, value: style.accessibilityValue)
            ])
    }
}
