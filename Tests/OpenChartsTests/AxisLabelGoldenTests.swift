import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of 2D axis titles placed with `position:` and `alignment:`, and given as view
/// content: monthly mean daily highs of Oslo and Rome (rounded climate normals). The samples of
/// ComposingContent.md ("Place the axis titles") are compiled here.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct AxisLabelGoldenTests {
    struct Reading {
        let month: Int
        let high: Double
        let city: String
    }

    static let readings: [Reading] =
        zip(1...12, [-1.0, 0, 4, 10, 16, 20, 22, 21, 16, 9, 4, 0]).map { Reading(month: $0, high: $1, city: "Oslo") }
        + zip(1...12, [12.0, 13, 15, 18, 23, 27, 30, 31, 27, 22, 16, 13]).map {
            Reading(month: $0, high: $1, city: "Rome")
        }

    func placedTitles(_ readings: [Reading]) -> Chart {
        Chart(readings) { r in
            LineMark(x: .value("Month", r.month), y: .value("High", r.high))
                .foregroundStyle(by: .value("City", r.city))
        }
        .chartXAxisLabel("Month", position: .bottom, alignment: .trailing)
        .chartYAxisLabel("Mean daily high (°C)", position: .top, alignment: .leading)
    }

    func titlesBeside(_ readings: [Reading]) -> Chart {
        Chart(readings) { r in
            LineMark(x: .value("Month", r.month), y: .value("High", r.high))
                .foregroundStyle(by: .value("City", r.city))
        }
        .chartXAxisLabel("Month", position: .trailing)
        .chartYAxisLabel("Mean daily high (°C)", position: .trailing, alignment: .top)
    }

    /// The x title left of the plot on the x labels' level, the y title below the x labels, the
    /// legend on the right: each in its own room.
    func titlesLeadingAndBelow(_ readings: [Reading]) -> Chart {
        Chart(readings) { r in
            LineMark(x: .value("Month", r.month), y: .value("High", r.high))
                .foregroundStyle(by: .value("City", r.city))
        }
        .chartXAxisLabel("Month", position: .leading)
        .chartYAxisLabel("y: mean daily high (°C)", position: .bottom)
        .chartLegend(position: .trailing)
    }

    func titleViews(_ readings: [Reading]) -> Chart {
        Chart(readings) { r in
            LineMark(x: .value("Month", r.month), y: .value("High", r.high))
                .foregroundStyle(by: .value("City", r.city))
        }
        .chartXAxisLabel(position: .bottom) {
            VStack {
                Text("Month").bold()
                Text("climate normals, 1991–2020").font(.caption)
            }
        }
        .chartYAxisLabel(position: .topLeading) { Text("°C").bold() }
    }

    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart.chartTitle("Mean daily highs")).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func titlesAboveAndAlignedToTheEnds() throws {
        try check(placedTitles(Self.readings), "axis-labels-top-and-trailing")
    }

    @Test func titlesBesideThePlot() throws {
        try check(titlesBeside(Self.readings), "axis-labels-beside-the-plot")
    }

    @Test func titlesLeftOfAndBelowThePlot() throws {
        try check(titlesLeadingAndBelow(Self.readings), "axis-labels-leading-and-below")
    }

    @Test func titlesAsViews() throws {
        try check(titleViews(Self.readings), "axis-labels-views")
    }

    /// The same layout in vector output: the SVG's text layer has the y title above every tick
    /// label, the x title below them and above the legend, as in the PNG.
    @Test func vectorOutputPlacesTheTitlesAsThePNG() throws {
        let renderer = ImageRenderer(content: placedTitles(Self.readings))
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        var texts: [(text: String, x: Double, y: Double)] = []
        for piece in svg.components(separatedBy: "<text x=\"").dropFirst() {
            let x = Double(piece.prefix { $0 != "\"" }) ?? .nan
            let afterY = piece.components(separatedBy: "y=\"").dropFirst().first ?? ""
            let y = Double(afterY.prefix { $0 != "\"" }) ?? .nan
            let body = piece.components(separatedBy: ">").dropFirst().first?.components(separatedBy: "<").first ?? ""
            texts.append((body, x, y))
        }
        let ticks = texts.filter { Double($0.text.replacingOccurrences(of: "−", with: "-")) != nil }
        let yTitle = try #require(texts.first { $0.text == "Mean daily high (°C)" })
        let xTitle = try #require(texts.first { $0.text == "Month" })
        let legend = try #require(texts.first { $0.text == "Oslo" })
        #expect(ticks.count >= 8)
        #expect(ticks.allSatisfy { $0.y > yTitle.y }, "the y title is above the tick labels")
        #expect(ticks.allSatisfy { $0.y < xTitle.y }, "the x title is below the tick labels")
        #expect(xTitle.y < legend.y, "the legend is below the x title")
        #expect(try renderer.pdfData().starts(with: Data("%PDF".utf8)))
    }
}
