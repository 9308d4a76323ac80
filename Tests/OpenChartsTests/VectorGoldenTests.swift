import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of vector fields: a 2D quiver coloured by speed with a key, streamlines past a
/// cylinder (the gallery's `cylinder-streamlines`), and a 3D quiver of a helical field.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct VectorGoldenTests {
    @Test func vortexQuiverWithKey() throws {
        let image = try ImageRenderer(content: Examples.vortexQuiver()).renderImage()
        let result = try GoldenImage.check(image, named: "vector-vortex-quiver")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func cylinderStreamlines() throws {
        let image = try ImageRenderer(content: Examples.cylinderStreamlines()).renderImage()
        let result = try GoldenImage.check(image, named: "example-cylinder-streamlines")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func helixQuiver3D() throws {
        let image = try ImageRenderer(content: Examples.helixQuiver()).renderImage()
        let result = try GoldenImage.check(image, named: "vector-helix-quiver-3d")
        if case .skipped(let reason) = result { print(reason) }
    }
}
