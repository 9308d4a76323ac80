/// Glyphs of one face at one size on one baseline, part of a ``LaidOutText``.
public struct GlyphRun: Sendable {
    /// The face that draws every glyph of the run (a fallback face's own, never slot-encoded indices).
    public var face: FontFace
    /// Font size in pixels (the em size).
    public var pixelSize: Float
    /// Where the run's pen starts, in pixels from the label's pen origin along the baseline.
    public var x: Float
    /// The run's baseline below the label's baseline, in pixels (y down, as in scene pixel space):
    /// superscripts and numerators are negative, subscripts and denominators positive.
    public var y: Float
    /// The glyphs: indices in ``face``, pen positions in pixels from ``x`` and offsets below ``y``
    /// (``GlyphPlacement/y``, non-zero only for shaped marks).
    public var glyphs: [GlyphPlacement]

    /// Creates a run of `glyphs` of `face` at `pixelSize`, its pen at (`x`, `y`) from the label's origin.
    public init(face: FontFace, pixelSize: Float, x: Float, y: Float, glyphs: [GlyphPlacement]) {
        self.face = face
        self.pixelSize = pixelSize
        self.x = x
        self.y = y
        self.glyphs = glyphs
    }
}

/// A filled rectangle of laid-out text: a fraction bar or the bar of a radical.
public struct TextRule: Sendable, Equatable {
    /// Left edge, in pixels from the label's pen origin.
    public var x: Float
    /// Top edge, in pixels below the label's baseline (y down; negative above the baseline).
    public var y: Float
    /// Width in pixels.
    public var width: Float
    /// Height (thickness) in pixels.
    public var height: Float

    /// Creates a rule with its top-left corner at (`x`, `y`) from the label's origin, in pixels.
    public init(x: Float, y: Float, width: Float, height: Float) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A label's text laid out on one line: glyph runs and rules placed from the pen origin (the start of
/// the baseline), with the extent the layout passes reserve for it.
///
/// Every backend draws a text label from this value: the GL renderer through its glyph atlas, a vector
/// backend as glyphs of ``GlyphRun/face`` (``FontFace/path``) at ``GlyphRun/pixelSize`` and rectangles.
/// To anchor a label, shift the origin by `-width × {0, ½, 1}` (leading, centre, trailing) and by
/// `ascent`, `(ascent − descent) / 2`, `0` or `−descent` (top, centre, baseline, bottom).
public struct LaidOutText: Sendable {
    /// The glyphs, one run per face, size and baseline, in drawing order.
    public var runs: [GlyphRun]
    /// The rectangles to fill in the label's colour (empty for plain text).
    public var rules: [TextRule]
    /// The advance width in pixels.
    public var width: Float
    /// Pixels above the baseline: the font's ascent, or the math's ink when it reaches higher.
    public var ascent: Float
    /// Pixels below the baseline (positive): the font's descent, or the math's ink when it reaches lower.
    public var descent: Float

    /// Creates a layout from its parts (pixels).
    public init(runs: [GlyphRun], rules: [TextRule], width: Float, ascent: Float, descent: Float) {
        self.runs = runs
        self.rules = rules
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// The size of the layout: its width, ascent and descent.
    public var extent: TextExtent { TextExtent(width: width, ascent: ascent, descent: descent) }
}

extension FontFace {
    /// Lays out a label's `text` on one line at `pixelSize` pixels: plain text as ``layout(_:pixelSize:)``
    /// does (split into runs per face where fallback fonts supply characters), math text between `$…$`
    /// (see ``MathText``) with this face's family in regular, italic and bold.
    ///
    /// A label without math gives the same glyphs, pen positions, width, ascent and descent as
    /// ``layout(_:pixelSize:)``, ``measure(_:pixelSize:)`` and ``lineMetrics(pixelSize:)``.
    /// - Throws: ``MathTextError`` when the math cannot be parsed.
    public func layoutLabel(_ text: String, pixelSize: Float) throws(MathTextError) -> LaidOutText {
        let metrics = lineMetrics(pixelSize: pixelSize)
        guard MathText.containsMath(text) else {
            let placements = layout(text, pixelSize: pixelSize)
            return LaidOutText(
                runs: runs(of: placements, pixelSize: pixelSize, x: 0, y: 0), rules: [],
                width: measure(text, pixelSize: pixelSize).width, ascent: metrics.ascent, descent: metrics.descent)
        }
        let atoms = try MathText.parse(text)
        let box = MathLayout(regular: self).layout(atoms, size: pixelSize, level: 0)
        return LaidOutText(
            runs: box.runs, rules: box.rules, width: box.width, ascent: max(metrics.ascent, box.height),
            descent: max(metrics.descent, box.depth))
    }

    /// The extent of a label's `text` (see ``layoutLabel(_:pixelSize:)``); math that cannot be parsed
    /// measures as the plain text the renderer reports an error for.
    public func measureLabel(_ text: String, pixelSize: Float) -> TextExtent {
        guard MathText.containsMath(text), let laidOut = try? layoutLabel(text, pixelSize: pixelSize) else {
            return measure(text, pixelSize: pixelSize)
        }
        return laidOut.extent
    }

    /// `placements` from ``layout(_:pixelSize:)`` as runs of one face each, pens unchanged.
    func runs(of placements: [GlyphPlacement], pixelSize: Float, x: Float, y: Float) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        for placement in placements {
            guard let (face, index) = resolve(placement.glyph) else { continue }
            let glyph = GlyphPlacement(glyph: index, x: placement.x, y: placement.y)
            if let last = runs.last, last.face === face {
                runs[runs.count - 1].glyphs.append(glyph)
            } else {
                runs.append(GlyphRun(face: face, pixelSize: pixelSize, x: x, y: y, glyphs: [glyph]))
            }
        }
        return runs
    }
}
