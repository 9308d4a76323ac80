// The chart examples of seed 002, "Swift Charts в SwiftUI" (in Russian), in the order of the
// document, with the SwiftUI view wrapper removed as in PatternsSeed.swift. Labels stay in Russian.

import Foundation
import OpenCharts

// MARK: - Установка и минимальный пример

struct SalesPoint: Identifiable, Sendable {
    let id = UUID()
    let day: String
    let revenue: Double
}

/// Revenue per weekday, with Cyrillic labels. The seed's `.padding()` (space around the view) is the
/// chart's own margin here.
struct SimpleBarChart {
    let data: [SalesPoint] = [
        .init(day: "Пн", revenue: 1200),
        .init(day: "Вт", revenue: 1850),
        .init(day: "Ср", revenue: 1430),
        .init(day: "Чт", revenue: 2100),
        .init(day: "Пт", revenue: 2890),
        .init(day: "Сб", revenue: 3450),
        .init(day: "Вс", revenue: 2670),
    ]

    var body: Chart {
        Chart(data) { point in
            BarMark(
                x: .value("День", point.day),
                y: .value("Выручка", point.revenue)
            )
        }
        .frame(height: 280)
        .padding()
    }
}

// MARK: - BarMark

struct CategorySales: Sendable {
    let category: String
    let amount: Double
    let region: String
}

/// Sales per category, side by side per region.
struct RegionBarsChart {
    let salesByCategory: [CategorySales]

    var body: Chart {
        Chart(salesByCategory) { item in
            BarMark(
                x: .value("Категория", item.category),
                y: .value("Продажи", item.amount)
            )
            .foregroundStyle(by: .value("Регион", item.region))
            .position(by: .value("Регион", item.region))
        }
    }

    static let sample: [CategorySales] = {
        let amounts: [String: [Double]] = [
            "Москва": [420, 310, 180, 260], "Казань": [250, 190, 140, 120],
            "Новосибирск": [200, 170, 90, 150],
        ]
        return ["Электроника", "Одежда", "Книги", "Спорт"].enumerated().flatMap { c, category in
            ["Москва", "Казань", "Новосибирск"].map {
                CategorySales(category: category, amount: amounts[$0]![c], region: $0)
            }
        }
    }()
}

// MARK: - LineMark и AreaMark

struct TemperatureRangeReading: Sendable {
    let timestamp: Date
    let minTemp: Double
    let maxTemp: Double
    let averageTemp: Double
}

/// The day's range of temperature as a band, the mean as a smooth line.
struct TemperatureRangeChart {
    let temperatureData: [TemperatureRangeReading]

    var body: Chart {
        Chart(temperatureData) { reading in
            AreaMark(
                x: .value("Время", reading.timestamp),
                yStart: .value("Минимум", reading.minTemp),
                yEnd: .value("Максимум", reading.maxTemp)
            )
            .foregroundStyle(.blue.opacity(0.2))

            LineMark(
                x: .value("Время", reading.timestamp),
                y: .value("Среднее", reading.averageTemp)
            )
            .foregroundStyle(.blue)
            .interpolationMethod(.catmullRom)
        }
    }

    static let sample: [TemperatureRangeReading] = (0..<14).map { i in
        let mean = 16 + 5 * sin(Double(i) / 2.2)
        return TemperatureRangeReading(
            timestamp: SeedDates.adding(days: i, to: SeedDates.date(2024, 5, 1)), minTemp: mean - 4 - Double(i % 3),
            maxTemp: mean + 5 + Double(i % 4), averageTemp: mean)
    }
}

// MARK: - PointMark

struct Measurement: Sendable {
    let height: Double
    let weight: Double
    let age: Int
    let gender: String
}

/// Weight against height, symbol size by age, colour by sex.
struct MeasurementsChart {
    let measurements: [Measurement]

    var body: Chart {
        Chart(measurements) { m in
            PointMark(
                x: .value("Высота", m.height),
                y: .value("Вес", m.weight)
            )
            .symbolSize(by: .value("Возраст", m.age))
            .foregroundStyle(by: .value("Пол", m.gender))
        }
    }

    static let sample: [Measurement] = {
        var random = SeedRandom(seed: 23)
        return ["Мужской", "Женский"].flatMap { gender in
            (0..<20).map { _ in
                let male = gender == "Мужской"
                let height = random.normal(mean: male ? 178 : 165, deviation: 7)
                return Measurement(
                    height: height, weight: 0.9 * (height - 100) + random.normal(deviation: 6),
                    age: 18 + Int(random.next() * 50), gender: gender)
            }
        }
    }()
}

