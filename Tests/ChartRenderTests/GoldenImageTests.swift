import ChartExport
import ChartImage
import ChartScene
import ChartTestSupport
import Foundation
import Testing

/// Golden images of small composed scenes (compared pixel by pixel on llvmpipe only).
@Suite(
    .enabled(
        if: HeadlessRenderer.isAvailable,
        "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "") — install libegl1 and libgl1-mesa-dri"))
struct GoldenImageTests {
    private func check(_ scene: RenderScene, named name: String) throws {
        let renderer = try HeadlessRenderer()
        let image = try renderer.render(scene)
        let result = try GoldenImage.check(image, named: name, softwareRenderer: renderer.isSoftwareRenderer)
        if case .skipped(let reason) = result { print("note: \(reason)") }
    }

    @Test func composedTwoDimensionalChart() throws {
        try check(GoldenScenes.composed2D(), named: "composed-2d-area-curve-markers-labels")
    }

    @Test func composedThreeDimensionalSurfaceWithSpheres() throws {
        try check(GoldenScenes.composed3D(), named: "composed-3d-lit-surface-box-spheres")
    }

    @Test func missingGoldenFailsWithARecordingHint() throws {
        guard ProcessInfo.processInfo.environment[GoldenImage.recordVariable] != "1" else { return }
        let image = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        do {
            try GoldenImage.check(image, named: "no-such-golden-\(UUID().uuidString)", softwareRenderer: true)
            Issue.record("a missing golden must fail")
        } catch let failure as GoldenFailure {
            #expect("\(failure)".contains(GoldenImage.recordVariable + "=1"))
        }
    }
}
