import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of area marks, heat-map rectangles and bands.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct MarkGoldenTests {
    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    struct Sale {
        let day: Int
        let amount: Double
        let product: String
    }

    static let sales: [Sale] = (0..<10).flatMap { d in
        [
            Sale(day: d, amount: 3 + Double(d % 4), product: "Tea"),
            Sale(day: d, amount: 2 + Double((d * 7) % 5) / 2, product: "Coffee"),
        ]
    }

    @Test func stackedAreaMarks() throws {
        try check(
            Chart(Self.sales, id: \.day) { s in
                AreaMark(x: .value("Day", s.day), y: .value("Sold", s.amount))
                    .foregroundStyle(by: .value("Product", s.product))
                    .interpolationMethod(.monotone)
            },
            "area-marks-stacked-monotone")
    }

    @Test func heatMapWithContinuousColour() throws {
        struct Cell {
            let day: String
            let hour: String
            let visitors: Double
        }
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let hours = ["6", "9", "12", "15", "18", "21"]
        var cells: [Cell] = []
        for (d, day) in days.enumerated() {
            for (h, hour) in hours.enumerated() {
                let weekend: Double = d >= 5 ? 6 : 0
                let visitors: Double = 10 + Double(h) * 3 + Double(d % 3) * 2 - weekend
                cells.append(Cell(day: day, hour: hour, visitors: visitors))
            }
        }
        try check(
            Chart(cells, id: \.day) { (cell: Cell) in
                RectangleMark(
                    x: .value("Day", cell.day), y: .value("Hour", cell.hour), width: .ratio(0.95), height: .ratio(0.95)
                )
                .foregroundStyle(by: .value("Visitors", cell.visitors))
            },
            "heat-map-continuous-colour")
    }

    @Test func rangeBandWithAMeanLine() throws {
        let values: [Double] = [4.1, 5.3, 4.8, 6.2, 5.9, 4.4, 5.1, 6.0, 5.6, 4.9]
        let mean = values.reduce(0, +) / Double(values.count)
        try check(
            Chart {
                RectangleMark(yStart: .value("Low", values.min()!), yEnd: .value("High", values.max()!))
                    .foregroundStyle(.gray)
                    .opacity(0.2)
                ForEach(Array(values.enumerated()), id: \.offset) { i, v in
                    LineMark(x: .value("Run", i + 1), y: .value("Time (s)", v))
                }
                RuleMark(y: .value("Mean", mean))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 2, dash: [6, 4]))
            }
            .chartYScale(domain: .automatic(includesZero: false)),
            "range-band-with-mean-line")
    }
}
