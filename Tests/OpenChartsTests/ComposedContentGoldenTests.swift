import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// A low-to-high rule with a dot at the mean: the composed content of the documentation
/// (ComposingContent.md), as a user writes it.
struct RangeWithMean: ChartContent {
    let day: Date
    let low: Double
    let high: Double
    let mean: Double

    var body: some ChartContent {
        RuleMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
        PointMark(x: .value("Day", day), y: .value("Mean", mean))
            .foregroundStyle(.orange)
    }
}

/// A 3D stem: a rule from the floor (y = 0) up to a point.
struct Stem: Chart3DContent {
    let x: Double
    let y: Double
    let z: Double

    var body: some Chart3DContent {
        RuleMark(x: .value("x", x), y: .value("y", 0..<y), z: .value("z", z))
        PointMark(x: .value("x", x), y: .value("y", y), z: .value("z", z))
    }
}

/// Golden images of user-defined content types and of the SwiftUI layout modifiers.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct ComposedContentGoldenTests {
    func check(_ chart: some ChartRepresentable, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    /// The weeks of the first half of 2015 in Seattle: the lowest low, the highest high and the
    /// mean of the daily midpoints (°C).
    static func weeks() throws -> [RangeWithMean] {
        let calendar = Calendar(identifier: .gregorian)
        let days = try Examples.seattleWeather().filter {
            calendar.component(.year, from: $0.date) == 2015 && calendar.component(.month, from: $0.date) <= 6
        }
        return stride(from: 0, to: days.count - 6, by: 7).map { start in
            let week = days[start..<start + 7]
            let mean = week.map { ($0.low + $0.high) / 2 }.reduce(0, +) / 7
            return RangeWithMean(
                day: week.first!.date, low: week.map(\.low).min()!, high: week.map(\.high).max()!, mean: mean)
        }
    }

    /// The user type in a `ForEach`, with modifiers: the rules take the colour and the stroke (the
    /// dots keep their own colour), the dots the symbol size; the chart's mean keeps its own.
    static func weeklyChart(_ weeks: [RangeWithMean]) -> Chart {
        let average = weeks.map(\.mean).reduce(0, +) / Double(weeks.count)
        return Chart {
            ForEach(weeks, id: \.day) { week in
                week
            }
            .foregroundStyle(.indigo)
            .lineStyle(StrokeStyle(lineWidth: 3))
            .symbolSize(60)
            RuleMark(y: .value("Mean", average))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
        }
        .chartTitle("Seattle, weekly temperature range and mean, January–June 2015")
        .chartYAxisLabel("Temperature (°C)")
        .chartXAxisLabel("Week")
        .chartXScale(range: .plotDimension(padding: 12))
        .frame(width: 640, height: 360)
    }

    @Test func rangeWithMeanOverWeeksOfSeattleWeather() throws {
        let weeks = try Self.weeks()
        #expect(weeks.count == 25)
        try check(Self.weeklyChart(weeks), "composed-range-with-mean")
    }

    @Test func stemsOfAGaussianIn3D() throws {
        let grid = stride(from: -1.0, through: 1.0, by: 0.4).flatMap { x in
            stride(from: -1.0, through: 1.0, by: 0.4).map { z in (x: x, z: z) }
        }
        let chart = Chart3D {
            ForEach(grid.indices, id: \.self) { i in
                Stem(x: grid[i].x, y: exp(-2 * (grid[i].x * grid[i].x + grid[i].z * grid[i].z)), z: grid[i].z)
            }
            .foregroundStyle(.teal)
            .lineStyle(StrokeStyle(lineWidth: 2))
            .symbol(.sphere)
            .symbolSize(9)
        }
        .chartXScale(domain: -1.2...1.2)
        .chartYScale(domain: 0...1)
        .chartZScale(domain: -1.2...1.2)
        .chart3DPose(Chart3DPose(azimuth: .degrees(30), inclination: .degrees(20)))
        .frame(width: 520, height: 440)
        try check(chart, "composed-3d-stems")
    }

    /// A white chart card on a gradient: the inner background paints the chart only, the outer
    /// one the padding too.
    @Test func paddedChartOnAGradientCard() throws {
        let chart = Chart {
            LinePlot(x: "t (s)", y: "Amplitude", domain: 0...10) { t in exp(-0.25 * t) * cos(2 * t) }
        }
        .chartYScale(domain: -1...1)
        .frame(width: 480, height: 280)
        .background(.white)
        .padding(24)
        .background(
            .linearGradient(
                colors: [Color(red: 0.80, green: 0.88, blue: 1), Color(red: 0.85, green: 0.96, blue: 0.92)],
                startPoint: .topLeading, endPoint: .bottomTrailing))
        #expect(chart.frameSize == (528, 328))
        try check(chart, "layout-padded-gradient-card")
    }

    /// A 3D chart whose own background is drawn under its data (the scene's underlay), inside a
    /// white padding.
    @Test func padded3DChartWithItsOwnBackground() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)
        .frame(width: 420, height: 340)
        .background(Color(red: 1, green: 0.97, blue: 0.85))
        .padding(.horizontal, 40)
        .padding(.vertical, 20)
        try check(chart, "layout-3d-padded-own-background")
    }
}
