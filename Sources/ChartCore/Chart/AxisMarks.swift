import Foundation

// The axis DSL of Swift Charts: `.chartXAxis { AxisMarks(values: …) { AxisGridLine(); AxisTick(); AxisValueLabel() } }`.
// Every builder works on flat arrays (`[AxisMarks]`, `[AxisMarkPart]`), so axis code type-checks quickly.

/// Which values an `AxisMarks` marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        /// The axis's own ticks, or about `desiredCount` of them.
        case automatic(desiredCount: Int?)
        /// Exactly these values.
        case explicit([PlottablePrimitive])
        /// Every multiple of a step in data units inside the domain.
        case stride(Double)
        /// Every `count` calendar units from the start of the unit that holds the domain's start.
        case calendar(Calendar.Component, count: Int, calendar: Calendar?)
    }

    let kind: Kind

    /// The axis's automatic ticks.
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))

    /// About `desiredCount` round values (the other arguments are accepted for compatibility).
    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    /// Every multiple of `step` (data units) inside the domain.
    public static func stride(
        by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(step))
    }

    /// Every `count` calendar units (`.hour`, `.day`, `.weekOfYear`, `.month`, `.year`, …) on a date axis, on
    /// unit boundaries; the calendar defaults to the Gregorian calendar in UTC.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .calendar(component, count: max(1, count), calendar: calendar))
    }
}

/// Where an `AxisMarks`' labels go (Swift Charts' `AxisMarkPosition`). `.automatic` puts y labels on the
/// leading edge and x labels at the bottom.
public enum AxisMarkPosition: Sendable, Equatable, Hashable {
    case automatic, leading, trailing, top, bottom
}

/// How an `AxisMarks` is laid out (Swift Charts' `AxisMarkPreset`). `.inset` draws the labels inside the plot
/// area, taking no space beside it; the others lay out as `.automatic`.
public enum AxisMarkPreset: Sendable, Equatable, Hashable {
    case automatic, aligned, extended, inset
}

/// The value one axis mark stands for, handed to the `AxisMarks` content closure (Swift Charts' `AxisValue`).
public struct AxisMarkValue: Sendable {
    /// The mark's position among the marks of its `AxisMarks`.
    public let index: Int
    /// How many marks its `AxisMarks` has.
    public let count: Int
    let primitive: PlottablePrimitive

    /// The value as `type` (`Double`, `Int`, `Float`, `Date` or `String`), or nil when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch primitive {
        case .number(let v):
            if let p = v as? P { return p }
            if let p = Int(exactly: v) as? P { return p }
            return Float(v) as? P
        case .date(let d): return d as? P
        case .string(let s): return s as? P
        }
    }
}

/// One drawn part of an axis mark: a grid line, a tick or a label.
public enum AxisMarkPart: Sendable {
    case gridLine(stroke: StrokeStyle?, color: Color?)
    case tick(length: Double?, stroke: StrokeStyle?, color: Color?)
    case valueLabel(AxisLabelText, font: Font?, color: Color?)
}

/// What an `AxisValueLabel` shows.
public enum AxisLabelText: Sendable {
    /// The value, formatted by the `AxisMarks`' format or the axis's default.
    case value
    /// The value through a `FormatStyle`; nil when the value is not of the style's input type.
    case formatted(@Sendable (PlottablePrimitive) -> String?)
    /// Fixed text.
    case text(String)
}

/// Something that can stand in an `AxisMarks` content closure (Swift Charts' `AxisMark`).
public protocol AxisMark: Sendable {
    /// The parts it draws.
    var axisMarkParts: [AxisMarkPart] { get }
}

/// A grid line across the plot area at each value (Swift Charts' `AxisGridLine`).
public struct AxisGridLine: AxisMark {
    var stroke: StrokeStyle?
    var color: Color?

    /// A grid line; `stroke` sets its width and dash, `centered` is accepted for compatibility.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }

    /// The line's colour.
    public func foregroundStyle(_ color: Color) -> AxisGridLine {
        var copy = self
        copy.color = color
        return copy
    }

