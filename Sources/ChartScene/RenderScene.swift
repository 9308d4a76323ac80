import ChartMath

/// A chart lowered for drawing: a flat, backend-neutral list of a few primitive kinds, in drawing
/// order. `ChartCore` produces it; `ChartRender` draws it with OpenGL; tests read it directly.
///
/// Primitives in ``CoordinateSpace/world`` are transformed by ``camera`` and depth-tested against
/// each other (one depth buffer for all marks). Primitives in ``CoordinateSpace/pixel`` are
/// drawn after all world primitives, without depth, in array order (painter's order): axes, labels
/// and legends of 3D charts, and everything of 2D charts.
public struct RenderScene: Sendable, Equatable {
    /// Output width in device pixels (frame width in points × scale).
    public var pixelWidth: Int
    /// Output height in device pixels.
    public var pixelHeight: Int
    /// The colour the image is cleared to. Opaque by default; a transparent background is allowed.
    public var background: RGBA
    /// The camera for world-space primitives. Ignored by pixel-space primitives.
    public var camera: SceneCamera
    /// The primitives, in drawing order within each space.
    public var primitives: [ScenePrimitive]
    /// How many of the first primitives are pixel-space backgrounds drawn before every world
    /// primitive (the fills of a padded chart's `.background`s, under a 3D chart's data); 0 by
    /// default. The others are drawn as described above.
    public var underlayCount: Int
    /// The charts of a figure, each in its own rectangle with its own camera (``ScenePanel``),
    /// drawn after the first ``underlayCount`` primitives (the figure's backgrounds) and before the
    /// other primitives (titles, legend, dividers); empty for a single chart (default).
    public var panels: [ScenePanel]
    /// What lowering noticed about the chart (values skipped, colours repeated, a font replaced,
    /// nothing drawn), in the order found. Not drawn.
    public var warnings: [ChartWarning]

    public init(
        pixelWidth: Int, pixelHeight: Int, background: RGBA = .white, camera: SceneCamera = .identity,
        primitives: [ScenePrimitive] = [], warnings: [ChartWarning] = [], underlayCount: Int = 0,
        panels: [ScenePanel] = []
    ) {
        self.panels = panels
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.background = background
        self.camera = camera
        self.primitives = primitives
        self.warnings = warnings
        self.underlayCount = underlayCount
    }
}

/// The two coordinate spaces a primitive can be given in.
public enum CoordinateSpace: String, Sendable, Equatable, Hashable {
    /// Scene (world) space: the unit cube [-0.5, 0.5]³ holds the data, y up, right-handed;
    /// transformed by the scene camera and depth-tested.
    case world
    /// Device pixels: origin at the top-left corner of the image, x right, y down, z ignored.
    case pixel
}

/// The view and projection of the world-space primitives, and the light.
public struct SceneCamera: Sendable, Equatable {
    /// World → view (eye) space.
    public var view: Mat4
    /// View → clip space (OpenGL convention, z in [-1, 1]).
    public var projection: Mat4
    /// Direction *towards* the light in view space (a headlight slightly above and left of the eye).
    public var lightDirection_v: Vec3

    public init(view: Mat4, projection: Mat4, lightDirection_v: Vec3 = Vec3(-0.35, 0.55, 1).normalized) {
        self.view = view
        self.projection = projection
        self.lightDirection_v = lightDirection_v
    }

    /// No transformation: world coordinates are clip coordinates.
    public static let identity = SceneCamera(view: .identity, projection: .identity)

    /// `projection * view`.
    public var viewProjection: Mat4 { projection * view }
}

/// One drawable primitive. Many marks lower into these few kinds.
public enum ScenePrimitive: Sendable, Equatable {
    case mesh(TriangleMesh)
    case lines(LineBatch)
    case points(PointBatch)
    case text(TextBatch)
    /// A filled outline (pixel space): bars, areas, sectors, legend swatches.
    case path(ScenePath)
    /// A ray-marched volume (world space), drawn after the opaque world primitives and stopped at
    /// their depth.
    case volume(VolumeBatch)
    /// A raster image stretched over a pixel rectangle (a density plot's shaded counts); with
    /// depths per texel (a 3D density plot's), drawn and depth-tested with the world primitives.
    case image(SceneImage)

    /// The space the primitive's coordinates are given in (text is always in pixels).
    public var space: CoordinateSpace {
        switch self {
        case .mesh(let m): m.space
        case .lines(let l): l.space
        case .points(let p): p.space
        case .text, .path: .pixel
        case .image(let i): i.depth == nil ? .pixel : .world
        case .volume: .world
        }
    }
}
