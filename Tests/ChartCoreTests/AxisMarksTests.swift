import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// `.chartXAxis`/`.chartYAxis`: hidden axes, and the `AxisMarks` DSL (values, parts, positions, formats).
@Suite struct AxisMarksTests {
    struct Reading {
        let hour: Double
        let uv: Double
    }

    static let readings = (0...12).map { Reading(hour: Double($0), uv: 10 * sin(Double($0) / 12 * .pi)) }

    /// A line of UV readings over the day, y fixed to 0…12.
    var uvChart: Chart {
        Chart(Self.readings, id: \.hour) {
            LineMark(x: .value("Hour", $0.hour), y: .value("UV index", $0.uv))
        }
        .chartYScale(domain: 0...12)
    }

    func lowered(_ chart: Chart) throws -> (labels: [TextLabel], layout: Lowering2D.Layout, scene: RenderScene) {
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerWithLayout()
        let labels = scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels }
            return []
        }
        return (labels, layout, scene)
    }

    /// Labels that are not the axis titles.
    func tickLabels(_ chart: Chart) throws -> [TextLabel] {
        try lowered(chart).labels.filter { $0.rotation == 0 && $0.text != "Hour" }
    }

    static func describe(_ uv: Double) -> String {
        switch uv {
        case ..<3: "Low"
        case ..<6: "Moderate"
        case ..<8: "High"
        case ..<11: "Very high"
        default: "Extreme"
        }
    }

    @Test func explicitValuesGiveOneLabelEach() throws {
        let chart = uvChart.chartYAxis { AxisMarks(format: .number, preset: .aligned, values: Array(0...12)) }
        let (labels, layout, _) = try lowered(chart)
        let y = labels.filter { $0.horizontal == .trailing && $0.position.x < layout.plot.x0 }
        #expect(y.map(\.text) == (0...12).map { "\($0)" })
        for (i, l) in y.enumerated() {
            #expect(abs(Double(l.position.y) - layout.y.pixel(Double(i))) < 0.01)
        }
    }

    @Test func explicitFractionalValuesAreLabelledAsWritten() throws {
        // The gap between 1.5 and 2.5 is 1: labelling to the gap's precision read "2" and "3".
        let chart = uvChart.chartXAxis { AxisMarks(values: [1.5, 2.5, 10]) }
        let (labels, layout, _) = try lowered(chart)
        let x = labels.filter { $0.rotation == 0 && $0.position.y > layout.plot.y1 && $0.text != "Hour" }
        #expect(x.map(\.text) == ["1.5", "2.5", "10"])
        let y = uvChart.chartYAxis { AxisMarks(values: [0.25, 5, 7.125]) }
        let (allY, yLayout, _) = try lowered(y)
        let yLabels = allY.filter {
            $0.rotation == 0 && $0.position.x < yLayout.plot.x0
        }
        #expect(yLabels.map(\.text) == ["0.25", "5", "7.125"])
    }

    @Test func severalAxisMarksAreAllDrawnAndInsetLabelsSitInside() throws {
        let chart = uvChart.chartYAxis {
            AxisMarks(format: .number, preset: .aligned, values: Array(0...12))
            AxisMarks(preset: .inset, position: .leading, values: [1, 3, 6, 8, 11]) { value in
                AxisValueLabel(Self.describe(value.as(Double.self)!))
            }
        }
        let (labels, layout, _) = try lowered(chart)
        #expect(labels.filter { Int($0.text) != nil }.count >= 13)
        let inset = labels.filter { $0.text.first?.isLetter == true && $0.rotation == 0 && $0.text != "Hour" }
        #expect(inset.map(\.text) == ["Low", "Moderate", "High", "Very high", "Extreme"])
        for l in inset {
            #expect(l.position.x > layout.plot.x0 && l.position.x < layout.plot.x1)
        }
    }

    @Test func hiddenAxesDrawNoLabelsAndGiveBackTheirSpace() throws {
        let shown = try lowered(uvChart)
        let hidden = try lowered(uvChart.chartXAxis(.hidden).chartYAxis(.hidden))
        #expect(!shown.labels.isEmpty)
        #expect(hidden.labels.isEmpty)
        #expect(hidden.layout.plot.x0 < shown.layout.plot.x0)
        #expect(hidden.layout.plot.y1 > shown.layout.plot.y1)
        // No grid or axis lines: the only lines are the data's.
        let lines = hidden.scene.primitives.filter {
            if case .lines = $0 { return true }
            return false
        }
        #expect(lines.count == 1)

        let onlyX = try lowered(uvChart.chartXAxis(.hidden).chartYAxis(.visible))
        #expect(!onlyX.labels.isEmpty)
        #expect(onlyX.labels.allSatisfy { $0.position.x < onlyX.layout.plot.x0 || $0.rotation != 0 })
    }

    @Test func trailingPutsTheYLabelsRightOfThePlot() throws {
        let (labels, layout, _) = try lowered(uvChart.chartYAxis { AxisMarks(position: .trailing) })
        let y = labels.filter { $0.horizontal == .leading && $0.rotation == 0 }
        #expect(y.count >= 3)
        #expect(y.allSatisfy { $0.position.x > layout.plot.x1 })
        #expect(labels.filter { $0.horizontal == .trailing }.isEmpty)
        // The title follows the labels to the right.
        let title = try #require(labels.first { $0.text == "UV index" })
        #expect(title.position.x > layout.plot.x1)
    }

    @Test func strideByANumberAndFormat() throws {
        let chart = uvChart.chartXAxis {
            AxisMarks(values: .stride(by: 4)) {
                AxisGridLine()
                AxisValueLabel(format: .number.precision(.fractionLength(1)))
            }
        }
        let texts = try lowered(chart).labels.filter { $0.vertical == .top && $0.rotation == 0 }.map(\.text)
        #expect(texts.prefix(4) == ["0.0", "4.0", "8.0", "12.0"])
    }

    @Test func desiredCountAndGridOnlyMarks() throws {
        let few = uvChart.chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) }
        let many = uvChart.chartYAxis { AxisMarks(values: .automatic(desiredCount: 12)) }
        let yCount = { (c: Chart) in try tickLabels(c).filter { $0.horizontal == .trailing }.count }
        #expect(try yCount(few) < yCount(many))
        let gridOnly = uvChart.chartYAxis { AxisMarks { AxisGridLine() } }
        #expect(try yCount(gridOnly) == 0)
    }

    @Test func customLabelContentSeesTheValue() throws {
        let chart = uvChart.chartYAxis {
            AxisMarks(values: [0, 6, 12]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let v = value.as(Double.self) {
                        Text("\(v * 100, specifier: "%.0f")%")
                    }
                }
            }
        }
        #expect(try tickLabels(chart).map(\.text).filter { $0.hasSuffix("%") } == ["0%", "600%", "1200%"])
    }

    @Test func strideByMonthGivesMonthStarts() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let days = (0..<6).map { calendar.date(from: DateComponents(year: 2024, month: $0 + 1, day: 15))! }
        let chart = Chart(days, id: \.self) {
            LineMark(x: .value("Day", $0), y: .value("Sales", 10.0))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel("\(calendar.component(.month, from: value.as(Date.self)!))")
            }
        }
        let (labels, layout, _) = try lowered(chart)
        let x = labels.filter { $0.vertical == .top && $0.rotation == 0 && $0.text != "Day" }
        // The domain is rounded out to whole months around the data: every month start in it is marked.
        let months = x.compactMap { Int($0.text) }
        #expect(months.count == x.count && months.count >= 5)
        #expect(months == Array(months[0]...months[months.count - 1]))
        #expect(Set(2...6).isSubset(of: Set(months)))
        for l in x {
            let start = calendar.date(from: DateComponents(year: 2024, month: Int(l.text)!, day: 1))!
            #expect(abs(Double(l.position.x) - layout.x.pixel(start.timeIntervalSince1970)) < 0.01)
        }
        // The default labels of a month stride are month names.
        let plain = try lowered(chart.chartXAxis { AxisMarks(values: .stride(by: .month)) }).labels
        #expect(plain.map(\.text).contains("Mar"))
    }
}

