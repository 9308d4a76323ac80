import ChartMath

/// An indexed triangle mesh with a colour per vertex, optionally lit.
public struct TriangleMesh: Sendable, Equatable {
    /// The space of `positions`.
    public var space: CoordinateSpace
    /// Vertex positions.
    public var positions: [Vec3]
    /// Unit normals, one per vertex, in the same space as `positions`; empty for an unlit mesh.
    /// Lighting is two-sided: a back face is lit as if its normal were flipped.
    public var normals: [Vec3]
    /// One colour per vertex, or a single colour for the whole mesh.
    public var colors: [RGBA]
    /// Three indices per triangle, counter-clockwise when seen from the front.
    public var indices: [UInt32]
    /// How metallic the surface looks, 0…1 (default 0, a dielectric such as plastic). A metal
    /// tints its highlight with the base colour and has less diffuse light; the strong ambient
    /// term is kept so that colours which encode data stay readable. Lit meshes only.
    public var metalness: Float
    /// Surface roughness, 0…1 (default 0.5). Smooth surfaces (0) have a small, sharp, bright
    /// highlight; rough ones (1) a broad, faint one. Lit meshes only.
    public var roughness: Float
    /// A linear gradient that colours the mesh per fragment instead of the vertex colours; the
    /// vertex colours' alpha still multiplies the gradient's (a mark's opacity). Nil: vertex colours.
    public var gradient: PixelGradient?
    /// Draws the mesh only where the mask covers (pixel-space meshes); nil: everywhere.
    public var mask: SceneMask?

    public init(
        space: CoordinateSpace, positions: [Vec3], normals: [Vec3] = [], colors: [RGBA], indices: [UInt32],
        metalness: Float = 0, roughness: Float = 0.5, gradient: PixelGradient? = nil, mask: SceneMask? = nil
    ) {
        self.space = space
        self.positions = positions
        self.normals = normals
        self.colors = colors
        self.indices = indices
        self.metalness = metalness
        self.roughness = roughness
        self.gradient = gradient
        self.mask = mask
    }

    /// Whether any vertex colour is translucent (alpha < 1): such meshes are drawn with
    /// order-independent transparency.
    public var isTranslucent: Bool {
        colors.contains { $0.a < 1 } || (gradient?.stops.contains { $0.color.a < 1 } ?? false)
    }

    /// Whether the mesh is shaded by the scene light.
    public var isLit: Bool { !normals.isEmpty }
}

/// A batch of polylines that share one colour, width and dash pattern. Drawn as screen-space
/// quads with round joins and caps, anti-aliased, `width` device pixels wide at every depth.
public struct LineBatch: Sendable, Equatable {
    public var space: CoordinateSpace
    /// All vertices of all polylines, one after the other.
    public var vertices: [Vec3]
    /// The index in `vertices` where each polyline starts, increasing; polyline `i` runs up to the
    /// start of polyline `i + 1` (or the end). A polyline of fewer than two vertices draws nothing.
    public var starts: [Int]
    /// Line colour.
    public var color: RGBA
    /// Line width in device pixels.
    public var width: Float
    /// Dash pattern in device pixels (on, off, on, off, …); empty for a solid line.
    public var dash: [Float]
    /// Whether world-space lines are depth-tested (true) or drawn over the world (false).
    public var depthTested: Bool
    /// A linear gradient that colours the stroke per fragment instead of `color`; `color`'s alpha
    /// still multiplies the gradient's. Nil: `color`.
    public var gradient: PixelGradient?
    /// Draws the lines only where the mask covers (pixel-space batches); nil: everywhere.
    public var mask: SceneMask?
    /// Whether the world-space lines lie behind every other world primitive of their scene where
    /// they overlap on screen (the grid and outlines on a 3D box's back panes), so that a backend
    /// may draw them first, without depth, and the rest over them: vector output keeps such lines
    /// vector under the rasterised 3D content. False by default; ignored in pixel space.
    public var isBackdrop: Bool

    public init(
        space: CoordinateSpace, vertices: [Vec3], starts: [Int] = [0], color: RGBA, width: Float,
        dash: [Float] = [], depthTested: Bool = true, gradient: PixelGradient? = nil, mask: SceneMask? = nil,
        isBackdrop: Bool = false
    ) {
        self.isBackdrop = isBackdrop
        self.space = space
        self.vertices = vertices
        self.starts = starts
        self.color = color
        self.width = width
        self.dash = dash
        self.depthTested = depthTested
        self.gradient = gradient
        self.mask = mask
    }

    /// Whether the colour is translucent (alpha < 1): such world batches are drawn with
    /// order-independent transparency.
    public var isTranslucent: Bool { color.a < 1 || (gradient?.stops.contains { $0.color.a < 1 } ?? false) }

    /// The polylines as separate vertex arrays.
    public var polylines: [ArraySlice<Vec3>] {
        starts.indices.map { i in
            let end = i + 1 < starts.count ? starts[i + 1] : vertices.count
            return vertices[starts[i]..<end]
        }
    }

    /// Total number of segments (pairs of consecutive vertices within a polyline).
    public var segmentCount: Int { polylines.reduce(0) { $0 + max(0, $1.count - 1) } }
}

