import ChartCamera
import ChartExport
import ChartGallery
import ChartImage
import ChartScene
import Foundation
import OpenCharts
import Testing

@testable import ChartViewer

/// Opens real windows and drives them with xdotool. Runs where an X display and xdotool exist:
/// `./Scripts/test.sh` starts Xvfb itself when `DISPLAY` is unset. Serialized, since xdotool moves
/// the one pointer of the display.
@Suite("Viewer window (X display + xdotool)", .serialized)
struct ViewerWindowTests {
    static var canDrive: Bool {
        !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty && WindowDriver.xdotool != nil
    }

    /// What the viewer thread reports back.
    final class Probe: @unchecked Sendable {
        private let lock = NSLock()
        private var framesShown = 0
        private var states: [ViewControllerState] = []
        private var error: String?
        func frame() { locked { framesShown += 1 } }
        func change(_ state: ViewControllerState) { locked { states.append(state) } }
        func fail(_ message: String) { locked { error = message } }
        var snapshot: (frames: Int, states: [ViewControllerState], error: String?) {
            locked { (framesShown, states, error) }
        }
        private func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }

    @Test(
        "a left-drag in an in-process viewer rotates the pose by 0.4° per point",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(1)))
    func dragRotates() throws {
        let title = "ChartViewerTests-\(getpid())"
        let probe = Probe()
        let viewer = Viewer(title: title, width: 200, height: 160, initialState: ViewControllerState()) { state in
            RenderScene(pixelWidth: state.pixelWidth, pixelHeight: state.pixelHeight)
        }
        viewer.onFrame = { _ in probe.frame() }
        viewer.onChange = { probe.change($0) }
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

        #expect(WindowDriver.waitUntil(seconds: 15) { probe.snapshot.frames > 0 || probe.snapshot.error != nil })
        try #require(probe.snapshot.error == nil, "\(probe.snapshot.error ?? "")")
        let window = try WindowDriver.findWindow(named: title)
        try WindowDriver.drag(window, from: (100, 80), by: (50, 0), steps: 5)

        let expected = Chart3DPose.default.azimuth.degrees + 20
        let settled = WindowDriver.waitUntil(seconds: 10) {
            abs((probe.snapshot.states.last?.pose.azimuth.degrees ?? 0) - expected) < 1e-9
        }
        #expect(settled, "poses seen: \(probe.snapshot.states.map(\.pose))")
        let last = try #require(probe.snapshot.states.last)
        #expect(abs(last.pose.azimuth.degrees - (Chart3DPose.default.azimuth.degrees + 20)) < 1e-9)
        #expect(abs(last.pose.inclination.degrees - Chart3DPose.default.inclination.degrees) < 1e-9)
    }

    @Test(
        "opencharts view surface: drag, wheel, P and S give the implied view, and the PNG equals a headless render without the read-out",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func cliWindowMatchesHeadless() throws {
        let binary = try #require(WindowDriver.openchartsBinary, "the opencharts executable was not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var environment = ProcessInfo.processInfo.environment
        environment["OPENCHARTS_VIEW_STATE"] = "json"
        let process = Process()
        process.executableURL = binary
        process.arguments = ["view", "surface"]
        process.environment = environment
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        let window = try WindowDriver.findWindow(named: "^opencharts.*surface$")
        // Drag 100 × 50 points, turn the wheel one notch towards the screen, toggle the projection, save.
        try WindowDriver.drag(window, from: (200, 150), by: (100, 50), steps: 10)
        try WindowDriver.xdotool(["click", "4"])
        try WindowDriver.xdotool(["windowfocus", "--sync", window])
        try WindowDriver.xdotool(["key", "p"])
        try WindowDriver.xdotool(["key", "s"])
        let saved = folder.appendingPathComponent("opencharts-view-1.png")
        let written = WindowDriver.waitUntil(seconds: 30) { FileManager.default.fileExists(atPath: saved.path) }
        try WindowDriver.xdotool(["windowfocus", "--sync", window])
        try WindowDriver.xdotool(["key", "q"])
        let exited = WindowDriver.waitUntil(seconds: 30) { !process.isRunning }
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(written, "no screenshot; stdout: \(stdout) stderr: \(stderr)")
        try #require(exited, "the viewer did not close on Q")
        #expect(process.terminationStatus == 0, "\(stderr)")

        let line = try #require(stdout.split(separator: "\n").last { $0.hasPrefix("{") }, "no state in: \(stdout)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not JSON: \(line)")
        let azimuth = try #require(json["azimuth"] as? Double)
        let inclination = try #require(json["inclination"] as? Double)
        let zoom = try #require(json["zoom"] as? Double)
        let pan = try #require(json["pan"] as? [Double])
        let hover = json["hover"] as? [Double]
        let width = try #require(json["pixelWidth"] as? Int)
        let height = try #require(json["pixelHeight"] as? Int)
        let scale = try #require(json["contentScale"] as? Double)

        // The drag implies exactly 0.4° per point; the wheel one notch (× 1.1); P perspective.
        let initial = Chart3DPose.default
        #expect(abs(azimuth - (initial.azimuth.degrees + 40)) < 1e-9)
        #expect(abs(inclination - (initial.inclination.degrees + 20)) < 1e-9)
        #expect(abs(zoom - 1.1) < 1e-12)
        #expect(json["projection"] as? String == "perspective")
        #expect(hover == [300, 200])

        // A headless render of the reported view at the same size equals the window's screenshot,
        // which leaves out the read-out the window showed at the pointer.
        guard case .chart3D(let chart) = try #require(Example.named("surface")).build() else {
            Issue.record("the surface example is not 3D")
            return
        }
        let pose = Chart3DPose(azimuth: .degrees(azimuth), inclination: .degrees(inclination))
        var interaction = ChartInteraction(
            pose: pose, projection: .perspective, zoom: zoom, pan: SIMD2(pan[0], pan[1]),
            hover: hover.map { SIMD2($0[0], $0[1]) })
        let prepared = try chart.frame(width: Double(width) / scale, height: Double(height) / scale)
            .prepared(scale: scale)
        let hovered = prepared.interactiveScene(interaction, pose: pose)
        #expect(hovered.readout != nil, "the window showed a read-out at the pointer")
        interaction.hover = nil
        let expected = try HeadlessRenderer().render(prepared.interactiveScene(interaction, pose: pose).scene)
        let actual = try PNGCodec.read(contentsOf: saved)
        let withReadout = RGBAImage.compare(actual, try HeadlessRenderer().render(hovered.scene), tolerance: 8)
        #expect(withReadout.differingPixelCount > 500, "the screenshot has no read-out")
        // The screenshot carries the chart's alt text, as every PNG written from a chart does.
        let chunks = PNGCodec.textChunks(in: try Data(contentsOf: saved))
        #expect(chunks["Description"] == chart.accessibilityDescription)
        #expect(chunks["Title"] == "3D surface plot")
        #expect(actual.width == width && actual.height == height)
        // Its resolution, as a headless PNG's: 72 pixels per inch per unit of scale (stored per metre).
        let dpi = try #require(PNGCodec.resolution(in: try Data(contentsOf: saved)), "no pHYs chunk")
        #expect(abs(dpi - 72 * scale) < 0.1, "\(dpi) dpi at scale \(scale)")
        let comparison = RGBAImage.compare(actual, expected, tolerance: 8)
        let fraction = comparison.differingFraction
        #expect(
            fraction < 0.002, "\(comparison.differingPixelCount) pixels differ (max Δ \(comparison.maxChannelDelta))")
        if fraction >= 0.002 {
            let out = URL(fileURLWithPath: ".build/golden-diffs", isDirectory: true)
            try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try? PNGCodec.write(actual, to: out.appendingPathComponent("viewer-window-actual.png"))
            try? PNGCodec.write(expected, to: out.appendingPathComponent("viewer-window-expected.png"))
        }
    }
}

