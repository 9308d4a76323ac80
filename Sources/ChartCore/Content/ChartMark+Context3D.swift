import ChartMath
import ChartScene

/// The values a ``ChartMark`` puts on the x, y and z axes of a `Chart3D`, added in
/// ``ChartMark/addValues(to:)-(MarkDomains3D)``. They widen the axes' inferred domains alongside the
/// other content's; categories and numbers meeting on one axis throw
/// ``ChartError/mixedValueTypes(axis:mark:label:)`` when the chart is lowered. The first values
/// added name the axes where no surface, point or plot does (and the chart sets no label).
public struct MarkDomains3D: Sendable {
    /// The values added on x, y and z, in order.
    var values: [[AxisValue]] = [[], [], []]
    /// The axes' titles from the first titled values.
    var titles: [String?] = [nil, nil, nil]
    /// Numeric values the mark colours through the chart's continuous colour scale (a slice's data
    /// range), widening the scale and its colour bar as `.foregroundStyle(by:)` values do.
    var colorValues: [AxisValue] = []
    /// The chart's own domains of x, y and z (`chartXScale(domain:)`, …; nil where not given), so
    /// that a mark streaming its data need not read it for its bounds.
    var givenDomains: [ClosedRange<Double>?] = [nil, nil, nil]
    let markName: String

    init(markName: String) { self.markName = markName }

    /// Adds a value on the x axis: a number, a date, a category, or both ends of a range.
    public mutating func addX<V: Plottable>(_ value: PlottableValue<V>) { add(value.erased, axis: 0) }

    /// Adds a value on the y axis, as ``addX(_:)`` does on x.
    public mutating func addY<V: Plottable>(_ value: PlottableValue<V>) { add(value.erased, axis: 1) }

    /// Adds a value on the z axis, as ``addX(_:)`` does on x.
    public mutating func addZ<V: Plottable>(_ value: PlottableValue<V>) { add(value.erased, axis: 2) }

    /// Adds an erased value on axis 0, 1 or 2 (built-in marks); `titled: false` leaves the axis
    /// title to others.
    mutating func add(_ value: AxisValue, axis: Int, titled: Bool = true) {
        if titled { titles[axis] = titles[axis] ?? value.label }
        values[axis].append(value)
    }
}

/// Where a ``ChartMark`` is drawn in a `Chart3D`: the mapping from values to positions in the axes
/// box (world space, the box's longest edge spanning −0.5…0.5 by default), the mark's colour and
/// material, and the chart's scale factor. Lengths given in points (line widths, symbol
/// diameters) are multiplied by ``scale``.
public struct MarkContext3D {
    let axes: [SceneAxis]
    let theme: Theme
    let categories: Categories
    let style: MarkStyle
    let log: WarningLog
    /// How finely surfaces are sampled for the output size: the base grid's lines per axis, and
    /// the largest deviation from the surface, in box units, before a cell is refined.
    var surfaceResolution = SurfaceResolution(base: 64, tolerance: 0.002)

    /// Pixels per point (2 for a chart rendered at `scale = 2`).
    public let scale: Double

    /// About how many pixels one scene unit spans on screen at the chart's size (the box's extent),
    /// for marks sampled to a pixel tolerance.
    var pixelsPerUnit: Double = 256

    /// The mark's colour: its own (`.foregroundStyle(_:)`), its category's palette colour
    /// (`.foregroundStyle(by:)`), or the accent colour; with its opacity applied.
    public var color: RGBA { style.resolvedColor(categories) }

    /// The mark's metalness, 0 (dielectric, the default) … 1 (metal), as `.metalness(_:)` set it.
    public var metalness: Double { Double(style.material.resolvedMetalness) }

    /// The mark's roughness, 0 (smooth) … 1 (rough; 0.5 by default), as `.roughness(_:)` set it.
    public var roughness: Double { Double(style.material.resolvedRoughness) }

    /// The colour of a category of the chart (`.foregroundStyle(by:)` or the chart's
    /// `chartForegroundStyleScale`), or nil when no mark uses that category.
    public func color(forCategory name: String) -> RGBA? { categories.color(named: name) }

    /// The scene x of a single value on the x axis: a number, a date, or a category's place; NaN
    /// when the value does not belong on the axis (a number outside a log scale's domain, a range).
    public func sceneX<V: Plottable>(_ value: PlottableValue<V>) -> Float { axes[0].unit(value.erased) }

