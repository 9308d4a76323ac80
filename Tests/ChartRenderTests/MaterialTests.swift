import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Foundation
import Testing

/// Mesh materials: roughness sets the highlight's size and strength, metalness its colour.
@Suite(
    .enabled(
        if: HeadlessRenderer.isAvailable,
        "no headless OpenGL: \(HeadlessRenderer.unavailableReason ?? "") — install libegl1 and libgl1-mesa-dri"))
struct MaterialTests {
    static func sphere(_ color: RGBA, metalness: Float = 0, roughness: Float) -> RenderScene {
        RenderScene(
            pixelWidth: 160, pixelHeight: 160, background: .white,
            camera: SolidSceneKit.orthographic(eye: Vec3(0, 0, 3)),
            primitives: [
                .mesh(
                    SolidSceneKit.sphereMesh(
                        center: Vec3(0, 0, 0), radius: 0.8, color: color, metalness: metalness, roughness: roughness))
            ])
    }

    /// Whether pixel (x, y) lies well inside the sphere's disc (radius 64 px about (80, 80)).
    static func onSphere(_ x: Int, _ y: Int) -> Bool {
        let dx = Float(x) + 0.5 - 80
        let dy = Float(y) + 0.5 - 80
        return dx * dx + dy * dy < 60 * 60
    }

    /// The brightest pixel on the sphere (by r + g + b).
    static func brightest(_ image: RGBAImage) -> SIMD4<Int> {
        var best = SIMD4(0, 0, 0, 0)
        for y in 0..<image.height {
            for x in 0..<image.width where onSphere(x, y) {
                let p = image.pixel(x, y)
                if p.x + p.y + p.z > best.x + best.y + best.z { best = p }
            }
        }
        return best
    }

    /// A grey sphere, smooth (roughness 0.05) and rough (0.95), seen from the front.
    @Test func smoothHighlightIsSmallAndBrightRoughIsBroadAndFaint() throws {
        let renderer = try HeadlessRenderer()
        let grey = RGBA(0.45, 0.45, 0.45)
        let smooth = try renderer.render(Self.sphere(grey, roughness: 0.05))
        let rough = try renderer.render(Self.sphere(grey, roughness: 0.95))
        // Pixels where each one's highlight outshines the other's.
        let roughWins = countPairs(rough, smooth)
        let smoothWins = countPairs(smooth, rough)
        let smoothPeak = Self.brightest(smooth)
        let roughPeak = Self.brightest(rough)
        #expect(smoothPeak.y > roughPeak.y + 60, "smooth peak \(smoothPeak) vs rough peak \(roughPeak)")
        #expect(roughWins > 4 * smoothWins, "rough's broad highlight covers \(roughWins) px, smooth's \(smoothWins)")
        #expect(smoothWins > 0)
        // The default material is between the two.
        let middle = try renderer.render(Self.sphere(grey, roughness: 0.5))
        let middlePeak = Self.brightest(middle)
        #expect(middlePeak.y < smoothPeak.y && middlePeak.y > roughPeak.y, "\(middlePeak)")
    }

    /// Pixels of the sphere where `a` is brighter than `b` by more than 3 levels.
    func countPairs(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var n = 0
        for y in 0..<a.height {
            for x in 0..<a.width where Self.onSphere(x, y) && a.pixel(x, y).y > b.pixel(x, y).y + 3 { n += 1 }
        }
        return n
    }

    /// A red sphere: the dielectric's brightest pixel is whitish, the metal's stays red.
    @Test func metalHighlightTakesTheBaseColour() throws {
        let renderer = try HeadlessRenderer()
        let red = RGBA(0.75, 0.12, 0.1)
        let plastic = Self.brightest(try renderer.render(Self.sphere(red, metalness: 0, roughness: 0.25)))
        let metal = Self.brightest(try renderer.render(Self.sphere(red, metalness: 1, roughness: 0.25)))
        // The base colour has green at 16 % of red: a white highlight raises it, a red one does not.
        #expect(plastic.y * 100 > 35 * plastic.x, "a dielectric's highlight is whitish: \(plastic)")
        #expect(metal.y * 100 < 22 * metal.x && metal.x > 200, "a metal's highlight is red: \(metal)")
    }

    /// Defaults keep the previous lighting: a mesh made without material arguments equals one made
    /// with metalness 0, roughness 0.5.
    @Test func defaultsAreTheDielectricHalfRoughMaterial() {
        let mesh = TriangleMesh(space: .world, positions: [], colors: [.white], indices: [])
        #expect(mesh.metalness == 0 && mesh.roughness == 0.5)
    }
}
