import ChartCamera
import ChartExport
import ChartImage
import Foundation
import OpenCharts
import Testing

@testable import ChartViewer

/// Charts for the window tests: a few coloured points whose values depend on a step.
enum WindowTestCharts {
    static func scatter(_ step: Int) -> Chart {
        Chart(0..<6, id: \.self) { i in
            PointMark(x: .value("x", Double(i)), y: .value("y", Double((i * 5 + step * 3) % 7)))
                .foregroundStyle(by: .value("Group", i % 2 == 0 ? "even" : "odd"))
                .symbolSize(120)
        }
        .frame(width: 320, height: 240)
    }

    static func cloud(_ values: [Double]) -> Chart3D {
        Chart3D(Array(values.enumerated()), id: \.offset) { item in
            PointMark(
                x: .value("Item", Double(item.offset)), y: .value("Value", item.element),
                z: .value("Depth", item.element * 0.5))
        }
        .chartXScale(domain: -1...6)
        .chartYScale(domain: 0...10)
        .chartZScale(domain: 0...5)
        .frame(width: 320, height: 240)
    }
}

/// Expects `actual` to equal `expected` (8 per channel, under 0.2% of pixels); writes both to
/// .build/golden-diffs otherwise.
func expectSameImage(_ actual: RGBAImage, _ expected: RGBAImage, name: String) {
    #expect(actual.width == expected.width && actual.height == expected.height)
    let comparison = RGBAImage.compare(actual, expected, tolerance: 8)
    #expect(
        comparison.differingFraction < 0.002,
        "\(comparison.differingPixelCount) pixels differ (max Δ \(comparison.maxChannelDelta))")
    if comparison.differingFraction >= 0.002 {
        let out = URL(fileURLWithPath: ".build/golden-diffs", isDirectory: true)
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try? PNGCodec.write(actual, to: out.appendingPathComponent("\(name)-actual.png"))
        try? PNGCodec.write(expected, to: out.appendingPathComponent("\(name)-expected.png"))
    }
}

