/// An anti-aliased glyph image rendered by FreeType, with its placement relative to the pen.
public struct GlyphBitmap: Sendable, Equatable {
    /// Width of the bitmap in pixels (0 for blank glyphs such as the space).
    public var width: Int
    /// Height of the bitmap in pixels (0 for blank glyphs such as the space).
    public var height: Int
    /// Horizontal offset from the pen position to the bitmap's left column, in pixels (FreeType's
    /// `bitmap_left`).
    public var left: Int
    /// Distance from the baseline up to the bitmap's top row, in pixels, positive upwards (FreeType's
    /// `bitmap_top`).
    public var top: Int
    /// Horizontal advance of the glyph at this size, in pixels (unhinted, so it matches
    /// ``FontFace/layout(_:pixelSize:)``).
    public var advance: Float
    /// Coverage, 0 (empty) to 255 (fully covered), `width * height` bytes, row-major, top row first.
    public var coverage: [UInt8]

    /// Creates a glyph bitmap from its parts; `coverage` must hold `width * height` bytes.
    public init(width: Int, height: Int, left: Int, top: Int, advance: Float, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height, "coverage size mismatch")
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.advance = advance
        self.coverage = coverage
    }

    /// A bitmap with no pixels that only advances the pen by `advance` pixels.
    public static func blank(advance: Float) -> GlyphBitmap {
        GlyphBitmap(width: 0, height: 0, left: 0, top: 0, advance: advance, coverage: [])
    }
}
