import ChartMath
import ChartScene
import Foundation

/// How far an error bar reaches below and above its value, in the axis' units (seconds on a date
/// axis): the same both ways (`2.5`, `.symmetric(2.5)`) or not (`.asymmetric(lower:upper:)`).
public struct ErrorExtent: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// How far below the value the bar reaches (not negative).
    public var lower: Double
    /// How far above the value the bar reaches (not negative).
    public var upper: Double

    /// `amount` below and above.
    public static func symmetric(_ amount: Double) -> ErrorExtent { ErrorExtent(lower: amount, upper: amount) }

    /// `lower` below and `upper` above.
    public static func asymmetric(lower: Double, upper: Double) -> ErrorExtent {
        ErrorExtent(lower: lower, upper: upper)
    }

    /// The same amount below and above.
    public init(floatLiteral value: Double) { (lower, upper) = (value, value) }
    /// The same amount below and above.
    public init(integerLiteral value: Int) { (lower, upper) = (Double(value), Double(value)) }

    init(lower: Double, upper: Double) { (self.lower, self.upper) = (lower, upper) }
}

/// An error bar: a line across a value's uncertainty with a cap at each end, on y, on x or on
/// both (a cross), in a `Chart` or, with a z value, a `Chart3D`.
///
/// ```swift
/// Chart(months) { m in
///     ErrorBarMark(x: .value("Month", m.name), y: .value("Mean (°C)", m.mean), yError: .symmetric(m.sd))
///     PointMark(x: .value("Month", m.name), y: .value("Mean (°C)", m.mean))
/// }
/// ```
///
/// Give the bar's ends directly with `yStart:yEnd:` (or `xStart:xEnd:`), as `RuleMark` takes
/// them. Bars take the mark's colour, so `.foregroundStyle(by:)` colours them as it colours the
/// points and lines they go with. Caps are ``capWidth(_:)`` points wide (default 6); the bars are
/// clipped to the whole chart, not the plot area, so a bar at the plot's edge is drawn whole.
/// Both ends of each bar are part of the axes' domains.
public struct ErrorBarMark: ChartContent, Chart3DContent, ChartMark {
    /// The two ends of a bar along one axis.
    struct Ends: Sendable, Equatable {
        var low: AxisValue
        var high: AxisValue
    }

    var x: AxisValue
    var y: AxisValue
    var z: AxisValue?
    var xEnds: Ends?
    var yEnds: Ends?
    var zEnds: Ends?
    var cap: Double = 6
    var stroke = StrokeStyle(lineWidth: 1)

    init(x: AxisValue, y: AxisValue, z: AxisValue? = nil, xEnds: Ends? = nil, yEnds: Ends? = nil, zEnds: Ends? = nil) {
        (self.x, self.y, self.z) = (x, y, z)
        (self.xEnds, self.yEnds, self.zEnds) = (xEnds, yEnds, zEnds)
    }

