import ChartScene
import Testing

@testable import ChartCore

/// `LineMark` as a recipe (`LineMarkSpec`, a `SeriesMark`): a series is one line across the
/// chart, drawn where its first vertex stands, whatever lies between its vertices.
struct LineMarkRecipeTests {
    @Test func interleavedSeriesAreOneLineEachInOrderOfFirstVertex() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 1), series: .value("s", "A")).foregroundStyle(.red)
            LineMark(x: .value("x", 0), y: .value("y", 3), series: .value("s", "B")).foregroundStyle(.orange)
            RuleMark(y: .value("y", 2))
            LineMark(x: .value("x", 1), y: .value("y", 2), series: .value("s", "A")).foregroundStyle(.red)
            LineMark(x: .value("x", 1), y: .value("y", 4), series: .value("s", "B")).foregroundStyle(.orange)
        }
        .frame(width: 200, height: 160)
        let lines = try chart.lowered().primitives.compactMap { p -> LineBatch? in
            guard case .lines(let l) = p, l.color == Color.red.rgba || l.color == Color.orange.rgba else { return nil }
            return l
        }
        #expect(lines.map(\.color) == [Color.red.rgba, Color.orange.rgba])
        #expect(lines.allSatisfy { $0.vertices.count == 2 && $0.starts == [0] })
    }

    @Test func errorsNameTheLineMarkAndWarningsItsSeries() throws {
        let mixed = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 1))
            LineMark(x: .value("x", "a"), y: .value("y", 2))
        }
        #expect(throws: ChartError.mixedValueTypes(axis: "x", mark: "LineMark", label: "x")) { try mixed.lowered() }
        let vertex = LineMark(x: .value("x", 0), y: .value("y", 1), series: .value("Site", "A")).spec
        #expect(vertex.markName == "LineMark \"Site\"")
    }
}
