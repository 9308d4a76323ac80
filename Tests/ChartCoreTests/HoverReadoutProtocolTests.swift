import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// The hover read-out asks each mark's recipe (`ChartMark.hoverReadout(in:)`): a mark of the
/// user's own is read like a built-in one, the nearest value of a name wins, and a mark that
/// gives none is left out.
@Suite struct HoverReadoutProtocolTests {
    /// A user's mark, written with the public API only: a cross at (x, y) that reads its y.
    struct CrossMark: ChartContent, ChartMark {
        var x: Double
        var y: Double
        var reads = true

        var markName: String { "CrossMark" }

        func addValues(to domains: inout MarkDomains) throws {
            try domains.addX(.value("Time", x))
            try domains.addY(.value("Level", y))
        }

        func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
            guard let p = context.pixel(x: .value("Time", x), y: .value("Level", y)) else { return [] }
            return context.stroke([[p - SIMD2(4, 4), p + SIMD2(4, 4)], [p - SIMD2(4, -4), p + SIMD2(4, -4)]])
        }

        func hoverReadout(in context: MarkHoverContext) -> MarkHoverReadout? {
            guard reads, let p = context.pixel(x: .value("Time", x), y: .value("Level", y)) else { return nil }
            return .value("Level", y: y, distance: context.distance(to: p), colorLine: "Cross at \(x)")
        }
    }

    /// A user's line-like mark, written with the public API only: a sampled signal drawn as one
    /// polyline, read at the hovered x whatever the pointer's height
    /// (`ChartMark.readoutSeries(colorCategory:)`), as a `LinePlot` is.
    struct SignalMark: ChartContent, ChartMark {
        var name: String
        var samples: [SIMD2<Double>]
        var joinsMarks = false

        var markName: String { "SignalMark" }

        func addValues(to domains: inout MarkDomains) throws {
            for s in samples {
                try domains.addX(.value("Time", s.x))
                try domains.addY(.value(name, s.y))
            }
        }

        func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
            context.stroke([samples.compactMap { context.pixel(x: .value("Time", $0.x), y: .value(name, $0.y)) }])
        }

        func readoutSeries(colorCategory: String?) -> [MarkReadoutSeries] {
            [.points(colorCategory ?? name, samples, joinsMarks: joinsMarks)]
        }
    }

    /// A user's function mark: y = 2x, read at the hovered x inside 0…10.
    struct DoublingMark: ChartContent, ChartMark {
        var markName: String { "DoublingMark" }

        func addValues(to domains: inout MarkDomains) throws {
            try domains.addX(.value("Time", 0.0))
            try domains.addX(.value("Time", 10.0))
            try domains.addY(.value("Twice", 0.0))
            try domains.addY(.value("Twice", 20.0))
        }

        func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

        func readoutSeries(colorCategory: String?) -> [MarkReadoutSeries] {
            [.function("Twice") { x in (0...10).contains(x) ? 2 * x : nil }]
        }
    }

    func readout(_ chart: Chart, at x: Double, _ y: Double) throws -> [String] {
        let layout = try Lowering2D(chart: chart, scale: 1).lowerWithLayout().layout
        let hover = SIMD2(layout.x.pixel(x), layout.y.pixel(y))
        return try #require(try chart.interactiveScene(scale: 1, interaction: ChartInteraction(hover: hover)).readout)
    }

    @Test func aCustomMarkIsReadNearestToThePointer() throws {
        let chart = Chart {
            CrossMark(x: 1, y: 10)
            CrossMark(x: 2, y: 30)
            CrossMark(x: 3, y: 20)
        }
        let near2 = try readout(chart, at: 2.1, 29)
        #expect(near2.contains("Level: 30"), "\(near2)")
        #expect(near2.contains("Cross at 2.0"), "\(near2)")
        #expect(!near2.contains("Level: 10") && !near2.contains("Level: 20"), "\(near2)")
        let near3 = try readout(chart, at: 2.9, 21)
        #expect(near3.contains("Level: 20") && near3.contains("Cross at 3.0"), "\(near3)")
    }

    @Test func aMarkThatGivesNoReadoutIsLeftOut() throws {
        let chart = Chart {
            CrossMark(x: 1, y: 10, reads: false)
            CrossMark(x: 3, y: 20, reads: false)
        }
        let lines = try readout(chart, at: 1, 10)
        #expect(lines.count == 1, "only the hovered x: \(lines)")
        #expect(lines.first?.hasPrefix("Time: ") == true, "\(lines)")
    }

    @Test func aCustomMarkAndPointMarksOfOneNameReadTheNearestOfAll() throws {
        let chart = Chart {
            CrossMark(x: 1, y: 10)
            PointMark(x: .value("Time", 2.0), y: .value("Level", 30.0))
        }
        let atPoint = try readout(chart, at: 2, 30)
        #expect(atPoint.contains("Level: 30") && !atPoint.contains("Level: 10"), "\(atPoint)")
        #expect(!atPoint.contains("Cross at 1.0"), "\(atPoint)")
        let atCross = try readout(chart, at: 1, 10)
        #expect(atCross.contains("Level: 10") && atCross.contains("Cross at 1.0"), "\(atCross)")
    }

    @Test func aCustomLineLikeMarkIsReadAtTheHoveredX() throws {
        let chart = Chart {
            SignalMark(name: "Level", samples: [SIMD2(1, 10), SIMD2(2, 30), SIMD2(3, 20)])
            DoublingMark()
        }
        // Far below the line, near x = 2: the series is read at x, not at the pointer.
        let lines = try readout(chart, at: 2.2, 1)
        #expect(lines.contains("Level: 30"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Twice: 4.") }, "\(lines)")
        let late = try readout(chart, at: 2.8, 29)
        #expect(late.contains("Level: 20") && !late.contains("Level: 30"), "\(late)")
        // In the order of the marks: the signal, then the function.
        let names = lines.dropFirst().map { $0.prefix { $0 != ":" } }
        #expect(names == ["Level", "Twice"], "\(lines)")
    }

    @Test func joinedSeriesOfOneNameAreReadAsOneAndTakeTheColourCategory() throws {
        let chart = Chart {
            SignalMark(name: "Level", samples: [SIMD2(1, 10)], joinsMarks: true)
                .foregroundStyle(by: .value("Site", "North"))
            SignalMark(name: "Level", samples: [SIMD2(3, 20)], joinsMarks: true)
                .foregroundStyle(by: .value("Site", "North"))
            SignalMark(name: "Level", samples: [SIMD2(2, 5)], joinsMarks: true)
                .foregroundStyle(by: .value("Site", "South"))
        }
        let lines = try readout(chart, at: 2.9, 0)
        #expect(lines.contains("North: 20") && lines.contains("South: 5"), "\(lines)")
        #expect(lines.filter { $0.hasPrefix("North") }.count == 1, "\(lines)")
    }

    @Test func aStemIsReadAtItsTip() throws {
        let chart = Chart {
            StemMark(x: .value("n", 1.0), y: .value("h[n]", 0.5))
            StemMark(x: .value("n", 2.0), y: .value("h[n]", 0.25))
        }
        #expect(try readout(chart, at: 2, 0.3).contains("h[n]: 0.25"))
    }
}
