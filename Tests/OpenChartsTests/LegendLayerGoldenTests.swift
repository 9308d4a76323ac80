import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of legends (symbols, dash samples, placement, custom content), chart
/// backgrounds and overlays built from the chart's proxy, axis-area styles and Dynamic Type.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct LegendLayerGoldenTests {
    struct Temperature {
        let city: String
        let hour: Int
        let value: Double
    }

    /// Three cities over a day, every three hours.
    static let temperatures: [Temperature] = {
        let base: [(String, Double, Double)] = [("Oslo", 4, 5), ("Madrid", 14, 9), ("Cairo", 24, 8)]
        return base.flatMap { city, mean, swing in
            stride(from: 0, through: 24, by: 3).map { hour in
                Temperature(city: city, hour: hour, value: mean + swing * sin(Double(hour - 9) / 24 * 2 * .pi))
            }
        }
    }()

    struct Budget {
        let category: String
        let amount: Double
    }

    static let budget = [
        Budget(category: "Жильё", amount: 42_000), Budget(category: "Еда", amount: 18_000),
        Budget(category: "Транспорт", amount: 7_500), Budget(category: "Развлечения", amount: 6_000),
        Budget(category: "Сбережения", amount: 15_000),
    ]

    struct Holding {
        let asset: String
        let value: Double
    }

    static let portfolio = [
        Holding(asset: "Stocks", value: 52_000), Holding(asset: "Bonds", value: 23_000),
        Holding(asset: "Cash", value: 12_000), Holding(asset: "Gold", value: 8_000),
    ]

    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    /// Seed 000's temperature lines: colour, symbol and (added here) dash pattern by city, so the
    /// legend shows each city's symbol on its dashed line. The seed's `PointMark` carries no
    /// encodings (in Swift Charts it would be drawn in the accent colour over the line's
    /// symbols); here it takes the same ones, as the seed's text recommends pairing them.
    @Test func symbolsAndDashes() throws {
        try check(
            Chart(Self.temperatures, id: \.hour) { sample in
                LineMark(x: .value("Hour", sample.hour), y: .value("Celsius", sample.value))
                    .foregroundStyle(by: .value("City", sample.city))
                    .symbol(by: .value("City", sample.city))
                    .lineStyle(by: .value("City", sample.city))
                PointMark(x: .value("Hour", sample.hour), y: .value("Celsius", sample.value))
                    .foregroundStyle(by: .value("City", sample.city))
                    .symbol(by: .value("City", sample.city))
                    .symbolSize(30)
            }
            .frame(width: 520, height: 340),
            "legend-symbols-and-dashes")
    }

    /// Seed 002's budget donut: 2 pt gaps, 6 pt corners, the legend beside it, centred.
    @Test func trailingDonutWithCornerRadius() throws {
        try check(
            Chart(Self.budget, id: \.category) { item in
                SectorMark(angle: .value("Доля", item.amount), innerRadius: .ratio(0.6), angularInset: 2)
                    .foregroundStyle(by: .value("Категория", item.category))
                    .cornerRadius(6)
            }
            .chartLegend(position: .trailing, alignment: .center)
            .frame(width: 460, height: 300),
            "legend-trailing-donut-corner-radius")
    }

    /// A custom legend above the plot, at its trailing end: swatches and names in an `HStack`.
    @Test func customContent() throws {
        try check(
            Chart(ThemeGoldenTests.spending, id: \.period) { entry in
                BarMark(x: .value("Period", entry.period), y: .value("Spent", entry.amount))
                    .foregroundStyle(by: .value("Kind", entry.kind))
            }
            .chartForegroundStyleScale(["Food": Color.orange, "Travel": Color.teal, "Home": Color.purple])
            .chartLegend(position: .top, alignment: .trailing) {
                HStack(spacing: 12) {
                    HStack(spacing: 4) {
                        Circle().fill(.orange).frame(width: 9, height: 9)
                        Text("Food").font(.caption)
                    }
                    HStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 2).fill(.teal).frame(width: 14, height: 9)
                        Text("Travel").font(.caption)
                    }
                    HStack(spacing: 4) {
                        Rectangle().fill(.purple).frame(width: 9, height: 9)
                        Text("Home").font(.caption).bold()
                    }
                }
            }
            .frame(width: 460, height: 320),
            "legend-custom-content")
    }

    /// Seed 000's golden-ratio donut with the total in its hole (`.chartBackground`).
    @Test func donutTotalInTheHole() throws {
        let portfolioTotal = Self.portfolio.reduce(0) { $0 + $1.value }
        try check(
            Chart(Self.portfolio, id: \.asset) { holding in
                SectorMark(angle: .value("Value", holding.value), innerRadius: .ratio(0.618))
                    .foregroundStyle(by: .value("Asset", holding.asset))
            }
            .chartBackground { _ in
                VStack {
                    Text("Total").font(.caption)
                    Text(portfolioTotal, format: .currency(code: "EUR")).font(.headline)
                }
            }
            .frame(width: 360, height: 340),
            "background-donut-total-in-hole")
    }

    /// Seed 002's overlay: a dashed red line across the middle of the plot, drawn with a `Path` in
    /// a `GeometryReader` from the proxy's plot frame.
    @Test func overlayDashedMidline() throws {
        let prices: [(day: Int, price: Double)] = (0..<30).map { ($0, 100 + 12 * sin(Double($0) / 4) + Double($0)) }
        try check(
            Chart(prices, id: \.day) { point in
                LineMark(x: .value("Day", point.day), y: .value("Price", point.price))
            }
            .chartOverlay { proxy in
                GeometryReader { geo in
                    Path { path in
                        let plot = geo[proxy.plotAreaFrame]
                        path.move(to: CGPoint(x: plot.minX, y: plot.midY))
                        path.addLine(to: CGPoint(x: plot.maxX, y: plot.midY))
                    }
                    .stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [3, 3]))
                }
            }
            .frame(width: 480, height: 300),
            "overlay-proxy-dashed-midline")
    }

    /// Seed 000's "Dark Mode and Theming" chart in full: its x axis area on a thin material.
    @Test func axisStyleThinMaterial() throws {
        try check(
            Chart(ThemeGoldenTests.spending, id: \.period) { entry in
                BarMark(x: .value("Period", entry.period), y: .value("Spent", entry.amount))
                    .foregroundStyle(by: .value("Kind", entry.kind))
            }
            .chartForegroundStyleScale([
                "Food": Color.orange,
                "Travel": Color.teal,
                "Home": Color.purple,
            ])
            .chartPlotStyle { plot in
                plot.background(.quaternary.opacity(0.3))
                    .border(.separator, width: 0.5)
            }
            .chartXAxisStyle { axis in
                axis.background(.thinMaterial)
            }
            .preferredColorScheme(.dark),
            "axis-style-thin-material")
    }

    /// Bars with a legend at the largest accessibility text size: everything grows, nothing overlaps.
    @Test func dynamicTypeAccessibility5Bars() throws {
        try check(
            Chart(ThemeGoldenTests.spending, id: \.period) { entry in
                BarMark(x: .value("Period", entry.period), y: .value("Spent", entry.amount))
                    .foregroundStyle(by: .value("Kind", entry.kind))
            }
            .dynamicTypeSize(.accessibility5),
            "dynamic-type-accessibility5-bars")
    }
}