    /// A bar at (`x`, `y`) reaching `yError` below and above y and, when given, `xError` left
    /// and right of x. `x` may be a category on y bars; an axis with an error holds numbers or dates.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, xError: ErrorExtent? = nil, yError: ErrorExtent? = nil
    ) {
        let (xv, yv) = (x.erased, y.erased)
        self.init(x: xv, y: yv, xEnds: xError.map { Self.ends(xv, $0) }, yEnds: yError.map { Self.ends(yv, $0) })
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        let (lo, hi) = (yStart.erased, AxisValue(label: yStart.label, storage: yEnd.storage))
        self.init(x: x.erased, y: lo, yEnds: Ends(low: lo, high: hi))
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        let (lo, hi) = (xStart.erased, AxisValue(label: xStart.label, storage: xEnd.storage))
        self.init(x: lo, y: y.erased, xEnds: Ends(low: lo, high: hi))
    }

    /// A bar in a `Chart3D` at (`x`, `y`, `z`), reaching the errors given along each axis.
    public init<X: Plottable, Y: Plottable, Z: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>, xError: ErrorExtent? = nil,
        yError: ErrorExtent? = nil, zError: ErrorExtent? = nil
    ) {
        let (xv, yv, zv) = (x.erased, y.erased, z.erased)
        self.init(
            x: xv, y: yv, z: zv, xEnds: xError.map { Self.ends(xv, $0) }, yEnds: yError.map { Self.ends(yv, $0) },
            zEnds: zError.map { Self.ends(zv, $0) })
    }

    /// The ends of a bar `error` below and above `value` (NaN for a category: counted as skipped).
    static func ends(_ value: AxisValue, _ error: ErrorExtent) -> Ends {
        Ends(low: value.offset(by: -abs(error.lower)), high: value.offset(by: abs(error.upper)))
    }

    /// The caps' width in points (default 6; 0: no caps). In a `Chart3D` a cap of 6 points is
    /// 0.02 of the box's longest edge (in proportion for other widths).
    public func capWidth(_ points: Double) -> ErrorBarMark {
        var copy = self
        copy.cap = max(0, points)
        return copy
    }

    /// The bar's width in points (default 1) and dash pattern.
    public func lineStyle(_ style: StrokeStyle) -> ErrorBarMark {
        var copy = self
        copy.stroke = style
        return copy
    }

    // MARK: - ChartMark

    /// "ErrorBarMark", with the y label, in warnings.
    public var markName: String { WarningLog.name("ErrorBarMark", y.label) }

    /// The value and both ends of each bar.
    public func addValues(to domains: inout MarkDomains) throws {
        try domains.addX(x)
        try domains.addY(y)
        if let e = xEnds {
            try domains.addX(AxisValue(label: x.label, storage: .range(e.low.storage.first, e.high.storage.first)))
        }
        if let e = yEnds {
            try domains.addY(AxisValue(label: y.label, storage: .range(e.low.storage.first, e.high.storage.first)))
        }
    }

    /// The bars and their caps, clipped to the whole chart.
    public func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        Self.primitives(forGroup: [self], styles: [context.style], in: context)
    }

    /// The bar and its caps in pixels; none (counted as skipped) where a value is not finite.
    private func polylines(in context: MarkContext2D) -> [[SIMD2<Double>]] {
        guard context.pixel(x: x, y: y) != nil else { return [] }
        let half = cap * context.scale / 2
        var lines: [[SIMD2<Double>]] = []
        if let e = yEnds, let lo = context.pixel(x: x, y: e.low), let hi = context.pixel(x: x, y: e.high) {
            lines.append([lo, hi])
            if half > 0 { lines += [lo, hi].map { [$0 - SIMD2(half, 0), $0 + SIMD2(half, 0)] } }
        }
        if let e = xEnds, let lo = context.pixel(x: e.low, y: y), let hi = context.pixel(x: e.high, y: y) {
            lines.append([lo, hi])
            if half > 0 { lines += [lo, hi].map { [$0 - SIMD2(0, half), $0 + SIMD2(0, half)] } }
        }
        return lines
    }

    /// A line.
    public var legendSample: MarkLegendSample { .line(dash: stroke.dash) }

    /// Read as a bar "from … to …" on y (or the value, for an error on x only).
    public var accessibleValues: MarkAccessibleValues? {
        guard let xv = x.primitive else { return nil }
        let low = yEnds?.low.primitive ?? y.primitive
        guard let yv = low else { return nil }
        var values = MarkAccessibleValues(role: .bar, xLabel: x.label, yLabel: y.label, x: xv, y: yv)
        values.yEnd = yEnds?.high.number
        values.zLabel = z?.label
        values.z = z?.number
        return values
    }

    /// Values and ends move; the style is the target's.
    public func interpolated(to target: ErrorBarMark, fraction t: Double) -> ErrorBarMark? {
        var result = target
        result.x = x.mixed(target.x, t)
        result.y = y.mixed(target.y, t)
        func mix(_ a: Ends?, _ b: Ends?) -> Ends? {
            guard let a, let b else { return b }
            return Ends(low: a.low.mixed(b.low, t), high: a.high.mixed(b.high, t))
        }
        if let z, let targetZ = target.z { result.z = z.mixed(targetZ, t) }
        result.xEnds = mix(xEnds, target.xEnds)
        result.yEnds = mix(yEnds, target.yEnds)
        result.zEnds = mix(zEnds, target.zEnds)
        return result
    }

    // MARK: - 3D

    /// The value and both ends of each bar on x, y and z; a bar without z is refused.
    public func addValues(to domains: inout MarkDomains3D) throws {
        guard let z else { throw ChartError.notThreeDimensional(mark: "ErrorBarMark without z") }
        domains.add(x, axis: 0)
        domains.add(y, axis: 1)
        domains.add(z, axis: 2)
        for (axis, ends) in [xEnds, yEnds, zEnds].enumerated() {
            guard let ends else { continue }
            domains.add(ends.low, axis: axis, titled: false)
            domains.add(ends.high, axis: axis, titled: false)
        }
    }

    /// The bars with their caps as world-space lines; a cap across a bar on y or z lies along x,
    /// across a bar on x along y.
    public func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        guard let z else { return [] }
        let centre = Vec3(context.ends(x, axis: 0).0, context.ends(y, axis: 1).0, context.ends(z, axis: 2).0)
        guard centre.x.isFinite, centre.y.isFinite, centre.z.isFinite else {
            context.log.pending += 1
            return []
        }
        let half = Float(cap / 6 * 0.02 / 2)
        var lines: [[Vec3]] = []
        let axes: [(Ends?, Int, Vec3)] = [
            (xEnds, 0, Vec3(0, half, 0)), (yEnds, 1, Vec3(half, 0, 0)), (zEnds, 2, Vec3(half, 0, 0)),
        ]
        for (ends, axis, across) in axes {
            guard let ends else { continue }
            let (lo, _) = context.ends(ends.low, axis: axis)
            let (hi, _) = context.ends(ends.high, axis: axis)
            guard lo.isFinite, hi.isFinite else {
                context.log.pending += 1
                continue
            }
            var a = centre
            var b = centre
            a[axis] = lo
            b[axis] = hi
            lines.append([a, b])
            if half > 0 { lines += [a, b].map { [$0 - across, $0 + across] } }
        }
        return context.stroke(lines, style: stroke)
    }
}

