import CGL
import ChartMath
import ChartScene
import Foundation

/// Draws a ``ChartScene/RenderScene`` with OpenGL 3.3 core into the currently bound framebuffer.
///
/// The renderer creates no context: make one current first (`HeadlessContext` in ChartExport or a
/// window), then create the renderer and draw on that thread. GPU copies of meshes, lines and
/// points are kept across draws while the scene's primitive at the same index is unchanged, so
/// redrawing for a new camera does not re-upload data; glyphs stay in an atlas across draws. A
/// point or line batch that changed only from some point on (points appended to a cloud, samples
/// to a series) keeps its buffers and uploads only the changed tail: the old and new batches are
/// compared bit for bit up to the first difference, and the buffers grow geometrically.
///
/// Colours are written with premultiplied alpha (blend `ONE, ONE_MINUS_SRC_ALPHA`), which keeps
/// anti-aliased edges right on any background, transparent ones included;
/// ``OffscreenTarget/readPixels()`` converts back to straight alpha.
public final class SceneRenderer {
    let meshes: MeshPipeline
    private let lines: LinePipeline
    private let points: PointPipeline
    private let text: TextPipeline
    private let lineCompositor: LineCoverageCompositor
    private let accumulator: TranslucencyAccumulator
    private let volumes: VolumePipeline
    private let images: ImagePipeline
    private var cache: [Int: any GPUGeometry] = [:]
    private var deleted = false
    /// Bytes copied from memory into GL buffers by the last ``draw(_:)``: the geometry that was new
    /// or changed (only the changed tail of a batch that grew), plus the text quads and mask
    /// geometry that every draw rebuilds. Copies inside GL (a growing buffer's old contents) are
    /// not counted.
    package private(set) var uploadedByteCount = 0
    /// Whether the view is being changed by the user (a drag in a window): volumes are then
    /// marched with a quarter of their steps (``ChartScene/VolumeBatch/steps``), so the view
    /// follows the pointer; set it back to false and draw again for full quality. False by default.
    public var isInteracting = false
    /// The most points of one batch drawn while ``isInteracting``: larger batches are drawn as a
    /// stable subsample of this many points (``stableSubsample(count:keeping:)``). 10,000 by
    /// default (on llvmpipe about 1 µs a point, so a drag frame of a cloud keeps 30 frames/s);
    /// a negative budget draws every point.
    public var interactivePointBudget = 10_000
    /// The subsampled copies of large point batches drawn while interacting, by cache key, with the
    /// full geometry and budget they were made from.
    private var interactivePoints: [Int: (full: PointGeometry, budget: Int, source: PointBatch, lod: PointGeometry)] =
        [:]
    /// The most triangles of one world-space mesh drawn while ``isInteracting``: larger meshes are
    /// drawn simplified by vertex clustering (``clustered(_:cells:)``) to about this many. 20,000 by
    /// default (on llvmpipe about 0.6 µs a triangle in a reduced drag frame); a negative budget
    /// draws every triangle.
    public var interactiveTriangleBudget = 20_000
    /// The clustered copies of large meshes drawn while interacting, by cache key, with the full
    /// geometry and budget they were made from.
    var interactiveMeshes: [Int: (full: MeshGeometry, budget: Int, lod: MeshGeometry)] = [:]
    /// Device pixels drawn per scene pixel: 1 (default) draws a scene of w × h pixels into the
    /// viewport (0, 0, w, h); 0.5 draws the same picture into a viewport of half the size
    /// (``viewportSize(width:height:pixelScale:)``), symbol sizes, line widths and text scaled with
    /// it, for a target of that size that is then shown enlarged (a window's drag frames,
    /// ``reducedPixelScale(width:height:pixelBudget:)``). Values outside (0, 1] or not finite draw
    /// as 1. Screenshots and exports draw at 1.
    public var pixelScale: Float = 1

