import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// `opencharts vectors`: named fields and expressions, arrows in 2D and 3D, streamlines, the key,
/// and the errors for bad input.
@Suite struct VectorsCommandTests {
    static func chart(_ args: [String]) throws -> ExampleChart {
        let sub = try #require(Subcommands.named("vectors"))
        return try sub.build!(try Arguments(args, command: "vectors", options: sub.options))
    }

    static func texts(_ scene: RenderScene) -> [String] {
        scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    static func contourCount(_ scene: RenderScene) -> Int {
        scene.primitives.reduce(0) { n, p in
            if case .path(let path) = p { return n + path.starts.count }
            return n
        }
    }

    @Test func namedFieldDrawsArrowsColouredByMagnitudeWithAKey() throws {
        let scene = try Self.chart(["vortex", "--count", "10", "--key", "0.5", "--keylabel", "0.5 m/s"])
            .renderScene(scale: 1)
        let texts = Self.texts(scene)
        #expect(texts.contains("Magnitude") && texts.contains("0.5 m/s"))
        // 100 arrows (all non-zero), the key's box and arrow, and the colour bar's swatch paths if any.
        #expect(Self.contourCount(scene) >= 102)
    }

    @Test func expressionsAndStreamlines() throws {
        let scene = try Self.chart([
            "--u", "sin(y)", "--v", "cos(x)", "--x", "-pi:pi", "--y", "-pi:pi", "--streamlines", "--black",
        ]).renderScene(scale: 1)
        let lines = scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.color == VectorsCommand.dark.rgba { return l }
            return nil
        }
        #expect(lines.first.map { $0.starts.count > 10 } == true)
        #expect(!Self.texts(scene).contains("Magnitude"))
    }

    @Test func threeDimensionalFields() throws {
        guard case .chart3D = try Self.chart(["helix"]) else {
            Issue.record("helix is not a 3D chart")
            return
        }
        guard case .chart3D(let c) = try Self.chart(["--u", "-z", "--v", "0.2", "--w", "x", "--count", "3"]) else {
            Issue.record("--w does not make a 3D chart")
            return
        }
        let meshes = try c.renderScene(scale: 1).primitives.filter {
            if case .mesh(let m) = $0 { return m.space == .world }
            return false
        }
        #expect(!meshes.isEmpty)
    }

    @Test func badInputIsAUsageError() {
        let cases: [([String], String)] = [
            (["vortx"], "did you mean 'vortex'"),
            (["--u", "x"], "give both --u EXPR and --v EXPR"),
            (["--u", "x+", "--v", "y"], "--u 'x+'"),
            (["--u", "z", "--v", "y"], "give --w EXPR"),
            (["helix", "--streamlines"], "--streamlines applies to a 2D field"),
            (["vortex", "--count", "0"], "--count needs a whole number"),
            (["vortex", "--streamlines", "--key", "1"], "--key applies to arrows"),
            (["vortex", "--spacing", "5"], "--spacing applies to --streamlines"),
            (["vortex", "--z", "0:1"], "--z applies to a 3D field"),
        ]
        for (args, message) in cases {
            do {
                _ = try Self.chart(args)
                Issue.record("\(args) did not fail")
            } catch {
                #expect("\(error)".contains(message), "\(args): \(error)")
            }
        }
    }
}
