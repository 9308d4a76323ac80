// The chart examples of seed 000, "Swift Charts Patterns", in the order of the document. Each chart's
// code is the seed's, with the SwiftUI view wrapper removed: `struct X: View { … var body: some View
// { … } }` becomes `struct X { … var body: Chart { … } }`. The data the seed leaves to the reader
// is made up here, deterministically, with the field names the seed uses.

import Foundation
import Observation
import OpenCharts

// MARK: - Modelling the data

struct MonthlyUsage: Identifiable, Sendable {
    let id = UUID()
    let month: Date
    let kilowattHours: Double
}

/// Stands in for the seed's service: twelve months of household electricity use ending in May 2024
/// (more in winter, less in summer).
actor UsageService {
    static let shared = UsageService()

    func lastTwelveMonths() -> [MonthlyUsage] {
        (0..<12).map { i in
            let month = SeedDates.calendar.date(byAdding: .month, value: i, to: SeedDates.date(2023, 6, 1))!
            let winter = cos(2 * .pi * (Double(i) + 5.5) / 12)
            return MonthlyUsage(month: month, kilowattHours: (260 + 90 * winter).rounded())
        }
    }
}

@MainActor
@Observable
final class UsageModel {
    private(set) var months: [MonthlyUsage] = []

    func load() async {
        months = await UsageService.shared.lastTwelveMonths()
    }
}

/// Monthly electricity use as bars, one per month (`unit: .month`), from an observable model.
@MainActor
struct UsageChart {
    @State private var model = UsageModel()

    /// The seed starts loading in `.task { await model.load() }`; a chart value has no task, so the
    /// caller awaits `load()` before building it.
    func load() async { await model.load() }

    var body: Chart {
        Chart(model.months) { entry in
            BarMark(
                x: .value("Month", entry.month, unit: .month),
                y: .value("kWh", entry.kilowattHours))
        }
    }
}

// MARK: - Bars

struct QuarterResult: Sendable {
    let quarter: String
    let units: Double
    let model: String
}

/// Side-by-side bars: units sold per quarter, one bar per model.
struct GroupedBarsChart {
    let results: [QuarterResult]

    var body: Chart {
        Chart(results) { row in
            BarMark(x: .value("Quarter", row.quarter), y: .value("Units", row.units))
                .foregroundStyle(by: .value("Model", row.model))
                .position(by: .value("Model", row.model))
        }
    }

    static let sample: [QuarterResult] = {
        let units: [String: [Double]] = [
            "Air": [120, 135, 150, 180], "Pro": [90, 110, 105, 160], "Mini": [60, 55, 70, 85],
        ]
        return ["Q1", "Q2", "Q3", "Q4"].enumerated().flatMap { q, quarter in
            ["Air", "Pro", "Mini"].map { QuarterResult(quarter: quarter, units: units[$0]![q], model: $0) }
        }
    }()
}

struct Language: Sendable {
    let name: String
    let speakers: Double
}

/// Horizontal bars with only value labels on the category axis: speakers per language.
struct LanguageBarsChart {
    let languages: [Language]

    var body: Chart {
        Chart(languages) { item in
            BarMark(x: .value("Speakers", item.speakers), y: .value("Language", item.name))
        }
        .chartYAxis {
            AxisMarks { _ in AxisValueLabel() }
        }
    }

    /// Total speakers in millions (Ethnologue 2023, rounded).
    static let sample = [
        Language(name: "English", speakers: 1456), Language(name: "Mandarin", speakers: 1138),
        Language(name: "Hindi", speakers: 610), Language(name: "Spanish", speakers: 559),
        Language(name: "French", speakers: 310), Language(name: "Arabic", speakers: 274),
    ]
}

/// Shares of 100 percent per bar. The seed gives only `BarMark(x:y:stacking: .normalized)`; the
/// colour by category (which the shares need to be seen) is added here.
struct NormalizedBarsChart {
    let results: [QuarterResult]

    var body: Chart {
        Chart(results) { row in
            BarMark(x: .value("Quarter", row.quarter), y: .value("Units", row.units), stacking: .normalized)
                .foregroundStyle(by: .value("Model", row.model))
        }
    }
}

struct StoreSales: Sendable {
    let store: String
    let sales: Double
}

