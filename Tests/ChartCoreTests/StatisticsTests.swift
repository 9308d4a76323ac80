import Foundation
import Testing

@testable import ChartCore

/// The statistics of the statistical marks against independent computations: quantiles by Hyndman
/// and Fan's own formula, whiskers by a brute-force search of the fences, the density by a direct
/// sum and by its integral, the t quantile against printed tables, fits against the normal
/// equations solved by Gaussian elimination. Reference values marked "numpy" or "scipy" were
/// computed here with numpy 2.4.6 and scipy 1.17.1 (`np.quantile`, `scipy.stats.gaussian_kde`,
/// `scipy.stats.t.ppf`, `np.polyfit`) and pasted as constants.
struct StatisticsTests {
    static let sample: [Double] = [7.1, 3.4, 9.8, 1.2, 5.5, 6.6, 2.9, 8.3, 4.4, 30.0, 5.0, 6.1, -12.0]

    /// Type 7 as Hyndman and Fan (1996) write it: m = 1 − p, j = ⌊np + m⌋, g = np + m − j,
    /// Q = (1 − g)·x₍ⱼ₎ + g·x₍ⱼ₊₁₎ with 1-based order statistics.
    static func hyndmanFan7(_ values: [Double], _ p: Double) -> Double {
        let x = values.sorted()
        let n = Double(x.count)
        let m = 1 - p
        let j = (n * p + m).rounded(.down)
        let g = n * p + m - j
        let a = x[max(0, min(x.count - 1, Int(j) - 1))]
        let b = x[max(0, min(x.count - 1, Int(j)))]
        return (1 - g) * a + g * b
    }

