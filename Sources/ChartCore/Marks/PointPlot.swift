import ChartMath

/// One point per element of a collection (Swift Charts' `PointPlot`): the vectorized form of
/// `PointMark`, for thousands to millions of points.
///
/// With a `z` projection it is a 3D point cloud for `Chart3D` (`PointPlot(data, x:, y:, z:)`): one
/// world-space batch of symbols (spheres by default) built straight from the columns, which is
/// what a million `PointMark`s would draw, built without a mark per point.
public struct PointPlot<Content: Sendable>: ChartContent, Chart3DContent {
    var spec: PointsSpec
    var style = MarkStyle()
    let content: Content

    public var chartElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }
    public var chart3DElements: [ChartElement] { chartElements }

    /// The colour of every point.
    public func foregroundStyle(_ style: some ShapeStyle) -> Self {
        var copy = self
        copy.style.setForeground(style)
        copy.spec.colors = nil
        return copy
    }

    /// The symbol area of every point in square points (default 30).
    public func symbolSize(_ size: Double) -> Self {
        var copy = self
        copy.spec.symbolSize = size
        copy.spec.sizes = nil
        return copy
    }
}

extension PointPlot {
    /// A point per element of `data`.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        spec = PointsSpec(x: x.column(elements), y: y.column(elements))
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// A point per element of `data` in a `Chart3D` (y is up).
    public init<Data: Collection, X: Plottable, Y: Plottable, Z: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        z: PlottableProjection<Data.Element, Z>
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        spec = PointsSpec(x: x.column(elements), y: y.column(elements), z: z.column(elements))
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// Each point coloured with the style at `keyPath` of its element (`.foregroundStyle(\.tint)`).
    public func foregroundStyle<Element, S: ShapeStyle>(_ keyPath: KeyPath<Element, S>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        copy.spec.colors = content.data.elements.map {
            ($0[keyPath: keyPath].shapeStyleColors.first ?? .accentColor).rgba
        }
        copy.spec.categories = nil
        return copy
    }

    /// Colour by category: each distinct value gets a palette colour and a legend entry.
    public func foregroundStyle<Element, V: Plottable>(by value: PlottableProjection<Element, V>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        copy.spec.categories = (value.label, value.strings(content.data.elements))
        copy.spec.colors = nil
        return copy
    }

    /// Each point's symbol area in square points from `keyPath` (`.symbolSize(\.size)`).
    public func symbolSize<Element>(_ keyPath: KeyPath<Element, Double>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        copy.spec.sizes = content.data.elements.map { $0[keyPath: keyPath] }
        return copy
    }
}

extension PointPlot: LitMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}

extension PointsSpec {
    /// One series per category (all points in one without categories).
    func addAccessibleSeries(to b: inout AccessibleSeriesBuilder, style: MarkStyle) {
        var groups: [String: Int] = [:]
        for i in x.values.indices {
            let name = categories.map { $0.values[i] }
            let (label, value) = b.perElement(style, i)
            let q = AccessiblePoint(
                x: b.primitive(x.values[i], date: x.isDate), y: b.primitive(y.values[i], date: y.isDate),
                label: label, value: value)
            let key = name ?? ""
            if let k = groups[key] {
                b.result[k].points.append(q)
            } else {
                groups[key] = b.result.count
                b.result.append(
                    AccessibleSeries(
                        kind: .point, name: name, xLabel: x.label, yLabel: y.label, categoryLabel: categories?.label,
                        hidden: style.accessibilityHidden, points: [q]))
            }
        }
    }
}
