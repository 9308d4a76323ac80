import ChartMath
import ChartScene
import Testing

@testable import ChartCore

/// Symbols and rules on the plot's edge are drawn whole, over the axis lines (as Swift Charts draws
/// them); lines still clip to the plot.
@Suite struct EdgeMarkTests {
    @Test func rulesAndSymbolsDrawOverTheAxisLines() throws {
        let chart = Chart {
            PointMark(x: .value("x", 0.0), y: .value("y", 0.0))
            RuleMark(x: .value("x", 0.0), yStart: .value("lo", -1.0), yEnd: .value("hi", 1.0))
        }
        .chartYScale(domain: 0...5)
        .frame(width: 300, height: 200)
        let scene = try chart.lowered()
        let axisIndex = scene.primitives.firstIndex {
            if case .lines(let l) = $0 { return l.color == Theme().axisColor }
            return false
        }
        let pointIndex = scene.primitives.firstIndex {
            if case .points = $0 { return true }
            return false
        }
        let ruleIndex = scene.primitives.lastIndex {
            if case .lines(let l) = $0 { return l.color == Color.accentColor.rgba }
            return false
        }
        let (a, p, r) = (try #require(axisIndex), try #require(pointIndex), try #require(ruleIndex))
        #expect(a < p && a < r)
        // The rule from −1 to 1 runs below the plot's bottom edge (y = 0) instead of stopping at it.
        guard case .lines(let rule) = scene.primitives[r] else { return }
        let layout = try Lowering2D(chart: chart, scale: 1).lowerWithLayout().layout
        #expect((rule.vertices.map(\.y).max() ?? 0) > layout.plot.y1 + 5)
    }

    @Test func linesStillClipToThePlot() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0.0), y: .value("y", -1.0))
            LineMark(x: .value("x", 1.0), y: .value("y", 1.0))
        }
        .chartYScale(domain: 0...5)
        .frame(width: 300, height: 200)
        let layout = try Lowering2D(chart: chart, scale: 1).lowerWithLayout().layout
        let line = try chart.lowered().primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.color == Color.accentColor.rgba { return l }
            return nil
        }
        let ys = line.flatMap { $0.vertices.map(\.y) }
        #expect(!ys.isEmpty)
        #expect(ys.allSatisfy { $0 <= layout.plot.y1 + 0.01 })
    }
}
