import ChartMath

/// How a ``SceneImage`` is sampled when its texels are drawn larger or smaller than they are.
public enum ImageFiltering: String, Sendable, Equatable, Hashable {
    /// Each device pixel takes the texel it falls in (crisp cells: density plots, heat maps).
    case nearest
    /// Bilinear interpolation between the four nearest texels (photographs, smooth fields).
    case linear
}

/// A raster image (pixel space) stretched over a rectangle: `width` × `height` RGBA8 texels,
/// straight (not premultiplied) alpha, rows from the top of the image down.
///
/// Marks with a value per device pixel (a density plot's aggregated counts) lower into one of
/// these instead of a mesh or path per cell. The GL renderer draws it as one textured quad; the
/// vector backend paints it as an image surface clipped to the rectangle (PDF and SVG embed it).
///
/// An image with ``depth`` (a 3D density plot's, seen through the scene's camera) is drawn with
/// the world primitives instead: its rectangle is still given in device pixels, and each texel
/// is depth-tested at its own depth, so surfaces in front hide it and it hides what lies behind.
/// The vector backend then rasterises it with the rest of the 3D content.
public struct SceneImage: Sendable, Equatable {
    /// The rectangle's top-left corner in device pixels (origin top-left, y down).
    public var origin: Vec2
    /// The rectangle's width and height in device pixels (positive).
    public var size: Vec2
    /// Texels per row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha (straight), row after row from the top.
    public var texels: [UInt8]
    /// How the texels are sampled.
    public var filtering: ImageFiltering
    /// Multiplies every texel's alpha (a mark's opacity), 0…1.
    public var opacity: Float
    /// The window depth of each texel (0 near … 1 far, the depth buffer's convention; rows as
    /// ``texels``), or nil for an image drawn over the scene without depth (default).
    public var depth: [Float]?

    public init(
        origin: Vec2, size: Vec2, width: Int, height: Int, texels: [UInt8], filtering: ImageFiltering = .nearest,
        opacity: Float = 1, depth: [Float]? = nil
    ) {
        self.depth = depth
        self.origin = origin
        self.size = size
        self.width = width
        self.height = height
        self.texels = texels
        self.filtering = filtering
        self.opacity = opacity
    }

    /// Whether the image can be drawn: at least one texel, four bytes per texel, a positive finite
    /// rectangle and an opacity in 0…1. Returns the reason when it cannot.
    public var problem: String? {
        guard width >= 1, height >= 1 else { return "an image needs at least 1×1 texels, got \(width)×\(height)" }
        guard texels.count == width * height * 4 else {
            return "\(texels.count) bytes for \(width)×\(height) RGBA texels (\(width * height * 4) expected)"
        }
        guard [origin.x, origin.y, size.x, size.y].allSatisfy(\.isFinite), size.x > 0, size.y > 0 else {
            return "the image's rectangle is empty or not finite"
        }
        guard opacity.isFinite, opacity >= 0, opacity <= 1 else { return "opacity \(opacity) is not in 0…1" }
        if let depth {
            guard depth.count == width * height else {
                return "\(depth.count) depths for \(width)×\(height) texels (\(width * height) expected)"
            }
            guard depth.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { return "an image depth is not in 0…1" }
        }
        return nil
    }

    /// Whether any texel shows translucently once drawn (alpha below 255, or an opacity below 1).
    public var isTranslucent: Bool {
        if opacity < 1 { return true }
        var i = 3
        while i < texels.count {
            if texels[i] < 255 { return true }
            i += 4
        }
        return false
    }

    /// The four corners, clockwise from the top-left, in device pixels.
    public var corners: [Vec2] {
        [origin, origin + Vec2(size.x, 0), origin + size, origin + Vec2(0, size.y)]
    }

    /// The texel at column `x`, row `y` (from the top) as a colour, straight alpha.
    public func texel(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(
            Float(texels[i]) / 255, Float(texels[i + 1]) / 255, Float(texels[i + 2]) / 255, Float(texels[i + 3]) / 255)
    }
}

extension SceneImage {
    /// The number of distinct texel colours (for descriptions and snapshots).
    public var colorCount: Int {
        var seen = Set<UInt32>()
        var i = 0
        while i + 3 < texels.count {
            seen.insert(
                UInt32(texels[i]) << 24 | UInt32(texels[i + 1]) << 16 | UInt32(texels[i + 2]) << 8
                    | UInt32(texels[i + 3]))
            i += 4
        }
        return seen.count
    }
}
