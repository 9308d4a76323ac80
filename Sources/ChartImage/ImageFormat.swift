import Foundation

/// An image file format OpenCharts writes, chosen by the file name's extension: the one place every
/// writer (`ImageRenderer`, `writeFrames`, the gallery, the window's screenshots and the
/// `opencharts` command) asks which format a file name means.
///
/// PNG is drawn by the GL renderer; PDF, SVG and EPS are vector documents drawn through Cairo
/// (3D content embedded as a raster). A file name with another extension, or none, is refused
/// with ``ImageError/unsupportedFormat(path:fileExtension:)`` before anything is rendered or
/// written, and a writer of one format (`writePNG`) refuses a name of another with
/// ``ImageError/wrongFormat(path:writing:named:)``: `fig.pdf` never receives PNG bytes. (A name
/// without an extension is refused rather than given `.png`, so the file written is always the
/// one named.)
public enum ImageFormat: String, Sendable, CaseIterable, Equatable {
    /// Portable Network Graphics: lossless RGBA, with the chart's alt text as `iTXt` chunks.
    case png
    /// Portable Document Format: vector graphics, fonts embedded, text selectable.
    case pdf
    /// Scalable Vector Graphics: vector graphics, text findable as `<text>`.
    case svg
    /// Encapsulated PostScript: vector graphics for PostScript workflows.
    case eps

    /// Whether the format is a vector document (PDF, SVG, EPS).
    public var isVector: Bool { self != .png }

    /// The extension files of this format end with, lower case and without the dot (`png`).
    public var fileExtension: String { rawValue }

    /// The format's usual name (`PNG`), for messages.
    public var name: String { rawValue.uppercased() }

    /// The format the file name at `path` asks for, by its extension (case-insensitive: `FIG.PNG` is
    /// PNG).
    /// - Throws: ``ImageError/unsupportedFormat(path:fileExtension:)`` when the extension is missing
    ///   or is not one of `allCases`.
    public init(path: String) throws(ImageError) {
        let name = (path as NSString).lastPathComponent
        let dot = name.lastIndex(of: ".")
        // A leading dot (`.png`, a hidden file) is not an extension.
        let ext = dot.map { $0 == name.startIndex ? "" : String(name[name.index(after: $0)...]) } ?? ""
        guard let format = ImageFormat(rawValue: ext.lowercased()) else {
            throw ImageError.unsupportedFormat(path: path, fileExtension: ext)
        }
        self = format
    }

    /// The format the file at `url` asks for (see ``init(path:)``).
    public init(url: URL) throws(ImageError) {
        try self.init(path: url.path)
    }

    /// The formats written, as a message lists them: `PNG (.png), PDF (.pdf), SVG (.svg), EPS (.eps)`.
    public static var acceptedList: String {
        allCases.map { "\($0.name) (.\($0.fileExtension))" }.joined(separator: ", ")
    }
}
