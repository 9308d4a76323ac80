import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import ChartCore

/// The samples of Creating3DCharts.md's contour section (compiled here), and the goldens of
/// contour lines on surfaces: a function's, with its level lines on the surface, on the floor and
/// its profiles on a wall; the volcano's with its lines on the surface and the floor.
struct SurfaceContourSamples {
    func contouredSurface() -> Chart3D {
        let contoured = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(x) * cos(z) }
                .contours(.step(0.25))
                .contours(.step(0.25), on: .floor)
                .contours(.automatic(count: 5), on: .xWall, color: .gray)
        }
        .chartXScale(domain: -3...3)
        .chartZScale(domain: -3...3)
        .chartYScale(domain: -2...1)
        return contoured
    }
}

@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct SurfaceContourGoldenTests {
    @Test func functionSurfaceWithContoursOnItTheFloorAndAWall() throws {
        let image = try ImageRenderer(content: SurfaceContourSamples().contouredSurface()).renderImage()
        let result = try GoldenImage.check(image, named: "surface-contours-function-floor-wall")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func volcanoWithContoursOnTheSurfaceAndTheFloor() throws {
        let example = try #require(Example.named("volcano-contours-3d"))
        guard case .chart3D(let chart) = try example.build() else {
            Issue.record("volcano-contours-3d is not a 3D chart")
            return
        }
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: "example-volcano-contours-3d")
        if case .skipped(let reason) = result { print(reason) }
    }
}

/// The volcano's 3D contours have the levels of its 2D `ContourPlot` (no GL: read from the scene).
@Suite struct SurfaceContourLevelTests {
    @Test func volcanoLevelsMatchTheContourPlots() throws {
        let csv = GoldenImage.repositoryRoot.appending(path: "Datasets/volcano-grid.csv")
        let grid = try NumericGrid(csv: try String(contentsOf: csv, encoding: .utf8))
        let plot = ContourPlot(
            grid, x: "x", y: "y", value: "Height", levels: .step(10), xExtent: 0...600, yExtent: 0...860)
        let levels2D = plot.levels.compactMap(\.level)
        #expect(levels2D == Array(stride(from: 100.0, through: 190, by: 10)))
        let example = try #require(Example.named("volcano-contours-3d"))
        func worldLines(_ scene: RenderScene) -> [LineBatch] {
            scene.primitives.compactMap { p -> LineBatch? in
                if case .lines(let l) = p, l.space == .world { return l }
                return nil
            }
        }
        // The same chart without contours draws the box's lines only.
        let box = worldLines(try ExampleChart.chart3D(try Examples.volcano()).renderScene(scale: 1))
        let lines = worldLines(try example.build().renderScene(scale: 1)).filter { !box.contains($0) }
        // y 50…200 onto −0.25…0.25.
        func sceneY(_ v: Double) -> Float { Float(-0.25 + (v - 50) / 150 * 0.5) }
        // On the floor: one batch per level, each in its own colour.
        let floorY = sceneY(50)
        let floor = lines.filter { (batch: LineBatch) -> Bool in batch.vertices.allSatisfy { $0.y == floorY } }
        #expect(floor.count == levels2D.count)
        #expect(Set(floor.map { (batch: LineBatch) -> String in batch.color.description }).count == levels2D.count)
        // On the surface: one batch per level, its two lifted copies about the level's height.
        let surface = lines.filter { (batch: LineBatch) -> Bool in !floor.contains(batch) }
        let heights = surface.map { (batch: LineBatch) -> Double in
            let sum = batch.vertices.reduce(0.0) { (total: Double, p: Vec3) -> Double in total + Double(p.y) }
            return sum / Double(batch.vertices.count)
        }
        #expect(heights.count == levels2D.count)
        for (h, level) in zip(heights.sorted(), levels2D) { #expect(abs(h - Double(sceneY(level))) < 0.003) }
    }
}
