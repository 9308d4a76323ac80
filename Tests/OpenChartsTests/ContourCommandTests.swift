import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `opencharts contour` and `--colormap NAME`: the levels options, labels, and the errors for bad
/// input with "did you mean".
@Suite struct ContourCommandTests {
    static let volcano = GoldenImage.repositoryRoot.appending(path: "Datasets/volcano-grid.csv").path

    static func scene(_ name: String, _ args: [String]) throws -> RenderScene {
        let sub = try #require(Subcommands.named(name))
        let chart = try sub.build!(try Arguments(args, command: name, options: sub.options))
        return try chart.renderScene(scale: 1)
    }

    static func texts(_ scene: RenderScene) -> [String] {
        scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    @Test func levelsByCountListAndStep() throws {
        #expect(
            try ContourCommand.levels(
                Arguments(["g.csv"], command: "contour", options: ContourCommand.subcommand.options)) == .automatic)
        func parse(_ text: String) throws -> ContourLevels {
            try ContourCommand.levels(
                Arguments(["g.csv", "--levels", text], command: "contour", options: ContourCommand.subcommand.options))
        }
        #expect(try parse("5") == .automatic(count: 5))
        #expect(try parse("100,120,150") == .values([100, 120, 150]))
        #expect(try parse("step:10") == .step(10))
        for bad in ["0", "step:-1", "step:x", "1,abc", "150,120", "nan"] {
            #expect(throws: CLIError.self, "\(bad)") { try parse(bad) }
        }
    }

    @Test func labelledContoursWriteTheirLevels() throws {
        let scene = try Self.scene(
            "contour", [Self.volcano, "--levels", "step:20", "--labels", "--colormap", "plasma"])
        let texts = Set(Self.texts(scene))
        #expect(texts.isSuperset(of: ["100", "120", "140", "160", "180"]))
        let unlabelled = Set(Self.texts(try Self.scene("contour", [Self.volcano, "--levels", "step:20"])))
        #expect(!unlabelled.contains("140") || unlabelled.contains("Value"))
    }

    @Test func filledContoursFillEveryBandWithLinesOnTop() throws {
        let scene = try Self.scene("contour", [Self.volcano, "--levels", "step:20", "--filled", "--labels"])
        let paths = scene.primitives.compactMap { p -> ScenePath? in
            if case .path(let path) = p { return path }
            return nil
        }
        #expect(paths.count == 6)
        #expect(paths.allSatisfy { $0.rule == .evenOdd })
        let lines = scene.primitives.filter {
            if case .lines(let l) = $0 { return l.color == Color(red: 0.15, green: 0.15, blue: 0.15).rgba }
            return false
        }
        #expect(lines.count >= 5)
        #expect(Set(Self.texts(scene)).isSuperset(of: ["100", "120", "140", "160", "180"]))
    }

    @Test func colormapNamesAndTypos() throws {
        let plain = try Self.scene("heatmap", [Self.volcano])
        let magma = try Self.scene("heatmap", [Self.volcano, "--colormap", "magma"])
        let reversed = try Self.scene("heatmap", [Self.volcano, "--colormap", "magma_r"])
        #expect(plain != magma && magma != reversed)
        #expect(try Self.scene("heatmap", [Self.volcano, "--colormap", "viridis"]) == plain)
        do {
            _ = try Self.scene("heatmap", [Self.volcano, "--colormap", "magam"])
            Issue.record("a misspelt colour map was accepted")
        } catch let error as CLIError {
            #expect("\(error)".contains("did you mean 'magma'?"), "\(error)")
            #expect("\(error)".contains("cividis"))
        }
    }
}
