import ChartCamera
import ChartMath
import Testing

@testable import ChartCore
@testable import ChartScene

/// The SwiftUI layout modifiers on charts (`.padding`, `.frame`, `.background`): sizes, the
/// chart's place in the image, what is painted, and that the scene is the unpadded one moved.
@Suite struct LayoutModifierTests {
    static let line = Chart {
        LineMark(x: .value("x", 0), y: .value("y", 1))
        LineMark(x: .value("x", 1), y: .value("y", 3))
    }

    func size(_ chart: some ChartRepresentable) -> [Double] { [chart.frameSize.width, chart.frameSize.height] }
    func chartRect(_ chart: some ChartRepresentable) -> [Double] {
        let rect = chart.frameLayout.placement.chart
        return [rect.origin.x, rect.origin.y, rect.size.x, rect.size.y]
    }

    @Test func paddingGrowsTheImageAroundTheChart() {
        #expect(size(Self.line) == [600, 400])
        #expect(size(Self.line.padding()) == [632, 432])
        #expect(size(Self.line.padding(10)) == [620, 420])
        #expect(chartRect(Self.line.padding(10)) == [10, 10, 600, 400])
        #expect(size(Self.line.padding(.horizontal, 20)) == [640, 400])
        #expect(chartRect(Self.line.padding(.horizontal, 20)) == [20, 0, 600, 400])
        #expect(chartRect(Self.line.padding([.top, .trailing], 5)) == [0, 5, 600, 400])
        #expect(size(Self.line.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))) == [606, 404])
        #expect(size(Self.line.frame(width: 300, height: 200).padding(8)) == [316, 216])
    }

    @Test func aFrameAfterPaddingFixesTheImageAndShrinksTheChart() {
        let chart = Self.line.padding(10).frame(width: 500, height: 300)
        #expect(size(chart) == [500, 300])
        #expect(chartRect(chart) == [10, 10, 480, 280])
        let (w, h) = (chart.chartSize.width, chart.chartSize.height)
        #expect([w, h] == [480, 280])
    }

    @Test func framesOnFramesCombineTheirDimensions() {
        #expect(size(Self.line.frame(width: 300).frame(height: 200)) == [300, 200])
        #expect(size(Self.line.frame(width: 300, height: 100).frame(width: 700, height: 500)) == [700, 500])
        #expect(size(Self.line.frame(width: nil, height: nil)) == [600, 400])
    }

    @Test func flexibleFramesClampTheProposedSize() {
        #expect(size(Self.line.frame(minWidth: 800)) == [800, 400])
        #expect(size(Self.line.frame(maxWidth: 300, maxHeight: 250)) == [300, 250])
        #expect(size(Self.line.frame(idealWidth: 900, maxWidth: 700)) == [700, 400])
        #expect(size(Self.line.frame(idealHeight: 450)) == [600, 450])
        // A window proposes its size (an outer fixed frame); the bounds clamp it and the chart is
        // centred in the rest.
        let windowed = Self.line.frame(maxWidth: 500).frame(width: 800, height: 300)
        #expect(size(windowed) == [800, 300])
        #expect(chartRect(windowed) == [150, 0, 500, 300])
        let leading = Self.line.frame(width: 500).frame(maxWidth: .infinity, alignment: .leading)
            .frame(width: 800, height: 300)
        #expect(chartRect(leading) == [0, 0, 500, 300])
        let grown = Self.line.frame(minHeight: 500).frame(width: 800, height: 300)
        #expect(chartRect(grown) == [0, -100, 800, 500])
    }

