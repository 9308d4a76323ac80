import Foundation
import OpenCharts

/// One chart example of the seed documents, reproduced as library code.
public struct SeedExample: Sendable {
    /// The seed documents.
    public enum Seed: String, Sendable, CaseIterable {
        /// `000_aaea14b4c80d47b0.txt`, "Swift Charts Patterns".
        case patterns = "000_aaea14b4c80d47b0"
        /// `001_c98defd432588a89.txt`, the UV-index area chart with a dimming layer.
        case uvIndex = "001_c98defd432588a89"
        /// `002_f170984e17e5f35a.txt`, "Swift Charts в SwiftUI" (Russian).
        case russian = "002_f170984e17e5f35a"
    }

    /// A name saying what the chart shows; also the name of its golden image.
    public let name: String
    /// The seed it comes from.
    public let seed: Seed
    /// The section of the seed.
    public let section: String
    /// What had to change beyond removing the SwiftUI view wrapper and supplying data, and why; nil
    /// when nothing did.
    public let changes: String?
    /// Renders at this many device pixels per point (sparklines are tiny: more).
    public let scale: Double
    private let build: @Sendable @MainActor () async -> any ChartRepresentable

    init(
        _ name: String, _ seed: Seed, _ section: String, changes: String? = nil, scale: Double = 1,
        build: @escaping @Sendable @MainActor () async -> any ChartRepresentable
    ) {
        self.name = name
        self.seed = seed
        self.section = section
        self.changes = changes
        self.scale = scale
        self.build = build
    }

    /// The chart.
    @MainActor public func chart() async -> any ChartRepresentable { await build() }
}

extension SeedExample {
    /// Every chart example of the three seeds, in document order.
    public static let all: [SeedExample] = patterns + uvIndex + russian

    static let patterns: [SeedExample] = [
        SeedExample(
            "usage-monthly-kwh-bars", .patterns, "Modelling the Data",
            changes: "`.task { await model.load() }` is a SwiftUI view modifier: the caller awaits `load()` first."
        ) {
            let chart = UsageChart()
            await chart.load()
            return chart.body
        },
        SeedExample("bars-grouped-by-model", .patterns, "Bars") {
            GroupedBarsChart(results: GroupedBarsChart.sample).body
        },
        SeedExample("bars-horizontal-languages-value-labels", .patterns, "Bars") {
            LanguageBarsChart(languages: LanguageBarsChart.sample).body
        },
        SeedExample(
            "bars-normalized-shares", .patterns, "Bars",
            changes: "The seed gives only `BarMark(x:y:stacking: .normalized)`; a colour by model shows the shares."
        ) {
            NormalizedBarsChart(results: GroupedBarsChart.sample).body
        },
        SeedExample("bars-store-sales-euro-labels", .patterns, "Bars") {
            StoreSalesChart(rows: StoreSalesChart.sample).body
        },
        SeedExample("gantt-tasks-by-phase", .patterns, "Bars") { GanttChart(tasks: GanttChart.sample).body },
        SeedExample("lines-with-symbols-by-city", .patterns, "Lines") {
            CityTemperaturesChart(temperatures: CityTemperaturesChart.sample).body
        },
        SeedExample("line-over-fading-gradient-area", .patterns, "Lines") {
            FadingAreaChart(prices: FadingAreaChart.sample).body
        },
        SeedExample("sparkline-80x30", .patterns, "Lines", scale: 4) {
            SparklineChart(recent: SparklineChart.sample).body
        },
        SeedExample("donut-golden-ratio-total-in-hole", .patterns, "Pies and Donuts") {
            TotalDonut(portfolio: samplePortfolio).body
        },
        SeedExample(
            "donut-selected-slice-dimmed", .patterns, "Pies and Donuts",
            changes: "The selection the pointer would make is given to the state (a position in the second slice)."
        ) {
            PortfolioDonut(holdings: samplePortfolio, selectedAngle: 50_000).body
        },
        SeedExample("range-band-with-mean-line", .patterns, "Combining Marks") {
            RangeBandChart(week: RangeBandChart.sample).body
        },
        SeedExample("bars-with-dashed-target-38h", .patterns, "Combining Marks") {
            TargetBarsChart(weeks: TargetBarsChart.sample).body
        },
        SeedExample("dose-response-with-fitted-line", .patterns, "Combining Marks") {
            DoseResponseChart(samples: DoseResponseChart.sample).body
        },
        SeedExample(
            "selection-tooltip-activity", .patterns, "A Tooltip on Selection",
            changes: "The selection the pointer would make is given to the state (18 June)."
        ) {
            ActivityChart(days: ActivityChart.sample, focusedDate: SeedDates.date(2024, 6, 18, hour: 15)).body
        },
        SeedExample(
            "scrolled-seven-day-window", .patterns, "Scrolling with a Bound Position",
            changes: "`Date.now` is replaced by a fixed day so that the image is reproducible."
        ) {
            WaterUseChart(readings: WaterUseChart.sample).body
        },
        SeedExample("function-cosine", .patterns, "Function Plots") { CosineChart().body },
        SeedExample("function-parametric-circle", .patterns, "Function Plots") { CircleChart().body },
        SeedExample("function-band-between-curves", .patterns, "Function Plots") { FunctionBandChart().body },
        SeedExample("sensor-cloud-3d-perspective", .patterns, "3D Charts and Surfaces") {
            SensorCloud(readings: SensorCloud.sample).body
        },
        SeedExample("vectorized-temperatures-tinted", .patterns, "Performance: When to Vectorize") {
            VectorizedTemperatureChart(samples: VectorizedTemperatureChart.sample).body
        },
        SeedExample("spending-style-scale-plot-and-axis-style", .patterns, "Dark Mode and Theming") {
            SpendingChart(spending: SpendingChart.sample).body
        },
        SeedExample(
            "spending-style-scale-dark", .patterns, "Dark Mode and Theming",
            changes:
                "The seed previews the dark scheme with `.preferredColorScheme(.dark)` on a `#Preview`; here it is a chart modifier."
        ) {
            SpendingChart(spending: SpendingChart.sample).body.preferredColorScheme(.dark)
        },
        SeedExample("heat-map-bookings-gradient", .patterns, "Heat Map") {
            BookingsHeatMap(bookings: BookingsHeatMap.sample).body
        },
        SeedExample("symbols-diamond-size-80", .patterns, "Symbols") { DiamondRunsChart(runs: sampleRuns).body },
        SeedExample("symbols-by-surface", .patterns, "Symbols") { SurfaceRunsChart(runs: sampleRuns).body },
        SeedExample(
            "symbols-custom-glyph", .patterns, "Symbols",
            changes:
                "`Image(systemName: \"figure.run\")` is an SF Symbol, which exists only on Apple systems: a text glyph stands in."
        ) {
            CustomSymbolRunsChart(runs: sampleRuns).body
        },
    ]

