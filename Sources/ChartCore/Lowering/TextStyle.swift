import ChartMath
import ChartScene
import ChartText

/// Measures and places text at one pixel size with the default font, or a family's.
struct TextStyle {
    let face: FontFace
    let pixelSize: Float
    let color: RGBA
    let bold: Bool
    /// The family asked for (`Font.custom`), nil for the default; a missing family measures with
    /// the fallback face, as the renderer draws it.
    let family: String?

    init(size points: Float, scale: Float, color: RGBA, bold: Bool = false, family: String? = nil) throws {
        self.family = family
        do {
            face = try family.map { try FontFace.named($0, bold: bold) } ?? FontFace.default(bold: bold)
        } catch {
            throw ChartError.font(String(describing: error))
        }
        pixelSize = (points * scale).rounded()
        self.color = color
        self.bold = bold
    }

    /// The family text batches of this style are drawn in.
    var batchFamily: String { family ?? FontFace.defaultFamily }

    /// Height of a line box (ascent + descent).
    var lineHeight: Float {
        let m = face.lineMetrics(pixelSize: pixelSize)
        return m.ascent + m.descent
    }

    /// Height of the line box of `text`: ``lineHeight``, or more when math text (`$…$`) reaches
    /// higher or lower than the font.
    func lineHeight(_ text: String) -> Float {
        guard MathText.containsMath(text) else { return lineHeight }
        return face.measureLabel(text, pixelSize: pixelSize).height
    }

    /// Advance width of `text` (math text between `$…$` as it is set).
    func width(_ text: String) -> Float { face.measureLabel(text, pixelSize: pixelSize).width }

    /// Size of the line box of `text`.
    func size(_ text: String) -> Vec2 { Vec2(width(text), lineHeight(text)) }

    func label(
        _ text: String, at position: Vec2, _ h: TextHorizontalAlignment, _ v: TextVerticalAlignment,
        rotation: Float = 0
    ) -> TextLabel {
        TextLabel(
            text: text, position: position, fontSize: pixelSize, color: color, horizontal: h, vertical: v,
            rotation: rotation, bold: bold)
    }
}
