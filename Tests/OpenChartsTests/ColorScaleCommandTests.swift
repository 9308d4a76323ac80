import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `--colorscale` and `--symlog-threshold`: the chart they build and the errors for bad values.
@Suite struct ColorScaleCommandTests {
    static let seattle = GoldenImage.repositoryRoot.appending(path: "Datasets/seattle-weather.csv").path

    static func build(_ command: String, _ args: [String]) throws -> ExampleChart {
        let sub = try #require(Subcommands.named(command))
        return try sub.build!(try Arguments(args, command: command, options: sub.options))
    }

    static func scene(_ chart: ExampleChart) throws -> RenderScene {
        guard case .chart(let c) = chart else { throw CLIError.failure("expected a 2D chart") }
        return try c.lowered(scale: 1)
    }

    static func texts(_ scene: RenderScene) -> [String] {
        scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    @Test func aLogHistogramLeavesItsEmptyCellsBlankAndLabelsDecades() throws {
        let base = [Self.seattle, "--x", "temp_max_c", "--y", "precipitation_mm"]
        let log = try Self.scene(try Self.build("histogram2d", base + ["--colorscale", "log"]))
        let hidden = try Self.scene(try Self.build("histogram2d", base + ["--hide-empty"]))
        // The same cells as --hide-empty: no log(0).
        #expect(log.primitives.count == hidden.primitives.count)
        #expect(Self.texts(log).contains("100"), "\(Self.texts(log))")
    }

    @Test func badValuesAreUsageErrors() throws {
        let base = [Self.seattle, "--x", "temp_max_c", "--y", "precipitation_mm"]
        #expect(throws: CLIError.self) { try Self.build("histogram2d", base + ["--colorscale", "ln"]) }
        #expect(throws: CLIError.self) { try Self.build("histogram2d", base + ["--symlog-threshold", "2"]) }
        #expect(throws: CLIError.self) {
            try Self.build("histogram2d", base + ["--colorscale", "symlog", "--symlog-threshold", "-1"])
        }
    }

    @Test func aLogContourTakesLogLevels() throws {
        let grid = GoldenImage.repositoryRoot.appending(path: "Datasets/volcano-grid.csv").path
        let scene = try Self.scene(try Self.build("contour", [grid, "--colorscale", "log", "--filled"]))
        // Volcano heights 94…195 m: of 1, 2 and 5 × 10ⁿ only 100 lies inside, labelled on the bar.
        #expect(Self.texts(scene).contains("100"), "\(Self.texts(scene))")
    }
}
