import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// Runs of plain point and line marks gathered into columns where the chart takes its content
/// (`ColumnarCollector`): the gathered chart must lower to the same scene, read the same
/// description and hover read-out as the marks kept one by one (`init(ungathered:)`), and any
/// chart where gathering could change what is drawn keeps its marks.
struct ColumnarRunTests {
    struct Sample {
        var x: Double
        var y: Double
        var z: Double
        var group: String
    }

    /// More than a run's minimum, three groups interleaved, a few missing values.
    static let data: [Sample] = (0..<1_500).map { i in
        let t = Double(i)
        return Sample(
            x: i == 700 ? .nan : sin(t * 0.37) * 3, y: t * 0.01, z: cos(t * 0.11), group: ["A", "B", "C"][i % 3])
    }

    static func points3D(_ d: Sample) -> [ChartElement] {
        PointMark(x: .value("x", d.x), y: .value("y", d.y), z: .value("z", d.z))
            .foregroundStyle(by: .value("Group", d.group)).symbolSize(5).opacity(0.8).chart3DElements
    }

    static func points2D(_ d: Sample) -> [ChartElement] {
        PointMark(x: .value("x", d.x), y: .value("y", d.y)).foregroundStyle(by: .value("Group", d.group))
            .symbolSize(20).chartElements
    }

    static func line(_ d: Sample) -> [ChartElement] {
        LineMark(x: .value("t", d.y), y: .value("value", d.x)).foregroundStyle(.orange)
            .lineStyle(StrokeStyle(lineWidth: 1.5)).chartElements
    }

    /// A scene with every point batch's colours and sizes spelled out per point (one entry for
    /// all draws the same as the entry repeated).
    static func normalized(_ scene: RenderScene) -> RenderScene {
        var copy = scene
        copy.primitives = scene.primitives.map { p in
            guard case .points(var b) = p else { return p }
            let n = b.positions.count
            if b.colors.count == 1 { b.colors = Array(repeating: b.colors[0], count: n) }
            if b.sizes.count == 1 { b.sizes = Array(repeating: b.sizes[0], count: n) }
            return .points(b)
        }
        return copy
    }

    @Test func pointMarksIn3DAreGatheredAndDrawReadAndHoverAsTheMarks() throws {
        let gathered = Chart3D(Self.data, content: Self.points3D)
        let marks = Chart3D(ungathered: Self.data.flatMap(Self.points3D))
        #expect(gathered.elements.count == 1)
        #expect(gathered.elements.first?.recipe.mark is PointsSpec)
        #expect(marks.elements.count == Self.data.count)
        #expect(Self.normalized(try gathered.lowered(scale: 2)) == Self.normalized(try marks.lowered(scale: 2)))
        #expect(gathered.accessibilityDescription == marks.accessibilityDescription)
        #expect(gathered.accessibilityDescription.contains("3 clusters by Group"))
        let a = try gathered.prepared(scale: 1)
        let b = try marks.prepared(scale: 1)
        for hover in [SIMD2(300.0, 250.0), SIMD2(250, 200), SIMD2(350, 300)] {
            let interaction = ChartInteraction(hover: hover)
            #expect(a.interactiveScene(interaction).readout == b.interactiveScene(interaction).readout)
        }
    }

    @Test func pointMarksIn2DAreGatheredAndDrawReadAndHoverAsTheMarks() throws {
        let gathered = Chart(Self.data, content: Self.points2D)
        let marks = Chart(ungathered: Self.data.flatMap(Self.points2D))
        #expect(gathered.elements.count == 1)
        #expect(Self.normalized(try gathered.lowered(scale: 2)) == Self.normalized(try marks.lowered(scale: 2)))
        #expect(gathered.accessibilityDescription == marks.accessibilityDescription)
        for hover in [SIMD2(300.0, 200.0), SIMD2(120, 90)] {
            let interaction = ChartInteraction(hover: hover)
            let x = try gathered.interactiveScene(scale: 1, interaction: interaction)
            let y = try marks.interactiveScene(scale: 1, interaction: interaction)
            #expect(x.readout == y.readout)
            #expect(x.selectedX == y.selectedX)
        }
    }