    public var axisMarkParts: [AxisMarkPart] { [.gridLine(stroke: stroke, color: color)] }
}

/// A short tick outside the plot area at each value (Swift Charts' `AxisTick`).
public struct AxisTick: AxisMark {
    var length: Double?
    var stroke: StrokeStyle?
    var color: Color?

    /// A tick `length` points long (default 4); `centered` is accepted for compatibility.
    public init(centered: Bool? = nil, length: Double? = nil, stroke: StrokeStyle? = nil) {
        self.length = length
        self.stroke = stroke
    }

    /// The tick's colour.
    public func foregroundStyle(_ color: Color) -> AxisTick {
        var copy = self
        copy.color = color
        return copy
    }

    public var axisMarkParts: [AxisMarkPart] { [.tick(length: length, stroke: stroke, color: color)] }
}

/// The label of each value (Swift Charts' `AxisValueLabel`): the value in the axis's format, the value through
/// a `FormatStyle`, fixed text, or `Text` built from the value.
public struct AxisValueLabel: AxisMark {
    var text: AxisLabelText
    var font: Font?
    var color: Color?

    /// The value as the axis formats it (or as the `AxisMarks`' `format:`); `centered` is accepted for
    /// compatibility.
    public init(centered: Bool? = nil) { text = .value }

    /// The value through `format` (`.number.precision(.fractionLength(1))`, `.dateTime.month(.abbreviated)`).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) where F.FormatOutput == String {
        text = .formatted(AxisLabelFormat.formatter(format))
    }

    /// The value through a number format: `.number.precision(.fractionLength(1))` reads as `Double`'s here.
    public init(format: FloatingPointFormatStyle<Double>, centered: Bool? = nil) {
        text = .formatted(AxisLabelFormat.formatter(format))
    }

    /// Fixed text.
    public init(_ text: some StringProtocol, centered: Bool? = nil) { self.text = .text(String(text)) }

    /// Text built from the value: `AxisValueLabel { if let v = value.as(Double.self) { Text("\(v)") } }`.
    public init(centered: Bool? = nil, @AxisLabelBuilder content: () -> [Text]) {
        text = .text(content().map(\.string).joined(separator: " "))
    }

    /// The label's font.
    public func font(_ font: Font?) -> AxisValueLabel {
        var copy = self
        copy.font = font
        return copy
    }

    /// The label's colour.
    public func foregroundStyle(_ color: Color) -> AxisValueLabel {
        var copy = self
        copy.color = color
        return copy
    }

    public var axisMarkParts: [AxisMarkPart] { [.valueLabel(text, font: font, color: color)] }
}

/// Converts axis values to a `FormatStyle`'s input.
enum AxisLabelFormat {
    /// A function formatting a value with `format`, nil where the value is not of its input type.
    static func formatter<F: FormatStyle>(_ format: F) -> @Sendable (PlottablePrimitive) -> String?
    where F.FormatOutput == String {
        let function: (PlottablePrimitive) -> String? = { p in
            input(p, as: F.FormatInput.self).map(format.format)
        }
        let box = UncheckedSendable(function)
        return { box.value($0) }
    }

    /// The value as `I` (numbers as `Double`, `Int`, `Float` or `Decimal`; dates; strings).
    static func input<I>(_ p: PlottablePrimitive, as: I.Type) -> I? {
        switch p {
        case .number(let v):
            if let i = v as? I { return i }
            if let i = Int(exactly: v) as? I { return i }
            if let i = Float(v) as? I { return i }
            return Decimal(v) as? I
        case .date(let d): return d as? I
        case .string(let s): return s as? I
        }
    }
}

