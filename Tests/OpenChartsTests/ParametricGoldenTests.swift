import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of parametric geometry in 3D: the trefoil knot with a helix through it (closed,
/// smooth space curves, depth-tested against each other), and a translucent Klein bottle whose
/// sheets pass through each other (order-independent transparency).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct ParametricGoldenTests {
    func check(_ chart: Chart3D, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func trefoilKnot() throws { try check(Examples.trefoilKnot(), "parametric-trefoil-knot-and-helix") }

    @Test func translucentKleinBottle() throws {
        try check(Examples.translucentKleinBottle(), "parametric-translucent-klein-bottle")
    }
}
