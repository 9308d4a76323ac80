import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of function plots, areas, data lines and interpolation methods (the seed examples).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct FunctionPlotGoldenTests {
    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func tangentOverSeveralPeriods() throws {
        try check(
            Chart {
                LinePlot(x: "x", y: "tan x", domain: -3 * .pi...3 * .pi) { tan($0) }
            }
            .chartYScale(domain: -5...5),
            "function-tan-several-periods")
    }

    @Test func reciprocal() throws {
        try check(
            Chart {
                LinePlot(x: "x", y: "1 / x", domain: -4...4) { 1 / $0 }
            }
            .chartYScale(domain: -8...8),
            "function-reciprocal")
    }

    @Test func parametricCircle() throws {
        try check(
            Chart {
                LinePlot(x: "Across", y: "Up", t: "Turn", domain: 0...(2 * .pi)) { turn in
                    (x: 2 * cos(turn), y: 2 * sin(turn))
                }
            }
            .chartXScale(domain: -2.5...2.5)
            .chartYScale(domain: -2.5...2.5)
            .frame(width: 420, height: 400),
            "function-parametric-circle")
    }

    @Test func bandBetweenTwoFunctions() throws {
        try check(
            Chart {
                AreaPlot(x: "x", yStart: "lower", yEnd: "upper", domain: 0...4) { x in
                    (yStart: x - 0.5, yEnd: x * x / 2 + 0.5)
                }
            },
            "function-area-band")
    }

    struct Sample: Identifiable {
        let id: Int
        let dose: Double
        let response: Double
    }

    @Test func dashedFitOverObservations() throws {
        // Dose–response observations (a fixed set) and their least-squares line.
        let doses: [Double] = [0.5, 1.2, 2.0, 2.8, 3.5, 4.1, 5.0, 5.9, 6.6, 7.4, 8.3, 9.1, 9.8]
        let noise: [Double] = [0.4, -0.6, 0.3, 0.9, -0.8, 0.2, -0.3, 0.7, -0.5, 0.1, 0.6, -0.9, 0.2]
        let samples = doses.indices.map { Sample(id: $0, dose: doses[$0], response: 1.5 * doses[$0] + 2 + noise[$0]) }
        let n = Double(samples.count)
        let mx = samples.map(\.dose).reduce(0, +) / n
        let my = samples.map(\.response).reduce(0, +) / n
        let slope =
            samples.map { ($0.dose - mx) * ($0.response - my) }.reduce(0, +)
            / samples.map { ($0.dose - mx) * ($0.dose - mx) }.reduce(0, +)
        let intercept = my - slope * mx
        try check(
            Chart {
                ForEach(samples) { sample in
                    PointMark(x: .value("Dose", sample.dose), y: .value("Response", sample.response))
                }
                LinePlot(x: "Dose", y: "Response", domain: 0...10) { dose in
                    slope * dose + intercept
                }
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
            },
            "function-dashed-fit-over-points")
    }

    @Test func everyInterpolationMethodOnTheSameEightPoints() throws {
        let ys: [Double] = [1, 3, 2, 2, 5, 4.5, 1, 1.5]
        let methods: [(String, InterpolationMethod)] = [
            ("linear", .linear), ("monotone", .monotone), ("catmullRom", .catmullRom),
            ("cardinal", .cardinal), ("stepStart", .stepStart), ("stepCenter", .stepCenter), ("stepEnd", .stepEnd),
        ]
        let chart = Chart {
            ForEach(Array(methods.enumerated()), id: \.offset) { k, method in
                ForEach(Array(ys.enumerated()), id: \.offset) { i, y in
                    LineMark(
                        x: .value("Point", i), y: .value("Value", y + Double(methods.count - 1 - k) * 6),
                        series: .value("Method", method.0)
                    )
                    .foregroundStyle(by: .value("Method", method.0))
                    .interpolationMethod(method.1)
                }
            }
            ForEach(Array(methods.enumerated()), id: \.offset) { k, _ in
                ForEach(Array(ys.enumerated()), id: \.offset) { i, y in
                    PointMark(x: .value("Point", i), y: .value("Value", y + Double(methods.count - 1 - k) * 6))
                        .foregroundStyle(.gray)
                        .symbolSize(16)
                }
            }
        }
        .frame(width: 600, height: 640)
        try check(chart, "interpolation-methods")
    }
}

/// Golden images of adaptively sampled surfaces: a NaN hole and a pole cut at the y domain.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct SurfaceGoldenTests {
    @Test func surfaceWithANaNHole() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in
                x * x + z * z < 0.5 ? .nan : sin(2 * x) * cos(2 * z)
            }
            .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)
        let image = try ImageRenderer(content: chart).renderImage()
        try GoldenImage.check(image, named: "surface-nan-hole")
    }

    @Test func poleCutAtTheYDomain() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in 1 / (x * x + z * z) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -1...1)
        .chartZScale(domain: -1...1)
        .chartYScale(domain: 0...10)
        let image = try ImageRenderer(content: chart).renderImage()
        try GoldenImage.check(image, named: "surface-pole-cut-at-y-domain")
    }
}
