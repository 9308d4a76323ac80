import ChartCamera
import ChartImage
import Foundation
import OpenCharts
import Testing

@testable import ChartViewer

/// A figure of two 3D panels side by side, 640 × 240 points, each the same cloud; the left one
/// turned to `left`, the right to `right` (nil: the chart's own pose).
func twoCloudFigure(left: Chart3DPose? = nil, right: Chart3DPose? = nil, linked: Bool = false) -> Figure {
    let cloud = { (pose: Chart3DPose?) in
        let chart = WindowTestCharts.cloud([6, 2, 8, 4, 1, 7])
        return pose.map { chart.chart3DPose($0) } ?? chart
    }
    let row = HStack(spacing: 0) {
        cloud(left)
        cloud(right)
    }
    return linked ? Figure(row.figureLinkedCameras()) : Figure(row)
}

/// The columns `x0..<x1` of `image`.
func columns(_ image: RGBAImage, _ x0: Int, _ x1: Int) -> RGBAImage {
    var pixels: [UInt8] = []
    for row in 0..<image.height {
        let start = image.offset(x: x0, y: row)
        pixels += image.pixels[start..<(start + 4 * (x1 - x0))]
    }
    return RGBAImage(width: x1 - x0, height: image.height, pixels: pixels)
}

extension ViewerWindowTests {
    /// Opens `figure`, checks its screenshot against the headless render, drags the left panel by
    /// 50 points and returns the screenshots before and after with the window's state.
    func dragLeftPanel(of figure: Figure, title: String) throws -> (RGBAImage, RGBAImage, ViewControllerState) {
        let session = try LiveWindowSession(figure.window(title: title, scale: 1), title: title)
        session.settle()
        let (before, state) = try session.screenshot()
        #expect(state.pixelWidth == 640 && state.pixelHeight == 240)
        let headless = try ImageRenderer(content: figure.frame(width: 640, height: 240)).renderImage()
        expectSameImage(before, headless, name: "\(title)-before")
        let id = try WindowDriver.findWindow(named: title)
        try WindowDriver.drag(id, from: (160, 120), by: (50, 0), steps: 5)
        try WindowDriver.xdotool(["mousemove", "1270", "1010"])
        session.settle()
        let (after, _) = try session.screenshot()
        return (before, after, state)
    }

    @Test(
        "a figure's window: a drag turns only the panel under the pointer; the screenshots equal the headless renders",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func figureDragTurnsOnePanel() throws {
        let figure = twoCloudFigure()
        let (before, after, _) = try dragLeftPanel(of: figure, title: "FigureWindow-\(getpid())")
        let left = RGBAImage.compare(columns(after, 0, 320), columns(before, 0, 320), tolerance: 8)
        let right = RGBAImage.compare(columns(after, 320, 640), columns(before, 320, 640), tolerance: 0)
        #expect(left.differingPixelCount > 500, "the left panel turned")
        #expect(right.differingPixelCount == 0, "the right panel stayed: \(right.differingPixelCount) pixels differ")
        // The left panel at azimuth + 20° (50 points × 0.4°), headless.
        var turned = Chart3DPose.default
        turned.azimuth = .degrees(turned.azimuth.degrees + 20)
        let expected = try ImageRenderer(content: twoCloudFigure(left: turned).frame(width: 640, height: 240))
            .renderImage()
        expectSameImage(after, expected, name: "figure-window-turned")
    }

    @Test(
        "a figure's window with linked cameras: a drag on one panel turns both",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func figureLinkedCamerasTurnBoth() throws {
        let figure = twoCloudFigure(linked: true)
        let (before, after, _) = try dragLeftPanel(of: figure, title: "FigureWindowLinked-\(getpid())")
        for (x0, x1) in [(0, 320), (320, 640)] {
            let change = RGBAImage.compare(columns(after, x0, x1), columns(before, x0, x1), tolerance: 8)
            #expect(change.differingPixelCount > 500, "the panel at \(x0) turned")
        }
        var turned = Chart3DPose.default
        turned.azimuth = .degrees(turned.azimuth.degrees + 20)
        let expected = try ImageRenderer(
            content: twoCloudFigure(left: turned, right: turned).frame(width: 640, height: 240)
        ).renderImage()
        expectSameImage(after, expected, name: "figure-window-linked")
    }
}
