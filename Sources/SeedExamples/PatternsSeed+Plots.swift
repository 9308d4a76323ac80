// The rest of seed 000's chart examples ("Swift Charts Patterns"): function plots, 3D, vectorized
// plots, the heat map, symbols, and the gradient, donut-label and theming examples. The first
// sections are in PatternsSeed.swift; the same rules apply (view wrapper removed, data made up).

import Foundation
import OpenCharts

// MARK: - Function plots

/// `cos` over two periods with a fixed y domain.
struct CosineChart {
    var body: Chart {
        Chart {
            LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
        }
        .chartYScale(domain: -1.2...1.2)
    }
}

/// A parametric circle of radius 2.
struct CircleChart {
    var body: Chart {
        Chart {
            LinePlot(x: "Across", y: "Up", t: "Turn", domain: 0...(2 * .pi)) { turn in
                (x: 2 * cos(turn), y: 2 * sin(turn))
            }
        }
        .chartXScale(domain: -2.5...2.5)
        .chartYScale(domain: -2.5...2.5)
    }
}

/// The band between two functions of x.
struct FunctionBandChart {
    var body: Chart {
        Chart {
            AreaPlot(x: "x", yStart: "lower", yEnd: "upper", domain: 0...4) { x in
                (yStart: x - 0.5, yEnd: x * x / 2 + 0.5)
            }
        }
    }
}

// MARK: - 3D charts

struct SensorReading: Sendable {
    let x: Double
    let y: Double
    let z: Double
    let sensor: String
}

/// Readings of three sensors in (x, y, z), in perspective.
struct SensorCloud {
    let readings: [SensorReading]

    var body: Chart3D {
        Chart3D(readings) { reading in
            PointMark(
                x: .value("X", reading.x),
                y: .value("Y", reading.y),
                z: .value("Z", reading.z)
            )
            .foregroundStyle(by: .value("Sensor", reading.sensor))
        }
        .chart3DCameraProjection(.perspective)
    }

    static let sample: [SensorReading] = {
        var random = SeedRandom(seed: 5)
        let centres: [(String, Double, Double, Double)] = [("A", -1, 0.5, -0.5), ("B", 1, -0.5, 0), ("C", 0, 1, 1)]
        return centres.flatMap { name, cx, cy, cz in
            (0..<40).map { _ in
                SensorReading(
                    x: random.normal(mean: cx, deviation: 0.35), y: random.normal(mean: cy, deviation: 0.35),
                    z: random.normal(mean: cz, deviation: 0.35), sensor: name)
            }
        }
    }()
}

// MARK: - Performance: when to vectorize

struct TemperatureSample: Identifiable {
    let id: Int
    let time: Date
    let celsius: Double
    var tint: Color { celsius > 30 ? .red : .blue }
    var spokenValue: Text { Text("\(celsius, specifier: "%.1f") degrees") }
}

/// Three days of temperatures every ten minutes as one vectorized line, tinted above 30 °C.
struct VectorizedTemperatureChart {
    let samples: [TemperatureSample]

    var body: Chart {
        Chart {
            LinePlot(samples, x: .value("Time", \.time), y: .value("Celsius", \.celsius))
                .foregroundStyle(\.tint)
                .accessibilityValue(\.spokenValue)
        }
    }

    static let sample: [TemperatureSample] = {
        var random = SeedRandom(seed: 13)
        return (0..<(3 * 144)).map { i in
            let hours = Double(i) / 6
            let celsius = 25 + 8 * sin(2 * .pi * (hours - 9) / 24) + random.normal(deviation: 0.4)
            return TemperatureSample(
                id: i, time: SeedDates.date(2024, 7, 1).addingTimeInterval(hours * 3600), celsius: celsius)
        }
    }()
}

// MARK: - Heat map

struct BookingCell: Sendable {
    let hour: Int
    let weekday: String
    let count: Int
}

/// Bookings per weekday and hour, coloured on a mint–yellow–orange gradient.
struct BookingsHeatMap {
    let bookings: [BookingCell]

    var body: Chart {
        Chart(bookings) { cell in
            RectangleMark(x: .value("Hour", cell.hour), y: .value("Weekday", cell.weekday))
                .foregroundStyle(by: .value("Bookings", cell.count))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.mint, .yellow, .orange]))
    }

    static let sample: [BookingCell] = {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return days.enumerated().flatMap { d, day in
            (8...20).map { hour in
                let weekend = d >= 5
                let peak = weekend ? 14.0 : 12.5
                let level = exp(-pow(Double(hour) - peak, 2) / (weekend ? 18 : 8))
                return BookingCell(hour: hour, weekday: day, count: Int((weekend ? 14 : 9) * level + Double(d % 3)))
            }
        }
    }()
}

