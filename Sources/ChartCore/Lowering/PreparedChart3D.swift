import ChartCamera
import ChartMath
import ChartScene

/// A 3D chart lowered up to the pose (see ``Chart3D/prepared(scale:)``): the pose-independent data
/// geometry and what the pose-dependent decorations need.
public struct PreparedChart3D: Sendable {
    /// The chart's own width in device pixels (the image's, unless the chart has padding or a
    /// frame around it): what the camera is framed for.
    let viewportWidth: Int
    /// The chart's own height in device pixels.
    let viewportHeight: Int
    /// Where the chart lies in its image (nil: it fills the image, with nothing around it).
    let placement: Placement?
    let colorScheme: ColorScheme
    let projection: Chart3DCameraProjection
    /// Surfaces and point clouds in world space.
    let data: [ScenePrimitive]
    /// Parallel to `data`: what each primitive's colours encode (`.foregroundStyle(by:)`), for the
    /// hover read-out; nil where they encode nothing.
    let colorValues: [DataColorValues?]
    let box: AxesBox
    /// The legend, in pixels (it does not move with the pose).
    var legend: [ScenePrimitive]
    /// 3D density plots, counted anew for each camera (drawn after `data`).
    var densities: [DensityLayer3D] = []
    let insets: (top: Float, leading: Float, bottom: Float, trailing: Float)

    /// The style of hover read-outs (nil when no font could be loaded).
    let readoutText: TextStyle?
    /// What lowering noticed (values skipped, colours repeated, nothing drawn); every scene of
    /// the prepared chart carries them.
    public let warnings: [ChartWarning]

    /// The camera for `pose`, framed so that the box and every label fit inside the image.
    public func camera(pose: Chart3DPose) -> ViewCamera { camera(pose: pose, projection: nil) }

    /// Image width in device pixels.
    public var pixelWidth: Int { placement?.width ?? viewportWidth }
    /// Image height in device pixels.
    public var pixelHeight: Int { placement?.height ?? viewportHeight }

    /// A chart's placement in its image, resolved in device pixels once.
    struct Placement: Sendable {
        let layout: ChartPlacement
        let scale: Double
        let width: Int
        let height: Int
        /// The chart's top-left corner in the image, in device pixels.
        var origin_s: Vec2 { layout.origin_s(scale: scale) }

        /// The placement at `scale`, validated; nil for nil.
        init?(_ layout: ChartPlacement?, scale: Double) throws {
            guard let layout else { return nil }
            (width, height) = try layout.imagePixelSize(scale: scale)
            self.layout = layout
            self.scale = scale
        }

        func placing(_ scene: RenderScene, colorScheme: ColorScheme) -> RenderScene {
            layout.placing(scene, width: width, height: height, scale: scale, colorScheme: colorScheme)
        }
    }

