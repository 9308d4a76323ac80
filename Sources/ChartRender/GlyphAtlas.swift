import CGL
import ChartText

/// A `GL_R8` texture of glyph coverage bitmaps, packed in shelves (rows of glyphs of similar
/// height), with a one-texel gap around each glyph so linear filtering never bleeds.
///
/// Glyphs stay in the atlas across draws. When the glyphs a frame needs do not fit, the atlas is
/// emptied and refilled with just those, doubling in size (up to `maximumSize`) when needed.
final class GlyphAtlas {
    /// Identifies a rasterised glyph: the face, the size in pixels and the glyph index.
    struct Key: Hashable {
        let face: ObjectIdentifier
        let pixelSizeBits: UInt32
        let glyph: UInt32
    }

    /// Where a glyph lies in the atlas (texels, top-left origin) and how it sits on the baseline.
    struct Entry {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
        /// Pixels from the pen position to the bitmap's left edge.
        let left: Int
        /// Pixels from the baseline up to the bitmap's top edge.
        let top: Int
    }

    /// The key of a solid block of full coverage, for the rules of math text (fraction bars, radicals).
    static let solidKey = Key(face: ObjectIdentifier(GlyphAtlas.self), pixelSizeBits: 0, glyph: 0)
    /// The solid block: 4 × 4 texels of full coverage, so its middle samples 1 under linear filtering.
    static let solidBitmap = GlyphBitmap(
        width: 4, height: 4, left: 0, top: 0, advance: 0, coverage: [UInt8](repeating: 255, count: 16))

    static let initialSize = 512
    static let padding = 1

    /// The GL texture name.
    let texture: GLuint
    private(set) var size: Int
    private let maximumSize: Int
    private var pixels: [UInt8]
    private var entries: [Key: Entry] = [:]
    private var shelfY = 0
    private var shelfX = 0
    private var shelfHeight = 0
    /// The texel rows changed since the last upload (nil when nothing changed).
    private var dirtyRows: Range<Int>? = nil
    private var needsFullUpload = true

    init() {
        var name: GLuint = 0
        glGenTextures(1, &name)
        texture = name
        size = Self.initialSize
        maximumSize = max(Self.initialSize, min(glInteger(GL_MAX_TEXTURE_SIZE), 8192))
        pixels = [UInt8](repeating: 0, count: size * size)
        glBindTexture(glEnum(GL_TEXTURE_2D), texture)
        for (parameter, value) in [
            (GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
            (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE),
        ] {
            glTexParameteri(glEnum(GL_TEXTURE_2D), glEnum(parameter), value)
        }
        glBindTexture(glEnum(GL_TEXTURE_2D), 0)
    }

    /// The entry of `key` if it is in the atlas.
    func entry(_ key: Key) -> Entry? { entries[key] }

    /// Makes sure every glyph of `needed` is in the atlas; `rasterize` draws a missing one.
    /// Returns false only when the glyphs cannot fit even in the largest atlas.
    func ensure(_ needed: [Key], rasterize: (Key) -> GlyphBitmap) -> Bool {
        var bitmaps: [Key: GlyphBitmap] = [:]
        for key in needed where entries[key] == nil && bitmaps[key] == nil {
            bitmaps[key] = rasterize(key)
        }
        if bitmaps.isEmpty { return true }
        if insertAll(bitmaps) { return true }
        // Start over with only this frame's glyphs, growing until they fit.
        var all: [Key: GlyphBitmap] = bitmaps
        for key in needed where all[key] == nil { all[key] = rasterize(key) }
        while true {
            reset(size: size)
            if insertAll(all) { return true }
            guard size * 2 <= maximumSize else { return false }
            size *= 2
        }
    }

    private func reset(size newSize: Int) {
        size = newSize
        pixels = [UInt8](repeating: 0, count: size * size)
        entries.removeAll(keepingCapacity: true)
        shelfX = 0
        shelfY = 0
        shelfHeight = 0
        needsFullUpload = true
        dirtyRows = nil
    }

    /// Inserts the tallest glyphs first (denser shelves); false when the atlas is full.
    private func insertAll(_ bitmaps: [Key: GlyphBitmap]) -> Bool {
        let ordered = bitmaps.sorted { a, b in
            a.value.height != b.value.height ? a.value.height > b.value.height : a.key.glyph < b.key.glyph
        }
        for (key, bitmap) in ordered {
            guard insert(key, bitmap) else { return false }
        }
        return true
    }

    private func insert(_ key: Key, _ bitmap: GlyphBitmap) -> Bool {
        let w = bitmap.width + Self.padding
        let h = bitmap.height + Self.padding
        if shelfX + w > size {
            shelfY += shelfHeight
            shelfX = 0
            shelfHeight = 0
        }
        guard w <= size, shelfY + h <= size else { return false }
        let x = shelfX + Self.padding / 2
        let y = shelfY
        for row in 0..<bitmap.height {
            let from = row * bitmap.width
            let to = (y + row) * size + x
            for column in 0..<bitmap.width { pixels[to + column] = bitmap.coverage[from + column] }
        }
        entries[key] = Entry(
            x: x, y: y, width: bitmap.width, height: bitmap.height, left: bitmap.left, top: bitmap.top)
        shelfX += w
        shelfHeight = max(shelfHeight, h)
        let rows = y..<(y + max(bitmap.height, 1))
        dirtyRows = dirtyRows.map { min($0.lowerBound, rows.lowerBound)..<max($0.upperBound, rows.upperBound) } ?? rows
        return true
    }

    /// Uploads what changed and leaves the texture bound to texture unit 0.
    func bindAndUpload() {
        glActiveTexture(glEnum(GL_TEXTURE0))
        glBindTexture(glEnum(GL_TEXTURE_2D), texture)
        glPixelStorei(glEnum(GL_UNPACK_ALIGNMENT), 1)
        if needsFullUpload {
            glTexImage2D(
                glEnum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(size), GLsizei(size), 0, glEnum(GL_RED),
                glEnum(GL_UNSIGNED_BYTE), pixels)
            needsFullUpload = false
        } else if let rows = dirtyRows {
            pixels.withUnsafeBufferPointer { buffer in
                glTexSubImage2D(
                    glEnum(GL_TEXTURE_2D), 0, 0, GLint(rows.lowerBound), GLsizei(size), GLsizei(rows.count),
                    glEnum(GL_RED), glEnum(GL_UNSIGNED_BYTE), buffer.baseAddress! + rows.lowerBound * size)
            }
        }
        dirtyRows = nil
    }

    func delete() {
        var name = texture
        glDeleteTextures(1, &name)
    }
}
