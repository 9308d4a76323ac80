import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// 2D axis titles with `position:`, `alignment:`, `spacing:` and view content
/// (`chartXAxisLabel(_:position:alignment:spacing:)`, the y and content forms): the layout measures
/// each title, so its box covers no tick label, legend entry, chart title or the plot, on every
/// side, and lies inside the image.
@Suite struct AxisLabelPositionTests {
    struct Reading {
        let day: Double
        let high: Double
        let city: String
    }

    static let readings: [Reading] = (0..<12).flatMap { i in
        let day = Double(i * 30)
        return [
            Reading(day: day, high: 8 + 12 * sin(Double(i) / 2), city: "Oslo"),
            Reading(day: day, high: 16 + 10 * sin(Double(i) / 2), city: "Rome"),
        ]
    }

    static let positions: [(String, AnnotationPosition)] = [
        ("automatic", .automatic), ("top", .top), ("bottom", .bottom), ("leading", .leading),
        ("trailing", .trailing), ("top-leading", .topLeading), ("top-trailing", .topTrailing),
        ("bottom-leading", .bottomLeading), ("bottom-trailing", .bottomTrailing),
    ]

    static func chart(
        x: AnnotationPosition = .automatic, y: AnnotationPosition = .automatic, xAlignment: Alignment? = nil,
        yAlignment: Alignment? = nil, spacing: Double? = nil
    ) -> Chart {
        Chart(readings) {
            LineMark(x: .value("Day", $0.day), y: .value("High", $0.high)).foregroundStyle(by: .value("City", $0.city))
        }
        .chartTitle("Daily highs")
        .chartXAxisLabel("Day of year", position: x, alignment: xAlignment, spacing: spacing)
        .chartYAxisLabel("High (°C)", position: y, alignment: yAlignment, spacing: spacing)
        .frame(width: 420, height: 280)
    }

    typealias Box = LabelOverlapTests.Box

    static func boxes(_ chart: Chart) throws -> (boxes: [Box], plot: PlotRect, size: (Float, Float)) {
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerWithLayout()
        let (w, h) = try chart.chartPixelSize(scale: 1)
        return (try LabelOverlapTests().boxes(scene), layout.plot, (Float(w), Float(h)))
    }

    static func title(_ boxes: [Box], _ text: String) throws -> Box {
        try #require(boxes.first { $0.text == text }, "no label \(text)")
    }

