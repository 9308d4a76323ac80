import ChartMath
import ChartScene
import Foundation

/// The edge of the plot area an axis mark's tick and label sit on.
enum GuideSide: Sendable, Equatable {
    case leading, trailing, top, bottom
}

/// One resolved axis mark: a value and what is drawn there.
struct GuideMark {
    /// The value in the scale's units (a category's index on a categorical axis).
    var value: Double
    var side: GuideSide
    /// Whether the label is drawn inside the plot area (`.inset`).
    var inset = false
    var isMajor = true
    /// The grid line's style, when there is one.
    var grid: (stroke: StrokeStyle?, color: Color?)?
    /// The tick's length in points (nil: the theme's), stroke and colour, when there is one.
    var tick: (length: Double?, stroke: StrokeStyle?, color: Color?)?
    /// The label, when there is one.
    var label: (text: String, font: Font?, color: Color?)?
}

/// Resolves one 2D axis's marks: the automatic ticks, or the values and parts of its `AxisMarks`.
struct AxisGuides {
    let spec: AxisSpec
    let isX: Bool
    let scale: AxisScale
    let categories: [String]
    let isDate: Bool

    /// Whether the automatic marks apply (no `AxisMarks` given and the axis shown).
    var isAutomatic: Bool { spec.marks == nil && !spec.isHidden }

    /// The side of automatic marks: bottom for x, leading for y.
    var defaultSide: GuideSide { isX ? .bottom : .leading }

    /// The automatic ticks for about `target` marks (every category on a categorical axis).
    func automaticTicks(target: Int) -> [Tick] {
        categories.isEmpty
            ? scale.ticks(target: target)
            : categories.enumerated().map { Tick(value: Double($0.offset), label: $0.element) }
    }

    /// The marks for about `target` automatic ticks; none when the axis is hidden.
    func marks(target: Int) -> [GuideMark] {
        if spec.isHidden { return [] }
        guard let list = spec.marks else {
            return automaticTicks(target: target).map { t in
                GuideMark(
                    value: t.value, side: defaultSide, isMajor: t.isMajor,
                    grid: t.isMajor && categories.isEmpty ? (nil, nil) : nil, tick: (nil, nil, nil),
                    label: t.isMajor && !t.label.isEmpty ? (t.label, nil, nil) : nil)
            }
        }
        return list.flatMap { marks(of: $0, target: target) }
    }

    /// The marks of one `AxisMarks`.
    private func marks(of m: AxisMarks, target: Int) -> [GuideMark] {
        let values = self.values(m.values, target: target)
        let side = self.side(m.position)
        return values.enumerated().map { i, v in
            var mark = GuideMark(value: v.value, side: side, inset: m.preset == .inset)
            for part in m.content.value(AxisMarkValue(index: i, count: values.count, primitive: v.primitive)) {
                switch part {
                case .gridLine(let stroke, let color): mark.grid = (stroke, color)
                case .tick(let length, let stroke, let color): mark.tick = (length, stroke, color)
                case .valueLabel(let text, let font, let color):
                    let string: String
                    switch text {
                    case .value: string = m.format?(v.primitive) ?? v.label
                    case .formatted(let f): string = f(v.primitive) ?? v.label
                    case .text(let s): string = s
                    }
                    mark.label = (string, font, color)
                }
            }
            return mark
        }
    }

    /// The side a position asks for, on this axis.
    private func side(_ p: AxisMarkPosition) -> GuideSide {
        switch (p, isX) {
        case (.leading, false): .leading
        case (.trailing, false): .trailing
        case (.top, true): .top
        case (.bottom, true): .bottom
        default: defaultSide
        }
    }

    /// A value to mark: where it is, what the content closure sees, and its default label.
    struct Value {
        var value: Double
        var primitive: PlottablePrimitive
        var label: String
    }

