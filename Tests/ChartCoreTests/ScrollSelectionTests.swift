import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// Scrolling (`chartScrollableAxes`, visible domain, scroll position), selections, `@State`, the
/// vectorized bar, rule and rectangle plots, and the encodings added with the seed examples.
@Suite struct ScrollSelectionTests {
    static let calendar = Calendar.utcGregorian

    static func day(_ d: Int) -> Date { calendar.date(from: DateComponents(year: 2024, month: 6, day: d))! }

    func meshes(_ s: RenderScene) -> [TriangleMesh] {
        s.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p.triangulatingPaths { return m }
            return nil
        }
    }

    func texts(_ s: RenderScene) -> [String] {
        s.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    /// Thirty daily bars of height 1…30.
    func dailyBars() -> Chart {
        Chart(1...30, id: \.self) { d in
            BarMark(x: .value("Day", Self.day(d), unit: .day), y: .value("Litres", Double(d)))
        }
    }

    // MARK: - Scrolling

    @Test func aVisibleWeekShowsSevenBarsFromTheStartOfTheData() throws {
        let all = meshes(try dailyBars().lowered()).count
        let week = meshes(
            try dailyBars().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 7 * 86_400).lowered())
        #expect(all == 30)
        #expect(week.count == 7)
    }

    @Test func theBoundScrollPositionChoosesTheWindowAndTheYDomainStaysThatOfAllData() throws {
        @State var start = Self.day(10)
        let chart = dailyBars().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 7 * 86_400)
            .chartScrollPosition(x: $start)
        let bars = meshes(try chart.lowered())
        #expect(bars.count == 7)
        // The tallest visible bar is day 16 of 30: its top is not at the top of the plot (y still
        // reaches 30).
        let tops = bars.map { $0.positions.map(\.y).min()! }
        let bottoms = bars.map { $0.positions.map(\.y).max()! }
        let height = bottoms[0] - tops.min()!
        #expect(height > 0)
        #expect(try #require(tops.min()) > 60)
        // Moving the position through the binding moves the window.
        start = Self.day(24)
        #expect(meshes(try chart.lowered()).count == 7)
        #expect(chart.configuration.value.scroll.xLength == Double(7 * 86_400))
    }

    @Test func withoutScrollableAxesTheVisibleLengthIsIgnored() throws {
        #expect(meshes(try dailyBars().chartXVisibleDomain(length: 7 * 86_400).lowered()).count == 30)
    }

    @Test func aCategoricalAxisScrollsByCategories() throws {
        let names = ["A", "B", "C", "D", "E", "F"]
        let chart = Chart(names, id: \.self) { n in
            BarMark(x: .value("Name", n), y: .value("Count", 3))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3)
        .chartScrollPosition(initialX: "C")
        let scene = try chart.lowered()
        #expect(meshes(scene).count == 3)
        let labels = texts(scene)
        #expect(labels.contains("C") && labels.contains("E"))
        #expect(!labels.contains("A") && !labels.contains("F"))
    }

    @Test func aNonPositiveVisibleLengthIsATypedError() {
        let chart = dailyBars().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 0)
        #expect(throws: ChartError.invalidVisibleDomain(axis: "x", length: 0)) { try chart.lowered() }
    }

    @Test func areasAreClippedToTheVisibleWindow() throws {
        let chart = Chart(0..<20, id: \.self) { i in
            AreaMark(x: .value("x", Double(i)), y: .value("y", 1.0))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 5)
        .chartScrollPosition(initialX: 5.0)
        let scene = try chart.lowered()
        let area = try #require(meshes(scene).first)
        let xs = area.positions.map(\.x)
        let plot = Lowering2DProbe.plotX(scene)
        #expect(xs.min()! >= plot.lowerBound - 0.01)
        #expect(xs.max()! <= plot.upperBound + 0.01)
    }

    @Test func scrollTargetBehaviourSettlesOnPagesAndOnMatchingDates() {
        let paging = ChartScrollTargetBehavior.paging
        #expect(paging.settled(17, length: 10, origin: 0, isDate: false) == 20)
        #expect(paging.settled(14, length: 10, origin: 0, isDate: false) == 10)
        let midnight = ChartScrollTargetBehavior.valueAligned(matching: DateComponents(hour: 0))
        let t = Self.day(5).timeIntervalSince1970
        #expect(midnight.settled(t + 5 * 3600, length: 7 * 86_400, origin: 0, isDate: true) == t)
        #expect(midnight.settled(t + 19 * 3600, length: 7 * 86_400, origin: 0, isDate: true) == t + 86_400)
        let units = ChartScrollTargetBehavior.valueAligned(unitValue: 5)
        #expect(units.settled(12.4, length: 20, origin: 0, isDate: false) == 10)
    }

    // MARK: - Selection and state

    @Test func stateSharesItsValueWithItsBinding() {
        @State var selection: Double?
        #expect(selection == nil)
        $selection.wrappedValue = 4
        #expect(selection == 4)
        selection = nil
        #expect($selection.wrappedValue == nil)
    }

    @Test func hoveringAPieSelectsAPositionAlongTheSummedValues() throws {
        @State var angle: Double?
        let chart = Chart([("A", 1.0), ("B", 3.0)], id: \.0) { item in
            SectorMark(angle: .value("Value", item.1))
                .foregroundStyle(by: .value("Name", item.0))
        }
        .chartAngleSelection(value: $angle)
        .chartLegend(.hidden)
        .frame(width: 400, height: 400)
        // Just right of 12 o'clock lies the start of A; at 6 o'clock, half of the total (2 of 4).
        let right = try chart.interactiveScene(scale: 1, interaction: ChartInteraction(hover: SIMD2(205, 100)))
        #expect(try #require(right.selectedAngle) < 0.2)
        let bottom = try chart.interactiveScene(scale: 1, interaction: ChartInteraction(hover: SIMD2(200, 300)))
        #expect(abs(try #require(bottom.selectedAngle) - 2) < 0.01)
        let outside = try chart.interactiveScene(scale: 1, interaction: ChartInteraction(hover: SIMD2(2, 2)))
        #expect(outside.selectedAngle == nil)
        #expect(chart.angleSelectionBinding != nil)
    }

    @Test func hoveringA2DChartSelectsXAndY() throws {
        let chart = Chart(0..<10, id: \.self) { i in
            LineMark(x: .value("x", Double(i)), y: .value("y", Double(i)))
        }
        .chartYSelection(value: Binding<Double?>.constant(nil))
        let result = try chart.interactiveScene(scale: 1, interaction: ChartInteraction(hover: SIMD2(300, 200)))
        #expect(result.selectedX != nil)
        #expect(result.selectedY != nil)
    }

    // MARK: - Vectorized bar, rule and rectangle plots

    struct Row {
        let name: String
        let value: Double
        let low: Double
        let high: Double
    }

    static let rows = [
        Row(name: "a", value: 3, low: 1, high: 4), Row(name: "b", value: 5, low: 2, high: 6),
        Row(name: "c", value: 2, low: 0.5, high: 3),
    ]

    @Test func barPlotDrawsWhatTheEquivalentMarksDraw() throws {
        let plot = Chart {
            BarPlot(Self.rows, x: .value("Name", \.name), y: .value("Value", \.value))
                .foregroundStyle(by: .value("Name", \.name))
            RulePlot(Self.rows, x: .value("Name", \.name), yStart: .value("Low", \.low), yEnd: .value("High", \.high))
                .foregroundStyle(.black)
        }
        let marks = Chart {
            ForEach(Self.rows, id: \.name) { r in
                BarMark(x: .value("Name", r.name), y: .value("Value", r.value))
                    .foregroundStyle(by: .value("Name", r.name))
            }
            ForEach(Self.rows, id: \.name) { r in
                RuleMark(x: .value("Name", r.name), yStart: .value("Low", r.low), yEnd: .value("High", r.high))
                    .foregroundStyle(.black)
            }
        }
        #expect(try plot.lowered().textDescription == marks.lowered().textDescription)
    }

    @Test func rectanglePlotDrawsWhatTheEquivalentMarksDraw() throws {
        let plot = Chart {
            RectanglePlot(
                Self.rows, x: .value("Name", \.name), yStart: .value("Low", \.low), yEnd: .value("High", \.high)
            )
            .opacity(0.5)
        }
        let marks = Chart(Self.rows, id: \.name) { r in
            RectangleMark(x: .value("Name", r.name), yStart: .value("Low", r.low), yEnd: .value("High", r.high))
                .opacity(0.5)
        }
        #expect(meshes(try plot.lowered()).count == 3)
        #expect(try plot.lowered().textDescription == marks.lowered().textDescription)
    }

    @Test func vectorizedPlotsKeepEachElementsSpokenText() throws {
        struct Sample {
            let t: Double
            let v: Double
            var spoken: Text { Text("\(v, specifier: "%.1f") degrees") }
        }
        let samples = [Sample(t: 0, v: 20.25), Sample(t: 1, v: 21.5)]
        let line = LinePlot(samples, x: .value("t", \.t), y: .value("v", \.v)).accessibilityValue(\.spoken)
        let spec = try #require(line.chartElements.first)
        #expect(spec.mark(LineSpec.self) != nil)
        #expect(spec.style.accessibilityValues == ["20.2 degrees", "21.5 degrees"])
        let marks = BarMark(x: .value("x", "Пн"), y: .value("y", 1200.0))
            .accessibilityValue("\(1200.0, format: .number.precision(.fractionLength(1)))")
        let bar = try #require(marks.chartElements.first)
        #expect(bar.barSpec != nil)
        #expect(bar.style.accessibilityValue == "1,200.0")
    }

    // MARK: - Encodings

    @Test func aGradientRangeColoursNumericCategoriesFromEndToEnd() throws {
        let chart = Chart(0..<3, id: \.self) { i in
            RectangleMark(x: .value("x", i), y: .value("y", "row"))
                .foregroundStyle(by: .value("Count", Double(i) * 10))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.mint, .yellow, .orange]))
        let colors = meshes(try chart.lowered()).compactMap(\.colors.first)
        #expect(colors.count >= 3)
        #expect(colors.contains(Color.mint.rgba))
        #expect(colors.contains(Color.orange.rgba))
        let yellow = Color.yellow.rgba
        #expect(colors.contains { abs($0.r - yellow.r) + abs($0.g - yellow.g) + abs($0.b - yellow.b) < 0.01 })
    }

    @Test func cellsAtNumbersTileWithoutGaps() throws {
        let chart = Chart(0..<4, id: \.self) { i in
            RectangleMark(x: .value("Hour", i + 8), y: .value("Day", "Mon"))
        }
        let cells = meshes(try chart.lowered()).map { m in (m.positions.map(\.x).min()!, m.positions.map(\.x).max()!) }
            .sorted { $0.0 < $1.0 }
        #expect(cells.count == 4)
        for (a, b) in zip(cells, cells.dropFirst()) { #expect(abs(a.1 - b.0) < 0.01) }
    }

    @Test func symbolSizeByValueScalesTheArea() throws {
        let chart = Chart([1.0, 5.0, 9.0], id: \.self) { v in
            PointMark(x: .value("x", v), y: .value("y", v)).symbolSize(by: .value("Age", v))
        }
        let batches = try chart.lowered().primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p { return b }
            return nil
        }
        let sizes = try #require(batches.first).sizes
        #expect(sizes.count == 3)
        #expect(sizes[0] < sizes[1] && sizes[1] < sizes[2])
        // 10 and 300 square points at the ends: diameters √(4A/π).
        #expect(abs(Double(sizes[0]) - (40 / Double.pi).squareRoot()) < 0.01)
        #expect(abs(Double(sizes[2]) - (1200 / Double.pi).squareRoot()) < 0.01)
    }

    @Test func lineSymbolsByCategoryGiveEachSeriesItsShape() throws {
        let chart = Chart(0..<6, id: \.self) { i in
            LineMark(x: .value("x", Double(i % 3)), y: .value("y", Double(i)))
                .foregroundStyle(by: .value("Series", i < 3 ? "one" : "two"))
                .symbol(by: .value("Series", i < 3 ? "one" : "two"))
        }
        .chartLegend(.hidden)
        let scene = try chart.lowered()
        let circles = scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p { return b }
            return nil
        }
        // "one" gets circles (a point batch), "two" squares (also a sprite batch).
        #expect(circles.map(\.positions.count).reduce(0, +) == 6)
        #expect(Set(circles.map(\.shape)) == [.circle, .square])
    }

    @Test func offsetMovesABarDownInPoints() throws {
        let base = Chart { BarMark(x: .value("x", "a"), y: .value("y", 5)) }
        let moved = Chart { BarMark(x: .value("x", "a"), y: .value("y", 5)).offset(y: 20) }
        let top = { (c: Chart) throws -> Float in
            try #require(self.meshes(try c.lowered()).first).positions.map(\.y).min()!
        }
        #expect(abs(try top(moved) - top(base) - 20) < 0.01)
    }
}

/// Reads the plot area back from a lowered 2D scene: the axis lines' extent.
enum Lowering2DProbe {
    static func plotX(_ scene: RenderScene) -> ClosedRange<Float> {
        let xs = scene.primitives.flatMap { p -> [Float] in
            if case .lines(let l) = p, l.color == Theme.light.axisColor { return l.vertices.map(\.x) }
            return []
        }
        return (xs.min() ?? 0)...(xs.max() ?? 0)
    }
}