extension ErrorBarMark: GroupedMark {
    /// What bars drawn together share: colour and stroke.
    struct GroupKey: Hashable {
        var color: RGBA
        var stroke: StrokeStyle
    }

    func groupKey(in context: MarkContext2D) -> GroupKey? { GroupKey(color: context.color, stroke: stroke) }

    /// A run of bars of one style (an ``ErrorBarPlot``'s): one line batch for all of them.
    static func primitives(forGroup bars: [ErrorBarMark], styles: [MarkStyle], in context: MarkContext2D)
        -> [ScenePrimitive]
    {
        guard let first = bars.first else { return [] }
        return context.stroke(bars.flatMap { $0.polylines(in: context) }, style: first.stroke, clipping: .chart)
    }
}

extension AxisValue {
    /// The value moved by `delta` (seconds for a date); NaN for a category or a range.
    func offset(by delta: Double) -> AxisValue {
        switch storage {
        case .single(.number(let v)): AxisValue(label: label, storage: .single(.number(v + delta)))
        case .single(.date(let d)): AxisValue(label: label, storage: .single(.date(d.addingTimeInterval(delta))))
        default: AxisValue(label: label, storage: .single(.number(.nan)))
        }
    }
}

/// Error bars over a collection: one ``ErrorBarMark`` per element, the value and the error read
/// through key paths.
///
/// ```swift
/// Chart {
///     ErrorBarPlot(months, x: .value("Month", \.name), y: .value("Mean (°C)", \.mean), yError: \.sd)
/// }
/// ```
public struct ErrorBarPlot: ChartContent {
    let marks: [ErrorBarMark]
    var cap: Double = 6

    /// Bars on y, `yError` below and above each element's y (symmetric).
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        yError: KeyPath<Data.Element, Double>
    ) {
        marks = data.map { e in
            let yv = AxisValue(label: y.label, storage: .single(y.read(e)))
            return ErrorBarMark(
                x: AxisValue(label: x.label, storage: .single(x.read(e))), y: yv,
                yEnds: ErrorBarMark.ends(yv, .symmetric(e[keyPath: yError])))
        }
    }

    /// Bars on y from each element's `yStart` to its `yEnd`.
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) {
        marks = data.map { e in
            let lo = AxisValue(label: yStart.label, storage: .single(yStart.read(e)))
            let hi = AxisValue(label: yStart.label, storage: .single(yEnd.read(e)))
            return ErrorBarMark(
                x: AxisValue(label: x.label, storage: .single(x.read(e))), y: lo, yEnds: .init(low: lo, high: hi))
        }
    }

    /// Bars on x, `xError` left and right of each element's x (symmetric).
    public init<Data: Collection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, xError: KeyPath<Data.Element, Double>,
        y: PlottableProjection<Data.Element, Y>
    ) {
        marks = data.map { e in
            let xv = AxisValue(label: x.label, storage: .single(x.read(e)))
            return ErrorBarMark(
                x: xv, y: AxisValue(label: y.label, storage: .single(y.read(e))),
                xEnds: ErrorBarMark.ends(xv, .symmetric(e[keyPath: xError])))
        }
    }

    /// The caps' width in points (default 6).
    public func capWidth(_ points: Double) -> ErrorBarPlot {
        var copy = self
        copy.cap = points
        return copy
    }

    /// One bar per element.
    public var chartElements: [ChartElement] { marks.map { ChartElement(mark: $0.capWidth(cap)) } }
}
