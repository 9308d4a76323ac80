import Foundation

/// A least-squares polynomial y = c₀ + c₁x + … + c_d·x^d through points, with the confidence
/// interval of its mean: the fitted value ± t·s·√(v(x)ᵀ(XᵀX)⁻¹v(x)), where s² is the residual
/// variance on n − d − 1 degrees of freedom, v(x) = (1, x, …, x^d) and t Student's t quantile
/// (``StudentT``). Solved by a QR decomposition (modified Gram–Schmidt, twice) of the Vandermonde
/// matrix in x centred and scaled, never by forming XᵀX.
public struct PolynomialFit: Sendable, Equatable {
    /// The polynomial's degree (1: a straight line).
    public let degree: Int
    /// c₀…c_d, the coefficients of 1, x, …, x^d in the data's own units.
    public let coefficients: [Double]
    /// s, the residual standard error: √(Σ residual² / (n − d − 1)).
    public let residualStandardError: Double
    /// n − d − 1.
    public let degreesOfFreedom: Int
    /// The centre and scale of x inside the fit (u = (x − centre) / scale).
    let centre: Double
    let spread: Double
    /// The coefficients of 1, u, …, u^d.
    let unitCoefficients: [Double]
    /// R of X = QR in u, upper triangular, row by row.
    let r: [[Double]]

    /// The fit of degree `degree` (at least 1) to the points (x[i], y[i]) where both are finite.
    /// Throws ``ChartError/invalidStatistic(mark:reason:)`` (named `mark`) when there are not
    /// more than `degree + 1` distinct points' worth of data (no residual degrees of freedom) or
    /// the x values cannot determine the polynomial.
    public init(x: [Double], y: [Double], degree: Int = 1, mark: String = "PolynomialFit") throws {
        let pairs = zip(x, y).filter { $0.0.isFinite && $0.1.isFinite }
        let p = degree + 1
        guard degree >= 1 else {
            throw ChartError.invalidStatistic(mark: mark, reason: "the degree \(degree) must be 1 or more")
        }
        guard pairs.count > p else {
            throw ChartError.invalidStatistic(
                mark: mark,
                reason:
                    "a fit of degree \(degree) needs more than \(p) points with finite x and y; found \(pairs.count)")
        }
        let xs = pairs.map(\.0)
        let lo = xs.min() ?? 0
        let hi = xs.max() ?? 0
        let centre = (lo + hi) / 2
        let spread = hi > lo ? (hi - lo) / 2 : 1
        (self.centre, self.spread) = (centre, spread)
        let columns = (0..<p).map { k in xs.map { pow(($0 - centre) / spread, Double(k)) } }
        guard let (q, r) = Self.qr(columns) else {
            throw ChartError.invalidStatistic(
                mark: mark, reason: "the x values take fewer than \(p) distinct values, too few for degree \(degree)")
        }
        let ys = pairs.map(\.1)
        let qty = q.map { column in zip(column, ys).reduce(0) { $0 + $1.0 * $1.1 } }
        let a = Self.backSubstitute(r, qty)
        let residual = zip(xs, ys).reduce(0.0) { sum, point in
            let e = point.1 - Self.horner(a, (point.0 - centre) / spread)
            return sum + e * e
        }
        self.degree = degree
        self.r = r
        unitCoefficients = a
        degreesOfFreedom = pairs.count - p
        residualStandardError = (residual / Double(pairs.count - p)).squareRoot()
        coefficients = Self.expanded(a, centre: centre, spread: spread)
    }

    /// The fitted value at `x`.
    public func value(at x: Double) -> Double { Self.horner(unitCoefficients, (x - centre) / spread) }

