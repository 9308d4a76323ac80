import ChartMath
import ChartScene
import Foundation

/// What a violin shows inside its outline.
public enum ViolinInner: Sendable, Hashable {
    /// Nothing.
    case none
    /// A solid line across at the median and dashed lines at the quartiles (type 7), each as wide
    /// as the violin there (seaborn's `inner="quart"`; the default).
    case quartiles
    /// A small box plot along the violin's centre (seaborn's `inner="box"`): a thin line between
    /// the Tukey whiskers (1.5 IQR, the farthest values within them), a narrow bar from the first
    /// to the third quartile (type 7), and a white dot at the median.
    case box
}

/// Violin plots of a number per category: for each category the outline of a Gaussian kernel
/// density estimate (``KernelDensity``) of its values, mirrored about the category's centre, the
/// widest point of each violin filling its slot.
///
/// ```swift
/// Chart {
///     ViolinPlot(penguins, x: .value("Species", \.species), y: .value("Flipper length (mm)", \.flipper))
/// }
/// ```
///
/// The density is evaluated at 128 points from the smallest value less `cut` bandwidths to the
/// largest plus `cut` bandwidths (default 2, seaborn's), the bandwidth by Scott's rule unless
/// `bandwidth` says otherwise. Categories on y (`x:` the numbers) lay the violins down. With
/// `by:`, each category's values are split by a second category, dodged side by side and
/// coloured by it, each subgroup in the same slot of every category's band; with `split: true` as
/// well and exactly two subgroups, each category draws the first as the left (upper, lying down)
/// half of its violin and the second as the right (lower) half.
public struct ViolinPlot: ChartContent {
    let marks: [ViolinPlotMark]
    /// The groups with no finite value, drawn as nothing and reported in the chart's warnings.
    let empty: [EmptyGroupMark]
    let byLabel: String?

    /// Upright violins: categories on x, numbers on y, split by `by`.
    public init<Data: Collection, C: Plottable, G: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, C>, y: PlottableProjection<Data.Element, Double>,
        by: PlottableProjection<Data.Element, G>, split: Bool = false, bandwidth: KernelBandwidth = .scott,
        cut: Double = 2, inner: ViolinInner = .quartiles
    ) {
        self.init(
            groups: Self.groups(data, x, y, by.strings(Array(data))), categoryLabel: x.label, valueLabel: y.label,
            byLabel: by.label, orientation: .vertical,
            options: ViolinOptions(split: split, bandwidth: bandwidth, cut: cut, inner: inner))
    }

    /// Upright violins: categories on x, numbers on y.
    public init<Data: Collection, C: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, C>, y: PlottableProjection<Data.Element, Double>,
        bandwidth: KernelBandwidth = .scott, cut: Double = 2, inner: ViolinInner = .quartiles
    ) {
        self.init(
            groups: Self.groups(data, x, y, nil), categoryLabel: x.label, valueLabel: y.label, byLabel: nil,
            orientation: .vertical, options: ViolinOptions(split: false, bandwidth: bandwidth, cut: cut, inner: inner))
    }

    /// Violins lying down: numbers on x, categories on y, split by `by`.
    public init<Data: Collection, C: Plottable, G: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: PlottableProjection<Data.Element, C>,
        by: PlottableProjection<Data.Element, G>, split: Bool = false, bandwidth: KernelBandwidth = .scott,
        cut: Double = 2, inner: ViolinInner = .quartiles
    ) {
        self.init(
            groups: Self.groups(data, y, x, by.strings(Array(data))), categoryLabel: y.label, valueLabel: x.label,
            byLabel: by.label, orientation: .horizontal,
            options: ViolinOptions(split: split, bandwidth: bandwidth, cut: cut, inner: inner))
    }

    /// Violins lying down: numbers on x, categories on y.
    public init<Data: Collection, C: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: PlottableProjection<Data.Element, C>,
        bandwidth: KernelBandwidth = .scott, cut: Double = 2, inner: ViolinInner = .quartiles
    ) {
        self.init(
            groups: Self.groups(data, y, x, nil), categoryLabel: y.label, valueLabel: x.label, byLabel: nil,
            orientation: .horizontal,
            options: ViolinOptions(split: false, bandwidth: bandwidth, cut: cut, inner: inner))
    }

    private static func groups<Data: Collection, C: Plottable>(
        _ data: Data, _ category: PlottableProjection<Data.Element, C>,
        _ value: PlottableProjection<Data.Element, Double>, _ by: [String]?
    ) -> [CategoryGroup] {
        CategoryGroups.make(
            categories: data.map { category.read($0) }, subgroups: by,
            values: data.map { value.read($0).number ?? .nan })
    }

    /// Violins of plain columns (the CLI's): a value per row, its category and its subgroup.
    package init(
        values: [Double], categories: [String], subgroups: [String]?, categoryLabel: String, valueLabel: String,
        byLabel: String?, horizontal: Bool, split: Bool, bandwidth: KernelBandwidth
    ) {
        self.init(
            groups: CategoryGroups.make(
                categories: categories.map { .string($0) }, subgroups: subgroups, values: values),
            categoryLabel: categoryLabel, valueLabel: valueLabel, byLabel: subgroups == nil ? nil : byLabel,
            orientation: horizontal ? .horizontal : .vertical,
            options: ViolinOptions(split: split, bandwidth: bandwidth, cut: 2, inner: .quartiles))
    }

    /// Violins of groups already made.
    init(
        groups: [CategoryGroup], categoryLabel: String, valueLabel: String, byLabel: String?,
        orientation: CategoryOrientation, options: ViolinOptions
    ) {
        let drawn = groups.filter { $0.values.contains(where: \.isFinite) }
        empty = groups.filter { !$0.values.contains(where: \.isFinite) }.map {
            EmptyGroupMark(
                group: $0, mark: WarningLog.name("ViolinPlot", valueLabel), categoryLabel: categoryLabel,
                orientation: orientation)
        }
        marks = drawn.map { group in
            var group = group
            var side = ViolinSide.both
            if options.split, group.slots == 2 {
                side = group.slot == 0 ? .left : .right
                (group.slot, group.slots) = (0, 1)
            }
            return ViolinPlotMark(
                group: group, categoryLabel: categoryLabel, valueLabel: valueLabel, orientation: orientation,
                options: options, side: side)
        }
        self.byLabel = byLabel
    }

    /// The density estimates drawn, one per violin (or half violin), in drawing order.
    public var densities: [KernelDensity] { marks.map(\.density) }

    /// One mark per violin, coloured by its subgroup with `by:`; then one per group without a
    /// finite value, which draws nothing and warns (``ChartWarning/emptyGroup(mark:group:)``).
    public var chartElements: [ChartElement] {
        marks.flatMap { mark -> [ChartElement] in
            guard let byLabel, let name = mark.group.subgroup else { return mark.chartElements }
            return mark.foregroundStyle(by: .value(byLabel, name)).chartElements
        } + empty.map { ChartElement(mark: $0) }
    }
}

