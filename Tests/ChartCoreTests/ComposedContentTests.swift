import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// User-defined content types (`var body: some ChartContent { … }`): how they flatten into chart
/// elements, and how modifiers of content reach the marks inside.
@Suite struct ComposedContentTests {
    struct RangeWithMean: ChartContent {
        let day: Int
        let low: Double
        let high: Double
        let mean: Double

        var body: some ChartContent {
            RuleMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
            PointMark(x: .value("Day", day), y: .value("Mean", mean))
        }
    }

    /// A type with `if`/`else`, `for` and `ForEach` in its body.
    struct Steps: ChartContent {
        let count: Int
        let marked: Bool

        var body: some ChartContent {
            if marked {
                RuleMark(y: .value("Zero", 0))
            } else {
                RectangleMark(yStart: .value("Band", -1), yEnd: .value("Band", 1))
            }
            for i in 0..<count {
                BarMark(x: .value("Step", "s\(i)"), y: .value("Height", Double(i)))
            }
            ForEach(0..<2) { i in
                LineMark(x: .value("Step", "s\(i)"), y: .value("Height", Double(i)))
            }
        }
    }

    /// A user type made of user types.
    struct Week: ChartContent {
        let days: [RangeWithMean]

        var body: some ChartContent {
            ForEach(days, id: \.day) { $0 }
            RuleMark(y: .value("Mean", days.map(\.mean).reduce(0, +) / Double(max(days.count, 1))))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        }
    }

    /// A 3D stem: a vertical rule from the floor to a point.
    struct Stem: Chart3DContent {
        let x: Double
        let y: Double
        let z: Double

        var body: some Chart3DContent {
            RuleMark(x: .value("x", x), y: .value("y", 0..<y), z: .value("z", z))
            PointMark(x: .value("x", x), y: .value("y", y), z: .value("z", z))
        }
    }

    static let days = (0..<5).map { d in
        RangeWithMean(day: d, low: Double(d), high: Double(d) + 4, mean: Double(d) + 1.5)
    }

    func kinds(_ elements: [ChartElement]) -> [String] {
        elements.map { e in
            if e.rule2D != nil { return "rule" }
            if e.point != nil { return "point" }
            if e.lineMark != nil { return "line" }
            if e.barSpec != nil { return "bar" }
            let mark = e.recipe.mark
            if mark is Rectangle2DSpec { return "rect" }
            if mark is Rule3DSpec { return "rule3D" }
            if mark is Rectangle3DSpec { return "rect3D" }
            return "other"
        }
    }

    @Test func aUserTypeFlattensIntoItsMarksInOrder() {
        #expect(kinds(Self.days[0].chartElements) == ["rule", "point"])
        guard let point = Self.days[0].chartElements[1].point else {
            Issue.record("the second element is not a point")
            return
        }
        #expect(point.y.number == 1.5)
        #expect(point.y.label == "Mean")
    }

    @Test func conditionalsLoopsAndForEachInsideABody() {
        #expect(kinds(Steps(count: 3, marked: true).chartElements) == ["rule", "bar", "bar", "bar", "line", "line"])
        #expect(kinds(Steps(count: 1, marked: false).chartElements) == ["rect", "bar", "line", "line"])
    }

    @Test func userTypesNestInsideUserTypes() {
        let week = Week(days: Self.days)
        #expect(kinds(week.chartElements) == Array(repeating: ["rule", "point"], count: 5).flatMap { $0 } + ["rule"])
        guard let average = week.chartElements.last!.rule2D else {
            Issue.record("no average rule")
            return
        }
        #expect(average.stroke.dash == [4, 2])
        #expect(average.y?.number == 3.5)
    }

    @Test func userContentStandsInEveryChartForm() {
        let built = Chart {
            Self.days[0]
            RuleMark(y: .value("Limit", 9))
        }
        #expect(kinds(built.elements) == ["rule", "point", "rule"])
        let perElement = Chart(Self.days, id: \.day) { $0 }
        #expect(kinds(perElement.elements).count == 10)
        let looped = Chart {
            ForEach(Self.days, id: \.day) { day in day }
        }
        #expect(kinds(looped.elements) == kinds(perElement.elements))
        let stems = Chart3D {
            Stem(x: 0, y: 1, z: 0)
            ForEach([0.5, 1.0], id: \.self) { Stem(x: $0, y: 2 * $0, z: -$0) }
        }
        #expect(kinds(stems.elements) == ["rule3D", "point", "rule3D", "point", "rule3D", "point"])
    }

    @Test func foregroundStyleColoursOnlyMarksWithoutAColourOfTheirOwn() {
        struct Styled: ChartContent {
            var body: some ChartContent {
                RuleMark(y: .value("y", 1)).foregroundStyle(.gray)
                PointMark(x: .value("x", 1), y: .value("y", 2))
                BarMark(x: .value("x", "a"), y: .value("y", 3)).foregroundStyle(by: .value("Kind", "k"))
            }
        }
        let styles = Styled().foregroundStyle(.blue).chartElements.map(\.style)
        #expect(styles.map(\.color) == [.gray, .blue, nil])
        #expect(styles[2].category?.categoryName == "k")
        // The outer category reaches the marks without a colour only.
        let categorised = Styled().foregroundStyle(by: .value("Series", "s")).chartElements.map(\.style)
        #expect(categorised.map { $0.category?.categoryName } == [nil, "s", "k"])
    }

