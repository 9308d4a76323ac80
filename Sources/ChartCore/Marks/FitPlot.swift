import ChartMath
import ChartScene
import Foundation

/// The curve a ``FitPlot`` draws through its points.
public enum FitMethod: Sendable, Hashable {
    /// A least-squares straight line (``PolynomialFit`` of degree 1).
    case linear
    /// A least-squares polynomial of a degree (2: a parabola).
    case polynomial(degree: Int)
    /// A LOESS smoother with a span (``LoessSmoother``; 0.75 is R's default), drawn without a band.
    case loess(span: Double)
}

/// A fitted curve over a point cloud — a least-squares line or polynomial with the confidence band
/// of its mean, or a LOESS smoother — drawn over the x range of the points. Draw the points
/// themselves with `PointPlot` or `PointMark`.
///
/// ```swift
/// Chart {
///     PointPlot(iris, x: .value("Petal length (cm)", \.petalLength), y: .value("Petal width (cm)", \.petalWidth))
///     FitPlot(iris, x: .value("Petal length (cm)", \.petalLength), y: .value("Petal width (cm)", \.petalWidth))
/// }
/// ```
///
/// The band (default 95%, `confidence: nil` for none) is the fitted value ± t·s·√(v(x)ᵀ(XᵀX)⁻¹v(x)),
/// t the two-sided Student's t quantile on n − degree − 1 degrees of freedom
/// (``PolynomialFit/confidenceInterval(at:level:)``), drawn at opacity 0.25 under the curve in
/// the plot's colour. Points with a value that is not finite are left out. Fewer points than the
/// fit needs throw ``ChartError/invalidStatistic(mark:reason:)`` when the chart is lowered.
public struct FitPlot: ChartContent, ChartMark {
    let xLabel: String
    let yLabel: String
    let x: [Double]
    let y: [Double]
    let method: FitMethod
    let confidence: Double?
    var samples = 100