struct ViolinOptions: Sendable, Equatable {
    var split: Bool
    var bandwidth: KernelBandwidth
    var cut: Double
    var inner: ViolinInner
}

/// Which halves of a violin are drawn.
enum ViolinSide: Sendable, Equatable {
    case both, left, right
}

/// One violin of a ``ViolinPlot``.
struct ViolinPlotMark: ChartContent, ChartMark {
    var group: CategoryGroup
    var categoryLabel: String
    var valueLabel: String
    var orientation: CategoryOrientation
    var side: ViolinSide
    var inner: ViolinInner
    let density: KernelDensity
    /// The values the density is evaluated at, and the density there.
    let grid: [Double]
    let heights: [Double]
    let quartiles: [Double]
    /// The box drawn inside with ``ViolinInner/box``, nil otherwise.
    let box: BoxStatistics?
    let skipped: Int

    init(
        group: CategoryGroup, categoryLabel: String, valueLabel: String, orientation: CategoryOrientation,
        options: ViolinOptions, side: ViolinSide
    ) {
        (self.group, self.categoryLabel, self.valueLabel) = (group, categoryLabel, valueLabel)
        (self.orientation, self.side, self.inner) = (orientation, side, options.inner)
        density = KernelDensity(values: group.values, bandwidth: options.bandwidth)
        skipped = group.values.count - density.values.count
        let sorted = density.values.sorted()
        quartiles = sorted.isEmpty ? [] : [0.25, 0.5, 0.75].map { Statistics.quantile(sorted: sorted, $0) }
        box = options.inner == .box ? BoxStatistics(values: sorted) : nil
        guard let lo = sorted.first, let hi = sorted.last else {
            (grid, heights) = ([], [])
            return
        }
        let reach = max(options.cut, 0) * density.bandwidth
        let (a, b) = (lo - reach, hi + reach)
        let count = 128
        grid = (0..<count).map { a + (b - a) * Double($0) / Double(count - 1) }
        heights = grid.map(density.density(at:))
    }

    var markName: String { WarningLog.name("ViolinPlot", valueLabel) }

