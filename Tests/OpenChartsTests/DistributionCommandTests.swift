import ChartData
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `opencharts box`, `opencharts violin` and `--errors` on `line` and `scatter`: what they draw from
/// the CSV columns, and the errors for bad options.
@Suite struct DistributionCommandTests {
    static let penguins = GoldenImage.repositoryRoot.appending(path: "Datasets/penguins.csv").path
    static let weather = GoldenImage.repositoryRoot.appending(path: "Datasets/seattle-weather.csv").path

    static func scene(_ command: String, _ args: [String]) throws -> RenderScene {
        let sub = try #require(Subcommands.named(command))
        let chart = try sub.build!(try Arguments(args, command: command, options: sub.options))
        return try chart.frame(width: 400, height: 300).renderScene(scale: 1)
    }

    static func paths(_ scene: RenderScene) -> [ScenePath] {
        scene.primitives.compactMap { p in
            if case .path(let path) = p { return path }
            return nil
        }
    }

    @Test func boxDrawsABoxPerCategoryAndSubgroup() throws {
        let boxes = Self.paths(try Self.scene("box", [Self.penguins, "--x", "species", "--y", "body_mass_g"]))
        #expect(boxes.filter { $0.points.count == 4 }.count == 3)
        let bySex = try Self.scene("box", [Self.penguins, "--x", "species", "--y", "body_mass_g", "--by", "sex"])
        // Adelie, Gentoo and Chinstrap, each female and male (rows without a sex are left out).
        #expect(Self.paths(bySex).filter { $0.points.count == 4 }.count == 6)
        let notched = try Self.scene("box", [Self.penguins, "--y", "body_mass_g", "--notch", "--horizontal"])
        #expect(Self.paths(notched).filter { $0.points.count == 10 }.count == 1)
    }

    @Test func violinDrawsADensityPerCategoryAndHalvesWhenSplit() throws {
        let whole = try Self.scene("violin", [Self.penguins, "--x", "species", "--y", "flipper_length_mm"])
        #expect(Self.paths(whole).filter { $0.points.count == 256 }.count == 3)
        let split = try Self.scene(
            "violin",
            [Self.penguins, "--x", "species", "--y", "flipper_length_mm", "--by", "sex", "--split", "--bandwidth", "3"])
        #expect(Self.paths(split).filter { $0.points.count == 256 }.count == 6)
    }

    @Test func errorsDrawABarPerPoint() throws {
        let csv = "x,y,e\n1,2,0.5\n2,3,1\n3,2.5,\n4,4,0.25\n"
        let dir = try temporaryFolder("errors")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appending(path: "e.csv")
        try csv.write(to: file, atomically: true, encoding: .utf8)
        for command in ["line", "scatter"] {
            let scene = try Self.scene(command, [file.path, "--x", "x", "--y", "y", "--errors", "e"])
            // Three rows have an error: three bars of a vertical line and two horizontal caps each.
            let bars = scene.primitives.compactMap { p -> LineBatch? in
                guard case .lines(let l) = p, l.starts == [0, 2, 4] else { return nil }
                let v = l.vertices
                return v.count == 6 && v[0].x == v[1].x && v[2].y == v[3].y && v[4].y == v[5].y ? l : nil
            }
            #expect(bars.count == 3, "\(command)")
        }
    }

    @Test func badOptionsAreUsageErrors() throws {
        let bad: [(String, [String])] = [
            ("box", ["--x", "species"]), ("box", ["--y", "species"]),
            ("box", ["--y", "body_mass_g", "--whiskers", "-1"]),
            ("violin", ["--y", "body_mass_g", "--split"]), ("violin", ["--y", "body_mass_g", "--bandwidth", "wide"]),
            ("line", ["--x", "year", "--y", "body_mass_g,flipper_length_mm", "--errors", "bill_length_mm"]),
        ]
        for (command, args) in bad {
            #expect(throws: (any Error).self, "\(command) \(args)") {
                _ = try Self.scene(command, [Self.penguins] + args)
            }
        }
        #expect(throws: CLIError.self) {
            _ = try Self.scene("violin", [Self.penguins, "--y", "x", "--bandwidth", "0"])
        }
    }
}
