import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of real typography in charts: math text (`$…$`) in axis labels and titles, and labels
/// in scripts that need shaping (Arabic and Hebrew right to left, Devanagari conjuncts, CJK from a
/// fallback font).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct TypographyGoldenTests {
    func check(_ chart: Chart, _ name: String, width: Double = 480, height: Double = 320, scale: Double = 1) throws {
        let renderer = ImageRenderer(content: chart.frame(width: width, height: height))
        renderer.scale = scale
        let image = try renderer.renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    struct Sample {
        let t: Double
        let n: Double
    }

    static let samples = stride(from: 0.0, through: 10, by: 0.5).map { t in
        Sample(t: t, n: 100 / (1 + 99 * exp(-0.9 * t)))
    }

    /// The Typography article's sample.
    static func logisticChart() -> Chart {
        Chart(samples, id: \.t) {
            LineMark(x: .value("t", $0.t), y: .value("N", $0.n))
        }
        .chartTitle(#"Logistic growth: $\frac{dN}{dt} = rN\,(1 - N/K)$"#)
        .chartXAxisLabel(#"Time $t$ (h), $\lambda = 550$ nm, $\sigma_{x}^{2} \leq 10^{-3}$"#)
        .chartYAxisLabel(#"$T_{max}$ (°C) $\pm\,\sqrt{x^2+y^2}$"#)
    }

    @Test func mathTextInAxisLabelsAndTitle() throws {
        try check(Self.logisticChart(), "typography-mathtext-axis-labels")
    }

    struct City {
        let name: String
        let population: Double
    }

    /// City names and titles in Arabic, Hebrew, Devanagari and CJK (shown at 560 × 320, scale 2).
    static func shapedScriptsChart() -> Chart {
        let cities = [
            City(name: "القاهرة", population: 22.2), City(name: "ירושלים", population: 1.0),
            City(name: "दिल्ली", population: 32.9), City(name: "北京", population: 21.9),
            City(name: "東京", population: 37.1),
        ]
        return Chart(cities, id: \.name) {
            BarMark(x: .value("City", $0.name), y: .value("Population", $0.population))
        }
        .chartTitle("عدد السكان (مليون) · אוכלוסייה 2024")
        .chartXAxisLabel("शहर (क्षेत्र) · 城市")
        .chartYAxisLabel("Population (millions)")
    }

    @Test func shapedScriptsInCategoriesAndTitles() throws {
        try check(Self.shapedScriptsChart(), "typography-shaped-scripts", width: 560, scale: 2)
    }

    /// Math in log-scale tick labels, title and axis labels.
    static func logTicksChart() -> Chart {
        let decay = stride(from: 0.0, through: 6, by: 0.25).map { Sample(t: $0, n: pow(10, 4 - $0 * 0.9)) }
        return Chart(decay, id: \.t) {
            LineMark(x: .value("t", $0.t), y: .value("A", $0.n))
        }
        .chartYScale(domain: 0.01...10_000, type: .log)
        .chartYAxis {
            AxisMarks(values: [0.01, 1, 100, 10_000]) { value in
                AxisGridLine()
                AxisValueLabel("$10^{\(Int(log10(value.as(Double.self)!).rounded()))}$")
            }
        }
        .chartTitle(#"Activity $A(t) = A_0\,e^{-\lambda t}$, $\mathbf{A_0} = 10^4$ Bq"#)
        .chartXAxisLabel(#"$t$ / $\tau_{1/2}$"#)
        .chartYAxisLabel(#"$\dfrac{A}{\mathrm{Bq}}$"#)
    }

    /// A surface with math in its three axis titles and its title (shown at 480 × 400).
    static func resonanceChart() -> some ChartRepresentable {
        Chart3D {
            SurfacePlot(x: #"$\omega$ (rad s$^{-1}$)"#, y: #"$|H(\omega)|^2$"#, z: #"$\zeta$"#) { w, zeta in
                1 / ((1 - w * w) * (1 - w * w) + 4 * zeta * zeta * w * w + 0.05)
            }
            .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: 0...2).chartZScale(domain: 0.1...1)
        .chartTitle(#"Resonance, $\zeta \in [0.1, 1]$"#)
        .frame(width: 480, height: 400)
    }

    @Test func mathTextInLogTickLabelsAndA3DChart() throws {
        try check(Self.logTicksChart(), "typography-mathtext-log-ticks")
        let renderer = ImageRenderer(content: Self.resonanceChart())
        let result = try GoldenImage.check(renderer.renderImage(), named: "typography-mathtext-3d-axes")
        if case .skipped(let reason) = result { print(reason) }
    }
}