/// A value moved across isolation boundaries where the caller knows this is safe (format styles and
/// content closures are only read while a chart is lowered).
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Builds the content of an `AxisMarks` from `AxisGridLine`, `AxisTick` and `AxisValueLabel`, with `if`/`else`.
@resultBuilder public enum AxisMarkBuilder {
    public static func buildExpression(_ mark: some AxisMark) -> [AxisMarkPart] { mark.axisMarkParts }
    public static func buildBlock(_ parts: [AxisMarkPart]...) -> [AxisMarkPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarkPart]?) -> [AxisMarkPart] { part ?? [] }
    public static func buildEither(first: [AxisMarkPart]) -> [AxisMarkPart] { first }
    public static func buildEither(second: [AxisMarkPart]) -> [AxisMarkPart] { second }
    public static func buildArray(_ parts: [[AxisMarkPart]]) -> [AxisMarkPart] { parts.flatMap { $0 } }
}

/// Builds the text of a custom `AxisValueLabel` from `Text`, with `if`/`else`.
@resultBuilder public enum AxisLabelBuilder {
    public static func buildExpression(_ text: Text) -> [Text] { [text] }
    public static func buildBlock(_ parts: [Text]...) -> [Text] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Text]?) -> [Text] { part ?? [] }
    public static func buildEither(first: [Text]) -> [Text] { first }
    public static func buildEither(second: [Text]) -> [Text] { second }
}

/// Something that can stand in a `chartXAxis`/`chartYAxis` content closure (Swift Charts' `AxisContent`).
public protocol AxisContent: Sendable {
    /// The axis marks it holds.
    var axisMarks: [AxisMarks] { get }
}

/// Builds the content of an axis from one or more `AxisMarks`, with `if`/`else`.
@resultBuilder public enum AxisContentBuilder {
    public static func buildExpression(_ content: some AxisContent) -> [AxisMarks] { content.axisMarks }
    public static func buildBlock(_ parts: [AxisMarks]...) -> [AxisMarks] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarks]?) -> [AxisMarks] { part ?? [] }
    public static func buildEither(first: [AxisMarks]) -> [AxisMarks] { first }
    public static func buildEither(second: [AxisMarks]) -> [AxisMarks] { second }
    public static func buildArray(_ parts: [[AxisMarks]]) -> [AxisMarks] { parts.flatMap { $0 } }
}

/// Marks at a set of values along an axis — grid lines, ticks and labels — (Swift Charts' `AxisMarks`).
///
/// Without a content closure each value gets a grid line, a tick and a label. The content closure is called
/// once per value while the chart is lowered.
public struct AxisMarks: AxisContent {
    let preset: AxisMarkPreset
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The parts drawn at a value.
    let content: UncheckedSendable<(AxisMarkValue) -> [AxisMarkPart]>
    /// The format of plain `AxisValueLabel`s, from `format:`.
    let format: (@Sendable (PlottablePrimitive) -> String?)?

    public var axisMarks: [AxisMarks] { [self] }

    init(
        preset: AxisMarkPreset, position: AxisMarkPosition, values: AxisMarkValues,
        format: (@Sendable (PlottablePrimitive) -> String?)? = nil,
        content: @escaping (AxisMarkValue) -> [AxisMarkPart]
    ) {
        self.preset = preset
        self.position = position
        self.values = values
        self.format = format
        self.content = UncheckedSendable(content)
    }