    /// The fit of `y` against `x` over `data`.
    public init<Data: Collection>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: PlottableProjection<Data.Element, Double>,
        method: FitMethod = .linear, confidence: Double? = 0.95
    ) {
        self.init(
            x: data.map { x.read($0).number ?? .nan }, y: data.map { y.read($0).number ?? .nan }, xLabel: x.label,
            yLabel: y.label, method: method, confidence: confidence)
    }

    /// The fit of the numbers `y` against `x` (the CLI's columns).
    init(x: [Double], y: [Double], xLabel: String, yLabel: String, method: FitMethod, confidence: Double?) {
        (self.x, self.y, self.xLabel, self.yLabel) = (x, y, xLabel, yLabel)
        self.method = method
        self.confidence = confidence.map { min(max($0, 0), 0.999_999) }
    }

    /// The curve and band sampled at `samples` evenly spaced x (ends included): (x, fitted y,
    /// band's lower and upper y; the band is nil for LOESS or without `confidence`).
    public func curve() throws -> [(x: Double, y: Double, band: ClosedRange<Double>?)] {
        let xs = zip(x, y).filter { $0.0.isFinite && $0.1.isFinite }.map(\.0)
        guard let lo = xs.min(), let hi = xs.max() else { return [] }
        let grid = (0..<samples).map { lo + (hi - lo) * Double($0) / Double(samples - 1) }
        switch method {
        case .linear, .polynomial:
            let degree: Int
            if case .polynomial(let d) = method { degree = d } else { degree = 1 }
            let fit = try PolynomialFit(x: x, y: y, degree: degree, mark: markName)
            return grid.map { g in (g, fit.value(at: g), confidence.map { fit.confidenceInterval(at: g, level: $0) }) }
        case .loess(let span):
            guard xs.count >= 2 else {
                throw ChartError.invalidStatistic(
                    mark: markName,
                    reason: "a LOESS smoother needs at least 2 points with finite x and y; found \(xs.count)")
            }
            let smoother = LoessSmoother(x: x, y: y, span: span)
            return grid.map { g in (g, smoother.value(at: g), nil) }
        }
    }

    // MARK: - ChartMark

    /// "FitPlot", with the y label, in warnings and errors.
    public var markName: String { WarningLog.name("FitPlot", yLabel) }

    /// The curve's x range, and its y range with the band's.
    public func addValues(to domains: inout MarkDomains) throws {
        let points = try curve()
        guard let first = points.first, let last = points.last else { return }
        let lows = points.map { $0.band?.lowerBound ?? $0.y }.filter(\.isFinite)
        let highs = points.map { $0.band?.upperBound ?? $0.y }.filter(\.isFinite)
        try domains.addX(.value(xLabel, first.x))
        try domains.addX(.value(xLabel, last.x))
        if let lo = lows.min(), let hi = highs.max() {
            try domains.addY(.value(yLabel, lo))
            try domains.addY(.value(yLabel, hi))
        }
    }

    /// The band as a translucent fill, then the curve, clipped to the plot area.
    public func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        guard let points = try? curve() else { return [] }
        let px = { (x: Double, y: Double) in SIMD2(context.pixelX(.value(xLabel, x)), context.pixelY(.value(yLabel, y)))
        }
        let line = points.map { px($0.x, $0.y) }.filter { $0.x.isFinite && $0.y.isFinite }
        var parts: [ScenePrimitive] = []
        let bands = points.compactMap { p in p.band.map { (p.x, $0) } }
        if bands.count == points.count {
            let outline = bands.map { px($0.0, $0.1.upperBound) } + bands.reversed().map { px($0.0, $0.1.lowerBound) }
            parts += context.fill(outline, color: context.color.fading(0.25))
        }
        return parts + context.stroke([line], style: StrokeStyle(lineWidth: 2))
    }

    /// A line.
    public var legendSample: MarkLegendSample { .line(dash: []) }

    /// "a least-squares line of Petal width on Petal length from 150 points: slope 0.416, intercept
    /// −0.363, with its 95% confidence band"; a polynomial names its degree and the range of its
    /// values, a LOESS smoother its span.
    public var accessibleSummary: MarkAccessibleSummary? {
        let n = zip(x, y).count { $0.0.isFinite && $0.1.isFinite }
        let names = [yLabel, xLabel].map { DescriptionWriter.Axis(letter: "", label: $0, domain: 0...1).name }
        let of = " of \(names[0]) on \(names[1]) from " + DescriptionWriter.count(n, "point", "points")
        guard let points = try? curve(), let first = points.first, let last = points.last else { return nil }
        let span = abs(last.y - first.y)
        var item: String
        switch method {
        case .linear:
            let slope = (last.y - first.y) / (last.x - first.x)
            let intercept = first.y - slope * first.x
            item =
                "a least-squares line" + of + ": slope \(DescriptionWriter.number(slope, span: abs(slope))), "
                + "intercept \(DescriptionWriter.number(intercept, span: max(span, abs(intercept))))"
        case .polynomial(let degree):
            let ys = points.map(\.y)
            let (lo, hi) = (ys.min() ?? .nan, ys.max() ?? .nan)
            item =
                "a least-squares polynomial of degree \(degree)" + of
                + ", from \(DescriptionWriter.number(lo, span: hi - lo)) to \(DescriptionWriter.number(hi, span: hi - lo))"
        case .loess(let s):
            item =
                "a LOESS smoother (span \(DescriptionWriter.number(s, span: s)))" + of
                + ", from \(DescriptionWriter.number(first.y, span: span)) to \(DescriptionWriter.number(last.y, span: span))"
        }
        if let confidence, first.band != nil {
            item += ", with its \(DescriptionWriter.number(confidence * 100, span: 100))% confidence band"
        }
        return MarkAccessibleSummary(kind: "fitted curves", item: item)
    }
}