// MARK: - SectorMark

struct BudgetItem: Sendable {
    let category: String
    let amount: Double
}

let sampleBudget = [
    BudgetItem(category: "Жильё", amount: 35_000), BudgetItem(category: "Еда", amount: 22_000),
    BudgetItem(category: "Транспорт", amount: 8_500), BudgetItem(category: "Досуг", amount: 9_000),
    BudgetItem(category: "Прочее", amount: 5_500),
]

// MARK: - RuleMark и RectangleMark

struct PricePoint: Identifiable, Sendable {
    var id: Date { date }
    let date: Date
    let price: Double
}

let samplePrices: [PricePoint] = {
    var random = SeedRandom(seed: 29)
    var price = 265.0
    return (0..<40).map { i in
        price += random.normal(deviation: 3) + 0.3
        return PricePoint(date: SeedDates.adding(days: i, to: SeedDates.date(2024, 4, 1)), price: price)
    }
}()

/// A price line with a dashed green target and its label in roubles.
struct PriceTargetChart {
    let data: [PricePoint]
    let target = 280.0

    var body: Chart {
        Chart {
            ForEach(data) { point in
                LineMark(
                    x: .value("Дата", point.date),
                    y: .value("Цена", point.price)
                )
            }

            RuleMark(y: .value("Цель", target))
                .foregroundStyle(.green)
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 5]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Цель: \(target, format: .currency(code: "RUB"))")
                        .font(.caption)
                        .foregroundStyle(.green)
                }
        }
    }
}

// MARK: - Кастомизация осей

struct MonthlyRevenue: Sendable {
    let date: Date
    let revenue: Double
}

/// Monthly revenue with a month stride on x and thousands ("K") on a leading y axis.
struct MonthlyRevenueChart {
    let monthlyData: [MonthlyRevenue]

    var body: Chart {
        Chart(monthlyData) { item in
            BarMark(
                x: .value("Месяц", item.date, unit: .month),
                y: .value("Выручка", item.revenue)
            )
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.month(.abbreviated))
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let amount = value.as(Double.self) {
                        Text("\(amount / 1000, specifier: "%.0f")K")
                    }
                }
            }
        }
    }

    static let sample: [MonthlyRevenue] = (1...12).map { month in
        MonthlyRevenue(
            date: SeedDates.date(2024, month, 1),
            revenue: 42_000 + 9_000 * sin(Double(month) / 2) + 1_500 * Double(month))
    }
}

// MARK: - Интерактивность: chartXSelection

/// A price line with the selected day's rule and a tooltip kept inside the chart.
struct InteractiveChart {
    let data: [PricePoint]
    @State private var selectedDate: Date?

    /// The seed's state starts empty and the pointer sets it; an image shows the state it is given.
    init(data: [PricePoint], selectedDate: Date? = nil) {
        self.data = data
        self.selectedDate = selectedDate
    }

    private var selectedPrice: PricePoint? {
        guard let selectedDate else { return nil }
        return data.min(by: {
            abs($0.date.timeIntervalSince(selectedDate))
                < abs($1.date.timeIntervalSince(selectedDate))
        })
    }

    var body: Chart {
        Chart(data) { point in
            LineMark(
                x: .value("Дата", point.date),
                y: .value("Цена", point.price)
            )
            .foregroundStyle(.tint)

            if let selectedPrice, point.id == selectedPrice.id {
                RuleMark(x: .value("Дата", selectedPrice.date))
                    .foregroundStyle(.gray.opacity(0.3))
                    .annotation(
                        position: .top, spacing: 0,
                        overflowResolution: .init(
                            x: .fit(to: .chart),
                            y: .disabled
                        )
                    ) {
                        VStack(alignment: .leading) {
                            Text(selectedPrice.date, format: .dateTime.day().month())
                            Text(selectedPrice.price, format: .currency(code: "RUB"))
                                .font(.headline)
                        }
                        .padding(8)
                        .background(.regularMaterial, in: .rect(cornerRadius: 8))
                    }
            }
        }
        .chartXSelection(value: $selectedDate)
        .frame(height: 320)
    }
}

// MARK: - Скроллируемые графики

struct StepCount: Sendable {
    let date: Date
    let steps: Double
}

/// A year of daily steps, scrolled to a 30-day window that settles on Mondays at midnight.
struct YearStepsChart {
    let yearData: [StepCount]
    @State private var scrollPosition: Date

