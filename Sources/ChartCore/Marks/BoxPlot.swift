import ChartMath
import ChartScene
import Foundation

/// Box plots of a number per category: for each category a box from the first to the third
/// quartile with a line at the median, whiskers to the ends a ``WhiskerRule`` gives (Tukey's
/// 1.5 IQR by default), the values beyond them as points, and optionally a notch around the
/// median (median ± 1.57·IQR/√n).
///
/// ```swift
/// Chart {
///     BoxPlot(penguins, x: .value("Species", \.species), y: .value("Body mass (g)", \.mass))
/// }
/// ```
///
/// The quartiles are type 7 quantiles (linear interpolation between order statistics, numpy's
/// and matplotlib's default; ``Statistics/quantile(sorted:_:)``), computed by ``BoxStatistics``.
/// Put the categories on y (`x:` the numbers, `y:` the categories) for horizontal boxes. With
/// `by:`, each category's values are split by a second category: its boxes stand side by side
/// in the category's band (dodged, as `position(by:)` places bars: a slot per subgroup, in the
/// order they first appear, the same in every band), coloured by the second category with a
/// legend; when `by:` gives no category more than one subgroup, each box takes its whole band. Without `by:` the boxes take the plot's colour
/// (`.foregroundStyle(_:)`). Values that are not finite are left out.
public struct BoxPlot: ChartContent {
    let marks: [BoxPlotMark]
    /// The groups with no finite value, drawn as nothing and reported in the chart's warnings.
    let empty: [EmptyGroupMark]
    let byLabel: String?

    /// Upright boxes: categories on x, numbers on y.
    public init<Data: Collection, C: Plottable, G: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, C>, y: PlottableProjection<Data.Element, Double>,
        by: PlottableProjection<Data.Element, G>, whiskers: WhiskerRule = .tukey(1.5), notched: Bool = false
    ) {
        self.init(
            data, category: x, value: y, by: by.strings(Array(data)), byLabel: by.label, orientation: .vertical,
            whiskers: whiskers, notched: notched)
    }

    /// Upright boxes: categories on x, numbers on y, one box per category.
    public init<Data: Collection, C: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, C>, y: PlottableProjection<Data.Element, Double>,
        whiskers: WhiskerRule = .tukey(1.5), notched: Bool = false
    ) {
        self.init(
            data, category: x, value: y, by: nil, byLabel: nil, orientation: .vertical, whiskers: whiskers,
            notched: notched)
    }

    /// Horizontal boxes: numbers on x, categories on y.
    public init<Data: Collection, C: Plottable, G: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: PlottableProjection<Data.Element, C>,
        by: PlottableProjection<Data.Element, G>, whiskers: WhiskerRule = .tukey(1.5), notched: Bool = false
    ) {
        self.init(
            data, category: y, value: x, by: by.strings(Array(data)), byLabel: by.label, orientation: .horizontal,
            whiskers: whiskers, notched: notched)
    }

    /// Horizontal boxes: numbers on x, categories on y, one box per category.
    public init<Data: Collection, C: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: PlottableProjection<Data.Element, C>,
        whiskers: WhiskerRule = .tukey(1.5), notched: Bool = false
    ) {
        self.init(
            data, category: y, value: x, by: nil, byLabel: nil, orientation: .horizontal, whiskers: whiskers,
            notched: notched)
    }

    init<Data: Collection, C: Plottable>(
        _ data: Data, category: PlottableProjection<Data.Element, C>,
        value: PlottableProjection<Data.Element, Double>, by: [String]?, byLabel: String?,
        orientation: CategoryOrientation, whiskers: WhiskerRule, notched: Bool
    ) {
        let groups = CategoryGroups.make(
            categories: data.map { category.read($0) }, subgroups: by,
            values: data.map { value.read($0).number ?? .nan })
        self.init(
            groups: groups, categoryLabel: category.label, valueLabel: value.label, byLabel: byLabel,
            orientation: orientation, whiskers: whiskers, notched: notched)
    }

    /// Boxes of plain columns (the CLI's): a value per row, its category and its subgroup.
    package init(
        values: [Double], categories: [String], subgroups: [String]?, categoryLabel: String, valueLabel: String,
        byLabel: String?, horizontal: Bool, whiskers: WhiskerRule, notched: Bool
    ) {
        self.init(
            groups: CategoryGroups.make(
                categories: categories.map { .string($0) }, subgroups: subgroups, values: values),
            categoryLabel: categoryLabel, valueLabel: valueLabel, byLabel: subgroups == nil ? nil : byLabel,
            orientation: horizontal ? .horizontal : .vertical, whiskers: whiskers, notched: notched)
    }

    /// Boxes of groups already made.
    init(
        groups: [CategoryGroup], categoryLabel: String, valueLabel: String, byLabel: String?,
        orientation: CategoryOrientation, whiskers: WhiskerRule, notched: Bool
    ) {
        var empty: [EmptyGroupMark] = []
        marks = groups.compactMap { group in
            let skipped = group.values.filter { !$0.isFinite }.count
            guard let stats = BoxStatistics(values: group.values, whiskers: whiskers) else {
                empty.append(
                    EmptyGroupMark(
                        group: group, mark: WarningLog.name("BoxPlot", valueLabel), categoryLabel: categoryLabel,
                        orientation: orientation))
                return nil
            }
            return BoxPlotMark(
                group: group, statistics: stats, categoryLabel: categoryLabel, valueLabel: valueLabel,
                orientation: orientation, notched: notched, skipped: skipped)
        }
        self.empty = empty
        self.byLabel = byLabel
    }

    /// The summaries drawn, one per box, in drawing order.
    public var statistics: [BoxStatistics] { marks.map(\.statistics) }

    /// One mark per box, coloured by its subgroup with `by:`; then one per group without a finite
    /// value, which draws nothing and warns (``ChartWarning/emptyGroup(mark:group:)``).
    public var chartElements: [ChartElement] {
        marks.flatMap { mark -> [ChartElement] in
            guard let byLabel, let name = mark.group.subgroup else { return mark.chartElements }
            return mark.foregroundStyle(by: .value(byLabel, name)).chartElements
        } + empty.map { ChartElement(mark: $0) }
    }
}

