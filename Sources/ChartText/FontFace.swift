import Foundation

/// A scalable font face, found through fontconfig and rasterised by FreeType: line metrics, single-line
/// layout with kerning, and anti-aliased glyph bitmaps.
///
/// Faces are cached: ``named(_:bold:)`` returns the same instance for the same family and weight. A face is
/// safe to use from several threads at once; each call holds the face's lock while it talks to FreeType.
/// Sizes are in pixels (at 72 dpi one point is one pixel) and may be fractional.
public final class FontFace: @unchecked Sendable {
    /// The family name of the font actually loaded, e.g. "DejaVu Sans" (also after a fallback).
    public let family: String
    /// The family name that was asked for.
    public let requestedFamily: String
    /// Path of the font file.
    public let path: String
    /// The face's index inside its file (non-zero for collections such as `.ttc`).
    public let faceIndex: Int
    /// Whether the requested family is not installed and a fallback (DejaVu Sans when present) was loaded.
    public let isFallback: Bool
    /// Whether a bold weight was asked for.
    public let bold: Bool

    /// The family ``default(bold:)`` loads and every missing family falls back to.
    public static let defaultFamily = "DejaVu Sans"

    /// Most glyph bitmaps kept per face before the cache is emptied and refilled.
    static let bitmapCacheLimit = 8192

    private struct BitmapKey: Hashable {
        var glyph: UInt32
        var size: UInt32
    }

    let lock = NSLock()
    // Everything below is guarded by `lock`.
    let freeType: FreeTypeFace
    /// The face opened by HarfBuzz, made the first time complex text is shaped (nil when it fails).
    var harfBuzz: HarfBuzzFont??
    private var bitmaps: [BitmapKey: GlyphBitmap] = [:]
    /// Faces that supply characters this face lacks; a glyph's upper 16 bits name slot `index + 1`.
    private var fallbackFaces: [FontFace] = []
    /// Glyph identifiers (slot-encoded) already chosen for characters this face lacks.
    private var missingScalars: [UInt32: UInt32] = [:]

    init(match: FontConfig.Match, requestedFamily: String, bold: Bool, isFallback: Bool) throws(FontError) {
        freeType = try FreeTypeFace(path: match.path, index: match.index)
        family = match.families.first ?? requestedFamily
        self.requestedFamily = requestedFamily
        path = match.path
        faceIndex = match.index
        self.isFallback = isFallback
        self.bold = bold
    }

    // MARK: - Finding faces

    /// The installed face of `family` (bold or regular), cached per family and weight.
    ///
    /// When the family is not installed, DejaVu Sans (or, failing that, fontconfig's closest match) is
    /// loaded and ``isFallback`` is `true`. Generic names (`sans-serif`, `serif`, `monospace`) take
    /// whatever fontconfig's aliases choose and are not fallbacks.
    /// - Throws: ``FontError/noFontsFound(family:)`` when no font can be found at all,
    ///   ``FontError/fontconfigUnavailable`` when fontconfig cannot start.
    public static func named(_ family: String, bold: Bool = false) throws -> FontFace {
        try FaceRegistry.shared.face(family: family, bold: bold)
    }

    /// The installed italic (or oblique) face of `family`, bold or regular, cached like
    /// ``named(_:bold:)``; when the family has no italic, fontconfig's closest face (often the upright one).
    /// - Throws: see ``named(_:bold:)``.
    public static func named(_ family: String, bold: Bool = false, italic: Bool) throws -> FontFace {
        try FaceRegistry.shared.face(family: family, bold: bold, italic: italic)
    }

    /// The default face, DejaVu Sans (bold or regular).
    /// - Throws: see ``named(_:bold:)``.
    public static func `default`(bold: Bool = false) throws -> FontFace {
        try named(defaultFamily, bold: bold)
    }

    // MARK: - Metrics and layout

