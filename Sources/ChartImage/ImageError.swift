/// Why an image could not be made, read or written. Each message is one line that names the input, says
/// what was wrong and what to do.
public enum ImageError: Error, CustomStringConvertible, Equatable {
    /// The folder that should hold `path` does not exist.
    case directoryNotFound(path: String)
    /// The folder that should hold `path` (or the file itself) may not be written by this user.
    case notWritable(path: String)
    /// `path` names a directory where a file was expected.
    case isDirectory(path: String)
    /// There is no file at `path` to read.
    case fileNotFound(path: String)
    /// Reading `path` failed for another reason (`reason` is the system's message).
    case readFailed(path: String, reason: String)
    /// Writing `path` failed for another reason (`reason` is the system's message, e.g. disk full).
    case writeFailed(path: String, reason: String)
    /// The bytes from `source` (a path, or "PNG data") are not a PNG libpng can read; `message` is libpng's.
    case invalidPNG(source: String, message: String)
    /// libpng could not encode the image; `message` is libpng's.
    case encodeFailed(message: String)
    /// An image size that cannot be stored: negative, empty where pixels are needed, or too large.
    case invalidSize(width: Int, height: Int)
    /// The pixel bytes do not match the image size.
    case sizeMismatch(width: Int, height: Int, expectedBytes: Int, actualBytes: Int)
    /// A PNG text keyword that the format does not allow.
    case invalidTextKeyword(String)
    /// PNG text for `keyword` that contains a NUL byte, which the iTXt chunk cannot hold.
    case invalidText(keyword: String)
    /// The file name at `path` ends in `fileExtension` (empty: no extension), which is not a format
    /// written (``ImageFormat``); nothing was rendered or written.
    case unsupportedFormat(path: String, fileExtension: String)
    /// A writer of one format (`writing`, e.g. `writePNG`) was given the name `path` of another
    /// (`named`); nothing was rendered or written.
    case wrongFormat(path: String, writing: ImageFormat, named: ImageFormat)
    /// A resolution (dots per inch) that is not positive and finite, or too large for a PNG.
    case invalidResolution(Double)

    /// A one-line message naming the input and the remedy.
    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            return "cannot write '\(path)': its folder does not exist; create the folder or choose another path"
        case .notWritable(let path):
            return "cannot write '\(path)': permission denied; choose a folder you can write to"
        case .isDirectory(let path):
            return "cannot use '\(path)': it is a directory; give a file name such as '\(path)/chart.png'"
        case .fileNotFound(let path):
            return "cannot read '\(path)': no such file; check the path"
        case .readFailed(let path, let reason):
            return "cannot read '\(path)': \(reason); check the file and its permissions"
        case .writeFailed(let path, let reason):
            return "cannot write '\(path)': \(reason); check free space and permissions, the old file is untouched"
        case .invalidPNG(let source, let message):
            return "\(source) is not a readable PNG (libpng: \(message)); re-export the image as PNG"
        case .encodeFailed(let message):
            return "PNG encoding failed (libpng: \(message)); check the image size and pixel data"
        case .invalidSize(let width, let height):
            return "image size \(width)×\(height) is not allowed; width and height must be 1 or more "
                + "(and at most \(PNGCodec.maximumDimension))"
        case .sizeMismatch(let width, let height, let expected, let actual):
            return "a \(width)×\(height) RGBA image needs \(expected) bytes but \(actual) were given; "
                + "pass width * height * 4 bytes"
        case .invalidTextKeyword(let keyword):
            return "PNG text keyword '\(keyword)' is not allowed; use 1–79 printable Latin-1 characters "
                + "without leading, trailing or double spaces"
        case .invalidText(let keyword):
            return "PNG text for '\(keyword)' contains a NUL character; remove it"
        case .unsupportedFormat(let path, let ext):
            let found = ext.isEmpty ? "the file name has no extension" : "'.\(ext)' is not a format OpenCharts writes"
            let stem = path.hasSuffix("." + ext) ? String(path.dropLast(ext.count + 1)) : path
            return "cannot write '\(path)': \(found); it writes \(ImageFormat.acceptedList): "
                + "name it '\(stem).\(ImageFormat.png.fileExtension)'"
        case .invalidResolution(let dpi):
            return "a resolution of \(dpi) dots per inch cannot be stored; give a positive, finite value such as 300"
        case .wrongFormat(let path, let writing, let named):
            let stem = String(path.dropLast(named.fileExtension.count + 1))
            return "cannot write \(writing.name) to '\(path)': the name asks for \(named.name); use write(to:), "
                + "which writes the format the name asks for, or name it '\(stem).\(writing.fileExtension)'"
        }
    }
}