@Suite("Viewer without a display")
struct ViewerNoDisplayTests {
    @Test("opencharts view with no DISPLAY exits non-zero naming DISPLAY and headless export")
    func cliWithoutDisplay() throws {
        let binary = try #require(WindowDriver.openchartsBinary, "the opencharts executable was not built")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let process = Process()
        process.executableURL = binary
        process.arguments = ["view", "surface"]
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let exited = WindowDriver.waitUntil(seconds: 30) { !process.isRunning }
        if !exited { kill(process.processIdentifier, SIGKILL) }
        try #require(exited)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus != 0)
        #expect(stderr.hasPrefix("opencharts: cannot open a window"), "\(stderr)")
        #expect(stderr.contains("DISPLAY is not set"))
        #expect(stderr.contains("opencharts render") && stderr.contains("ImageRenderer"))
        #expect(stderr.split(separator: "\n").count == 1)
    }

    @Test(
        "without DISPLAY the viewer throws the headless hint",
        .enabled(if: (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty, "DISPLAY is set"))
    func noDisplay() throws {
        let viewer = Viewer(title: "x", width: 10, height: 10, initialState: ViewControllerState(is3D: false)) {
            state in
            RenderScene(pixelWidth: state.pixelWidth, pixelHeight: state.pixelHeight)
        }
        #expect(throws: ViewerError.noDisplay) { try viewer.run() }
    }
}

/// xdotool and process helpers for the window tests.
enum WindowDriver {
    static let xdotool = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The `opencharts` executable next to the test bundle (`swift build --build-tests` builds both).
    static var openchartsBinary: URL? {
        var folders: [URL] = []
        if let path = ProcessInfo.processInfo.environment["OPENCHARTS_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for bundle in Bundle.allBundles { folders.append(bundle.bundleURL.deletingLastPathComponent()) }
        for folder in folders {
            let candidate = folder.appendingPathComponent("opencharts")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs xdotool with `arguments`, failing after `seconds`; returns its standard output.
    @discardableResult
    static func xdotool(_ arguments: [String], seconds: Double = 10) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotool!)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        if !waitUntil(seconds: seconds, { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The id of the visible window whose name matches `pattern` (a regular expression), waiting up to
    /// 30 s for it to appear, then focused.
    static func findWindow(named pattern: String) throws -> String {
        let found = try xdotool(["search", "--sync", "--onlyvisible", "--name", pattern], seconds: 30)
        let id = try #require(found.split(separator: "\n").first.map(String.init), "no window matches \(pattern)")
        try xdotool(["windowfocus", "--sync", id])
        Thread.sleep(forTimeInterval: 0.2)
        return id
    }

    /// A left-button drag in `window` from `start` by `offset` (window coordinates) in `steps` moves.
    static func drag(_ window: String, from start: (Int, Int), by offset: (Int, Int), steps: Int) throws {
        try xdotool(["mousemove", "--sync", "--window", window, "\(start.0)", "\(start.1)"])
        Thread.sleep(forTimeInterval: 0.1)
        try xdotool(["mousedown", "1"])
        for step in 1...steps {
            let x = start.0 + offset.0 * step / steps
            let y = start.1 + offset.1 * step / steps
            try xdotool(["mousemove", "--window", window, "\(x)", "\(y)"])
        }
        try xdotool(["mouseup", "1"])
    }

    static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }
}
