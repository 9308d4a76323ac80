import CHarfBuzz

/// One font file opened by HarfBuzz (its built-in OpenType functions), at a scale of one font unit.
/// Not thread-safe: ``FontFace`` owns it and calls it only while holding its lock.
final class HarfBuzzFont {
    private let font: OpaquePointer
    private let buffer: OpaquePointer

    /// One shaped glyph, in font units: its index, cluster (scalar offset in the shaped text), advance
    /// and offset from the pen.
    struct Glyph {
        var index: UInt32
        var cluster: Int
        var advance: Float
        var offsetX: Float
        var offsetY: Float
    }

    init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face), let buffer = hb_buffer_create() else { return nil }
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        self.font = font
        self.buffer = buffer
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
    }

    /// Shapes `scalars` in `direction`, the script and language guessed from the text. Glyphs come in
    /// visual order (left to right), also for right-to-left text.
    func shape(_ scalars: [UInt32], rightToLeft: Bool) -> [Glyph] {
        hb_buffer_reset(buffer)
        scalars.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf32(buffer, pointer.baseAddress, Int32(pointer.count), 0, Int32(pointer.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            Glyph(
                index: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: Float(positions[i].x_advance),
                offsetX: Float(positions[i].x_offset), offsetY: Float(positions[i].y_offset))
        }
    }
}
