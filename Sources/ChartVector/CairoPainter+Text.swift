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

    /// Draws one label as the GL renderer places it: laid out by ChartText
    /// (``FontFace/layoutLabel(_:pixelSize:)`` of the face fontconfig resolves, bold or regular) into
    /// glyph runs — one per font file, size and baseline: fallback faces, HarfBuzz-shaped scripts,
    /// math at its sizes and baseline offsets — and rules (fraction and radical bars, filled
    /// rectangles), the anchor on the alignment's point of the layout's box, rotated about the
    /// anchor. The glyphs are shown through cairo-ft with their characters attached
    /// (`cairo_show_text_glyphs`), so PDF viewers can select, search and copy the text: a plain
    /// label maps each glyph to its character, a shaped label gives its whole text to its glyphs,
    /// a math run the characters its glyphs stand for. The one place text is drawn.
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
        let laidOut: LaidOutText
        do {
            laidOut = try face.layoutLabel(label.text, pixelSize: size)
        } catch {
            throw .text(label.text, reason: error.description)
        }
        let y: Float =
            switch label.vertical {
            case .top: laidOut.ascent
            case .center: (laidOut.ascent - laidOut.descent) / 2
            case .baseline: 0
            case .bottom: -laidOut.descent
            }
        let width = laidOut.width
        let offset = Vec2(label.horizontal == .leading ? 0 : label.horizontal == .center ? -width / 2 : -width, y)
        let scalars = Array(label.text.unicodeScalars.filter { $0.properties.generalCategory != .control })

        cairo_save(context)
        cairo_translate(context, Double(label.position.x), Double(label.position.y))
        cairo_rotate(context, -Double(label.rotation))
        cairo_translate(context, Double(offset.x), Double(offset.y))
        setSource(label.color)
        let plain = !MathText.containsMath(label.text)
        let placements = plain ? face.layout(label.text, pixelSize: size) : []
        var shown = ""
        if plain, placements.count == scalars.count {
            try showPlain(face: face, size: size, placements, scalars)
            shown = String(String.UnicodeScalarView(scalars))
        } else {
            let logical = String(String.UnicodeScalarView(scalars))
            shown = try showRuns(laidOut, wholeText: plain ? logical : nil)
        }
        for rule in laidOut.rules {
            cairo_rectangle(context, Double(rule.x), Double(rule.y), Double(rule.width), Double(rule.height))
        }
        if !laidOut.rules.isEmpty { cairo_fill(context) }
        cairo_restore(context)
        if keepsText {
            let c = cos(label.rotation)
            let s = sin(label.rotation)
            let origin = label.position + Vec2(offset.x * c + offset.y * s, -offset.x * s + offset.y * c)
            placedText.append(
                PlacedText(
                    text: shown, origin: origin, fontSize: size, rotation: label.rotation, width: width,
                    family: face.family, bold: label.bold))
        }
    }

    /// Shows a label whose glyphs are its characters one to one (no shaping, no math), per font file,
    /// each glyph one cluster of its character: the same PDF text as before layouts had runs.
    private func showPlain(
        face: FontFace, size: Float, _ placements: [GlyphPlacement], _ scalars: [Unicode.Scalar]
    ) throws(VectorError) {
        var start = 0
        while start < placements.count {
            let source = face.glyphSource(placements[start].glyph).face
            var end = start + 1
            while end < placements.count, face.glyphSource(placements[end].glyph).face === source { end += 1 }
            let glyphs = placements[start..<end].map {
                cairo_glyph_t(index: UInt(face.glyphSource($0.glyph).index), x: Double($0.x), y: Double($0.y))
            }
            try show(glyphs, of: source, size: size, text: scalars[start..<end].map { Optional($0) })
            start = end
        }
    }

    /// Shows every run of `laidOut` at its size and baseline. With `wholeText` (a shaped label, whose
    /// glyphs do not map one to one onto characters) the first run carries the whole text as one cluster and the
    /// others an empty one; otherwise (math) each glyph carries the character its face maps
    /// to it. Returns the text attached, math runs on other baselines set apart by spaces
    /// (`$T_{max}$` reads "T max").
    private func showRuns(_ laidOut: LaidOutText, wholeText: String?) throws(VectorError) -> String {
        var attached = ""
        var baseline: Float?
        for run in laidOut.runs where !run.glyphs.isEmpty {
            let glyphs = run.glyphs.map {
                cairo_glyph_t(index: UInt($0.glyph), x: Double(run.x + $0.x), y: Double(run.y + $0.y))
            }
            if let wholeText {
                try show(glyphs, of: run.face, size: run.pixelSize, whole: attached.isEmpty ? wholeText : "")
                attached = wholeText
                continue
            }
            let characters = run.glyphs.map { CairoFonts.shared.character(of: $0.glyph, in: run.face) }
            try show(glyphs, of: run.face, size: run.pixelSize, text: characters)
            if let baseline, baseline != run.y, !attached.hasSuffix(" ") { attached += " " }
            baseline = run.y
            attached.unicodeScalars.append(contentsOf: characters.compactMap { $0 })
        }
        return attached
    }

    /// Shows `glyphs` of `source`'s file at `size` pixels, glyph `i` one cluster of `text[i]` (none
    /// when nil).
    private func show(
        _ glyphs: [cairo_glyph_t], of source: FontFace, size: Float, text: [Unicode.Scalar?]
    ) throws(VectorError) {
        var utf8: [CChar] = []
        var clusters: [cairo_text_cluster_t] = []
        for scalar in text {
            let bytes = scalar.map { Array(String($0).utf8) } ?? []
            utf8 += bytes.map { CChar(bitPattern: $0) }
            clusters.append(cairo_text_cluster_t(num_bytes: Int32(bytes.count), num_glyphs: 1))
        }
        try show(glyphs, of: source, size: size, utf8: utf8, clusters: clusters)
    }

    /// Shows `glyphs` of `source`'s file at `size` pixels as one cluster of `whole` (when empty, a
    /// cluster of no text: the glyphs add nothing to the page's text).
    private func show(_ glyphs: [cairo_glyph_t], of source: FontFace, size: Float, whole: String) throws(VectorError) {
        let utf8 = Array(whole.utf8).map { CChar(bitPattern: $0) }
        let clusters = [cairo_text_cluster_t(num_bytes: Int32(utf8.count), num_glyphs: Int32(glyphs.count))]
        try show(glyphs, of: source, size: size, utf8: utf8, clusters: clusters)
    }

    private func show(
        _ glyphs: [cairo_glyph_t], of source: FontFace, size: Float, utf8: [CChar],
        clusters: [cairo_text_cluster_t]
    ) throws(VectorError) {
        guard let fontFace = CairoFonts.shared.face(for: source) else {
            throw .font(family: source.family, reason: "cairo-ft could not load \(source.path)")
        }
        cairo_set_font_face(context, fontFace)
        cairo_set_font_size(context, Double(size))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
        if clusters.isEmpty {
            cairo_show_glyphs(context, glyphs, Int32(glyphs.count))
        } else {
            cairo_show_text_glyphs(
                context, utf8, Int32(utf8.count), glyphs, Int32(glyphs.count), clusters, Int32(clusters.count),
                cairo_text_cluster_flags_t(rawValue: 0))
        }
    }
}

