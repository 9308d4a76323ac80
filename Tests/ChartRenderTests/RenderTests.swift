import ChartExport
import ChartImage
import ChartMath
import ChartRender
import ChartScene
import Foundation
import Testing

/// Rendering through EGL: each test owns a ``HeadlessRenderer`` on one thread, synchronously.
@Suite(
    .enabled(
        if: HeadlessRenderer.isAvailable,
        "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "") — install libegl1 and libgl1-mesa-dri"))
struct RenderTests {
    static let white = SIMD4(255, 255, 255, 255)
    static let red = RGBA(1, 0, 0)

    @Test func clearColorFillsTheImage() throws {
        let renderer = try HeadlessRenderer()
        let image = try renderer.render(RenderScene(pixelWidth: 37, pixelHeight: 23, background: RGBA(hex: 0x3366CC)))
        #expect(image.width == 37 && image.height == 23)
        let expected = SIMD4(0x33, 0x66, 0xCC, 255)
        #expect(image.count(x: 0..<37, y: 0..<23) { near($0, expected, 1) } == 37 * 23)
    }

    @Test func rendererDescribesItself() throws {
        let renderer = try HeadlessRenderer()
        #expect(renderer.rendererDescription.contains("."), "\(renderer.rendererDescription)")
        #expect(renderer.isSoftwareRenderer == renderer.rendererDescription.lowercased().contains("llvmpipe"))
    }

    @Test func pixelLineCoversItsCentreAndNotFivePixelsAway() throws {
        let renderer = try HeadlessRenderer()
        let line = LineBatch(space: .pixel, vertices: [Vec3(10, 32, 0), Vec3(90, 32, 0)], color: Self.red, width: 4)
        let image = try renderer.render(RenderScene(pixelWidth: 100, pixelHeight: 64, primitives: [.lines(line)]))
        for x in [15, 50, 85] {
            // The line's centre is the boundary between rows 31 and 32; it spans rows 30…33.
            #expect(near(image.pixel(x, 31), SIMD4(255, 0, 0, 255)), "row 31 at x \(x): \(image.pixel(x, 31))")
            #expect(near(image.pixel(x, 32), SIMD4(255, 0, 0, 255)), "row 32 at x \(x): \(image.pixel(x, 32))")
            #expect(near(image.pixel(x, 26), Self.white), "row 26 at x \(x): \(image.pixel(x, 26))")
            #expect(near(image.pixel(x, 37), Self.white), "row 37 at x \(x): \(image.pixel(x, 37))")
        }
        // Round caps reach half the width past the ends, not 5 px.
        #expect(near(image.pixel(4, 31), Self.white) && near(image.pixel(95, 32), Self.white))
        #expect(image.pixel(9, 31).y < 128, "the round cap covers the pixel just before the start")
    }

    /// Two quads that intersect: one flat at z = 0 (red), one tilted with z = x (blue). With the
    /// identity camera a smaller z is nearer, so blue shows on the left and red on the right,
    /// whichever is drawn first.
    @Test(arguments: [false, true])
    func intersectingLitQuadsOccludeByDepth(blueFirst: Bool) throws {
        let renderer = try HeadlessRenderer()
        func quad(_ z: (Float) -> Float, _ color: RGBA, normal: Vec3) -> ScenePrimitive {
            let positions = [
                Vec3(-0.8, -0.6, z(-0.8)), Vec3(0.8, -0.6, z(0.8)), Vec3(0.8, 0.6, z(0.8)),
                Vec3(-0.8, 0.6, z(-0.8)),
            ]
            return .mesh(
                TriangleMesh(
                    space: .world, positions: positions, normals: Array(repeating: normal.normalized, count: 4),
                    colors: [color], indices: [0, 1, 2, 0, 2, 3]))
        }
        let red = quad({ _ in 0 }, RGBA(1, 0, 0), normal: Vec3(0, 0, 1))
        let blue = quad({ $0 }, RGBA(0, 0, 1), normal: Vec3(-1, 0, 1))
        let scene = RenderScene(
            pixelWidth: 120, pixelHeight: 80, background: .white, primitives: blueFirst ? [blue, red] : [red, blue])
        let image = try renderer.render(scene)
        let left = image.pixel(30, 40)
        let right = image.pixel(90, 40)
        #expect(left.z > 100 && left.x < 60, "left of the intersection shows the blue quad: \(left)")
        #expect(right.x > 100 && right.z < 60, "right of the intersection shows the red quad: \(right)")
        // Lit: darker than the unlit colour would be somewhere, never pure black.
        #expect(right.x < 255 || right.y > 0, "lighting changes the flat colour: \(right)")
        #expect(near(image.pixel(2, 2), Self.white))
    }

