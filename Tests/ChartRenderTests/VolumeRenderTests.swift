import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Foundation
import Testing

/// Ray-marched volumes: the absorption law, occlusion by opaque geometry, missing values.
@Suite(
    .enabled(
        if: HeadlessRenderer.isAvailable,
        "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "") — install libegl1 and libgl1-mesa-dri"))
struct VolumeRenderTests {
    static let size = 160

    /// A cube −0.5…0.5 of one value, white at transfer opacity 1 with extinction `sigma`.
    static func uniformCube(sigma: Float, value: Float = 0.5, missing: Set<Int> = []) -> VolumeBatch {
        let n = 8
        let values = (0..<(n * n * n)).map { missing.contains($0) ? Float.nan : value }
        return VolumeBatch(
            origin: Vec3(-0.5, -0.5, -0.5), size: Vec3(1, 1, 1), counts: (n, n, n), values: values,
            transfer: [RGBA(1, 1, 1, 1), RGBA(1, 1, 1, 1)], density: sigma, steps: 64)
    }

    static func scene(_ primitives: [ScenePrimitive], camera: SceneCamera) -> RenderScene {
        RenderScene(
            pixelWidth: size, pixelHeight: size, background: .black, camera: camera, primitives: primitives)
    }

    /// The length of the ray through pixel (x, y) (rows top-down) inside the box `lo…hi`, found on
    /// the CPU from the camera's inverse view-projection (an independent slab intersection).
    static func rayLength(x: Int, y: Int, camera: SceneCamera, lo: Vec3, hi: Vec3) -> Float {
        let inverse = camera.viewProjection.inverse!
        let nx = (Float(x) + 0.5) / Float(size) * 2 - 1
        let ny = 1 - (Float(y) + 0.5) / Float(size) * 2
        let near = inverse.transformPoint(Vec3(nx, ny, -1))
        let far = inverse.transformPoint(Vec3(nx, ny, 1))
        let d = (far - near) / ((far - near) * (far - near)).sum().squareRoot()
        var enter = -Float.infinity
        var leave = Float.infinity
        for a in 0..<3 {
            guard abs(d[a]) > 1e-9 else {
                // Parallel to the slab: inside it everywhere or nowhere.
                if near[a] < lo[a] || near[a] > hi[a] { return 0 }
                continue
            }
            let t0 = (lo[a] - near[a]) / d[a]
            let t1 = (hi[a] - near[a]) / d[a]
            enter = max(enter, min(t0, t1))
            leave = min(leave, max(t0, t1))
        }
        return max(leave - enter, 0)
    }