    static let uvIndex: [SeedExample] = [
        SeedExample(
            "uv-index-gradient-dimmed-now", .uvIndex, "the whole article",
            changes:
                "`Date()` is replaced by midday of a fixed day, and `Calendar.current` by a UTC calendar, so that the image is reproducible; `closestDataPoint(for:)`, which the article leaves to its repository, is written here."
        ) {
            UVIndexChart().body
        }
    ]

    static let russian: [SeedExample] = [
        SeedExample(
            "ru-weekday-revenue-bars", .russian, "Установка и минимальный пример"
        ) {
            SimpleBarChart().body
        },
        SeedExample("ru-category-bars-by-region", .russian, "BarMark") {
            RegionBarsChart(salesByCategory: RegionBarsChart.sample).body
        },
        SeedExample("ru-temperature-band-and-mean", .russian, "LineMark и AreaMark") {
            TemperatureRangeChart(temperatureData: TemperatureRangeChart.sample).body
        },
        SeedExample("ru-height-weight-size-by-age", .russian, "PointMark") {
            MeasurementsChart(measurements: MeasurementsChart.sample).body
        },
        SeedExample("ru-budget-donut-legend-trailing", .russian, "SectorMark") {
            BudgetDonut(budgetItems: sampleBudget).body
        },
        SeedExample("ru-price-with-target-rule", .russian, "RuleMark и RectangleMark") {
            PriceTargetChart(data: samplePrices).body
        },
        SeedExample("ru-monthly-revenue-custom-axes", .russian, "Кастомизация осей") {
            MonthlyRevenueChart(monthlyData: MonthlyRevenueChart.sample).body
        },
        SeedExample(
            "ru-selection-tooltip-fit-to-chart", .russian, "Интерактивность: chartXSelection",
            changes:
                "The selection the pointer would make is given to the state (the last day, so the tooltip must be kept inside the chart)."
        ) {
            InteractiveChart(data: samplePrices, selectedDate: samplePrices.last!.date).body
        },
        SeedExample(
            "ru-scrolled-30-day-steps", .russian, "Скроллируемые графики",
            changes: "The seed's bound scroll position is not shown; it starts on 6 May 2024 here."
        ) {
            YearStepsChart(yearData: YearStepsChart.sample).body
        },
        SeedExample(
            "ru-animated-bars-start-state", .russian, "Анимации",
            changes: "An image shows one state of the animation: here its start (bars transparent and lowered)."
        ) {
            AnimatedBarsChart(animateChart: false).body
        },
        SeedExample("ru-animated-bars-end-state", .russian, "Анимации") {
            AnimatedBarsChart(animateChart: true).body
        },
        SeedExample("ru-chart3d-clusters", .russian, "Chart3D") { Chart3DExample(data: Chart3DExample.sample).body },
        SeedExample("ru-accessible-bars", .russian, "Доступность") { AccessibleBarsChart().body },
        SeedExample(
            "ru-overlay-dashed-midline", .russian, "Кастомные plot styles и расширения",
            changes: "The seed elides the chart's content (`Chart(data) { ... }`): a price line stands in."
        ) {
            OverlayMidlineChart(data: samplePrices).body
        },
    ]
}