    /// A world line that pierces a quad shows in front of it and hides behind it; a line lying on
    /// the quad shows (lines are pulled slightly towards the eye).
    @Test func worldLinesAreDepthTestedAgainstMeshes() throws {
        let renderer = try HeadlessRenderer()
        let quad = TriangleMesh(
            space: .world,
            positions: [Vec3(-0.9, -0.9, 0), Vec3(0.9, -0.9, 0), Vec3(0.9, 0.9, 0), Vec3(-0.9, 0.9, 0)],
            colors: [RGBA(1, 0, 0)], indices: [0, 1, 2, 0, 2, 3])
        let piercing = LineBatch(
            space: .world, vertices: [Vec3(-0.8, 0.5, -0.5), Vec3(0.8, 0.5, 0.5)], color: .black, width: 3)
        let lying = LineBatch(
            space: .world, vertices: [Vec3(-0.8, -0.5, 0), Vec3(0.8, -0.5, 0)], color: .black, width: 3)
        let image = try renderer.render(
            RenderScene(pixelWidth: 100, pixelHeight: 100, primitives: [.lines(piercing), .mesh(quad), .lines(lying)]))
        // y = 0.5 is row 25, y = -0.5 is row 75 (top-down).
        #expect(image.pixel(25, 25).x < 60, "the near half of the piercing line shows: \(image.pixel(25, 25))")
        #expect(image.pixel(75, 25).x > 200, "the far half hides behind the quad: \(image.pixel(75, 25))")
        for x in [20, 50, 80] {
            #expect(image.pixel(x, 75).x < 60, "the line on the quad shows at x \(x): \(image.pixel(x, 75))")
        }
    }

    @Test func circlePointCoversItsCentre() throws {
        let renderer = try HeadlessRenderer()
        let points = PointBatch(
            space: .pixel, positions: [Vec3(50, 40, 0)], colors: [RGBA(0, 0.5, 0)], sizes: [20], shape: .circle)
        let image = try renderer.render(RenderScene(pixelWidth: 100, pixelHeight: 80, primitives: [.points(points)]))
        #expect(near(image.pixel(50, 40), SIMD4(0, 128, 0, 255), 2), "\(image.pixel(50, 40))")
        #expect(near(image.pixel(50, 32), SIMD4(0, 128, 0, 255), 2), "inside the radius: \(image.pixel(50, 32))")
        #expect(near(image.pixel(62, 40), Self.white), "outside the radius: \(image.pixel(62, 40))")
        // A circle, not a square: the corner of the bounding square is background.
        #expect(near(image.pixel(58, 48), Self.white), "corner: \(image.pixel(58, 48))")
    }

    @Test func squareAndSpherePointsDrawTheirShapes() throws {
        let renderer = try HeadlessRenderer()
        let square = PointBatch(
            space: .pixel, positions: [Vec3(30, 30, 0)], colors: [RGBA(0, 0, 0)], sizes: [20], shape: .square)
        let sphere = PointBatch(
            space: .world, positions: [Vec3(0.5, -0.5, 0)], colors: [RGBA(1, 0.5, 0)], sizes: [30], shape: .sphere)
        let image = try renderer.render(
            RenderScene(pixelWidth: 120, pixelHeight: 120, primitives: [.points(square), .points(sphere)]))
        #expect(near(image.pixel(38, 38), SIMD4(0, 0, 0, 255)), "square corner: \(image.pixel(38, 38))")
        // The sphere is shaded: its centre and its rim differ.
        let centre = image.pixel(90, 90)
        let rim = image.pixel(90, 103)
        #expect(centre.x > 150 && centre.z < 60, "sphere centre is orange: \(centre)")
        #expect(centre != rim, "sphere is shaded: centre \(centre) rim \(rim)")
    }

