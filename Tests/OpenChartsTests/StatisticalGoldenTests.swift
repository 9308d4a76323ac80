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

    // MARK: - The StatisticalCharts article's samples, as written there

    static func seattleErrorBars(_ months: [Examples.MonthlyTemperature]) -> Chart {
        let chart = { () -> Chart in
            Chart(months) { m in
                LineMark(x: .value("Month", m.name), y: .value("Daily high (°C)", m.mean))
                ErrorBarMark(x: .value("Month", m.name), y: .value("Daily high (°C)", m.mean), yError: .symmetric(m.sd))
                PointMark(x: .value("Month", m.name), y: .value("Daily high (°C)", m.mean))
            }
            .chartYAxisLabel("Mean daily high ± 1 sd (°C)")
        }()
        return chart
    }

    struct DailyMean {
        let day: Double
        let mean: Double
        let sd: Double
    }

    static func errorBand(_ days: [DailyMean]) -> Chart {
        Chart {
            ErrorBandPlot(days, x: .value("Day", \.day), y: .value("Mean (°C)", \.mean), spread: \.sd)
        }
    }

    static func boxes(_ penguins: [Examples.Penguin]) -> Chart {
        Chart {
            BoxPlot(
                penguins, x: .value("Species", \.species), y: .value("Body mass (g)", \.mass),
                by: .value("Species", \.species))
        }
        .chartYScale(domain: .automatic(includesZero: false))
    }

    static func violins(_ penguins: [Examples.Penguin]) -> Chart {
        Chart {
            ViolinPlot(
                penguins, x: .value("Species", \.species), y: .value("Flipper length (mm)", \.flipper),
                by: .value("Species", \.species))
        }
        .chartYScale(domain: .automatic(includesZero: false))
    }

    static func fit(_ flowers: [Examples.Iris]) -> Chart {
        Chart {
            ForEach(flowers) { f in
                PointMark(x: .value("Petal length (cm)", f.petalLength), y: .value("Petal width (cm)", f.petalWidth))
                    .foregroundStyle(by: .value("Species", f.species))
                    .symbol(by: .value("Species", f.species))
            }
            FitPlot(flowers, x: .value("Petal length (cm)", \.petalLength), y: .value("Petal width (cm)", \.petalWidth))
                .foregroundStyle(.gray)
        }
    }

    /// The article's chart at the gallery example's size is the gallery's picture, and the golden.
    static func checkSample(_ sample: Chart, gallery: Chart, size: (Double, Double), _ name: String) throws {
        let image = try ImageRenderer(content: sample.frame(width: size.0, height: size.1)).renderImage()
        #expect(image == (try ImageRenderer(content: gallery).renderImage()))
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func penguinBodyMassBoxesBySpecies() throws {
        try Self.checkSample(
            Self.boxes(try Examples.penguinData()), gallery: try Examples.penguinBoxes(), size: (560, 400),
            "box-plot-penguin-mass-by-species")
    }

    @Test func penguinFlipperViolinsBySpecies() throws {
        try Self.checkSample(
            Self.violins(try Examples.penguinData()), gallery: try Examples.penguinViolins(), size: (560, 400),
            "violin-plot-penguin-flipper-by-species")
    }

    @Test func penguinFlipperViolinsWithAnInnerBox() throws {
        let penguins = try Examples.penguinData()
        let chart = Chart {
            ViolinPlot(
                penguins, x: .value("Species", \.species), y: .value("Flipper length (mm)", \.flipper),
                by: .value("Species", \.species), inner: .box)
        }
        .chartYScale(domain: .automatic(includesZero: false))
        let image = try ImageRenderer(content: chart.frame(width: 560, height: 400)).renderImage()
        let result = try GoldenImage.check(image, named: "violin-plot-penguin-flipper-inner-box")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func irisPetalsWithALineAndItsBand() throws {
        try Self.checkSample(
            Self.fit(try Examples.irisData()), gallery: try Examples.irisFit(), size: (560, 400),
            "fit-plot-iris-petals-line-band")
    }

    @Test func seattleMonthlyHighsWithErrorBars() throws {
        try Self.checkSample(
            Self.seattleErrorBars(try Examples.seattleMonthlyHighs()), gallery: try Examples.seattleMonthlyErrorBars(),
            size: (560, 360), "error-bars-seattle-monthly-highs")
    }

    @Test func aBandOfMeanPlusMinusSpreadUnderItsLine() throws {
        // A day's mean temperature over a fortnight of Seattle, ± the sd of the four years' values.
        let weather = try Examples.seattleWeather()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let days = (1...14).map { d -> DailyMean in
            let highs = weather.filter {
                calendar.component(.month, from: $0.date) == 7 && calendar.component(.day, from: $0.date) == d
            }.map(\.high)
            return DailyMean(day: Double(d), mean: Statistics.mean(highs), sd: Statistics.standardDeviation(highs))
        }
        #expect(days.allSatisfy { $0.mean.isFinite && $0.sd.isFinite })
        try Self.check(Self.errorBand(days).frame(width: 480, height: 320), "error-band-seattle-july-highs")
    }

    struct SpeciesMeans {
        let name: String
        let flipper: Double
        let flipperSD: Double
        let mass: Double
        let massSD: Double
        let bill: Double
        let billSD: Double
    }

    /// Each species' mean flipper length, body mass and bill length, ± one standard deviation along
    /// each axis: error bars in a `Chart3D`.
    @Test func penguinSpeciesMeansWithErrorBarsIn3D() throws {
        let penguins = try Examples.penguinData()
        let means = ["Adelie", "Gentoo", "Chinstrap"].map { name -> SpeciesMeans in
            let group = penguins.filter { $0.species == name }
            let (f, m, b) = (group.map(\.flipper), group.map(\.mass), group.map(\.bill))
            return SpeciesMeans(
                name: name, flipper: Statistics.mean(f), flipperSD: Statistics.standardDeviation(f),
                mass: Statistics.mean(m), massSD: Statistics.standardDeviation(m), bill: Statistics.mean(b),
                billSD: Statistics.standardDeviation(b))
        }
        let chart = Chart3D {
            ForEach(means, id: \.name) { s in
                PointMark(
                    x: .value("Flipper length (mm)", s.flipper), y: .value("Body mass (g)", s.mass),
                    z: .value("Bill length (mm)", s.bill)
                )
                .foregroundStyle(by: .value("Species", s.name))
                ErrorBarMark(
                    x: .value("Flipper length (mm)", s.flipper), y: .value("Body mass (g)", s.mass),
                    z: .value("Bill length (mm)", s.bill), xError: .symmetric(s.flipperSD),
                    yError: .symmetric(s.massSD), zError: .symmetric(s.billSD)
                )
                .capWidth(9)
                .foregroundStyle(by: .value("Species", s.name))
            }
        }
        .frame(width: 520, height: 440)
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: "error-bars-3d-penguin-species-means")
        if case .skipped(let reason) = result { print(reason) }
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
