import CCairo
import ChartMath
import ChartScene
import ChartText
import Foundation

/// A label as drawn, for the SVG text layer: its text and where its pen started on the baseline.
struct PlacedText {
    var text: String
    /// The pen's start on the baseline, in scene pixels.
    var origin: Vec2
    var fontSize: Float
    /// Counter-clockwise on screen, radians.
    var rotation: Float
    /// The drawn width (advances and kerning), in scene pixels.
    var width: Float
    var family: String
    var bold: Bool
}

extension CairoPainter {
    /// Draws a text batch: every label through ``draw(_:family:)``.
    func draw(_ batch: TextBatch) throws(VectorError) {
        for label in batch.labels { try draw(label, family: batch.fontFamily) }
    }

    /// Draws one label as the GL renderer places it — the face ChartText resolves through
    /// fontconfig (bold or regular), the same glyphs and pen positions, the anchor on the
    /// alignment's point of the line box, rotated about the anchor — with the glyphs of each
    /// font file (the face, its fallbacks) shown through cairo-ft with their characters attached
    /// (`cairo_show_text_glyphs`), so PDF viewers can select, search and copy the text. The one
    /// place text is drawn: shaped runs and math text plug in here.
    func draw(_ label: TextLabel, family: String) throws(VectorError) {
        let size = label.fontSize
        guard !label.text.isEmpty, size.isFinite, size > 0, label.color.a > 0,
            label.position.x.isFinite, label.position.y.isFinite, label.rotation.isFinite
        else { return }
        let face: FontFace
        do {
            face = try FontFace.named(family, bold: label.bold)
        } catch {
            throw .font(family: family, reason: "\(error)")
        }
        let width = face.measure(label.text, pixelSize: size).width
        let metrics = face.lineMetrics(pixelSize: size)
        let y: Float =
            switch label.vertical {
            case .top: metrics.ascent
            case .center: (metrics.ascent - metrics.descent) / 2
            case .baseline: 0
            case .bottom: -metrics.descent
            }
        let offset = Vec2(label.horizontal == .leading ? 0 : label.horizontal == .center ? -width / 2 : -width, y)
        let placements = face.layout(label.text, pixelSize: size)
        let scalars = Array(label.text.unicodeScalars.filter { $0.properties.generalCategory != .control })
        guard placements.count == scalars.count else { return }

        cairo_save(context)
        cairo_translate(context, Double(label.position.x), Double(label.position.y))
        cairo_rotate(context, -Double(label.rotation))
        cairo_translate(context, Double(offset.x), Double(offset.y))
        setSource(label.color)
        cairo_set_font_size(context, Double(size))
        var start = 0
        while start < placements.count {
            let source = face.glyphSource(placements[start].glyph).face
            var end = start + 1
            while end < placements.count, face.glyphSource(placements[end].glyph).face === source { end += 1 }
            try showRun(face: face, source: source, placements[start..<end], scalars[start..<end])
            start = end
        }
        cairo_restore(context)
        if keepsText {
            let c = cos(label.rotation)
            let s = sin(label.rotation)
            let origin = label.position + Vec2(offset.x * c + offset.y * s, -offset.x * s + offset.y * c)
            placedText.append(
                PlacedText(
                    text: String(String.UnicodeScalarView(scalars)), origin: origin, fontSize: size,
                    rotation: label.rotation, width: width, family: face.family, bold: label.bold))
        }
    }

    /// Shows consecutive glyphs of one font file, each glyph one cluster of its character.
    private func showRun(
        face: FontFace, source: FontFace, _ placements: ArraySlice<GlyphPlacement>,
        _ scalars: ArraySlice<Unicode.Scalar>
    ) throws(VectorError) {
        guard let fontFace = CairoFonts.shared.face(for: source) else {
            throw .font(family: source.family, reason: "cairo-ft could not load \(source.path)")
        }
        cairo_set_font_face(context, fontFace)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
        let glyphs = placements.map {
            cairo_glyph_t(index: UInt(face.glyphSource($0.glyph).index), x: Double($0.x), y: 0)
        }
        var utf8: [CChar] = []
        var clusters: [cairo_text_cluster_t] = []
        for scalar in scalars {
            let bytes = Array(String(scalar).utf8)
            utf8 += bytes.map { CChar(bitPattern: $0) }
            clusters.append(cairo_text_cluster_t(num_bytes: Int32(bytes.count), num_glyphs: 1))
        }
        cairo_show_text_glyphs(
            context, utf8, Int32(utf8.count), glyphs, Int32(glyphs.count), clusters, Int32(clusters.count),
            cairo_text_cluster_flags_t(rawValue: 0))
    }
}

/// Cairo font faces made from the font files ChartText uses, one per file and face index, kept
/// for the life of the process (as ChartText keeps its faces).
final class CairoFonts: @unchecked Sendable {
    static let shared = CairoFonts()

    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var library: FT_Library?
    private var faces: [Key: OpaquePointer] = [:]

    /// The Cairo face of `face`'s file, loaded through FreeType on first use; nil when it fails.
    func face(for face: FontFace) -> OpaquePointer? {
        let key = Key(path: face.path, index: face.faceIndex)
        return lock.withLock {
            if let known = faces[key] { return known }
            if library == nil, FT_Init_FreeType(&library) != 0 { return nil }
            var ftFace: FT_Face?
            guard FT_New_Face(library, key.path, FT_Long(key.index), &ftFace) == 0, let ftFace else { return nil }
            guard let made = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
                cairo_font_face_status(made) == CAIRO_STATUS_SUCCESS
            else {
                FT_Done_Face(ftFace)
                return nil
            }
            faces[key] = made
            return made
        }
    }
}
