import ChartMath
import Foundation

/// The text of an SVG document kept findable: Cairo draws glyphs in SVG as outlines (`<use>` of
/// glyph symbols), which no search, selection or screen reader sees. Each label drawn is added
/// again as a `<text>` element at the same pen position, size, rotation and drawn width
/// (`textLength`), transparent (`fill-opacity="0"`), in one group before the closing `</svg>`.
enum SVGTextLayer {
    static func inserting(_ texts: [PlacedText], into svg: Data, pointsPerPixel k: Double) -> Data {
        guard !texts.isEmpty, var document = String(data: svg, encoding: .utf8),
            let close = document.range(of: "</svg>", options: .backwards)
        else { return svg }
        var group = "<g id=\"text\" fill=\"#000000\" fill-opacity=\"0\" stroke=\"none\">\n"
        for t in texts {
            let x = format(Double(t.origin.x) * k)
            let y = format(Double(t.origin.y) * k)
            let rotation =
                t.rotation == 0 ? "" : " transform=\"rotate(\(format(-Double(t.rotation) * 180 / .pi)) \(x) \(y))\""
            group +=
                "<text x=\"\(x)\" y=\"\(y)\" font-family=\"\(escaped(t.family))\" font-size=\"\(format(Double(t.fontSize) * k))\""
                + (t.bold ? " font-weight=\"bold\"" : "")
                + " textLength=\"\(format(Double(t.width) * k))\" lengthAdjust=\"spacingAndGlyphs\"\(rotation)>"
                + escaped(t.text) + "</text>\n"
        }
        group += "</g>\n"
        document.insert(contentsOf: group, at: close.lowerBound)
        return Data(document.utf8)
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? value : 0)
    }

    /// `text` with XML's five special characters as entities (and other control characters dropped).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if scalar.value < 0x20 { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
