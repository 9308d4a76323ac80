import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// The samples of CustomMarks.md, compiled as they are written there and drawn: a mark of the
/// user's own built with the public API only (this target imports OpenCharts without `@testable`).
struct CustomMarkSamples {
    struct ErrorBar: ChartContent, ChartMark {
        let category: String
        var low: Double
        var high: Double

        var markName: String { "ErrorBar" }

        func addValues(to domains: inout MarkDomains) throws {
            try domains.addX(.value("Species", category))
            try domains.addY(.value("Body mass (g)", low))
            try domains.addY(.value("Body mass (g)", high))
        }

        func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
            guard let bottom = context.pixel(x: .value("Species", category), y: .value("Body mass (g)", low)),
                let top = context.pixel(x: .value("Species", category), y: .value("Body mass (g)", high))
            else { return [] }
            let half = SIMD2(7 * context.scale, 0)
            return context.stroke(
                [[bottom, top], [bottom - half, bottom + half], [top - half, top + half]],
                style: StrokeStyle(lineWidth: 1.5))
        }

        var legendSample: MarkLegendSample { .line(dash: []) }

        var accessibleValues: MarkAccessibleValues? {
            MarkAccessibleValues(
                role: .bar, xLabel: "Species", yLabel: "Body mass (g)", x: category, y: low, yEnd: high)
        }
    }

    struct Summary {
        let species: String
        let mean: Double
        let halfWidth: Double
    }

    /// Means and 95 % intervals of the penguins' body mass (g), rounded from Datasets/penguins.csv.
    static let summaries = [
        Summary(species: "Adelie", mean: 3701, halfWidth: 74),
        Summary(species: "Chinstrap", mean: 3733, halfWidth: 92),
        Summary(species: "Gentoo", mean: 5076, halfWidth: 90),
    ]

    static func chart(_ summaries: [Summary]) -> Chart {
        Chart {
            ForEach(summaries, id: \.species) { s in
                ErrorBar(category: s.species, low: s.mean - s.halfWidth, high: s.mean + s.halfWidth)
                    .foregroundStyle(by: .value("Species", s.species))
            }
        }
        .frame(width: 400, height: 300)
    }

    @Test func errorBarsTakePartInDomainsLegendAndDescription() throws {
        let chart = Self.chart(Self.summaries)
        let scene = try chart.lowered()
        // A stem and two caps per species, each species in its own palette colour.
        let bars = scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.starts.count == 3 { return l }
            return nil
        }
        #expect(bars.count == 3)
        #expect(Set(bars.map(\.color)).count == 3)
        // The y domain (read at the plot's top edge) reaches the highest interval's top.
        let proxy = try chart.proxy()
        let top = try #require(proxy.value(atY: 0, as: Double.self))
        #expect(top >= 5076 + 90)
        // Legend names and the description's values.
        let texts = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(texts.contains("Gentoo"))
        #expect(texts.contains("Body mass (g)"))
        #expect(chart.accessibilityDescription.contains("Gentoo, from 4986 g to 5166 g"))
    }

    @Test func errorBarsMoveInATransition() throws {
        let a = Self.chart([Summary(species: "Adelie", mean: 3700, halfWidth: 100)])
        let b = Self.chart([Summary(species: "Adelie", mean: 3900, halfWidth: 100)])
        let mid = try a.interpolated(to: b, fraction: 0.5).lowered()
        let end = try b.lowered()
        // The default interpolation shows the target (no partial motion) but never drops the mark.
        #expect(mid.primitives.count == end.primitives.count)
    }
}
