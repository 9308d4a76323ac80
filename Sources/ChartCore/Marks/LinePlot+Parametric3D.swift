import ChartMath
import ChartScene

extension LinePlot where Content == FunctionPlotContent {
    /// A parametric space curve (x, y, z) = f(t) for t in `domain` (finite), for a `Chart3D`:
    /// helices, knots, trajectories (y is up).
    ///
    /// ```swift
    /// Chart3D {
    ///     LinePlot(x: "x", y: "y", z: "z", t: "t", domain: 0...(2 * .pi)) { t in
    ///         (x: sin(t) + 2 * sin(2 * t), y: -sin(3 * t), z: cos(t) - 2 * cos(2 * t))
    ///     }
    /// }
    /// ```
    ///
    /// The curve is sampled adaptively for the output size: the drawn polyline stays within half a
    /// pixel of the curve from every direction the chart can be turned to (``CurveSampler3D``),
    /// so samples gather where it bends. A curve that ends where it starts is drawn closed; `.nan`
    /// or an infinite coordinate leaves a gap. The axes' domains span the curve.
    public init(
        x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, t: some StringProtocol,
        domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double, z: Double)
    ) {
        spec = LineSpec(
            xLabel: String(x), yLabel: String(y),
            source: .parametric(
                tLabel: String(t), domain: domain,
                f: {
                    let p = function($0)
                    return (p.x, p.y)
                }))
        curve3D = ParametricCurve3DSpec(
            xLabel: String(x), yLabel: String(y), zLabel: String(z), tLabel: String(t), domain: domain, f: function)
        content = FunctionPlotContent()
    }
}

/// Why a parametric 3D plot cannot be drawn: the mark, the input and what is accepted.
public enum ParametricPlotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The parameter's domain (`parameter`, e.g. "t" or "u") is not a finite range of nonzero width.
    case invalidDomain(mark: String, parameter: String, lower: Double, upper: Double)
    /// The function has no finite point over its domain.
    case noFinitePoint(mark: String)

    public var description: String {
        switch self {
        case .invalidDomain(let mark, let p, let lo, let hi):
            "\(mark): the domain of \(p), \(lo)…\(hi), must be finite with its upper end above its lower end"
        case .noFinitePoint(let mark): "\(mark): the function has no finite point over its domain"
        }
    }
}

/// The recipe of a 3D parametric `LinePlot`: domains from the curve's extent, an adaptively sampled
/// world-space polyline, its description.
struct ParametricCurve3DSpec: ChartMark, DescribedMark3D {
    var xLabel: String
    var yLabel: String
    var zLabel: String
    var tLabel: String
    var domain: ClosedRange<Double>
    var f: @Sendable (Double) -> (x: Double, y: Double, z: Double)
    var stroke = StrokeStyle(lineWidth: 2)

    var markName: String { WarningLog.name("LinePlot", zLabel) }

    func addValues(to domains: inout MarkDomains) throws { throw ChartError.notTwoDimensional(mark: "LinePlot") }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    func validate() throws(ParametricPlotError) {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite, domain.upperBound > domain.lowerBound else {
            throw .invalidDomain(
                mark: "LinePlot", parameter: tLabel, lower: domain.lowerBound, upper: domain.upperBound)
        }
    }

    /// The curve's extent, from 1,025 evenly spaced samples, on the three axes.
    func addValues(to domains: inout MarkDomains3D) throws {
        try validate()
        let points = evenSamples(1024).filter { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
        guard let lo = points.first else { throw ParametricPlotError.noFinitePoint(mark: "LinePlot") }
        var (min3, max3) = (lo, lo)
        for p in points {
            min3 = pointwiseMin(min3, p)
            max3 = pointwiseMax(max3, p)
        }
        for p in [min3, max3] {
            domains.add(PlottableValue.value(xLabel, p.x).erased, axis: 0)
            domains.add(PlottableValue.value(yLabel, p.y).erased, axis: 1)
            domains.add(PlottableValue.value(zLabel, p.z).erased, axis: 2)
        }
    }

    /// f at `n` + 1 evenly spaced parameters, as vectors.
    func evenSamples(_ n: Int) -> [SIMD3<Double>] {
        (0...n).map { i in
            let p = f(domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(n))
            return SIMD3(p.x, p.y, p.z)
        }
    }

    /// The curve in scene units, sampled to half a pixel at the chart's size.
    func scenePolylines(in context: MarkContext3D) -> [[Vec3]] {
        let (ax, ay, az, xl, yl, zl, f) = (context, context, context, xLabel, yLabel, zLabel, f)
        let curve: (Double) -> SIMD3<Double> = { t in
            let p = f(t)
            return SIMD3(
                Double(ax.sceneX(.value(xl, p.x))), Double(ay.sceneY(.value(yl, p.y))),
                Double(az.sceneZ(.value(zl, p.z))))
        }
        let ppu = context.pixelsPerUnit
        let intervals = CurveSampler3D.initialIntervals(
            forLength: CurveSampler3D.length(domain, pixelsPerUnit: ppu, curve))
        var pieces = CurveSampler3D().sample(domain, initialIntervals: intervals, pixelsPerUnit: ppu, curve).map {
            $0.map { Vec3(Float($0.point.x), Float($0.point.y), Float($0.point.z)) }
        }
        // A closed curve ends exactly where it starts, without a seam.
        if pieces.count == 1, let first = pieces[0].first, let last = pieces[0].last,
            Double(((first - last) * (first - last)).sum().squareRoot()) * ppu < 0.5
        {
            pieces[0][pieces[0].count - 1] = first
        }
        return pieces
    }

    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        context.stroke(scenePolylines(in: context), style: stroke)
    }

    /// "1 parametric curve over t from 0 to 6.28, spanning x −3 to 3, …".
    var accessibleSummary: MarkAccessibleSummary? {
        let points = evenSamples(256).filter { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
        let extents = DescriptionWriter.extents([xLabel, yLabel, zLabel], points.map { [$0.x, $0.y, $0.z] })
        let span = domain.upperBound - domain.lowerBound
        let over =
            "over \(tLabel) from \(DescriptionWriter.number(domain.lowerBound, span: span)) to "
            + DescriptionWriter.number(domain.upperBound, span: span)
        return MarkAccessibleSummary(kind: "parametric curves", item: over + (extents.map { ", spanning " + $0 } ?? ""))
    }

    /// The description: a line series read at 100 evenly spaced parameters.
    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries? {
        var series = AccessibleSeries(
            kind: .line, name: style.accessibilityLabel ?? "Curve of \(tLabel)", xLabel: xLabel, yLabel: yLabel,
            zLabel: zLabel, hidden: style.accessibilityHidden, sampled: true)
        series.points = evenSamples(99).compactMap { p in
            guard p.x.isFinite, p.y.isFinite, p.z.isFinite else { return nil }
            return AccessiblePoint(x: .number(p.x), y: .number(p.y), z: p.z)
        }
        return series
    }
}
