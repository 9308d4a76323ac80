/// Why a vector document could not be made.
public enum VectorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scene's size is not a positive, finite page (`width` × `height` pixels at
    /// `pointsPerPixel`).
    case invalidPageSize(width: Int, height: Int, pointsPerPixel: Double)
    /// Cairo reported an error while drawing or finishing the document (its status message).
    case cairo(format: VectorFormat, message: String)
    /// A raster of 3D content does not belong to a layer of the scene (its panel number).
    case rasterWithoutLayer(panel: Int?)
    /// A font for text could not be loaded (the family and the reason).
    case font(family: String, reason: String)
    /// A label's text could not be laid out (the text and the reason: math that does not parse).
    case text(String, reason: String)

    public var description: String {
        switch self {
        case .invalidPageSize(let width, let height, let pointsPerPixel):
            "a \(width) × \(height) pixel scene at \(pointsPerPixel) points per pixel is not a page; "
                + "width, height and points per pixel must be positive and finite"
        case .cairo(let format, let message): "Cairo could not write the \(format.rawValue.uppercased()): \(message)"
        case .rasterWithoutLayer(let panel):
            "a raster was given for \(panel.map { "panel \($0)" } ?? "the scene"), which has no such layer"
        case .font(let family, let reason): "no font for family \"\(family)\": \(reason)"
        case .text(let text, let reason): "the label \"\(text)\" cannot be laid out: \(reason)"
        }
    }
}
