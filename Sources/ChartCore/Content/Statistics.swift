import Foundation

/// The statistics the statistical marks draw — quantiles, box-plot summaries, kernel density
/// estimates, Student's t quantiles — public so that a chart's numbers can be checked or tabulated.
public enum Statistics {
    /// The `p`-quantile (0…1) of values sorted in increasing order, by linear interpolation
    /// between order statistics: with h = (n − 1)·p, the value at ⌊h⌋ plus (h − ⌊h⌋) of the way to
    /// the next (Hyndman and Fan's type 7, the default of numpy's `quantile`, R's `quantile` and
    /// matplotlib's `boxplot`). NaN for no values.
    public static func quantile(sorted values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty, p.isFinite else { return .nan }
        let h = Double(values.count - 1) * min(max(p, 0), 1)
        let lower = h.rounded(.down)
        let i = Int(lower)
        guard i + 1 < values.count else { return values[values.count - 1] }
        return values[i] + (h - lower) * (values[i + 1] - values[i])
    }

    /// The mean of `values` (NaN for none).
    public static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count)
    }

    /// The sample standard deviation of `values`, with n − 1 in the denominator (NaN for fewer than 2).
    public static func standardDeviation(_ values: [Double]) -> Double {
        guard values.count > 1 else { return .nan }
        let m = mean(values)
        return (values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(values.count - 1)).squareRoot()
    }
}

/// Where a box plot's whiskers end; values beyond them are drawn as outliers.
public enum WhiskerRule: Sendable, Hashable {
    /// At the most extreme values within `k` interquartile ranges of the box (Tukey's rule;
    /// `.tukey(1.5)` is the default, as in matplotlib, seaborn and ggplot2).
    case tukey(Double)
    /// At the smallest and largest values: no outliers.
    case range
    /// At two quantiles (`.percentiles(0.05, 0.95)`: the 5th and 95th percentiles), by the same
    /// type 7 definition as the quartiles.
    case percentiles(Double, Double)
}

/// The summary a box plot draws: the quartiles (type 7, ``Statistics/quantile(sorted:_:)``), the
/// whiskers' ends by a ``WhiskerRule``, the values beyond them and the notch around the median.
public struct BoxStatistics: Sendable, Equatable {
    /// The number of finite values summarised.
    public let count: Int
    /// The first quartile (the 0.25 quantile).
    public let lowerQuartile: Double
    /// The median (the 0.5 quantile).
    public let median: Double
    /// The third quartile (the 0.75 quantile).
    public let upperQuartile: Double
    /// Where the lower whisker ends.
    public let lowerWhisker: Double
    /// Where the upper whisker ends.
    public let upperWhisker: Double
    /// The values beyond the whiskers, in increasing order.
    public let outliers: [Double]

    /// The interquartile range, upper quartile minus lower quartile.
    public var interquartileRange: Double { upperQuartile - lowerQuartile }

    /// The notch: median ± 1.57·IQR/√n (McGill, Tukey and Larsen's rough 95% interval for the
    /// median, the notch of matplotlib and ggplot2).
    public var notch: ClosedRange<Double> {
        let half = 1.57 * interquartileRange / Double(count).squareRoot()
        return (median - half)...(median + half)
    }

    /// The summary of the finite values of `values`, or nil when there are none.
    public init?(values: [Double], whiskers: WhiskerRule = .tukey(1.5)) {
        let sorted = values.filter(\.isFinite).sorted()
        guard let first = sorted.first, let last = sorted.last else { return nil }
        count = sorted.count
        lowerQuartile = Statistics.quantile(sorted: sorted, 0.25)
        median = Statistics.quantile(sorted: sorted, 0.5)
        upperQuartile = Statistics.quantile(sorted: sorted, 0.75)
        switch whiskers {
        case .range:
            (lowerWhisker, upperWhisker) = (first, last)
        case .tukey(let k):
            let reach = k * (upperQuartile - lowerQuartile)
            let (lo, hi) = (lowerQuartile - reach, upperQuartile + reach)
            // The most extreme values inside the fences (never inside the box).
            lowerWhisker = min(sorted.first { $0 >= lo } ?? lowerQuartile, lowerQuartile)
            upperWhisker = max(sorted.last { $0 <= hi } ?? upperQuartile, upperQuartile)
        case .percentiles(let a, let b):
            lowerWhisker = Statistics.quantile(sorted: sorted, min(a, b))
            upperWhisker = Statistics.quantile(sorted: sorted, max(a, b))
        }
        let (lo, hi) = (lowerWhisker, upperWhisker)
        outliers = sorted.filter { $0 < lo || $0 > hi }
    }
}

