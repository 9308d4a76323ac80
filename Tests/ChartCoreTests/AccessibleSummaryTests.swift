import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// Marks that summarise themselves (`ChartMark.accessibleSummary`): how the description names
/// the chart and groups consecutive summaries of one kind, and what the built-in statistical and
/// field marks say, checked against the statistics computed here.
struct AccessibleSummaryTests {
    /// A user's mark with a summary and values: the description reads the summary, the data
    /// table still reads the values.
    struct Peak: ChartContent, ChartMark {
        let x: Double
        let height: Double
        var markName: String { "Peak" }
        func addValues(to domains: inout MarkDomains) throws {
            try domains.addX(.value("Time (s)", x))
            try domains.addY(.value("Signal (V)", height))
        }
        func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }
        var accessibleValues: MarkAccessibleValues? {
            MarkAccessibleValues(role: .point, xLabel: "Time (s)", yLabel: "Signal (V)", x: x, y: height)
        }
        var accessibleSummary: MarkAccessibleSummary? {
            MarkAccessibleSummary(kind: "peaks", of: "Signal (V)", item: "\(height) at \(x) s")
        }
    }

    @Test func consecutiveSummariesOfOneKindReadAsOneSentence() {
        let chart = Chart {
            Peak(x: 1, height: 2)
            Peak(x: 3, height: 5)
        }
        let text = chart.accessibilityDescription
        #expect(text.hasPrefix("Chart of peaks."), "\(text)")
        #expect(text.hasSuffix("Peaks of Signal, in V: 2.0 at 1.0 s; 5.0 at 3.0 s."), "\(text)")
        #expect(!text.contains("2 points"), "\(text)")
        // The data table reads the values, as without a summary.
        let table = chart.dataTable()
        #expect(table.rows.count == 2 && table.rows[1].contains("5"), "\(table.csv)")
    }

    @Test func summariesAmongOtherMarksNameBothKinds() {
        let chart = Chart {
            LineMark(x: .value("Time (s)", 0.0), y: .value("Signal (V)", 1.0))
            LineMark(x: .value("Time (s)", 4.0), y: .value("Signal (V)", 3.0))
            Peak(x: 3, height: 5)
        }
        let text = chart.accessibilityDescription
        #expect(text.hasPrefix("Chart of lines and peaks."), "\(text)")
        #expect(text.contains("Peaks of Signal, in V: 5.0 at 3.0 s."), "\(text)")
        #expect(text.contains("The line"), "\(text)")
    }

    @Test func summariesOfDifferentKindsAreSeparateSentences() {
        struct Other: ChartContent, ChartMark {
            var markName: String { "Other" }
            func addValues(to domains: inout MarkDomains) throws { try domains.addX(.value("x", 0.0)) }
            func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }
            var accessibleSummary: MarkAccessibleSummary? { MarkAccessibleSummary(kind: "others", item: "one") }
        }
        let chart = Chart {
            Peak(x: 1, height: 2)
            Other()
            Peak(x: 3, height: 5)
        }
        let text = chart.accessibilityDescription
        #expect(text.hasPrefix("Chart of peaks and others."), "\(text)")
        #expect(text.contains("Peaks of Signal, in V: 2.0 at 1.0 s. Others: one. Peaks of Signal, in V: 5.0 at 3.0 s."))
    }

    struct Sample {
        let group: String
        let v: Double
    }

    struct XY {
        let x: Double
        let y: Double
    }

    @Test func boxPlotsReadTheirStatistics() throws {
        let values = (0..<41).map { Sample(group: "g\($0 % 2)", v: Double($0)) } + [Sample(group: "g0", v: 200)]
        let chart = Chart { BoxPlot(values, x: .value("Group", \.group), y: .value("Mass (g)", \.v)) }
        let text = chart.accessibilityDescription
        let g0 = values.filter { $0.group == "g0" }.map(\.v)
        let stats = try #require(BoxStatistics(values: g0))
        #expect(text.hasPrefix("Chart of box plots."), "\(text)")
        let item =
            "g0: \(g0.count) values, median \(DescriptionWriter.number(stats.median, span: 1)), quartiles "
            + "\(DescriptionWriter.number(stats.lowerQuartile, span: 1)) to "
            + "\(DescriptionWriter.number(stats.upperQuartile, span: 1))"
        #expect(text.contains("Box plots of Mass, in g: " + item), "\(text)")
        #expect(text.contains("1 outlier"), "\(text)")
    }

    @Test func aLinearFitReadsItsSlopeAndIntercept() {
        let points = (0..<10).map { i -> XY in
            let x = Double(i)
            return XY(x: x, y: 2 * x + 1 + (i % 2 == 0 ? 0.1 : -0.1))
        }
        let chart = Chart {
            FitPlot(points, x: .value("Dose (mg)", \.x), y: .value("Response", \.y), method: .linear)
        }
        let text = chart.accessibilityDescription
        // The least-squares line through these points, by the normal equations.
        let n = Double(points.count)
        let (sx, sy) = (points.map(\.x).reduce(0, +), points.map(\.y).reduce(0, +))
        let sxy = points.map { $0.x * $0.y }.reduce(0, +)
        let sxx = points.map { $0.x * $0.x }.reduce(0, +)
        let slope = (n * sxy - sx * sy) / (n * sxx - sx * sx)
        let intercept = (sy - slope * sx) / n
        #expect(
            text.contains(
                "a least-squares line of Response on Dose from 10 points: slope "
                    + DescriptionWriter.number(slope, span: abs(slope))), "\(text)")
        #expect(text.contains("intercept \(DescriptionWriter.number(intercept, span: 19.8))"), "\(text)")
        #expect(text.contains("with its 95% confidence band"), "\(text)")
    }

    @Test func contourLevelsReadTheirLineCounts() throws {
        // Two peaks: the level 0.5 closes around each (2 lines), the level 0.03 around both (1; the saddle between them is at 2e⁻⁴ ≈ 0.037).
        let (nx, ny) = (81, 41)
        let values = (0..<ny).flatMap { r in
            (0..<nx).map { c -> Double in
                let (x, y) = (-2 + 4 * Double(c) / Double(nx - 1), -1 + 2 * Double(r) / Double(ny - 1))
                return exp(-((x - 1) * (x - 1) + y * y) * 4) + exp(-((x + 1) * (x + 1) + y * y) * 4)
            }
        }
        let chart = Chart {
            ContourPlot(
                x: "x", y: "y", value: "Height (m)", columns: GridPlacement(count: nx, extent: -2...2),
                rows: GridPlacement(count: ny, extent: -1...1), values: values, levels: .values([0.03, 0.5]))
        }
        let text = chart.accessibilityDescription
        #expect(text.hasPrefix("Chart of contour lines."), "\(text)")
        #expect(text.contains("Contour lines of Height, in m: 0.03: 1 line, through x "), "\(text)")
        #expect(text.contains("; 0.5: 2 lines, the longest through x "), "\(text)")
    }

    @Test func directionsInWords() {
        #expect(VectorArrowsSpec.direction(1, 0) == "right")
        #expect(VectorArrowsSpec.direction(0, 1) == "up")
        #expect(VectorArrowsSpec.direction(-1, -1) == "down and to the left")
        #expect(VectorArrowsSpec.direction(1, -0.9) == "down and to the right")
        #expect(VectorArrowsSpec.direction(-1, 0.01) == "left")
    }
}
