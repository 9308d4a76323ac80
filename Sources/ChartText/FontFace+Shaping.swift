/// Complex text through HarfBuzz: right-to-left and mixed-direction lines (``Bidi``), joining scripts
/// (Arabic), conjuncts and reordering (Devanagari and other Indic scripts), marks, emoji sequences.
///
/// Text without such characters keeps the simple path (one glyph per scalar, `kern` table kerning), so
/// Latin, Greek and Cyrillic labels are set as they always were.
extension FontFace {
    /// Whether `scalars` hold a character whose glyphs depend on its neighbours or whose direction is
    /// right to left.
    static func needsShaping(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0x0900...0x0DFF, 0x0E00...0x0FFF, 0x1000...0x109F, 0x1100...0x11FF,
                0x1780...0x18AF, 0x1A00...0x1CFF, 0x200C...0x200F, 0xA800...0xABFF, 0xFB1D...0xFDFF,
                0xFE70...0xFEFE, 0x10800...0x10FFF, 0x11000...0x11FFF, 0x1E800...0x1EFFF, 0x1F000...0x1FAFF:
                true
            default: Bidi.isMark(scalar)
            }
        }
    }

    /// Shapes `scalars` run by run: visual direction runs, each split where a fallback face supplies
    /// the characters this face lacks.
    func shapeComplex(_ scalars: [Unicode.Scalar], pixelSize size: Float) -> (
        placements: [GlyphPlacement], width: Float
    ) {
        var placements: [GlyphPlacement] = []
        var pen: Float = 0
        for run in Bidi.visualRuns(scalars) {
            var segments = faceSegments(Array(scalars[run.range]))
            if run.rightToLeft { segments.reverse() }
            for (face, values) in segments {
                let slot: UInt32 = face === self ? 0 : (self.slot(for: face) ?? 0)
                let scale = size / face.freeType.unitsPerEM  // immutable
                let glyphs = face.lock.withLock { () -> [HarfBuzzFont.Glyph] in
                    if face.harfBuzz == nil {
                        face.harfBuzz = .some(HarfBuzzFont(path: face.path, index: face.freeType.faceIndex))
                    }
                    return face.harfBuzz??.shape(values, rightToLeft: run.rightToLeft) ?? []
                }
                for glyph in glyphs {
                    let encoded = glyph.index <= 0xFFFF && (slot > 0 || face === self) ? slot << 16 | glyph.index : 0
                    placements.append(
                        GlyphPlacement(glyph: encoded, x: pen + glyph.offsetX * scale, y: -glyph.offsetY * scale))
                    pen += glyph.advance * scale
                }
            }
        }
        return (placements, pen)
    }

    /// `scalars` cut where the face that has their glyphs changes (this face first, then fontconfig's
    /// fallback); marks and joiners stay with the character before them.
    private func faceSegments(_ scalars: [Unicode.Scalar]) -> [(FontFace, [UInt32])] {
        var segments: [(FontFace, [UInt32])] = []
        for scalar in scalars {
            let value = scalar.value
            var face: FontFace = self
            if let last = segments.last, Bidi.isMark(scalar) || last.0.covers(value) && !covers(value) {
                face = last.0
            } else if !covers(value), let fallback = FaceRegistry.shared.fallbackFace(covering: value, bold: bold),
                fallback.covers(value)
            {
                face = fallback
            }
            if let last = segments.last, last.0 === face {
                segments[segments.count - 1].1.append(value)
            } else {
                segments.append((face, [value]))
            }
        }
        return segments
    }

    /// Whether this face has a glyph for `scalar`.
    func covers(_ scalar: UInt32) -> Bool {
        lock.withLock { freeType.glyphIndex(scalar) != 0 }
    }
}
