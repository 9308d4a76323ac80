import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `--contours LEVELS` and `--floor-contours` of `opencharts surface` and `opencharts function`,
/// read from the lowered scenes (no GL).
@Suite struct SurfaceContourCommandTests {
    static let volcano = GoldenImage.repositoryRoot.appending(path: "Datasets/volcano-grid.csv").path

    /// The world line batches of a subcommand's chart.
    static func worldLines(_ name: String, _ args: [String]) throws -> [LineBatch] {
        let sub = try #require(Subcommands.named(name))
        let chart = try sub.build!(try Arguments(args, command: name, options: sub.options))
        return try chart.renderScene(scale: 1).primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.space == .world { return l }
            return nil
        }
    }

    @Test func surfaceContoursAddOneBatchPerLevelOnTheSurfaceAndTheFloor() throws {
        let plain = try Self.worldLines("surface", [Self.volcano])
        let surface = try Self.worldLines("surface", [Self.volcano, "--contours", "step:20"])
        // 94…195 m: levels 100, 120, …, 180.
        #expect(surface.count == plain.count + 5)
        let both = try Self.worldLines("surface", [Self.volcano, "--contours", "step:20", "--floor-contours"])
        #expect(both.count == plain.count + 10)
        // The floor alone takes the default levels: about seven.
        let floor = try Self.worldLines("surface", [Self.volcano, "--floor-contours"])
        let automatic = try ContourLevels.automatic.resolved(for: 94...195, mark: "test")
        #expect(floor.count == plain.count + automatic.count)
    }

    @Test func functionSurfacesTakeContoursAndLinesRefuseThem() throws {
        let args = ["sin(x)*cos(z)", "--x", "-3:3", "--z", "-3:3", "--ydomain", "-2:1"]
        let plain = try Self.worldLines("function", args)
        let contoured = try Self.worldLines("function", args + ["--contours", "-0.5,0,0.5", "--floor-contours"])
        #expect(contoured.count == plain.count + 6)
        #expect(throws: CLIError.self) { try Self.worldLines("function", ["cos(x)", "--x", "0:1", "--contours", "3"]) }
    }

    @Test func badContourLevelsAreUsageErrorsNamingTheOption() throws {
        for bad in ["0", "step:0", "3,1", "x"] {
            do {
                _ = try Self.worldLines("surface", [Self.volcano, "--contours", bad])
                Issue.record("--contours \(bad) was accepted")
            } catch let error as CLIError {
                #expect("\(error)".contains("--contours"), "\(error)")
            }
        }
    }
}