    @Test func opacityMultipliesAndOffsetAdds() {
        let point = PointMark(x: .value("x", 1), y: .value("y", 1)).opacity(0.5).offset(x: 2)
        let elements = ForEach([0]) { _ in point }.opacity(0.5).offset(x: 3, y: 1).chartElements
        #expect(elements[0].style.opacity == 0.25)
        #expect(elements[0].style.offset == SIMD2(5, 1))
    }

    @Test func lineStyleSymbolAndPositionReachTheMarksTheyFit() {
        let week = Week(days: Array(Self.days.prefix(2)))
            .lineStyle(StrokeStyle(lineWidth: 3))
            .symbol(.diamond)
            .symbolSize(60)
        let elements = week.chartElements
        guard let rule = elements[0].rule2D, let point = elements[1].point,
            let average = elements.last!.rule2D
        else {
            Issue.record("unexpected elements \(kinds(elements))")
            return
        }
        #expect(rule.stroke.lineWidth == 3)
        #expect(average.stroke == StrokeStyle(lineWidth: 1, dash: [4, 2]), "the mark's own stroke wins")
        #expect(point.symbol2D == .diamond)
        #expect(point.symbolSize == 60)
        let bars = Steps(count: 2, marked: true).position(by: .value("Group", "g")).cornerRadius(4)
            .interpolationMethod(.catmullRom)
        for e in bars.chartElements {
            if let b = e.barSpec {
                #expect(b.group?.categoryName == "g")
                #expect(b.cornerRadius == 4)
            } else if let l = e.lineMark {
                #expect(l.interpolation == .catmullRom)
            }
        }
    }

    @Test func accessibilityModifiersFillInLabelsAndHide() {
        let labelled = Self.days[0].accessibilityLabel("Monday").accessibilityValue("1.5 °C")
        #expect(labelled.chartElements.allSatisfy { $0.style.accessibilityLabel == "Monday" })
        #expect(labelled.chartElements.allSatisfy { $0.style.accessibilityValue == "1.5 °C" })
        let inner = PointMark(x: .value("x", 0), y: .value("y", 0)).accessibilityLabel("own")
        #expect(inner.accessibilityLabel("outer").chartElements[0].style.accessibilityLabel == "own")
        #expect(Self.days[0].accessibilityHidden(true).chartElements.allSatisfy { $0.style.accessibilityHidden })
    }

    @Test func threeDimensionalModifiersReachPointsAndSurfaces() {
        struct Scene3D: Chart3DContent {
            var body: some Chart3DContent {
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
                Stem(x: 0, y: 1, z: 0)
                PointMark(x: .value("x", 1), y: .value("y", 1), z: .value("z", 1)).symbol(.cone)
            }
        }
        let elements = Scene3D().symbol(.cube).foregroundStyle(.heightBased).metalness(1).chart3DElements
        guard let surface = elements[0].recipe.mark as? SurfaceSpec, let stemTop = elements[2].point,
            let cone = elements[3].point
        else {
            Issue.record("unexpected 3D elements")
            return
        }
        #expect(surface.surfaceStyle == .heightBased)
        #expect(elements[0].style.material.resolvedMetalness == 1)
        #expect(stemTop.symbol3D == .cube)
        #expect(cone.symbol3D == .cone)
        let lowered = try? Chart3D { Scene3D().foregroundStyle(.orange) }.lowered()
        #expect(lowered != nil)
    }

    @Test func marksInsideUserTypesKeepTheirIdentityForTransitions() throws {
        struct Reading: Identifiable {
            let id: String
            let value: Double
        }
        struct Gauge: ChartContent {
            let reading: Reading
            var body: some ChartContent {
                BarMark(x: .value("Sensor", reading.id), y: .value("Value", reading.value))
                RuleMark(y: .value("Value", reading.value)).foregroundStyle(.red)
            }
        }
        func chart(_ values: [(String, Double)]) -> Chart {
            Chart(values.map { Reading(id: $0.0, value: $0.1) }) { Gauge(reading: $0).opacity(0.8) }
                .chartYScale(domain: 0...10)
        }
        let a = chart([("a", 2), ("b", 4)])
        let b = chart([("b", 8), ("a", 6)])
        #expect(a.elements.compactMap(\.identity).map(\.part) == [0, 1, 0, 1])
        let middle = a.interpolated(to: b, fraction: 0.5)
        let bars = middle.elements.compactMap { e -> (String, Double)? in
            guard let bar = e.barSpec, let name = bar.x.categoryName, let y = bar.y.number else { return nil }
            return (name, y)
        }
        #expect(bars.count == 2)
        #expect(bars.first { $0.0 == "a" }?.1 == 4)
        #expect(bars.first { $0.0 == "b" }?.1 == 6)
    }

    @Test func composedChartSceneSnapshot() throws {
        let chart = Chart {
            ForEach(Self.days, id: \.day) { $0 }
                .foregroundStyle(.indigo)
                .lineStyle(StrokeStyle(lineWidth: 3))
        }
        .frame(width: 320, height: 200)
        if let failure = try TextSnapshot.check(try chart.lowered().textDescription, named: "composed-content-2d-scene")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }
}

extension ChartElement {
    /// The 2D rule this element draws, if it is one.
    var rule2D: Rule2DSpec? {
        recipe.mark as? Rule2DSpec
    }

    /// The line vertex this element is, if it is one.
    var lineMark: LineMarkSpec? {
        recipe.mark as? LineMarkSpec
    }

    /// The bar this element draws, if it is one.
    var barSpec: BarSpec? {
        recipe.mark as? BarSpec
    }

    /// The point this element draws, if it is one.
    var point: PointSpec? {
        recipe.mark as? PointSpec
    }
}
