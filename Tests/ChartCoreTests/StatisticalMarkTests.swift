import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// Error bars, box plots, violins and fits lowered: where their lines and fills land in pixels,
/// measured against points placed at the values they should reach, and what they put on the axes.
struct StatisticalMarkTests {
    static func lines(_ scene: RenderScene, _ color: RGBA) -> [LineBatch] {
        scene.primitives.compactMap { p in
            if case .lines(let l) = p, l.color == color { return l }
            return nil
        }
    }

    static func points(_ scene: RenderScene) -> [PointBatch] {
        scene.primitives.compactMap { p in
            if case .points(let b) = p { return b }
            return nil
        }
    }

    static func paths(_ scene: RenderScene) -> [ScenePath] {
        scene.primitives.compactMap { p in
            if case .path(let path) = p { return path }
            return nil
        }
    }

    @Test func errorBarsReachTheirEndsWithCapsOfTheirWidth() throws {
        let chart = Chart {
            ErrorBarMark(x: .value("x", 1.0), y: .value("y", 5.0), yError: .asymmetric(lower: 1, upper: 3))
                .capWidth(10).foregroundStyle(.red)
            PointMark(x: .value("x", 1.0), y: .value("y", 4.0)).foregroundStyle(.blue)
            PointMark(x: .value("x", 1.0), y: .value("y", 8.0)).foregroundStyle(.green)
            PointMark(x: .value("x", 3.0), y: .value("y", 0.0))
        }
        .frame(width: 300, height: 200)
        let scene = try chart.lowered()
        let bar = try #require(Self.lines(scene, Color.red.rgba).first)
        let anchors = Self.points(scene).flatMap(\.positions)
        let (bottom, top) = (bar.vertices[0], bar.vertices[1])
        let near = { (p: Vec3, q: Vec3) -> Bool in abs(p.x - q.x) < 0.01 && abs(p.y - q.y) < 0.01 }
        let atBottom = anchors.contains { near($0, bottom) }
        let atTop = anchors.contains { near($0, top) }
        #expect(atBottom && atTop)
        #expect(bottom.y > top.y)  // the lower end is the lower point (pixels grow downwards)
        #expect(bar.starts == [0, 2, 4])
        let cap = bar.vertices[3] - bar.vertices[2]
        #expect(abs(cap.x - 10) < 1e-4 && cap.y == 0)
    }

    @Test func errorBarsAtThePlotEdgeAreDrawnWhole() throws {
        let chart = Chart {
            ErrorBarMark(x: .value("x", 0.0), y: .value("y", 2.0), xError: 0.5, yError: 1).foregroundStyle(.red)
        }
        .chartXScale(domain: 0...4)
        .chartYScale(domain: 0...3)
        .frame(width: 300, height: 200)
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        let bar = try #require(Self.lines(scene, Color.red.rgba).first)
        // The cap of the y bar reaches left of the plot area instead of being cut at its edge.
        #expect(bar.vertices.contains { $0.x < layout.plot.x0 - 2 })
        #expect(bar.starts.count == 6)
    }