    /// Ascent, descent, line gap and line height at `pixelSize` pixels, scaled linearly from the design
    /// metrics. Zero for a non-positive or non-finite size.
    public func lineMetrics(pixelSize: Float) -> LineMetrics {
        let scale = Self.validSize(pixelSize) / freeType.unitsPerEM  // immutable fields: no lock needed
        let ascent = freeType.ascenderUnits * scale
        let descent = freeType.descenderUnits * scale
        let lineHeight = max(freeType.heightUnits * scale, ascent + descent)
        return LineMetrics(
            ascent: ascent, descent: descent, lineGap: lineHeight - ascent - descent, lineHeight: lineHeight)
    }

    /// The width of `text` set on one line at `pixelSize` pixels (advances plus kerning), with the font's
    /// ascent and descent at that size.
    public func measure(_ text: String, pixelSize: Float) -> TextExtent {
        let metrics = lineMetrics(pixelSize: pixelSize)
        return TextExtent(
            width: shape(text, pixelSize: pixelSize).width, ascent: metrics.ascent, descent: metrics.descent)
    }

    /// The glyphs of `text` on one line at `pixelSize` pixels, with their pen positions from the start of the
    /// line.
    ///
    /// One placement per Unicode scalar, except control characters (line breaks, tabs), which are skipped:
    /// split lines before laying them out. Characters the face lacks come from a fallback font fontconfig
    /// finds for them, or show the face's `.notdef` glyph (index 0) when no installed font has them.
    public func layout(_ text: String, pixelSize: Float) -> [GlyphPlacement] {
        shape(text, pixelSize: pixelSize).placements
    }

    /// The anti-aliased bitmap of `glyph` (a value from ``layout(_:pixelSize:)`` or a glyph index of this
    /// face) at `pixelSize` pixels, cached per glyph and size.
    public func glyphBitmap(_ glyph: UInt32, pixelSize: Float) -> GlyphBitmap {
        let size = Self.validSize(pixelSize)
        let slot = Int(glyph >> 16)
        if slot > 0 {
            let fallback: FontFace? = lock.withLock { slot <= fallbackFaces.count ? fallbackFaces[slot - 1] : nil }
            guard let fallback else { return .blank(advance: 0) }
            return fallback.glyphBitmap(glyph & 0xFFFF, pixelSize: size)
        }
        let key = BitmapKey(glyph: glyph, size: size.bitPattern)
        return lock.withLock {
            if let cached = bitmaps[key] { return cached }
            let bitmap = freeType.render(glyph, pixelSize: size)
            if bitmaps.count >= Self.bitmapCacheLimit { bitmaps.removeAll(keepingCapacity: true) }
            bitmaps[key] = bitmap
            return bitmap
        }
    }

    /// The face that draws `glyph` (a value from ``layout(_:pixelSize:)``) and its index in that face:
    /// this face for plain indices, the fallback face for slot-encoded ones (nil for an unknown slot).
    public func resolve(_ glyph: UInt32) -> (face: FontFace, index: UInt32)? {
        let slot = Int(glyph >> 16)
        guard slot > 0 else { return (self, glyph) }
        let fallback: FontFace? = lock.withLock { slot <= fallbackFaces.count ? fallbackFaces[slot - 1] : nil }
        return fallback.map { ($0, glyph & 0xFFFF) }
    }

    /// The ink extent of glyph index `index` of this face at `pixelSize` pixels: how far it reaches above
    /// the baseline (`top`) and below it (`bottom`, positive down), unhinted.
    public func inkBounds(_ index: UInt32, pixelSize: Float) -> (top: Float, bottom: Float) {
        let scale = Self.validSize(pixelSize) / freeType.unitsPerEM
        let (top, bottom) = lock.withLock { freeType.verticalBounds(index) }
        return (top * scale, bottom * scale)
    }

