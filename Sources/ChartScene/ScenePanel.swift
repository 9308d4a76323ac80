import ChartMath

/// One chart of a figure: a rectangle of the image with its own camera and primitives
/// (matplotlib's axes in a figure, a Makie `Axis` in its `GridLayout`).
///
/// Coordinates are the figure's: pixel-space primitives are in the image's device pixels
/// (already moved to the panel's rectangle), and ``camera`` maps the panel's world primitives
/// straight to the image's clip space (its projection includes the viewport transform of
/// ``RenderScene/embedded(width:height:at:)``), so the renderer keeps one viewport for the whole
/// image and scissors each panel's world primitives to ``rect``.
public struct ScenePanel: Sendable, Equatable {
    /// The panel's rectangle in device pixels of the image (origin at the top-left, y down).
    public var rect: PixelRect
    /// The camera of the panel's world-space primitives, in the image's clip space.
    public var camera: SceneCamera
    /// The panel's primitives in drawing order within each space, as in a ``RenderScene``.
    public var primitives: [ScenePrimitive]
    /// How many of the first ``primitives`` are pixel backgrounds drawn before the panel's world
    /// primitives (as ``RenderScene/underlayCount``); 0 by default.
    public var underlayCount: Int

    /// A panel of `primitives` in `rect`, seen through `camera` (default identity).
    public init(rect: PixelRect, camera: SceneCamera = .identity, primitives: [ScenePrimitive], underlayCount: Int = 0)
    {
        self.rect = rect
        self.camera = camera
        self.primitives = primitives
        self.underlayCount = underlayCount
    }

    /// `scene` (lowered at the panel's own size, `rect.width` × `rect.height` pixels) as the panel
    /// at `rect` of an image of `width` × `height` pixels: its primitives and camera embedded
    /// (``RenderScene/embedded(width:height:at:)``), its underlay kept. The scene's background is
    /// not drawn (the figure's is).
    public init(_ scene: RenderScene, at rect: PixelRect, imageWidth width: Int, imageHeight height: Int) {
        let placed = scene.embedded(
            width: width, height: height, at: Vec2(Float(rect.x), Float(rect.y)))
        self.init(rect: rect, camera: placed.camera, primitives: placed.primitives, underlayCount: placed.underlayCount)
    }
}

/// A rectangle of whole device pixels, origin at the top-left of the image, y down.
public struct PixelRect: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The left edge, in pixels from the image's left edge.
    public var x: Int
    /// The top edge, in pixels from the image's top edge.
    public var y: Int
    /// The width in pixels (≥ 0).
    public var width: Int
    /// The height in pixels (≥ 0).
    public var height: Int

    /// The rectangle at (`x`, `y`) of `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "x,y wxh".
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
