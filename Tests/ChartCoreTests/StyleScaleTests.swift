import ChartMath
import ChartScene
import Testing

@testable import ChartCore

/// `.chartSymbolScale`, `.chartLineStyleScale` and `.chartSymbolSizeScale`: the symbols, strokes and
/// areas of `.symbol(by:)`, `.lineStyle(by:)` and `.symbolSize(by:)`, and the legend's samples.
@Suite struct StyleScaleTests {
    /// Points in three groups, shaped by group.
    func groups(_ names: [String] = ["A", "B", "C"]) -> Chart {
        Chart {
            ForEach(Array(names.enumerated()), id: \.offset) { i, name in
                PointMark(x: .value("x", Double(i)), y: .value("y", Double(i))).symbol(by: .value("Group", name))
            }
        }
    }

    /// The legend samples and categories as the 2D lowering computes them.
    func legend(_ chart: Chart) -> (samples: [String: Legend.Sample], categories: Categories) {
        var categories = Categories(styleScales: chart.configuration.value.styleScales)
        let samples = Legend.samples(for: chart.elements, categories: &categories)
        return (samples, categories)
    }

    @Test func symbolMappingFixesShapesAndLegendOrder() {
        let chart = groups().chartSymbolScale(["B": .diamond, "A": .cross])
        let (samples, categories) = legend(chart)
        #expect(categories.names == ["B", "A", "C"])
        #expect(samples["B"] == .symbol(.diamond, line: nil))
        #expect(samples["A"] == .symbol(.cross, line: nil))
        // The first symbol of the cycle the mapping leaves unused.
        #expect(samples["C"] == .symbol(.circle, line: nil))
    }

    @Test func unmappedCategoriesSkipTheMappedSymbols() {
        let chart = groups(["A", "B", "C"]).chartSymbolScale(["A": .circle, "X": .square])
        let (samples, categories) = legend(chart)
        #expect(categories.names == ["A", "X", "B", "C"])
        #expect(samples["B"] == .symbol(.triangle, line: nil))
        #expect(samples["C"] == .symbol(.diamond, line: nil))
    }