    @Test func textDrawsDarkPixelsNearItsAnchor() throws {
        let renderer = try HeadlessRenderer()
        let text = TextBatch(labels: [TextLabel(text: "Hg", position: Vec2(20, 40), fontSize: 24)])
        let image = try renderer.render(RenderScene(pixelWidth: 100, pixelHeight: 60, primitives: [.text(text)]))
        let dark = image.count(x: 18..<60, y: 18..<50) { $0.x < 100 }
        #expect(dark > 40, "found \(dark) dark pixels for \"Hg\" at (20, 40)")
        #expect(image.count(x: 0..<100, y: 0..<60) { $0.x < 100 } == dark, "no dark pixels far from the anchor")
        // The "g" descends below the baseline, the "H" rises about 17 px above it.
        #expect(image.count(x: 20..<60, y: 42..<50) { $0.x < 100 } > 0, "descender below the baseline")
        #expect(image.count(x: 20..<40, y: 22..<26) { $0.x < 100 } > 0, "cap height above the baseline")
    }

    @Test func textAlignmentAndRotationMoveTheInk() throws {
        let renderer = try HeadlessRenderer()
        let labels = [
            TextLabel(text: "right", position: Vec2(100, 20), fontSize: 16, horizontal: .trailing, vertical: .center),
            TextLabel(text: "up", position: Vec2(150, 80), fontSize: 16, vertical: .top, rotation: .pi / 2),
        ]
        let image = try renderer.render(
            RenderScene(pixelWidth: 200, pixelHeight: 100, primitives: [.text(TextBatch(labels: labels))]))
        let isInk: (SIMD4<Int>) -> Bool = { $0.x < 128 }
        #expect(image.count(x: 55..<100, y: 10..<30, where: isInk) > 20, "trailing text ends at its anchor")
        #expect(image.count(x: 101..<140, y: 0..<40, where: isInk) == 0, "nothing right of the trailing anchor")
        // Rotated a quarter turn counter-clockwise with its top at the anchor: ink lies right of
        // x = 150 and above y = 80.
        #expect(image.count(x: 151..<175, y: 55..<80, where: isInk) > 10, "rotated text reads upwards")
        #expect(image.count(x: 120..<149, y: 40..<100, where: isInk) == 0, "nothing left of the rotated anchor")
    }

    /// Per-vertex colours must reach the fragment shader (a vertex → fragment varying mismatch
    /// compiles and links on Mesa but draws garbage).
    @Test func perVertexColoursReachTheFragments() throws {
        let renderer = try HeadlessRenderer()
        let mesh = TriangleMesh(
            space: .pixel, positions: [Vec3(0, 0, 0), Vec3(100, 0, 0), Vec3(0, 100, 0)],
            colors: [RGBA(1, 0, 0), RGBA(0, 1, 0), RGBA(0, 0, 1)], indices: [0, 1, 2])
        let points = PointBatch(
            space: .pixel, positions: [Vec3(80, 80, 0), Vec3(90, 60, 0)], colors: [RGBA(0, 1, 1), RGBA(1, 0, 1)],
            sizes: [8, 12], shape: .circle)
        let image = try renderer.render(
            RenderScene(pixelWidth: 100, pixelHeight: 100, primitives: [.mesh(mesh), .points(points)]))
        let nearRed = image.pixel(3, 3)
        let nearGreen = image.pixel(90, 4)
        let nearBlue = image.pixel(4, 90)
        #expect(nearRed.x > 200 && nearRed.y < 40 && nearRed.z < 40, "red corner \(nearRed)")
        #expect(nearGreen.y > 200 && nearGreen.x < 40, "green corner \(nearGreen)")
        #expect(nearBlue.z > 200 && nearBlue.x < 40, "blue corner \(nearBlue)")
        let middle = image.pixel(33, 33)
        #expect(middle.x > 40 && middle.y > 40 && middle.z > 40, "the centre mixes all three: \(middle)")
        #expect(near(image.pixel(80, 80), SIMD4(0, 255, 255, 255), 2), "\(image.pixel(80, 80))")
        #expect(near(image.pixel(90, 60), SIMD4(255, 0, 255, 255), 2), "\(image.pixel(90, 60))")
    }

