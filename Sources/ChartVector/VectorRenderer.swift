import CCairo
import ChartMath
import ChartScene
import Foundation

/// Draws a ``ChartScene/RenderScene`` as a vector document through Cairo: PDF, SVG or EPS.
///
/// Pixel-space primitives are drawn as vector graphics, in the order the GL renderer draws them:
/// meshes as filled paths (triangles of one colour merged into one path, so there are no seams
/// between them; triangles with different vertex colours as a Gouraud-shaded mesh pattern), line
/// batches as strokes with their widths, dashes and round joins and caps, point symbols as
/// discs and squares, linear gradients as Cairo gradients, masks as masks, and text as glyphs of
/// the font files ChartText resolves, embedded as subsets with their Unicode text (selectable and
/// searchable). World primitives (3D content) are not vector: they come as ``WorldRaster`` images
/// drawn by the GL renderer from ``rasterRequests(for:factor:maximumSide:)``, placed where the
/// world primitives are drawn, over the backdrop lines of a 3D box (which stay vector) and under
/// the axes, labels, legends and colour bars.
///
/// The page is the scene's size times ``pointsPerPixel`` (1 / the renderer's scale), so line
/// widths and font sizes keep their size in points.
public struct VectorRenderer: Sendable {
    /// The format written.
    public var format: VectorFormat
    /// Points per scene pixel (default 1; 0.5 for a scene lowered at scale 2).
    public var pointsPerPixel: Double
    /// The document's title (PDF metadata), e.g. the chart's accessibility label.
    public var title: String?
    /// The document's subject (PDF metadata), e.g. the chart's description.
    public var subject: String?

    /// A renderer writing `format` at `pointsPerPixel` points per scene pixel.
    public init(format: VectorFormat, pointsPerPixel: Double = 1, title: String? = nil, subject: String? = nil) {
        self.format = format
        self.pointsPerPixel = pointsPerPixel
        self.title = title
        self.subject = subject
    }

    /// The document of `scene`, with `rasters` (drawn from ``rasterRequests(for:factor:maximumSide:)``)
    /// in place of its world primitives. A layer whose world content has no raster shows its
    /// vector primitives only.
    ///
    /// - Throws: ``VectorError/invalidPageSize(width:height:pointsPerPixel:)``,
    ///   ``VectorError/rasterWithoutLayer(panel:)``, ``VectorError/font(family:reason:)``,
    ///   ``VectorError/cairo(format:message:)``.
    public func render(_ scene: RenderScene, rasters: [WorldRaster] = []) throws(VectorError) -> Data {
        let k = pointsPerPixel
        guard scene.pixelWidth > 0, scene.pixelHeight > 0, k.isFinite, k > 0 else {
            throw .invalidPageSize(width: scene.pixelWidth, height: scene.pixelHeight, pointsPerPixel: k)
        }
        for raster in rasters where raster.panel.map({ $0 < 0 || $0 >= scene.panels.count }) ?? false {
            throw .rasterWithoutLayer(panel: raster.panel)
        }
        let document = try CairoDocument(
            format: format, width: Double(scene.pixelWidth) * k, height: Double(scene.pixelHeight) * k)
        document.setMetadata(title: title, subject: subject)
        let painter = CairoPainter(context: document.context, scene: scene, keepsText: format == .svg)
        cairo_scale(document.context, k, k)
        try painter.drawScene(rasters: rasters)
        let data = try document.finish()
        guard format == .svg else { return data }
        return SVGTextLayer.inserting(painter.placedText, into: data, pointsPerPixel: k)
    }
}

/// The drawing of one scene into one Cairo context.
final class CairoPainter {
    let context: OpaquePointer
    let scene: RenderScene
    /// Whether to record every label drawn (``placedText``), for the SVG text layer.
    let keepsText: Bool
    /// Every label drawn, where its pen started (scene pixels), when ``keepsText`` is set.
    var placedText: [PlacedText] = []

    init(context: OpaquePointer, scene: RenderScene, keepsText: Bool) {
        self.context = context
        self.scene = scene
        self.keepsText = keepsText
    }

