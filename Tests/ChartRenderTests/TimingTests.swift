import ChartExport
import ChartScene
import Foundation
import Testing

/// Prints how long context creation and a large frame take (informative; asserts nothing about speed).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no headless OpenGL"))
struct TimingTests {
    @Test func contextCreationAndALargeFrame() throws {
        let clock = ContinuousClock()
        var renderer: HeadlessRenderer? = nil
        let creation = try clock.measure { renderer = try HeadlessRenderer() }
        let scene = GoldenScenes.composed3D(width: 1600, height: 1200, resolution: 256)
        let first = try clock.measure { _ = try renderer!.render(scene) }
        let second = try clock.measure { _ = try renderer!.render(scene) }
        print("timing: context + shaders \(creation), 1600×1200 3D frame first \(first) (upload), again \(second)")
        #expect(renderer != nil)
    }
}
