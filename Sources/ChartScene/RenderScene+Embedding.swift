import ChartMath

extension RenderScene {
    /// The scene drawn inside a larger image of `width` × `height` device pixels, its top-left
    /// corner at `origin_s` (pixels, y down): pixel-space primitives (and gradients, masks) are
    /// moved by `origin_s`; world-space ones keep their coordinates, and the camera's projection
    /// gains the viewport transform that maps the scene's clip space onto its rectangle of the
    /// image, so depth, lighting and screen-space sizes are unchanged. A figure's panels move with
    /// it (rectangles, primitives, cameras). Background, warnings and underlay are kept.
    public func embedded(width: Int, height: Int, at origin_s: Vec2) -> RenderScene {
        var result = self
        result.pixelWidth = width
        result.pixelHeight = height
        result.primitives = primitives.map { $0.movedInPixels(by: origin_s) }
        let transform = Self.viewportTransform(
            inner: Vec2(Float(pixelWidth), Float(pixelHeight)), outer: Vec2(Float(width), Float(height)),
            origin_s: origin_s)
        result.camera.projection = transform * camera.projection
        result.panels = panels.map { panel in
            var moved = panel
            moved.rect.x += Int(origin_s.x.rounded())
            moved.rect.y += Int(origin_s.y.rounded())
            moved.primitives = panel.primitives.map { $0.movedInPixels(by: origin_s) }
            moved.camera.projection = transform * panel.camera.projection
            return moved
        }
        return result
    }

    /// The clip-space map that takes normalized device coordinates of an `inner` viewport placed
    /// at `origin_s` (pixels, y down) to those of the `outer` one: x′ = sx·x + tx·w,
    /// y′ = sy·y + ty·w, z and w kept.
    static func viewportTransform(inner: Vec2, outer: Vec2, origin_s: Vec2) -> Mat4 {
        let sx = inner.x / outer.x
        let sy = inner.y / outer.y
        let tx = (2 * origin_s.x + inner.x) / outer.x - 1
        // Pixel y grows downwards while normalized y grows upwards.
        let ty = 1 - (2 * origin_s.y + inner.y) / outer.y
        return Mat4(rows: [sx, 0, 0, tx, 0, sy, 0, ty, 0, 0, 1, 0, 0, 0, 0, 1])
    }
}

extension ScenePrimitive {
    /// The primitive with its pixel coordinates moved by `d` (world coordinates kept; gradients and
    /// masks are in pixels and move either way).
    func movedInPixels(by d: Vec2) -> ScenePrimitive {
        switch self {
        case .mesh(let m): return .mesh(m.movedInPixels(by: d))
        case .lines(let l): return .lines(l.movedInPixels(by: d))
        case .path(var p):
            p.points = p.points.map { $0 + d }
            p.gradient = p.gradient?.movedInPixels(by: d)
            p.mask = p.mask?.movedInPixels(by: d)
            return .path(p)
        case .points(var p):
            if p.space == .pixel { p.positions = p.positions.map { $0 + Vec3(d.x, d.y, 0) } }
            p.mask = p.mask?.movedInPixels(by: d)
            return .points(p)
        case .volume:
            return self
        case .image(var image):
            image.origin += d
            return .image(image)
        case .text(var t):
            t.labels = t.labels.map { label in
                var moved = label
                moved.position += d
                return moved
            }
            return .text(t)
        }
    }
}

extension TriangleMesh {
    func movedInPixels(by d: Vec2) -> TriangleMesh {
        var m = self
        if space == .pixel { m.positions = positions.map { $0 + Vec3(d.x, d.y, 0) } }
        m.gradient = gradient?.movedInPixels(by: d)
        m.mask = mask?.movedInPixels(by: d)
        return m
    }
}

extension LineBatch {
    func movedInPixels(by d: Vec2) -> LineBatch {
        var l = self
        if space == .pixel { l.vertices = vertices.map { $0 + Vec3(d.x, d.y, 0) } }
        l.gradient = gradient?.movedInPixels(by: d)
        l.mask = mask?.movedInPixels(by: d)
        return l
    }
}

extension PixelGradient {
    func movedInPixels(by d: Vec2) -> PixelGradient {
        var g = self
        g.start += d
        g.end += d
        return g
    }
}

extension SceneMask {
    /// Mask geometry is given in pixels (it is drawn into the stencil in pixel space).
    func movedInPixels(by d: Vec2) -> SceneMask {
        var m = self
        m.meshes = meshes.map { mesh in
            var moved = mesh
            moved.positions = mesh.positions.map { $0 + Vec3(d.x, d.y, 0) }
            moved.gradient = mesh.gradient?.movedInPixels(by: d)
            return moved
        }
        m.lines = lines.map { batch in
            var moved = batch
            moved.vertices = batch.vertices.map { $0 + Vec3(d.x, d.y, 0) }
            return moved
        }
        return m
    }
}
