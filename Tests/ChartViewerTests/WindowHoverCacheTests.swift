import ChartCamera
import ChartScene
import Foundation
import Testing

@testable import OpenCharts

/// The window lowers a 2D chart once per chart, size, scale, zoom and pan (a `PreparedChart2D` in its
/// cache): a pointer move reuses it, anything else prepares the chart again. Headless (no window).
@Suite struct WindowHoverCacheTests {
    static func ramp(slope: Double, width: Double = 320) -> Chart {
        Chart {
            LinePlot(x: "x", y: "y", domain: 0...10) { slope * $0 }
        }
        .frame(width: width, height: 240)
    }

    /// The window's scene for `state`, and the key of the prepared chart it used.
    static func scene(_ chart: Chart, _ state: ViewControllerState, revision: Int, cache: inout Chart.WindowCache)
        throws -> (scene: RenderScene, key: [Double]?)
    {
        let scene = try chart.windowScene(state, focus: nil, revision: revision, cache: &cache, writesBindings: false)
        return (scene, cache.prepared?.key)
    }

    @Test func aPointerMoveReusesThePreparedChart() throws {
        let chart = Self.ramp(slope: 1)
        var cache = Chart.makeWindowCache()
        var state = ViewControllerState(is3D: false)
        state.hover = SIMD2(120, 100)
        let first = try Self.scene(chart, state, revision: 0, cache: &cache)
        state.hover = SIMD2(200, 140)
        let second = try Self.scene(chart, state, revision: 0, cache: &cache)
        #expect(first.key != nil && second.key == first.key)
        #expect(second.scene == (try chart.interactiveScene(scale: 1, interaction: state.interaction)).scene)
        #expect(second.scene != first.scene)
    }

    @Test func aNewChartSizeZoomOrPanPreparesAgain() throws {
        var cache = Chart.makeWindowCache()
        var state = ViewControllerState(is3D: false)
        state.hover = SIMD2(150, 100)
        let key = try #require(try Self.scene(Self.ramp(slope: 1), state, revision: 0, cache: &cache).key)

        // A new chart (the next revision): its own scene, not the old one's.
        let steeper = Self.ramp(slope: 3)
        let changed = try Self.scene(steeper, state, revision: 1, cache: &cache)
        #expect(changed.key != key)
        #expect(changed.scene == (try steeper.interactiveScene(scale: 1, interaction: state.interaction)).scene)

        // A resized window frames the chart anew.
        let wider = Self.ramp(slope: 3, width: 400)
        let resized = try Self.scene(wider, state, revision: 1, cache: &cache)
        #expect(resized.key != changed.key && resized.scene.pixelWidth == 400)

        // Zoom and pan.
        state.zoom = 2
        state.pan = SIMD2(-30, 0)
        let zoomed = try Self.scene(wider, state, revision: 1, cache: &cache)
        #expect(zoomed.key != resized.key)
        #expect(zoomed.scene == (try wider.interactiveScene(scale: 1, interaction: state.interaction)).scene)
    }
}
