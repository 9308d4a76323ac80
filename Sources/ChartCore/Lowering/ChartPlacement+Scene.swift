import ChartMath
import ChartScene

extension ChartRepresentable {
    /// Where the chart lies in its image, validated (a contradictory flexible frame throws); nil
    /// when it fills the image with nothing painted around it, so its scene is the image's.
    func checkedPlacement() throws -> ChartPlacement? {
        let layout = frameLayout
        try layout.validate()
        let placement = layout.placement
        return placement.isIdentity ? nil : placement
    }

    /// The chart's own size in device pixels at `scale`, validated: what lowering lays out.
    func chartPixelSize(scale: Double) throws -> (Int, Int) {
        try frameLayout.validate()
        return try pixelSize(chartSize, scale: scale)
    }
}

extension ChartPlacement {
    /// The chart's top-left corner in the image, in device pixels at `scale` (rounded, so the
    /// chart's pixels stay on the image's).
    func origin_s(scale: Double) -> Vec2 {
        Vec2(Float((chart.origin.x * scale).rounded()), Float((chart.origin.y * scale).rounded()))
    }

    /// `scene` (the chart lowered at its own size) drawn in the image: moved to the chart's
    /// rectangle over the layout backgrounds, which are drawn first (before a 3D chart's data too),
    /// in the chart's colour scheme. The image is cleared to the outermost background when it is
    /// one colour covering the whole image, else to the default chart background (white, the
    /// dark background in the dark appearance), so the area outside every background looks as
    /// an unpadded chart's does; the chart itself is transparent over the backgrounds.
    func placing(_ scene: RenderScene, scale: Double, colorScheme: ColorScheme) throws -> RenderScene {
        let (width, height) = try imagePixelSize(scale: scale)
        return placing(scene, width: width, height: height, scale: scale, colorScheme: colorScheme)
    }

    /// The image's size in device pixels at `scale`, validated.
    func imagePixelSize(scale: Double) throws -> (Int, Int) { try pixelSize((image.x, image.y), scale: scale) }

    /// `scene` placed in an image of `width` × `height` device pixels (``imagePixelSize(scale:)``).
    func placing(_ scene: RenderScene, width: Int, height: Int, scale: Double, colorScheme: ColorScheme)
        -> RenderScene
    {
        var fills = self.fills
        var clear = Color.white.rgba
        if let first = fills.first, first.fill.gradient == nil, first.rect.origin == .zero, first.rect.size == image {
            clear = first.fill.color.rgba
            fills.removeFirst()
        }
        let backdrop = RenderScene(
            pixelWidth: width, pixelHeight: height, background: clear,
            primitives: fills.map { Self.fillMesh($0.rect, $0.fill, scale: scale) }
        ).adapted(to: colorScheme)
        var result = scene.embedded(width: width, height: height, at: origin_s(scale: scale))
        result.background = backdrop.background
        result.primitives = backdrop.primitives + result.primitives
        result.underlayCount = backdrop.primitives.count + scene.underlayCount
        return result
    }

    /// Two pixel-space triangles covering `rect` (points) at `scale`, in the fill's colour or
    /// gradient.
    static func fillMesh(_ rect: LayoutRect, _ fill: LayoutFill, scale: Double) -> ScenePrimitive {
        let lo = rect.origin * scale
        let hi = (rect.origin + rect.size) * scale
        let corners = [
            Vec3(Float(lo.x), Float(lo.y), 0), Vec3(Float(hi.x), Float(lo.y), 0), Vec3(Float(lo.x), Float(hi.y), 0),
            Vec3(Float(hi.x), Float(hi.y), 0),
        ]
        let gradient = fill.gradient?.pixelGradient(lo: lo, hi: hi)
        return .mesh(
            TriangleMesh(
                space: .pixel, positions: corners, colors: [gradient == nil ? fill.color.rgba : .white],
                indices: [0, 1, 2, 2, 1, 3], gradient: gradient))
    }
}