extension ViewerWindowTests {
    @Test(
        "S saves at screenshotScale without the hover read-out the window shows",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func screenshotAtScaleWithoutReadout() throws {
        let chart = WindowTestCharts.scatter(1)
        let title = "ChartWindowScreenshot-\(getpid())"
        let window = chart.window(title: title, screenshotScale: 2)
        #expect(window.viewer.screenshotScale == 2)
        let session = try LiveWindowSession(window.viewer, title: title)
        let id = try WindowDriver.findWindow(named: title)
        try WindowDriver.xdotool(["mousemove", "--sync", "--window", id, "170", "110"])
        #expect(WindowDriver.waitUntil(seconds: 10) { session.probe.snapshot.states.last?.hover != nil })
        session.settle()
        let (image, state) = try session.screenshot()
        let hover = try #require(state.hover, "the pointer is over the window")

        // The view at 2 pixels per point, without the pointer: the chart at the window's size in points.
        let k = state.contentScale
        let framed = chart.frame(width: Double(state.pixelWidth) / k, height: Double(state.pixelHeight) / k)
        let renderer = ImageRenderer(content: framed)
        renderer.scale = 2
        #expect(image.width == Int((Double(state.pixelWidth) * 2 / k).rounded()))
        expectSameImage(image, try renderer.renderImage(), name: "screenshot-scale-2")
        // What the window showed had a read-out there, with the colour's group.
        let shown = try framed.interactiveScene(scale: 2, interaction: ChartInteraction(hover: hover * (2 / k)))
        #expect(shown.readout?.contains { $0.hasPrefix("Group: ") } == true, "\(shown.readout ?? [])")
        let withReadout = RGBAImage.compare(image, try HeadlessRenderer().render(shown.scene), tolerance: 8)
        #expect(withReadout.differingPixelCount > 500, "the screenshot has the read-out")
    }

    @Test(
        "ChartWindow.update from a background task: the window shows the latest chart",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func updateFromBackground() async throws {
        let title = "ChartWindowUpdate-\(getpid())"
        let window = WindowTestCharts.scatter(0).window(title: title, scale: 1)
        let session = try LiveWindowSession(window.viewer, title: title)
        let before = session.frameCount
        try await Task.detached {
            for step in 1...100 {
                window.update(WindowTestCharts.scatter(step))
                try await Task.sleep(for: .milliseconds(3))
            }
        }.value
        #expect(WindowDriver.waitUntil(seconds: 10) { session.frameCount > before })
        session.settle()
        try session.expectScreenshotEquals(
            { WindowTestCharts.scatter(100).frame(width: Double($0.pixelWidth), height: Double($0.pixelHeight)) },
            name: "chart-window-update")
    }

    @Test(
        "a 3D ChartWindow shows a chart given before it opens, and a later one keeps the pose the user turned to",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func update3DKeepsThePose() throws {
        let title = "ChartWindowUpdate3D-\(getpid())"
        let window = WindowTestCharts.cloud([1, 2, 3]).window(title: title, scale: 1)
        window.update(WindowTestCharts.cloud([6, 2, 8, 4]))
        let session = try LiveWindowSession(window.viewer, title: title)
        session.settle()
        let framed = { (chart: Chart3D, state: ViewControllerState) in
            chart.chart3DPose(state.pose).frame(width: Double(state.pixelWidth), height: Double(state.pixelHeight))
        }
        try session.expectScreenshotEquals(
            { framed(WindowTestCharts.cloud([6, 2, 8, 4]), $0) }, name: "window-3d-first")

        let id = try WindowDriver.findWindow(named: title)
        try WindowDriver.drag(id, from: (160, 120), by: (50, 0), steps: 5)
        try WindowDriver.xdotool(["mousemove", "1270", "1010"])
        let turned = Chart3DPose.default.azimuth.degrees + 20
        #expect(
            WindowDriver.waitUntil(seconds: 10) {
                abs((session.probe.snapshot.states.last?.pose.azimuth.degrees ?? 0) - turned) < 1e-9
                    && session.probe.snapshot.states.last?.hover == nil
            })
        // From a plain thread this time.
        let done = DispatchSemaphore(value: 0)
        Thread {
            window.update(WindowTestCharts.cloud([9, 1, 5]))
            done.signal()
        }.start()
        done.wait()
        session.settle()
        let pose = try #require(session.probe.snapshot.states.last?.pose)
        #expect(abs(pose.azimuth.degrees - turned) < 1e-9, "the update kept the pose: \(pose)")
        try session.expectScreenshotEquals({ framed(WindowTestCharts.cloud([9, 1, 5]), $0) }, name: "window-3d-later")
    }
}

@Suite("Screenshot state and scales")
struct ViewerScreenshotStateTests {
    @Test func aScreenshotStateKeepsTheViewAtTheNewScaleWithoutThePointer() {
        var state = ViewControllerState(pixelWidth: 640, pixelHeight: 480, contentScale: 1, is3D: true)
        state.pan = SIMD2(10, -4)
        state.zoom = 1.5
        state.hover = SIMD2(100, 50)
        let shot = state.screenshot(scale: 2)
        #expect(shot.pixelWidth == 1280 && shot.pixelHeight == 960 && shot.contentScale == 2)
        #expect(shot.pan == SIMD2(20, -8) && shot.zoom == 1.5 && shot.pose == state.pose)
        #expect(shot.hover == nil)
        // The frame in points is the same: 640 × 480.
        #expect(Double(shot.pixelWidth) / shot.contentScale == Double(state.pixelWidth) / state.contentScale)
        // Nil keeps the framebuffer's pixels; only the pointer goes.
        let native = state.screenshot(scale: nil)
        var expected = state
        expected.hover = nil
        #expect(native == expected)
        // From a HiDPI window (2 pixels per point) down to 1.
        var hidpi = state
        hidpi.contentScale = 2
        #expect(hidpi.screenshot(scale: 1).pixelWidth == 320 && hidpi.screenshot(scale: 1).pan == SIMD2(5, -2))
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func aScaleThatIsNotPositiveIsRefusedBeforeAWindowOpens(_ value: Double) {
        let viewer = Viewer(title: "x", width: 10, height: 10, initialState: ViewControllerState(is3D: false)) {
            RenderScene(pixelWidth: $0.pixelWidth, pixelHeight: $0.pixelHeight)
        }
        viewer.screenshotScale = value
        #expect {
            try viewer.run()
        } throws: { error in
            guard case .invalidScale(let name, _) = error as? ViewerError else { return false }
            return name == "screenshotScale"
        }
        viewer.screenshotScale = nil
        viewer.scale = value
        #expect(throws: ViewerError.self) { try viewer.run() }
        #expect(ViewerError.invalidScale(name: "scale", value: value).description.hasPrefix("scale "))
    }
}
