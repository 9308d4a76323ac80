import ChartExport
import ChartImage
import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

/// Weighted blended order-independent transparency of world primitives.
@Suite(
    .enabled(
        if: HeadlessRenderer.isAvailable,
        "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "") — install libegl1 and libgl1-mesa-dri"))
struct TranslucencyTests {
    static let camera = SolidSceneKit.orthographic(eye: Vec3(0.4, 0.5, 3))

    static func wall(z: Float, _ color: RGBA, shift: Float = 0) -> ScenePrimitive {
        SolidSceneKit.quad(
            center: Vec3(shift, shift * 0.5, z), u: Vec3(0.55, 0, 0), v: Vec3(0, 0.45, 0), color: color,
            normal: Vec3(0, 0, 1))
    }

    /// Translucent meshes, points and a line, overlapping at several depths, and an opaque quad.
    static func layers() -> [ScenePrimitive] {
        [
            wall(z: -0.3, RGBA(0.9, 0.2, 0.2, 0.5), shift: -0.25),
            wall(z: 0, RGBA(0.2, 0.8, 0.3, 0.4)),
            wall(z: 0.3, RGBA(0.2, 0.3, 0.9, 0.6), shift: 0.25),
            .points(
                PointBatch(
                    space: .world, positions: [Vec3(-0.1, 0, 0.15), Vec3(0.2, 0.1, -0.15), Vec3(0.35, -0.2, 0.4)],
                    colors: [RGBA(1, 0.8, 0, 0.7), RGBA(0.6, 0, 0.8, 0.5), RGBA(0, 0.7, 0.7, 0.8)],
                    sizes: [40, 50, 30],
                    shape: .sphere)),
            .lines(
                LineBatch(
                    space: .world, vertices: [Vec3(-0.8, -0.6, -0.5), Vec3(0.8, 0.6, 0.5)],
                    color: RGBA(0.1, 0.1, 0.1, 0.5), width: 6)),
            .points(
                PointBatch(
                    space: .world, positions: [Vec3(-0.3, 0.3, 0.1)], colors: [RGBA(0.3, 0.5, 0.9, 0.6)], sizes: [45],
                    shape: .cube)),
        ]
    }

    static func scene(_ primitives: [ScenePrimitive]) -> RenderScene {
        let opaque = SolidSceneKit.quad(
            center: Vec3(0, -0.2, -0.6), u: Vec3(0.9, 0, 0), v: Vec3(0, 0.25, 0), color: RGBA(0.9, 0.9, 0.6),
            normal: Vec3(0, 0, 1))
        return RenderScene(pixelWidth: 200, pixelHeight: 200, camera: camera, primitives: [opaque] + primitives)
    }

    static func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// The same translucent scene in two orders (and a shuffled one) gives the same pixels.
    @Test func resultDoesNotDependOnTheOrderOfPrimitives() throws {
        let renderer = try HeadlessRenderer()
        let layers = Self.layers()
        let forward = try renderer.render(Self.scene(layers))
        let backward = try renderer.render(Self.scene(layers.reversed()))
        let shuffled = try renderer.render(
            Self.scene([layers[3], layers[0], layers[5], layers[2], layers[4], layers[1]]))
        #expect(Self.largestDifference(forward, backward) <= 2)
        #expect(Self.largestDifference(forward, shuffled) <= 2)
        // Something translucent is there: the middle of the image is neither white nor a single layer.
        let middle = forward.pixel(100, 100)
        #expect(!near(middle, SIMD4(255, 255, 255, 255), 10), "\(middle)")
    }

    /// One 50 % white layer over a black background covers half: mid grey.
    @Test func singleLayerBlendsByItsAlpha() throws {
        let renderer = try HeadlessRenderer()
        let layer = SolidSceneKit.quad(
            center: Vec3(0, 0, 0), u: Vec3(0.5, 0, 0), v: Vec3(0, 0.5, 0), color: RGBA(1, 1, 1, 0.5))
        let image = try renderer.render(
            RenderScene(pixelWidth: 100, pixelHeight: 100, background: .black, camera: Self.camera, primitives: [layer])
        )
        #expect(near(image.pixel(50, 50), SIMD4(128, 128, 128, 255), 2), "\(image.pixel(50, 50))")
        // Two such layers leave a quarter of the background: 75 % white.
        let behind = SolidSceneKit.quad(
            center: Vec3(0, 0, -0.2), u: Vec3(0.5, 0, 0), v: Vec3(0, 0.5, 0), color: RGBA(1, 1, 1, 0.5))
        let two = try renderer.render(
            RenderScene(
                pixelWidth: 100, pixelHeight: 100, background: .black, camera: Self.camera, primitives: [layer, behind])
        )
        #expect(near(two.pixel(50, 50), SIMD4(191, 191, 191, 255), 2), "\(two.pixel(50, 50))")
    }

