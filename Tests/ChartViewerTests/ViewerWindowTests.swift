import ChartCamera
import ChartScene
import Foundation
import Testing

@testable import ChartViewer

/// Opens a real window and drives it with xdotool. Runs only where an X display and xdotool exist,
/// e.g. `xvfb-run -a -s '-screen 0 1280x1024x24' swift test --filter ChartViewerTests`.
@Suite("Viewer window (X display + xdotool)")
struct ViewerWindowTests {
    static let xdotool = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var canDrive: Bool {
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        return !display.isEmpty && xdotool != nil
    }

    /// What the viewer thread reports back.
    final class Probe: @unchecked Sendable {
        private let lock = NSLock()
        private var framesShown = 0
        private var poses: [Chart3DPose] = []
        private var error: String?
        func frame() { locked { framesShown += 1 } }
        func pose(_ pose: Chart3DPose) { locked { poses.append(pose) } }
        func fail(_ message: String) { locked { error = message } }
        var snapshot: (frames: Int, poses: [Chart3DPose], error: String?) { locked { (framesShown, poses, error) } }
        private func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }

    /// Runs xdotool with `arguments`, failing after 10 s; returns its standard output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.xdotool!)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    @Test(
        "a left-drag in the window rotates the pose",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: run under xvfb-run -a with xdotool installed"),
        .timeLimit(.minutes(1)))
    func dragRotates() throws {
        let title = "ChartViewerTests-\(getpid())"
        let probe = Probe()
        let viewer = Viewer(title: title, width: 200, height: 160, is3D: true, initialPose: .default) { state in
            RenderScene(pixelWidth: state.pixelWidth, pixelHeight: state.pixelHeight)
        }
        viewer.onFrame = { _ in probe.frame() }
        viewer.onPoseChange = { probe.pose($0) }
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

        #expect(waitUntil(seconds: 15) { probe.snapshot.frames > 0 || probe.snapshot.error != nil })
        try #require(probe.snapshot.error == nil, "\(probe.snapshot.error ?? "")")
        let window = try xdotool(["search", "--sync", "--onlyvisible", "--name", title])
            .split(separator: "\n").first.map(String.init)
        let id = try #require(window, "xdotool found no window named \(title)")
        try xdotool(["mousemove", "--window", id, "100", "80", "mousedown", "1"])
        for step in 1...5 {
            try xdotool(["mousemove", "--window", id, "\(100 + step * 10)", "80"])
        }
        try xdotool(["mouseup", "1"])

        #expect(waitUntil(seconds: 10) { !probe.snapshot.poses.isEmpty })
        let last = try #require(probe.snapshot.poses.last)
        #expect(last.azimuth.degrees > Chart3DPose.default.azimuth.degrees + 1)
        #expect(abs(last.inclination.degrees - Chart3DPose.default.inclination.degrees) < 1e-9)
    }

    @Test(
        "without DISPLAY the viewer fails with the headless hint",
        .enabled(if: (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty, "DISPLAY is set"))
    func noDisplay() throws {
        let viewer = Viewer(title: "x", width: 10, height: 10, is3D: false, initialPose: .default) { state in
            RenderScene(pixelWidth: state.pixelWidth, pixelHeight: state.pixelHeight)
        }
        #expect(throws: ViewerError.noDisplay) { try viewer.run() }
    }
}
