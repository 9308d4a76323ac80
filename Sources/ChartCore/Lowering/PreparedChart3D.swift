import ChartCamera
import ChartMath
import ChartScene

/// A 3D chart lowered up to the pose (see ``Chart3D/prepared(scale:)``): the pose-independent data
/// geometry and what the pose-dependent decorations need.
public struct PreparedChart3D: Sendable {
    /// Image width in device pixels.
    public let pixelWidth: Int
    /// Image height in device pixels.
    public let pixelHeight: Int
    let background: RGBA
    let colorScheme: ColorScheme
    let projection: Chart3DCameraProjection
    /// Surfaces and point clouds in world space.
    let data: [ScenePrimitive]
    let box: AxesBox
    /// The legend, in pixels (it does not move with the pose).
    let legend: [ScenePrimitive]
    let insets: (top: Float, leading: Float, bottom: Float, trailing: Float)

    /// The style of hover read-outs (nil when no font could be loaded).
    let readoutText: TextStyle?
    /// What lowering noticed (values skipped, colours repeated, nothing drawn); every scene of
    /// the prepared chart carries them.
    public let warnings: [ChartWarning]

    /// The camera for `pose`, framed so that the box and every label fit inside the image.
    public func camera(pose: Chart3DPose) -> ViewCamera { camera(pose: pose, projection: nil) }

    /// The framed camera for `pose` and `projection` (nil: the chart's).
    func camera(pose: Chart3DPose, projection: Chart3DCameraProjection?) -> ViewCamera {
        var camera = ViewCamera(
            pose: pose, projection: projection ?? self.projection, viewportWidth: Float(pixelWidth),
            viewportHeight: Float(pixelHeight))
        camera = camera.framing(box.framingItems(camera: camera), insets: insets)
        // A second pass with the framed camera: label directions under perspective depend on the scale.
        return camera.framing(box.framingItems(camera: camera), insets: insets)
    }

    /// The camera of an interactive view: framed for its pose and projection, then zoomed and
    /// panned (`centre + pan + zoom · (p − centre)` for every framed pixel `p`).
    public func camera(for interaction: ChartInteraction, pose fallback: Chart3DPose) -> ViewCamera {
        var camera = camera(pose: interaction.pose ?? fallback, projection: interaction.projection)
        let zoom = Float(max(interaction.zoom, 1e-6))
        camera.scale *= zoom
        camera.offset = Vec2(Float(interaction.pan.x), Float(interaction.pan.y)) + camera.offset * zoom
        return camera
    }

    /// The full scene seen from `pose`: the data, then the axes box, labels and legend.
    public func scene(pose: Chart3DPose) -> RenderScene { scene(camera: camera(pose: pose)) }

    func scene(camera: ViewCamera) -> RenderScene {
        let decorations = box.primitives(camera: camera)
        return RenderScene(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, background: background,
            camera: SceneCamera(view: camera.viewMatrix, projection: camera.projectionMatrix),
            primitives: data + decorations.world + decorations.pixel + legend, warnings: warnings
        ).adapted(to: colorScheme)
    }

    /// The scene of an interactive view (pose, projection, zoom, pan) with a read-out of the data
    /// under the hovered pixel: the nearest point within 12 points of it, else the surface the
    /// pointer ray hits first.
    public func interactiveScene(_ interaction: ChartInteraction, pose fallback: Chart3DPose = .default)
        -> InteractiveScene
    {
        let camera = camera(for: interaction, pose: fallback)
        var scene = scene(camera: camera)
        guard let hover = interaction.hover, let text = readoutText,
            let hit = dataPoint(at: Vec2(Float(hover.x), Float(hover.y)), camera: camera)
        else { return InteractiveScene(scene: scene) }
        let values = (0..<3).map { box.axes[$0].value(hit[$0]) }
        let lines =
            interaction.readoutOverride
            ?? (0..<3).map { i in (box.titles[i] ?? ["x", "y", "z"][i]) + ": " + box.axes[i].readoutLabel(values[i]) }
        let marker = camera.project(hit)
        scene.primitives.append(
            .points(
                PointBatch(
                    space: .pixel, positions: [Vec3(marker.x, marker.y, 0)], colors: [RGBA(1, 1, 1, 0.9)],
                    sizes: [7 * text.pixelSize / 11], shape: .circle, outlineWidth: 1.5)))
        scene.primitives += ReadoutBox(text: text, scale: text.pixelSize / 11).primitives(
            lines, anchor: Vec2(marker.x, marker.y), within: .zero, Vec2(Float(pixelWidth), Float(pixelHeight)))
        var result = InteractiveScene(scene: scene, readout: lines)
        result.selectedPosition = SIMD3(values[0], values[1], values[2])
        return result
    }

    /// The scene position of the data under a pixel: the nearest point symbol within 12 points,
    /// else the first surface (or rectangle) the pointer ray hits.
    func dataPoint(at pixel: Vec2, camera: ViewCamera) -> Vec3? {
        let reach = 12 * (readoutText?.pixelSize ?? 11) / 11
        var best: (distance: Float, position: Vec3)?
        for case .points(let batch) in data {
            for p in batch.positions {
                let s = camera.project(p)
                let d = (Vec2(s.x, s.y) - pixel).length
                if d <= reach, d < (best?.distance ?? .infinity) { best = (d, p) }
            }
        }
        if let best { return best.position }
        guard let ray = camera.ray(throughPixel: pixel) else { return nil }
        var nearest: (t: Float, position: Vec3)?
        for case .mesh(let mesh) in data {
            var k = 0
            while k + 2 < mesh.indices.count {
                let a = mesh.positions[Int(mesh.indices[k])]
                let b = mesh.positions[Int(mesh.indices[k + 1])]
                let c = mesh.positions[Int(mesh.indices[k + 2])]
                k += 3
                // Möller–Trumbore.
                let e1 = b - a
                let e2 = c - a
                let p = ray.direction.cross(e2)
                let det = e1.dot(p)
                guard abs(det) > 1e-9 else { continue }
                let inv = 1 / det
                let tv = ray.origin - a
                let u = tv.dot(p) * inv
                guard u >= 0, u <= 1 else { continue }
                let q = tv.cross(e1)
                let v = ray.direction.dot(q) * inv
                guard v >= 0, u + v <= 1 else { continue }
                let t = e2.dot(q) * inv
                if t > 0, t < (nearest?.t ?? .infinity) { nearest = (t, ray.origin + ray.direction * t) }
            }
        }
        return nearest?.position
    }
}