/// A value on top of each bar, in euros.
struct StoreSalesChart {
    let rows: [StoreSales]

    var body: Chart {
        Chart(rows) { row in
            BarMark(x: .value("Store", row.store), y: .value("Sales", row.sales))
                .annotation(position: .top) {
                    Text(row.sales, format: .currency(code: "EUR").precision(.fractionLength(0)))
                        .font(.caption2)
                }
        }
    }

    static let sample = [
        StoreSales(store: "Berlin", sales: 48_200), StoreSales(store: "Hamburg", sales: 36_750),
        StoreSales(store: "Munich", sales: 52_900), StoreSales(store: "Cologne", sales: 29_400),
    ]
}

struct ProjectTask: Sendable {
    enum Phase: String, Sendable {
        case design = "Design"
        case build = "Build"
        case test = "Test"
    }
    let title: String
    let start: Date
    let end: Date
    let phase: Phase
}

/// A Gantt chart: interval bars coloured by phase.
struct GanttChart {
    let tasks: [ProjectTask]

    var body: Chart {
        Chart(tasks) { task in
            BarMark(
                xStart: .value("Start", task.start),
                xEnd: .value("End", task.end),
                y: .value("Task", task.title)
            )
            .foregroundStyle(by: .value("Phase", task.phase.rawValue))
        }
    }

    static let sample: [ProjectTask] = {
        let day = { (d: Int) in SeedDates.adding(days: d, to: SeedDates.date(2024, 6, 3)) }
        return [
            ProjectTask(title: "Requirements", start: day(0), end: day(4), phase: .design),
            ProjectTask(title: "Mock-ups", start: day(3), end: day(9), phase: .design),
            ProjectTask(title: "Data layer", start: day(8), end: day(18), phase: .build),
            ProjectTask(title: "Charts", start: day(12), end: day(24), phase: .build),
            ProjectTask(title: "Beta test", start: day(22), end: day(29), phase: .test),
        ]
    }()
}

// MARK: - Lines

struct TemperatureReading: Sendable {
    let hour: Int
    let value: Double
    let city: String
}

/// Points on the line: temperatures by hour for three cities, colour and symbol per city.
struct CityTemperaturesChart {
    let temperatures: [TemperatureReading]

    var body: Chart {
        Chart(temperatures) { sample in
            LineMark(x: .value("Hour", sample.hour), y: .value("Celsius", sample.value))
                .foregroundStyle(by: .value("City", sample.city))
                .symbol(by: .value("City", sample.city))
            PointMark(x: .value("Hour", sample.hour), y: .value("Celsius", sample.value))
                .symbolSize(30)
        }
    }

    static let sample: [TemperatureReading] = {
        let cities: [(String, Double, Double)] = [("Lisbon", 19, 7), ("Oslo", 12, 5), ("Cairo", 27, 8)]
        return cities.flatMap { city, mean, swing in
            stride(from: 0, through: 24, by: 3).map { hour in
                TemperatureReading(
                    hour: hour, value: ((mean + swing * sin(.pi * (Double(hour) - 9) / 12)) * 10).rounded() / 10,
                    city: city)
            }
        }
    }()
}

struct RecentPoint: Sendable {
    let index: Int
    let value: Double
}

/// A sparkline: no axes, no legend, 80 × 30 points.
struct SparklineChart {
    let recent: [RecentPoint]