    /// The seed binds a scroll position it does not show; here it starts on 6 May 2024.
    init(yearData: [StepCount], scrollPosition: Date = SeedDates.date(2024, 5, 6)) {
        self.yearData = yearData
        self.scrollPosition = scrollPosition
    }

    var body: Chart {
        Chart(yearData) { point in
            BarMark(
                x: .value("Дата", point.date, unit: .day),
                y: .value("Шаги", point.steps)
            )
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3600 * 24 * 30)  // 30 дней
        .chartScrollPosition(x: $scrollPosition)
        .chartScrollTargetBehavior(
            .valueAligned(matching: .init(hour: 0), majorAlignment: .matching(.init(weekday: 2)))
        )
    }

    static let sample: [StepCount] = {
        var random = SeedRandom(seed: 31)
        return (0..<366).map { i in
            let date = SeedDates.adding(days: i, to: SeedDates.date(2024, 1, 1))
            let season = 7_000 + 2_500 * sin(2 * .pi * (Double(i) - 80) / 366)
            return StepCount(date: date, steps: max(1_000, season + random.normal(deviation: 1_800)))
        }
    }()
}

// MARK: - Анимации

/// The bars of the first example in their animated state. The seed shows the modifiers of an
/// appearing animation (`.opacity` and `.offset` driven by `animateChart`); an image shows one
/// state of it: at the end (`animateChart == true`) or the start.
struct AnimatedBarsChart {
    let data: [SalesPoint] = SimpleBarChart().data
    let animateChart: Bool

    var body: Chart {
        Chart(data) { point in
            BarMark(
                x: .value("День", point.day),
                y: .value("Выручка", point.revenue)
            )
            .opacity(animateChart ? 1 : 0)
            .offset(y: animateChart ? 0 : 50)
        }
    }
}

// MARK: - Chart3D

struct Measurement3D: Sendable {
    let x: Double
    let y: Double
    let z: Double
    let cluster: String
}

/// Points of three clusters in 3D, with the pose bound so the viewer can rotate it.
struct Chart3DExample {
    let data: [Measurement3D]
    @State private var pose: Chart3DPose = .default

    var body: Chart3D {
        Chart3D(data) { point in
            PointMark(
                x: .value("X", point.x),
                y: .value("Y", point.y),
                z: .value("Z", point.z)
            )
            .foregroundStyle(by: .value("Кластер", point.cluster))
            .symbolSize(8)
        }
        .chart3DPose($pose)
        .frame(height: 400)
    }

    static let sample: [Measurement3D] = {
        var random = SeedRandom(seed: 37)
        let centres: [(String, Double, Double, Double)] = [
            ("Альфа", 2, 1, 0), ("Бета", -1, 2, 1), ("Гамма", 0, -1, -2),
        ]
        return centres.flatMap { name, cx, cy, cz in
            (0..<50).map { _ in
                Measurement3D(
                    x: random.normal(mean: cx, deviation: 0.6), y: random.normal(mean: cy, deviation: 0.6),
                    z: random.normal(mean: cz, deviation: 0.6), cluster: name)
            }
        }
    }()
}

// MARK: - SectorMark

/// The budget as a donut with gaps and rounded corners, the legend at the trailing side.
struct BudgetDonut {
    let budgetItems: [BudgetItem]

    var body: Chart {
        Chart(budgetItems) { item in
            SectorMark(
                angle: .value("Доля", item.amount),
                innerRadius: .ratio(0.6),
                angularInset: 2
            )
            .foregroundStyle(by: .value("Категория", item.category))
            .cornerRadius(6)
        }
        .chartLegend(position: .trailing, alignment: .center)
    }
}

// MARK: - Кастомные plot styles и расширения

/// A dashed red line across the middle of the plot, drawn over the chart from the proxy's plot
/// frame. The seed leaves the chart's content out (`Chart(data) { ... }`); a price line stands in.
struct OverlayMidlineChart {
    let data: [PricePoint]

    var body: Chart {
        Chart(data) { point in
            LineMark(x: .value("Дата", point.date), y: .value("Цена", point.price))
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
    }
}

// MARK: - Доступность

/// Bars with spoken labels and values for screen readers (the picture is the first example's).
struct AccessibleBarsChart {
    let data: [SalesPoint] = SimpleBarChart().data

    var body: Chart {
        Chart(data) { point in
            BarMark(
                x: .value("День", point.day),
                y: .value("Выручка", point.revenue)
            )
            .accessibilityLabel("\(point.day)")
            .accessibilityValue("\(point.revenue, format: .currency(code: "RUB"))")
        }
    }
}
