import Testing

@testable import ChartCore

/// How rules read in a chart's description: across the plot, and as spans.
struct RuleDescriptionTests {
    static let temperatures: [(day: Int, t: Double)] = [(1, 12), (2, 15), (3, 14), (4, 18), (5, 16)]

    @Test func aSpanOnYAtAnXReadsAsAVerticalLine() {
        let chart = Chart {
            ForEach(Self.temperatures, id: \.day) { d in
                LineMark(x: .value("Day", d.day), y: .value("Temperature", d.t))
            }
            RuleMark(x: .value("Day", 3), yStart: .value("Temperature", 10.0), yEnd: .value("Temperature", 20.0))
        }
        let description = chart.accessibilityDescription
        #expect(description.contains("Reference: a vertical line at Day 3 from 10 to 20."))
        #expect(!description.contains("horizontal"))
    }

    @Test func aSpanOnXAtAYAndAThresholdReadAsHorizontalLines() {
        let chart = Chart {
            ForEach(Self.temperatures, id: \.day) { d in
                LineMark(x: .value("Day", d.day), y: .value("Temperature", d.t))
            }
            RuleMark(xStart: .value("Day", 2), xEnd: .value("Day", 4), y: .value("Temperature", 15.0))
            RuleMark(y: .value("Temperature", 17.0))
        }
        let description = chart.accessibilityDescription
        #expect(description.contains("Reference: a horizontal line at 15. Reference: a horizontal line at 17."))
        #expect(!description.contains("vertical"))
    }
}
