import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// `ChartProxy` from the laid-out chart: positions and values round-trip on linear, date and
/// categorical axes, and the plot frame is the lowered scene's plot area.
@Suite struct ChartProxyTests {
    static func linear() -> Chart {
        Chart {
            PointMark(x: .value("x", 2.0), y: .value("y", 30.0))
            PointMark(x: .value("x", 8.0), y: .value("y", 70.0))
        }
        .chartXScale(domain: 0...10)
        .chartYScale(domain: 0...100)
    }

    @Test func linearPositionsAndValuesRoundTrip() throws {
        let proxy = try Self.linear().proxy()
        let size = proxy.plotSize
        #expect(abs(proxy.position(forX: 0.0)!) < 1e-9)
        #expect(abs(proxy.position(forX: 10.0)! - size.width) < 1e-6)
        #expect(abs(proxy.position(forY: 100.0)!) < 1e-6)
        #expect(abs(proxy.position(forY: 0)! - size.height) < 1e-6)
        #expect(abs(proxy.position(forX: 5)! - size.width / 2) < 1e-6)
        for v in [0.0, 1.25, 3.7, 9.99] {
            let x = try #require(proxy.position(forX: v))
            #expect(abs(proxy.value(atX: x, as: Double.self)! - v) < 1e-9)
            let y = try #require(proxy.position(forY: v * 10))
            #expect(abs(proxy.value(atY: y, as: Double.self)! - v * 10) < 1e-9)
        }
        #expect(proxy.value(atX: proxy.position(forX: 7)!, as: Int.self) == 7)
        #expect(proxy.value(atX: 0, as: String.self) == nil)
        let point = try #require(proxy.position(for: (x: 5.0, y: 50.0)))
        #expect(abs(point.x - size.width / 2) < 1e-6 && abs(point.y - size.height / 2) < 1e-6)
    }

    @Test func dateAxisRoundTrip() throws {
        let start = Date(timeIntervalSince1970: 1_704_067_200)
        let days = (0..<30).map { start.addingTimeInterval(Double($0) * 86_400) }
        let chart = Chart(days, id: \.self) { day in
            LineMark(x: .value("Day", day), y: .value("Value", day.timeIntervalSince(start) / 86_400))
        }
        let proxy = try chart.proxy(scale: 2)
        for day in [days[0], days[11], days[29]] {
            let x = try #require(proxy.position(forX: day))
            #expect(x >= 0 && x <= proxy.plotSize.width)
            let back = try #require(proxy.value(atX: x, as: Date.self))
            #expect(abs(back.timeIntervalSince(day)) < 1e-3)
        }
    }

    @Test func categoricalAxisRoundTrip() throws {
        let chart = Chart(["A", "B", "C"], id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Count", 3))
        }
        let proxy = try chart.proxy()
        let width = proxy.plotSize.width
        #expect(abs(proxy.position(forX: "B")! - width / 2) < 1e-6)
        #expect(abs(proxy.position(forX: "A")! - width / 6) < 1e-6)
        #expect(proxy.position(forX: "Z") == nil)
        #expect(proxy.position(forX: 1.0) == nil)
        for name in ["A", "B", "C"] {
            #expect(proxy.value(atX: proxy.position(forX: name)!, as: String.self) == name)
        }
        #expect(proxy.value(atX: width * 0.9, as: String.self) == "C")
        #expect(proxy.value(atX: -width, as: String.self) == nil)
    }

    @Test func plotFrameIsTheLoweredPlotArea() throws {
        for scale in [1.0, 2.0] {
            let chart = Self.linear()
            let layout = try Lowering2D(chart: chart, scale: scale).lowerWithLayout().layout
            let proxy = try chart.proxy(scale: scale)
            let frame = try #require(proxy.plotFrame).value
            #expect(abs(frame.minX - Double(layout.plot.x0) / scale) < 1e-6)
            #expect(abs(frame.minY - Double(layout.plot.y0) / scale) < 1e-6)
            #expect(abs(frame.width - Double(layout.plot.x1 - layout.plot.x0) / scale) < 1e-6)
            #expect(abs(frame.height - Double(layout.plot.y1 - layout.plot.y0) / scale) < 1e-6)
            #expect(proxy.plotSize == frame.size)
        }
        // The deprecated spellings agree.
        let proxy = try Self.linear().proxy()
        #expect(proxy.plotAreaSize == proxy.plotSize)
        #expect(proxy.plotAreaFrame.value == proxy.plotFrame?.value)
    }

