import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of contour plots on real data: the Jacksboro Fault's elevation as labelled
/// contour lines every 100 m, and as filled contours with lines and labels over them (the volcano's contours are the gallery's `volcano-contours`).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct ContourGoldenTests {
    @Test func jacksboroLabelledContours() throws {
        let image = try ImageRenderer(content: try Examples.jacksboroContours()).renderImage()
        let result = try GoldenImage.check(image, named: "contour-jacksboro-labelled")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func jacksboroFilledContours() throws {
        let image = try ImageRenderer(content: try Examples.jacksboroFilledContours()).renderImage()
        let result = try GoldenImage.check(image, named: "contour-jacksboro-filled")
        if case .skipped(let reason) = result { print(reason) }
    }
}
