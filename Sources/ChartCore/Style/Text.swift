import Foundation

/// A line of text in an annotation (SwiftUI's `Text`): a string, a value with a `FormatStyle`, or
/// a string with interpolated values (`Text("\(minutes) min")`,
/// `Text("Goal: \(target, format: .currency(code: "RUB"))")`, `Text("\(x, specifier: "%.1f")")`).
public struct Text: AnnotationView, Sendable, Equatable {
    /// The text as drawn.
    public let string: String
    var font: Font?
    var color: Color?

    /// Text with a string, drawn as is.
    public init(verbatim string: String) { self.string = string }

    /// Text with a string.
    public init(_ string: some StringProtocol) { self.string = String(string) }

    /// Text from a string literal with interpolated values and formats.
    public init(_ content: TextContent) { string = content.string }

    /// A value formatted with a `FormatStyle` (`.number`, `.currency(code:)`, `.percent`, `.dateTime…`).
    public init<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        string = format.format(value)
    }

    /// The font (default: the annotation's, else `.body`).
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The text colour.
    public func foregroundStyle(_ color: Color) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    /// Bold text.
    public func bold() -> Text {
        var copy = self
        copy.font = (font ?? .body).bold()
        return copy
    }

    public var annotationNode: AnnotationNode { .text(string, font, color) }
}

/// A string literal with interpolations, for ``Text`` (SwiftUI's `LocalizedStringKey` interpolation).
public struct TextContent: ExpressibleByStringInterpolation, Sendable {
    public let string: String

    public init(stringLiteral value: String) { string = value }
    public init(stringInterpolation: Interpolation) { string = stringInterpolation.output }

    public struct Interpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        /// A value formatted with a `FormatStyle`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String { output += format.format(value) }
        /// A number formatted with a printf specifier (`specifier: "%.1f"`).
        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            output += String(format: specifier, value)
        }
    }
}

/// A font size and weight for annotation text (SwiftUI's text styles), scaled so `.body` matches the
/// chart's 13-point titles and `.caption` its 11-point tick labels.
public struct Font: Sendable, Equatable, Hashable {
    /// Size in points.
    public var size: Double
    /// Whether the bold face is used.
    public var isBold: Bool
    /// The font family (``custom(_:size:)``), or nil for the chart's default family (DejaVu Sans).
    public var family: String? = nil

    public static let largeTitle = Font(size: 26, isBold: false)
    public static let title = Font(size: 20, isBold: false)
    public static let title2 = Font(size: 18, isBold: false)
    public static let title3 = Font(size: 16, isBold: false)
    public static let headline = Font(size: 13, isBold: true)
    public static let body = Font(size: 13, isBold: false)
    public static let callout = Font(size: 12, isBold: false)
    public static let subheadline = Font(size: 12, isBold: false)
    public static let footnote = Font(size: 11, isBold: false)
    public static let caption = Font(size: 11, isBold: false)
    public static let caption2 = Font(size: 10, isBold: false)

    /// A font of `size` points.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, isBold: weight == .bold || weight == .semibold)
    }

    /// The installed font family `name` (a fontconfig family such as "DejaVu Serif" or "Liberation
    /// Mono", or a generic name: "serif", "monospace") at `size` points, as SwiftUI's
    /// `Font.custom(_:size:)`. When the family is not installed the text is set in DejaVu Sans and
    /// lowering reports ``ChartWarning/fontFallback(requested:used:)``.
    public static func custom(_ name: String, size: Double) -> Font { Font(size: size, isBold: false, family: name) }

    /// The bold variant.
    public func bold() -> Font { Font(size: size, isBold: true, family: family) }

    /// Font weights; semibold and heavier draw the bold face.
    public enum Weight: Sendable, Equatable, Hashable { case regular, medium, semibold, bold }
}
