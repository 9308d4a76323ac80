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

    /// A stem in 3D: a line from the floor (y = 0) to a ball at (x, y, z). In a 2D chart it is a
    /// stem at x, z left out.
    struct Stem3D: ChartContent, Chart3DContent, ChartMark {
        let x: Double
        let y: Double
        let z: Double

        var markName: String { "Stem3D" }

        func addValues(to domains: inout MarkDomains) throws {
            try domains.addX(.value("x", x))
            try domains.addY(.value("Height", y))
            try domains.addY(.value("Height", 0.0))
        }

        func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
            guard let top = context.pixel(x: .value("x", x), y: .value("Height", y)),
                let foot = context.pixel(x: .value("x", x), y: .value("Height", 0.0))
            else { return [] }
            return context.stroke([[foot, top]])
        }

        func addValues(to domains: inout MarkDomains3D) throws {
            guard y.isFinite else { throw ChartError.nonNumericValue(mark: markName, axis: "y", label: "Height") }
            domains.addX(.value("x", x))
            domains.addY(.value("Height", y))
            domains.addY(.value("Height", 0.0))
            domains.addZ(.value("z", z))
        }

        func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
            guard let top = context.position(x: .value("x", x), y: .value("Height", y), z: .value("z", z)),
                let foot = context.position(x: .value("x", x), y: .value("Height", 0.0), z: .value("z", z))
            else { return [] }
            return context.stroke([[foot, top]], style: StrokeStyle(lineWidth: 1.5))
                + context.symbols(at: [top], diameter: 6)
        }

        /// Read as a point at its tip, with its depth.
        var accessibleValues: MarkAccessibleValues? {
            MarkAccessibleValues(role: .point, xLabel: "x", yLabel: "Height", x: x, y: y, zLabel: "z", z: z)
        }
    }

    /// Three stems of a Gaussian bump, coloured by their side of the origin.
    static var stems3D: Chart3D {
        Chart3D {
            ForEach([-1.0, 0.0, 1.0], id: \.self) { x in
                Stem3D(x: x, y: exp(-x * x), z: 0.5 * x)
                    .foregroundStyle(by: .value("Side", x < 0 ? "West" : "East"))
            }
        }
        .frame(width: 300, height: 300)
    }

    @Test func aMarkWithA3DLoweringDrawsInAChart3D() throws {
        let scene = try Self.stems3D.lowered()
        let stems = scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.space == .world, l.vertices.count == 2 { return l }
            return nil
        }
        let balls = scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p, b.space == .world { return b }
            return nil
        }
        #expect(stems.count == 3)
        #expect(balls.count == 3)
        #expect(balls.allSatisfy { $0.shape == .sphere && $0.sizes == [6] })
        // Each stem stands on the floor under its ball; the middle one, at y = 1, is the highest.
        for (stem, ball) in zip(stems, balls) {
            #expect(stem.vertices[1] == ball.positions[0])
            #expect(stem.vertices[0].x == stem.vertices[1].x && stem.vertices[0].z == stem.vertices[1].z)
            #expect(stem.vertices[0].y < stem.vertices[1].y)
            #expect(stem.width == 1.5)
        }
        #expect(stems[1].vertices[1].y > stems[0].vertices[1].y)
        // Two categories, two colours; the mark's values name the axes.
        #expect(Set(stems.map(\.color)).count == 2)
        let texts = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(texts.contains("Height") && texts.contains("West") && texts.contains("East"))
        if let failure = try TextSnapshot.check(scene.textDescription, named: "custom-mark-3d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func aMarksValuesAreReadInAChart3DsDescription() {
        // One series per category, in order, each point with its depth (z).
        let description = Self.stems3D.accessibilityDescription
        #expect(description.contains("3 points in 2 clusters by Side"))
        #expect(description.contains("West, 1 point"))
    }

    @Test func aMarkRefusingItsValuesIn3DThrowsItsError() {
        let chart = Chart3D { Stem3D(x: 0, y: .nan, z: 0) }
        #expect(throws: ChartError.nonNumericValue(mark: "Stem3D", axis: "y", label: "Height")) {
            try chart.lowered()
        }
    }

    @Test func aTwoDimensionalOnlyMarkInAChart3DThrowsTheTypedError() {
        let chart = Chart3D {
            ForEach(Self.summaries, id: \.species) { s in
                ErrorBar(category: s.species, low: s.mean - s.halfWidth, high: s.mean + s.halfWidth)
            }
        }
        #expect(throws: ChartError.notThreeDimensional(mark: "ErrorBar")) { try chart.lowered() }
    }

    /// The article's mark described in words (``ChartMark/accessibleSummary``).
    struct Peak: ChartContent, ChartMark {
        let x: Double
        let height: Double
        var markName: String { "Peak" }
        func addValues(to domains: inout MarkDomains) throws {
            try domains.addX(.value("Time (s)", x))
            try domains.addY(.value("Signal (V)", height))
        }
        func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
            guard let p = context.pixel(x: .value("Time (s)", x), y: .value("Signal (V)", height)) else { return [] }
            return context.symbols(at: [p])
        }
        var accessibleSummary: MarkAccessibleSummary? {
            MarkAccessibleSummary(kind: "peaks", of: "Signal (V)", item: "\(height) at \(x) s")
        }
    }

    @Test func aSummaryReadsInTheDescriptionAsTheArticleSays() {
        let text = Chart {
            Peak(x: 1, height: 2)
            Peak(x: 3, height: 5)
        }
        .accessibilityDescription
        // "Chart of peaks. … Peaks of Signal, in V: 2.0 at 1.0 s; 5.0 at 3.0 s."
        #expect(text.hasPrefix("Chart of peaks."), "\(text)")
        #expect(text.hasSuffix("Peaks of Signal, in V: 2.0 at 1.0 s; 5.0 at 3.0 s."), "\(text)")
    }
}
