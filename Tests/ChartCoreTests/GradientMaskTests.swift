import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// Gradient evaluation (stops, unit points, opacity), how gradients, materials, masks and the
/// accessibility modifiers reach the lowered scene.
@Suite struct GradientMaskTests {
    let red = RGBA(1, 0, 0, 1)
    let yellow = RGBA(1, 1, 0, 1)
    let green = RGBA(0, 1, 0, 1)

    func close(_ a: RGBA, _ b: RGBA, _ tolerance: Float = 1e-5) -> Bool {
        abs(a.r - b.r) < tolerance && abs(a.g - b.g) < tolerance && abs(a.b - b.b) < tolerance
            && abs(a.a - b.a) < tolerance
    }

    @Test func threeStopsShowTheMiddleColourHalfWay() {
        let g = PixelGradient(
            start: Vec2(0, 100), end: Vec2(0, 0),
            stops: [
                .init(location: 0, color: green), .init(location: 0.5, color: yellow), .init(location: 1, color: red),
            ])
        #expect(close(g.color(at: Vec2(7, 100)), green))
        #expect(close(g.color(at: Vec2(7, 50)), yellow))
        #expect(close(g.color(at: Vec2(7, 0)), red))
        #expect(close(g.color(at: Vec2(7, 75)), RGBA(0.5, 1, 0, 1)))
        #expect(close(g.color(at: Vec2(7, 25)), RGBA(1, 0.5, 0, 1)))
    }

    @Test func endColoursContinueBeyondTheEndPointsAndStops() {
        let g = PixelGradient(
            start: Vec2(10, 0), end: Vec2(20, 0),
            stops: [.init(location: 0.25, color: green), .init(location: 0.75, color: red)])
        #expect(g.parameter(at: Vec2(0, 5)) == 0)
        #expect(g.parameter(at: Vec2(30, 5)) == 1)
        #expect(g.parameter(at: Vec2(15, 99)) == 0.5)
        #expect(close(g.color(atParameter: 0.1), green))
        #expect(close(g.color(atParameter: 0.9), red))
        #expect(close(g.color(atParameter: 0.5), RGBA(0.5, 0.5, 0, 1)))
    }

    @Test func stopsAreSortedAndCutToEight() {
        let stops = (0..<10).reversed().map {
            PixelGradient.Stop(location: Float($0) / 9, color: RGBA(Float($0) / 9, 0, 0, 1))
        }
        let g = PixelGradient(start: Vec2(0, 0), end: Vec2(1, 0), stops: stops)
        #expect(g.stops.count == PixelGradient.maximumStops)
        #expect(g.stops.map(\.location) == g.stops.map(\.location).sorted())
        #expect(g.stops.first?.location == 0)
    }

