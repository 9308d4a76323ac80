import ChartData
import Foundation
import OpenCharts

extension Examples {
    /// The penguins' body mass by species as box plots: quartiles, Tukey whiskers at 1.5 IQR and
    /// the outliers beyond, a colour per species.
    public static func penguinBoxes() throws -> Chart {
        let penguins = try penguinData()
        return Chart {
            BoxPlot(
                penguins, x: .value("Species", \.species), y: .value("Body mass (g)", \.mass),
                by: .value("Species", \.species))
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .frame(width: 560, height: 400)
    }

    /// The penguins' flipper length by species as violins: a Gaussian kernel density estimate per
    /// species (Scott's bandwidth), with its quartiles.
    public static func penguinViolins() throws -> Chart {
        let penguins = try penguinData()
        return Chart {
            ViolinPlot(
                penguins, x: .value("Species", \.species), y: .value("Flipper length (mm)", \.flipper),
                by: .value("Species", \.species))
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .frame(width: 560, height: 400)
    }

    /// Fisher's irises: petal width against petal length, a colour per species, with the
    /// least-squares line through all 150 flowers and its 95% confidence band.
    public static func irisFit() throws -> Chart {
        let flowers = try irisData()
        return Chart {
            ForEach(flowers) { f in
                PointMark(x: .value("Petal length (cm)", f.petalLength), y: .value("Petal width (cm)", f.petalWidth))
                    .foregroundStyle(by: .value("Species", f.species))
                    .symbol(by: .value("Species", f.species))
            }
            FitPlot(
                flowers, x: .value("Petal length (cm)", \.petalLength), y: .value("Petal width (cm)", \.petalWidth)
            )
            .foregroundStyle(.gray)
        }
        .frame(width: 560, height: 400)
    }

    /// The mean and standard deviation of Seattle's daily highs for each calendar month of 2012–2015.
    public struct MonthlyTemperature: Sendable, Identifiable {
        public var id: Int { month }
        /// 1 (January) to 12.
        public let month: Int
        /// The month's abbreviated name ("Jan").
        public let name: String
        /// The mean of the month's daily highs (°C).
        public let mean: Double
        /// Their sample standard deviation (°C).
        public let sd: Double
        /// The number of days.
        public let days: Int
    }

    /// Seattle's daily highs grouped by calendar month, over the four years.
    public static func seattleMonthlyHighs() throws -> [MonthlyTemperature] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let days = try seattleWeather()
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return (1...12).map { month in
            let highs = days.filter { calendar.component(.month, from: $0.date) == month }.map(\.high)
            return MonthlyTemperature(
                month: month, name: names[month - 1], mean: Statistics.mean(highs),
                sd: Statistics.standardDeviation(highs), days: highs.count)
        }
    }

    /// Seattle's monthly mean daily high ± one standard deviation: error bars with caps, on points
    /// joined by a line.
    public static func seattleMonthlyErrorBars() throws -> Chart {
        let months = try seattleMonthlyHighs()
        return Chart(months) { m in
            LineMark(x: .value("Month", m.name), y: .value("Daily high (°C)", m.mean))
            ErrorBarMark(x: .value("Month", m.name), y: .value("Daily high (°C)", m.mean), yError: .symmetric(m.sd))
            PointMark(x: .value("Month", m.name), y: .value("Daily high (°C)", m.mean))
        }
        .chartYAxisLabel("Mean daily high ± 1 sd (°C)")
        .frame(width: 560, height: 360)
    }
}