    /// The scene y of a single value on the y axis, as ``sceneX(_:)`` on x.
    public func sceneY<V: Plottable>(_ value: PlottableValue<V>) -> Float { axes[1].unit(value.erased) }

    /// The scene z of a single value on the z axis, as ``sceneX(_:)`` on x.
    public func sceneZ<V: Plottable>(_ value: PlottableValue<V>) -> Float { axes[2].unit(value.erased) }

    /// The scene position of (x, y, z), or nil — counted as a skipped value in the chart's
    /// warnings — when any coordinate is not finite there.
    public func position<X: Plottable, Y: Plottable, Z: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>
    ) -> Vec3? {
        let p = Vec3(sceneX(x), sceneY(y), sceneZ(z))
        guard p.x.isFinite, p.y.isFinite, p.z.isFinite else {
            log.pending += 1
            return nil
        }
        return p
    }

    /// The scene coordinates of both ends of an erased value on axis 0, 1 or 2 (built-in marks): a
    /// range's ends, or a single value twice (its plain number, as the 3D marks always placed it).
    func ends(_ v: AxisValue, axis: Int) -> (Float, Float) {
        switch v.storage {
        case .single(let p): (axes[axis].unit(p), axes[axis].unit(p))
        case .range(let a, let b): (axes[axis].unit(a), axes[axis].unit(b))
        }
    }

    /// Polylines (scene positions) as one unlit world-space line batch, in `color` (default: the
    /// mark's colour) and `style` (width and dashes in points; default 2 points, solid, as 3D rules).
    public func stroke(
        _ polylines: [[Vec3]], color: RGBA? = nil, style: StrokeStyle = StrokeStyle(lineWidth: 2)
    ) -> [ScenePrimitive] {
        var vertices: [Vec3] = []
        var starts: [Int] = []
        for line in polylines where line.count >= 2 {
            starts.append(vertices.count)
            vertices += line
        }
        guard !vertices.isEmpty else { return [] }
        let s = Float(scale)
        return [
            .lines(
                LineBatch(
                    space: .world, vertices: vertices, starts: starts, color: color ?? self.color,
                    width: Float(style.lineWidth) * s, dash: style.dash.map { Float($0) * s }))
        ]
    }

    /// Triangles (three `indices` into `positions` each) as a lit world-space mesh with the mark's
    /// material, in `color` (default: the mark's colour). `normals` (unit length, one per
    /// position) light it, two-sided; none: drawn unlit in its flat colour.
    public func mesh(positions: [Vec3], normals: [Vec3] = [], indices: [UInt32], color: RGBA? = nil)
        -> [ScenePrimitive]
    {
        guard !positions.isEmpty, !indices.isEmpty else { return [] }
        return [
            .mesh(
                TriangleMesh(
                    space: .world, positions: positions, normals: normals, colors: [color ?? self.color],
                    indices: indices, metalness: style.material.resolvedMetalness,
                    roughness: style.material.resolvedRoughness))
        ]
    }

    /// Solid symbols centred at scene positions, lit with the mark's material, in `color` (default:
    /// the mark's colour); `diameter` in points (default: the theme's 3D point size, 8 by default).
    public func symbols(
        at positions: [Vec3], shape: BasicChart3DSymbolShape = .sphere, diameter: Double? = nil,
        color: RGBA? = nil
    ) -> [ScenePrimitive] {
        guard !positions.isEmpty else { return [] }
        let d = Float((diameter ?? theme.point3DDiameter) * scale)
        return [
            .points(
                PointBatch(
                    space: .world, positions: positions, colors: [color ?? self.color], sizes: [d],
                    shape: shape.shape, metalness: style.material.resolvedMetalness,
                    roughness: style.material.resolvedRoughness))
        ]
    }

    /// The colour of a number on the chart's continuous colour scale (the colour bar's), or nil
    /// when the chart has no continuous colour.
    func continuousColor(_ label: String, _ value: Double) -> RGBA? {
        guard categories.continuous != nil, value.isFinite else { return nil }
        return categories.color(of: PlottableValue.value(label, value).erased)
    }

    /// The mark's opacity multiplier (`.opacity(_:)`).
    var opacity: Double { style.opacity }

    /// Counts a value that could not be drawn in the chart's warnings.
    func noteSkipped(_ count: Int = 1) { log.pending += count }

    /// Warns that a material was set on a mark drawn unlit.
    func noteUnlit(_ mark: String) { log.add(Lowering3D.unlitWarning(mark)) }
}
