import ChartMath
import ChartScene
import Testing

@testable import ChartCore

/// `BarMark` as a recipe: stacking shared across the chart, numeric bar axes padded so that the
/// bars at the first and last position are whole, the streamed x.
@Suite struct BarRecipeTests {
    /// The bars' quads (four-point paths) and the plot's horizontal extent.
    func bars(_ chart: Chart) throws -> (quads: [[Vec2]], plot: (Double, Double), x: PlotAxis) {
        let (scene, layout) = try Lowering2D(chart: chart.frame(width: 400, height: 300), scale: 1).lowerWithLayout()
        let quads = scene.primitives.compactMap { p -> [Vec2]? in
            if case .path(let path) = p, path.points.count == 4 { return path.points }
            return nil
        }
        return (quads, (Double(layout.plot.x0), Double(layout.plot.x1)), layout.x)
    }

    @Test func edgeBarsAtNumbersAreWhole() throws {
        let chart = Chart {
            for i in 0...5 { BarMark(x: .value("x", Double(i)), y: .value("y", Double(i + 1))) }
        }
        let (quads, plot, axis) = try bars(chart)
        #expect(quads.count == 6)
        let widths = quads.map { Double($0.map(\.x).max()! - $0.map(\.x).min()!) }
        // Every bar is as wide as the others: none is cut by the plot's edge.
        for w in widths { #expect(abs(w - widths[2]) < 1e-3) }
        // The domain is 0…5 widened by half the spacing of the positions, not rounded again.
        #expect(abs(axis.scale.start - -0.5) < 1e-12)
        #expect(abs(axis.scale.end - 5.5) < 1e-12)
        let left = Double(quads.flatMap { $0 }.map(\.x).min()!)
        let right = Double(quads.flatMap { $0 }.map(\.x).max()!)
        #expect(left > plot.0 && right < plot.1)
        // The bar at 0 is centred on its value: 70 % of the one-unit slot either side of it.
        let unit = (plot.1 - plot.0) / 6
        #expect(abs(left - (plot.0 + 0.5 * unit - 0.35 * unit)) < 1e-3)
    }

    @Test func anExplicitDomainOrCategoriesAreNotPadded() throws {
        let explicit = Chart {
            for i in 0...5 { BarMark(x: .value("x", Double(i)), y: .value("y", 1.0)) }
        }.chartXScale(domain: 0...5)
        #expect(try bars(explicit).x.scale.start == 0)
        #expect(try bars(explicit).x.scale.end == 5)
        let logAxis = Chart {
            for i in 1...4 { BarMark(x: .value("x", Double(i * i)), y: .value("y", 1.0)) }
        }.chartXScale(type: .log)
        // On a log axis half a slot in data is not half in pixels: no padding.
        #expect(try bars(logAxis).x.scale.start == 1)
    }

    @Test func stackedBarsShareTheirStackAcrossTheChart() throws {
        // Bars at one position stack in declaration order even with another mark between them.
        let chart = Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 2.0))
            RuleMark(y: .value("y", 1.0))
            BarMark(x: .value("x", "A"), y: .value("y", 3.0))
        }
        let (quads, _, _) = try bars(chart)
        #expect(quads.count == 2)
        let tops = quads.map { Double($0.map(\.y).min()!) }
        let bottoms = quads.map { Double($0.map(\.y).max()!) }
        // The second bar starts where the first ends.
        #expect(abs(bottoms[1] - tops[0]) < 1e-3)
    }

    @Test func aStreamingChartScrollsToTheLastBar() {
        let chart = Chart {
            BarMark(x: .value("x", 3.0), y: .value("y", 1.0))
            BarMark(xStart: .value("x", 1.0), xEnd: .value("x", 9.0), y: .value("y", "row"))
        }
        #expect(chart.lastX?.value == 9)
        #expect(chart.lastX?.isDate == false)
    }
}
