import ChartCamera
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// `.chartTitle(_:)`, an OpenCharts extension: a bold, centred line at the top of 2D, sector and 3D
/// charts, with the rest laid out below it.
@Suite struct ChartTitleTests {
    func labels(_ scene: RenderScene) -> [TextLabel] {
        scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels }
            return []
        }
    }

    let line = Chart {
        LinePlot(x: "x", y: "y", domain: 0...1) { $0 }
    }
    .frame(width: 400, height: 300)

    @Test func a2DTitleIsBoldCentredAtTheTopAndPushesThePlotDown() throws {
        let plain = try line.lowered(scale: 1)
        let titled = try line.chartTitle("Growth").lowered(scale: 1)
        let title = try #require(labels(titled).first { $0.text == "Growth" })
        #expect(title.bold && title.horizontal == .center && title.position.x == 200)
        #expect(title.position.y < 20)
        // The y tick labels move down by the title's band; the x labels stay at the bottom.
        let top = { (scene: RenderScene) in labels(scene).filter { $0.text == "1" }.map(\.position.y).min() ?? 0 }
        #expect(top(titled) > top(plain) + 15)
        #expect(line.chartTitle("Growth").title == "Growth")
        #expect(line.chartTitle("").title == nil)
        #expect(line.chartTitle(nil).title == nil)
    }

    @Test func sectorAnd3DChartsShowTheTitleToo() throws {
        let pie = Chart {
            SectorMark(angle: .value("n", 1)).foregroundStyle(by: .value("k", "a"))
            SectorMark(angle: .value("n", 2)).foregroundStyle(by: .value("k", "b"))
        }
        .chartTitle("Shares").frame(width: 300, height: 300)
        #expect(labels(try pie.lowered(scale: 1)).contains { $0.text == "Shares" && $0.bold })
        let surface = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
        }
        .frame(width: 300, height: 300)
        let titled = try surface.chartTitle("Saddle").lowered(scale: 1)
        let title = try #require(labels(titled).first { $0.text == "Saddle" })
        #expect(title.bold && title.position.x == 150)
        #expect(!labels(try surface.lowered(scale: 1)).contains { $0.text == "Saddle" })
    }
}
