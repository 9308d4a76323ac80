import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Box plots, violins, a fit with its band and error bars on the real datasets, and the stacked and
/// density histograms, as golden images. The StatisticalCharts article shows these.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct StatisticalGoldenTests {
    static func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func penguinBodyMassBoxesBySpecies() throws {
        try Self.check(try Examples.penguinBoxes(), "box-plot-penguin-mass-by-species")
    }

    @Test func penguinFlipperViolinsBySpecies() throws {
        try Self.check(try Examples.penguinViolins(), "violin-plot-penguin-flipper-by-species")
    }

    @Test func irisPetalsWithALineAndItsBand() throws {
        try Self.check(try Examples.irisFit(), "fit-plot-iris-petals-line-band")
    }

    @Test func seattleMonthlyHighsWithErrorBars() throws {
        try Self.check(try Examples.seattleMonthlyErrorBars(), "error-bars-seattle-monthly-highs")
    }

    @Test func penguinBodyMassStackedBySpecies() throws {
        let penguins = try Examples.penguinData()
        let chart = Chart {
            HistogramPlot(penguins, x: .value("Body mass (g)", \.mass), by: .value("Species", \.species))
                .arrangement(.stacked)
        }
        .chartXScale(domain: .automatic(includesZero: false))
        try Self.check(chart, "histogram-plot-penguin-mass-stacked")
    }

    @Test func penguinFlipperDensityBySpecies() throws {
        let penguins = try Examples.penguinData()
        let chart = Chart {
            HistogramPlot(
                penguins, x: .value("Flipper length (mm)", \.flipper), by: .value("Species", \.species),
                statistic: .density)
        }
        .chartXScale(domain: .automatic(includesZero: false))
        try Self.check(chart, "histogram-plot-penguin-flipper-density")
    }
}
