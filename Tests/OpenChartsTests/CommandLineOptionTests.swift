import ChartGallery
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `--colorlabel`, `--size` and `--linewidth` change what they name in the lowered chart (and only
/// that), and "did you mean" picks the nearest name.
@Suite struct CommandLineOptionTests {
    /// The scene of the chart subcommand `name` with `args`, lowered at scale 1.
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

    /// The symbol diameters of every point drawn, in pixels.
    static func pointSizes(_ scene: RenderScene) -> [Float] {
        scene.primitives.flatMap { p -> [Float] in
            guard case .points(let b) = p else { return [] }
            return b.sizes.count == b.positions.count ? b.sizes : b.positions.map { _ in b.sizes.first ?? 0 }
        }
    }

    static func lineWidths(_ scene: RenderScene) -> Set<Float> {
        Set(
            scene.primitives.compactMap { p -> Float? in
                if case .lines(let l) = p { return l.width }
                return nil
            })
    }

    static let iris = [dataset("iris.csv"), "--x", "petal_length_cm", "--y", "petal_width_cm", "--color", "species"]
    static let quakes = [
        dataset("quakes.csv"), "--x", "long_deg", "--y", "-depth_km", "--z", "lat_deg", "--color", "magnitude",
    ]

    @Test func colorlabelTitlesTheLegendAndTheColourBar() throws {
        let legend = Self.texts(try Self.scene("scatter", Self.iris + ["--colorlabel", "Iris species"]))
        #expect(legend.contains("Iris species") && !legend.contains("species"), "\(legend)")
        #expect(Self.texts(try Self.scene("scatter", Self.iris)).contains("species"))
        let bar = Self.texts(try Self.scene("scatter3d", Self.quakes + ["--colorlabel", "Magnitude (Richter)"]))
        #expect(bar.contains("Magnitude (Richter)") && !bar.contains("magnitude"), "\(bar)")
    }

    @Test func sizeIsTheSymbolDiameterInPoints() throws {
        // 150 irises: 2D sizes are areas, so the diameter goes through π/4 · d² and back.
        // Every point symbol (circles, and squares of equal area; triangles are meshes) grows from the
        // default area of 30 square points to a circle of 9 points across: by 9 / √(4 · 30 / π).
        let sized = Self.pointSizes(try Self.scene("scatter", Self.iris + ["--size", "9"]))
        let plain = Self.pointSizes(try Self.scene("scatter", Self.iris))
        #expect(sized.filter { abs($0 - 9) < 0.01 }.count == 50, "the 50 circles of one species: \(Set(sized))")
        // The legend's symbols keep their size: compare the data's, those that changed.
        let (data, before) = (sized.filter { !plain.contains($0) }, plain.filter { !sized.contains($0) })
        let factor = 9 / (4 * 30 / Float.pi).squareRoot()
        #expect(data.count == 100 && before.count == 100, "\(Set(sized)) vs \(Set(plain))")
        #expect(zip(data, before).allSatisfy { abs($0 - $1 * factor) < 0.01 }, "\(Set(sized)) vs \(Set(plain))")
        let cloud = Self.pointSizes(try Self.scene("scatter3d", Self.quakes + ["--size", "4"]))
        #expect(cloud.filter { $0 == 4 }.count == 1000, "\(Set(cloud))")
    }

    @Test func linewidthSetsTheWidthOfDataLines() throws {
        let stocks = [dataset("stocks-adj-close.csv"), "--x", "date", "--y", "IBM_adj_close_usd,MSFT_adj_close_usd"]
        #expect(Self.lineWidths(try Self.scene("line", stocks + ["--linewidth", "3.5"])).contains(3.5))
        #expect(!Self.lineWidths(try Self.scene("line", stocks)).contains(3.5))
        // Categories on x: LineMarks, one line per --series value.
        let categorical = [
            dataset("penguins.csv"), "--x", "island", "--y", "body_mass_g", "--series", "species", "--linewidth", "0.5",
        ]
        #expect(Self.lineWidths(try Self.scene("line", categorical)).contains(0.5))
        let function = try Self.scene("function", ["cos(x)", "--x", "-3:3", "--linewidth", "5"])
        #expect(Self.lineWidths(function).contains(5))
    }

    /// `surface --wireframe [STRIDE]`: the grid lines in world space, fewer at a larger stride; a
    /// word after it that is not a whole number stays a positional.
    @Test func wireframeDrawsTheSurfacesGridLines() throws {
        func segments(_ args: [String]) throws -> Int {
            try Self.scene("surface", args).primitives.reduce(0) { count, p in
                guard case .lines(let l) = p, l.space == .world, l.vertices.count == 2 * l.starts.count else {
                    return count
                }
                return max(count, l.starts.count)
            }
        }
        let volcano = dataset("volcano-grid.csv")
        let every = try segments([volcano, "--wireframe"])
        let fourth = try segments(["--wireframe", "4", volcano])
        // 87 rows × 61 columns: 87 · 60 + 61 · 86 edges; at stride 4, rows 0, 4, …, 84 and the last
        // (23 rows) and columns 0, 4, …, 60 (16).
        #expect(every == 87 * 60 + 61 * 86, "\(every)")
        #expect(fourth == 23 * 60 + 16 * 86, "\(fourth)")
        #expect(throws: CLIError.self) { try segments([volcano, "--wireframe", "0"]) }
    }

    @Test func suggestionsAreTheNearestNameWithinAFewEdits() {
        let options = ["--xlabel", "--ylabel", "--xdomain", "--title"]
        #expect(Suggestion.closest(to: "--xlable", among: options) == "--xlabel")
        #expect(Suggestion.closest(to: "--XLABEL", among: options) == "--xlabel")
        #expect(Suggestion.closest(to: "--titel", among: options) == "--title")
        #expect(Suggestion.closest(to: "--colour", among: options) == nil)
        #expect(Suggestion.closest(to: "--title", among: ["--title"]) == nil, "a name is not its own suggestion")
        #expect(Suggestion.distance("lenght", "length") == 1, "a swap of neighbours is one edit")
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("", "abc") == 3)
        let columns = ["bill_length_mm", "bill_depth_mm", "flipper_length_mm"]
        #expect(Suggestion.closest(to: "flipper_lenght_mm", among: columns) == "flipper_length_mm")
        #expect(Suggestion.closest(to: "bill_depht_mm", among: columns) == "bill_depth_mm")
        #expect(Suggestion.closest(to: "mass", among: columns) == nil)
    }
}