    /// One scene per position, both titles there, as text snapshots.
    @Test func sceneSnapshotsOfEveryPosition() throws {
        for (name, position) in Self.positions {
            let scene = try Self.chart(x: position, y: position).lowered(scale: 1)
            if let failure = try TextSnapshot.check(scene.textDescription, named: "axis-labels-\(name)-scene") {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }

    /// Every pair of positions, alignments at both ends, and the legend on each side: the titles
    /// overlap no other text, nor the plot, and stay inside the image.
    @Test func titleBoxesMissTickLabelsLegendTitleAndPlot() throws {
        let alignments: [Alignment?] = [nil, .leading, .trailing, .top, .bottom]
        let legends: [AnnotationPosition] = [.automatic, .top, .leading, .trailing]
        for (_, x) in Self.positions {
            for (_, y) in Self.positions {
                for (k, a) in alignments.enumerated() {
                    let legend = legends[k % legends.count]
                    let chart = Self.chart(x: x, y: y, xAlignment: a, yAlignment: a).chartLegend(position: legend)
                    try Self.expectClear(chart, "x \(x), y \(y), alignment \(String(describing: a)), legend \(legend)")
                }
            }
        }
    }

    static func expectClear(_ chart: Chart, _ what: String) throws {
        let (boxes, plot, size) = try Self.boxes(chart)
        for text in ["Day of year", "High (°C)"] {
            let t = try Self.title(boxes, text)
            for other in boxes where other.text != text {
                #expect(!t.overlaps(other), "\(text) covers \(other.text): \(what)")
            }
            let plotBox = Box(lo: Vec2(plot.x0, plot.y0), hi: Vec2(plot.x1, plot.y1), text: "plot")
            #expect(!t.overlaps(plotBox), "\(text) covers the plot: \(what)")
            #expect(
                t.lo.x >= 0 && t.lo.y >= 0 && t.hi.x <= size.0 && t.hi.y <= size.1, "\(text) leaves the image: \(what)")
        }
    }

    @Test func alignmentPlacesTheTitleAlongItsSide() throws {
        let tolerance: Float = 1.5
        let (left, plot, _) = try Self.boxes(Self.chart(xAlignment: .leading, yAlignment: .top))
        #expect(abs(try Self.title(left, "Day of year").lo.x - plot.x0) < tolerance)
        #expect(abs(try Self.title(left, "High (°C)").lo.y - plot.y0) < tolerance)
        let (right, plot2, _) = try Self.boxes(Self.chart(xAlignment: .trailing, yAlignment: .bottom))
        #expect(abs(try Self.title(right, "Day of year").hi.x - plot2.x1) < tolerance)
        #expect(abs(try Self.title(right, "High (°C)").hi.y - plot2.y1) < tolerance)
        // Beside the plot an x title sits on the x labels' level: its bottom at theirs.
        let (beside, plot3, _) = try Self.boxes(Self.chart(x: .trailing))
        let xTitle = try Self.title(beside, "Day of year")
        #expect(xTitle.lo.x > plot3.x1 && xTitle.hi.y > plot3.y1)
        // A y title above the plot starts over the y labels.
        let (above, plot4, _) = try Self.boxes(Self.chart(y: .top))
        let yTitle = try Self.title(above, "High (°C)")
        #expect(yTitle.hi.y < plot4.y0 && yTitle.lo.x < plot4.x0)
    }

    @Test func spacingMovesTheTitleAwayFromTheLabels() throws {
        let (near, plotNear, _) = try Self.boxes(Self.chart(x: .bottom, y: .leading, spacing: 2))
        let (far, plotFar, _) = try Self.boxes(Self.chart(x: .bottom, y: .leading, spacing: 22))
        // 20 points more between the x labels and the x title: the plot is 20 pixels shorter.
        #expect(abs((plotNear.y1 - plotNear.y0) - (plotFar.y1 - plotFar.y0) - 20) < 0.01)
        let gapNear = try Self.title(near, "Day of year").lo.y - plotNear.y1
        let gapFar = try Self.title(far, "Day of year").lo.y - plotFar.y1
        #expect(abs(gapFar - gapNear - 20) < 0.01)
        // The y title keeps its place at the margin; the plot starts 20 pixels further right.
        #expect(abs(plotFar.x0 - plotNear.x0 - 20) < 0.01)
    }

    @Test func theAutomaticPositionsAreTheTitlesAsBefore() throws {
        let plain = Chart(Self.readings) { LineMark(x: .value("Day", $0.day), y: .value("High", $0.high)) }
            .chartXAxisLabel("Day of year").chartYAxisLabel("High (°C)")
        let automatic = plain.chartXAxisLabel("Day of year", position: .automatic)
            .chartYAxisLabel("High (°C)", position: .automatic)
        let explicit = plain.chartXAxisLabel("Day of year", position: .bottom, alignment: .center)
            .chartYAxisLabel("High (°C)", position: .leading, alignment: .center)
        let base = try plain.lowered(scale: 1).textDescription
        #expect(try automatic.lowered(scale: 1).textDescription == base)
        #expect(try explicit.lowered(scale: 1).textDescription == base)
    }

    @Test func anOverlayPositionWarnsAndDrawsTheAutomaticOne() throws {
        let overlay = Self.chart(x: .overlay)
        let warnings = try overlay.warnings()
        #expect(
            warnings.contains {
                if case .modifierIgnored(let modifier, _) = $0 { return modifier.contains("chartXAxisLabel") }
                return false
            }, "\(warnings)")
        let (boxes, plot, _) = try Self.boxes(overlay)
        #expect(try Self.title(boxes, "Day of year").lo.y > plot.y1)
    }

    /// View content: a bold title over a smaller line, placed like text and measured too.
    @Test func viewContentIsPlacedAndMeasured() throws {
        let chart = Chart(Self.readings) {
            LineMark(x: .value("Day", $0.day), y: .value("High", $0.high)).foregroundStyle(by: .value("City", $0.city))
        }
        .chartXAxisLabel(position: .bottom, alignment: .trailing) {
            VStack {
                Text("Day of year").bold()
                Text("2024, from 1 January")
            }
        }
        .chartYAxisLabel(position: .top) { Text("High (°C)").bold() }
        .frame(width: 420, height: 280)
        let scene = try chart.lowered(scale: 1)
        if let failure = try TextSnapshot.check(scene.textDescription, named: "axis-labels-content-scene") {
            Issue.record(Comment(rawValue: failure))
        }
        let (boxes, plot, _) = try Self.boxes(chart)
        let first = try Self.title(boxes, "Day of year")
        let second = try Self.title(boxes, "2024, from 1 January")
        #expect(second.lo.y >= first.hi.y - 0.5 && max(first.hi.x, second.hi.x) <= plot.x1 + 1.5)
        for text in ["Day of year", "2024, from 1 January", "High (°C)"] {
            let t = try Self.title(boxes, text)
            for other in boxes where !["Day of year", "2024, from 1 January", "High (°C)"].contains(other.text) {
                #expect(!t.overlaps(other), "\(text) covers \(other.text)")
            }
        }
        // The marks' labels still name the axes in the description.
        #expect(chart.accessibilityDescription.contains("Day"))
    }
}