// MARK: - Symbols

struct Run: Sendable {
    let speed: Double
    let bpm: Double
    let surface: String
}

let sampleRuns: [Run] = {
    var random = SeedRandom(seed: 17)
    return ["Road", "Trail", "Track"].flatMap { surface in
        (0..<12).map { _ in
            let speed = 8 + 8 * random.next()
            let extra = surface == "Trail" ? 12.0 : surface == "Track" ? -4 : 0
            return Run(speed: speed, bpm: 95 + 5.2 * speed + extra + random.normal(deviation: 4), surface: surface)
        }
    }
}()

/// Heart rate against speed, every run a diamond of 80 square points.
struct DiamondRunsChart {
    let runs: [Run]

    var body: Chart {
        Chart(runs) { run in
            PointMark(x: .value("Speed", run.speed), y: .value("Heart rate", run.bpm))
                .symbol(.diamond)
                .symbolSize(80)
        }
    }
}

/// Heart rate against speed, a symbol per surface.
struct SurfaceRunsChart {
    let runs: [Run]

    var body: Chart {
        Chart(runs) { run in
            PointMark(x: .value("Speed", run.speed), y: .value("Heart rate", run.bpm))
                .symbol(by: .value("Surface", run.surface))
        }
    }
}

/// Heart rate against speed, each run drawn with a custom symbol. The seed's symbol is the SF Symbol
/// `figure.run`, which exists only on Apple systems; a text glyph stands in for it.
struct CustomSymbolRunsChart {
    let runs: [Run]

    var body: Chart {
        Chart(runs) { run in
            PointMark(x: .value("Speed", run.speed), y: .value("Heart rate", run.bpm))
                .symbol { Text("➚").font(.caption2) }
        }
    }
}

// MARK: - Lines (gradient)

struct DailyPrice: Sendable {
    let day: Date
    let close: Double
}

/// A line over a fading area: an indigo gradient from 35 % at the top to 2 % at the bottom.
struct FadingAreaChart {
    let prices: [DailyPrice]

    var body: Chart {
        Chart(prices) { point in
            AreaMark(x: .value("Day", point.day), y: .value("Price", point.close))
                .foregroundStyle(
                    .linearGradient(
                        colors: [.indigo.opacity(0.35), .indigo.opacity(0.02)],
                        startPoint: .top, endPoint: .bottom))
            LineMark(x: .value("Day", point.day), y: .value("Price", point.close))
                .foregroundStyle(.indigo)
        }
    }

    static let sample: [DailyPrice] = {
        var random = SeedRandom(seed: 41)
        var close = 182.0
        return (0..<60).map { i in
            close += random.normal(deviation: 2.2) + 0.15
            return DailyPrice(day: SeedDates.adding(days: i, to: SeedDates.date(2024, 3, 1)), close: close)
        }
    }()
}

// MARK: - Pies and donuts (label in the hole)

/// The golden-ratio donut with the total in its hole, drawn by `.chartBackground`.
struct TotalDonut {
    let portfolio: [Holding]
    var portfolioTotal: Double { portfolio.reduce(0) { $0 + $1.value } }

    var body: Chart {
        Chart(portfolio) { holding in
            SectorMark(angle: .value("Value", holding.value), innerRadius: .ratio(0.618))
                .foregroundStyle(by: .value("Asset", holding.asset))
        }
        .chartBackground { _ in
            VStack {
                Text("Total").font(.caption)
                Text(portfolioTotal, format: .currency(code: "EUR")).font(.headline)
            }
        }
    }
}

// MARK: - Dark mode and theming

struct Spending: Sendable {
    let period: String
    let amount: Double
    let kind: String
}

/// Spending per period with fixed category colours, a plot style and an axis style, in dark mode.
struct SpendingChart {
    let spending: [Spending]

    var body: Chart {
        Chart(spending) { entry in
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
    }

    static let sample: [Spending] = {
        let amounts: [String: [Double]] = [
            "Food": [420, 380, 455, 410], "Travel": [120, 640, 90, 210], "Home": [260, 240, 310, 275],
        ]
        return ["Jan", "Feb", "Mar", "Apr"].enumerated().flatMap { m, period in
            ["Food", "Travel", "Home"].map { Spending(period: period, amount: amounts[$0]![m], kind: $0) }
        }
    }()
}
