import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Log and symmetric-log colour scales as golden images: a 2D histogram of a heavy-tailed column
/// with a log colour bar, and a diverging field on a symmetric-log heat map.
@Suite struct ColorScaleGoldenTests {
    static var rendering: Bool { HeadlessRenderer.isAvailable }

    /// Seattle's daily precipitation (mostly dry days, a long tail of wet ones) against the day's
    /// high, counted on a log colour scale: the dry row holds hundreds of days, the wet tail ones.
    static func precipitationHistogram() throws -> Chart {
        let table = try CSVTable(parsing: String(contentsOfFile: dataset("seattle-weather.csv"), encoding: .utf8))
        let rain = try table.numbers("precipitation_mm")
        let high = try table.numbers("temp_max_c")
        let days = rain.indices.compactMap { i in rain[i].flatMap { r in high[i].map { (high: $0, rain: r) } } }
        return Chart {
            Histogram2DPlot(
                days, x: .value("Daily high (°C)", \.high), y: .value("Precipitation (mm)", \.rain), value: "Days",
                xBins: NumberBins(thresholds: stride(from: -2, through: 36, by: 2).map { $0 }),
                yBins: NumberBins(thresholds: stride(from: 0, through: 56, by: 2).map { $0 })
            )
            .hidingEmptyBins()
        }
        .chartForegroundStyleScale(range: .viridis, type: .log)
        .frame(width: 560, height: 440)
    }

    /// The potential of two opposite charges, 1/r₁ − 1/r₂ (softened) on a 121 × 121 grid: values of
    /// both signs spanning three decades, on a symmetric-log scale linear within ±0.1.
    static func dipoleHeatMap() throws -> Chart {
        let n = 121
        let coordinates = (0..<n).map { -2 + 4 * Double($0) / Double(n - 1) }
        let values = coordinates.flatMap { y in
            coordinates.map { x in
                // Softened by 0.02 so that the grid point on each charge is not a lone spike.
                let r1 = ((x - 0.5) * (x - 0.5) + y * y + 4e-4).squareRoot()
                let r2 = ((x + 0.5) * (x + 0.5) + y * y + 4e-4).squareRoot()
                return 1 / r1 - 1 / r2
            }
        }
        let grid = try NumericGrid(rows: n, columns: n, values: values)
        return Chart {
            HeatMapPlot(grid, x: "x", y: "y", value: "Potential", xExtent: -2...2, yExtent: -2...2)
        }
        .chartForegroundStyleScale(
            range: Gradient(colorMap: .named(.coolwarm)), type: .symmetricLog(linearThreshold: 0.1)
        )
        .frame(width: 560, height: 460)
    }

    @Test(.enabled(if: rendering, "no EGL display")) func precipitationOnALogColourScale() throws {
        let image = try ImageRenderer(content: try Self.precipitationHistogram()).renderImage()
        let result = try GoldenImage.check(image, named: "colorscale-log-histogram2d-seattle-rain")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test(.enabled(if: rendering, "no EGL display")) func aDipoleOnASymmetricLogHeatMap() throws {
        let image = try ImageRenderer(content: try Self.dipoleHeatMap()).renderImage()
        let result = try GoldenImage.check(image, named: "colorscale-symlog-heatmap-dipole")
        if case .skipped(let reason) = result { print(reason) }
    }
}