    /// The values an `AxisMarkValues` picks inside the domain, in increasing order where computed.
    func values(_ values: AxisMarkValues, target: Int) -> [Value] {
        let lo = min(scale.start, scale.end)
        let hi = max(scale.start, scale.end)
        let tolerance = (hi - lo) * 1e-9
        let inside = { (v: Double) in v.isFinite && v >= lo - tolerance && v <= hi + tolerance }
        switch values.kind {
        case .automatic(let desired):
            return automaticTicks(target: desired ?? target).filter(\.isMajor).map {
                Value(value: $0.value, primitive: primitive($0.value), label: $0.label)
            }
        case .explicit(let list):
            let numbers = list.compactMap(\.number).sorted()
            let gaps = zip(numbers, numbers.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
            // Dates keep the gap (their unit); numbers read as written, to their own last digit.
            let step = isDate ? gaps.min() ?? max(abs(numbers.first ?? 1), 1) : TickFormatter.step(forValues: numbers)
            return list.compactMap { p -> Value? in
                if case .string(let s) = p {
                    guard let i = categories.firstIndex(of: s) else { return nil }
                    return Value(value: Double(i), primitive: p, label: s)
                }
                guard categories.isEmpty, let v = p.number, inside(v) else { return nil }
                return Value(value: v, primitive: p, label: label(v, step: step))
            }
        case .stride(let step):
            guard step > 0, step.isFinite, categories.isEmpty, lo.isFinite, hi.isFinite,
                (hi - lo) / step < 10_000
            else { return [] }
            let first = (lo / step - 1e-9).rounded(.up)
            let last = (hi / step + 1e-9).rounded(.down)
            guard first <= last else { return [] }
            return stride(from: first, through: last, by: 1).map { k in
                let v = k * step + 0  // + 0 turns −0 into 0
                return Value(value: v, primitive: primitive(v), label: label(v, step: step))
            }
        case .calendar(let component, let count, let given):
            guard categories.isEmpty, lo.isFinite, hi.isFinite else { return [] }
            let calendar = given ?? Self.utc
            let from = Date(timeIntervalSince1970: lo)
            let start = calendar.dateInterval(of: component, for: from)?.start ?? from
            let unit = Self.unit(component)
            var result: [Value] = []
            for k in 0..<10_000 {
                guard let d = calendar.date(byAdding: component, value: k * count, to: start) else { break }
                let v = d.timeIntervalSince1970
                if v > hi + tolerance { break }
                if inside(v) {
                    result.append(Value(value: v, primitive: .date(d), label: TickFormatter.dateLabel(v, unit: unit)))
                }
            }
            return result
        }
    }

    /// The value as the content closure sees it: a date on a date axis, else a number.
    private func primitive(_ v: Double) -> PlottablePrimitive {
        if !categories.isEmpty {
            let i = Int(v.rounded())
            return categories.indices.contains(i) ? .string(categories[i]) : .number(v)
        }
        return isDate ? .date(Date(timeIntervalSince1970: v)) : .number(v)
    }

    /// The default label of a value among values `step` apart.
    private func label(_ v: Double, step: Double) -> String {
        guard isDate else { return TickFormatter.label(v, step: step) }
        let unit = CalendarUnit.allCases.last { $0.approximateSeconds <= step * 1.01 } ?? .second
        return TickFormatter.dateLabel(v, unit: unit)
    }

    /// The Gregorian calendar in UTC, as the date ticks use.
    static let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(secondsFromGMT: 0)!
        return c
    }()

    /// The label unit for a calendar component.
    static func unit(_ c: Calendar.Component) -> CalendarUnit {
        switch c {
        case .year, .era: .year
        case .month, .quarter: .month
        case .weekOfYear, .weekOfMonth, .yearForWeekOfYear: .week
        case .day, .weekday, .weekdayOrdinal: .day
        case .hour: .hour
        case .minute: .minute
        default: .second
        }
    }
}

extension [GuideMark] {
    /// Whether a mark on `side` outside the plot area has a label.
    func hasLabels(on side: GuideSide) -> Bool { contains { $0.side == side && !$0.inset && $0.label != nil } }

    /// Whether a mark on `side` outside the plot area has a tick.
    func hasTicks(on side: GuideSide) -> Bool { contains { $0.side == side && !$0.inset && $0.tick != nil } }
}

/// Line batches grouped by colour, width and dash, in order of first use.
struct LineGroups {
    private(set) var batches: [LineBatch] = []

    /// Adds a segment drawn in `color`, `width` device pixels wide, with an optional dash in device pixels.
    mutating func add(_ a: Vec3, _ b: Vec3, color: RGBA, width: Float, dash: [Float] = []) {
        if let i = batches.firstIndex(where: { $0.color == color && $0.width == width && $0.dash == dash }) {
            batches[i].starts.append(batches[i].vertices.count)
            batches[i].vertices += [a, b]
        } else {
            batches.append(
                LineBatch(space: .pixel, vertices: [a, b], starts: [0], color: color, width: width, dash: dash))
        }
    }
}
