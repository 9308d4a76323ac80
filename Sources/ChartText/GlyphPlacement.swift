/// One glyph of a laid-out line: which glyph, and where the pen stands when it is drawn.
public struct GlyphPlacement: Sendable, Equatable {
    /// Glyph identifier to pass back to ``FontFace/glyphBitmap(_:pixelSize:)`` of the face that laid the
    /// line out.
    ///
    /// Values below 65 536 are glyph indices in the face itself (0 is the face's `.notdef` box). A
    /// character the face lacks may come from a fallback font that fontconfig found for it; such a glyph
    /// carries the fallback's slot in its upper 16 bits and its index in that font in the lower 16 bits.
    /// Treat the value as opaque.
    public var glyph: UInt32
    /// Pen position from the start of the line, in pixels, along the baseline. Add the bitmap's `left`
    /// to find its first column.
    public var x: Float
    /// Offset below the baseline, in pixels (y down): non-zero only where shaping moves a glyph up or
    /// down (marks above or below a letter in Arabic, Devanagari and other complex scripts).
    public var y: Float

    /// Creates a placement of `glyph` at pen position `x` (pixels), `y` pixels below the baseline.
    public init(glyph: UInt32, x: Float, y: Float = 0) {
        self.glyph = glyph
        self.x = x
        self.y = y
    }
}