/// Cairo font faces made from the font files ChartText uses, one per file and face index, kept
/// for the life of the process (as ChartText keeps its faces), with each file's character map
/// read backwards (glyph to character) for the text of math runs.
final class CairoFonts: @unchecked Sendable {
    static let shared = CairoFonts()

    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var library: FT_Library?
    private var faces: [Key: (cairo: OpaquePointer, ft: FT_Face)] = [:]
    private var characters: [Key: [UInt32: Unicode.Scalar]] = [:]

    /// The Cairo face of `face`'s file, loaded through FreeType on first use; nil when it fails.
    func face(for face: FontFace) -> OpaquePointer? {
        lock.withLock { loaded(Key(path: face.path, index: face.faceIndex))?.cairo }
    }

    /// The character `face`'s character map maps to glyph `index` (the lowest, when several do);
    /// nil when none does (a shaped form, a ligature, `.notdef`) or the file cannot be loaded.
    func character(of index: UInt32, in face: FontFace) -> Unicode.Scalar? {
        let key = Key(path: face.path, index: face.faceIndex)
        return lock.withLock {
            if let map = characters[key] { return map[index] }
            guard let ft = loaded(key)?.ft else { return nil }
            var map: [UInt32: Unicode.Scalar] = [:]
            var glyph: FT_UInt = 0
            var code = FT_Get_First_Char(ft, &glyph)
            while glyph != 0 {
                if map[UInt32(glyph)] == nil, let scalar = Unicode.Scalar(UInt32(code)) { map[UInt32(glyph)] = scalar }
                code = FT_Get_Next_Char(ft, code, &glyph)
            }
            characters[key] = map
            return map[index]
        }
    }

    /// The faces of `key`'s file, loading them on first use. Call with `lock` held.
    private func loaded(_ key: Key) -> (cairo: OpaquePointer, ft: FT_Face)? {
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
        faces[key] = (made, ftFace)
        return (made, ftFace)
    }
}