    @Test func unitPointsPlaceTheGradientInTheBox() {
        let lg = LinearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .top)
        let g = lg.pixelGradient(lo: SIMD2(10, 20), hi: SIMD2(110, 220))
        #expect(g.start == Vec2(60, 220))
        #expect(g.end == Vec2(60, 20))
        let diagonal = LinearGradient(
            colors: [.green, .red], startPoint: .topLeading, endPoint: UnitPoint(x: 1, y: 0.5)
        )
        .pixelGradient(lo: SIMD2(0, 0), hi: SIMD2(100, 50))
        #expect(diagonal.start == Vec2(0, 0))
        #expect(diagonal.end == Vec2(100, 25))
        #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5) && UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5) && UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
    }

    @Test func opacityMultipliesEveryStop() {
        let lg = LinearGradient(colors: [.green, .red.opacity(0.5)], startPoint: .bottom, endPoint: .top).opacity(0.5)
            .opacity(0.8)
        let g = lg.pixelGradient(lo: SIMD2(0, 0), hi: SIMD2(1, 1))
        #expect(abs(g.stops[0].color.a - 0.4) < 1e-6)
        #expect(abs(g.stops[1].color.a - 0.2) < 1e-6)
        #expect(lg.shapeStyleColors.map { $0.rgba.a }.map { ($0 * 100).rounded() } == [40, 20])
    }

    func meshes(_ scene: RenderScene) -> [TriangleMesh] {
        scene.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p.triangulatingPaths { return m }
            return nil
        }
    }

    func lines(_ scene: RenderScene) -> [LineBatch] {
        scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p { return l }
            return nil
        }
    }

    @Test func barGradientSpansTheBarOrThePlotArea() throws {
        let gradient = LinearGradient(colors: [.blue, .red], startPoint: .bottom, endPoint: .top)
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("v", 5)).foregroundStyle(gradient)
            BarMark(x: .value("k", "b"), y: .value("v", 5)).foregroundStyle(gradient).alignsMarkStylesWithPlotArea()
        }
        .chartYScale(domain: 0...10)
        let bars = meshes(try chart.lowered()).filter { $0.gradient != nil }
        try #require(bars.count == 2)
        let own = try #require(bars[0].gradient)
        let top = bars[0].positions.map(\.y).min()!
        let bottom = bars[0].positions.map(\.y).max()!
        #expect(own.start.y == bottom && own.end.y == top)
        let aligned = try #require(bars[1].gradient)
        // The plot area is twice the bar's height (domain 0…10, bar to 5).
        #expect(abs((aligned.start.y - aligned.end.y) - 2 * (bottom - top)) < 0.01)
        #expect(bars.allSatisfy { $0.colors == [RGBA(1, 1, 1, 1)] })
    }

    @Test func lineGradientColoursTheStrokeAndOpacityStaysInTheColour() throws {
        let chart = Chart {
            ForEach([0.0, 1, 2], id: \.self) { x in
                LineMark(x: .value("x", x), y: .value("y", x * x))
                    .foregroundStyle(
                        .linearGradient(colors: [.green, .red], startPoint: .leading, endPoint: .trailing)
                    )
                    .opacity(0.5)
            }
        }
        let batch = try #require(lines(try chart.lowered()).first { $0.gradient != nil })
        let g = try #require(batch.gradient)
        #expect(batch.color.a == 0.5)
        #expect(g.start.x == batch.vertices.map(\.x).min() && g.end.x == batch.vertices.map(\.x).max())
        #expect(g.start.y == g.end.y)
    }

    @Test func areaPlotGradientSpansItsAreaLeftToRight() throws {
        let chart = Chart {
            AreaPlot(x: "x", y: "y", domain: 0...1) { $0 * $0 }
                .foregroundStyle(LinearGradient(colors: [.blue, .red], startPoint: .leading, endPoint: .trailing))
        }
        let area = try #require(meshes(try chart.lowered()).first { $0.gradient != nil })
        let g = try #require(area.gradient)
        #expect(g.start.x == area.positions.map(\.x).min() && g.end.x == area.positions.map(\.x).max())
        #expect(g.stops.map(\.color) == [Color.blue.rgba, Color.red.rgba])
    }

    @Test func materialsAreTheBackgroundGrowingMoreOpaque() throws {
        let materials: [Material] = [
            .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial,
        ]
        var alphas: [Float] = []
        for material in materials {
            let chart = Chart { RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 1)).foregroundStyle(material) }
            let mesh = try #require(meshes(try chart.lowered()).last)
            #expect(mesh.colors.count == 1 && mesh.colors[0].r == 1 && mesh.colors[0].g == 1 && mesh.colors[0].b == 1)
            alphas.append(mesh.colors[0].a)
        }
        #expect(alphas == alphas.sorted() && Set(alphas).count == alphas.count)
        let dark = Chart { RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 1)).foregroundStyle(.thickMaterial) }
            .preferredColorScheme(.dark)
        let darkMesh = try #require(meshes(try dark.lowered()).last)
        let darkScene = try dark.lowered()
        #expect(darkMesh.colors[0].r == darkScene.background.r && darkMesh.colors[0].a == alphas[3])
    }

    @Test func maskCarriesTheMaskMarksWhichAreNotDrawn() throws {
        let chart = Chart {
            RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 2))
                .foregroundStyle(.orange)
                .mask {
                    ForEach([0.0, 1, 2], id: \.self) { x in
                        AreaMark(x: .value("x", x), y: .value("y", x), series: .value("", "m"), stacking: .unstacked)
                            .interpolationMethod(.cardinal)
                        LineMark(x: .value("x", x), y: .value("y", x), series: .value("", "m"))
                            .lineStyle(StrokeStyle(lineWidth: 4))
                    }
                }
        }
        let scene = try chart.lowered()
        let masked = meshes(scene).filter { $0.mask != nil }
        try #require(masked.count == 1)
        let mask = try #require(masked[0].mask)
        #expect(mask.meshes.count == 1 && mask.lines.count == 1)
        #expect(mask.lines[0].width == 4)
        // Only the rectangle is drawn: no area mesh or data line of the mask in the scene.
        #expect(meshes(scene).filter { $0.colors.first == Color.orange.rgba }.count == 1)
        #expect(!lines(scene).contains { $0.width == 4 })
        #expect(scene.textDescription.contains("masked by 1 meshes"))
    }

    @Test func accessibilityModifiersAreKeptAndHiddenMarksAreStillDrawn() throws {
        let content = PointMark(x: .value("x", 1), y: .value("y", 2))
            .symbolSize(CGSize(width: 16, height: 16))
            .foregroundStyle(.red)
            .accessibilityHidden(true)
            .accessibilityLabel("Now")
            .accessibilityValue("6.5")
        let style = try #require(content.chartElements.first?.style)
        #expect(style.accessibilityHidden && style.accessibilityLabel == "Now" && style.accessibilityValue == "6.5")
        let scene = try Chart { content }.lowered(scale: 2)
        let sprite = scene.primitives.compactMap { p -> PointBatch? in
            if case .points(let b) = p { return b }
            return nil
        }
        #expect(sprite.count == 1 && sprite[0].sizes == [32])
    }

    @Test func gradientAndMaskSceneSnapshot() throws {
        let chart = Chart {
            ForEach([0.0, 1, 2, 3], id: \.self) { x in
                AreaMark(x: .value("x", x), y: .value("y", [1.0, 3, 2, 4][Int(x)]))
                    .interpolationMethod(.cardinal)
                    .foregroundStyle(
                        .linearGradient(colors: [.green, .yellow, .red], startPoint: .bottom, endPoint: .top)
                            .opacity(0.5)
                    )
                    .alignsMarkStylesWithPlotArea()
            }
            RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 1.5))
                .foregroundStyle(.thickMaterial)
                .opacity(0.6)
                .mask {
                    ForEach([0.0, 1, 2, 3], id: \.self) { x in
                        LineMark(x: .value("x", x), y: .value("y", [1.0, 3, 2, 4][Int(x)]), series: .value("", "m"))
                            .lineStyle(StrokeStyle(lineWidth: 4))
                    }
                }
        }
        let text = try chart.frame(width: 300, height: 200).lowered(scale: 1).textDescription
        if let failure = try TextSnapshot.check(text, named: "gradient-mask-2d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