    /// The standard error of the fitted mean at `x`: s·√(v(x)ᵀ(XᵀX)⁻¹v(x)) = s·‖R⁻ᵀv(x)‖.
    public func standardError(at x: Double) -> Double {
        let u = (x - centre) / spread
        let v = (0...degree).map { pow(u, Double($0)) }
        // Forward substitution: Rᵀz = v.
        var z = [Double](repeating: 0, count: v.count)
        for i in v.indices {
            let known = (0..<i).reduce(0.0) { $0 + r[$1][i] * z[$1] }
            z[i] = (v[i] - known) / r[i][i]
        }
        return residualStandardError * z.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    /// The confidence interval of the mean at `x` at `level` (0.95: a 95% interval), with the
    /// t quantile on ``degreesOfFreedom`` degrees of freedom.
    public func confidenceInterval(at x: Double, level: Double = 0.95) -> ClosedRange<Double> {
        let t = StudentT.quantile(0.5 + level / 2, degreesOfFreedom: Double(degreesOfFreedom))
        let y = value(at: x)
        let half = t * standardError(at: x)
        return (y - half)...(y + half)
    }

    static func horner(_ a: [Double], _ u: Double) -> Double { a.reversed().reduce(0) { $0 * u + $1 } }

    /// Q (as columns) and R of the columns, by modified Gram–Schmidt with one reorthogonalisation;
    /// nil when a column is (numerically) in the span of those before it.
    static func qr(_ columns: [[Double]]) -> (q: [[Double]], r: [[Double]])? {
        let p = columns.count
        var q: [[Double]] = []
        var r = [[Double]](repeating: [Double](repeating: 0, count: p), count: p)
        for (j, column) in columns.enumerated() {
            var v = column
            let norm0 = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
            for _ in 0..<2 {
                for (i, qi) in q.enumerated() {
                    let dot = zip(qi, v).reduce(0) { $0 + $1.0 * $1.1 }
                    r[i][j] += dot
                    for k in v.indices { v[k] -= dot * qi[k] }
                }
            }
            let norm = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
            guard norm > 1e-10 * max(norm0, 1e-300) else { return nil }
            r[j][j] = norm
            q.append(v.map { $0 / norm })
        }
        return (q, r)
    }

    /// The solution of Ra = b, R upper triangular.
    static func backSubstitute(_ r: [[Double]], _ b: [Double]) -> [Double] {
        var a = [Double](repeating: 0, count: b.count)
        for i in b.indices.reversed() {
            let known = ((i + 1)..<b.count).reduce(0.0) { $0 + r[i][$1] * a[$1] }
            a[i] = (b[i] - known) / r[i][i]
        }
        return a
    }

    /// The coefficients of powers of x from those of powers of u = (x − m)/s: binomial expansion.
    static func expanded(_ a: [Double], centre m: Double, spread s: Double) -> [Double] {
        var c = [Double](repeating: 0, count: a.count)
        for (j, aj) in a.enumerated() {
            var binomial = 1.0
            for k in 0...j {
                if k > 0 { binomial = binomial * Double(j - k + 1) / Double(k) }
                c[k] += aj * binomial * pow(-m, Double(j - k)) / pow(s, Double(j))
            }
        }
        return c
    }
}

/// A LOESS smoother (Cleveland's locally weighted regression, degree 1): the value at x is that of
/// a straight line fitted by weighted least squares to the ⌈span·n⌉ points nearest x, the
/// weights tricube, (1 − (d/D)³)³ for a point at distance d from x, D the distance of the farthest
/// of those points (R's `loess(degree = 1, family = "gaussian")` without its interpolation).
public struct LoessSmoother: Sendable, Equatable {
    /// The points with finite x and y, sorted by x.
    public let points: [SIMD2<Double>]
    /// The fraction of the points in each local fit (0 < span ≤ 1).
    public let span: Double

    /// A smoother of the finite points (x[i], y[i]) with `span` clamped to (0, 1] (default 0.75,
    /// R's).
    public init(x: [Double], y: [Double], span: Double = 0.75) {
        points = zip(x, y).filter { $0.0.isFinite && $0.1.isFinite }.map { SIMD2($0.0, $0.1) }.sorted { $0.x < $1.x }
        self.span = span.isFinite ? min(max(span, 1e-9), 1) : 0.75
    }

    /// The number of points in each local fit: ⌈span·n⌉, at least 2 (or n, when fewer).
    public var neighbours: Int { min(points.count, max(2, Int((span * Double(points.count)).rounded(.up)))) }

    /// The smoothed value at `x` (NaN without points).
    public func value(at x: Double) -> Double {
        guard !points.isEmpty else { return .nan }
        let distances = points.map { abs($0.x - x) }
        let reach = distances.sorted()[neighbours - 1]
        let weights = distances.map { d -> Double in
            guard reach > 0 else { return d == 0 ? 1 : 0 }
            let u = d / reach
            return u < 1 ? pow(1 - u * u * u, 3) : 0
        }
        let total = weights.reduce(0, +)
        guard total > 0 else { return .nan }
        let mx = zip(weights, points).reduce(0) { $0 + $1.0 * $1.1.x } / total
        let my = zip(weights, points).reduce(0) { $0 + $1.0 * $1.1.y } / total
        let sxx = zip(weights, points).reduce(0) { $0 + $1.0 * ($1.1.x - mx) * ($1.1.x - mx) }
        let sxy = zip(weights, points).reduce(0) { $0 + $1.0 * ($1.1.x - mx) * ($1.1.y - my) }
        guard sxx > 1e-12 * max(total, 1) * max(mx * mx, 1) else { return my }
        return my + sxy / sxx * (x - mx)
    }
}
