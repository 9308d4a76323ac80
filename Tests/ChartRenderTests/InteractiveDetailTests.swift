import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Testing

@testable import ChartRender

/// The level of detail drawn while the view is dragged: which points a large batch keeps, and that
/// a still view (screenshots, exports) draws them all.
struct InteractiveDetailTests {
    @Test func theCountKeepsTheBudgetOnlyWhileInteracting() {
        #expect(SceneRenderer.interactivePointCount(1_000_000, budget: 100_000, interacting: true) == 100_000)
        #expect(SceneRenderer.interactivePointCount(1_000_000, budget: 100_000, interacting: false) == 1_000_000)
        #expect(SceneRenderer.interactivePointCount(50_000, budget: 100_000, interacting: true) == 50_000)
        #expect(SceneRenderer.interactivePointCount(50_000, budget: -1, interacting: true) == 50_000)
        #expect(SceneRenderer.interactivePointCount(50_000, budget: 0, interacting: true) == 0)
    }

    @Test func theSubsampleIsStableDistinctSortedAndOfTheAskedSize() {
        let a = SceneRenderer.stableSubsample(count: 100_000, keeping: 10_000)
        #expect(a.count == 10_000)
        #expect(Set(a).count == 10_000)
        #expect(a == a.sorted())
        #expect(a.first! >= 0 && a.last! < 100_000)
        #expect(SceneRenderer.stableSubsample(count: 100_000, keeping: 10_000) == a)
        #expect(SceneRenderer.stableSubsample(count: 10, keeping: 20) == Array(0..<10))
        #expect(SceneRenderer.stableSubsample(count: 10, keeping: 0).isEmpty)
        // Not a stride or a prefix: the indices are spread, with gaps that vary.
        let gaps = Set(zip(a, a.dropFirst()).map { $1 - $0 })
        #expect(gaps.count > 10)
    }

    @Test func theSubsampleCoversTheCloudsExtent() {
        // A 100 × 100 grid of points in row order: every tenth of each axis keeps its share.
        let indices = SceneRenderer.stableSubsample(count: 10_000, keeping: 1_000)
        var cells = [Int](repeating: 0, count: 100)
        for i in indices { cells[(i / 100) / 10 * 10 + (i % 100) / 10] += 1 }
        // 10 expected per cell; a binomial(1000, 0.01) below 1 or above 25 is vanishingly rare.
        #expect(cells.allSatisfy { $0 >= 1 && $0 <= 25 }, "\(cells)")
    }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func interactingDrawsTheSubsampleAndTheStillViewEveryPoint() throws {
        let positions = (0..<400).map { (i: Int) -> Vec3 in
            let column = Float(i % 20)
            let row = Float(i / 20)
            return Vec3(5 + column * 9, 5 + row * 6, 0)
        }
        let batch = PointBatch(space: .pixel, positions: positions, colors: [RGBA(0, 0, 0)], sizes: [4], shape: .square)
        let scene = RenderScene(pixelWidth: 190, pixelHeight: 130, primitives: [.points(batch)])
        let renderer = try HeadlessRenderer()
        let full = try renderer.render(scene)
        renderer.interactivePointBudget = 100
        renderer.isInteracting = true
        let dragged = try renderer.render(scene)
        #expect(try renderer.render(scene) == dragged, "the subsample changed between frames")
        var reduced = batch
        reduced.positions = SceneRenderer.stableSubsample(count: 400, keeping: 100).map { positions[$0] }
        #expect(
            try HeadlessRenderer().render(
                RenderScene(pixelWidth: 190, pixelHeight: 130, primitives: [.points(reduced)]))
                == dragged)
        renderer.isInteracting = false
        #expect(try renderer.render(scene) == full)
        #expect(dragged != full)
    }
}