    @Test func backgroundContentIsCentredInTheDonut() throws {
        let chart = Chart([("A", 3.0), ("B", 2.0), ("C", 1.0)], id: \.0) { item in
            SectorMark(angle: .value("Value", item.1), innerRadius: .ratio(0.618))
                .foregroundStyle(by: .value("Name", item.0))
        }
        .chartBackground { _ in
            VStack {
                Text("Total").font(.caption)
                Text("6").font(.headline)
            }
        }
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerWithLayout()
        let labels = scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels }
            return []
        }
        let total = try #require(labels.first { $0.text == "Total" })
        let six = try #require(labels.first { $0.text == "6" })
        let centre = (layout.plot.x0 + layout.plot.x1) / 2
        let middle = (layout.plot.y0 + layout.plot.y1) / 2
        // Both lines are centred across; together they straddle the pie's centre.
        let style = try TextStyle(size: 11, scale: 1, color: .black)
        #expect(abs(total.position.x + style.width("Total") / 2 - centre) < 1)
        #expect(total.position.y < middle && six.position.y > middle - 10)
        // Drawn behind the sectors.
        let firstText = scene.primitives.firstIndex {
            if case .text = $0 { return true }
            return false
        }
        #expect(firstText == 0)
    }

    @Test func overlayPathUsesThePlotFrame() throws {
        let chart = Self.linear().chartOverlay { proxy in
            GeometryReader { geo in
                Path { path in
                    let plot = geo[proxy.plotFrame!]
                    path.move(to: CGPoint(x: plot.minX, y: plot.midY))
                    path.addLine(to: CGPoint(x: plot.maxX, y: plot.midY))
                }
                .stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [3, 3]))
            }
        }
        let (scene, layout) = try Lowering2D(chart: chart, scale: 2).lowerWithLayout()
        guard case .lines(let line) = scene.primitives.last else {
            Issue.record("no overlay line last")
            return
        }
        #expect(line.vertices.count == 2)
        #expect(abs(line.vertices[0].x - layout.plot.x0) < 1e-3 && abs(line.vertices[1].x - layout.plot.x1) < 1e-3)
        #expect(abs(line.vertices[0].y - (layout.plot.y0 + layout.plot.y1) / 2) < 1e-3)
        #expect(line.dash == [6, 6])
    }
}

/// Legend placement, samples and Dynamic Type factors.
@Suite struct LegendLayoutTests {
    static func bars() -> Chart {
        Chart([("Jan", "Food", 3.0), ("Jan", "Home", 4.0), ("Feb", "Food", 2.0)], id: \.0) { row in
            BarMark(x: .value("Month", row.0), y: .value("Spent", row.2))
                .foregroundStyle(by: .value("Kind", row.1))
        }
    }

