import Foundation
import Testing

@testable import ChartImage

@Suite struct PNGCodecTests {
    /// A small image with every alpha level in one row and varied colours elsewhere.
    static func sample(width: Int = 256, height: Int = 5) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = (UInt8(x & 0xFF), UInt8((x * 7 + y * 31) & 0xFF), UInt8((y * 50) & 0xFF), UInt8(x & 0xFF))
            }
        }
        return image
    }

    @Test(arguments: [false, true]) func roundTripKeepsEveryPixelAndAlpha(fast: Bool) throws {
        let image = Self.sample()
        let data = try PNGCodec.encode(image, fast: fast)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let decoded = try PNGCodec.decode(data)
        #expect(decoded.width == image.width && decoded.height == image.height)
        #expect(decoded == image)
    }

    /// Tall images are compressed in bands on several threads; opaque ones are stored as RGB.
    @Test(arguments: [false, true]) func bandedEncodingRoundTrips(opaque: Bool) throws {
        var image = RGBAImage(width: 37, height: 700)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a: UInt8 = opaque ? 255 : UInt8((x * 5 + y) & 0xFF)
                image[x, y] = (UInt8((x * 3 + y / 7) & 0xFF), UInt8((y * 13) & 0xFF), UInt8(x & 0x0F), a)
            }
        }
        let data = try PNGCodec.encode(image)
        #expect(data[25] == (opaque ? 2 : 6))  // IHDR colour type: RGB or RGBA
        #expect(try PNGCodec.decode(data) == image)
        #expect(try PNGCodec.decode(try PNGCodec.encode(image, fast: true)) == image)
    }

    @Test func largeNoisyImageStillEncodes() throws {
        // Incompressible data exercises the worst-case buffer size.
        var generator = SystemRandomNumberGenerator()
        let pixels = (0..<(300 * 200 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let image = RGBAImage(width: 300, height: 200, pixels: pixels)
        #expect(try PNGCodec.decode(try PNGCodec.encode(image)) == image)
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: ImageError.invalidSize(width: 0, height: 3)) {
            try PNGCodec.encode(RGBAImage(width: 0, height: 3))
        }
    }

    @Test func garbageIsRejectedWithLibpngsMessage() {
        do {
            _ = try PNGCodec.decode(Data("definitely not a PNG".utf8))
            Issue.record("garbage decoded")
        } catch let error as ImageError {
            guard case .invalidPNG(let source, let message) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(source == "PNG data")
            #expect(!message.isEmpty)
            #expect(!error.description.contains("\n"))
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }

    @Test func truncatedPNGIsRejected() throws {
        let data = try PNGCodec.encode(Self.sample())
        #expect(throws: ImageError.self) { try PNGCodec.decode(data.prefix(data.count / 2)) }
        #expect(throws: ImageError.self) { try PNGCodec.decode(Data()) }
    }

    @Test func writeAndReadAFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("chart.png")
        let image = Self.sample(width: 17, height: 9)
        try PNGCodec.write(image, to: url, fast: true)
        #expect(try PNGCodec.read(contentsOf: url) == image)
        #expect(throws: ImageError.fileNotFound(path: folder.url.appendingPathComponent("missing.png").path)) {
            try PNGCodec.read(contentsOf: folder.url.appendingPathComponent("missing.png"))
        }
        #expect(throws: ImageError.isDirectory(path: folder.url.path)) {
            try PNGCodec.read(contentsOf: folder.url)
        }
    }

    @Test func readingAFileThatIsNotAPNGNamesTheFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: url)
        do {
            _ = try PNGCodec.read(contentsOf: url)
            Issue.record("text decoded as PNG")
        } catch let ImageError.invalidPNG(source, _) {
            #expect(source.contains("notes.png"))
        }
    }
}