    /// The face that holds `glyph` (a value from ``layout(_:pixelSize:)``) and the glyph's index in
    /// that face: this face for its own glyphs, the fallback font for a slot-encoded one (glyph 0 of
    /// this face for an unknown slot). Vector backends embed that face's file and draw the index.
    public func glyphSource(_ glyph: UInt32) -> (face: FontFace, index: UInt32) {
        resolve(glyph) ?? (self, 0)
    }

    // MARK: - Shaping

    private static func validSize(_ pixelSize: Float) -> Float {
        pixelSize.isFinite && pixelSize > 0 ? pixelSize : 0
    }

    private func shape(_ text: String, pixelSize: Float) -> (placements: [GlyphPlacement], width: Float) {
        let size = Self.validSize(pixelSize)
        let scalars = Array(text.unicodeScalars.filter { $0.properties.generalCategory != .control })
        guard !scalars.isEmpty else { return ([], 0) }
        if Self.needsShaping(scalars) { return shapeComplex(scalars, pixelSize: size) }
        let glyphs = resolveGlyphs(scalars.map(\.value))

        var placements: [GlyphPlacement] = []
        placements.reserveCapacity(glyphs.count)
        var pen: Float = 0
        var previous: UInt32?
        for glyph in glyphs {
            let slot = Int(glyph >> 16)
            let face = slot == 0 ? self : lock.withLock { fallbackFaces[slot - 1] }
            let index = glyph & 0xFFFF
            // Kerning applies only between two glyphs of the same face.
            let previousInFace = previous.flatMap { $0 >> 16 == glyph >> 16 ? $0 & 0xFFFF : nil }
            let (advanceUnits, kerningUnits, unitsPerEM) = face.lock.withLock {
                let kerning = previousInFace.map { face.freeType.kerning($0, index) } ?? 0
                return (face.freeType.advance(index), kerning, face.freeType.unitsPerEM)
            }
            let scale = size / unitsPerEM
            pen += kerningUnits * scale
            placements.append(GlyphPlacement(glyph: glyph, x: pen))
            pen += advanceUnits * scale
            previous = glyph
        }
        return (placements, pen)
    }

    /// Glyph identifiers for `scalars`: this face's own indices, or slot-encoded fallback glyphs.
    private func resolveGlyphs(_ scalars: [UInt32]) -> [UInt32] {
        var glyphs = [UInt32](repeating: 0, count: scalars.count)
        var unresolved: [Int] = []
        lock.withLock {
            for (i, scalar) in scalars.enumerated() {
                let index = freeType.glyphIndex(scalar)
                if index != 0 {
                    glyphs[i] = index
                } else if let known = missingScalars[scalar] {
                    glyphs[i] = known
                } else {
                    unresolved.append(i)
                }
            }
        }
        // Fallback lookup runs without this face's lock held: it takes fontconfig's lock and the
        // fallback face's lock, and a fallback face may itself fall back to this one.
        for i in unresolved {
            glyphs[i] = fallbackGlyph(for: scalars[i])
        }
        return glyphs
    }

    private func fallbackGlyph(for scalar: UInt32) -> UInt32 {
        if let known = lock.withLock({ missingScalars[scalar] }) { return known }
        var glyph: UInt32 = 0
        if let face = FaceRegistry.shared.fallbackFace(covering: scalar, bold: bold), face !== self {
            let index = face.lock.withLock { face.freeType.glyphIndex(scalar) }
            if index != 0 && index <= 0xFFFF, let slot = slot(for: face) {
                glyph = slot << 16 | index
            }
        }
        lock.withLock { missingScalars[scalar] = glyph }
        return glyph
    }

    /// The slot (1…65 535) that encodes glyphs of fallback `face` in this face's glyph values; nil when
    /// every slot is taken.
    func slot(for face: FontFace) -> UInt32? {
        lock.withLock {
            var slot = fallbackFaces.firstIndex { $0 === face }
            if slot == nil, fallbackFaces.count < 0xFFFF {
                fallbackFaces.append(face)
                slot = fallbackFaces.count - 1
            }
            return slot.map { UInt32($0 + 1) }
        }
    }
}