    func legendLabels(_ chart: Chart) throws -> (labels: [TextLabel], layout: Lowering2D.Layout) {
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerWithLayout()
        let labels = scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels.filter { ["Kind", "Food", "Home"].contains($0.text) } }
            return []
        }
        return (labels, layout)
    }

    @Test func symbolsWithoutColoursMakeALegendInTheMarksColour() throws {
        let chart = Chart([("Road", 1.0), ("Trail", 2.0), ("Road", 3.0)], id: \.1) { run in
            PointMark(x: .value("Speed", run.1), y: .value("Heart rate", run.1 * 10))
                .symbol(by: .value("Surface", run.0))
        }
        let scene = try Lowering2D(chart: chart, scale: 1).lowerWithLayout().scene
        let texts = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(texts.contains("Surface") && texts.contains("Road") && texts.contains("Trail"))
        // Every symbol, in the plot and in the legend, is in the accent colour.
        var colors: Set<RGBA> = []
        for p in scene.primitives {
            if case .points(let b) = p { colors.formUnion(b.colors) }
            if case .mesh(let m) = p.triangulatingPaths, m.positions.count > 4 { colors.formUnion(m.colors) }
        }
        #expect(colors == [Color.accentColor.rgba])
    }

    @Test func positions() throws {
        let (bottom, b) = try legendLabels(Self.bars())
        #expect(bottom.count == 3 && bottom.allSatisfy { $0.position.y > b.plot.y1 })
        let (top, t) = try legendLabels(Self.bars().chartLegend(position: .top))
        #expect(top.count == 3 && top.allSatisfy { $0.position.y < t.plot.y0 })
        let (trailing, r) = try legendLabels(Self.bars().chartLegend(position: .trailing, alignment: .center))
        #expect(trailing.count == 3 && trailing.allSatisfy { $0.position.x > r.plot.x1 })
        // One column, centred along the plot's height.
        let ys = trailing.map(\.position.y)
        #expect(Set(trailing.map(\.position.x)).count <= 2)
        #expect(abs((ys.min()! + ys.max()!) / 2 - (r.plot.y0 + r.plot.y1) / 2) < 2)
        let (leading, l) = try legendLabels(Self.bars().chartLegend(position: .leading))
        #expect(leading.allSatisfy { $0.position.x < l.plot.x0 })
        let (overlay, o) = try legendLabels(Self.bars().chartLegend(position: .overlay, alignment: .topTrailing))
        #expect(
            overlay.allSatisfy {
                $0.position.x > (o.plot.x0 + o.plot.x1) / 2 && $0.position.y < (o.plot.y0 + o.plot.y1) / 2
            })
        // The trailing legend takes its room from the plot.
        #expect(r.plot.x1 < b.plot.x1 - 30)
    }

    @Test func samples() throws {
        var categories = Categories()
        let temps = Chart([("Oslo", 1.0), ("Cairo", 2.0)], id: \.0) { row in
            LineMark(x: .value("h", row.1), y: .value("t", row.1))
                .foregroundStyle(by: .value("City", row.0))
                .symbol(by: .value("City", row.0))
                .lineStyle(by: .value("City", row.0))
        }
        let samples = Legend.samples(for: temps.elements, categories: &categories)
        #expect(samples["Oslo"] == .symbol(.circle, line: []))
        #expect(samples["Cairo"] == .symbol(.square, line: [6, 3]))
        var c2 = Categories()
        #expect(Legend.samples(for: Self.bars().elements, categories: &c2)["Food"] == .square)
        var c3 = Categories()
        let lines = Chart([("A", 1.0)], id: \.0) { row in
            LineMark(x: .value("h", row.1), y: .value("t", row.1)).foregroundStyle(by: .value("S", row.0))
        }
        #expect(Legend.samples(for: lines.elements, categories: &c3)["A"] == .line(dash: []))
    }

    @Test func customContentReplacesTheEntries() throws {
        let chart = Self.bars().chartLegend(position: .top) {
            HStack {
                Circle().fill(.red)
                Text("Custom")
            }
        }
        let (scene, layout) = try Lowering2D(chart: chart, scale: 1).lowerWithLayout()
        let texts = scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels }
            return []
        }
        #expect(!texts.contains { $0.text == "Food" })
        let custom = try #require(texts.first { $0.text == "Custom" })
        #expect(custom.position.y < layout.plot.y0)
    }

    @Test func dynamicTypeScaleFactors() throws {
        #expect(DynamicTypeSize.large.textScale == 1)
        #expect(abs(DynamicTypeSize.accessibility5.textScale - 53.0 / 17) < 1e-12)
        #expect(DynamicTypeSize.xxxLarge.bodyPointSize == 23)
        let sizes = DynamicTypeSize.allCases.map(\.bodyPointSize)
        #expect(sizes == sizes.sorted() && Set(sizes).count == sizes.count)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        // Tick labels, titles and annotation text all scale.
        let chart = Self.bars()
        let large = try chart.lowered()
        let ax5 = try chart.dynamicTypeSize(.accessibility5).lowered()
        func size(_ scene: RenderScene, _ text: String) -> Float? {
            for case .text(let t) in scene.primitives {
                if let l = t.labels.first(where: { $0.text == text }) { return l.fontSize }
            }
            return nil
        }
        #expect(size(large, "Jan") == 11)
        #expect(size(ax5, "Jan") == (11 * 53 / 17 as Float).rounded())
        #expect(size(ax5, "Month") == (12 * 53 / 17 as Float).rounded())
        #expect(size(ax5, "Food") == (11 * 53 / 17 as Float).rounded())
    }
}