    @Test func errorBarsWidenTheDomainsAndReadAsRanges() throws {
        let chart = Chart {
            ErrorBarMark(x: .value("Month", "Jan"), y: .value("Mean", 5.0), yError: 9)
        }
        .chartYScale(domain: .automatic(includesZero: false))
        let (_, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        #expect(layout.y.lower <= -4 && layout.y.upper >= 14)
        let series = chart.accessibleSeries()
        #expect(series.first?.kind == .bar)
    }

    @Test func errorBarsIn3DSpanTheirAxis() throws {
        let chart = Chart3D {
            ErrorBarMark(x: .value("x", 0.0), y: .value("y", 0.0), z: .value("z", 0.0), zError: 1).foregroundStyle(.red)
            PointMark(x: .value("x", 1.0), y: .value("y", 1.0), z: .value("z", 2.0))
        }
        let scene = try chart.lowered()
        let bar = try #require(Self.lines(scene, Color.red.rgba).first)
        #expect(bar.space == .world)
        #expect(bar.starts.count == 3)
        let along = bar.vertices[1] - bar.vertices[0]
        #expect(along.x == 0 && along.y == 0 && along.z != 0)
        let flat = Chart3D { ErrorBarMark(x: .value("x", 0.0), y: .value("y", 0.0), yError: 1) }
        #expect(throws: ChartError.self) { try flat.lowered() }
    }

    struct Reading {
        let day: Double
        let mean: Double
        let sd: Double
    }

    static let readings = (0..<5).map { Reading(day: Double($0), mean: 10 + Double($0 * $0), sd: 1 + Double($0)) }

    @Test func errorBarPlotsDrawOneBatchOverTheirData() throws {
        let chart = Chart {
            ErrorBarPlot(Self.readings, x: .value("Day", \.day), y: .value("Mean", \.mean), yError: \.sd)
                .foregroundStyle(.red)
        }
        .chartYScale(domain: .automatic(includesZero: false))
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        let batches = Self.lines(scene, Color.red.rgba)
        #expect(batches.count == 1)
        #expect(batches.first?.starts.count == 15)
        // The lowest end is 10 − 1, the highest 26 + 5.
        #expect(layout.y.lower <= 9 && layout.y.upper >= 31)
    }

    @Test func errorBandsAreABandUnderTheirLine() throws {
        let plot = ErrorBandPlot(Self.readings, x: .value("Day", \.day), y: .value("Mean", \.mean), spread: \.sd)
        #expect(plot.chartElements.count == 2)
        let chart = Chart { plot }.chartYScale(domain: .automatic(includesZero: false))
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        #expect(layout.y.lower <= 9 && layout.y.upper >= 31 && layout.y.lower > 0)
        #expect(!Self.paths(scene).isEmpty)
    }

    struct Sample {
        let group: String
        let sex: String
        let value: Double
    }

    /// Two groups of two sexes, with one far value in group "a".
    static let samples: [Sample] = (0..<80).map { i in
        let value = i == 3 ? 60.0 : 10 + Double((i * 37) % 23) + (i % 2 == 0 ? 5 : 0)
        return Sample(group: i < 40 ? "a" : "b", sex: i % 2 == 0 ? "f" : "m", value: value)
    }

    @Test func boxesSummariseEachGroupAndDodgeTheirSubgroups() throws {
        let plot = BoxPlot(
            Self.samples, x: .value("Group", \.group), y: .value("Value", \.value), by: .value("Sex", \.sex))
        let expected = ["a", "b"].flatMap { g in
            ["f", "m"].map { s in Self.samples.filter { $0.group == g && $0.sex == s }.map(\.value) }
        }
        #expect(plot.statistics == expected.compactMap { BoxStatistics(values: $0) })
        #expect(plot.statistics[1].outliers == [60])
        let chart = Chart { plot }.frame(width: 400, height: 300)
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        #expect(layout.y.upper >= 60)
        // One fill per box; the two boxes of a group stand either side of the group's centre.
        let boxes = Self.paths(scene).filter { $0.points.count == 4 }
        #expect(boxes.count == 4)
        let centres = boxes.map { b in Double(b.points.map(\.x).reduce(0, +)) / 4 }
        let bandCentreA = (centres[0] + centres[1]) / 2
        let plotWidth = Double(layout.plot.x1 - layout.plot.x0)
        #expect(abs(bandCentreA - (Double(layout.plot.x0) + plotWidth / 4)) < 1)
        #expect(centres[0] < centres[1] && centres[1] < centres[2] && centres[2] < centres[3])
    }

    @Test func subgroupsKeepOneSlotInEveryBand() {
        let groups = CategoryGroups.make(
            categories: ["a", "a", "b", "b", "c"].map { .string($0) }, subgroups: ["f", "m", "m", "f", "f"],
            values: [1, 2, 3, 4, 5])
        #expect(groups.map(\.subgroup) == ["f", "m", "f", "m", "f"])
        #expect(groups.map(\.slot) == [0, 1, 0, 1, 0])
        #expect(groups.allSatisfy { $0.slots == 2 })
        #expect(groups.map(\.values) == [[1], [2], [4], [3], [5]])
        // Subgroups that are the categories: no dodging.
        let same = CategoryGroups.make(
            categories: [.string("a"), .string("b")], subgroups: ["a", "b"], values: [1, 2])
        #expect(same.map(\.slot) == [0, 0] && same.map(\.slots) == [1, 1])
    }

    @Test func horizontalNotchedBoxesLieAlongX() throws {
        let chart = Chart {
            BoxPlot(Self.samples, x: .value("Value", \.value), y: .value("Group", \.group), notched: true)
        }
        .frame(width: 400, height: 300)
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        #expect(layout.x.upper >= 60)
        let notched = Self.paths(scene).filter { $0.points.count == 10 }
        #expect(notched.count == 2)
    }

    @Test func violinsAreTheDensityOfEachGroupAndSplitIntoHalves() throws {
        let plot = ViolinPlot(
            Self.samples, x: .value("Group", \.group), y: .value("Value", \.value), by: .value("Sex", \.sex),
            split: true)
        #expect(plot.densities.count == 4)
        let first = Self.samples.filter { $0.group == "a" && $0.sex == "f" }.map(\.value)
        #expect(plot.densities[0] == KernelDensity(values: first))
        let chart = Chart { plot }.frame(width: 400, height: 300)
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        let halves = Self.paths(scene).filter { $0.points.count == 256 }
        #expect(halves.count == 4)
        // Split: the first half lies left of the group's centre, the second right of it.
        let centre = layout.plot.x0 + (layout.plot.x1 - layout.plot.x0) / 4
        #expect(halves[0].points.allSatisfy { $0.x <= centre + 0.5 })
        #expect(halves[1].points.allSatisfy { $0.x >= centre - 0.5 })
        // The y domain covers the density's tails: two bandwidths past the extreme values.
        #expect(layout.y.upper >= 60 + 2 * plot.densities[0].bandwidth - 1e-9)
    }

    @Test func fillsAreClippedToThePlotArea() throws {
        let square: [SIMD2<Double>] = [SIMD2(-5, -5), SIMD2(5, -5), SIMD2(5, 5), SIMD2(-5, 5)]
        let clipped = MarkContext2D.clip(square, lo: SIMD2(0, 0), hi: SIMD2(10, 10))
        // The square's quarter inside: the corners (0, 0), (5, 0), (5, 5), (0, 5) in some order.
        let area = clipped.indices.reduce(0.0) { sum, i in
            let (p, q) = (clipped[i], clipped[(i + 1) % clipped.count])
            return sum + (p.x * q.y - q.x * p.y) / 2
        }
        #expect(abs(abs(area) - 25) < 1e-12)
        #expect(clipped.allSatisfy { $0.x >= 0 && $0.x <= 5 && $0.y >= 0 && $0.y <= 5 })
        // A band beyond a narrow y domain stays inside the plot.
        let cloud = (0..<20).map { SIMD2(Double($0), Double($0) + sin(Double($0))) }
        let chart = Chart { FitPlot(cloud, x: .value("x", \.x), y: .value("y", \.y)) }
            .chartYScale(domain: 5...10)
            .frame(width: 300, height: 200)
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        let band = try #require(Self.paths(scene).last)
        #expect(band.points.allSatisfy { $0.y >= layout.plot.y0 - 1e-3 && $0.y <= layout.plot.y1 + 1e-3 })
    }

    @Test func fitsDrawTheirBandAndRefuseTooFewPoints() throws {
        struct P {
            let x: Double
            let y: Double
        }
        let cloud = (0..<30).map { i in P(x: Double(i), y: 2 * Double(i) + sin(Double(i))) }
        let fit = FitPlot(cloud, x: .value("x", \.x), y: .value("y", \.y))
        let curve = try fit.curve()
        let reference = try PolynomialFit(x: cloud.map(\.x), y: cloud.map(\.y))
        #expect(curve.count == 100)
        #expect(abs(curve[50].y - reference.value(at: curve[50].x)) < 1e-12)
        #expect(curve[50].band == reference.confidenceInterval(at: curve[50].x))
        let scene = try Chart { fit }.frame(width: 300, height: 200).lowered()
        #expect(Self.paths(scene).contains { $0.points.count == 200 })
        let loess = FitPlot(cloud, x: .value("x", \.x), y: .value("y", \.y), method: .loess(span: 0.5))
        #expect(try loess.curve().allSatisfy { $0.band == nil })
        let few = Chart { FitPlot([P(x: 1, y: 1), P(x: 2, y: 3)], x: .value("x", \.x), y: .value("y", \.y)) }
        #expect(throws: ChartError.self) { try few.lowered() }
    }
}