    @Test func edgesOnATransparentBackgroundKeepTheirColour() throws {
        let renderer = try HeadlessRenderer()
        let points = PointBatch(
            space: .pixel, positions: [Vec3(20, 20, 0)], colors: [RGBA(1, 0, 0)], sizes: [21], shape: .circle)
        let image = try renderer.render(
            RenderScene(pixelWidth: 40, pixelHeight: 40, background: .clear, primitives: [.points(points)]))
        #expect(image.pixel(1, 1).w == 0)
        var edges = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let p = image.pixel(x, y)
                guard p.w > 20 && p.w < 235 else { continue }
                edges += 1
                #expect(p.x >= 250 && p.y <= 3 && p.z <= 3, "edge pixel (\(x), \(y)) is straight red: \(p)")
            }
        }
        #expect(edges > 20, "the disc has an anti-aliased rim")
    }

    @Test func dashedLinesLeaveGaps() throws {
        let renderer = try HeadlessRenderer()
        let line = LineBatch(
            space: .pixel, vertices: [Vec3(0, 10, 0), Vec3(100, 10, 0)], color: .black, width: 2, dash: [10, 10])
        let image = try renderer.render(RenderScene(pixelWidth: 100, pixelHeight: 20, primitives: [.lines(line)]))
        #expect(image.pixel(5, 9).x < 50, "first dash is on: \(image.pixel(5, 9))")
        #expect(image.pixel(15, 9).x > 200, "first gap is off: \(image.pixel(15, 9))")
        #expect(image.pixel(25, 9).x < 50, "second dash is on: \(image.pixel(25, 9))")
    }

    @Test func oversizeAndEmptyImagesAreTypedErrors() throws {
        let renderer = try HeadlessRenderer()
        #expect(throws: ExportError.invalidSize(width: 20_000, height: 10, maximum: 16384)) {
            try renderer.render(RenderScene(pixelWidth: 20_000, pixelHeight: 10))
        }
        #expect(throws: ExportError.self) { try renderer.render(RenderScene(pixelWidth: 0, pixelHeight: 10)) }
        #expect(throws: ExportError.self) { try renderer.render(RenderScene(pixelWidth: 10, pixelHeight: -1)) }
        // Still usable afterwards, and at a new size.
        #expect(try renderer.render(RenderScene(pixelWidth: 3, pixelHeight: 2)).pixels.count == 24)
    }

    @Test func malformedPrimitivesAreTypedErrors() throws {
        let renderer = try HeadlessRenderer()
        let mesh = TriangleMesh(space: .world, positions: [Vec3(0, 0, 0)], colors: [.black], indices: [0, 1, 2])
        #expect(throws: RenderError.self) {
            try renderer.render(RenderScene(pixelWidth: 8, pixelHeight: 8, primitives: [.mesh(mesh)]))
        }
    }

    /// Real driver faults, provoked on demand (no mock): colour storage with more samples than
    /// `GL_MAX_SAMPLES`, and a multisampled colour buffer beside a single-sampled depth buffer.
    /// Each is a typed error with a hint, nothing is drawn or returned, and the same renderer then
    /// draws the scene exactly as a fresh one does.
    @Test(arguments: [OffscreenTarget.Fault.samplesAboveMaximum, .mismatchedSamples])
    func driverFaultsAreTypedErrorsAndTheRendererRecovers(fault: OffscreenTarget.Fault) throws {
        let scene = GoldenScenes.composed2D()
        let expected = try HeadlessRenderer().render(scene)
        let renderer = try HeadlessRenderer()
        renderer.targetFault = fault
        do {
            _ = try renderer.render(scene)
            Issue.record("\(fault): no error")
        } catch let error as RenderError {
            switch (fault, error) {
            case (.mismatchedSamples, .framebufferIncomplete(let status)):
                #expect(status == "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE")
            case (.samplesAboveMaximum, .glError(let code, let operation)):
                #expect(["GL_INVALID_VALUE", "GL_INVALID_OPERATION"].contains(code))
                #expect(operation.hasPrefix("allocating a"))
            case (.samplesAboveMaximum, .framebufferIncomplete): break  // a driver may only report this
            default: Issue.record("\(fault): unexpected \(error)")
            }
            #expect("\(error)".contains("LIBGL_ALWAYS_SOFTWARE=1"), "no hint: \(error)")
        }
        renderer.targetFault = nil
        #expect(try renderer.render(scene) == expected)
    }

    @Test func repeatedFramesReuseUploadsAndStayIdentical() throws {
        let renderer = try HeadlessRenderer()
        let scene = GoldenScenes.composed2D()
        let first = try renderer.render(scene)
        let second = try renderer.render(scene)
        #expect(first == second)
    }
}

