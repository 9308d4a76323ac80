import ChartMath

extension PlottableProjection {
    /// The value of one element, as a mark's value.
    func value(_ element: DataElement) -> PlottableValue<DataValue> {
        PlottableValue(label: label, storage: .single(read(element)))
    }
}

/// The per-element modifiers shared by the vectorized forms of bar, rule and rectangle marks: each
/// plot keeps one mark per element and applies a modifier to every one, or reads it per element
/// through a key path.
public protocol VectorizedMarkPlot: ChartContent {
    /// The mark drawn for each element.
    associatedtype Mark: ChartContent
    /// The collection's element type.
    associatedtype Element
    /// The marks, one per element, in order.
    var marks: [Mark] { get set }
    /// The elements, in order.
    var elements: [Element] { get }
}

extension VectorizedMarkPlot {
    public var chartElements: [ChartElement] { marks.flatMap(\.chartElements) }

    func mapMarks(_ change: (Mark) -> Mark) -> Self {
        var copy = self
        copy.marks = marks.map(change)
        return copy
    }

    func mapMarksWithElements(_ change: (Mark, Element) -> Mark) -> Self {
        var copy = self
        copy.marks = zip(marks, elements).map(change)
        return copy
    }
}

/// One bar per element of a collection (Swift Charts' `BarPlot`): the vectorized form of `BarMark`,
/// with its stacking, grouping and interval forms.
public struct BarPlot<Element>: VectorizedMarkPlot, @unchecked Sendable {
    public var marks: [BarMark]
    public let elements: [Element]

    /// A bar per element from zero to `y` at `x` (or horizontal for a categorical y).
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Element, X>, y: PlottableProjection<Element, Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map {
            BarMark(x: x.value($0), y: y.value($0), width: width, height: height, stacking: stacking)
        }
    }

    /// A vertical bar per element from `yStart` to `yEnd` at `x`.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Element, X>, yStart: PlottableProjection<Element, Y>,
        yEnd: PlottableProjection<Element, Y>, width: MarkDimension = .automatic
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map { BarMark(x: x.value($0), yStart: yStart.value($0), yEnd: yEnd.value($0), width: width) }
    }

    /// A horizontal bar per element from `xStart` to `xEnd` at `y` (a Gantt chart).
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Element, X>, xEnd: PlottableProjection<Element, X>,
        y: PlottableProjection<Element, Y>, height: MarkDimension = .automatic
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map {
            BarMark(xStart: xStart.value($0), xEnd: xEnd.value($0), y: y.value($0), height: height)
        }
    }

    /// The colour of every bar.
    public func foregroundStyle(_ style: some ShapeStyle) -> Self { mapMarks { $0.foregroundStyle(style) } }

    /// Each bar coloured with the style at `keyPath` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<Element, S>) -> Self {
        mapMarksWithElements { $0.foregroundStyle($1[keyPath: keyPath]) }
    }

    /// Colour by category, with a legend entry.
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Element, V>) -> Self {
        mapMarksWithElements { $0.foregroundStyle(by: value.value($1)) }
    }

    /// Groups bars at the same position side by side.
    public func position<V: Plottable>(by value: PlottableProjection<Element, V>) -> Self {
        mapMarksWithElements { $0.position(by: value.value($1)) }
    }

    /// The opacity of every bar in 0…1.
    public func opacity(_ opacity: Double) -> Self { mapMarks { $0.opacity(opacity) } }

    /// Rounded corners of every bar, radius in points.
    public func cornerRadius(_ radius: Double) -> Self { mapMarks { $0.cornerRadius(radius) } }
}

/// One rule per element of a collection (Swift Charts' `RulePlot`): the vectorized form of
/// `RuleMark`.
public struct RulePlot<Element>: VectorizedMarkPlot, @unchecked Sendable {
    public var marks: [RuleMark]
    public let elements: [Element]

    /// A vertical rule across the plot at each element's `x`.
    public init<Data: Collection, X: Plottable>(_ data: Data, x: PlottableProjection<Element, X>)
    where Data.Element == Element {
        elements = Array(data)
        marks = elements.map { RuleMark(x: x.value($0)) }
    }

    /// A horizontal rule across the plot at each element's `y`.
    public init<Data: Collection, Y: Plottable>(_ data: Data, y: PlottableProjection<Element, Y>)
    where Data.Element == Element {
        elements = Array(data)
        marks = elements.map { RuleMark(y: y.value($0)) }
    }

