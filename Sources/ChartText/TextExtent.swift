/// The size of one line of text set in one face at one pixel size.
public struct TextExtent: Sendable, Equatable {
    /// Sum of the glyph advances plus kerning, in pixels: where the pen ends after the last glyph.
    public var width: Float
    /// The font's ascent at this size, in pixels above the baseline (the same for every string).
    public var ascent: Float
    /// The font's descent at this size, in pixels below the baseline, positive (the same for every string).
    public var descent: Float

    /// Creates an extent from its width, ascent and descent, all in pixels.
    public init(width: Float, ascent: Float, descent: Float) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// Height of the line box, `ascent + descent`, in pixels.
    public var height: Float { ascent + descent }
}
