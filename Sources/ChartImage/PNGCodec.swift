import CPNG
import Foundation

/// PNG encoding and decoding of ``RGBAImage`` values through libpng's simplified `png_image` API, which
/// reports errors in `image.message` instead of `longjmp`-ing through Swift frames.
public enum PNGCodec {
    /// The largest width or height accepted, in pixels (libpng's default user limit).
    public static let maximumDimension = 1_000_000

    /// Encodes `image` as an 8-bit PNG: RGB when every pixel is opaque, else RGBA (decoding gives
    /// back exactly `image` either way). See `PNGCodec+Encoder.swift` for the filter and compression.
    /// - Parameters:
    ///   - image: the pixels to store; must be at least 1×1.
    ///   - fast: `true` compresses at zlib level 1 instead of 2 (a slightly larger file); default `false`.
    /// - Throws: ``ImageError/invalidSize(width:height:)`` for an empty or oversized image,
    ///   ``ImageError/encodeFailed(message:)`` when zlib fails.
    public static func encode(_ image: RGBAImage, fast: Bool = false) throws -> Data {
        try checkSize(width: image.width, height: image.height)
        return try deflateEncode(image, level: fast ? 1 : 2)
    }

    /// Decodes PNG bytes (any PNG colour type and bit depth) into an 8-bit RGBA image with straight alpha.
    /// - Throws: ``ImageError/invalidPNG(source:message:)`` with libpng's message when the data is not a
    ///   readable PNG.
    public static func decode(_ data: Data) throws -> RGBAImage {
        try decode(data, source: "PNG data")
    }

    /// Reads and decodes the PNG file at `url`.
    /// - Throws: ``ImageError/fileNotFound(path:)``, ``ImageError/isDirectory(path:)``,
    ///   ``ImageError/readFailed(path:reason:)``, or ``ImageError/invalidPNG(source:message:)`` naming the file.
    public static func read(contentsOf url: URL) throws -> RGBAImage {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImageError.fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw ImageError.isDirectory(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImageError.readFailed(path: path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data, source: "'\(path)'")
    }

    /// Encodes `image` and writes it to `url` atomically (see ``AtomicFile``): the file is either the new
    /// PNG or, after any failure, exactly what it was before.
    /// - Parameter fast: as in ``encode(_:fast:)``; default `false`.
    /// - Throws: the errors of ``encode(_:fast:)`` and ``AtomicFile/write(_:to:)``.
    public static func write(_ image: RGBAImage, to url: URL, fast: Bool = false) throws {
        try AtomicFile.write(try encode(image, fast: fast), to: url)
    }

    // MARK: - libpng plumbing

    private static func decode(_ data: Data, source: String) throws(ImageError) -> RGBAImage {
        // libpng keeps the pointer from begin_read until finish_read: both run inside one borrow of `data`.
        let result: Result<RGBAImage, ImageError> = data.withUnsafeBytes { bytes in
            var png = png_image()
            png.version = cpng_image_version
            guard png_image_begin_read_from_memory(&png, bytes.baseAddress, bytes.count) != 0 else {
                defer { png_image_free(&png) }
                return .failure(.invalidPNG(source: source, message: libpngMessage(&png)))
            }
            let width = Int(png.width)
            let height = Int(png.height)
            guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension else {
                png_image_free(&png)
                return .failure(.invalidPNG(source: source, message: "unsupported image size \(width)×\(height)"))
            }
            png.format = cpng_format_rgba
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&png, nil, out.baseAddress, 0, nil)
            }
            guard finished != 0 else {
                defer { png_image_free(&png) }
                return .failure(.invalidPNG(source: source, message: libpngMessage(&png)))
            }
            return .success(RGBAImage(width: width, height: height, pixels: pixels))
        }
        return try result.get()
    }

    private static func checkSize(width: Int, height: Int) throws(ImageError) {
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension else {
            throw .invalidSize(width: width, height: height)
        }
        let (_, overflow) = (width * 4).multipliedReportingOverflow(by: height)
        guard !overflow else { throw .invalidSize(width: width, height: height) }
    }

    /// libpng's error text: `message` is a `char[64]` that Swift imports as a 64-element tuple.
    private static func libpngMessage(_ png: inout png_image) -> String {
        let text = withUnsafeBytes(of: &png.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "unknown libpng error" : text
    }
}