    /// Grid line, tick and label, or the parts the closure gives for each value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisMarkValue) -> [AxisMarkPart] = AxisMarks.defaultParts
    ) {
        self.init(preset: preset, position: position, values: values, format: nil, content: content)
    }

    /// The parts the closure gives, the same at every value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> [AxisMarkPart]
    ) {
        self.init(preset: preset, position: position, values: values, format: nil, content: { _ in content() })
    }

    /// Marks at exactly `values`: grid line, tick and label, or the parts the closure gives for each.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisMarkValue) -> [AxisMarkPart] = AxisMarks.defaultParts
    ) {
        self.init(
            preset: preset, position: position,
            values: AxisMarkValues(kind: .explicit(values.map(\.primitivePlottable))),
            format: nil, content: content)
    }

    /// Marks at exactly `values`, with the parts the closure gives.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping () -> [AxisMarkPart]
    ) {
        self.init(
            preset: preset, position: position,
            values: AxisMarkValues(kind: .explicit(values.map(\.primitivePlottable))),
            format: nil, content: { _ in content() })
    }

    /// Grid line, tick and label, the label through `format`; `stroke` styles the grid line.
    public init<F: FormatStyle>(
        format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where F.FormatOutput == String {
        self.init(
            preset: preset, position: position, values: values, format: AxisLabelFormat.formatter(format),
            content: { _ in AxisMarks.parts(stroke: stroke) })
    }

    /// Grid line, tick and label at exactly `values`, the label through `format` (`format: .number`).
    public init<F: FormatStyle, Value: Plottable>(
        format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil
    ) where F.FormatOutput == String, F.FormatInput == Value {
        self.init(
            preset: preset, position: position,
            values: AxisMarkValues(kind: .explicit(values.map(\.primitivePlottable))),
            format: AxisLabelFormat.formatter(format), content: { _ in AxisMarks.parts(stroke: stroke) })
    }

    /// A grid line, a tick and a label.
    public static func defaultParts(_ value: AxisMarkValue) -> [AxisMarkPart] { parts(stroke: nil) }

    static func parts(stroke: StrokeStyle?) -> [AxisMarkPart] {
        [
            .gridLine(stroke: stroke, color: nil), .tick(length: nil, stroke: nil, color: nil),
            .valueLabel(.value, font: nil, color: nil),
        ]
    }
}

/// A 2D axis as the modifiers leave it: shown or hidden, and its marks (nil: the automatic ones).
struct AxisSpec: Sendable {
    var visibility: Visibility = .automatic
    var marks: [AxisMarks]?

    var isHidden: Bool { visibility == .hidden }
}

extension ChartRepresentable {
    /// Shows or hides the x axis: a hidden axis draws no grid, ticks, labels, line or title, and gives its
    /// space to the plot area.
    public func chartXAxis(_ visibility: Visibility) -> Self { modified { $0.xAxis.visibility = visibility } }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> Self { modified { $0.yAxis.visibility = visibility } }
    /// The x axis's marks: `.chartXAxis { AxisMarks(values: .stride(by: .month)) }`.
    public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Self {
        let marks = content()
        return modified { $0.xAxis.marks = marks }
    }
    /// Fixed colours for the categories of `.foregroundStyle(by:)`: `["Tea": .green, "Coffee": .brown]`. The
    /// legend lists the names in this order.
    public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> Self {
        let pairs = mapping.map { (name: $0.key, color: $0.value) }
        return modified { $0.foregroundStyleScale = pairs }
    }
    /// The colours of numeric `.foregroundStyle(by:)` values: a gradient from the smallest value to
    /// the largest (`.chartForegroundStyleScale(range: Gradient(colors: [.mint, .yellow, .orange]))`,
    /// or ``Gradient/grayscale``), shown by the colour bar; viridis when not set. In 2D and 3D.
    public func chartForegroundStyleScale(range: Gradient) -> Self { modified { $0.foregroundStyleGradient = range } }
    /// A gradient over a fixed numeric domain: values outside it take the colour of its nearer end.
    public func chartForegroundStyleScale(domain: ClosedRange<Double>, range: Gradient) -> Self {
        modified {
            $0.foregroundStyleGradient = range
            $0.foregroundStyleDomain = domain
        }
    }
    /// The colours given to categories in order of first appearance, instead of the default
    /// colour-blind-safe palette (`Color.categoricalPalette`): `Color.systemPalette` gives Swift
    /// Charts' look. The colours repeat when there are more categories.
    public func chartForegroundStyleScale(range: [Color]) -> Self { modified { $0.foregroundStylePalette = range } }
    /// Fixed colours for categories given as two lists, names and colours, in order (the colours
    /// repeat when there are fewer of them than names).
    public func chartForegroundStyleScale(domain: [String], range: [Color]) -> Self {
        guard !range.isEmpty else { return self }
        let pairs = domain.enumerated().map { (name: $0.element, color: range[$0.offset % range.count]) }
        return modified { $0.foregroundStyleScale = pairs }
    }
    /// The y axis's marks: `.chartYAxis { AxisMarks(position: .trailing) }`.
    public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Self {
        let marks = content()
        return modified { $0.yAxis.marks = marks }
    }
}