    @Test func lineMarksAreGatheredIntoOneLineThatDrawsReadsAndHoversAsTheMarks() throws {
        let gathered = Chart(Self.data, content: Self.line)
        let marks = Chart(ungathered: Self.data.flatMap(Self.line))
        #expect(gathered.elements.count == 1)
        #expect(gathered.elements.first?.recipe.mark is LineSpec)
        #expect(try gathered.lowered(scale: 2) == marks.lowered(scale: 2))
        #expect(gathered.accessibilityDescription == marks.accessibilityDescription)
        let interaction = ChartInteraction(hover: SIMD2(300, 200))
        #expect(
            try gathered.interactiveScene(scale: 1, interaction: interaction).readout
                == marks.interactiveScene(scale: 1, interaction: interaction).readout)
    }

    @Test func datesOnXAreGathered() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let content = { (d: Sample) -> [ChartElement] in
            LineMark(x: .value("Day", start.addingTimeInterval(d.y * 86_400)), y: .value("v", d.z)).chartElements
        }
        let gathered = Chart(Self.data, content: content)
        let marks = Chart(ungathered: Self.data.flatMap(content))
        #expect(gathered.elements.count == 1)
        #expect(try gathered.lowered() == marks.lowered())
        #expect(gathered.accessibilityDescription == marks.accessibilityDescription)
    }

    @Test func theContentFormGathersAfterTheContentsModifiers() throws {
        // `.foregroundStyle(.red)` on the ForEach reaches every mark before the chart gathers them.
        let gathered = Chart {
            ForEach(Self.data) { d in PointMark(x: .value("x", d.x), y: .value("y", d.y)) }
                .foregroundStyle(.red)
        }
        let marks = Chart(
            ungathered: Self.data.flatMap { d in
                PointMark(x: .value("x", d.x), y: .value("y", d.y)).foregroundStyle(.red).chartElements
            })
        #expect(gathered.elements.count == 1)
        #expect(Self.normalized(try gathered.lowered()) == Self.normalized(try marks.lowered()))
        // A symbol from enclosing content makes the points more than plain: they stay marks.
        let squares = Chart {
            ForEach(Self.data) { d in PointMark(x: .value("x", d.x), y: .value("y", d.y)) }.symbol(.square)
        }
        #expect(squares.elements.count == Self.data.count)
    }

    @Test func marksOfAKindSplitOrNotPlainStayMarks() throws {
        // Two runs of points split by a rule: in 3D all of a chart's points batch together.
        let split = Chart3D {
            ForEach(Self.data) { d in Self.points3D(d) }
            RuleMark(x: .value("x", 0), y: .value("y", 0), z: .value("z", 0))
            ForEach(Self.data.prefix(10)) { d in Self.points3D(d) }
        }
        #expect(split.elements.filter { $0.recipe.mark is PointSpec }.count == Self.data.count + 10)
        // One annotated point among plain ones.
        let annotated = Chart(Array(Self.data.enumerated())) { i, d in
            if i == 1_200 {
                PointMark(x: .value("x", d.x), y: .value("y", d.y)).annotation { Text("here") }
            } else {
                PointMark(x: .value("x", d.x), y: .value("y", d.y))
            }
        }
        #expect(annotated.elements.count == Self.data.count)
        // Line marks further down join the same line: every line mark stays a mark.
        let twoRuns = Chart {
            ForEach(Self.data) { d in Self.line(d) }
            PointMark(x: .value("t", 0), y: .value("value", 0))
            ForEach(Self.data.prefix(5)) { d in Self.line(d) }
        }
        #expect(twoRuns.elements.filter { $0.recipe.mark is LineMarkSpec }.count == Self.data.count + 5)
        #expect(try twoRuns.lowered() == Chart(ungathered: twoRuns.elements).lowered())
    }

    @Test func shortRunsSeriesAndIdentifiedMarksStayMarks() throws {
        let short = Chart(Self.data.prefix(ColumnarCollector.minimumRun - 1), content: Self.points2D)
        #expect(short.elements.count == ColumnarCollector.minimumRun - 1)
        let series = Chart(Self.data) { d in
            LineMark(x: .value("t", d.y), y: .value("value", d.x), series: .value("g", d.group))
        }
        #expect(series.elements.count == Self.data.count)
        struct Identified: Identifiable {
            var id: Int
            var y: Double
        }
        let identified = Chart((0..<1_200).map { Identified(id: $0, y: Double($0)) }) { e in
            PointMark(x: .value("i", e.id), y: .value("y", e.y))
        }
        #expect(identified.elements.count == 1_200)
    }

    @Test func aThreeDimensionalPointWithoutZIsStillNamed() throws {
        let chart = Chart3D(Self.data) { d in PointMark(x: .value("x", d.x), y: .value("y", d.y)) }
        #expect(chart.elements.count == Self.data.count)
        #expect(throws: ChartError.nonNumericValue(mark: "PointMark", axis: "z", label: "(missing)")) {
            try chart.lowered()
        }
    }
}
