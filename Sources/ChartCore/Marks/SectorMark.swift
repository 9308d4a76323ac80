import ChartMath
import ChartScene

/// A sector of a pie or donut chart (Swift Charts' `SectorMark`).
///
/// Each sector's share of the circle is its value over the total of every sector in the chart;
/// sectors follow one another in declaration order from 12 o'clock, clockwise. A range value
/// (`.value("Share", a..<b)`) places a sector at `a…b` of the total instead.
public struct SectorMark: ChartContent {
    var spec: SectorSpec
    var style = MarkStyle()

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

    public var chartElements: [ChartElement] { [ChartElement(recipe: CustomMark(mark: spec, style: style))] }

    /// Rounded corners, radius in points.
    public func cornerRadius(_ radius: Double) -> SectorMark {
        var copy = self
        copy.spec.cornerRadius = radius
        copy.style.explicit.insert(.cornerRadius)
        return copy
    }
}

/// One sector per element of a collection (Swift Charts' `SectorPlot`): the vectorized form of
/// `SectorMark`.
public struct SectorPlot<Content: Sendable>: ChartContent {
    var specs: [SectorSpec]
    /// Each sector's style.
    var styles: [MarkStyle]
    let content: Content

    public var chartElements: [ChartElement] {
        zip(specs, styles).map { ChartElement(recipe: CustomMark(mark: $0, style: $1)) }
    }

    /// The colour of every sector.
    public func foregroundStyle(_ style: some ShapeStyle) -> Self {
        let color = style.shapeStyleColors.first
        return restyled {
            $0.color = color
            $0.category = nil
        }
    }

    /// The opacity of every sector in 0…1.
    public func opacity(_ opacity: Double) -> Self { restyled { $0.opacity = opacity } }

    /// Rounded corners of every sector, radius in points.
    public func cornerRadius(_ radius: Double) -> Self {
        var copy = restyled { $0.explicit.insert(.cornerRadius) }
        for i in copy.specs.indices { copy.specs[i].cornerRadius = radius }
        return copy
    }

    private func restyled(_ change: (inout MarkStyle) -> Void) -> Self {
        var copy = self
        for i in copy.styles.indices { change(&copy.styles[i]) }
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
        styles = Array(repeating: MarkStyle(), count: specs.count)
        content = VectorizedPlotContent(data: PlotData(elements: elements))
    }

    /// Each sector coloured with the style at `keyPath` of its element (`.foregroundStyle(\.tint)`).
    public func foregroundStyle<Element, S: ShapeStyle>(_ keyPath: KeyPath<Element, S>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        for (i, element) in content.data.elements.enumerated() {
            copy.styles[i].color = element[keyPath: keyPath].shapeStyleColors.first ?? .accentColor
            copy.styles[i].category = nil
        }
        return copy
    }

    /// Colour by category: each distinct value gets a palette colour and a legend entry.
    public func foregroundStyle<Element, V: Plottable>(by value: PlottableProjection<Element, V>) -> Self
    where Content == VectorizedPlotContent<Element> {
        var copy = self
        for (i, element) in content.data.elements.enumerated() {
            copy.styles[i].category = AxisValue(label: value.label, storage: .single(value.read(element)))
            copy.styles[i].color = nil
        }
        return copy
    }
}

/// One sector: its value (or range of the total), radii and inset; its style rides on the
/// element. Every concern of the sector is here, as a ``ChartMark`` recipe whose combine step
/// (``GroupedMark``) lays all the chart's sectors out around one pie; `SectorLowering` lays out
/// the chart around it (no axes, the legend, the title).
struct SectorSpec: Sendable {
    var angle: AxisValue
    var innerRadius: MarkDimension
    var outerRadius: MarkDimension
    var angularInset: Double?
    var cornerRadius: Double = 0
}

extension SectorMark: CategorizedMark {
    /// The mark's style, for the shared modifiers.
    public var _markStyle: MarkStyleStorage {
        get { MarkStyleStorage(style: style) }
        set { style = newValue.style }
    }
}

extension SectorSpec: GroupedMark, DescribedMark, RoundedMark {
    var markName: String { "SectorMark" }

    /// Sectors have no axes: a chart holding one is a sector chart (`SectorLowering`), which
    /// refuses every other mark, so there are no domains to widen.
    func addValues(to domains: inout MarkDomains) throws {}

    /// A sector alone: its share of a pie of its own value.
    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        Self.primitives(forGroup: [self], styles: [context.style], in: context)
    }

    /// All the sectors of a chart form one pie.
    struct GroupKey: Hashable {}

    func groupKey(in context: MarkContext2D) -> GroupKey? { GroupKey() }

    /// The pie: each sector its turn of the total (``SectorLowering/turns(_:)``, in order from 12
    /// o'clock), centred in the plot area and as large as fits, one path per sector in its colour.
    static func primitives(forGroup sectors: [SectorSpec], styles: [MarkStyle], in context: MarkContext2D)
        -> [ScenePrimitive]
    {
        // The values were checked when the chart was laid out.
        guard let turns = try? SectorLowering.turns(sectors) else { return [] }
        let plot = context.plot
        let scale = context.scale
        let available = Double(min(plot.x1 - plot.x0, plot.y1 - plot.y0)) / 2
        let centre = (plot.lo + plot.hi) / 2
        var result: [ScenePrimitive] = []
        for (i, (spec, turn)) in zip(sectors, turns).enumerated() {
            let outer = SectorLowering.outerRadius(spec.outerRadius, available: available, scale: scale)
            let inner = SectorLowering.innerRadius(spec.innerRadius, outer: outer, scale: scale)
            let sector = SectorGeometry(
                centre: centre, start: turn.start * 2 * .pi, end: turn.end * 2 * .pi, inner: inner, outer: outer,
                inset: (spec.angularInset ?? 0) * scale / 2, corner: spec.cornerRadius * scale)
            let color = i < styles.count ? context.restyled(styles[i]).color : context.color
            if let path = sector.path(color: color) { result.append(.path(path)) }
        }
        return result
    }

    /// A slice: its category and its value.
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry? {
        AccessibleEntry(
            kind: .sector, name: angle.label, x: style.category?.label, y: angle.label,
            point: AccessiblePoint(x: style.category?.storage.first, y: angle.primitive))
    }

    /// The value moves; the radii and the inset are the target's.
    func interpolated(to target: SectorSpec, fraction t: Double) -> SectorSpec? {
        var q = target
        q.angle = angle.mixed(q.angle, t)
        return q
    }
}
