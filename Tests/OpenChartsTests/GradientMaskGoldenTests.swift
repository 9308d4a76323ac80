import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

extension Calendar {
    /// The seed's helper, on a fixed UTC Gregorian calendar instead of `Calendar.current`, so the
    /// golden image does not depend on the machine's time zone.
    static func date(bySettingHour hour: Int, of date: Date) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(bySettingHour: hour, minute: 0, second: 0, of: date)
    }
}

/// The UV index chart of the "area chart with a dimming layer up to the current point in time"
/// tutorial (seed 001), as written there with only the SwiftUI view removed. "Now" is midday of a
/// FIXED day (2024-06-21, UTC) instead of `Date()`, so the image is reproducible.
struct UVIndexChart {
    static let day = Date(timeIntervalSince1970: 1_718_928_000)  // 2024-06-21T00:00:00Z

    let currentDate = Calendar.date(bySettingHour: 12, of: UVIndexChart.day)!
    let uvData = [
        (hour: 6, uv: 0), (hour: 8, uv: 1),
        (hour: 10, uv: 4), (hour: 12, uv: 6.5),
        (hour: 14, uv: 8.2), (hour: 16, uv: 6),
        (hour: 18, uv: 1.3), (hour: 20, uv: 0),
    ]

    var currentUVData: [(date: Date, uv: Double)] {
        uvData.map {
            (date: Calendar.date(bySettingHour: $0.hour, of: currentDate)!, uv: $0.uv)
        }
    }

    /// The data point nearest to `date` in time.
    func closestDataPoint(for date: Date) -> (date: Date, uv: Double)? {
        currentUVData.min { abs($0.date.timeIntervalSince(date)) < abs($1.date.timeIntervalSince(date)) }
    }

    func descriptionForUVIndex(_ index: Double) -> String {
        switch index {
        case 0...2: return "Low"
        case 3...5: return "Moderate"
        case 6...7: return "High"
        case 8...10: return "Very high"
        default: return "Extreme"
        }
    }

    var body: Chart {
        Chart {
            ForEach(currentUVData, id: \.date) { dataPoint in
                AreaMark(
                    x: .value("Time of day", dataPoint.date),
                    y: .value("UV index", dataPoint.uv)
                )
                .interpolationMethod(.cardinal)
                .foregroundStyle(
                    .linearGradient(
                        colors: [.green, .yellow, .red],
                        startPoint: .bottom, endPoint: .top
                    )
                    .opacity(0.5)
                )
                .alignsMarkStylesWithPlotArea()
                .accessibilityHidden(true)

                LineMark(
                    x: .value("Time of day", dataPoint.date),
                    y: .value("UV index", dataPoint.uv)
                )
                .interpolationMethod(.cardinal)
                .foregroundStyle(
                    .linearGradient(
                        colors: [.green, .yellow, .red],
                        startPoint: .bottom, endPoint: .top
                    )
                )
                .lineStyle(StrokeStyle(lineWidth: 4))
                .alignsMarkStylesWithPlotArea()
            }

            if let dataPoint = closestDataPoint(for: currentDate) {
                if let firstDataPoint = currentUVData.first {
                    RectangleMark(
                        xStart: .value("", firstDataPoint.date),
                        xEnd: .value("", dataPoint.date)
                    )
                    .foregroundStyle(.thickMaterial)
                    .opacity(0.6)
                    .accessibilityHidden(true)
                    .mask {
                        ForEach(currentUVData, id: \.date) { dataPoint in
                            AreaMark(
                                x: .value("Time of day", dataPoint.date),
                                y: .value("UV index", dataPoint.uv),
                                series: .value("", "mask"),
                                stacking: .unstacked
                            )
                            .interpolationMethod(.cardinal)

                            LineMark(
                                x: .value("Time of day", dataPoint.date),
                                y: .value("UV index", dataPoint.uv),
                                series: .value("", "mask")
                            )
                            .interpolationMethod(.cardinal)
                            .lineStyle(StrokeStyle(lineWidth: 4))
                        }
                    }
                }

                RuleMark(x: .value("Now", dataPoint.date))
                    .foregroundStyle(Color.secondary)
                    .accessibilityHidden(true)

                PointMark(
                    x: .value("Time of day", dataPoint.date),
                    y: .value("UV index", dataPoint.uv)
                )
                .symbolSize(CGSize(width: 16, height: 16))
                .foregroundStyle(.regularMaterial)
                .accessibilityHidden(true)

                PointMark(
                    x: .value("Time of day", dataPoint.date),
                    y: .value("UV index", dataPoint.uv)
                )
                .symbolSize(CGSize(width: 6, height: 6))
                .foregroundStyle(Color.primary)
                .accessibilityLabel("Now")
            }
        }
        .chartYAxis {
            AxisMarks(
                format: .number,
                preset: .aligned,
                values: Array(0...12)
            )

            AxisMarks(
                preset: .inset,
                position: .leading,
                values: [1, 3, 6, 8, 11]
            ) { value in
                AxisValueLabel(
                    descriptionForUVIndex(value.as(Double.self)!)
                )
            }
        }
        .chartYScale(range: .plotDimension(padding: 2))
    }
}