    /// Compiles and links the shader programs in the current context.
    ///
    /// - Throws: ``RenderError/noCurrentContext``, ``RenderError/shaderCompilation(stage:log:)`` or
    ///   ``RenderError/programLink(program:log:)`` with the driver's info log.
    public init() throws {
        guard glString(GL_VERSION) != nil else { throw RenderError.noCurrentContext }
        meshes = try MeshPipeline()
        lines = try LinePipeline()
        points = try PointPipeline()
        text = try TextPipeline()
        lineCompositor = try LineCoverageCompositor()
        accumulator = try TranslucencyAccumulator()
        volumes = try VolumePipeline()
        images = try ImagePipeline()
        try glCheck("creating the scene renderer")
    }

    /// `GL_RENDERER` and `GL_VERSION` of the current context, e.g.
    /// "llvmpipe (LLVM 15.0.6, 256 bits), 4.5 (Core Profile) Mesa 22.3.6".
    public var rendererDescription: String { Self.currentRendererDescription }

    /// Whether the current context renders in software (Mesa llvmpipe or softpipe), where golden
    /// images are compared pixel by pixel.
    public var isSoftwareRenderer: Bool { Self.currentIsSoftwareRenderer }

    /// `GL_RENDERER` and `GL_VERSION` of the context current on this thread ("no context" without one).
    public static var currentRendererDescription: String {
        guard let renderer = glString(GL_RENDERER), let version = glString(GL_VERSION) else { return "no context" }
        return renderer + ", " + version
    }

    /// Whether the context current on this thread is a software rasteriser (llvmpipe, softpipe).
    public static var currentIsSoftwareRenderer: Bool {
        let renderer = (glString(GL_RENDERER) ?? "").lowercased()
        return renderer.contains("llvmpipe") || renderer.contains("softpipe")
    }