    @Test func quantilesFollowTheType7Definition() {
        let sorted = Self.sample.sorted()
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(Statistics.quantile(sorted: sorted, p) - Self.hyndmanFan7(Self.sample, p)) < 1e-12)
        }
        // numpy: np.quantile(sample, [0.1, 0.25, 0.5, 0.75, 0.9]).
        let numpy: [(Double, Double)] = [(0.1, 1.54), (0.25, 3.4), (0.5, 5.5), (0.75, 7.1), (0.9, 9.5)]
        for (p, q) in numpy { #expect(abs(Statistics.quantile(sorted: sorted, p) - q) < 1e-12) }
        #expect(Statistics.quantile(sorted: [], 0.5).isNaN)
        #expect(Statistics.quantile(sorted: [4], 0.3) == 4)
    }

    @Test func tukeyWhiskersEndAtTheMostExtremeValuesInsideTheFences() throws {
        let box = try #require(BoxStatistics(values: Self.sample + [.nan]))
        let iqr = box.upperQuartile - box.lowerQuartile
        let inside = Self.sample.filter { $0 >= box.lowerQuartile - 1.5 * iqr && $0 <= box.upperQuartile + 1.5 * iqr }
        #expect(box.count == Self.sample.count)
        #expect(box.lowerWhisker == inside.min())
        #expect(box.upperWhisker == inside.max())
        #expect(box.outliers == [-12, 30])
        #expect(abs(box.notch.upperBound - (5.5 + 1.57 * 3.7 / Double(13).squareRoot())) < 1e-12)
        let range = try #require(BoxStatistics(values: Self.sample, whiskers: .range))
        #expect(range.lowerWhisker == -12 && range.upperWhisker == 30 && range.outliers.isEmpty)
        let wide = try #require(BoxStatistics(values: Self.sample, whiskers: .tukey(10)))
        #expect(wide.outliers.isEmpty)
        let percentiles = try #require(BoxStatistics(values: Self.sample, whiskers: .percentiles(0.1, 0.9)))
        #expect(abs(percentiles.lowerWhisker - 1.54) < 1e-12 && abs(percentiles.upperWhisker - 9.5) < 1e-12)
        #expect(percentiles.outliers == [-12, 1.2, 9.8, 30])
        #expect(BoxStatistics(values: [.nan, .infinity]) == nil)
    }

    @Test func densityIsTheDirectSumAndScipysEstimate() {
        let kde = KernelDensity(values: Self.sample)
        // Scott: σ n^(−1/5); scipy: the kernel's standard deviation 5.3675613617511475.
        #expect(abs(kde.bandwidth - Statistics.standardDeviation(Self.sample) * pow(13, -0.2)) < 1e-12)
        #expect(abs(kde.bandwidth - 5.3675613617511475) < 1e-12)
        let scipy: [(Double, Double)] = [
            (-15, 0.005012507535569287), (0, 0.03771256769880551), (5, 0.05727341779570142),
            (12, 0.031111333182560083), (30, 0.005725445904545007),
        ]
        for (x, d) in scipy { #expect(abs(kde.density(at: x) - d) < 1e-14) }
        // A direct sum of normal densities, term by term.
        let h = kde.bandwidth
        let direct = Self.sample.map { exp(-pow((4.2 - $0) / h, 2) / 2) / (h * (2 * Double.pi).squareRoot()) }
        #expect(abs(kde.density(at: 4.2) - direct.reduce(0, +) / 13) < 1e-15)
        // The density integrates to 1 (trapezoid rule, far into the tails).
        let step = 0.01
        let area = stride(from: -60.0, through: 80, by: step).reduce(0) { $0 + kde.density(at: $1) * step }
        #expect(abs(area - 1) < 1e-6)
        let silverman = KernelDensity(values: Self.sample, bandwidth: .silverman)
        #expect(abs(silverman.bandwidth - 5.685448962659244) < 1e-12)
        #expect(abs(silverman.density(at: 5) - 0.0546185950614839) < 1e-14)
        #expect(KernelDensity(values: [3, 3, 3]).bandwidth == 1)
        #expect(KernelDensity(values: Self.sample, bandwidth: .fixed(0.5)).bandwidth == 0.5)
    }

    @Test func tQuantilesMatchTheTables() {
        // Printed tables (three decimals) and scipy.stats.t.ppf (full precision).
        let table: [(p: Double, df: Double, t: Double, scipy: Double)] = [
            (0.975, 1, 12.706, 12.706204736174694), (0.975, 2, 4.303, 4.302652729749462),
            (0.975, 10, 2.228, 2.228138851986274), (0.975, 30, 2.042, 2.0422724563012378),
            (0.995, 5, 4.032, 4.032142983555228), (0.95, 2, 2.920, 2.9199855803537242),
            (0.9, 100, 1.290, 1.290074761346516), (0.025, 7, -2.365, -2.3646242515927844),
        ]
        for row in table {
            let t = StudentT.quantile(row.p, degreesOfFreedom: row.df)
            #expect(abs(t - row.t) < 5e-4)
            #expect(abs(t - row.scipy) < 1e-10 * max(1, abs(row.scipy)))
            #expect(abs(StudentT.cdf(t, degreesOfFreedom: row.df) - row.p) < 1e-12)
        }
        // One degree of freedom is the Cauchy distribution: F(t) = 1/2 + atan(t)/π.
        for t in [-3.0, -0.4, 0.7, 5] {
            #expect(abs(StudentT.cdf(t, degreesOfFreedom: 1) - (0.5 + atan(t) / .pi)) < 1e-13)
        }
        #expect(StudentT.quantile(0.5, degreesOfFreedom: 4) == 0)
        #expect(StudentT.quantile(1, degreesOfFreedom: 4).isNaN)
    }

    /// The least-squares coefficients from XᵀXc = Xᵀy, solved by Gaussian elimination with partial
    /// pivoting, and (XᵀX)⁻¹ by Gauss–Jordan.
    static func normalEquations(_ x: [Double], _ y: [Double], degree: Int) -> (c: [Double], inverse: [[Double]]) {
        let p = degree + 1
        let rows = x.map { xi in (0..<p).map { pow(xi, Double($0)) } }
        var a = (0..<p).map { i in (0..<p).map { j in rows.reduce(0) { $0 + $1[i] * $1[j] } } }
        var b = (0..<p).map { i in zip(rows, y).reduce(0) { $0 + $1.0[i] * $1.1 } }
        var inverse = (0..<p).map { i in (0..<p).map { j in i == j ? 1.0 : 0 } }
        for col in 0..<p {
            let pivot = (col..<p).max { abs(a[$0][col]) < abs(a[$1][col]) } ?? col
            a.swapAt(col, pivot)
            b.swapAt(col, pivot)
            inverse.swapAt(col, pivot)
            for row in 0..<p where row != col {
                let f = a[row][col] / a[col][col]
                for k in 0..<p {
                    a[row][k] -= f * a[col][k]
                    inverse[row][k] -= f * inverse[col][k]
                }
                b[row] -= f * b[col]
            }
        }
        let c = (0..<p).map { b[$0] / a[$0][$0] }
        let inv = (0..<p).map { i in inverse[i].map { $0 / a[i][i] } }
        return (c, inv)
    }

    static let xs: [Double] = (1...12).map(Double.init)
    static let ys: [Double] = [2.3, 2.9, 4.1, 4.8, 6.2, 6.8, 8.1, 8.7, 10.4, 10.9, 12.2, 13.1]

    @Test func polynomialFitsSolveTheNormalEquations() throws {
        for degree in 1...3 {
            let fit = try PolynomialFit(x: Self.xs, y: Self.ys, degree: degree)
            let (c, inverse) = Self.normalEquations(Self.xs, Self.ys, degree: degree)
            for (a, b) in zip(fit.coefficients, c) { #expect(abs(a - b) < 1e-9 * max(1, abs(b))) }
            let residual = zip(Self.xs, Self.ys).reduce(0.0) { sum, p in
                let e = p.1 - c.enumerated().reduce(0) { $0 + $1.1 * pow(p.0, Double($1.0)) }
                return sum + e * e
            }
            let s = (residual / Double(12 - degree - 1)).squareRoot()
            #expect(abs(fit.residualStandardError - s) < 1e-10)
            for x0 in [0.5, 6.5, 13.0] {
                let v = (0...degree).map { pow(x0, Double($0)) }
                let quad = (0...degree).reduce(0.0) { sum, i in
                    sum + (0...degree).reduce(0) { $0 + v[i] * inverse[i][$1] * v[$1] }
                }
                #expect(abs(fit.standardError(at: x0) - s * quad.squareRoot()) < 1e-9)
            }
        }
        // numpy: np.polyfit, and the band at x = 6.5 from np.linalg.inv(XᵀX) and scipy's t.
        let line = try PolynomialFit(x: Self.xs, y: Self.ys)
        #expect(abs(line.coefficients[0] - 1.02121212121212) < 1e-12)
        #expect(abs(line.coefficients[1] - 1.0031468531468528) < 1e-12)
        let band = line.confidenceInterval(at: 6.5)
        #expect(abs(band.lowerBound - 7.393903568230657) < 1e-10 && abs(band.upperBound - 7.689429765102668) < 1e-10)
        let parabola = try PolynomialFit(x: Self.xs, y: Self.ys, degree: 2)
        #expect(abs(parabola.coefficients[2] - 0.0068681318681319365) < 1e-12)
        let curved = parabola.confidenceInterval(at: 6.5)
        #expect(
            abs(curved.lowerBound - 7.2358969209669874) < 1e-10 && abs(curved.upperBound - 7.683745936175868) < 1e-10)
    }

    @Test func fitsRefuseTooFewPoints() {
        #expect(throws: ChartError.self) { try PolynomialFit(x: [1, 2], y: [1, 2]) }
        #expect(throws: ChartError.self) { try PolynomialFit(x: [1, 1, 1, 1], y: [1, 2, 3, 4]) }
        #expect(throws: ChartError.self) { try PolynomialFit(x: [1, 2, 3], y: [1, 2, 3], degree: 0) }
        let error = ChartError.invalidStatistic(mark: "FitPlot", reason: "needs more")
        #expect(error.description == "FitPlot: needs more")
    }

    /// LOESS at x₀ by hand: the q nearest points by a full sort, tricube weights, and the weighted
    /// line from its 2 × 2 normal equations by Cramer's rule.
    static func loessByHand(_ x: [Double], _ y: [Double], span: Double, at x0: Double) -> Double {
        let q = Int((span * Double(x.count)).rounded(.up))
        let reach = x.map { abs($0 - x0) }.sorted()[q - 1]
        let w = x.map { xi -> Double in
            let u = abs(xi - x0) / reach
            return u < 1 ? pow(1 - pow(u, 3), 3) : 0
        }
        var (s0, s1, s2, t0, t1) = (0.0, 0.0, 0.0, 0.0, 0.0)
        for i in x.indices {
            s0 += w[i]
            s1 += w[i] * x[i]
            s2 += w[i] * x[i] * x[i]
            t0 += w[i] * y[i]
            t1 += w[i] * x[i] * y[i]
        }
        let det = s0 * s2 - s1 * s1
        let a = (t0 * s2 - s1 * t1) / det
        let b = (s0 * t1 - s1 * t0) / det
        return a + b * x0
    }

    @Test func loessIsALocallyWeightedLine() {
        let x = (0..<40).map { Double($0) * 0.25 }
        let y = x.map { sin($0) + 0.1 * cos(7 * $0) }
        for span in [0.3, 0.75] {
            let smoother = LoessSmoother(x: x, y: y, span: span)
            for x0 in [0.0, 1.3, 4.9, 9.75] {
                #expect(abs(smoother.value(at: x0) - Self.loessByHand(x, y, span: span, at: x0)) < 1e-10)
            }
        }
        // Points on a line are smoothed to that line.
        let line = LoessSmoother(x: x, y: x.map { 3 - 2 * $0 }, span: 0.4)
        #expect(abs(line.value(at: 5.1) - (3 - 10.2)) < 1e-10)
    }
}