/// Golden images of gradient fills and strokes, materials and masks: the seed's UV index chart
/// dimmed up to "now", the seed's line over a fading area, bars with per-mark and plot-aligned
/// gradients, and a rectangle masked by a curved area.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct GradientMaskGoldenTests {
    func check(_ chart: Chart, _ name: String, scale: Double = 1) throws {
        let renderer = ImageRenderer(content: chart)
        renderer.scale = scale
        let result = try GoldenImage.check(try renderer.renderImage(), named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func uvIndexAreaAndLineGradientDimmedUntilNowWithHaloedPoint() throws {
        try check(UVIndexChart().body.frame(width: 400, height: 300), "uv-index-gradient-dimmed-now", scale: 2)
    }

    struct Price {
        let day: Int
        let close: Double
    }

    static let prices = (1...30).map { d in
        Price(day: d, close: 120 + 14 * sin(Double(d) / 4.5) + 0.6 * Double(d) + 3 * cos(Double(d) * 1.7))
    }

    @Test func lineOverFadingGradientArea() throws {
        try check(
            Chart(Self.prices, id: \.day) { point in
                AreaMark(x: .value("Day", point.day), y: .value("Price", point.close))
                    .foregroundStyle(
                        .linearGradient(
                            colors: [.indigo.opacity(0.35), .indigo.opacity(0.02)],
                            startPoint: .top, endPoint: .bottom))
                LineMark(x: .value("Day", point.day), y: .value("Price", point.close))
                    .foregroundStyle(.indigo)
            },
            "line-over-fading-gradient-area")
    }

    struct Bar {
        let name: String
        let value: Double
    }

    static let perMark = [Bar(name: "A", value: 3), Bar(name: "B", value: 7), Bar(name: "C", value: 10)]
    static let aligned = [Bar(name: "D", value: 3), Bar(name: "E", value: 7), Bar(name: "F", value: 10)]

    /// Bars A–C: each bar has the whole gradient (blue at its foot, red at its top). Bars D–F are
    /// aligned with the plot area: a short bar shows only the blue end of it.
    @Test func barsGradientPerMarkAndAlignedWithPlotArea() throws {
        let gradient = LinearGradient(colors: [.blue, .purple, .red], startPoint: .bottom, endPoint: .top)
        try check(
            Chart {
                ForEach(Self.perMark, id: \.name) { bar in
                    BarMark(x: .value("Bar", bar.name), y: .value("Value", bar.value))
                        .foregroundStyle(gradient)
                }
                ForEach(Self.aligned, id: \.name) { bar in
                    BarMark(x: .value("Bar", bar.name), y: .value("Value", bar.value))
                        .foregroundStyle(gradient)
                        .alignsMarkStylesWithPlotArea()
                }
            }
            .chartYScale(domain: 0...10),
            "bars-gradient-fill")
    }

    /// A rectangle over the whole plot, in orange, drawn only under a cardinal curve (the mask);
    /// the curve itself is not drawn. A materials row of points sits above it.
    @Test func rectangleMaskedByCurvedArea() throws {
        let xs = Array(0...8)
        let ys = [1.0, 4, 2, 7, 5, 8, 3, 6, 2]
        try check(
            Chart {
                RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 8))
                    .foregroundStyle(.orange)
                    .mask {
                        ForEach(xs, id: \.self) { i in
                            AreaMark(
                                x: .value("x", i), y: .value("y", ys[i]), series: .value("", "m"), stacking: .unstacked
                            )
                            .interpolationMethod(.cardinal)
                        }
                    }
                ForEach(xs, id: \.self) { i in
                    LineMark(x: .value("x", i), y: .value("y", ys[i]))
                        .interpolationMethod(.cardinal)
                        .foregroundStyle(.gray)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                }
                RectangleMark(
                    xStart: .value("x", 0), xEnd: .value("x", 8), yStart: .value("y", 8.5), yEnd: .value("y", 10)
                )
                .foregroundStyle(.indigo)
                PointMark(x: .value("x", 1), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.ultraThinMaterial)
                PointMark(x: .value("x", 2.5), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.thinMaterial)
                PointMark(x: .value("x", 4), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.regularMaterial)
                PointMark(x: .value("x", 5.5), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.thickMaterial)
                PointMark(x: .value("x", 7), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.ultraThickMaterial)
            }
            .chartYScale(domain: 0...10),
            "mask-rectangle-under-cardinal-curve")
    }
}