    /// A red opaque sphere behind a 50 % white quad shows through it, pinkish; in front of the quad
    /// it is unchanged.
    @Test func opaquePointShowsThroughATranslucentSurface() throws {
        let renderer = try HeadlessRenderer()
        let veil = SolidSceneKit.quad(
            center: Vec3(0, 0, 0), u: Vec3(0.8, 0, 0), v: Vec3(0, 0.8, 0), color: RGBA(1, 1, 1, 0.5))
        func sphere(z: Float) -> ScenePrimitive {
            .points(
                PointBatch(
                    space: .world, positions: [Vec3(0, 0, z)], colors: [RGBA(1, 0, 0)], sizes: [40], shape: .sphere))
        }
        let camera = SolidSceneKit.orthographic(eye: Vec3(0, 0, 3))
        func render(_ primitives: [ScenePrimitive]) throws -> SIMD4<Int> {
            try renderer.render(
                RenderScene(
                    pixelWidth: 100, pixelHeight: 100, background: .white, camera: camera, primitives: primitives)
            ).pixel(50, 50)
        }
        let bare = try render([sphere(z: -0.6)])
        let behind = try render([veil, sphere(z: -0.6)])
        let inFront = try render([veil, sphere(z: 0.6)])
        #expect(bare.x > 200 && bare.y < 60, "the bare sphere is red: \(bare)")
        #expect(near(inFront, bare, 2), "in front of the veil the sphere is unchanged: \(inFront) vs \(bare)")
        #expect(behind.x > 200 && behind.y > 100 && behind.y < 180, "behind the veil it is pink: \(behind)")
        #expect(abs(behind.y - (bare.y + 255) / 2) <= 3, "half way to white: \(behind) from \(bare)")
    }

    /// A translucent surface over opaque spheres and a solid: `translucent-surface-over-points`.
    @Test func goldenTranslucentSurfaceOverPoints() throws {
        let renderer = try HeadlessRenderer()
        let result = try GoldenImage.check(
            try renderer.render(Self.surfaceOverPoints()), named: "translucent-surface-over-points",
            softwareRenderer: renderer.isSoftwareRenderer)
        if case .skipped(let reason) = result { print("note: \(reason)") }
    }

    /// A lit, 55 % opaque surface y = f(x, z) of `resolution`² cells with opaque spheres above and
    /// below it and two cubes piercing it, in perspective.
    static func surfaceOverPoints(width: Int = 320, height: Int = 240, resolution: Int = 40) -> RenderScene {
        let n = resolution
        func f(_ x: Float, _ z: Float) -> Float { 0.15 * sin(4 * x) * cos(3 * z) }
        var positions: [Vec3] = []
        var normals: [Vec3] = []
        var colors: [RGBA] = []
        for j in 0...n {
            for i in 0...n {
                let x = Float(i) / Float(n) - 0.5
                let z = Float(j) / Float(n) - 0.5
                positions.append(Vec3(x, f(x, z), z))
                let dx = 0.6 * cos(4 * x) * cos(3 * z)
                let dz = -0.45 * sin(4 * x) * sin(3 * z)
                normals.append(Vec3(-dx, 1, -dz).normalized)
                colors.append(RGBA(0.35, 0.55, 0.95).mixed(with: RGBA(0.95, 0.95, 1), (f(x, z) + 0.15) / 0.3))
            }
        }
        colors = colors.map { RGBA($0.r, $0.g, $0.b, 0.55) }
        var indices: [UInt32] = []
        for j in 0..<n {
            for i in 0..<n {
                let a = UInt32(j * (n + 1) + i)
                let b = a + UInt32(n + 1)
                indices += [a, b, a + 1, a + 1, b, b + 1]
            }
        }
        let surface = TriangleMesh(
            space: .world, positions: positions, normals: normals, colors: colors, indices: indices)
        var points: [Vec3] = []
        var pointColors: [RGBA] = []
        for k in 0..<18 {
            let t = Float(k) / 18
            let x = 0.42 * cos(2 * .pi * t)
            let z = 0.42 * sin(2 * .pi * t)
            let above = k % 2 == 0
            points.append(Vec3(x, f(x, z) + (above ? 0.1 : -0.1), z))
            pointColors.append(above ? RGBA(hex: 0xE45756) : RGBA(hex: 0x54A24B))
        }
        let spheres = PointBatch(space: .world, positions: points, colors: pointColors, sizes: [16], shape: .sphere)
        let cubes = PointBatch(
            space: .world, positions: [Vec3(0, f(0, 0), 0), Vec3(-0.2, f(-0.2, 0.2), 0.2)],
            colors: [RGBA(hex: 0xF58518)], sizes: [30], shape: .cube)
        let camera = SolidSceneKit.perspective(
            eye: Vec3(1.3, 1.0, 1.7), target: Vec3(0, -0.05, 0), aspect: Float(width) / Float(height))
        return RenderScene(
            pixelWidth: width, pixelHeight: height, background: .white, camera: camera,
            primitives: [.mesh(surface), .points(spheres), .points(cubes)])
    }

    /// Frame time of a 1600×1200 frame with a translucent 256² surface (informative).
    @Test func timingOfALargeTranslucentFrame() throws {
        let renderer = try HeadlessRenderer()
        let scene = Self.surfaceOverPoints(width: 1600, height: 1200, resolution: 256)
        let clock = ContinuousClock()
        let first = try clock.measure { _ = try renderer.render(scene) }
        let second = try clock.measure { _ = try renderer.render(scene) }
        print("timing: 1600×1200 translucent 256² surface, first \(first) (upload), again \(second)")
    }
}
