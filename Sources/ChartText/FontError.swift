/// Why a font could not be found or loaded. Each message names the input and says what to do.
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// fontconfig found no usable font at all, neither the requested family nor the DejaVu Sans fallback.
    case noFontsFound(family: String)
    /// fontconfig could not be initialised (its configuration is missing or broken).
    case fontconfigUnavailable
    /// FreeType could not open the font file fontconfig pointed to; `code` is FreeType's error code.
    case cannotLoadFont(path: String, code: Int32)
    /// The font file holds only bitmap strikes, which cannot be scaled to arbitrary pixel sizes.
    case notScalable(path: String)

    /// A one-line message naming the input and the remedy.
    public var description: String {
        switch self {
        case .noFontsFound(let family):
            return "no font found for family '\(family)' and no DejaVu Sans fallback either; "
                + "install fonts (apt-get install fonts-dejavu-core)"
        case .fontconfigUnavailable:
            return "fontconfig could not be initialised; install fontconfig (apt-get install fontconfig "
                + "fonts-dejavu-core) or check FONTCONFIG_FILE"
        case .cannotLoadFont(let path, let code):
            return "FreeType could not open font file '\(path)' (FreeType error \(code)); "
                + "reinstall the font or choose another family"
        case .notScalable(let path):
            return "font file '\(path)' has only fixed-size bitmaps; choose a scalable (TrueType/OpenType) family"
        }
    }
}