/// How a kernel density estimate chooses its bandwidth.
public enum KernelBandwidth: Sendable, Hashable {
    /// Scott's rule: σ·n^(−1/5), σ the sample standard deviation (scipy's `gaussian_kde` default
    /// and seaborn's).
    case scott
    /// Silverman's rule as scipy writes it: σ·(3n/4)^(−1/5).
    case silverman
    /// A bandwidth of your own, in the values' units (positive).
    case fixed(Double)
}

/// A Gaussian kernel density estimate: the mean of normal densities, one centred at each value,
/// with the same standard deviation (the bandwidth).
public struct KernelDensity: Sendable, Equatable {
    /// The finite values the estimate is made of.
    public let values: [Double]
    /// The kernels' standard deviation, in the values' units.
    public let bandwidth: Double

    /// The estimate of the finite values of `values`. When the rule gives no positive bandwidth
    /// (a single value, all values equal, or a fixed bandwidth that is not positive and finite),
    /// the bandwidth is 1.
    public init(values: [Double], bandwidth rule: KernelBandwidth = .scott) {
        let finite = values.filter(\.isFinite)
        let n = Double(finite.count)
        let sigma = Statistics.standardDeviation(finite)
        let h: Double
        switch rule {
        case .scott: h = sigma * pow(n, -0.2)
        case .silverman: h = sigma * pow(n * 3 / 4, -0.2)
        case .fixed(let value): h = value
        }
        self.values = finite
        self.bandwidth = h.isFinite && h > 0 ? h : 1
    }

    /// The estimated density at `x`: Σ φ((x − xᵢ)/h) / (n·h), φ the standard normal density (0
    /// without values).
    public func density(at x: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let h = bandwidth
        let sum = values.reduce(0) { total, v in
            let u = (x - v) / h
            return total + exp(-0.5 * u * u)
        }
        return sum / (Double(values.count) * h * (2 * Double.pi).squareRoot())
    }
}

/// Student's t distribution: its distribution function and quantiles, computed from the
/// regularised incomplete beta function (a continued fraction, evaluated by Lentz's method).
public enum StudentT {
    /// P(T ≤ t) for T with `degreesOfFreedom` (positive) degrees of freedom.
    public static func cdf(_ t: Double, degreesOfFreedom nu: Double) -> Double {
        guard nu > 0, !t.isNaN else { return .nan }
        if t.isInfinite { return t > 0 ? 1 : 0 }
        let tail = 0.5 * incompleteBeta(nu / (nu + t * t), a: nu / 2, b: 0.5)
        return t > 0 ? 1 - tail : tail
    }

    /// The t with P(T ≤ t) = `p` (0 < p < 1), found by bisection on ``cdf(_:degreesOfFreedom:)``
    /// to a relative precision of about 1e−13. NaN outside (0, 1) or for degrees of freedom ≤ 0.
    public static func quantile(_ p: Double, degreesOfFreedom nu: Double) -> Double {
        guard nu > 0, p > 0, p < 1 else { return .nan }
        if p == 0.5 { return 0 }
        let target = max(p, 1 - p)
        var hi = 1.0
        while cdf(hi, degreesOfFreedom: nu) < target, hi < 1e300 { hi *= 2 }
        var lo = 0.0
        for _ in 0..<200 where hi - lo > 1e-13 * hi {
            let mid = (lo + hi) / 2
            if cdf(mid, degreesOfFreedom: nu) < target { lo = mid } else { hi = mid }
        }
        let t = (lo + hi) / 2
        return p > 0.5 ? t : -t
    }

    /// The regularised incomplete beta function I_x(a, b) (Numerical Recipes' `betai`).
    static func incompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logBeta: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logFront: Double = logBeta + a * log(x) + b * log(1 - x)
        let front = exp(logFront)
        if x < (a + 1) / (a + b + 2) { return front * betaFraction(x, a: a, b: b) / a }
        return 1 - front * betaFraction(1 - x, a: b, b: a) / b
    }

    /// The continued fraction of the incomplete beta function, by the modified Lentz method.
    private static func betaFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...10_000 {
            let m = Double(m)
            let twoM: Double = 2 * m
            let even: Double = m * (b - m) * x / ((a + twoM - 1) * (a + twoM))
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            let odd: Double = -(a + m) * (a + b + m) * x / ((a + twoM) * (a + twoM + 1))
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let step = d * c
            h *= step
            if abs(step - 1) < 1e-16 { break }
        }
        return h
    }
}
