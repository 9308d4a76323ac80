import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// `ViolinInner.box` (a box plot inside each violin), the warning for a box or violin group
/// without a finite value, and a hexbin read as hexagons.
@Suite struct ViolinBoxInnerTests {
    struct Sample {
        let group: String
        let value: Double
    }

    /// Group "a": 0, 1, …, 20 and one far value 60; group "b": 30 values about 50.
    static let samples: [Sample] =
        (0...20).map { Sample(group: "a", value: Double($0)) } + [Sample(group: "a", value: 60)]
        + (0..<30).map { Sample(group: "b", value: 40 + Double(($0 * 7) % 20)) }

    static func paths(_ scene: RenderScene) -> [ScenePath] {
        scene.primitives.compactMap { if case .path(let p) = $0 { p } else { nil } }
    }

    @Test func theInnerBoxSpansTheQuartilesAndTheWhiskersOfEachGroup() throws {
        let chart = Chart {
            ViolinPlot(Self.samples, x: .value("Group", \.group), y: .value("Value", \.value), inner: .box)
        }
        .frame(width: 400, height: 300)
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerInChartCoordinates()
        // Group a by the definition (type 7): Q1 = 5.25, median 10.5, Q3 = 15.75; IQR 10.5, so the
        // upper fence is 31.5 and the whisker ends at 20 (60 is outside); the lower at 0.
        let a = Self.samples.filter { $0.group == "a" }.map(\.value).sorted()
        let q = [0.25, 0.5, 0.75].map { Statistics.quantile(sorted: a, $0) }
        #expect(q == [5.25, 10.5, 15.75])
        let bars = Self.paths(scene).filter { $0.points.count == 4 }
        #expect(bars.count == 2, "one quartile bar per violin")
        let ys = bars[0].points.map { Double($0.y) }
        let y = { layout.y.pixel($0) }
        #expect(abs(ys.min()! - y(15.75)) < 0.01 && abs(ys.max()! - y(5.25)) < 0.01)
        // The bar is 6 points wide and centred on the group's band.
        let xs = bars[0].points.map { Double($0.x) }
        let centre = Double(layout.plot.x0) + Double(layout.plot.x1 - layout.plot.x0) / 4
        #expect(abs(xs.max()! - xs.min()! - 6) < 0.01 && abs((xs.max()! + xs.min()!) / 2 - centre) < 0.01)
        // A white median dot at 10.5.
        let dots = Self.paths(scene).filter { $0.points.count == 16 && $0.color == .white }
        #expect(dots.count == 2)
        let dotY = dots[0].points.map { Double($0.y) }.reduce(0, +) / 16
        #expect(abs(dotY - y(10.5)) < 0.01)
        // The whisker: from 0 to 20, not to the outlier.
        let vertical = scene.primitives.compactMap { p -> LineBatch? in if case .lines(let l) = p { l } else { nil } }
            .filter { l in l.vertices.allSatisfy { abs(Double($0.x) - centre) < 0.01 } }
        let spans = vertical.map { l in l.vertices.map { Double($0.y) }.sorted() }
        #expect(spans.contains { abs($0.first! - y(20)) < 0.01 && abs($0.last! - y(0)) < 0.01 }, "\(spans)")
    }

    @Test func noneAndQuartilesDrawNoBox() throws {
        for inner in [ViolinInner.none, .quartiles] {
            let chart = Chart {
                ViolinPlot(Self.samples, x: .value("Group", \.group), y: .value("Value", \.value), inner: inner)
            }
            let scene = try chart.lowered(scale: 1)
            #expect(Self.paths(scene).allSatisfy { $0.points.count != 4 && $0.color != .white })
        }
    }

    @Test func aViolinGroupWithoutFiniteValuesWarnsAndKeepsItsPlace() throws {
        let data = Self.samples + [Sample(group: "c", value: .nan), Sample(group: "c", value: .infinity)]
        let plot = ViolinPlot(data, x: .value("Group", \.group), y: .value("Value", \.value))
        #expect(plot.densities.count == 2)
        let (scene, layout) = try Lowering2D(chart: Chart { plot }, scale: 1).lowerInChartCoordinates()
        let name = WarningLog.name("ViolinPlot", "Value")
        #expect(scene.warnings.contains(.emptyGroup(mark: name, group: "c")), "\(scene.warnings)")
        #expect(scene.warnings.contains(.nonFiniteValuesSkipped(mark: name, count: 2)), "\(scene.warnings)")
        #expect(layout.x.pixel(of: AxisValue(label: "Group", storage: .single(.string("c")))).isFinite)
        #expect(
            ChartWarning.emptyGroup(mark: name, group: "c").description
                == "ViolinPlot \"Value\": group c has no finite values, so nothing is drawn for it "
                + "(check the column for NaN or missing values)")
    }

    @Test func aBoxGroupWithoutFiniteValuesWarnsWithItsSubgroup() throws {
        struct Row {
            let group: String
            let sex: String
            let value: Double
        }
        let rows = [
            Row(group: "a", sex: "f", value: 1), Row(group: "a", sex: "m", value: 2),
            Row(group: "a", sex: "m", value: 3),
            Row(group: "b", sex: "f", value: .nan), Row(group: "b", sex: "m", value: 4),
        ]
        let plot = BoxPlot(rows, x: .value("Group", \.group), y: .value("Mass", \.value), by: .value("Sex", \.sex))
        #expect(plot.statistics.count == 3)
        let scene = try Chart { plot }.lowered(scale: 1)
        #expect(scene.warnings.contains(.emptyGroup(mark: WarningLog.name("BoxPlot", "Mass"), group: "b (f)")))
        let complete = try Chart {
            BoxPlot(rows.filter(\.value.isFinite), x: .value("Group", \.group), y: .value("Mass", \.value))
        }
        .lowered(scale: 1)
        #expect(!complete.warnings.contains { if case .emptyGroup = $0 { true } else { false } })
    }

    @Test func aHexbinIsDescribedAsHexagons() throws {
        struct Pair {
            let x: Double
            let y: Double
        }
        let pairs = (0..<200).map { i in Pair(x: Double(i % 20), y: Double((i * 7) % 13)) }
        let chart = Chart { HexbinPlot(pairs, x: .value("x", \.x), y: .value("y", \.y), gridSize: 8) }
        let text = chart.accessibilityDescription
        #expect(text.hasPrefix("Chart of hexagons (a heat map)."), "\(text)")
        #expect(text.contains(" hexagons coloured by Count") && !text.contains("rectangle"), "\(text)")
        let heat = Chart { Histogram2DPlot(pairs, x: .value("x", \.x), y: .value("y", \.y)) }
        #expect(heat.accessibilityDescription.hasPrefix("Chart of rectangles (a heat map)."))
    }
}