@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct LineJoinTests {
    /// A straight horizontal polyline made of many short segments must have the same edge
    /// coverage along its whole length: joins must not blend the anti-aliased fringe twice.
    @Test func joinsOfAStraightPolylineDoNotShow() throws {
        let renderer = try HeadlessRenderer()
        let vertices = stride(from: Float(10), through: 190, by: 3).map { Vec3($0, 20.5, 0) }
        let batch = LineBatch(space: .pixel, vertices: vertices, color: RGBA(0, 0.6, 0.2), width: 2)
        let image = try renderer.render(RenderScene(pixelWidth: 200, pixelHeight: 40, primitives: [.lines(batch)]))
        for y in 18...23 {
            let greens = (20..<180).map { Int(image[$0, y].g) }
            #expect(greens.max()! - greens.min()! <= 2, "row \(y) varies: \(Set(greens).sorted())")
        }
        // The line itself is there: full colour on its centre row, half coverage on the rows beside it.
        #expect(image[100, 20].g == 153)
        #expect(image[100, 19].g > 180 && image[100, 19].g < 230)
        #expect(image[100, 21].g > 180 && image[100, 21].g < 230)
    }
}

@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct DecimationFiguresEqualTests {
    /// A 200 000-sample noisy line reduced per pixel column (M4) draws the same pixels as every
    /// sample drawn: the reduction is invisible.
    @Test func reducedLineDrawsTheSamePixels() throws {
        var state: UInt64 = 12345
        func noise() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) - 0.5
        }
        let n = 200_000
        var walk = 0.0
        let points = (0..<n).map { i -> SIMD2<Double> in
            walk += noise() * 0.8
            return SIMD2(10 + Double(i) / Double(n) * 580, 150 + walk * 0.5 + 60 * sin(Double(i) / 9000))
        }
        func scene(_ p: [SIMD2<Double>]) -> RenderScene {
            let batch = LineBatch(
                space: .pixel, vertices: p.map { Vec3(Float($0.x), Float($0.y), 0) }, color: RGBA(0.1, 0.3, 0.8),
                width: 1.5)
            return RenderScene(pixelWidth: 600, pixelHeight: 300, primitives: [.lines(batch)])
        }
        let reduced = Decimation.m4(points)
        #expect(reduced.count < 32 * 600)
        let renderer = try HeadlessRenderer()
        let full = try renderer.render(scene(points))
        let small = try renderer.render(scene(reduced))
        // No pixel differs by more than 24 of 255 levels, and few by more than 8.
        let comparison = RGBAImage.compare(small, full, tolerance: 8)
        #expect(comparison.maxChannelDelta <= 24, "\(comparison.summary)")
        #expect(
            comparison.differingFraction < 0.001,
            "\(comparison.summary) (\(reduced.count) of \(points.count) points kept)")
    }
}

@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct SolidSymbolEdgeTests {
    /// Where a near red sphere's soft edge covers a far blue sphere, the edge blends red with blue,
    /// never with the white background (the nearer symbol's depth must not hide the farther one
    /// at half-covered pixels).
    @Test func softEdgesShowTheSymbolBehindNotTheBackground() throws {
        let renderer = try HeadlessRenderer()
        let near = PointBatch(
            space: .world, positions: [Vec3(0, 0, 0.5)], colors: [RGBA(1, 0, 0)], sizes: [40], shape: .sphere)
        let far = PointBatch(
            space: .world, positions: [Vec3(0, 0, -0.5)], colors: [RGBA(0, 0, 1)], sizes: [120], shape: .sphere)
        let camera = SceneCamera(
            view: Mat4.lookAt(eye: Vec3(0, 0, 3), target: .zero, up: Vec3(0, 1, 0)),
            projection: Mat4.orthographic(left: -1, right: 1, bottom: -1, top: 1, near: 1, far: 5))
        // The near sphere is drawn first: the worst order for depth-writing soft edges.
        let scene = RenderScene(
            pixelWidth: 200, pixelHeight: 200, camera: camera, primitives: [.points(near), .points(far)])
        let image = try renderer.render(scene)
        var whiteish = 0
        for y in 70..<130 {
            for x in 70..<130 {
                // The near sphere's silhouette ring, 20 px from the centre.
                let r = (Float(x) + 0.5 - 100).squareRoot2(Float(y) + 0.5 - 100)
                guard r > 17, r < 23 else { continue }
                let p = image[x, y]
                if min(p.r, p.g, p.b) > 180 { whiteish += 1 }
            }
        }
        #expect(whiteish == 0, "\(whiteish) pixels show the background through a soft edge")
    }
}

extension Float {
    /// The length of the vector (self, other).
    fileprivate func squareRoot2(_ other: Float) -> Float { (self * self + other * other).squareRoot() }
}
