import Testing

@testable import ChartImage

@Suite struct RGBAImageTests {
    @Test func fillSetsEveryPixel() {
        let image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 40))
        #expect(image.pixels.count == 24)
        #expect(image.pixels == Array([UInt8]([10, 20, 30, 40]).repeated(6)))
        #expect(
            RGBAImage(width: 2, height: 2, fill: [1, 2, 3, 4]) == RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 4)))
        #expect(RGBAImage(width: 2, height: 1).pixels == [UInt8](repeating: 0, count: 8))
    }

    @Test func pixelAccessIsRowMajorFromTheTop() {
        var image = RGBAImage(width: 4, height: 3)
        image[3, 0] = (255, 0, 0, 255)
        image.setPixel(x: 0, y: 2, to: (0, 0, 255, 128))
        #expect(image.pixels[12..<16] == [255, 0, 0, 255])
        #expect(image.pixels[32..<36] == [0, 0, 255, 128])
        let p = image.pixel(x: 0, y: 2)
        #expect(p.b == 255 && p.a == 128)
        #expect(image[3, 0] == (255, 0, 0, 255))
    }

    @Test func validatingInitChecksTheByteCount() throws {
        #expect(throws: ImageError.sizeMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 15)) {
            try RGBAImage(width: 2, height: 2, validating: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: ImageError.invalidSize(width: -1, height: 2)) {
            try RGBAImage(width: -1, height: 2, validating: [])
        }
        let image = try RGBAImage(width: 1, height: 1, validating: [1, 2, 3, 4])
        #expect(image == RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4]))
    }

    @Test func flippingTwiceIsIdentity() {
        var image = RGBAImage(width: 2, height: 3)
        image[1, 0] = (9, 9, 9, 9)
        let flipped = image.flippedVertically()
        #expect(flipped[1, 2] == (9, 9, 9, 9))
        #expect(flipped.flippedVertically() == image)
    }
}

extension Array {
    fileprivate func repeated(_ count: Int) -> [Element] {
        (0..<count).flatMap { _ in self }
    }
}
