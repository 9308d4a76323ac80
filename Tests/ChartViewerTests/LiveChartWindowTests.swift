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

extension ViewerWindowTests {
    @Test(
        "a live chart follows 100 changes of its model from a background task; the screenshot equals a headless render",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func liveChartFollowsModel() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Keep the pointer out of the window, so no hover read-out is drawn.
        try WindowDriver.xdotool(["mousemove", "1270", "1010"])

        let model = LiveTestModel([1, 2, 3])
        let live = LiveChart { model.chart() }
        let title = "LiveChartTests-\(getpid())"
        let viewer = live.window(title: title, scale: 1)
        viewer.screenshotFolder = folder
        let probe = Probe()
        viewer.onFrame = { probe.change($0) }
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let unsafeViewer = viewer
        let thread = Thread {
            do { try unsafeViewer.run() } catch { probe.fail("\(error)") }
            finished.signal()
        }
        thread.start()
        defer {
            viewer.requestClose()
            _ = finished.wait(timeout: .now() + 10)
        }
        #expect(WindowDriver.waitUntil(seconds: 15) { !probe.snapshot.states.isEmpty || probe.snapshot.error != nil })
        try #require(probe.snapshot.error == nil, "\(probe.snapshot.error ?? "")")
        let framesBefore = probe.snapshot.states.count

        // 100 changes from a background task, a few milliseconds apart.
        try await Task.detached {
            for step in 1...100 {
                let count = 3 + step % 4
                model.values = (0..<count).map { Double(($0 * 7 + step * 3) % 11) + 1 }
                try await Task.sleep(for: .milliseconds(3))
            }
        }.value
        #expect(WindowDriver.waitUntil(seconds: 10) { probe.snapshot.states.count > framesBefore })
        // Let the window settle: no new frame for half a second.
        var seen = probe.snapshot.states.count
        _ = WindowDriver.waitUntil(seconds: 20) {
            Thread.sleep(forTimeInterval: 0.5)
            defer { seen = probe.snapshot.states.count }
            return probe.snapshot.states.count == seen
        }

        let window = try WindowDriver.findWindow(named: title)
        try WindowDriver.xdotool(["windowfocus", "--sync", window])
        try WindowDriver.xdotool(["key", "s"])
        let saved = folder.appendingPathComponent("opencharts-view-1.png")
        let written = WindowDriver.waitUntil(seconds: 30) { FileManager.default.fileExists(atPath: saved.path) }
        try #require(written, "no screenshot")
        let state = try #require(probe.snapshot.states.last)

        let final = model.chart().frame(width: Double(state.pixelWidth), height: Double(state.pixelHeight))
        let expected = try ImageRenderer(content: final).renderImage()
        let actual = try PNGCodec.read(contentsOf: saved)
        #expect(actual.width == expected.width && actual.height == expected.height)
        let comparison = RGBAImage.compare(actual, expected, tolerance: 8)
        #expect(
            comparison.differingFraction < 0.002,
            "\(comparison.differingPixelCount) pixels differ (max Δ \(comparison.maxChannelDelta))")
        if comparison.differingFraction >= 0.002 {
            let out = URL(fileURLWithPath: ".build/golden-diffs", isDirectory: true)
            try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try? PNGCodec.write(actual, to: out.appendingPathComponent("live-window-actual.png"))
            try? PNGCodec.write(expected, to: out.appendingPathComponent("live-window-expected.png"))
        }
    }
}

