/// An 8-bit RGBA image held in memory: rows top to bottom, four bytes per pixel (red, green, blue, alpha),
/// straight (not premultiplied) alpha, as a PNG stores it.
public struct RGBAImage: Sendable, Equatable {
    /// One pixel: red, green, blue and straight alpha, 0...255 each.
    public typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, row-major, top row first, RGBA per pixel. Change the bytes freely but keep
    /// the count.
    public var pixels: [UInt8]

    /// An image of `width` × `height` pixels, every pixel set to `fill` (default transparent black).
    /// - Precondition: `width` and `height` are not negative.
    public init(width: Int, height: Int, fill: Pixel = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "image size \(width)×\(height) is negative")
        self.width = width
        self.height = height
        let count = width * height
        var pixels = [UInt8](repeating: 0, count: count * 4)
        if fill != (0, 0, 0, 0) {
            for i in 0..<count {
                pixels[4 * i] = fill.r
                pixels[4 * i + 1] = fill.g
                pixels[4 * i + 2] = fill.b
                pixels[4 * i + 3] = fill.a
            }
        }
        self.pixels = pixels
    }

    /// An image of `width` × `height` pixels, every pixel set to the four bytes of `fill` (R, G, B, A).
    /// - Precondition: `fill` holds exactly 4 bytes; `width` and `height` are not negative.
    public init(width: Int, height: Int, fill: [UInt8]) {
        precondition(fill.count == 4, "fill must hold 4 bytes (R, G, B, A), got \(fill.count)")
        self.init(width: width, height: height, fill: (fill[0], fill[1], fill[2], fill[3]))
    }

    /// An image over existing RGBA bytes (rows top-down, straight alpha). Use this for pixels the program
    /// made itself; use ``init(width:height:validating:)`` for bytes from outside.
    /// - Precondition: `pixels.count == width * height * 4` and the sizes are not negative.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "image size \(width)×\(height) is negative")
        precondition(
            pixels.count == width * height * 4,
            "a \(width)×\(height) RGBA image needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image over RGBA bytes that come from outside the program, checked instead of trapping.
    /// - Throws: ``ImageError/invalidSize(width:height:)`` for a negative size,
    ///   ``ImageError/sizeMismatch(width:height:expectedBytes:actualBytes:)`` when the byte count is wrong.
    public init(width: Int, height: Int, validating pixels: [UInt8]) throws(ImageError) {
        guard width >= 0, height >= 0 else { throw .invalidSize(width: width, height: height) }
        let (expected, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard !overflow, pixels.count == expected else {
            throw .sizeMismatch(width: width, height: height, expectedBytes: expected, actualBytes: pixels.count)
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Whether the image has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Byte offset of pixel (`x`, `y`) in ``pixels``; (0, 0) is the top-left pixel.
    @inlinable public func offset(x: Int, y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return (y * width + x) * 4
    }

    /// The pixel at column `x`, row `y` (top-left is (0, 0)).
    /// - Precondition: the pixel lies inside the image.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let i = offset(x: x, y: y)
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = offset(x: x, y: y)
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }

    /// The pixel at column `x`, row `y`, the same as the subscript.
    public func pixel(x: Int, y: Int) -> Pixel { self[x, y] }

    /// Sets the pixel at column `x`, row `y`, the same as assigning through the subscript.
    public mutating func setPixel(x: Int, y: Int, to value: Pixel) { self[x, y] = value }

    /// The image upside down (for rows read bottom-up, as `glReadPixels` returns them).
    public func flippedVertically() -> RGBAImage {
        let rowBytes = width * 4
        var flipped = [UInt8](repeating: 0, count: pixels.count)
        for row in 0..<height {
            let from = (height - 1 - row) * rowBytes
            flipped[row * rowBytes..<(row + 1) * rowBytes] = pixels[from..<from + rowBytes]
        }
        return RGBAImage(width: width, height: height, pixels: flipped)
    }
}
