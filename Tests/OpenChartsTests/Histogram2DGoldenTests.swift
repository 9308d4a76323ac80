import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// 2D histograms, hexagonal bins and 3D bar histograms on the real datasets, as golden images, and
/// their lowered scenes as text snapshots. The StatisticalCharts article shows these samples.
@Suite struct Histogram2DGoldenTests {
    // MARK: - The StatisticalCharts article's samples, as written there

    static func seattle2D(_ days: [Examples.WeatherDay]) -> Chart {
        Chart {
            Histogram2DPlot(days, x: .value("Daily low (°C)", \.low), y: .value("Daily high (°C)", \.high))
                .hidingEmptyBins()
        }
    }

    static func seattleHexbin(_ days: [Examples.WeatherDay]) -> Chart {
        Chart {
            HexbinPlot(days, x: .value("Daily low (°C)", \.low), y: .value("Daily high (°C)", \.high), gridSize: 24)
        }
    }

    static func penguinBars(_ bills: [Examples.PenguinBill]) -> Chart3D {
        Chart3D {
            Histogram3DPlot(bills, x: .value("Bill length (mm)", \.length), z: .value("Bill depth (mm)", \.depth))
        }
        .chart3DPose(Chart3DPose(azimuth: .degrees(35), inclination: .degrees(25)))
    }

    static func penguinBarsBySpecies(_ bills: [Examples.PenguinBill]) -> Chart3D {
        Chart3D {
            Histogram3DPlot(
                bills, x: .value("Bill length (mm)", \.length), z: .value("Bill depth (mm)", \.depth),
                by: .value("Species", \.species))
        }
        .chart3DPose(Chart3DPose(azimuth: .degrees(35), inclination: .degrees(25)))
    }

    static var rendering: Bool { HeadlessRenderer.isAvailable }

    /// The article's chart at the gallery example's size is the gallery's picture, and the golden.
    static func check(_ sample: some ChartRepresentable, gallery: some ChartRepresentable, _ name: String) throws {
        let image = try ImageRenderer(content: sample).renderImage()
        #expect(image == (try ImageRenderer(content: gallery).renderImage()))
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test(.enabled(if: rendering, "no EGL display")) func seattleHighsAgainstLowsIn2D() throws {
        let days = try Examples.seattleWeather()
        try Self.check(
            Self.seattle2D(days).frame(width: 560, height: 440), gallery: try Examples.seattleHistogram2D(),
            "histogram2d-seattle-high-low")
    }

    @Test(.enabled(if: rendering, "no EGL display")) func seattleHighsAgainstLowsOnHexagons() throws {
        let days = try Examples.seattleWeather()
        try Self.check(
            Self.seattleHexbin(days).frame(width: 560, height: 440), gallery: try Examples.seattleHexbin(),
            "hexbin-seattle-high-low")
    }

    @Test(.enabled(if: rendering, "no EGL display")) func penguinBillsAsBarsOnTheFloor() throws {
        let bills = try Examples.penguinBills()
        try Self.check(
            Self.penguinBars(bills).frame(width: 560, height: 480),
            gallery: try Examples.penguinBillHistogram3D().frame(width: 560, height: 480), "histogram3d-penguin-bills")
    }

    @Test(.enabled(if: rendering, "no EGL display")) func penguinBillsStackedBySpecies() throws {
        let image = try ImageRenderer(
            content: Self.penguinBarsBySpecies(try Examples.penguinBills()).frame(width: 560, height: 480)
        )
        .renderImage()
        let result = try GoldenImage.check(image, named: "histogram3d-penguin-bills-by-species")
        if case .skipped(let reason) = result { print(reason) }
    }

    // MARK: - Brute-force counts of the real data

    @Test func seattleCellsCountEveryDayOnce() throws {
        let days = try Examples.seattleWeather()
        let plot = Histogram2DPlot(days, x: .value("Low", \.low), y: .value("High", \.high))
        let c = plot.counts
        #expect(c.total == days.count && c.skipped == 0)
        for (r, row) in c.values.enumerated() {
            for (k, value) in row.enumerated() {
                let inside = days.filter { d in
                    let lastX = k == row.count - 1
                    let lastY = r == c.values.count - 1
                    return d.low >= c.xEdges[k] && (lastX ? d.low <= c.xEdges[k + 1] : d.low < c.xEdges[k + 1])
                        && d.high >= c.yEdges[r] && (lastY ? d.high <= c.yEdges[r + 1] : d.high < c.yEdges[r + 1])
                }
                #expect(value == Double(inside.count), "cell \(r), \(k)")
            }
        }
    }

    // MARK: - Text snapshots of small charts

    struct Pair {
        let x: Double
        let y: Double
    }

    static let small: [Pair] = [
        Pair(x: 0.5, y: 0.5), Pair(x: 1.5, y: 0.5), Pair(x: 1.5, y: 1.5), Pair(x: 1.2, y: 1.9), Pair(x: 2.5, y: 2.5),
        Pair(x: 2.9, y: 0.1), Pair(x: 0.2, y: 2.8), Pair(x: 1.1, y: 1.1), Pair(x: 0.3, y: 0.4),
    ]

    @Test func histogram2DSceneSnapshot() throws {
        let text = try Chart {
            Histogram2DPlot(
                Self.small, x: .value("x", \.x), y: .value("y", \.y), xBins: NumberBins(thresholds: [0, 1, 2, 3]),
                yBins: NumberBins(thresholds: [0, 1, 2, 3])
            )
            .hidingEmptyBins()
        }
        .frame(width: 320, height: 240).lowered(scale: 1).textDescription
        if let failure = try TextSnapshot.check(text, named: "histogram2d-2d-scene") { Issue.record("\(failure)") }
    }

    @Test func hexbinSceneSnapshot() throws {
        let text = try Chart {
            HexbinPlot(Self.small, x: .value("x", \.x), y: .value("y", \.y), gridSize: 3)
        }
        .frame(width: 320, height: 240).lowered(scale: 1).textDescription
        if let failure = try TextSnapshot.check(text, named: "hexbin-2d-scene") { Issue.record("\(failure)") }
    }

    @Test func histogram3DSceneSnapshot() throws {
        let text = try Chart3D {
            Histogram3DPlot(
                Self.small, x: .value("x", \.x), z: .value("y", \.y), xBins: NumberBins(thresholds: [0, 1.5, 3]),
                zBins: NumberBins(thresholds: [0, 1.5, 3]))
        }
        .frame(width: 320, height: 280).lowered(scale: 1).textDescription
        if let failure = try TextSnapshot.check(text, named: "histogram3d-3d-scene") { Issue.record("\(failure)") }
    }
}
