import ChartData
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `opencharts histogram2d`: the cells, hexagons and bars counted from the CSV columns, and the
/// errors for bad or mixed options.
@Suite struct Histogram2DCommandTests {
    static let seattle = GoldenImage.repositoryRoot.appending(path: "Datasets/seattle-weather.csv").path
    static let penguins = GoldenImage.repositoryRoot.appending(path: "Datasets/penguins.csv").path

    static func arguments(_ args: [String]) throws -> Arguments {
        let sub = try #require(Subcommands.named("histogram2d"))
        return try Arguments(args, command: "histogram2d", options: sub.options)
    }

    static func build(_ args: [String]) throws -> ExampleChart {
        let sub = try #require(Subcommands.named("histogram2d"))
        return try sub.build!(try arguments(args))
    }

    static func columns(_ path: String, _ x: String, _ y: String) throws -> ([Double], [Double]) {
        let table = try CSVTable(contentsOf: URL(fileURLWithPath: path))
        let (xs, ys) = (try table.numbers(x), try table.numbers(y))
        let rows = xs.indices.filter { xs[$0] != nil && ys[$0] != nil }
        return (rows.map { xs[$0]! }, rows.map { ys[$0]! })
    }

    @Test func binsTakeOneOrTwoCounts() throws {
        let (x, y) = try Self.columns(Self.seattle, "temp_min_c", "temp_max_c")
        let base = [Self.seattle, "--x", "temp_min_c", "--y", "temp_max_c"]
        let two = try Histogram2DCommand.bins(try Self.arguments(base + ["--bins", "12,30"]), x, y)
        #expect(two.0?.thresholds == NumberBins(data: x, desiredCount: 12).thresholds)
        #expect(two.1?.thresholds == NumberBins(data: y, desiredCount: 30).thresholds)
        let one = try Histogram2DCommand.bins(try Self.arguments(base + ["--bins", "8"]), x, y)
        #expect(one.1?.thresholds == NumberBins(data: y, desiredCount: 8).thresholds)
        let none = try Histogram2DCommand.bins(try Self.arguments(base), x, y)
        #expect(none.0 == nil && none.1 == nil)
        #expect(try Histogram2DCommand.gridSize(try Self.arguments(base + ["--hex", "--gridsize", "30,9"])) == (30, 9))
    }

    @Test func theGalleryCommandsDrawTheGallerysCharts() throws {
        for name in ["seattle-histogram2d", "seattle-hexbin", "penguin-bills-3d-histogram"] {
            let example = try #require(Example.all.first { $0.name == name })
            let words = try #require(example.command).replacingOccurrences(of: "Datasets/", with: "")
                .split(separator: " ").map(String.init).dropFirst()
            let args = words.map {
                $0.hasSuffix(".csv") ? GoldenImage.repositoryRoot.appending(path: "Datasets/\($0)").path : $0
            }
            let chart = try Self.build(Array(args))
            switch (chart, try example.build()) {
            case (.chart(let cli), .chart(let gallery)):
                // The same cells, titled by the columns rather than in words.
                #expect(try cli.lowered(scale: 1).primitives.count == (try gallery.lowered(scale: 1).primitives.count))
            case (.chart3D(let cli), .chart3D(let gallery)):
                #expect(try cli.lowered(scale: 1).primitives.count == (try gallery.lowered(scale: 1).primitives.count))
            default: Issue.record("\(name): the command draws another kind of chart")
            }
        }
    }

    @Test func everyFormDraws() throws {
        for extra in [
            [], ["--density"], ["--hide-empty", "--bins", "10,20"], ["--hex"],
            ["--hex", "--gridsize", "10", "--mincnt", "0"],
            ["--3d"], ["--3d", "--by", "weather", "--pose", "30,20"],
        ] {
            let chart = try Self.build([Self.seattle, "--x", "temp_min_c", "--y", "temp_max_c"] + extra)
            switch chart {
            case .chart(let c): #expect(!(try c.lowered(scale: 1).primitives.isEmpty), "\(extra)")
            case .chart3D(let c): #expect(!(try c.lowered(scale: 1).primitives.isEmpty), "\(extra)")
            case .figure: Issue.record("\(extra): a figure")
            }
        }
    }

    @Test func badOrMixedOptionsAreUsageErrors() throws {
        let bad: [[String]] = [
            ["--x", "weather", "--y", "temp_max_c"], ["--x", "temp_min_c"], ["--x", "temp_min_c", "--y", "nope"],
            ["--bins", "0"], ["--bins", "3,4,5"], ["--bins", "a,b"], ["--hex", "--3d"], ["--gridsize", "10"],
            ["--mincnt", "2"], ["--by", "weather"], ["--pose", "30,20"], ["--hex", "--bins", "10"],
            ["--hex", "--gridsize", "0"], ["--hex", "--mincnt", "-1"], ["--3d", "--hide-empty"],
        ]
        for args in bad {
            let full =
                [Self.seattle] + (args.contains("--x") ? args : ["--x", "temp_min_c", "--y", "temp_max_c"] + args)
            #expect(throws: CLIError.self, "\(args)") { try Self.build(full) }
        }
    }
}
