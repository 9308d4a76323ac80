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
                var centre = l.position
                if l.horizontal == .leading { centre.x += w / 2 }
                if l.horizontal == .trailing { centre.x -= w / 2 }
                if l.vertical == .top { centre.y += h / 2 }
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
}