    var body: Chart {
        Chart(recent) { point in
            LineMark(x: .value("t", point.index), y: .value("v", point.value))
                .interpolationMethod(.catmullRom)
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .frame(width: 80, height: 30)
    }

    static let sample: [RecentPoint] = {
        var random = SeedRandom(seed: 7)
        var value = 20.0
        return (0..<24).map { i in
            value += random.normal(deviation: 1.5) + 0.25
            return RecentPoint(index: i, value: value)
        }
    }()
}

// MARK: - Pies and donuts

struct Holding: Identifiable, Sendable {
    let id = UUID()
    let asset: String
    let value: Double
}

/// Keep five to seven positive slices.
func topSlices(_ items: [Holding], keep limit: Int = 5) -> [Holding] {
    let ordered = items.filter { $0.value > 0 }.sorted { $0.value > $1.value }
    let head = Array(ordered.prefix(limit))
    let remainder = ordered.dropFirst(limit).reduce(0) { $0 + $1.value }
    guard remainder > 0 else { return head }
    return head + [Holding(asset: "Other", value: remainder)]
}

/// A portfolio of eight holdings, reduced to five slices and "Other" by `topSlices`.
let samplePortfolio = topSlices([
    Holding(asset: "Equities", value: 42_000), Holding(asset: "Bonds", value: 23_500),
    Holding(asset: "Real estate", value: 12_800), Holding(asset: "Cash", value: 8_200),
    Holding(asset: "Gold", value: 5_100), Holding(asset: "Crypto", value: 1_900),
    Holding(asset: "Art", value: 1_200), Holding(asset: "Bad debt", value: -300),
])

/// Selecting a slice: the selected holding at full opacity, the others dimmed.
struct PortfolioDonut {
    let holdings: [Holding]
    @State private var selectedAngle: Double?

    /// The seed's state starts empty and the pointer sets it; an image shows the state it is given.
    init(holdings: [Holding], selectedAngle: Double? = nil) {
        self.holdings = holdings
        self.selectedAngle = selectedAngle
    }

    private var selectedHolding: Holding? {
        guard let angle = selectedAngle else { return nil }
        var start = 0.0
        for holding in holdings {
            let end = start + holding.value
            if (start..<end).contains(angle) { return holding }
            start = end
        }
        return nil
    }

    var body: Chart {
        Chart(holdings) { holding in
            SectorMark(angle: .value("Value", holding.value), innerRadius: .ratio(0.6))
                .foregroundStyle(by: .value("Asset", holding.asset))
                .opacity(selectedHolding == nil || selectedHolding?.id == holding.id ? 1 : 0.4)
        }
        .chartAngleSelection(value: $selectedAngle)
    }
}

// MARK: - Combining marks

struct DayRange: Sendable {
    let date: Date
    let low: Double
    let high: Double
    var mean: Double { (low + high) / 2 }
}

/// A range band with an average line: a week of daily lows and highs.
struct RangeBandChart {
    let week: [DayRange]

    var body: Chart {
        Chart(week) { day in
            AreaMark(
                x: .value("Day", day.date),
                yStart: .value("Low", day.low),
                yEnd: .value("High", day.high)
            )
            .opacity(0.15)
            LineMark(x: .value("Day", day.date), y: .value("Mean", day.mean))
                .lineStyle(StrokeStyle(lineWidth: 2))
        }
    }

    static let sample: [DayRange] = zip([11.0, 12, 9, 13, 15, 14, 12], [19.0, 22, 18, 24, 27, 25, 21]).enumerated()
        .map { i, t in DayRange(date: SeedDates.adding(days: i, to: SeedDates.date(2024, 6, 17)), low: t.0, high: t.1) }
}

struct WorkWeek: Identifiable, Sendable {
    var id: String { label }
    let label: String
    let hours: Double
}

/// Bars with a dashed target line at 38 hours and its label.
struct TargetBarsChart {
    let weeks: [WorkWeek]

    var body: Chart {
        Chart {
            ForEach(weeks) { week in
                BarMark(x: .value("Week", week.label), y: .value("Hours", week.hours))
            }
            RuleMark(y: .value("Target", 38))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
                .annotation(position: .top, alignment: .leading) { Text("38 h") }
        }
    }

    static let sample = [
        WorkWeek(label: "W23", hours: 36.5), WorkWeek(label: "W24", hours: 41),
        WorkWeek(label: "W25", hours: 33), WorkWeek(label: "W26", hours: 39.5), WorkWeek(label: "W27", hours: 37),
    ]
}

struct DoseSample: Identifiable, Sendable {
    let id: Int
    let dose: Double
    let response: Double
}

/// Observations with a fitted straight line (least squares), dashed red.
struct DoseResponseChart {
    let samples: [DoseSample]
    let fit: (slope: Double, intercept: Double)

