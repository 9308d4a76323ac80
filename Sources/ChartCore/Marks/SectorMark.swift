import ChartMath

/// A sector of a pie or donut chart (Swift Charts' `SectorMark`).
///
/// Each sector's share of the circle is its value over the total of every sector in the chart;
/// sectors follow one another in declaration order from 12 o'clock, clockwise. A range value
/// (`.value("Share", a..<b)`) places a sector at `a…b` of the total instead.
public struct SectorMark: ChartContent {
    var spec: SectorSpec

    /// A sector whose angle is proportional to `angle`.
    ///
    /// - Parameters:
    ///   - angle: the value, or a range of the cumulative total.
    ///   - innerRadius: relative to the outer radius (`.ratio(0.618)` makes a donut); `.automatic` is 0.
    ///   - outerRadius: relative to the largest radius that fits the plot area; `.automatic` is all of it.
    ///   - angularInset: the gap between neighbouring sectors, in points.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: Double? = nil
    ) {
        spec = SectorSpec(
            angle: angle.erased, innerRadius: innerRadius, outerRadius: outerRadius, angularInset: angularInset)
    }

    public var chartElements: [ChartElement] { [ChartElement(kind: .sector(spec))] }

    /// Rounded corners, radius in points.
    public func cornerRadius(_ radius: Double) -> SectorMark {
        var copy = self
        copy.spec.cornerRadius = radius
        copy.spec.style.explicit.insert(.cornerRadius)
        return copy
    }
}

/// One sector per element of a collection (Swift Charts' `SectorPlot`): the vectorized form of
/// `SectorMark`.
public struct SectorPlot<Content: Sendable>: ChartContent {
    var specs: [SectorSpec]
    let content: Content

    public var chartElements: [ChartElement] { specs.map { ChartElement(kind: .sector($0)) } }

    /// The colour of every sector.
    public func foregroundStyle(_ style: some ShapeStyle) -> Self {
        let color = style.shapeStyleColors.first
        return updated {
            $0.style.color = color
            $0.style.category = nil
        }
    }

    /// The opacity of every sector in 0…1.
    public func opacity(_ opacity: Double) -> Self { updated { $0.style.opacity = opacity } }

    /// Rounded corners of every sector, radius in points.
    public func cornerRadius(_ radius: Double) -> Self {
        updated {
            $0.cornerRadius = radius
            $0.style.explicit.insert(.cornerRadius)
        }
    }

    private func updated(_ change: (inout SectorSpec) -> Void) -> Self {
        var copy = self
        for i in copy.specs.indices { change(&copy.specs[i]) }
        return copy
    }
}

extension SectorPlot {
    /// A sector per element of `data`, its angle proportional to `angle`.
    ///
    /// The radii and the inset mean what they mean for `SectorMark`.
    public init<Data: Collection, V: Plottable>(
        _ data: Data, angle: PlottableProjection<Data.Element, V>, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, angularInset: Double? = nil
    ) where Content == VectorizedPlotContent<Data.Element> {
        let elements = Array(data)
        specs = elements.map {
            SectorSpec(
                angle: AxisValue(label: angle.label, storage: .single(angle.read($0))), innerRadius: innerRadius,
                outerRadius: outerRadius, angularInset: angularInset)
        }
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// Each sector coloured with the style at `keyPath` of its element (`.foregroundStyle(\.tint)`).
    public func foregroundStyle<Element, S: ShapeStyle>(_ keyPath: KeyPath<Element, S>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        for (i, element) in content.data.elements.enumerated() {
            copy.specs[i].style.color = element[keyPath: keyPath].shapeStyleColors.first ?? .accentColor
            copy.specs[i].style.category = nil
        }
        return copy
    }

    /// Colour by category: each distinct value gets a palette colour and a legend entry.
    public func foregroundStyle<Element, V: Plottable>(by value: PlottableProjection<Element, V>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        for (i, element) in content.data.elements.enumerated() {
            copy.specs[i].style.category = AxisValue(label: value.label, storage: .single(value.read(element)))
            copy.specs[i].style.color = nil
        }
        return copy
    }
}

/// One sector: its value (or range of the total), radii, inset and style.
struct SectorSpec: Sendable {
    var angle: AxisValue
    var innerRadius: MarkDimension
    var outerRadius: MarkDimension
    var angularInset: Double?
    var cornerRadius: Double = 0
    var style = MarkStyle()
}

extension SectorMark: CategorizedMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: spec.style) }
        set { spec.style = newValue.style }
    }
}
