import ChartImage
import ChartMath
import ChartScene

/// The 3D world content of one layer of a scene (the scene itself or one of its figure panels),
/// to be drawn by a raster renderer and embedded in a vector document under the layer's vector
/// axes and labels (matplotlib's mixed mode).
///
/// ``scene`` holds only the layer's world primitives (backdrop lines excepted: they stay vector),
/// with a transparent background, at ``rect``'s size times the raster factor. Its camera is the
/// layer's, followed by the map of ``rect`` onto the whole raster, so drawn at its own size the
/// raster covers exactly ``rect`` of the vector page: the box's vector edges and the raster's
/// content line up to the raster's pixel. Widths and sizes given in device pixels (lines, points,
/// dashes, outlines) are multiplied by the factor, so they keep their size on the page.
public struct WorldRasterRequest: Sendable, Equatable {
    /// The panel the content belongs to (its index in ``ChartScene/RenderScene/panels``), or nil
    /// for the scene's own world primitives.
    public var panel: Int?
    /// The rectangle of the scene (its device pixels) the raster covers.
    public var rect: PixelRect
    /// What to draw: world primitives only, transparent background, camera mapped onto ``rect``.
    public var scene: RenderScene

    /// Raster pixels per scene pixel, across (the raster's width over ``rect``'s).
    public var factor: Double { rect.width > 0 ? Double(scene.pixelWidth) / Double(rect.width) : 1 }
}

/// A drawn ``WorldRasterRequest``: the image (rows top-down, straight alpha) of its scene.
public struct WorldRaster: Sendable, Equatable {
    /// The panel the content belongs to, or nil for the scene's own world primitives.
    public var panel: Int?
    /// The rectangle of the scene (its device pixels) the image covers, stretched to fit.
    public var rect: PixelRect
    /// The rendered world content.
    public var image: RGBAImage

    /// The raster of `request` drawn as `image`.
    public init(_ request: WorldRasterRequest, image: RGBAImage) {
        panel = request.panel
        rect = request.rect
        self.image = image
    }
}

extension VectorRenderer {
    /// Whether `primitive` is drawn as vector: everything in pixel space, and world lines marked
    /// as the backdrop (``ChartScene/LineBatch/isBackdrop``). The rest is rasterised.
    static func isVector(_ primitive: ScenePrimitive) -> Bool {
        if case .lines(let batch) = primitive, batch.space == .world { return batch.isBackdrop }
        return primitive.space == .pixel
    }

    /// The world content of `scene` to rasterise, one request per layer that has any: the scene's
    /// own world primitives (over the whole image) and each panel's (over its rectangle), at
    /// `factor` raster pixels per scene pixel (at least 1/64, and no side above `maximumSide`).
    public static func rasterRequests(
        for scene: RenderScene, factor: Double, maximumSide: Int = 16384
    ) -> [WorldRasterRequest] {
        let whole = PixelRect(x: 0, y: 0, width: scene.pixelWidth, height: scene.pixelHeight)
        var layers: [(panel: Int?, rect: PixelRect, camera: SceneCamera, primitives: [ScenePrimitive])] = [
            (nil, whole, scene.camera, scene.primitives)
        ]
        for (number, panel) in scene.panels.enumerated() {
            layers.append((number, panel.rect, panel.camera, panel.primitives))
        }
        return layers.compactMap { layer in
            let world = layer.primitives.filter { !isVector($0) }
            guard !world.isEmpty, layer.rect.width > 0, layer.rect.height > 0 else { return nil }
            let side = Double(max(layer.rect.width, layer.rect.height))
            let k = min(max(factor.isFinite ? factor : 1, 1.0 / 64), Double(maximumSide) / side)
            let width = max(1, Int((Double(layer.rect.width) * k).rounded()))
            let height = max(1, Int((Double(layer.rect.height) * k).rounded()))
            let k2 = Vec2(Float(width) / Float(layer.rect.width), Float(height) / Float(layer.rect.height))
            let camera = SceneCamera(
                view: layer.camera.view,
                projection: onto(layer.rect, width: scene.pixelWidth, height: scene.pixelHeight)
                    * layer.camera.projection,
                lightDirection_v: layer.camera.lightDirection_v)
            return WorldRasterRequest(
                panel: layer.panel, rect: layer.rect,
                scene: RenderScene(
                    pixelWidth: width, pixelHeight: height, background: .clear, camera: camera,
                    primitives: world.map { scaled($0, by: k2, from: layer.rect) }))
        }
    }

    /// The clip-space map that takes `rect` of a `width` × `height` image onto the whole viewport.
    static func onto(_ rect: PixelRect, width: Int, height: Int) -> Mat4 {
        let w = Float(width)
        let h = Float(height)
        let x0 = 2 * Float(rect.x) / w - 1
        let x1 = 2 * Float(rect.x + rect.width) / w - 1
        let top = 1 - 2 * Float(rect.y) / h
        let bottom = 1 - 2 * Float(rect.y + rect.height) / h
        return Mat4(rows: [
            2 / (x1 - x0), 0, 0, -(x0 + x1) / (x1 - x0),
            0, 2 / (top - bottom), 0, -(top + bottom) / (top - bottom),
            0, 0, 1, 0,
            0, 0, 0, 1,
        ])
    }

    /// `primitive` with its device-pixel widths and sizes multiplied by `k2.x` (the raster pixels
    /// per scene pixel), and an image with depths (pixel rectangle, world pass) moved from the
    /// scene's pixels onto the raster of `rect`.
    static func scaled(_ primitive: ScenePrimitive, by k2: Vec2, from rect: PixelRect) -> ScenePrimitive {
        let k = k2.x
        switch primitive {
        case .lines(var batch):
            batch.width *= k
            batch.dash = batch.dash.map { $0 * k }
            return .lines(batch)
        case .points(var batch):
            batch.sizes = batch.sizes.map { $0 * k }
            batch.outlineWidth *= k
            return .points(batch)
        case .image(var image):
            image.origin = (image.origin - Vec2(Float(rect.x), Float(rect.y))) * k2
            image.size = image.size * k2
            return .image(image)
        case .mesh, .text, .path, .volume:
            return primitive
        }
    }
}