    /// The scene in the GL renderer's order: background, the scene's underlay, each panel (its
    /// underlay, its world content, its pixel primitives), then the scene's other primitives.
    func drawScene(rasters: [WorldRaster]) throws(VectorError) {
        if scene.background.a > 0 {
            setSource(scene.background)
            cairo_rectangle(context, 0, 0, Double(scene.pixelWidth), Double(scene.pixelHeight))
            cairo_fill(context)
        }
        let underlay = min(max(scene.underlayCount, 0), scene.primitives.count)
        try drawLayer(
            Array(scene.primitives[..<underlay]), underlayCount: underlay, camera: scene.camera, raster: nil,
            clip: nil)
        for (number, panel) in scene.panels.enumerated() {
            try drawLayer(
                panel.primitives, underlayCount: panel.underlayCount, camera: panel.camera,
                raster: rasters.first { $0.panel == number }, clip: panel.rect)
        }
        try drawLayer(
            Array(scene.primitives[underlay...]), underlayCount: 0, camera: scene.camera,
            raster: rasters.first { $0.panel == nil }, clip: nil)
    }

    /// One layer: its first `underlayCount` pixel primitives, its backdrop lines, the raster of its
    /// world content (clipped to `clip`), then its other pixel primitives in order.
    private func drawLayer(
        _ primitives: [ScenePrimitive], underlayCount: Int, camera: SceneCamera, raster: WorldRaster?,
        clip: PixelRect?
    ) throws(VectorError) {
        let underlay = min(max(underlayCount, 0), primitives.count)
        for primitive in primitives[..<underlay] where primitive.space == .pixel { try draw(primitive) }
        cairo_save(context)
        if let clip {
            cairo_rectangle(context, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
            cairo_clip(context)
        }
        for case .lines(let batch) in primitives[underlay...] where batch.space == .world && batch.isBackdrop {
            stroke(projected(batch, camera: camera))
        }
        if let raster { draw(raster) }
        cairo_restore(context)
        for primitive in primitives[underlay...] where primitive.space == .pixel { try draw(primitive) }
    }

    private func draw(_ primitive: ScenePrimitive) throws(VectorError) {
        switch primitive {
        case .mesh(let mesh): masked(mesh.mask) { fill(mesh) }
        case .lines(let batch): masked(batch.mask) { stroke(batch) }
        case .points(let batch): masked(batch.mask) { fill(batch) }
        case .path(let path): masked(path.mask) { fill(path) }
        case .text(let batch): try draw(batch)
        case .image(let image): draw(image)
        case .volume:
            // Always world space: ray-marched into the layer's raster (WorldRasterRequest), which
            // is embedded under the vector axes, never here.
            break
        }
    }

    /// `batch`'s world vertices projected through `camera` into the image's pixels (a polyline is
    /// broken where a vertex lies behind the eye).
    private func projected(_ batch: LineBatch, camera: SceneCamera) -> LineBatch {
        let matrix = camera.viewProjection
        let w = Float(scene.pixelWidth)
        let h = Float(scene.pixelHeight)
        var vertices: [Vec3] = []
        var starts: [Int] = []
        for line in batch.polylines {
            var open = false
            for v in line {
                let c = matrix * Vec4(v.x, v.y, v.z, 1)
                guard c.w > 1e-6 else {
                    open = false
                    continue
                }
                if !open { starts.append(vertices.count) }
                open = true
                vertices.append(Vec3((c.x / c.w + 1) / 2 * w, (1 - c.y / c.w) / 2 * h, 0))
            }
        }
        var flat = batch
        flat.space = .pixel
        flat.vertices = vertices
        flat.starts = starts
        return flat
    }

    /// Draws `body` through `mask` (the union of the mask's meshes and strokes) when there is one.
    private func masked(_ mask: SceneMask?, _ body: () -> Void) {
        guard let mask else { return body() }
        cairo_push_group(context)
        body()
        let content = cairo_pop_group(context)
        cairo_push_group(context)
        for var mesh in mask.meshes {
            mesh.colors = [.black]
            mesh.gradient = nil
            fill(mesh)
        }
        for var lines in mask.lines {
            lines.color = .black
            lines.gradient = nil
            stroke(lines)
        }
        let shape = cairo_pop_group(context)
        cairo_set_source(context, content)
        cairo_mask(context, shape)
        cairo_pattern_destroy(shape)
        cairo_pattern_destroy(content)
    }

    func setSource(_ color: RGBA) {
        cairo_set_source_rgba(
            context, Double(color.r), Double(color.g), Double(color.b), Double(min(max(color.a, 0), 1)))
    }

    /// Sets `gradient` as the source, its stops' alpha multiplied by `opacity`.
    func setSource(_ gradient: PixelGradient, opacity: Float) {
        let pattern = cairo_pattern_create_linear(
            Double(gradient.start.x), Double(gradient.start.y), Double(gradient.end.x), Double(gradient.end.y))
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(c.r), Double(c.g), Double(c.b),
                Double(min(max(c.a * opacity, 0), 1)))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }
}