    func addValues(to domains: inout MarkDomains) throws {
        let category = AxisValue(label: categoryLabel, storage: .single(group.category))
        if orientation == .vertical {
            try domains.addX(category)
        } else {
            try domains.addY(category)
        }
        guard let lo = grid.first, let hi = grid.last else { return }
        let values = AxisValue(label: valueLabel, storage: .range(.number(lo), .number(hi)))
        if orientation == .vertical { try domains.addY(values) } else { try domains.addX(values) }
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        context.log.pending += skipped
        guard let peak = heights.max(), peak > 0,
            let slot = CategorySlotGeometry(
                group, label: categoryLabel, valueLabel: valueLabel, orientation: orientation, fraction: 0.9,
                in: context)
        else { return [] }
        let scale = slot.halfWidth / peak
        let right = zip(grid, heights).map { slot.point(side == .left ? 0 : $0.1 * scale, $0.0) }
        let left = zip(grid, heights).reversed().map { slot.point(side == .right ? 0 : -$0.1 * scale, $0.0) }
        let outline = right + left
        var parts = context.fill(outline, color: context.color.fading(0.5))
        parts += context.stroke([outline + [outline[0]]], style: StrokeStyle(lineWidth: 1))
        switch inner {
        case .none: return parts
        case .quartiles: return parts + quartileLines(slot, scale: scale, in: context)
        case .box: return parts + innerBox(slot, in: context)
        }
    }

    /// A solid line across at the median and dashed ones at the quartiles, as wide as the violin.
    private func quartileLines(
        _ slot: CategorySlotGeometry, scale: Double, in context: MarkContext2D
    ) -> [ScenePrimitive] {
        let ink = context.textColor.fading(0.8)
        let lines = quartiles.map { q -> [SIMD2<Double>] in
            let w = density.density(at: q) * scale
            return [slot.point(side == .right ? 0 : -w, q), slot.point(side == .left ? 0 : w, q)]
        }
        guard lines.count == 3 else { return [] }
        return context.stroke([lines[0], lines[2]], color: ink, style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
            + context.stroke([lines[1]], color: ink, style: StrokeStyle(lineWidth: 1.5))
    }

    /// A box plot along the centre: whiskers as a thin line, the quartiles as a bar 6 points
    /// wide (at most a fifth of the violin's slot), the median as a white dot.
    private func innerBox(_ slot: CategorySlotGeometry, in context: MarkContext2D) -> [ScenePrimitive] {
        guard let s = box else { return [] }
        let ink = context.textColor.fading(0.85)
        let w = min(3 * context.scale, slot.halfWidth / 5)
        let bar = [
            slot.point(-w, s.lowerQuartile), slot.point(w, s.lowerQuartile), slot.point(w, s.upperQuartile),
            slot.point(-w, s.upperQuartile),
        ]
        let (centre, r) = (slot.point(0, s.median), w * 0.6)
        let dot = (0..<16).map { i -> SIMD2<Double> in
            let a = Double(i) / 16 * 2 * .pi
            return centre + SIMD2(r * cos(a), r * sin(a))
        }
        return context.stroke(
            [[slot.point(0, s.lowerWhisker), slot.point(0, s.upperWhisker)]], color: ink,
            style: StrokeStyle(lineWidth: 1.25))
            + context.fill(bar, color: ink) + context.fill(dot, color: .white)
    }

    var legendSample: MarkLegendSample { .square }

    /// "Adelie: 151 values, median 190, quartiles 186 to 195, densest at 191".
    var accessibleSummary: MarkAccessibleSummary? {
        guard quartiles.count == 3, let lo = grid.first, let hi = grid.last,
            let peak = heights.indices.max(by: { heights[$0] < heights[$1] })
        else { return nil }
        let n = { DescriptionWriter.number($0, span: hi - lo) }
        return MarkAccessibleSummary(
            kind: "violin plots", of: valueLabel,
            item: DescriptionWriter.groupName(group.category, group.subgroup) + ": "
                + DescriptionWriter.count(group.values.count, "value", "values") + ", median \(n(quartiles[1])), "
                + "quartiles \(n(quartiles[0])) to \(n(quartiles[2])), densest at \(n(grid[peak]))")
    }

    /// Read as a bar from the first to the third quartile (lying down: a point at the median).
    var accessibleValues: MarkAccessibleValues? {
        guard quartiles.count == 3 else { return nil }
        var values: MarkAccessibleValues
        if orientation == .vertical {
            values = MarkAccessibleValues(
                role: .bar, name: group.subgroup, xLabel: categoryLabel, yLabel: valueLabel, x: 0.0, y: quartiles[0],
                yEnd: quartiles[2])
            values.x = group.category
        } else {
            values = MarkAccessibleValues(
                role: .point, name: group.subgroup, xLabel: valueLabel, yLabel: categoryLabel, x: quartiles[1], y: 0.0)
            values.y = group.category
        }
        return values
    }
}
