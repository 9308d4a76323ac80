import ChartMath
import ChartScene
import Foundation

/// Which axis of a box or violin plot holds the categories.
enum CategoryOrientation: Sendable, Equatable {
    /// Categories on x, values on y: upright boxes.
    case vertical
    /// Categories on y, values on x: boxes lying down.
    case horizontal
}

/// The values of one box or violin: its category, its subgroup (`by:`) and its slot among the
/// subgroups of its category (dodged side by side, as `position(by:)` places bars).
struct CategoryGroup: Sendable, Equatable {
    var category: PlottablePrimitive
    var subgroup: String?
    var values: [Double]
    var slot: Int
    var slots: Int
}

enum CategoryGroups {
    /// The elements' values grouped by category, then by subgroup, both in order of first
    /// appearance. Every category's band has a slot per subgroup of the whole data, in that order
    /// (as `position(by:)` dodges bars), so a subgroup stands at the same place in every band and
    /// a missing one leaves its slot empty; when no category has more than one subgroup (the
    /// subgroups are the categories), each group takes its whole band.
    static func make(
        categories: [PlottablePrimitive], subgroups: [String]?, values: [Double]
    ) -> [CategoryGroup] {
        var order: [PlottablePrimitive] = []
        var names: [String?] = []
        var slotOf: [String?: Int] = [:]
        var members: [PlottablePrimitive: [Int: [Double]]] = [:]
        for (i, c) in categories.enumerated() {
            if members[c] == nil {
                order.append(c)
                members[c] = [:]
            }
            let name = subgroups?[i]
            let slot = slotOf[name] ?? names.count
            if slot == names.count {
                slotOf[name] = slot
                names.append(name)
            }
            members[c]?[slot, default: []].append(values[i])
        }
        let dodged = order.contains { (members[$0]?.count ?? 0) > 1 }
        return order.flatMap { c -> [CategoryGroup] in
            let groups = members[c] ?? [:]
            return groups.keys.sorted().map { slot in
                CategoryGroup(
                    category: c, subgroup: names[slot], values: groups[slot] ?? [], slot: dodged ? slot : 0,
                    slots: dodged ? names.count : 1)
            }
        }
    }
}

/// Where a box or violin stands in pixels: across the category axis its centre and half width,
/// along the value axis the mapping of values.
struct CategorySlotGeometry {
    let orientation: CategoryOrientation
    /// The centre across the category axis, in pixels.
    let centre: Double
    /// Half the width a box or violin may take, in pixels.
    let halfWidth: Double
    let valueAxis: (Double) -> Double

    /// The slot of `group` in `context`, its mark `fraction` (0…1) of the slot's width; nil when
    /// the category has no place on the axis (counted as skipped).
    init?(
        _ group: CategoryGroup, label: String, valueLabel: String, orientation: CategoryOrientation,
        fraction: Double, in context: MarkContext2D
    ) {
        let category = AxisValue(label: label, storage: .single(group.category))
        let vertical = orientation == .vertical
        let place = vertical ? context.x.pixel(of: category) : context.y.pixel(of: category)
        guard place.isFinite else {
            context.log.pending += 1
            return nil
        }
        let band = vertical ? context.xBandWidth : context.yBandWidth
        let width = band > 0 ? band * 0.8 : 40 * context.scale
        let slot = width / Double(max(group.slots, 1))
        self.orientation = orientation
        centre = place - width / 2 + slot * (Double(group.slot) + 0.5)
        halfWidth = slot * fraction / 2
        let axis = vertical ? context.y : context.x
        valueAxis = { axis.pixel(of: AxisValue(label: valueLabel, storage: .single(.number($0)))) }
    }

    /// The pixel point `across` pixels from the centre across the category axis, at `value`.
    func point(_ across: Double, _ value: Double) -> SIMD2<Double> {
        let v = valueAxis(value)
        return orientation == .vertical ? SIMD2(centre + across, v) : SIMD2(v, centre - across)
    }
}

extension MarkContext2D {
    /// A filled polygon (pixel positions) in `color`, clipped to the plot area.
    func fill(_ polygon: [SIMD2<Double>], color: RGBA) -> [ScenePrimitive] {
        guard polygon.count >= 3, polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return [] }
        let clipped = Self.clip(polygon, lo: plotMinimum, hi: plotMaximum)
        guard clipped.count >= 3 else { return [] }
        let points = clipped.map { Vec2(Float($0.x), Float($0.y)) }
        return [.path(ScenePath(points: points, starts: [0], rule: .nonZero, color: color))]
    }

    /// `polygon` clipped to the rectangle `lo…hi` (Sutherland–Hodgman, one edge of the rectangle
    /// after another).
    static func clip(_ polygon: [SIMD2<Double>], lo: SIMD2<Double>, hi: SIMD2<Double>) -> [SIMD2<Double>] {
        var result = polygon
        // Each edge: the axis (0: x, 1: y), the bound, and whether inside is below the bound.
        for (axis, bound, below) in [(0, lo.x, false), (0, hi.x, true), (1, lo.y, false), (1, hi.y, true)] {
            let input = result
            result = []
            guard let last = input.last else { return [] }
            let inside = { (p: SIMD2<Double>) in below ? p[axis] <= bound : p[axis] >= bound }
            var previous = last
            for point in input {
                if inside(point) != inside(previous) {
                    let t = (bound - previous[axis]) / (point[axis] - previous[axis])
                    result.append(previous + (point - previous) * t)
                }
                if inside(point) { result.append(point) }
                previous = point
            }
        }
        return result
    }
}

extension RGBA {
    /// The colour with its alpha multiplied by `factor`.
    func fading(_ factor: Float) -> RGBA { RGBA(r, g, b, a * factor) }
}

/// A box or violin group without a finite value: it keeps its category on the axis, draws
/// nothing, and says so in the chart's warnings (``ChartWarning/emptyGroup(mark:group:)``), its
/// values (all NaN or infinite) counted as skipped.
struct EmptyGroupMark: ChartMark {
    var group: CategoryGroup
    /// The warning's name of the plot ("ViolinPlot \"Flipper length (mm)\"").
    var mark: String
    var categoryLabel: String
    var orientation: CategoryOrientation

    var markName: String { mark }

    func addValues(to domains: inout MarkDomains) throws {
        let category = AxisValue(label: categoryLabel, storage: .single(group.category))
        if orientation == .vertical { try domains.addX(category) } else { try domains.addY(category) }
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        context.log.pending += group.values.count
        context.log.add(
            .emptyGroup(mark: mark, group: DescriptionWriter.groupName(group.category, group.subgroup)))
        return []
    }

    var legendSample: MarkLegendSample { .square }
}