    @Test func aMinimumAboveTheMaximumIsATypedError() {
        #expect(throws: ChartError.contradictoryFrame(dimension: "width", minimum: 500, maximum: 300)) {
            try Self.line.frame(minWidth: 500, maxWidth: 300).lowered()
        }
        let message = ChartError.contradictoryFrame(dimension: "height", minimum: 2, maximum: 1).description
        #expect(message.contains("minimum height 2.0") && message.contains("maximum height 1.0"))
    }

    @Test func thePaddedSceneIsTheChartSceneMoved() throws {
        let plain = try Self.line.lowered(scale: 2)
        let padded = try Self.line.padding(.leading, 30).padding(.top, 12).lowered(scale: 2)
        #expect(padded.pixelWidth == 1260 && padded.pixelHeight == 824)
        #expect(padded.underlayCount == 0)
        #expect(padded.background == .white)
        #expect(padded.primitives == plain.primitives.map { $0.movedInPixels(by: Vec2(60, 24)) })
    }

    @Test func backgroundsPaintWhatTheyWrap() throws {
        // After the padding: the whole image, so it clears the image and needs no mesh.
        let card = try Self.line.padding(10).background(.yellow).lowered()
        #expect(card.background == Color.yellow.rgba)
        #expect(card.underlayCount == 0)
        // Before the padding: the chart's rectangle only, over a white image.
        let inner = try Self.line.background(.yellow).padding(10).lowered()
        #expect(inner.background == .white)
        #expect(inner.underlayCount == 1)
        guard case .mesh(let fill) = inner.primitives[0] else {
            Issue.record("the first primitive is not the background")
            return
        }
        #expect(fill.colors == [Color.yellow.rgba])
        #expect(
            fill.positions.map { SIMD2($0.x, $0.y) } == [
                SIMD2(10, 10), SIMD2(610, 10), SIMD2(10, 410), SIMD2(610, 410),
            ])
        // A gradient is laid out in its rectangle; a plain Gradient runs top to bottom.
        let graded = try Self.line.padding(20).background(Gradient(colors: [.white, .blue])).lowered()
        guard case .mesh(let band) = graded.primitives[0], let gradient = band.gradient else {
            Issue.record("no gradient fill")
            return
        }
        #expect(gradient.start == Vec2(320, 0) && gradient.end == Vec2(320, 440))
        #expect(gradient.stops.map(\.color) == [Color.white.rgba, Color.blue.rgba])
        // A background alone is the chart's background, as before layout modifiers existed.
        let black = try Self.line.background(.black).lowered()
        #expect(black.background == Color.black.rgba && black.underlayCount == 0)
        #expect(black.primitives == (try Self.line.lowered()).primitives)
    }

    @Test func theDarkAppearanceAdaptsThePage() throws {
        let dark = try Self.line.background(.blue).padding(10).preferredColorScheme(.dark).lowered()
        #expect(dark.background == RGBA(hex: 0x1C1C1E))
        guard case .mesh(let fill) = dark.primitives[0] else {
            Issue.record("no background fill")
            return
        }
        #expect(fill.colors == [RGBA(hex: 0x0A84FF)])
    }

    @Test func hoverReadsTheValueUnderThePixelOfThePaddedImage() throws {
        let plain = try Self.line.interactiveScene(scale: 1, interaction: ChartInteraction(hover: SIMD2(300, 200)))
        let padded = try Self.line.padding(40).interactiveScene(
            scale: 1, interaction: ChartInteraction(hover: SIMD2(340, 240)))
        #expect(plain.selectedX != nil)
        #expect(padded.selectedX == plain.selectedX)
        #expect(padded.selectedY == plain.selectedY)
        #expect(padded.scene.pixelWidth == 680)
        // The proxy measures in the chart's own coordinates.
        let proxy = try Self.line.padding(40).proxy()
        let plainProxy = try Self.line.proxy()
        #expect(proxy.position(forX: 0.5) == plainProxy.position(forX: 0.5))
        #expect(proxy.plotFrame?.value == plainProxy.plotFrame?.value)
    }

    @Test func aPadded3DChartKeepsItsProjectionInsideItsRectangle() throws {
        let chart = Chart3D {
            PointMark(x: .value("x", 0.5), y: .value("y", 0.2), z: .value("z", -0.3))
        }
        .frame(width: 300, height: 200)
        let plain = try chart.lowered()
        let padded = try chart.padding(.leading, 50).padding(.top, 20).background(.yellow).lowered()
        #expect(padded.pixelWidth == 350 && padded.pixelHeight == 220)
        #expect(padded.background == Color.yellow.rgba)
        func pixel(_ scene: RenderScene, _ p: Vec3) -> Vec2 {
            let c = scene.camera.viewProjection * Vec4(p.x, p.y, p.z, 1)
            let ndc = Vec2(c.x, c.y) / c.w
            return Vec2(
                (ndc.x * 0.5 + 0.5) * Float(scene.pixelWidth), (0.5 - ndc.y * 0.5) * Float(scene.pixelHeight))
        }
        for p in [Vec3(0, 0, 0), Vec3(0.5, -0.5, 0.5), Vec3(-0.5, 0.5, -0.5)] {
            let moved = pixel(padded, p) - pixel(plain, p)
            #expect(abs(moved.x - 50) < 1e-3 && abs(moved.y - 20) < 1e-3)
        }
        let prepared = try chart.padding(30).prepared()
        let unpadded = try chart.prepared()
        #expect(prepared.pixelWidth == 360 && prepared.pixelHeight == 260)
        // The point is found under the same pixel of the chart, 30 points further in the image.
        let position = SIMD3(0.5, 0.2, -0.3)
        let plainPixel = try #require(unpadded.pixel(of: position, interaction: ChartInteraction(), pose: .default))
        let paddedPixel = try #require(prepared.pixel(of: position, interaction: ChartInteraction(), pose: .default))
        #expect(abs(paddedPixel.x - plainPixel.x - 30) < 1e-3 && abs(paddedPixel.y - plainPixel.y - 30) < 1e-3)
        let readout = prepared.interactiveScene(ChartInteraction(hover: paddedPixel)).readout
        #expect(readout != nil)
        #expect(readout == unpadded.interactiveScene(ChartInteraction(hover: plainPixel)).readout)
        #expect(prepared.interactiveScene(ChartInteraction(hover: paddedPixel)).scene.pixelWidth == 360)
    }

    @Test func aBackgroundUnderA3DChartIsDrawnBeforeItsData() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
        }
        .background(.yellow).padding(12)
        let scene = try chart.lowered()
        #expect(scene.underlayCount == 1)
        #expect(scene.primitives[0].space == .pixel)
        #expect(scene.primitives[1...].contains { $0.space == .world })
    }

    @Test func viewportTransformMapsTheInnerClipSpaceOntoItsRectangle() {
        let m = RenderScene.viewportTransform(inner: Vec2(100, 50), outer: Vec2(200, 100), origin_s: Vec2(100, 0))
        // The inner viewport's corners (NDC ±1) land on the top-right quarter of the outer image.
        let topLeft = m * Vec4(-1, 1, 0.3, 1)
        let bottomRight = m * Vec4(1, -1, 0.3, 1)
        #expect(topLeft == Vec4(0, 1, 0.3, 1))
        #expect(bottomRight == Vec4(1, 0, 0.3, 1))
        let perspective = m * Vec4(-2, 2, 0.5, 2)
        #expect(perspective / perspective.w == Vec4(0, 1, 0.25, 1))
    }
}