    @Test func symbolDomainAndRangeForms() {
        let paired = groups().chartSymbolScale(domain: ["C", "B", "A"], range: [.plus, .asterisk])
        let (samples, categories) = legend(paired)
        #expect(categories.names == ["C", "B", "A"])
        #expect(samples["C"] == .symbol(.plus, line: nil))
        #expect(samples["B"] == .symbol(.asterisk, line: nil))
        #expect(samples["A"] == .symbol(.plus, line: nil))
        let cycled = groups().chartSymbolScale(range: [.pentagon, .square])
        let c = legend(cycled).samples
        #expect(
            [c["A"], c["B"], c["C"]] == [
                .symbol(.pentagon, line: nil), .symbol(.square, line: nil), .symbol(.pentagon, line: nil),
            ])
    }

    @Test func mappedSymbolsAreTheOnesDrawn() throws {
        let scene = try groups(["A"]).chartSymbolScale(["A": .diamond]).frame(width: 200, height: 150).lowered()
        let polygons = scene.primitives.filter {
            if case .mesh = $0 { return true }
            return false
        }
        let defaultScene = try groups(["A"]).frame(width: 200, height: 150).lowered()
        let defaultPolygons = defaultScene.primitives.filter {
            if case .mesh = $0 { return true }
            return false
        }
        // A diamond is a filled polygon; the default circle is a point sprite.
        #expect(defaultPolygons.isEmpty)
        #expect(!polygons.isEmpty)
    }

    /// Two dashed series of line marks.
    var series: Chart {
        Chart {
            ForEach(["Model", "Measured"], id: \.self) { name in
                ForEach(0..<4, id: \.self) { i in
                    LineMark(x: .value("x", Double(i)), y: .value("y", Double(i) * (name == "Model" ? 1 : 2)))
                        .lineStyle(by: .value("Source", name))
                }
            }
        }
        .frame(width: 300, height: 200)
    }

    func lineBatches(_ chart: Chart) throws -> [LineBatch] {
        try chart.lowered(scale: 2).primitives.compactMap {
            if case .lines(let l) = $0, l.color == Color.accentColor.rgba { return l }
            return nil
        }
    }

    @Test func lineStyleMappingSetsWidthAndDash() throws {
        let chart = series.chartLineStyleScale([
            "Measured": StrokeStyle(lineWidth: 3), "Model": StrokeStyle(lineWidth: 1.5, dash: [4, 2]),
        ])
        let lines = try lineBatches(chart)
        #expect(lines.map(\.width) == [3, 6])
        #expect(lines.map(\.dash) == [[8, 4], []])
        let categories = legend(chart).categories
        #expect(categories.dashNames == ["Measured", "Model"])
        #expect(categories.dash(of: AxisValue(label: "Source", storage: .single(.string("Model")))) == [4, 2])
    }

    @Test func lineStyleRangeAndDomainForms() throws {
        let ranged = series.chartLineStyleScale(range: [StrokeStyle(lineWidth: 4, dash: [1, 1])])
        #expect(try lineBatches(ranged).map(\.width) == [8, 8])
        let paired = series.chartLineStyleScale(
            domain: ["Measured", "Model"], range: [StrokeStyle(lineWidth: 1), StrokeStyle(lineWidth: 5)])
        #expect(try lineBatches(paired).map(\.width) == [10, 2])
    }

    @Test func aMarksOwnLineStyleWinsOverTheScale() throws {
        let chart = Chart {
            ForEach(0..<4, id: \.self) { i in
                LineMark(x: .value("x", Double(i)), y: .value("y", Double(i)))
                    .lineStyle(by: .value("Source", "Model"))
                    .lineStyle(StrokeStyle(lineWidth: 2.5))
            }
        }
        .frame(width: 300, height: 200)
        .chartLineStyleScale(["Model": StrokeStyle(lineWidth: 6, dash: [2, 2])])
        #expect(try lineBatches(chart).map(\.width) == [5])
    }

    /// Points sized by a value.
    func sized(_ values: [Double]) -> Chart {
        Chart {
            ForEach(Array(values.enumerated()), id: \.offset) { i, v in
                PointMark(x: .value("x", Double(i)), y: .value("y", 1.0)).symbolSize(by: .value("Size", v))
            }
        }
        .frame(width: 300, height: 200)
    }

    /// The symbol areas drawn, in square points (at scale 1).
    func areas(_ chart: Chart) throws -> [Double] {
        try chart.lowered().primitives.flatMap { p -> [Double] in
            guard case .points(let b) = p else { return [] }
            return b.sizes.map { Double($0 * $0) * .pi / 4 }
        }
    }

    @Test func sizeDomainAndRangeMapValuesToAreas() throws {
        let chart = sized([0, 50, 100, 200]).chartSymbolSizeScale(domain: 0...100, range: 20...220)
        let a = try areas(chart)
        #expect(a.count == 4)
        for (found, expected) in zip(a, [20.0, 120, 220, 220]) { #expect(abs(found - expected) < 0.01) }
        let log = sized([1, 10, 100]).chartSymbolSizeScale(domain: 1...100, range: 10...30, type: .log)
        for (found, expected) in zip(try areas(log), [10.0, 20, 30]) { #expect(abs(found - expected) < 0.01) }
        let ranged = sized([5, 15]).chartSymbolSizeScale(range: 40...80)
        for (found, expected) in zip(try areas(ranged), [40.0, 80]) { #expect(abs(found - expected) < 0.01) }
    }

    @Test func sizeMappingForCategories() throws {
        let chart = Chart {
            ForEach(Array(["S", "L", "M"].enumerated()), id: \.offset) { i, name in
                PointMark(x: .value("x", Double(i)), y: .value("y", 1.0)).symbolSize(by: .value("Size", name))
            }
        }
        .frame(width: 300, height: 200)
        let mapped = try areas(chart.chartSymbolSizeScale(["S": 16, "L": 256]))
        for (found, expected) in zip(mapped, [16.0, 256, 30]) { #expect(abs(found - expected) < 0.01) }
        let spread = try areas(chart.chartSymbolSizeScale(domain: ["S", "M", "L"], range: 20...100))
        for (found, expected) in zip(spread, [20.0, 100, 60]) { #expect(abs(found - expected) < 0.01) }
    }

    @Test func badSizeScalesAreTypedErrors() {
        #expect(throws: ChartError.self) {
            try sized([1, 2]).chartSymbolSizeScale(domain: 0...10, range: 10...30, type: .log).lowered()
        }
        #expect(throws: ChartError.self) {
            try sized([1, 2]).chartSymbolSizeScale(domain: 5...5, range: 10...30).lowered()
        }
        #expect(throws: ChartError.self) { try sized([1, 2]).chartSymbolSizeScale(range: -10...30).lowered() }
        let message = ChartError.invalidSymbolSizeScale(lower: 0, upper: 10, reason: "why").description
        #expect(message.contains(".chartSymbolSizeScale 0.0...10.0"))
    }
}
