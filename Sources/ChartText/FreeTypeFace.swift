import CFreeType

/// One FreeType face with its own `FT_Library`. Not thread-safe: ``FontFace`` owns it and calls it only
/// while holding its lock.
final class FreeTypeFace {
    private let library: FT_Library
    private let face: FT_Face
    /// Design units per em; metrics in font units scale to pixels by `pixelSize / unitsPerEM`.
    let unitsPerEM: Float
    /// Whether the face has a `kern` table that `FT_Get_Kerning` can read.
    let hasKerning: Bool
    /// Font-unit design metrics: ascender (up, positive), descender (down, positive), line height.
    let ascenderUnits: Float
    let descenderUnits: Float
    let heightUnits: Float
    /// Face index inside the font file (non-zero in collections).
    let faceIndex: Int

    private var currentCharSize: FT_F26Dot6 = 0
    private var advanceUnits: [UInt32: Float] = [:]
    private var boundsUnits: [UInt32: (top: Float, bottom: Float)] = [:]

    // FT_LOAD_TARGET_LIGHT is a function-like macro that does not import: FT_LOAD_TARGET_(FT_RENDER_MODE_LIGHT).
    private static let loadTargetLight = Int32((FT_RENDER_MODE_LIGHT.rawValue & 15) << 16)

    init(path: String, index: Int) throws(FontError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .cannotLoadFont(path: path, code: -1)
        }
        var face: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(index), &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .cannotLoadFont(path: path, code: error)
        }
        let flags = face.pointee.face_flags
        guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .notScalable(path: path)
        }
        self.library = library
        self.face = face
        unitsPerEM = Float(face.pointee.units_per_EM)
        hasKerning = flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        ascenderUnits = Float(face.pointee.ascender)
        descenderUnits = -Float(face.pointee.descender)
        heightUnits = Float(face.pointee.height)
        faceIndex = index
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The face's glyph index for a Unicode scalar, 0 when the face lacks it.
    func glyphIndex(_ scalar: UInt32) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
    }

    /// Unhinted horizontal advance of `glyph` in font units (cached; independent of size).
    func advance(_ glyph: UInt32) -> Float {
        if let cached = advanceUnits[glyph] { return cached }
        var value: Float = 0
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 {
            value = Float(face.pointee.glyph.pointee.advance.x)
        }
        advanceUnits[glyph] = value
        return value
    }

    /// Unhinted ink extent of `glyph` in font units: top above the baseline, bottom below it (positive
    /// down); zeros for an empty glyph.
    func verticalBounds(_ glyph: UInt32) -> (top: Float, bottom: Float) {
        if let cached = boundsUnits[glyph] { return cached }
        var value: (top: Float, bottom: Float) = (0, 0)
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 {
            let metrics = face.pointee.glyph.pointee.metrics
            value = (Float(metrics.horiBearingY), Float(metrics.height - metrics.horiBearingY))
        }
        boundsUnits[glyph] = value
        return value
    }

    /// Kerning between two glyphs of this face, in font units (0 when the face has no kerning).
    func kerning(_ left: UInt32, _ right: UInt32) -> Float {
        guard hasKerning else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &delta) == 0 else { return 0 }
        return Float(delta.x)
    }

    /// Renders `glyph` at `pixelSize` with light hinting into an 8-bit coverage bitmap.
    func render(_ glyph: UInt32, pixelSize: Float) -> GlyphBitmap {
        let charSize = FT_F26Dot6((pixelSize * 64).rounded())
        guard pixelSize.isFinite, charSize > 0 else { return .blank(advance: 0) }
        if charSize != currentCharSize {
            // 72 dpi makes one point one pixel; the 26.6 value keeps fractional sizes.
            guard FT_Set_Char_Size(face, 0, charSize, 72, 72) == 0 else { return .blank(advance: 0) }
            currentCharSize = charSize
        }
        let linearAdvance = advance(glyph) * pixelSize / unitsPerEM
        guard FT_Load_Glyph(face, glyph, Self.loadTargetLight) == 0 else { return .blank(advance: linearAdvance) }
        let slot = face.pointee.glyph!
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .blank(advance: linearAdvance) }
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .blank(advance: linearAdvance) }
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            // A negative pitch means the rows are stored bottom-up.
            let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
            let out = row * width
            switch Int32(bitmap.pixel_mode) {
            case Int32(FT_PIXEL_MODE_GRAY.rawValue):
                let levels = max(Int(bitmap.num_grays) - 1, 1)
                for x in 0..<width {
                    let value = Int(source[x])
                    coverage[out + x] = levels == 255 ? UInt8(value) : UInt8(min(255, value * 255 / levels))
                }
            case Int32(FT_PIXEL_MODE_MONO.rawValue):
                for x in 0..<width where source[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 {
                    coverage[out + x] = 255
                }
            default:
                return .blank(advance: linearAdvance)
            }
        }
        return GlyphBitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            advance: linearAdvance, coverage: coverage)
    }
}
