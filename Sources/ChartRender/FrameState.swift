import ChartMath
import ChartScene

/// The per-frame transforms shared by the pipelines, resolved per coordinate space.
struct FrameState {
    /// The viewport size in device pixels.
    let viewport_s: Vec2
    /// The scene camera (world primitives).
    let camera: SceneCamera
    /// Pixels (top-left origin, y down) → clip space.
    let pixelProjection: Mat4

    init(scene: RenderScene, camera: SceneCamera? = nil) {
        viewport_s = Vec2(Float(scene.pixelWidth), Float(scene.pixelHeight))
        self.camera = camera ?? scene.camera
        pixelProjection = .pixelSpace(width: viewport_s.x, height: viewport_s.y)
    }

    /// World or pixel coordinates → clip space.
    func viewProjection(_ space: CoordinateSpace) -> Mat4 {
        space == .world ? camera.viewProjection : pixelProjection
    }

    /// World → view space for world primitives; identity for pixel primitives.
    func view(_ space: CoordinateSpace) -> Mat4 { space == .world ? camera.view : .identity }

    /// View → clip space for world primitives; the pixel projection for pixel primitives.
    func projection(_ space: CoordinateSpace) -> Mat4 { space == .world ? camera.projection : pixelProjection }

    /// The rotation part of ``view(_:)`` (world → view directions), 9 column-major values.
    func viewRotation(_ space: CoordinateSpace) -> [Float] {
        let m = view(space).columnMajor
        return [m[0], m[1], m[2], m[4], m[5], m[6], m[8], m[9], m[10]]
    }

    /// Whether `space` is seen through a parallel projection (eye direction +z everywhere).
    func isOrthographic(_ space: CoordinateSpace) -> Bool {
        space == .pixel || camera.projection[3, 3] != 0
    }
}

/// GPU objects built from one scene primitive, kept across draws while the primitive is unchanged.
protocol GPUGeometry: AnyObject {
    /// Deletes the GL objects (with the owning context current).
    func delete()
}
