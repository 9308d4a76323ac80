import ChartMath
import ChartScene

/// The per-frame transforms shared by the pipelines, resolved per coordinate space.
struct FrameState {
    /// The viewport size in device pixels: the scene's size times ``pixelScale``
    /// (``SceneRenderer/viewportSize(width:height:pixelScale:)``).
    let viewport_s: Vec2
    /// Device pixels drawn per scene pixel (``SceneRenderer/pixelScale``; 1 but in the reduced
    /// drag frames of a window): sizes given in scene pixels (symbol diameters, line widths,
    /// dashes, gradient ends, scissor rectangles) are multiplied by it.
    let pixelScale: Float
    /// The scene camera (world primitives).
    let camera: SceneCamera
    /// Scene pixels (top-left origin, y down) → clip space.
    let pixelProjection: Mat4

    init(scene: RenderScene, camera: SceneCamera? = nil, pixelScale: Float = 1) {
        let size = SceneRenderer.viewportSize(
            width: scene.pixelWidth, height: scene.pixelHeight, pixelScale: pixelScale)
        viewport_s = Vec2(Float(size.width), Float(size.height))
        self.pixelScale = pixelScale
        self.camera = camera ?? scene.camera
        pixelProjection = .pixelSpace(width: Float(scene.pixelWidth), height: Float(scene.pixelHeight))
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