    /// A horizontal rule from `xStart` to `xEnd` at `y` for each element.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Element, X>, xEnd: PlottableProjection<Element, X>,
        y: PlottableProjection<Element, Y>
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map { RuleMark(xStart: xStart.value($0), xEnd: xEnd.value($0), y: y.value($0)) }
    }

    /// A vertical rule from `yStart` to `yEnd` at `x` for each element (error bars, say).
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Element, X>, yStart: PlottableProjection<Element, Y>,
        yEnd: PlottableProjection<Element, Y>
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map { RuleMark(x: x.value($0), yStart: yStart.value($0), yEnd: yEnd.value($0)) }
    }

    /// The colour of every rule.
    public func foregroundStyle(_ style: some ShapeStyle) -> Self { mapMarks { $0.foregroundStyle(style) } }

    /// Each rule coloured with the style at `keyPath` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<Element, S>) -> Self {
        mapMarksWithElements { $0.foregroundStyle($1[keyPath: keyPath]) }
    }

    /// Colour by category, with a legend entry.
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Element, V>) -> Self {
        mapMarksWithElements { $0.foregroundStyle(by: value.value($1)) }
    }

    /// The stroke of every rule (width and dash in points).
    public func lineStyle(_ style: StrokeStyle) -> Self { mapMarks { $0.lineStyle(style) } }

    /// The opacity of every rule in 0…1.
    public func opacity(_ opacity: Double) -> Self { mapMarks { $0.opacity(opacity) } }
}

/// One rectangle per element of a collection (Swift Charts' `RectanglePlot`): the vectorized form of
/// `RectangleMark`, for heat maps and highlighted ranges.
public struct RectanglePlot<Element>: VectorizedMarkPlot, @unchecked Sendable {
    public var marks: [RectangleMark]
    public let elements: [Element]

    /// A cell at each element's (x, y).
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Element, X>, y: PlottableProjection<Element, Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map { RectangleMark(x: x.value($0), y: y.value($0), width: width, height: height) }
    }

    /// The rectangle from (xStart, yStart) to (xEnd, yEnd) for each element.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Element, X>, xEnd: PlottableProjection<Element, X>,
        yStart: PlottableProjection<Element, Y>, yEnd: PlottableProjection<Element, Y>
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map {
            RectangleMark(
                xStart: xStart.value($0), xEnd: xEnd.value($0), yStart: yStart.value($0), yEnd: yEnd.value($0))
        }
    }

    /// A rectangle at each element's `x` from `yStart` to `yEnd`.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Element, X>, yStart: PlottableProjection<Element, Y>,
        yEnd: PlottableProjection<Element, Y>, width: MarkDimension = .automatic
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map {
            RectangleMark(x: x.value($0), yStart: yStart.value($0), yEnd: yEnd.value($0), width: width)
        }
    }

    /// A rectangle at each element's `y` from `xStart` to `xEnd`.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Element, X>, xEnd: PlottableProjection<Element, X>,
        y: PlottableProjection<Element, Y>, height: MarkDimension = .automatic
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map {
            RectangleMark(xStart: xStart.value($0), xEnd: xEnd.value($0), y: y.value($0), height: height)
        }
    }

    /// A full-height band from `xStart` to `xEnd` for each element.
    public init<Data: Collection, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Element, X>, xEnd: PlottableProjection<Element, X>
    ) where Data.Element == Element {
        elements = Array(data)
        marks = elements.map { RectangleMark(xStart: xStart.value($0), xEnd: xEnd.value($0)) }
    }

    /// The colour of every rectangle.
    public func foregroundStyle(_ style: some ShapeStyle) -> Self { mapMarks { $0.foregroundStyle(style) } }

    /// Each rectangle coloured with the style at `keyPath` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<Element, S>) -> Self {
        mapMarksWithElements { $0.foregroundStyle($1[keyPath: keyPath]) }
    }

    /// Colour by category (or, for numbers, continuously), with a legend.
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Element, V>) -> Self {
        mapMarksWithElements { $0.foregroundStyle(by: value.value($1)) }
    }

    /// The opacity of every rectangle in 0…1.
    public func opacity(_ opacity: Double) -> Self { mapMarks { $0.opacity(opacity) } }
}
