import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Histograms written as Swift Charts writes them, with `NumberBins` and a `BarMark` per bin.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct HistogramGoldenTests {
    struct Measurement {
        let value: Double
    }

    /// The histogram example of Swift Charts' `NumberBins` documentation, as written there; only
    /// the data (the penguins' body mass) is ours. The StatisticalCharts article shows this code.
    static func documentationExample(_ data: [Measurement]) -> Chart {
        let bins = NumberBins(
            data: data.map(\.value),
            desiredCount: 30
        )

        let groups = Dictionary(
            grouping: data.map(\.value),
            by: bins.index
        )

        let preparedData = groups.map { key, values in
            return (
                index: key,
                range: bins[key],
                frequency: values.count
            )
        }

        // The chart as the article writes it, the one expression of a closure.
        let chart = { () -> Chart in
            Chart(preparedData, id: \.index) { element in
                BarMark(
                    x: .value("Body Mass", element.range),
                    y: .value("Frequency", element.frequency)
                )
            }
            .chartXScale(domain: .automatic(includesZero: false))
        }()
        return chart
    }

    @Test func penguinBodyMassAsTheDocumentationWritesIt() throws {
        let data = try Examples.penguinData().map { Measurement(value: $0.mass) }
        let image = try ImageRenderer(content: Self.documentationExample(data)).renderImage()
        let result = try GoldenImage.check(image, named: "histogram-number-bins-penguin-mass")
        if case .skipped(let reason) = result { print(reason) }
    }

    /// The penguins' body mass by species: `HistogramPlot` with its default nice bins, the
    /// species overlaid translucent. The StatisticalCharts article shows this code.
    static func penguinMassBySpecies(_ penguins: [Examples.Penguin]) -> Chart {
        Chart {
            HistogramPlot(penguins, x: .value("Body mass (g)", \.mass), by: .value("Species", \.species))
        }
        .chartXScale(domain: .automatic(includesZero: false))
    }

    @Test func penguinBodyMassBySpeciesOverlaid() throws {
        let chart = Self.penguinMassBySpecies(try Examples.penguinData())
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: "histogram-plot-penguin-mass-by-species")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func penguinBodyMassBySpeciesAsSteps() throws {
        let penguins = try Examples.penguinData()
        let chart = Chart {
            HistogramPlot(
                penguins, x: .value("Body mass (g)", \.mass), by: .value("Species", \.species)
            )
            .histogramStyle(.steps)
        }
        .chartXScale(domain: .automatic(includesZero: false))
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: "histogram-plot-penguin-mass-steps")
        if case .skipped(let reason) = result { print(reason) }
    }
}
