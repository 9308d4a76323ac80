import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import SeedExamples
import Testing

/// Every chart example of the seed documents, reproduced as library code in `SeedExamples` and
/// compared with its golden image (`seed-<name>.png`).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct SeedExampleGoldenTests {
    @MainActor
    func image(of chart: some ChartRepresentable, scale: Double) throws -> RGBAImage {
        let renderer = ImageRenderer(content: chart)
        renderer.scale = scale
        return try renderer.renderImage()
    }

    @Test(arguments: SeedExample.all.map(\.name))
    @MainActor
    func seedExampleMatchesItsGolden(name: String) async throws {
        let example = try #require(SeedExample.all.first { $0.name == name })
        let chart = await example.chart()
        let result = try GoldenImage.check(image(of: chart, scale: example.scale), named: "seed-\(name)")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func namesAreUniqueAndSayWhatTheyShow() {
        let names = SeedExample.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.range(of: "^[a-z0-9]+(-[a-z0-9]+)+$", options: .regularExpression) != nil, "\(name)")
        }
    }

    @Test func everySeedIsRepresented() {
        for seed in SeedExample.Seed.allCases {
            #expect(SeedExample.all.contains { $0.seed == seed }, "no example from \(seed.rawValue)")
        }
    }
}