/// The seeds' spellings type-check.
@Suite struct AxisMarksSpellingTests {
    @Test func seedSpellingsBuild() throws {
        let chart = Chart { LineMark(x: .value("x", 1.0), y: .value("y", 2.0)) }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { value in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated))
                }
            }
            .chartYAxis { AxisMarks { _ in AxisValueLabel() } }
        _ = try chart.lowered()
    }
}

/// `.chartForegroundStyleScale`: fixed colours per category, in the mapping's order.
@Suite struct ForegroundStyleScaleTests {
    @Test func mappingFixesColoursAndLegendOrder() throws {
        let chart = Chart {
            BarMark(x: .value("Drink", "Coffee"), y: .value("Cups", 3.0)).foregroundStyle(by: .value("Kind", "Coffee"))
            BarMark(x: .value("Drink", "Tea"), y: .value("Cups", 2.0)).foregroundStyle(by: .value("Kind", "Tea"))
        }
        .chartForegroundStyleScale(["Tea": .green, "Coffee": .brown])
        var categories = Categories(scale: chart.configuration.value.foregroundStyleScale)
        categories.add(title: "Kind", names: ["Coffee", "Tea"])
        #expect(categories.names == ["Tea", "Coffee"])
        #expect(categories.color(named: "Tea") == Color.green.rgba)
        #expect(categories.color(named: "Coffee") == Color.brown.rgba)
        _ = try chart.lowered()
    }
}
