import ChartData
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `opencharts histogram`: the bars counted from the CSV column, the statistics and styles, and
/// the errors for bad options.
@Suite struct HistogramCommandTests {
    static let penguins = GoldenImage.repositoryRoot.appending(path: "Datasets/penguins.csv").path

    static func scene(_ args: [String]) throws -> RenderScene {
        let sub = try #require(Subcommands.named("histogram"))
        let chart = try sub.build!(try Arguments(args, command: "histogram", options: sub.options))
        return try chart.renderScene(scale: 1)
    }

    static func build(_ args: [String]) throws {
        _ = try scene(args)
    }

    static func bodyMass() throws -> [Double] {
        let table = try CSVTable(contentsOf: URL(fileURLWithPath: penguins))
        return try table.numbers("body_mass_g").compactMap { $0 }
    }

    @Test func binsOptionAsksNumberBinsForAboutNBins() throws {
        let mass = try Self.bodyMass()
        let sub = HistogramCommand.subcommand
        let a = try Arguments(
            [Self.penguins, "--x", "body_mass_g", "--bins", "20"], command: "histogram", options: sub.options)
        let bins = try #require(try HistogramCommand.bins(a, mass))
        #expect(bins.thresholds == NumberBins(data: mass, desiredCount: 20).thresholds)
        let none = try Arguments([Self.penguins, "--x", "body_mass_g"], command: "histogram", options: sub.options)
        #expect(try HistogramCommand.bins(none, mass) == nil)
    }

    @Test func everyStatisticAndStyleDraws() throws {
        for extra in [
            [], ["--density"], ["--cumulative", "--steps"], ["--by", "species", "--stacked"],
            ["--by", "species", "--steps"],
        ] {
            let scene = try Self.scene([Self.penguins, "--x", "body_mass_g"] + extra)
            #expect(!scene.primitives.isEmpty, "\(extra)")
        }
    }

    @Test func badOptionsAreUsageErrors() throws {
        let bad: [[String]] = [
            ["--x", "species"], ["--x", "body_mass_g", "--bins", "0"], ["--x", "body_mass_g", "--bins", "many"],
            ["--x", "body_mass_g", "--stacked"], ["--x", "body_mass_g", "--density", "--cumulative"],
            ["--x", "nope"],
        ]
        for args in bad {
            #expect(throws: CLIError.self, "\(args)") { try Self.build([Self.penguins] + args) }
        }
    }
}
