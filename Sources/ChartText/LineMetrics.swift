/// Vertical metrics of a font at one pixel size, taken from the face's unhinted design metrics and scaled
/// linearly, so they are exact multiples of the size.
///
/// All values are in pixels. `ascent` lies above the baseline, `descent` below it and is positive.
public struct LineMetrics: Sendable, Equatable {
    /// Distance from the baseline up to the top of the tallest glyphs, in pixels (the font's ascender).
    public var ascent: Float
    /// Distance from the baseline down to the bottom of the deepest glyphs, in pixels, positive below the
    /// baseline (the font's descender, sign flipped).
    public var descent: Float
    /// Extra space the font asks for between the descent of one line and the ascent of the next, in pixels.
    public var lineGap: Float
    /// Baseline-to-baseline distance of consecutive lines, in pixels: `ascent + descent + lineGap`.
    public var lineHeight: Float

    /// Creates line metrics from their four parts, all in pixels.
    public init(ascent: Float, descent: Float, lineGap: Float, lineHeight: Float) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.lineHeight = lineHeight
    }
}
