import ChartGallery
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `opencharts describe NAME` prints the example's description; errors as the other subcommands.
@Suite struct DescribeCommandTests {
    func run(_ args: [String]) -> (status: Int32, output: String) {
        final class Box: @unchecked Sendable { var lines: [String] = [] }
        let box = Box()
        var tool = CommandLineTool()
        tool.standardOutput = { box.lines.append($0) }
        let status = tool.run(args)
        return (status, box.lines.joined(separator: "\n"))
    }

    @Test func describesTheExample() throws {
        let (status, output) = run(["describe", "volcano"])
        #expect(status == 0)
        guard case .chart3D(let chart) = try #require(Example.named("volcano")).build() else {
            Issue.record("volcano is not 3D")
            return
        }
        #expect(output == chart.accessibilityDescription)
        #expect(output.hasPrefix("3D surface plot."))
    }

    @Test func usageErrors() {
        #expect(run(["describe"]).status == 2)
        #expect(run(["describe", "nope"]).status == 2)
        #expect(run(["describe", "cosine", "extra"]).status == 2)
    }
}
