import ChartCamera
import ChartExport
import Foundation
import OpenCharts
import Testing

@testable import ChartViewer

/// When the viewer builds its scene anew: on a change of view, and when a drag starts or ends (a 3D
/// density plot counts a subsample while the view moves and the full count after).
@Suite struct ViewerSceneRebuildTests {
    @Test func aDragsStartAndEndRebuildTheScene() {
        let still = ViewControllerState(pose: .default, is3D: true)
        var dragging = still
        dragging.drag = ViewDrag(kind: .rotate, button: .left, last: [10, 10])
        #expect(Viewer.sceneIsStale(shown: nil, for: still))
        #expect(!Viewer.sceneIsStale(shown: still, for: still))
        #expect(Viewer.sceneIsStale(shown: still, for: dragging))
        #expect(Viewer.sceneIsStale(shown: dragging, for: still))
        var moved = dragging
        moved.drag?.last = [12, 10]  // the cursor moved, the view did not
        #expect(!Viewer.sceneIsStale(shown: dragging, for: moved))
        moved.pose = Chart3DPose(azimuth: .degrees(31), inclination: .degrees(25))
        #expect(Viewer.sceneIsStale(shown: dragging, for: moved))
    }
}

extension ViewerWindowTests {
    /// 300,000 points in three clusters, streamed in 30 chunks, in a small 3D chart.
    static func densityChart() -> Chart3D {
        let source = DensitySource(chunkCount: 30) { k in
            let n = 10_000
            var (x, y, z) = ([Double](), [Double](), [Double]())
            for i in 0..<n {
                let t = Double(k * n + i)
                let c = Double(i % 3) - 1
                x.append(c + 0.4 * sin(t * 0.37))
                y.append(c + 0.4 * cos(t * 0.11))
                z.append(-c + 0.4 * sin(t * 0.053))
            }
            return try! DensityChunk(x: x, y: y, z: z)
        }
        return Chart3D { DensityPlot(source, x: "x", y: "y", z: "z") }
            .chartXScale(domain: -2...2)
            .chartYScale(domain: -2...2)
            .chartZScale(domain: -2...2)
            .frame(width: 320, height: 240)
    }

    @Test(
        "a 3D density plot turned by a drag in the window shows the full count at the new pose",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func densityPlotTurnedByADrag() throws {
        let title = "DensityWindow-\(getpid())"
        let chart = Self.densityChart()
        let window = chart.window(title: title, scale: 1)
        let session = try LiveWindowSession(window.viewer, title: title)
        session.settle()
        let id = try WindowDriver.findWindow(named: title)
        try WindowDriver.drag(id, from: (160, 120), by: (50, 0), steps: 5)
        try WindowDriver.xdotool(["mousemove", "1270", "1010"])
        let turned = Chart3DPose.default.azimuth.degrees + 20
        #expect(
            WindowDriver.waitUntil(seconds: 20) {
                let last = session.probe.snapshot.states.last
                return abs((last?.pose.azimuth.degrees ?? 0) - turned) < 1e-9 && last?.drag == nil
                    && last?.hover == nil
            })
        session.settle()
        try session.expectScreenshotEquals(
            { chart.chart3DPose($0.pose).frame(width: Double($0.pixelWidth), height: Double($0.pixelHeight)) },
            name: "window-density-3d")
    }
}
