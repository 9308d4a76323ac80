import ChartCamera
import ChartExport
import ChartImage
import Foundation
import Observation
import OpenCharts
import Testing

@testable import ChartViewer

/// An observable model read by the window's builder on one task and written by another: its
/// storage is behind a lock, and the registrar reports each change.
final class LiveTestModel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var storedValues: [Double]

    init(_ values: [Double]) { storedValues = values }

    var values: [Double] {
        get {
            registrar.access(self, keyPath: \.values)
            return lock.withLock { storedValues }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.values) { lock.withLock { storedValues = newValue } }
        }
    }

    func chart() -> Chart {
        let values = self.values
        return Chart(Array(values.enumerated()), id: \.offset) { item in
            BarMark(x: .value("Item", "B\(item.offset)"), y: .value("Value", item.element))
            PointMark(x: .value("Item", "B\(item.offset)"), y: .value("Value", item.element * 0.5))
        }
        .frame(width: 320, height: 240)
    }

    /// The values as spheres in a 3D chart, a point per value (x its index, y the value, z half of it).
    func chart3D() -> Chart3D {
        let values = self.values
        return Chart3D(Array(values.enumerated()), id: \.offset) { item in
            PointMark(
                x: .value("Item", Double(item.offset)), y: .value("Value", item.element),
                z: .value("Depth", item.element * 0.5))
        }
        .frame(width: 320, height: 240)
    }
}

/// A live window on its own thread for a test: started on a fresh screenshot folder, with the
/// pointer parked outside it (no hover read-out), closed when the session ends.
final class LiveWindowSession {
    let viewer: Viewer
    let title: String
    let probe = ViewerWindowTests.Probe()
    let folder: URL
    private let finished = DispatchSemaphore(value: 0)

    /// Opens `viewer` and waits for its first frame.
    init(_ viewer: Viewer, title: String) throws {
        self.viewer = viewer
        self.title = title
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(title)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try WindowDriver.xdotool(["mousemove", "1270", "1010"])
        viewer.screenshotFolder = folder
        let probe = self.probe
        viewer.onFrame = { probe.change($0) }
        nonisolated(unsafe) let unsafeViewer = viewer
        let finished = self.finished
        Thread {
            do { try unsafeViewer.run() } catch { probe.fail("\(error)") }
            finished.signal()
        }.start()
        #expect(WindowDriver.waitUntil(seconds: 15) { !probe.snapshot.states.isEmpty || probe.snapshot.error != nil })
        try #require(probe.snapshot.error == nil, "\(probe.snapshot.error ?? "")")
    }

    deinit {
        viewer.requestClose()
        _ = finished.wait(timeout: .now() + 10)
        try? FileManager.default.removeItem(at: folder)
    }

    var frameCount: Int { probe.snapshot.states.count }

    /// Waits until no new frame has come for half a second.
    func settle() {
        var seen = frameCount
        _ = WindowDriver.waitUntil(seconds: 20) {
            Thread.sleep(forTimeInterval: 0.5)
            defer { seen = frameCount }
            return frameCount == seen
        }
    }

