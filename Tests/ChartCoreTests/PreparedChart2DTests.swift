import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// A prepared 2D chart hovers without lowering again: its scenes and read-outs are those of lowering
/// the whole chart for every pointer position, and it says when it no longer fits the view.
@Suite struct PreparedChart2DTests {
    struct Reading: Identifiable {
        let id: Int
        let day: Double
        let value: Double
        let city: String
    }

    static let readings = (0..<40).map { i in
        Reading(
            id: i, day: Double(i / 2), value: sin(Double(i) / 5) * 10 + Double(i % 2) * 4,
            city: i % 2 == 0 ? "Oslo" : "Rome")
    }

    /// Lines of two series, points coloured by city and a function: every kind of read-out line.
    let mixed = Chart {
        ForEach(PreparedChart2DTests.readings) { r in
            LineMark(x: .value("Day", r.day), y: .value("Temperature", r.value))
                .foregroundStyle(by: .value("City", r.city))
            PointMark(x: .value("Day", r.day), y: .value("Temperature", r.value))
                .foregroundStyle(by: .value("City", r.city))
        }
        LinePlot(x: "Day", y: "Trend", domain: 0...19) { 0.3 * $0 - 2 }
    }
    .frame(width: 420, height: 300)

    /// Pointer positions across the plot of `layout`, and one outside it.
    static func hovers(_ plot: PlotRect) -> [SIMD2<Double>?] {
        let fractions: [(Double, Double)] = [(0.05, 0.5), (0.33, 0.2), (0.5, 0.5), (0.71, 0.9), (0.98, 0.1)]
        let lo = plot.lo
        let size = plot.hi - plot.lo
        var result: [SIMD2<Double>?] = fractions.map { f in lo + SIMD2(f.0, f.1) * size }
        result.append(SIMD2(1, 1))
        result.append(nil)
        return result
    }

    /// For each hover, the prepared chart's scene and read-out equal a fresh lowering's.
    func expectSameAsRelowering(_ chart: Chart, zoom: Double = 1, pan: SIMD2<Double> = .zero, scale: Double = 1)
        throws
    {
        let prepared = try chart.prepared(scale: scale, zoom: zoom, pan: pan)
        for hover in Self.hovers(prepared.layout.plot) {
            let interaction = ChartInteraction(zoom: zoom, pan: pan, hover: hover)
            let fresh = try chart.interactiveScene(scale: scale, interaction: interaction)
            let reused = try prepared.interactiveScene(interaction)
            #expect(reused.scene == fresh.scene, "hover \(String(describing: hover))")
            #expect(reused.readout == fresh.readout)
            #expect(reused.selectedX == fresh.selectedX && reused.selectedY == fresh.selectedY)
            #expect(reused.selectedAngle == fresh.selectedAngle)
        }
    }

    @Test func hoverScenesEqualThoseOfLoweringAgain() throws {
        try expectSameAsRelowering(mixed)
        try expectSameAsRelowering(mixed, scale: 2)
    }

    @Test func zoomedAndPannedHoverScenesEqualThoseOfLoweringAgain() throws {
        try expectSameAsRelowering(mixed, zoom: 2.5, pan: SIMD2(-60, 0))
        try expectSameAsRelowering(mixed, zoom: 0.7, pan: SIMD2(35, 12))
    }

    @Test func sectorHoverSelectsTheSameAngleAsLoweringAgain() throws {
        let pie = Chart {
            SectorMark(angle: .value("Share", 3)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("Share", 5)).foregroundStyle(by: .value("Kind", "B"))
            SectorMark(angle: .value("Share", 2)).foregroundStyle(by: .value("Kind", "C"))
        }
        .frame(width: 300, height: 300)
        try expectSameAsRelowering(pie)
        let prepared = try pie.prepared(scale: 1)
        let plot = prepared.layout.plot
        let centre = (plot.lo + plot.hi) / 2
        // Right of the centre is a quarter turn clockwise from 12 o'clock: a quarter of the total 10.
        let angle = try #require(
            try prepared.interactiveScene(ChartInteraction(hover: centre + SIMD2(40, 0))).selectedAngle)
        #expect(abs(angle - 2.5) < 1e-6)
    }

    @Test func hoverAddsOnlyTheRuleAndReadoutToThePreparedScene() throws {
        let prepared = try mixed.prepared(scale: 1)
        #expect(prepared.scene == (try Lowering2D(chart: mixed, scale: 1).lowerWithLayout().scene))
        let plot = prepared.layout.plot
        let hover = SIMD2(Double(plot.x0 + plot.x1) / 2, Double(plot.y0 + plot.y1) / 2)
        let hovered = try prepared.interactiveScene(ChartInteraction(hover: hover))
        let base = prepared.scene.primitives
        #expect(Array(hovered.scene.primitives.prefix(base.count)) == base)
        let added = hovered.scene.primitives.dropFirst(base.count)
        guard case .lines(let rule) = added.first else {
            Issue.record("the first added primitive is not the rule: \(added)")
            return
        }
        #expect(rule.vertices.map(\.x) == [Float(hover.x), Float(hover.x)])
        let lines = try #require(hovered.readout)
        // The x, both LineMark series, the trend function, the nearest point per y label and its colour.
        #expect(lines.first?.hasPrefix("Day: ") == true)
        #expect(lines.contains { $0.hasPrefix("Oslo: ") } && lines.contains { $0.hasPrefix("Rome: ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Trend: ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("City: ") }, "\(lines)")
    }

    @Test func aChangedZoomPanOrScaleNeedsANewPreparedChart() throws {
        let prepared = try mixed.prepared(scale: 1, zoom: 2, pan: SIMD2(10, 0))
        #expect(prepared.isPrepared(for: ChartInteraction(zoom: 2, pan: SIMD2(10, 0), hover: SIMD2(50, 50)), scale: 1))
        #expect(!prepared.isPrepared(for: ChartInteraction(zoom: 2, pan: SIMD2(10, 0)), scale: 2))
        #expect(!prepared.isPrepared(for: ChartInteraction(zoom: 3, pan: SIMD2(10, 0)), scale: 1))
        #expect(!prepared.isPrepared(for: ChartInteraction(zoom: 2, pan: SIMD2(11, 0)), scale: 1))
    }
}
