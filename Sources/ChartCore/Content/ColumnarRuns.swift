import Foundation

/// The Swift Charts idiom at the speed of the vectorized plots: a chart's point and line marks
/// gathered into columns as the chart takes them.
///
/// `Chart(data) { PointMark(…) }` makes one mark per element; a million of them, each lowered,
/// described and drawn as a mark of its own, cost several times their vectorized form
/// (`PointPlot`). Where the chart takes its content (`Chart` and `Chart3D`, after every modifier
/// of the content has been applied), a run of plain marks of one kind becomes that kind's
/// vectorized recipe: `PointMark`s a `PointsSpec` (``PointRun``), `LineMark`s of a 2D chart one
/// data `LineSpec` (``LineRun``), which draw the same pictures and read the same descriptions.
/// With the data form (`Chart(data) { … }`) the run is gathered while the builder runs, so the
/// marks never stand in memory all at once.
///
/// What keeps this exact: a run is gathered only when *every* mark of its kind in the chart is
/// plain (no annotation, mask, symbol by category, identity, offset, z-index, accessibility text
/// or gradient; numbers or dates on the axes, one set of labels; one colour or a category per
/// mark) and they stand together — where they do not (points split by a rule, a second line of
/// marks further down), every mark of the kind stays a mark, as before. Runs shorter than
/// ``ColumnarCollector/minimumRun`` stay marks too, so small charts lower exactly as written.
struct ColumnarCollector {
    /// The fewest marks gathered into columns: below it the marks cost little, and staying marks
    /// keeps their per-mark behaviour (transitions, per-mark warnings) where it is cheap.
    static let minimumRun = 1_000

    private var elements: [ChartElement] = []
    private var points: RunState<PointRun>
    private var lines: RunState<LineRun>

    /// - Parameter threeDimensional: whether the content is a `Chart3D`'s (line marks are not
    ///   gathered there: a 3D chart refuses them when lowered, naming them).
    init(threeDimensional: Bool) {
        points = RunState(enabled: true, threeDimensional: threeDimensional)
        lines = RunState(enabled: !threeDimensional, threeDimensional: threeDimensional)
    }

    /// The chart's content with its runs gathered, in one pass.
    static func collected(_ content: [ChartElement], threeDimensional: Bool) -> [ChartElement] {
        guard content.count >= minimumRun else { return content }
        var collector = ColumnarCollector(threeDimensional: threeDimensional)
        collector.append(content)
        return collector.finish()
    }

    /// The content built for each element of `data`, with its runs gathered as it is built.
    static func collected<Data: Sequence>(
        _ data: Data, threeDimensional: Bool, content: (Data.Element) -> [ChartElement]
    ) -> [ChartElement] {
        var collector = ColumnarCollector(threeDimensional: threeDimensional)
        for element in data { collector.append(content(element)) }
        return collector.finish()
    }

    /// Takes the next elements of the content, in order.
    mutating func append(_ content: [ChartElement]) {
        for e in content {
            // One cast per element: which kind it is, and the mark itself.
            if points.enabled, let p = e.recipe.mark as? PointSpec {
                lines.close(&elements)
                points.offer(p, e, &elements)
            } else if lines.enabled, let l = e.recipe.mark as? LineMarkSpec {
                points.close(&elements)
                lines.offer(l, e, &elements)
            } else {
                points.close(&elements)
                lines.close(&elements)
                elements.append(e)
            }
        }
    }

    /// The content, runs gathered.
    mutating func finish() -> [ChartElement] {
        points.close(&elements)
        lines.close(&elements)
        return elements
    }
}

/// Marks of one kind gathered into columns (see ``ColumnarCollector``).
protocol ColumnarRun {
    /// The mark's recipe.
    associatedtype Mark
    /// A run starting with `mark` (of `element`) in a 2D or 3D chart, or nil when it is not plain.
    init?(first mark: Mark, of element: ChartElement, threeDimensional: Bool)
    /// Adds `mark` (of `element`); false, the run unchanged, when it is not plain or does not
    /// match the run.
    mutating func append(_ mark: Mark, of element: ChartElement) -> Bool
    var count: Int { get }
    /// The run as one vectorized element.
    var gathered: ChartElement { get }
    /// The run as the marks it was made of.
    var marks: [ChartElement] { get }
}