/// The shape of a point symbol.
///
/// The solid shapes (`cube`, `cylinder`, `cone`) are ray-cast in the fragment shader, lit like
/// meshes, and write the depth of their surface, so they intersect surfaces and each other
/// exactly. They are meant for world-space batches: their axes are the world's (a cube's faces
/// face ±x, ±y, ±z; cylinders and cones stand along +y, the cone's apex up). In pixel space they
/// are drawn as seen by the identity view.
public enum PointShape: String, Sendable, Equatable, Hashable {
    /// A flat, filled disc.
    case circle
    /// A disc shaded as a lit sphere (3D point clouds), writing the sphere's depth.
    case sphere
    /// A filled square.
    case square
    /// A lit cube aligned with the world axes, its edge as long as the symbol's size.
    case cube
    /// A lit cylinder standing along world +y, as wide and as tall as the symbol's size.
    case cylinder
    /// A lit cone standing along world +y with its apex up; its base as wide, and its height as
    /// tall, as the symbol's size.
    case cone

    /// Whether the shape is a ray-cast solid (`cube`, `cylinder`, `cone`).
    public var isSolid: Bool {
        switch self {
        case .cube, .cylinder, .cone: true
        case .circle, .sphere, .square: false
        }
    }
}

/// A batch of point symbols of one shape, each centred on its position, `size` device pixels across
/// (for solid shapes: at the depth of the point's centre).
public struct PointBatch: Sendable, Equatable {
    public var space: CoordinateSpace
    public var positions: [Vec3]
    /// One colour per point, or a single colour for all.
    public var colors: [RGBA]
    /// One diameter per point in device pixels, or a single diameter for all.
    public var sizes: [Float]
    public var shape: PointShape
    /// A thin darker outline improves separation of overlapping symbols (0 = none), in device pixels.
    public var outlineWidth: Float
    /// Draws the points only where the mask covers (pixel-space batches); nil: everywhere.
    public var mask: SceneMask?
    /// The rotation of solid symbols (cube, cylinder, cone) from their rest pose (faces towards the
    /// axes, standing along y) as a unit quaternion (x, y, z, w) in world space; identity (0, 0, 0, 1)
    /// by default. Spheres and flat symbols look the same at any rotation.
    public var symbolRotation: SIMD4<Float>
    /// How metallic lit symbols look, 0…1 (default 0): as ``TriangleMesh/metalness``.
    public var metalness: Float
    /// How rough lit symbols are, 0…1 (default 0.5): as ``TriangleMesh/roughness``.
    public var roughness: Float

    public init(
        space: CoordinateSpace, positions: [Vec3], colors: [RGBA], sizes: [Float], shape: PointShape,
        outlineWidth: Float = 0, mask: SceneMask? = nil, symbolRotation: SIMD4<Float> = SIMD4(0, 0, 0, 1),
        metalness: Float = 0, roughness: Float = 0.5
    ) {
        self.space = space
        self.positions = positions
        self.colors = colors
        self.sizes = sizes
        self.shape = shape
        self.outlineWidth = outlineWidth
        self.mask = mask
        self.symbolRotation = symbolRotation
        self.metalness = metalness
        self.roughness = roughness
    }

    /// Whether the batch keeps the default rest pose and material (no rotation, metalness 0,
    /// roughness 0.5).
    public var hasDefaultAppearance: Bool {
        symbolRotation == SIMD4(0, 0, 0, 1) && metalness == 0 && roughness == 0.5
    }

    /// Whether any point colour is translucent (alpha < 1): such batches are drawn with
    /// order-independent transparency.
    public var isTranslucent: Bool { colors.contains { $0.a < 1 } }
}

/// Horizontal placement of a text run relative to its anchor point.
public enum TextHorizontalAlignment: String, Sendable, Equatable, Hashable {
    case leading, center, trailing
}

/// Vertical placement of a text run relative to its anchor point.
public enum TextVerticalAlignment: String, Sendable, Equatable, Hashable {
    /// The anchor is at the top of the line box (ascender).
    case top
    /// The anchor is half-way between the top and bottom of the line box.
    case center
    /// The anchor is on the baseline.
    case baseline
    /// The anchor is at the bottom of the line box (descender).
    case bottom
}

/// One line of text placed in pixel space.
public struct TextLabel: Sendable, Equatable {
    public var text: String
    /// The anchor point in device pixels (origin top-left, y down).
    public var position: Vec2
    /// Font size in device pixels (the em size).
    public var fontSize: Float
    public var color: RGBA
    public var horizontal: TextHorizontalAlignment
    public var vertical: TextVerticalAlignment
    /// Rotation about the anchor in radians, counter-clockwise on screen (π/2 reads bottom to top).
    public var rotation: Float
    /// Whether the text is set in the bold face of the family.
    public var bold: Bool

    public init(
        text: String, position: Vec2, fontSize: Float, color: RGBA = .black,
        horizontal: TextHorizontalAlignment = .leading, vertical: TextVerticalAlignment = .baseline,
        rotation: Float = 0, bold: Bool = false
    ) {
        self.text = text
        self.position = position
        self.fontSize = fontSize
        self.color = color
        self.horizontal = horizontal
        self.vertical = vertical
        self.rotation = rotation
        self.bold = bold
    }
}

/// Text labels drawn together, in one font family.
public struct TextBatch: Sendable, Equatable {
    /// The font family, resolved through fontconfig ("DejaVu Sans" by default).
    public var fontFamily: String
    public var labels: [TextLabel]

    public init(fontFamily: String = "DejaVu Sans", labels: [TextLabel]) {
        self.fontFamily = fontFamily
        self.labels = labels
    }
}
