import ChartGallery
import Foundation
import OpenCharts
import Testing

/// Keyboard exploration in a real window: the arrow keys walk the data and print each value; D
/// prints the description. Part of the serialized window suite, since xdotool drives one display.
extension ViewerWindowTests {
    /// Runs `opencharts view NAME`, types `keys` (then Q) and returns what it printed.
    private func type(_ keys: [String], into name: String) throws -> String {
        let binary = try #require(WindowDriver.openchartsBinary, "the opencharts executable was not built")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["view", name]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let window = try WindowDriver.findWindow(named: "^opencharts.*\(name)$")
        for key in keys + ["q"] {
            try WindowDriver.xdotool(["windowfocus", "--sync", window])
            try WindowDriver.xdotool(["key", key])
        }
        let exited = WindowDriver.waitUntil(seconds: 30) { !process.isRunning }
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(exited, "the viewer did not close on Q; stderr: \(stderr)")
        #expect(process.terminationStatus == 0, "\(stderr)")
        return stdout
    }

    /// What the window should print for a walk: each focus's announcement, in order.
    private func expectedWalk(
        _ steps: [(Int, Int)], move: (ChartDataFocus?, Int, Int) -> ChartDataFocus?,
        announce: (ChartDataFocus) -> [String]?
    ) -> [String] {
        var focus: ChartDataFocus?
        return steps.compactMap { dx, dy in
            focus = move(focus, dx, dy)
            return focus.flatMap(announce)?.joined(separator: "; ")
        }
    }

    @Test(
        "Arrow keys walk a 3D point cloud across series and along them; D prints the description",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func keyboardWalkThroughPenguins() throws {
        let stdout = try type(["Right", "Right", "Right", "Down", "Left", "Down", "Up", "d"], into: "penguins")
        guard case .chart3D(let chart) = try #require(Example.named("penguins")).build() else {
            Issue.record("penguins is not 3D")
            return
        }
        let steps = [(1, 0), (1, 0), (1, 0), (0, 1), (-1, 0), (0, 1), (0, -1)]
        let expected = expectedWalk(steps, move: chart.movedFocus, announce: chart.announcement)
        let printed = stdout.split(separator: "\n").map(String.init)
        #expect(Array(printed.prefix(expected.count)) == expected, "stdout: \(stdout)")
        #expect(expected.first?.hasPrefix("Adelie, 1 of 151; Flipper length: 181 mm") == true, "\(expected)")
        #expect(expected[3].hasPrefix("Gentoo, "), "\(expected)")
        #expect(expected[5].hasPrefix("Chinstrap, "), "\(expected)")
        #expect(printed.contains(chart.accessibilityDescription), "no description in: \(stdout)")
    }

    @Test(
        "Arrow keys step along a 2D function's samples, clamped at the ends",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func keyboardWalkAlongCosine() throws {
        let stdout = try type(["Left", "Left", "Right", "Right", "Up"], into: "cosine")
        let printed = stdout.split(separator: "\n").map(String.init)
        #expect(
            printed == [
                "Amplitude, 1 of 101; Angle: −6.28; Amplitude: 1",
                "Amplitude, 1 of 101; Angle: −6.28; Amplitude: 1",
                "Amplitude, 2 of 101; Angle: −6.16; Amplitude: 0.992",
                "Amplitude, 3 of 101; Angle: −6.03; Amplitude: 0.969",
                "Amplitude, 3 of 101; Angle: −6.03; Amplitude: 0.969",
            ], "stdout: \(stdout)")
    }

    @Test(
        "Tab picks a slice plane and ] and Page Down move it: the title and standard output name it",
        .enabled(if: canDrive, "needs DISPLAY and xdotool: ./Scripts/test.sh starts Xvfb"), .timeLimit(.minutes(2)))
    func slicePlaneKeysMoveThePlane() throws {
        guard case .chart3D(let chart) = try #require(Example.named("brain-slices")).build() else {
            Issue.record("brain-slices is not 3D")
            return
        }
        let moved = chart.movingSlicePlane(1, by: 1)
        let back = moved.movingSlicePlane(1, by: -1)
        #expect(moved.slicePlanes[1].coordinate == 19.5, "\(moved.slicePlanes)")
        let expected = [chart, moved, back].map { "Plane 2 of 3: \($0.slicePlanes[1].description)" }
        let binary = try #require(WindowDriver.openchartsBinary, "the opencharts executable was not built")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["view", "brain-slices"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let window = try WindowDriver.findWindow(named: "^opencharts.*brain-slices$")
        for key in ["Tab", "bracketright"] {
            try WindowDriver.xdotool(["windowfocus", "--sync", window])
            try WindowDriver.xdotool(["key", key])
        }
        var title = ""
        let retitled = WindowDriver.waitUntil(seconds: 20) {
            let name = (try? WindowDriver.xdotool(["getwindowname", window])) ?? ""
            title = name.trimmingCharacters(in: .whitespacesAndNewlines)
            return title.hasSuffix(expected[1])
        }
        #expect(retitled, "title: \(title)")
        for key in ["Page_Down", "q"] {
            try WindowDriver.xdotool(["windowfocus", "--sync", window])
            try WindowDriver.xdotool(["key", key])
        }
        try #require(WindowDriver.waitUntil(seconds: 30) { !process.isRunning }, "the viewer did not close on Q")
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stdout.split(separator: "\n").map(String.init) == expected, "stdout: \(stdout)")
    }
}