extension ViewerWindowTests {
    @Test(
        "a change inside withAnimation draws in-between frames, then the final chart",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func liveChartAnimates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try WindowDriver.xdotool(["mousemove", "1270", "1010"])

        let model = LiveTestModel([1, 2, 3])
        let title = "LiveChartAnimation-\(getpid())"
        let viewer = LiveChart { model.chart() }.window(title: title, scale: 1)
        viewer.screenshotFolder = folder
        let probe = Probe()
        viewer.onFrame = { probe.change($0) }
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let unsafeViewer = viewer
        let thread = Thread {
            do { try unsafeViewer.run() } catch { probe.fail("\(error)") }
            finished.signal()
        }
        thread.start()
        defer {
            viewer.requestClose()
            _ = finished.wait(timeout: .now() + 10)
        }
        #expect(WindowDriver.waitUntil(seconds: 15) { !probe.snapshot.states.isEmpty || probe.snapshot.error != nil })
        try #require(probe.snapshot.error == nil, "\(probe.snapshot.error ?? "")")
        // Let the first frames (the initial chart, then Observations' first value) pass.
        Thread.sleep(forTimeInterval: 0.5)
        let before = probe.snapshot.states.count

        withAnimation(.easeInOut(duration: 2)) { model.values = [3, 1, 2] }
        Thread.sleep(forTimeInterval: 1.5)
        let during = probe.snapshot.states.count - before
        // Nothing else wakes the window: beyond the change and its two re-reads, every frame comes
        // from the running animation (up to 60 a second; fewer on a loaded machine).
        #expect(during >= 6, "\(during) frames in 1.5 s of a 2 s animation")
        Thread.sleep(forTimeInterval: 1.5)
        let after = probe.snapshot.states.count
        Thread.sleep(forTimeInterval: 0.5)
        #expect(probe.snapshot.states.count == after, "the window keeps drawing after the animation ended")

        let window = try WindowDriver.findWindow(named: title)
        try WindowDriver.xdotool(["windowfocus", "--sync", window])
        try WindowDriver.xdotool(["key", "s"])
        let saved = folder.appendingPathComponent("opencharts-view-1.png")
        try #require(WindowDriver.waitUntil(seconds: 30) { FileManager.default.fileExists(atPath: saved.path) })
        let state = try #require(probe.snapshot.states.last)
        let final = model.chart().frame(width: Double(state.pixelWidth), height: Double(state.pixelHeight))
        let expected = try ImageRenderer(content: final).renderImage()
        let actual = try PNGCodec.read(contentsOf: saved)
        let comparison = RGBAImage.compare(actual, expected, tolerance: 8)
        #expect(comparison.differingFraction < 0.002, "\(comparison.differingPixelCount) pixels differ")
        if comparison.differingFraction >= 0.002 {
            let out = URL(fileURLWithPath: ".build/golden-diffs", isDirectory: true)
            try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try? PNGCodec.write(actual, to: out.appendingPathComponent("live-animation-actual.png"))
            try? PNGCodec.write(expected, to: out.appendingPathComponent("live-animation-expected.png"))
        }
    }
}

extension ViewerWindowTests {
    @Test(
        "a live 3D chart follows 100 changes of its model from a background task; the screenshot equals a headless render",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func liveChart3DFollowsModel() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live3d-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try WindowDriver.xdotool(["mousemove", "1270", "1010"])

        let model = LiveTestModel([1, 2, 3])
        let live = LiveChart { model.chart3D() }
        let title = "LiveChart3DTests-\(getpid())"
        let viewer = live.window(title: title, scale: 1)
        #expect(viewer.initialState.is3D)
        viewer.screenshotFolder = folder
        let probe = Probe()
        viewer.onFrame = { probe.change($0) }
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let unsafeViewer = viewer
        let thread = Thread {
            do { try unsafeViewer.run() } catch { probe.fail("\(error)") }
            finished.signal()
        }
        thread.start()
        defer {
            viewer.requestClose()
            _ = finished.wait(timeout: .now() + 10)
        }
        #expect(WindowDriver.waitUntil(seconds: 15) { !probe.snapshot.states.isEmpty || probe.snapshot.error != nil })
        try #require(probe.snapshot.error == nil, "\(probe.snapshot.error ?? "")")
        let framesBefore = probe.snapshot.states.count

        try await Task.detached {
            for step in 1...100 {
                let count = 3 + step % 4
                model.values = (0..<count).map { Double(($0 * 5 + step * 3) % 13) + 1 }
                try await Task.sleep(for: .milliseconds(3))
            }
        }.value
        #expect(WindowDriver.waitUntil(seconds: 10) { probe.snapshot.states.count > framesBefore })
        var seen = probe.snapshot.states.count
        _ = WindowDriver.waitUntil(seconds: 20) {
            Thread.sleep(forTimeInterval: 0.5)
            defer { seen = probe.snapshot.states.count }
            return probe.snapshot.states.count == seen
        }

        let window = try WindowDriver.findWindow(named: title)
        try WindowDriver.xdotool(["windowfocus", "--sync", window])
        try WindowDriver.xdotool(["key", "s"])
        let saved = folder.appendingPathComponent("opencharts-view-1.png")
        try #require(WindowDriver.waitUntil(seconds: 30) { FileManager.default.fileExists(atPath: saved.path) })
        let state = try #require(probe.snapshot.states.last)
        #expect(state.pose == Chart3DPose.default, "nothing turned the chart")

        let final = model.chart3D().frame(width: Double(state.pixelWidth), height: Double(state.pixelHeight))
        let expected = try ImageRenderer(content: final).renderImage()
        let actual = try PNGCodec.read(contentsOf: saved)
        #expect(actual.width == expected.width && actual.height == expected.height)
        let comparison = RGBAImage.compare(actual, expected, tolerance: 8)
        #expect(
            comparison.differingFraction < 0.002,
            "\(comparison.differingPixelCount) pixels differ (max Δ \(comparison.maxChannelDelta))")
        if comparison.differingFraction >= 0.002 {
            let out = URL(fileURLWithPath: ".build/golden-diffs", isDirectory: true)
            try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try? PNGCodec.write(actual, to: out.appendingPathComponent("live-window-3d-actual.png"))
            try? PNGCodec.write(expected, to: out.appendingPathComponent("live-window-3d-expected.png"))
        }
    }
}
