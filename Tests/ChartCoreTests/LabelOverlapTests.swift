import ChartCamera
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// Labels of a 3D chart never overlap one another, the legend or the colour bar, and stay inside
/// the image, at every azimuth — checked on the label rectangles.
@Suite struct LabelOverlapTests {
    struct Box {
        var lo: Vec2
        var hi: Vec2
        var text: String
        func overlaps(_ o: Box) -> Bool { lo.x < o.hi.x && hi.x > o.lo.x && lo.y < o.hi.y && hi.y > o.lo.y }
    }

    /// Bounding boxes of every text label, from the font's measurements.
    func boxes(_ scene: RenderScene) throws -> [Box] {
        var result: [Box] = []
        for case .text(let batch) in scene.primitives {
            for l in batch.labels {
                let style = try TextStyle(size: 1, scale: l.fontSize, color: .black, bold: l.bold)
                let w = style.width(l.text)
                let h = style.lineHeight
                let c = abs(cos(l.rotation))
                let s = abs(sin(l.rotation))
                let ext = Vec2(w * c + h * s, w * s + h * c)
                // Centre of the label from its alignment (labels of 3D charts are centred; legends
                // and colour bars lead from their anchor, vertically centred or top-aligned).
                // The offset in the label's own frame, turned with it (y down, counter-clockwise
                // on screen for a positive rotation).
                var local = Vec2(0, 0)
                if l.horizontal == .leading { local.x += w / 2 }
                if l.horizontal == .trailing { local.x -= w / 2 }
                if l.vertical == .top { local.y += h / 2 }
                if l.vertical == .bottom { local.y -= h / 2 }
                let r = l.rotation
                let centre =
                    l.position + Vec2(local.x * cos(r) + local.y * sin(r), -local.x * sin(r) + local.y * cos(r))
                result.append(Box(lo: centre - ext / 2, hi: centre + ext / 2, text: l.text))
            }
        }
        return result
    }

    struct Penguin {
        let flipper: Double
        let mass: Double
        let bill: Double
        let species: String
    }

    static func penguins() -> [Penguin] {
        let species = ["Adelie", "Gentoo", "Chinstrap"]
        var result: [Penguin] = []
        for i in 0..<60 {
            let flipper: Double = 175 + Double(i % 13) * 4
            let mass: Double = 3000 + Double(i % 7) * 450
            let bill: Double = 35 + Double(i % 11) * 2
            result.append(Penguin(flipper: flipper, mass: mass, bill: bill, species: species[i % 3]))
        }
        return result
    }

    static func penguinChart() -> Chart3D {
        Chart3D(penguins()) { (p: Penguin) in
            PointMark(
                x: .value("Flipper length (mm)", p.flipper), y: .value("Body mass (g)", p.mass),
                z: .value("Bill length (mm)", p.bill)
            )
            .foregroundStyle(by: .value("Species", p.species))
        }
    }

    static func surfaceChart() -> Chart3D {
        let f: @Sendable (Double, Double) -> Double = { x, z in sin(2 * x) * cos(2 * z) * 100 }
        return Chart3D {
            SurfacePlot(x: "Distance east (km)", y: "Height (m)", z: "Distance south (km)", function: f)
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)
    }

    static let charts: [(String, Chart3D)] = [("penguins", penguinChart()), ("surface", surfaceChart())]

    @Test(arguments: Array(stride(from: 0.0, to: 360, by: 45)))
    func noLabelsOverlapAtAnyAzimuth(azimuth: Double) throws {
        for (name, chart) in Self.charts {
            for projection in [Chart3DCameraProjection.orthographic, .perspective] {
                let pose = Chart3DPose(azimuth: .degrees(azimuth), inclination: .degrees(25))
                let scene = try chart.chart3DCameraProjection(projection).lowered(scale: 1, pose: pose)
                let all = try boxes(scene)
                #expect(all.count > 8)
                for (i, a) in all.enumerated() {
                    #expect(
                        a.lo.x >= 0 && a.lo.y >= 0 && a.hi.x <= Float(scene.pixelWidth)
                            && a.hi.y <= Float(scene.pixelHeight),
                        "\(name) \(azimuth)° \(projection): \"\(a.text)\" leaves the image")
                    for b in all[(i + 1)...] where a.overlaps(b) {
                        Issue.record("\(name) \(azimuth)° \(projection): \"\(a.text)\" overlaps \"\(b.text)\"")
                    }
                }
            }
        }
    }

    /// Labels of a 2D chart stay inside the image and apart from one another, and the plot area
    /// stays clear of them.
    func checkNoOverlap(_ chart: Chart, _ name: String) throws {
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerWithLayout()
        let all = try boxes(scene)
        #expect(all.count > 5)
        let plot = layout.plot
        for (i, a) in all.enumerated() {
            #expect(
                a.lo.x >= 0 && a.lo.y >= 0 && a.hi.x <= Float(scene.pixelWidth) && a.hi.y <= Float(scene.pixelHeight),
                "\(name): \"\(a.text)\" leaves the image")
            // No text inside the plot area (a pixel of antialiasing allowed).
            let inside = a.lo.x > plot.x0 + 1 && a.hi.x < plot.x1 - 1 && a.lo.y > plot.y0 + 1 && a.hi.y < plot.y1 - 1
            #expect(!inside, "\(name): \"\(a.text)\" is inside the plot")
            for b in all[(i + 1)...] where a.overlaps(b) {
                Issue.record("\(name): \"\(a.text)\" overlaps \"\(b.text)\"")
            }
        }
    }

    struct Spending {
        let period: String
        let kind: String
        let amount: Double
    }

    @Test(arguments: [DynamicTypeSize.large, .xxxLarge, .accessibility3, .accessibility5])
    func barChartWithLegendAtDynamicTypeSize(size: DynamicTypeSize) throws {
        var rows: [Spending] = []
        for (i, period) in ["Jan", "Feb", "Mar", "Apr"].enumerated() {
            for (k, kind) in ["Food", "Travel", "Home"].enumerated() {
                rows.append(Spending(period: period, kind: kind, amount: Double(200 + 150 * k + 40 * i)))
            }
        }
        let chart = Chart(rows) { row in
            BarMark(x: .value("Period", row.period), y: .value("Spent", row.amount))
                .foregroundStyle(by: .value("Kind", row.kind))
        }
        .dynamicTypeSize(size)
        try checkNoOverlap(chart, "bars \(size)")
    }

    @Test(arguments: [DynamicTypeSize.large, .xxxLarge, .accessibility3, .accessibility5])
    func dateLineChartAtDynamicTypeSize(size: DynamicTypeSize) throws {
        let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
        let days = (0..<90).map {
            (date: start.addingTimeInterval(Double($0) * 86_400), value: 20 + 8 * sin(Double($0) / 9))
        }
        let chart = Chart(days, id: \.date) { day in
            LineMark(x: .value("Date", day.date), y: .value("Minutes", day.value))
        }
        .dynamicTypeSize(size)
        try checkNoOverlap(chart, "dates \(size)")
    }
}
