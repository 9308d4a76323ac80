import ChartCamera
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// 3D axes share the 2D axis model: scales (log, square root, power, symmetric log, dates,
/// categories, reversed domains), `AxisMarks`, hidden axes, titles, and the box's aspect.
@Suite struct Axes3DTests {
    static func labels(_ scene: RenderScene) -> [String] {
        scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    static func worldPoints(_ scene: RenderScene) -> [PointBatch] {
        scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p, b.space == .world { return b }
            return nil
        }
    }

    static func meshes(_ scene: RenderScene) -> [TriangleMesh] {
        scene.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p, m.space == .world { return m }
            return nil
        }
    }

    /// Four points a decade apart on x, and 1…4 on y and z.
    static let decades = Chart3D {
        ForEach([1.0, 10, 100, 1000].enumerated().map { $0 }, id: \.offset) { i, x in
            PointMark(x: .value("Rate", x), y: .value("y", Double(i + 1)), z: .value("z", Double(i + 1)))
        }
    }

    @Test func aLogAxisIsLogSpacedInTheBox() throws {
        let scene = try Self.decades.chartXScale(type: .log).lowered()
        let xs = try #require(Self.worldPoints(scene).first).positions.map(\.x)
        // Decades 1, 10, 100, 1000 on a 1…1000 axis: a third of the box apart.
        #expect(xs.count == 4)
        for (a, b) in zip(xs, xs.dropFirst()) { #expect(abs((b - a) - 1 / 3) < 1e-5) }
        let labels = Self.labels(scene)
        #expect(["1", "10", "100", "1000"].allSatisfy(labels.contains))
        // Linear, the three small decades crowd at the start.
        let linear = try #require(Self.worldPoints(try Self.decades.lowered()).first).positions.map(\.x)
        #expect(linear[2] - linear[0] < 0.15)
    }

    @Test func squareRootPowerAndSymmetricLogScalesMapThroughTheirTransforms() throws {
        let chart = Chart3D {
            PointMark(x: .value("x", 0.0), y: .value("y", 0.0), z: .value("z", 0.0))
            PointMark(x: .value("x", 25.0), y: .value("y", 5.0), z: .value("z", 50.0))
            PointMark(x: .value("x", 100.0), y: .value("y", 10.0), z: .value("z", 100.0))
        }
        .chartXScale(domain: 0...100, type: .squareRoot)
        .chartYScale(domain: 0...10, range: -0.5...0.5, type: .power(exponent: 2))
        .chartZScale(domain: 0...100, type: .symmetricLog)
        let p = try #require(Self.worldPoints(try chart.lowered()).first).positions[1]
        #expect(abs(p.x - 0) < 1e-6)  // √25 is half of √100
        #expect(abs(p.y - -0.25) < 1e-6)  // 5² is a quarter of 10²
        let t = log10(51.0) / log10(101.0)
        #expect(abs(Double(p.z) - (t - 0.5)) < 1e-6)
    }

    @Test func aReversedDomainRunsFromTheLargestValue() throws {
        let scene = try Self.decades.chartYScale(domain: .automatic(reversed: true)).lowered()
        let ys = try #require(Self.worldPoints(scene).first).positions.map(\.y)
        // y 1…4 (domain 1…4): the first point at the top of the box, the last at the bottom.
        #expect(ys.first == 0.5 && ys.last == -0.5)
        let forward = try #require(Self.worldPoints(try Self.decades.lowered()).first).positions.map(\.y)
        #expect(forward.first == -0.5 && forward.last == 0.5)
    }

    @Test func includesZeroWidensAnInferredDomain() throws {
        let chart = Chart3D {
            PointMark(x: .value("x", 5.0), y: .value("y", 5.0), z: .value("z", 5.0))
            PointMark(x: .value("x", 9.0), y: .value("y", 9.0), z: .value("z", 9.0))
        }
        let plain = try #require(Self.worldPoints(try chart.lowered()).first).positions[0]
        let zero = try #require(
            Self.worldPoints(try chart.chartZScale(domain: .automatic(includesZero: true)).lowered()).first
        ).positions[0]
        #expect(plain.z == -0.5)
        #expect(zero.z > -0.1 && zero.x == plain.x)
    }

    @Test func zAxisMarksAtExplicitValuesReplaceTheTicks() throws {
        let chart = Self.decades.chartZAxis {
            AxisMarks(values: [1.25, 2.5, 3.75]) {
                AxisGridLine()
                AxisValueLabel()
            }
        }
        let labels = Self.labels(try chart.lowered())
        #expect(labels.contains("1.25") && labels.contains("2.5") && labels.contains("3.75"))
        // The automatic z labels are gone; y's (also 1…4) remain.
        let threes = { (l: [String]) in l.filter { $0 == "3" }.count }
        #expect(threes(labels) < threes(Self.labels(try Self.decades.lowered())))
        // No AxisTick in the content: fewer pixel tick segments than the automatic axis has.
        let ticks = { (s: RenderScene) in
            s.primitives.reduce(0) { n, p in
                if case .lines(let l) = p, l.space == .pixel { return n + l.segmentCount }
                return n
            }
        }
        #expect(ticks(try chart.lowered()) < ticks(try Self.decades.lowered()))
    }

    @Test func formatsAndStylesOfAxisMarksReachTheLabels() throws {
        let chart = Self.decades.chartYAxis {
            AxisMarks(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)), values: [2.0])
        }
        .chartXAxis {
            AxisMarks(values: [10.0]) {
                AxisValueLabel("ten").foregroundStyle(.red).font(.system(size: 20))
            }
        }
        let scene = try chart.lowered()
        let labels = scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels }
            return []
        }
        #expect(labels.contains { $0.text == "2.00" })
        let ten = try #require(labels.first { $0.text == "ten" })
        #expect(ten.color == Color.red.rgba && ten.fontSize == 20)
    }

    @Test func aHiddenAxisDrawsNoLabelsTitleOrGrid() throws {
        let shown = try Self.decades.chartZAxisLabel("Depth").lowered()
        let hidden = try Self.decades.chartZAxisLabel("Depth").chartZAxis(.hidden).lowered()
        #expect(Self.labels(shown).contains("Depth"))
        #expect(!Self.labels(hidden).contains("Depth"))
        #expect(Self.labels(hidden).count < Self.labels(shown).count)
        let gridSegments = { (s: RenderScene) in
            s.primitives.reduce(0) { n, p in
                if case .lines(let l) = p, l.space == .world, l.color == Theme.light.gridColor {
                    return n + l.segmentCount
                }
                return n
            }
        }
        #expect(gridSegments(hidden) < gridSegments(shown))
    }

    @Test func stringsOnA3DAxisMakeCategories() throws {
        let islands = ["Biscoe", "Dream", "Torgersen", "Dream"]
        let chart = Chart3D {
            ForEach(islands.enumerated().map { $0 }, id: \.offset) { i, island in
                PointMark(x: .value("Island", island), y: .value("y", Double(i)), z: .value("z", Double(i)))
            }
        }
        let scene = try chart.lowered()
        let xs = try #require(Self.worldPoints(scene).first).positions.map(\.x)
        // Three categories in order of first appearance, at the centres of thirds of the box.
        #expect(abs(xs[0] - -1 / 3) < 1e-6 && abs(xs[1]) < 1e-6 && abs(xs[2] - 1 / 3) < 1e-6 && xs[3] == xs[1])
        let labels = Self.labels(scene)
        #expect(["Biscoe", "Dream", "Torgersen"].allSatisfy(labels.contains))
        // The accessibility layer reads such a chart too.
        #expect(!chart.accessibilityDescription.isEmpty)
        #expect(chart.dataTable().csv.contains("Torgersen"))
    }

    @Test func datesOnA3DAxisGetCalendarTicks() throws {
        let start = Date(timeIntervalSince1970: 1_420_070_400)  // 2015-01-01
        let chart = Chart3D {
            ForEach(0..<6, id: \.self) { m in
                PointMark(
                    x: .value("Month", start.addingTimeInterval(Double(m) * 30.5 * 86_400)),
                    y: .value("y", Double(m)), z: .value("z", 1.0))
            }
        }
        let labels = Self.labels(try chart.lowered())
        #expect(labels.contains("2015") || labels.contains("Jan"))
        #expect(labels.contains("Mar") || labels.contains("Apr"))
    }

    @Test func aSurfaceOnALogAxisIsSampledInLogSpace() throws {
        // y = log10(x) is a plane over a log x axis: every vertex lies on y = x in the box.
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, _ in log10(x) }
        }
        .chartXScale(domain: 1...1000, type: .log)
        .chartYScale(domain: 0...3)
        let mesh = try #require(Self.meshes(try chart.lowered()).first)
        #expect(!mesh.positions.isEmpty)
        #expect(mesh.positions.allSatisfy { abs($0.y - $0.x) < 1e-4 })
        // Its normals are all the plane's.
        let n = mesh.normals[0]
        #expect(mesh.normals.allSatisfy { ($0 - n).length < 1e-3 })
        #expect(throws: ChartError.surfaceOverNonNumericAxis(axis: "x", kind: "categories (strings)")) {
            try Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
                PointMark(x: .value("x", "a"), y: .value("y", 0.0), z: .value("z", 0.0))
            }.lowered()
        }
    }

    @Test func equalAspectGivesEveryDataUnitTheSameLength() throws {
        let chart = Chart3D {
            PointMark(x: .value("x", 0.0), y: .value("y", 0.0), z: .value("z", 0.0))
            PointMark(x: .value("x", 10.0), y: .value("y", 2.0), z: .value("z", 5.0))
        }
        .chart3DBoxAspect(.equal)
        let p = try #require(Self.worldPoints(try chart.lowered()).first).positions
        let extent = p[1] - p[0]
        #expect(abs(extent.x - 1) < 1e-6 && abs(extent.y - 0.2) < 1e-6 && abs(extent.z - 0.5) < 1e-6)
        let ratio = try #require(
            Self.worldPoints(try chart.chart3DBoxAspect(x: 1, y: 1, z: 2).lowered()).first
        ).positions
        let r = ratio[1] - ratio[0]
        #expect(abs(r.x - 0.5) < 1e-6 && abs(r.y - 0.5) < 1e-6 && abs(r.z - 1) < 1e-6)
        #expect(throws: ChartError.invalidBoxAspect(x: 1, y: 0, z: 1)) {
            try chart.chart3DBoxAspect(x: 1, y: 0, z: 1).lowered()
        }
    }

    @Test func aLogAxisOverNonPositiveValuesIsATypedError() {
        #expect(throws: ChartError.invalidDomain(axis: "x", lower: 0, upper: 100)) {
            try Self.decades.chartXScale(domain: 0...100, type: .log).lowered()
        }
    }

    @Test func theZTitleFollowsItsAlignmentAndSpacing() throws {
        func title(_ chart: Chart3D) throws -> TextLabel {
            let labels = try chart.lowered().primitives.flatMap { p -> [TextLabel] in
                if case .text(let t) = p { return t.labels }
                return []
            }
            return try #require(labels.first { $0.text == "Depth" })
        }
        let centre = try title(Self.decades.chartZAxisLabel("Depth"))
        let leading = try title(Self.decades.chartZAxisLabel("Depth", alignment: .leading))
        let spaced = try title(Self.decades.chartZAxisLabel("Depth", spacing: 30))
        #expect((leading.position - centre.position).length > 20)
        #expect((spaced.position - centre.position).length > 15)
    }

    @Test func theXAndYTitlesFollowTheirAlignmentAndSpacingAndWarnForAPosition() throws {
        func title(_ chart: Chart3D, _ text: String) throws -> TextLabel {
            let labels = try chart.lowered().primitives.flatMap { p -> [TextLabel] in
                if case .text(let t) = p { return t.labels }
                return []
            }
            return try #require(labels.first { $0.text == text })
        }
        let centre = try title(Self.decades.chartXAxisLabel("Rate"), "Rate")
        let leading = try title(Self.decades.chartXAxisLabel("Rate", alignment: .leading), "Rate")
        let spaced = try title(Self.decades.chartXAxisLabel("Rate", spacing: 30), "Rate")
        #expect((leading.position - centre.position).length > 20)
        // Farther out; the framing then shrinks the box a little to keep the title in the image.
        #expect((spaced.position - centre.position).length > 4)
        let yCentre = try title(Self.decades.chartYAxisLabel("Count"), "Count")
        let yTrailing = try title(Self.decades.chartYAxisLabel("Count", alignment: .trailing), "Count")
        #expect((yTrailing.position - yCentre.position).length > 20)
        let placed = Self.decades.chartXAxisLabel("Rate", position: .top)
        let moved = try title(placed, "Rate")
        #expect(moved.position == centre.position)
        #expect(
            try placed.lowered().warnings.contains {
                if case .modifierIgnored(let modifier, _) = $0 { return modifier == ".chartXAxisLabel(position: .top)" }
                return false
            })
    }

    @Test func hoveringWritesTheSelectedPosition() throws {
        let chart = Self.decades
        let prepared = try chart.prepared(scale: 1)
        let camera = prepared.camera(pose: chart.pose)
        let points = try #require(Self.worldPoints(prepared.scene(pose: chart.pose)).first).positions
        let pixel = camera.project(points[2])
        let result = prepared.interactiveScene(
            ChartInteraction(hover: SIMD2(Double(pixel.x), Double(pixel.y))), pose: chart.pose)
        let position = try #require(result.selectedPosition)
        #expect(abs(position.x - 100) < 1e-3 && abs(position.y - 3) < 1e-4 && abs(position.z - 3) < 1e-4)
        let box = State<Double?>(wrappedValue: nil)
        let selecting = chart.chartZSelection(value: box.projectedValue)
        let written = selecting.writeSelection(position, last: nil)
        #expect(written == position && abs((box.wrappedValue ?? 0) - 3) < 1e-4)
        selecting.writeSelection(nil, last: position)
        #expect(box.wrappedValue == nil)
    }
}