    /// Draws `scene` into the bound framebuffer, in the viewport (0, 0, pixelWidth, pixelHeight), or
    /// with a ``pixelScale`` other than 1 in that viewport scaled (``viewportSize(width:height:pixelScale:)``).
    ///
    /// A figure's panels (``RenderScene/panels``) are drawn after the scene's underlay and before
    /// its other primitives, each as a scene of its own (underlay, world, pixels) through its
    /// camera, its world primitives scissored to its rectangle over a depth buffer cleared there.
    ///
    /// Clears colour to the background and depth to 1; draws opaque world meshes, then world lines,
    /// then world points (each in array order) with a shared depth test; then translucent world
    /// primitives (any colour alpha < 1) with weighted blended order-independent transparency,
    /// tested against the opaque depth, so their order does not matter (this needs the bound
    /// framebuffer to have a depth renderbuffer, as ``OffscreenTarget`` does; otherwise they blend
    /// in drawing order); then every pixel-space primitive in array order with no depth (painter's
    /// order). The scene's first ``RenderScene/underlayCount`` primitives (pixel backgrounds) are
    /// drawn before the world ones.
    /// - Throws: ``RenderError/invalidSize(width:height:maximum:)``,
    ///   ``RenderError/invalidPrimitive(index:reason:)`` or ``RenderError/glError(code:operation:)``.
    public func draw(_ scene: RenderScene) throws {
        precondition(!deleted, "SceneRenderer used after deleteResources()")
        let maximum = glInteger(GL_MAX_VIEWPORT_DIMS)
        guard scene.pixelWidth > 0, scene.pixelHeight > 0, scene.pixelWidth <= maximum, scene.pixelHeight <= maximum
        else {
            throw RenderError.invalidSize(width: scene.pixelWidth, height: scene.pixelHeight, maximum: maximum)
        }
        let uploadedBefore = GLUploadCounter.bytes
        defer { uploadedByteCount = GLUploadCounter.bytes &- uploadedBefore }
        let scale = Self.validPixelScale(pixelScale)
        let frame = FrameState(scene: scene, pixelScale: scale)
        try updateCache(scene, frame: frame)

        glViewport(0, 0, GLsizei(frame.viewport_s.x), GLsizei(frame.viewport_s.y))
        glDisable(glEnum(GL_SCISSOR_TEST))
        glDisable(glEnum(GL_CULL_FACE))
        glDisable(glEnum(GL_FRAMEBUFFER_SRGB))
        glEnable(glEnum(GL_MULTISAMPLE))
        let bg = scene.background
        let alpha = min(max(bg.a, 0), 1)
        glClearColor(bg.r * alpha, bg.g * alpha, bg.b * alpha, alpha)
        glDepthMask(GLboolean(GL_TRUE))
        glClearDepth(1)
        glStencilMask(0xFF)
        glClearStencil(0)
        glDisable(glEnum(GL_STENCIL_TEST))
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT) | GLbitfield(GL_DEPTH_BUFFER_BIT) | GLbitfield(GL_STENCIL_BUFFER_BIT))
        glEnable(glEnum(GL_BLEND))
        glBlendFunc(glEnum(GL_ONE), glEnum(GL_ONE_MINUS_SRC_ALPHA))

        // Underlay (a padded chart's or a figure's backgrounds): pixel primitives drawn first.
        let indexed = Array(scene.primitives.enumerated())
        let underlayCount = min(max(scene.underlayCount, 0), indexed.count)
        try drawPixels(indexed[..<underlayCount].filter { $0.element.space == .pixel }, frame: frame)
        for (number, panel) in scene.panels.enumerated() {
            let keyed = panel.primitives.enumerated().map {
                (offset: Self.cacheKey(panel: number, $0.offset), $0.element)
            }
            try drawLayer(
                keyed, underlayCount: panel.underlayCount,
                frame: FrameState(scene: scene, camera: panel.camera, pixelScale: scale),
                scissor: panel.rect)
        }
        try drawLayer(Array(indexed[underlayCount...]), underlayCount: 0, frame: frame, scissor: nil)
        glDisable(glEnum(GL_DEPTH_TEST))
        glDepthMask(GLboolean(GL_TRUE))
        glUseProgram(0)
        try glCheck("drawing a \(scene.pixelWidth)×\(scene.pixelHeight) scene")
    }

    /// The cache key of primitive `index` of panel `panel` (the scene's own primitives keep their
    /// index): panels are cached apart, so a panel's primitives stay uploaded while another changes.
    static func cacheKey(panel: Int, _ index: Int) -> Int { (panel + 1) << 32 | index }

    /// Draws one layer (a panel, or the scene's primitives after its underlay): the first
    /// `underlayCount` pixel primitives, the world primitives (opaque, then translucent) with the
    /// depth test, then the other pixel primitives. With a `scissor` rectangle (a panel's, in
    /// pixels, y down) the depth buffer is cleared there and world primitives are drawn only there.
    private func drawLayer(
        _ layer: [(offset: Int, element: ScenePrimitive)], underlayCount: Int, frame: FrameState, scissor: PixelRect?
    ) throws {
        let underlay = min(max(underlayCount, 0), layer.count)
        try drawPixels(layer[..<underlay].filter { $0.element.space == .pixel }, frame: frame)
        let world = layer.filter { $0.element.space == .world }
        if let rect = scissor, !world.isEmpty {
            let box = Self.deviceRect(rect, pixelScale: frame.pixelScale, viewportHeight: Int(frame.viewport_s.y))
            glEnable(glEnum(GL_SCISSOR_TEST))
            glScissor(GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height))
            glDepthMask(GLboolean(GL_TRUE))
            glClear(GLbitfield(GL_DEPTH_BUFFER_BIT))
        }
        // World: one depth buffer for all marks. Opaque primitives first, writing depth; then the
        // translucent ones (any alpha < 1) with weighted blended order-independent transparency,
        // tested against the opaque depth (see TranslucencyAccumulator).
        let translucent = world.filter { Self.isTranslucent($0.element) }
        try drawWorld(world.filter { !Self.isTranslucent($0.element) }, frame: frame, translucent: false)
        try drawVolumes(world, frame: frame)
        if !translucent.isEmpty {
            let size = (Int(frame.viewport_s.x), Int(frame.viewport_s.y))
            if try accumulator.prepare(width: size.0, height: size.1) {
                accumulator.begin()
                try drawWorld(translucent, frame: frame, translucent: true)
                accumulator.composite()
            } else {
                try drawWorld(translucent, frame: frame, translucent: false)
            }
            try glDebugCheck("compositing translucent world primitives")
        }
        glDisable(glEnum(GL_SCISSOR_TEST))
        try drawPixels(layer[underlay...].filter { $0.element.space == .pixel }, frame: frame)
    }

    /// Draws pixel primitives in painter's order without depth. Lines go through the coverage
    /// buffer (no double blending at joins), so the target framebuffer must be known to return
    /// to it. Leaves depth writes on and the stencil test off.
    private func drawPixels(_ pixel: [(offset: Int, element: ScenePrimitive)], frame: FrameState) throws {
        guard !pixel.isEmpty else { return }
        var target: GLint = 0
        glGetIntegerv(glEnum(GL_DRAW_FRAMEBUFFER_BINDING), &target)
        glDisable(glEnum(GL_DEPTH_TEST))
        glDepthMask(GLboolean(GL_FALSE))
        var loadedMask: SceneMask? = nil
        for (index, primitive) in pixel {
            if let mask = Self.mask(of: primitive) {
                if mask != loadedMask {
                    try loadStencil(mask, index: index, frame: frame, into: GLuint(target))
                    loadedMask = mask
                }
                glEnable(glEnum(GL_STENCIL_TEST))
                glStencilFunc(glEnum(GL_EQUAL), 1, 0xFF)
                glStencilOp(glEnum(GL_KEEP), glEnum(GL_KEEP), glEnum(GL_KEEP))
                glStencilMask(0)
            } else {
                glDisable(glEnum(GL_STENCIL_TEST))
            }
            switch primitive {
            case .mesh, .path: try meshes.draw(cache[index] as! MeshGeometry, frame: frame)
            case .lines:
                try lineCompositor.draw(
                    cache[index] as! LineGeometry, lines: lines, frame: frame, into: GLuint(target))
            case .points:
                try points.draw(interactiveGeometry(cache[index] as! PointGeometry, index: index), frame: frame)
            case .text(let batch): try text.draw(batch, index: index, frame: frame)
            case .volume: break  // Always world space (drawLayer's volume pass).
            case .image: try images.draw(cache[index] as! ImageGeometry, frame: frame)
            }
            try glDebugCheck("drawing pixel primitive \(index)")
        }
        glDisable(glEnum(GL_STENCIL_TEST))
        glStencilMask(0xFF)
        glDepthMask(GLboolean(GL_TRUE))
    }

    /// The mask a pixel-space primitive is drawn through, if any.
    public static func mask(of primitive: ScenePrimitive) -> SceneMask? {
        switch primitive {
        case .mesh(let mesh): mesh.mask
        case .lines(let batch): batch.mask
        case .points(let batch): batch.mask
        case .path(let path): path.mask
        case .text, .volume, .image: nil
        }
    }

    /// Writes `mask` into the stencil buffer of `target` (1 where it covers, 0 elsewhere), with
    /// colour writes off. Mask meshes cover per sample (their multisampled edges); mask lines
    /// where a pixel is more than half covered. The geometry is uploaded for this draw only.
    /// Without a stencil buffer (a window's default framebuffer) nothing is masked.
    private func loadStencil(_ mask: SceneMask, index: Int, frame: FrameState, into target: GLuint) throws {
        glBindFramebuffer(glEnum(GL_DRAW_FRAMEBUFFER), target)
        glStencilMask(0xFF)
        glClear(GLbitfield(GL_STENCIL_BUFFER_BIT))
        glEnable(glEnum(GL_STENCIL_TEST))
        glStencilFunc(glEnum(GL_ALWAYS), 1, 0xFF)
        glStencilOp(glEnum(GL_KEEP), glEnum(GL_KEEP), glEnum(GL_REPLACE))
        let off = GLboolean(GL_FALSE)
        glColorMask(off, off, off, off)
        defer {
            let on = GLboolean(GL_TRUE)
            glColorMask(on, on, on, on)
        }
        for mesh in mask.meshes {
            var pixelMesh = mesh
            pixelMesh.space = .pixel
            pixelMesh.gradient = nil
            pixelMesh.mask = nil
            let geometry = try meshes.upload(pixelMesh, index: index)
            try meshes.draw(geometry, frame: frame)
            geometry.delete()
        }
        for batch in mask.lines {
            var pixelBatch = batch
            pixelBatch.space = .pixel
            pixelBatch.gradient = nil
            pixelBatch.mask = nil
            pixelBatch.dash = []
            let geometry = try lines.upload(pixelBatch, index: index, frame: frame)
            try lines.draw(geometry, frame: frame, coverageOnly: true, minimumCoverage: 0.5)
            geometry.delete()
        }
        try glDebugCheck("drawing the mask of pixel primitive \(index)")
    }

    /// Whether `primitive` goes through the translucent (order-independent) pass.
    static func isTranslucent(_ primitive: ScenePrimitive) -> Bool {
        switch primitive {
        case .mesh(let mesh): mesh.isTranslucent
        case .lines(let batch): batch.isTranslucent
        case .points(let batch): batch.isTranslucent
        case .path(let path): path.isTranslucent
        // Composited by its own pass, after the opaque primitives and before the translucent ones.
        case .text, .volume, .image: false
        }
    }

    /// Draws world primitives: meshes, then lines, then points and images with depths, each in
    /// array order, with the shared depth test. `translucent` draws into the bound OIT accumulation (no depth writes).
    private func drawWorld(_ world: [(offset: Int, element: ScenePrimitive)], frame: FrameState, translucent: Bool)
        throws
    {
        for kind in 0..<3 {
            for (index, primitive) in world {
                switch (kind, primitive) {
                case (0, .mesh):
                    glEnable(glEnum(GL_DEPTH_TEST))
                    glDepthFunc(glEnum(GL_LESS))
                    try meshes.draw(
                        interactiveMesh(cache[index] as! MeshGeometry, index: index), frame: frame,
                        translucent: translucent)
                case (1, .lines(let batch)):
                    if batch.depthTested {
                        glEnable(glEnum(GL_DEPTH_TEST))
                    } else {
                        glDisable(glEnum(GL_DEPTH_TEST))
                    }
                    glDepthFunc(glEnum(GL_LEQUAL))
                    try lines.draw(cache[index] as! LineGeometry, frame: frame, translucent: translucent)
                case (2, .points):
                    glEnable(glEnum(GL_DEPTH_TEST))
                    glDepthFunc(glEnum(GL_LESS))
                    try points.draw(
                        interactiveGeometry(cache[index] as! PointGeometry, index: index), frame: frame,
                        translucent: translucent)
                case (2, .image):
                    // An image with depths (a 3D density plot's), each texel tested at its depth.
                    glEnable(glEnum(GL_DEPTH_TEST))
                    glDepthFunc(glEnum(GL_LESS))
                    try images.draw(cache[index] as! ImageGeometry, frame: frame)
                case (_, .volume):
                    continue  // drawVolumes, after the opaque pass.
                default:
                    continue
                }
                try glDebugCheck("drawing world primitive \(index)")
            }
        }
    }

    /// Ray-marches the volumes of a layer over its opaque world primitives, in array order, each
    /// ray stopped at their depth (copied once for the layer). With no volume, does nothing.
    private func drawVolumes(_ world: [(offset: Int, element: ScenePrimitive)], frame: FrameState) throws {
        let volumeIndices = world.compactMap { item -> Int? in
            if case .volume = item.element { return item.offset }
            return nil
        }
        guard !volumeIndices.isEmpty else { return }
        try volumes.copyDepth(width: Int(frame.viewport_s.x), height: Int(frame.viewport_s.y))
        for index in volumeIndices {
            try volumes.draw(cache[index] as! VolumeGeometry, frame: frame, interactive: isInteracting)
            try glDebugCheck("drawing volume primitive \(index)")
        }
    }

    /// The geometry drawn for the point batch at cache key `index`: `full` when the view is still or
    /// it fits ``interactivePointBudget``, else its stable subsample, uploaded on the first
    /// interactive frame and kept while `full` is unchanged.
    private func interactiveGeometry(_ full: PointGeometry, index: Int) throws -> PointGeometry {
        let keep = Self.interactivePointCount(full.count, budget: interactivePointBudget, interacting: isInteracting)
        guard keep < full.count else { return full }
        if let entry = interactivePoints[index], entry.full === full, entry.budget == keep, entry.source == full.source
        {
            return entry.lod
        }
        interactivePoints.removeValue(forKey: index)?.lod.delete()
        let indices = Self.stableSubsample(count: full.count, keeping: keep)
        let lod = try points.upload(Self.subset(of: full.source, at: indices), index: index)
        interactivePoints[index] = (full, keep, full.source, lod)
        return lod
    }

    /// Uploads primitives that are new or changed since the last draw (point and line batches whose
    /// start is unchanged only from their first change on), the scene's and its panels'; deletes
    /// the rest.
    private func updateCache(_ scene: RenderScene, frame: FrameState) throws {
        var next: [Int: any GPUGeometry] = [:]
        defer {
            for (index, geometry) in cache where next[index] !== geometry { geometry.delete() }
            cache = next
            for (index, entry) in interactivePoints where cache[index] !== entry.full {
                entry.lod.delete()
                interactivePoints.removeValue(forKey: index)
            }
            for (index, entry) in interactiveMeshes where cache[index] !== entry.full {
                entry.lod.delete()
                interactiveMeshes.removeValue(forKey: index)
            }
        }
        // A panel's lines are measured (dashes) through the panel's camera.
        var keyed = scene.primitives.enumerated().map { (key: $0.offset, primitive: $0.element, frame: frame) }
        for (number, panel) in scene.panels.enumerated() {
            let panelFrame = FrameState(scene: scene, camera: panel.camera, pixelScale: frame.pixelScale)
            keyed += panel.primitives.enumerated().map {
                (key: Self.cacheKey(panel: number, $0.offset), primitive: $0.element, frame: panelFrame)
            }
        }
        for (index, primitive, frame) in keyed {
            let old = cache[index]
            switch primitive {
            case .mesh(let mesh):
                if let old = old as? MeshGeometry, old.source == mesh {
                    next[index] = old
                } else {
                    next[index] = try meshes.upload(mesh, index: index)
                }
            case .lines(let batch):
                if let old = old as? LineGeometry, lines.isCurrent(old, for: batch, frame: frame) {
                    next[index] = old
                } else if let old = old as? LineGeometry, try lines.update(old, to: batch, index: index, frame: frame) {
                    next[index] = old
                } else {
                    next[index] = try lines.upload(batch, index: index, frame: frame)
                }
            case .points(let batch):
                if let old = old as? PointGeometry, old.source == batch {
                    next[index] = old
                } else if let old = old as? PointGeometry, try points.update(old, to: batch, index: index) {
                    next[index] = old
                } else {
                    next[index] = try points.upload(batch, index: index)
                }
            case .path(let path):
                // Triangulated once per change of the path (ScenePath.triangulated()).
                if let old = old as? MeshGeometry, old.path == path {
                    next[index] = old
                } else {
                    let geometry = try meshes.upload(path.triangulated(), index: index)
                    geometry.path = path
                    next[index] = geometry
                }
            case .volume(let batch):
                if let old = old as? VolumeGeometry, old.source == batch {
                    next[index] = old
                } else {
                    next[index] = try volumes.upload(batch, index: index)
                }
            case .image(let image):
                if let old = old as? ImageGeometry, old.source == image {
                    next[index] = old
                } else {
                    next[index] = try images.upload(image, index: index)
                }
            case .text:
                continue
            }
        }
    }

    /// Deletes every GL object the renderer made. Call with the renderer's context current, before
    /// the context is destroyed or another context is made current (destroying the context frees
    /// them as well). The renderer must not draw afterwards.
    public func deleteResources() {
        guard !deleted else { return }
        deleted = true
        for geometry in cache.values { geometry.delete() }
        cache.removeAll()
        for entry in interactivePoints.values { entry.lod.delete() }
        interactivePoints.removeAll()
        for entry in interactiveMeshes.values { entry.lod.delete() }
        interactiveMeshes.removeAll()
        meshes.delete()
        lines.delete()
        points.delete()
        text.delete()
        lineCompositor.delete()
        accumulator.delete()
        volumes.delete()
        images.delete()
    }
}