    /// The framed camera for `pose` and `projection` (nil: the chart's).
    func camera(pose: Chart3DPose, projection: Chart3DCameraProjection?) -> ViewCamera {
        var camera = ViewCamera(
            pose: pose, projection: projection ?? self.projection, viewportWidth: Float(viewportWidth),
            viewportHeight: Float(viewportHeight))
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

    /// The full scene seen from `pose`: the data, then the axes box, labels and legend, placed in
    /// the image.
    public func scene(pose: Chart3DPose) -> RenderScene { placed(scene(camera: camera(pose: pose))) }

    /// The scene at the chart's own size (viewport coordinates); `moving` (a drag in progress)
    /// lets density plots read a stable subsample.
    func scene(camera: ViewCamera, moving: Bool = false) -> RenderScene {
        let decorations = box.primitives(camera: camera)
        let images = densities.compactMap { $0.image(camera: camera, moving: moving) }.map(ScenePrimitive.image)
        return RenderScene(
            pixelWidth: viewportWidth, pixelHeight: viewportHeight,
            camera: SceneCamera(view: camera.viewMatrix, projection: camera.projectionMatrix),
            primitives: data + images + decorations.world + decorations.pixel + legend, warnings: warnings
        ).adapted(to: colorScheme)
    }

    /// Shades each density plot at `pose` (the chart's own) with its own range, and fixes that
    /// colour scale for every other view; returns the scales (an empty plot has none).
    mutating func fixDensityScales(pose: Chart3DPose) -> [DensityColorScale] {
        let camera = camera(pose: pose)
        var scales: [DensityColorScale] = []
        for k in densities.indices {
            guard let scale = densities[k].shaded(camera: camera, moving: false).scale else { continue }
            densities[k].scale = scale
            scales.append(scale)
        }
        return scales
    }

    /// A scene at the chart's own size placed in the image by the layout modifiers.
    func placed(_ scene: RenderScene) -> RenderScene { placement?.placing(scene, colorScheme: colorScheme) ?? scene }

    /// A pixel of the image in the chart's own (viewport) pixels, and back.
    func viewportPixel(_ image_s: Vec2) -> Vec2 { image_s - (placement?.origin_s ?? .zero) }
    func imagePixel(_ viewport_s: Vec2) -> Vec2 { viewport_s + (placement?.origin_s ?? .zero) }

    /// The scene of an interactive view (pose, projection, zoom, pan) with a read-out of the data
    /// under the hovered pixel of the image: the nearest point within 12 points of it, else the
    /// surface the pointer ray hits first.
    public func interactiveScene(_ interaction: ChartInteraction, pose fallback: Chart3DPose = .default)
        -> InteractiveScene
    {
        var result = interactiveSceneInViewport(interaction, pose: fallback)
        result.scene = placed(result.scene)
        return result
    }

    /// The interactive scene at the chart's own size, the hover given in image pixels.
    private func interactiveSceneInViewport(_ interaction: ChartInteraction, pose fallback: Chart3DPose)
        -> InteractiveScene
    {
        let camera = camera(for: interaction, pose: fallback)
        var scene = scene(camera: camera, moving: interaction.isMoving)
        guard let hover = interaction.hover, let text = readoutText,
            let (hit, color) = dataPoint(
                at: viewportPixel(Vec2(Float(hover.x), Float(hover.y))), camera: camera, moving: interaction.isMoving)
        else { return InteractiveScene(scene: scene) }
        let values = (0..<3).map { box.axes[$0].value(hit[$0]) }
        var valueLines: [String] = (0..<3).map { i in
            let title: String = box.titles[i] ?? ["x", "y", "z"][i]
            return title + ": " + box.axes[i].readoutLabel(values[i])
        }
        if let color { valueLines.append(color) }
        let lines = interaction.readoutOverride ?? valueLines
        let marker = camera.project(hit)
        scene.primitives.append(
            .points(
                PointBatch(
                    space: .pixel, positions: [Vec3(marker.x, marker.y, 0)], colors: [RGBA(1, 1, 1, 0.9)],
                    sizes: [7 * text.pixelSize / 11], shape: .circle, outlineWidth: 1.5)))
        scene.primitives += ReadoutBox(text: text, scale: text.pixelSize / 11).primitives(
            lines, anchor: Vec2(marker.x, marker.y), within: .zero, Vec2(Float(viewportWidth), Float(viewportHeight)))
        var result = InteractiveScene(scene: scene, readout: lines)
        result.selectedPosition = SIMD3(values[0], values[1], values[2])
        return result
    }

    /// The scene position of the data under a pixel, with the read-out line of the value its colour
    /// encodes: the nearest point symbol within 12 points, else the nearer of the first surface (or
    /// rectangle) the pointer ray hits and the nearest point counted in the pixel by a density plot.
    /// While the view moves (`moving`), density plots are not read (they draw a subsample).
    func dataPoint(at pixel: Vec2, camera: ViewCamera, moving: Bool = false) -> (position: Vec3, color: String?)? {
        let hit = symbolOrSurface(at: pixel, camera: camera)
        let density = moving ? nil : densities.lazy.compactMap { $0.readout(at: pixel, camera: camera) }.first
        guard let density else { return hit }
        if let hit, camera.project(hit.position).z < density.depth { return hit }
        return (density.position, density.line)
    }

    /// ``dataPoint(at:camera:)`` of the point symbols and surfaces alone.
    private func symbolOrSurface(at pixel: Vec2, camera: ViewCamera) -> (position: Vec3, color: String?)? {
        let reach = 12 * (readoutText?.pixelSize ?? 11) / 11
        var best: (distance: Float, position: Vec3, primitive: Int, index: Int)?
        for (k, primitive) in data.enumerated() {
            guard case .points(let batch) = primitive else { continue }
            for (i, p) in batch.positions.enumerated() {
                let s = camera.project(p)
                let d = (Vec2(s.x, s.y) - pixel).length
                if d <= reach, d < (best?.distance ?? .infinity) { best = (d, p, k, i) }
            }
        }
        if let best { return (best.position, colorLine(primitive: best.primitive, index: best.index)) }
        guard let ray = camera.ray(throughPixel: pixel) else { return nil }
        var nearest: (t: Float, position: Vec3, primitive: Int)?
        for (m, primitive) in data.enumerated() {
            guard case .mesh(let mesh) = primitive else { continue }
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
                if t > 0, t < (nearest?.t ?? .infinity) { nearest = (t, ray.origin + ray.direction * t, m) }
            }
        }
        return nearest.map { ($0.position, colorLine(primitive: $0.primitive, index: 0)) }
    }

    /// The read-out line of what the colour of point `index` of `data[primitive]` encodes.
    private func colorLine(primitive: Int, index: Int) -> String? {
        guard colorValues.indices.contains(primitive) else { return nil }
        return colorValues[primitive]?.line(at: index)
    }
}

/// What the colours of one data primitive of a prepared 3D chart encode (`.foregroundStyle(by:)`),
/// for the hover read-out.
enum DataColorValues: Sendable {
    /// The same value for the whole primitive (a cloud, line or rectangle of one category).
    case uniform(AxisValue)
    /// A value per point of a batch of `PointMark`s, parallel to its positions.
    case perPoint([AxisValue?])
    /// A category per element of a `PointPlot`: position `j` shows element `kept?[j] ?? j`.
    case cloud(label: String, names: [String], kept: [Int]?)

    /// The read-out line for the `index`th position of the primitive.
    func line(at index: Int) -> String? {
        switch self {
        case .uniform(let value): return ColorReadout.line(value)
        case .perPoint(let values): return values.indices.contains(index) ? ColorReadout.line(values[index]) : nil
        case .cloud(let label, let names, let kept):
            let element = kept.map { $0.indices.contains(index) ? $0[index] : -1 } ?? index
            return names.indices.contains(element)
                ? ColorReadout.line(label: label, value: .string(names[element])) : nil
        }
    }
}