/// Where a chart's marks of one kind stand while the content is taken. The run is kept apart
/// from the phase, so that it grows in place (no copy of it per mark).
private struct RunState<Run: ColumnarRun> {
    enum Phase {
        /// No mark of the kind yet.
        case none
        /// A run is being gathered: its marks stand in the content from `start` on, until the run
        /// reaches the minimum (then they are dropped: `gathering`).
        case open(start: Int)
        /// A run of at least the minimum, gathered: the content ends at `start`.
        case gathering(start: Int)
        /// The run ended; when ``RunState/run`` is kept, it stands in the content as one element
        /// at `at`.
        case closed(at: Int)
        /// The kind's marks stay marks.
        case marks
    }

    let enabled: Bool
    let threeDimensional: Bool
    var phase = Phase.none
    /// The run being gathered, or the gathered run standing in the content.
    var run: Run?

    init(enabled: Bool, threeDimensional: Bool) {
        self.enabled = enabled
        self.threeDimensional = threeDimensional
    }

    /// Takes a mark of the kind.
    mutating func offer(_ mark: Run.Mark, _ e: ChartElement, _ elements: inout [ChartElement]) {
        switch phase {
        case .none:
            run = Run(first: mark, of: e, threeDimensional: threeDimensional)
            phase = run == nil ? .marks : .open(start: elements.count)
            elements.append(e)
        case .open(let start):
            guard run?.append(mark, of: e) == true else { return giveUp(e, &elements) }
            if let count = run?.count, count >= ColumnarCollector.minimumRun {
                elements.removeSubrange(start...)
                phase = .gathering(start: start)
            } else {
                elements.append(e)
            }
        case .gathering:
            guard run?.append(mark, of: e) == true else {
                elements += run?.marks ?? []
                return giveUp(e, &elements)
            }
        case .closed(let at):
            // A second run of the kind: every mark of it stays a mark.
            if let run { elements.replaceSubrange(at...at, with: run.marks) }
            giveUp(e, &elements)
        case .marks:
            elements.append(e)
        }
    }

    /// The kind's marks stay marks from here on, `e` the next.
    private mutating func giveUp(_ e: ChartElement, _ elements: inout [ChartElement]) {
        run = nil
        phase = .marks
        elements.append(e)
    }

    /// Ends the current run (an element of another kind follows, or the content ends).
    mutating func close(_ elements: inout [ChartElement]) {
        switch phase {
        case .open(let start):
            run = nil
            phase = .closed(at: start)
        case .gathering(let start):
            if let run { elements.insert(run.gathered, at: start) }
            phase = .closed(at: start)
        case .none, .closed, .marks:
            break
        }
    }
}

extension MarkStyle {
    /// Whether the style is one a gathered run keeps for all its marks: nothing but a colour or a
    /// category, an opacity, a material and which settings the mark made itself.
    var isPlainForRuns: Bool {
        gradient == nil && !alignsWithPlotArea && mask == nil && !accessibilityHidden && accessibilityLabel == nil
            && accessibilityValue == nil && accessibilityLabels == nil && accessibilityValues == nil
            && annotations.isEmpty && offset == .zero && zIndex == nil
    }

    /// Whether `other` (plain) gives a mark the same style as this one, categories aside.
    func matchesForRuns(_ other: MarkStyle) -> Bool {
        color == other.color && opacity == other.opacity && explicit == other.explicit && material == other.material
    }
}

extension AxisValue {
    /// The value as a column entry: a number or a date (seconds since 1970) with whether it is a
    /// date; nil for categories, ranges and binned values.
    var columnEntry: (value: Double, isDate: Bool)? {
        guard !binned, case .single(let p) = storage else { return nil }
        switch p {
        case .number(let v): return (v, false)
        case .date(let d): return (d.timeIntervalSince1970, true)
        case .string: return nil
        }
    }
}

extension Column {
    /// `v` as a plotted value of this column: a number, or a date.
    func primitive(_ v: Double) -> PlottablePrimitive {
        isDate ? .date(Date(timeIntervalSince1970: v)) : .number(v)
    }

    /// The `i`th value as a plotted value.
    func primitive(at i: Int) -> PlottablePrimitive { primitive(values[i]) }

    /// The column's `i`th value as a mark's value.
    func axisValue(at i: Int) -> AxisValue { AxisValue(label: label, storage: .single(primitive(at: i))) }

    /// Whether `value` belongs in the column: its label, and a number or a date as the column holds.
    func accepts(_ value: AxisValue) -> Bool { value.label == label && value.columnEntry?.isDate == isDate }

    /// Appends a value the column ``accepts(_:)``.
    mutating func append(_ value: AxisValue) { values.append(value.columnEntry?.value ?? .nan) }

    /// A column of one value, or nil when it is not a number or a date.
    init?(first value: AxisValue) {
        guard let entry = value.columnEntry else { return nil }
        self.init(label: value.label, values: [entry.value], isDate: entry.isDate)
    }
}
