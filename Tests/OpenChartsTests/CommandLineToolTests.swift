import ChartExport
import ChartImage
import ChartTestSupport
import Foundation
import Testing

@testable import opencharts

@Suite struct CommandLineToolTests {
    /// Runs the tool, capturing standard output lines.
    func run(_ args: [String]) -> (status: Int32, output: String) {
        final class Box: @unchecked Sendable { var lines: [String] = [] }
        let box = Box()
        var tool = CommandLineTool()
        tool.standardOutput = { box.lines.append($0) }
        let status = tool.run(args)
        return (status, box.lines.joined(separator: "\n"))
    }

    @Test func helpSnapshot() throws {
        let (status, output) = run(["--help"])
        #expect(status == 0)
        if let failure = try TextSnapshot.check(output + "\n", named: "cli-help") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func listNamesEveryExample() {
        let (status, output) = run(["list"])
        #expect(status == 0)
        for name in ["cosine", "surface", "penguins", "volcano", "seattle", "quakes", "jacksboro"] {
            #expect(output.contains(name))
        }
    }

    static let badInvocations: [[String]] = [
        ["render", "nosuch", "-o", "/tmp/x.png"],
        ["render", "cosine", "-o", "/tmp/x.png", "--scale", "abc"],
        ["render", "cosine", "-o", "/tmp/x.png", "--width", "-5"],
        ["render", "cosine"],
        ["render"],
        ["frobnicate"],
        [],
        ["render", "cosine", "-o", "/tmp/x.png", "--bogus"],
    ]

    @Test(arguments: badInvocations)
    func badInvocationsFailWithUsageStatus(args: [String]) {
        #expect(run(args).status == 2)
    }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func renderWritesAPNGAndUnwritablePathsFail() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "oc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "c.png").path
        let ok = run(["render", "cosine", "-o", out, "--width", "320", "--height", "200", "--scale", "1"])
        #expect(ok.status == 0)
        #expect(ok.output.contains("wrote"))
        let image = try PNGCodec.read(contentsOf: URL(fileURLWithPath: out))
        #expect(image.width == 320 && image.height == 200)
        #expect(run(["render", "cosine", "-o", dir.appending(path: "missing/c.png").path]).status == 1)
    }
}