    init(samples: [DoseSample]) {
        self.samples = samples
        let n = Double(samples.count)
        let mx = samples.map(\.dose).reduce(0, +) / n
        let my = samples.map(\.response).reduce(0, +) / n
        let sxy = samples.map { ($0.dose - mx) * ($0.response - my) }.reduce(0, +)
        let sxx = samples.map { ($0.dose - mx) * ($0.dose - mx) }.reduce(0, +)
        fit = (sxy / sxx, my - sxy / sxx * mx)
    }

    var body: Chart {
        Chart {
            ForEach(samples) { sample in
                PointMark(x: .value("Dose", sample.dose), y: .value("Response", sample.response))
            }
            LinePlot(x: "Dose", y: "Response", domain: 0...10) { dose in
                fit.slope * dose + fit.intercept
            }
            .foregroundStyle(.red)
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
        }
    }

    static let sample: [DoseSample] = {
        var random = SeedRandom(seed: 11)
        return (0..<24).map { i in
            let dose = 0.25 + Double(i) * 0.4
            return DoseSample(id: i, dose: dose, response: 1.2 + 0.85 * dose + random.normal(deviation: 0.6))
        }
    }()
}

// MARK: - A tooltip on selection

struct ActivityDay: Identifiable, Sendable {
    var id: Date { date }
    let date: Date
    let minutes: Int
}

/// Daily activity with the selected day marked: a rule, a large point and a tooltip on a material.
struct ActivityChart {
    let days: [ActivityDay]
    @State private var focusedDate: Date?

    /// The seed's state starts empty and the pointer sets it; an image shows the state it is given.
    init(days: [ActivityDay], focusedDate: Date? = nil) {
        self.days = days
        self.focusedDate = focusedDate
    }

    private var focusedDay: ActivityDay? {
        guard let focusedDate else { return nil }
        let calendar = Calendar.current
        return days.first { calendar.isDate($0.date, inSameDayAs: focusedDate) }
    }

    var body: Chart {
        Chart {
            ForEach(days) { day in
                LineMark(
                    x: .value("Date", day.date, unit: .day),
                    y: .value("Minutes", day.minutes))
            }
            if let focusedDay {
                RuleMark(x: .value("Date", focusedDay.date, unit: .day))
                    .foregroundStyle(.secondary)
                PointMark(
                    x: .value("Date", focusedDay.date, unit: .day),
                    y: .value("Minutes", focusedDay.minutes)
                )
                .symbolSize(80)
                .annotation(position: .top) {
                    Text("\(focusedDay.minutes) min")
                        .padding(6)
                        .background(.regularMaterial, in: .rect(cornerRadius: 6))
                }
            }
        }
        .chartXSelection(value: $focusedDate)
    }

    static let sample: [ActivityDay] = {
        let minutes = [34, 52, 41, 18, 63, 75, 29, 44, 58, 37, 22, 49, 66, 40]
        return minutes.enumerated().map { i, m in
            ActivityDay(date: SeedDates.adding(days: i, to: SeedDates.date(2024, 6, 8)), minutes: m)
        }
    }()
}

// MARK: - Scrolling with a bound position

struct WaterReading: Sendable {
    let date: Date
    let litres: Double
}

/// A month of daily water use, scrolled to show one week from the bound position.
struct WaterUseChart {
    let readings: [WaterReading]
    @State private var windowStart = SeedDates.now.addingTimeInterval(-7 * 86_400)

    /// The seed starts the window a week before `Date.now`; here the start is given (by default a
    /// week before the examples' fixed "now", at midnight).
    init(readings: [WaterReading], windowStart: Date = SeedDates.date(2024, 6, 14)) {
        self.readings = readings
        self.windowStart = windowStart
    }

    var body: Chart {
        Chart(readings) { reading in
            BarMark(
                x: .value("Day", reading.date, unit: .day),
                y: .value("Litres", reading.litres))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3600 * 24 * 7)
        .chartScrollPosition(x: $windowStart)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { value in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated))
            }
        }
    }

    static let sample: [WaterReading] = {
        var random = SeedRandom(seed: 3)
        return (0..<30).map { i in
            let date = SeedDates.adding(days: i, to: SeedDates.date(2024, 5, 24))
            let weekend = [1, 7].contains(SeedDates.calendar.component(.weekday, from: date))
            return WaterReading(date: date, litres: (weekend ? 180 : 130) + 25 * random.next())
        }
    }()
}