    /// White over black: a pixel's grey level is the ray's opacity 1 − e^(−σL), to 1.5/255,
    /// straight through the cube (L = 1) and along oblique rays of known length.
    @Test(arguments: [Float(1), 2.5])
    func uniformCubeFollowsTheAbsorptionLaw(sigma: Float) throws {
        let renderer = try HeadlessRenderer()
        let cameras = [
            SolidSceneKit.orthographic(eye: Vec3(0, 0, 3)), SolidSceneKit.orthographic(eye: Vec3(1.2, 0.9, 2.4)),
        ]
        for camera in cameras {
            let image = try renderer.render(Self.scene([.volume(Self.uniformCube(sigma: sigma))], camera: camera))
            var checked = 0
            for y in stride(from: 20, to: Self.size - 20, by: 9) {
                for x in stride(from: 20, to: Self.size - 20, by: 9) {
                    let length = Self.rayLength(
                        x: x, y: y, camera: camera, lo: Vec3(repeating: -0.5), hi: Vec3(repeating: 0.5))
                    // Away from the cube's silhouette (where pixels are partly covered).
                    let neighbours = [(-2, 0), (2, 0), (0, -2), (0, 2)].map {
                        Self.rayLength(
                            x: x + $0.0, y: y + $0.1, camera: camera, lo: Vec3(repeating: -0.5),
                            hi: Vec3(repeating: 0.5))
                    }
                    guard length > 0.05, neighbours.allSatisfy({ $0 > 0.05 }) else { continue }
                    let expected = 1 - exp(-Double(sigma) * Double(length))
                    let grey = Double(image.pixel(x, y).x) / 255
                    #expect(
                        abs(grey - expected) <= 1.5 / 255,
                        "σ \(sigma) L \(length) pixel (\(x), \(y)): \(grey) vs \(expected)")
                    checked += 1
                }
            }
            #expect(checked > 50)
        }
    }

    /// An opaque quad in front of the cube's left half hides the volume there; one through its
    /// middle ends the rays half way, so the volume in front (L = ½) lies over the quad's colour.
    @Test func opaqueGeometryOccludesTheVolume() throws {
        let renderer = try HeadlessRenderer()
        let camera = SolidSceneKit.orthographic(eye: Vec3(0, 0, 3))
        let sigma: Float = 2
        let front = SolidSceneKit.quad(
            center: Vec3(-0.5, 0, 0.8), u: Vec3(0.5, 0, 0), v: Vec3(0, 0.3, 0), color: RGBA(1, 0, 0))
        let middle = SolidSceneKit.quad(
            center: Vec3(0.5, 0, 0), u: Vec3(0.5, 0, 0), v: Vec3(0, 0.3, 0), color: RGBA(0, 0, 1))
        // The volume comes first in the array: occlusion must not depend on the order.
        let image = try renderer.render(
            Self.scene([.volume(Self.uniformCube(sigma: sigma)), front, middle], camera: camera))
        let hidden = image.pixel(Self.size / 2 - 20, Self.size / 2)
        #expect(hidden == SIMD4(255, 0, 0, 255), "\(hidden)")
        let alpha = 1 - exp(-Double(sigma) * 0.5)
        let expected = SIMD4(Int((255 * alpha).rounded()), Int((255 * alpha).rounded()), 255, 255)
        let inside = image.pixel(Self.size / 2 + 20, Self.size / 2)
        #expect(near(inside, expected, 2), "\(inside) vs \(expected)")
        // Where nothing is in the way the ray crosses the whole cube.
        let clear = image.pixel(Self.size / 2 + 20, Self.size / 2 - 32)
        let full = Int((255 * (1 - exp(-Double(sigma)))).rounded())
        #expect(near(clear, SIMD4(full, full, full, 255), 2), "\(clear) vs \(full)")
    }

    /// Fewer steps while interacting still integrate the same uniform cube (the segments are
    /// equal and sum to the ray's length), and a second full-quality draw gives the first image.
    @Test func interactiveStepsKeepTheUniformOpacity() throws {
        let renderer = try HeadlessRenderer()
        let camera = SolidSceneKit.orthographic(eye: Vec3(1.2, 0.9, 2.4))
        let scene = Self.scene([.volume(Self.uniformCube(sigma: 1.5))], camera: camera)
        let full = try renderer.render(scene)
        renderer.isInteracting = true
        let fast = try renderer.render(scene)
        renderer.isInteracting = false
        let again = try renderer.render(scene)
        #expect(full == again)
        let c = Self.size / 2
        #expect(near(full.pixel(c, c), fast.pixel(c, c), 2), "\(full.pixel(c, c)) vs \(fast.pixel(c, c))")
    }

    /// Missing values are transparent: a cube of NaN except one corner node shows the background
    /// at the far corner of the image.
    @Test func missingValuesAreTransparent() throws {
        let renderer = try HeadlessRenderer()
        let camera = SolidSceneKit.orthographic(eye: Vec3(0, 0, 3))
        let all = Set(0..<512)
        let image = try renderer.render(Self.scene([.volume(Self.uniformCube(sigma: 3, missing: all))], camera: camera))
        #expect(image.pixel(Self.size / 2, Self.size / 2) == SIMD4(0, 0, 0, 255))
        let some = Set((0..<512).filter { $0 % 8 < 4 })  // x < 4: the left half missing
        let half = try renderer.render(Self.scene([.volume(Self.uniformCube(sigma: 3, missing: some))], camera: camera))
        #expect(half.pixel(Self.size / 2 - 20, Self.size / 2) == SIMD4(0, 0, 0, 255))
        #expect(half.pixel(Self.size / 2 + 20, Self.size / 2).x > 200)
    }

    /// A batch that cannot be drawn is refused with the primitive's number and the reason.
    @Test func badBatchIsRefused() throws {
        let renderer = try HeadlessRenderer()
        var batch = Self.uniformCube(sigma: 1)
        batch.values.removeLast()
        #expect(throws: Error.self) {
            try renderer.render(Self.scene([.volume(batch)], camera: SolidSceneKit.orthographic(eye: Vec3(0, 0, 3))))
        }
    }
}
