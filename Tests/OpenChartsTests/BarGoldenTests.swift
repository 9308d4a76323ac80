import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of bar charts: categorical bands, stacking, grouping, horizontal bars, date units
/// and a target rule (the seed's "bars with a target line").
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct BarGoldenTests {
    struct Row {
        let week: String
        let hours: Double
        let kind: String
    }

    static let rows = [
        Row(week: "W1", hours: 30, kind: "Work"), Row(week: "W1", hours: 8, kind: "Study"),
        Row(week: "W2", hours: 35, kind: "Work"), Row(week: "W2", hours: 5, kind: "Study"),
        Row(week: "W3", hours: 28, kind: "Work"), Row(week: "W3", hours: 12, kind: "Study"),
    ]

    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func stackedByCategory() throws {
        try check(
            Chart(Self.rows, id: \.week) { r in
                BarMark(x: .value("Week", r.week), y: .value("Hours", r.hours))
                    .foregroundStyle(by: .value("Kind", r.kind))
            },
            "bars-stacked-by-kind")
    }

    @Test func groupedSideBySide() throws {
        try check(
            Chart(Self.rows, id: \.week) { r in
                BarMark(x: .value("Week", r.week), y: .value("Hours", r.hours))
                    .foregroundStyle(by: .value("Kind", r.kind))
                    .position(by: .value("Kind", r.kind))
            },
            "bars-grouped-by-kind")
    }

    @Test func horizontal() throws {
        try check(
            Chart(Self.rows.filter { $0.kind == "Work" }, id: \.week) { r in
                BarMark(x: .value("Hours", r.hours), y: .value("Week", r.week))
            },
            "bars-horizontal")
    }

    @Test func monthlyDateUnits() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let months = (1...12).map { calendar.date(from: DateComponents(year: 2024, month: $0, day: 10))! }
        try check(
            Chart(months, id: \.self) { d in
                BarMark(
                    x: .value("Month", d, unit: .month),
                    y: .value("Sales", Double(calendar.component(.month, from: d)) * 3 + 10))
            },
            "bars-monthly-date-units")
    }

    @Test func barsWithADashedTargetRule() throws {
        let weeks: [(String, Double)] = [("W1", 36), ("W2", 41), ("W3", 33), ("W4", 39)]
        try check(
            Chart {
                ForEach(weeks, id: \.0) { week in
                    BarMark(x: .value("Week", week.0), y: .value("Hours", week.1))
                }
                RuleMark(y: .value("Target", 38))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
            },
            "bars-with-dashed-target-rule")
    }

    @Test func mixingCategoriesAndNumbersIsATypedError() {
        let chart = Chart {
            BarMark(x: .value("Week", "W1"), y: .value("Hours", 3))
            BarMark(x: .value("Week", 2), y: .value("Hours", 3))
        }
        #expect(throws: ChartError.self) { try chart.lowered() }
    }
}