    /// Presses S in the window and reads the screenshot it saves (`opencharts-view-<n>.png`, the
    /// next n), with the window's last state.
    func screenshot() throws -> (image: RGBAImage, state: ViewControllerState) {
        let window = try WindowDriver.findWindow(named: title)
        try WindowDriver.xdotool(["windowfocus", "--sync", window])
        let taken = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("opencharts-view-")
        }
        try WindowDriver.xdotool(["key", "s"])
        let saved = folder.appendingPathComponent("opencharts-view-\(taken.count + 1).png")
        try #require(
            WindowDriver.waitUntil(seconds: 30) { FileManager.default.fileExists(atPath: saved.path) }, "no screenshot")
        return (try PNGCodec.read(contentsOf: saved), try #require(probe.snapshot.states.last))
    }

    /// Expects the window's screenshot to equal a headless render of `content` at the window's
    /// size (8 per channel, under 0.2% of pixels); writes both to .build/golden-diffs otherwise.
    func expectScreenshotEquals(_ content: (ViewControllerState) -> some ChartRepresentable, name: String) throws {
        let (actual, state) = try screenshot()
        let expected = try ImageRenderer(content: content(state)).renderImage()
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

    /// Changes `model` 100 times from a background task, a few milliseconds apart, and waits for
    /// the window to draw the changes and settle.
    func changeFromBackground(_ model: LiveTestModel, _ values: @escaping @Sendable (Int) -> [Double]) async throws {
        let framesBefore = frameCount
        try await Task.detached {
            for step in 1...100 {
                model.values = values(step)
                try await Task.sleep(for: .milliseconds(3))
            }
        }.value
        #expect(WindowDriver.waitUntil(seconds: 10) { self.frameCount > framesBefore })
        settle()
    }
}

extension ViewerWindowTests {
    @Test(
        "a live chart follows 100 changes of its model from a background task; the screenshot equals a headless render",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func liveChartFollowsModel() async throws {
        let model = LiveTestModel([1, 2, 3])
        let title = "LiveChartTests-\(getpid())"
        let session = try LiveWindowSession(LiveChart { model.chart() }.window(title: title, scale: 1), title: title)
        try await session.changeFromBackground(model) { step in
            (0..<(3 + step % 4)).map { Double(($0 * 7 + step * 3) % 11) + 1 }
        }
        try session.expectScreenshotEquals(
            { model.chart().frame(width: Double($0.pixelWidth), height: Double($0.pixelHeight)) }, name: "live-window")
    }

    @Test(
        "a change inside withAnimation draws in-between frames, then the final chart",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func liveChartAnimates() throws {
        let model = LiveTestModel([1, 2, 3])
        let title = "LiveChartAnimation-\(getpid())"
        let session = try LiveWindowSession(LiveChart { model.chart() }.window(title: title, scale: 1), title: title)
        // Let the first frames (the initial chart, then Observations' first value) pass.
        Thread.sleep(forTimeInterval: 0.5)
        let before = session.frameCount

        withAnimation(.easeInOut(duration: 2)) { model.values = [3, 1, 2] }
        Thread.sleep(forTimeInterval: 1.5)
        let during = session.frameCount - before
        // Nothing else wakes the window: beyond the change and its two re-reads, every frame comes
        // from the running animation (up to 60 a second; fewer on a loaded machine).
        #expect(during >= 6, "\(during) frames in 1.5 s of a 2 s animation")
        Thread.sleep(forTimeInterval: 1.5)
        let after = session.frameCount
        Thread.sleep(forTimeInterval: 0.5)
        #expect(session.frameCount == after, "the window keeps drawing after the animation ended")
        try session.expectScreenshotEquals(
            { model.chart().frame(width: Double($0.pixelWidth), height: Double($0.pixelHeight)) },
            name: "live-animation")
    }

    @Test(
        "a live 3D chart follows 100 changes of its model from a background task; the screenshot equals a headless render",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func liveChart3DFollowsModel() async throws {
        let model = LiveTestModel([1, 2, 3])
        let title = "LiveChart3DTests-\(getpid())"
        let viewer = LiveChart { model.chart3D() }.window(title: title, scale: 1)
        #expect(viewer.initialState.is3D)
        let session = try LiveWindowSession(viewer, title: title)
        try await session.changeFromBackground(model) { step in
            (0..<(3 + step % 4)).map { Double(($0 * 5 + step * 3) % 13) + 1 }
        }
        #expect(session.probe.snapshot.states.last?.pose == Chart3DPose.default, "nothing turned the chart")
        try session.expectScreenshotEquals(
            { model.chart3D().frame(width: Double($0.pixelWidth), height: Double($0.pixelHeight)) },
            name: "live-window-3d")
    }
}