/// One box of a ``BoxPlot``.
struct BoxPlotMark: ChartContent, ChartMark {
    var group: CategoryGroup
    var statistics: BoxStatistics
    var categoryLabel: String
    var valueLabel: String
    var orientation: CategoryOrientation
    var notched: Bool
    var skipped: Int

    var markName: String { WarningLog.name("BoxPlot", valueLabel) }

    func addValues(to domains: inout MarkDomains) throws {
        let category = AxisValue(label: categoryLabel, storage: .single(group.category))
        let lo = min(statistics.lowerWhisker, statistics.outliers.first ?? .infinity, notchRange.lowerBound)
        let hi = max(statistics.upperWhisker, statistics.outliers.last ?? -.infinity, notchRange.upperBound)
        let values = AxisValue(label: valueLabel, storage: .range(.number(lo), .number(hi)))
        if orientation == .vertical {
            try domains.addX(category)
            try domains.addY(values)
        } else {
            try domains.addX(values)
            try domains.addY(category)
        }
    }

    private var notchRange: ClosedRange<Double> { notched ? statistics.notch : statistics.median...statistics.median }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        context.log.pending += skipped
        guard
            let slot = CategorySlotGeometry(
                group, label: categoryLabel, valueLabel: valueLabel, orientation: orientation, fraction: 0.7,
                in: context)
        else { return [] }
        let s = statistics
        let w = slot.halfWidth
        let outline = boxOutline(slot)
        let color = context.color
        let caps = [s.lowerWhisker, s.upperWhisker].map { [slot.point(-w / 2, $0), slot.point(w / 2, $0)] }
        let whiskers = [
            [slot.point(0, s.lowerQuartile), slot.point(0, s.lowerWhisker)],
            [slot.point(0, s.upperQuartile), slot.point(0, s.upperWhisker)],
        ]
        let inset = notched ? w / 2 : w
        let median = [slot.point(-inset, s.median), slot.point(inset, s.median)]
        return context.fill(outline, color: color.fading(0.35))
            + context.stroke([outline + [outline[0]]] + whiskers + caps, style: StrokeStyle(lineWidth: 1))
            + context.stroke([median], style: StrokeStyle(lineWidth: 2))
            + context.symbols(at: s.outliers.map { slot.point(0, $0) }, area: 14)
    }

    /// The box's outline, with the notch's indent when notched.
    private func boxOutline(_ slot: CategorySlotGeometry) -> [SIMD2<Double>] {
        let s = statistics
        let w = slot.halfWidth
        guard notched else {
            return [
                slot.point(-w, s.lowerQuartile), slot.point(w, s.lowerQuartile), slot.point(w, s.upperQuartile),
                slot.point(-w, s.upperQuartile),
            ]
        }
        let n = s.notch
        let (lo, hi) = (max(n.lowerBound, s.lowerQuartile), min(n.upperBound, s.upperQuartile))
        return [
            slot.point(-w, s.lowerQuartile), slot.point(w, s.lowerQuartile), slot.point(w, lo),
            slot.point(w / 2, s.median), slot.point(w, hi), slot.point(w, s.upperQuartile),
            slot.point(-w, s.upperQuartile), slot.point(-w, hi), slot.point(-w / 2, s.median), slot.point(-w, lo),
        ]
    }

    var legendSample: MarkLegendSample { .square }

    /// "Adelie: 152 values, median 3700, quartiles 3350 to 4000, whiskers 2850 to 4775, 2 outliers".
    var accessibleSummary: MarkAccessibleSummary? {
        let s = statistics
        let span = s.upperWhisker - s.lowerWhisker
        let n = { DescriptionWriter.number($0, span: span) }
        let outliers = s.outliers.isEmpty ? "" : ", " + DescriptionWriter.count(s.outliers.count, "outlier", "outliers")
        return MarkAccessibleSummary(
            kind: "box plots", of: valueLabel,
            item: DescriptionWriter.groupName(group.category, group.subgroup) + ": "
                + DescriptionWriter.count(s.count, "value", "values") + ", median \(n(s.median)), quartiles "
                + "\(n(s.lowerQuartile)) to \(n(s.upperQuartile)), whiskers \(n(s.lowerWhisker)) to "
                + n(s.upperWhisker) + outliers)
    }

    /// Read as a bar from the first to the third quartile (horizontal boxes: a point at the median).
    var accessibleValues: MarkAccessibleValues? {
        var values: MarkAccessibleValues
        if orientation == .vertical {
            values = MarkAccessibleValues(
                role: .bar, name: group.subgroup, xLabel: categoryLabel, yLabel: valueLabel, x: 0.0,
                y: statistics.lowerQuartile, yEnd: statistics.upperQuartile)
            values.x = group.category
        } else {
            values = MarkAccessibleValues(
                role: .point, name: group.subgroup, xLabel: valueLabel, yLabel: categoryLabel, x: statistics.median,
                y: 0.0)
            values.y = group.category
        }
        return values
    }
}
