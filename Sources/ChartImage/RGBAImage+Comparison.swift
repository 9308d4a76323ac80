extension RGBAImage {
    /// Compares `actual` with `expected` pixel by pixel, for golden-image tests.
    ///
    /// A pixel differs when any of its four channels is more than `tolerance` apart; two pixels that are
    /// both fully transparent are equal whatever their colour. Images of different sizes are compared over
    /// their overlap, and every pixel outside it counts as differing.
    /// - Parameters:
    ///   - actual: the image just produced (e.g. rendered).
    ///   - expected: the reference image; the diff image is drawn over a faded copy of it.
    ///   - tolerance: the largest per-channel difference that still counts as equal, clamped to 0...255.
    public static func compare(_ actual: RGBAImage, _ expected: RGBAImage, tolerance: Int) -> ImageComparison {
        let tolerance = min(max(tolerance, 0), 255)
        let width = max(actual.width, expected.width)
        let height = max(actual.height, expected.height)
        let sizeMismatch = actual.width != expected.width || actual.height != expected.height
        var diff = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
        var maxDelta = 0
        var differing = 0
        for y in 0..<height {
            for x in 0..<width {
                let out = (y * width + x) * 4
                let inActual = x < actual.width && y < actual.height
                let inExpected = x < expected.width && y < expected.height
                if inExpected {
                    let grey = fadedGrey(expected, (y * expected.width + x) * 4)
                    diff.pixels[out] = grey
                    diff.pixels[out + 1] = grey
                    diff.pixels[out + 2] = grey
                }
                guard inActual && inExpected else {
                    maxDelta = 255
                    differing += 1
                    paint(&diff, out, red: true)
                    continue
                }
                let delta = channelDelta(actual, (y * actual.width + x) * 4, expected, (y * expected.width + x) * 4)
                maxDelta = max(maxDelta, delta)
                if delta > tolerance {
                    differing += 1
                    paint(&diff, out, red: true)
                } else if delta > 0 {
                    paint(&diff, out, red: false)
                }
            }
        }
        let total = width * height
        return ImageComparison(
            tolerance: tolerance, maxChannelDelta: maxDelta, differingPixelCount: differing,
            differingFraction: total == 0 ? 0 : Double(differing) / Double(total), sizeMismatch: sizeMismatch,
            diffImage: diff)
    }

    private static func channelDelta(_ a: RGBAImage, _ i: Int, _ b: RGBAImage, _ j: Int) -> Int {
        if a.pixels[i + 3] == 0 && b.pixels[j + 3] == 0 { return 0 }
        var delta = 0
        for c in 0..<4 {
            delta = max(delta, abs(Int(a.pixels[i + c]) - Int(b.pixels[j + c])))
        }
        return delta
    }

    /// The pixel's luminance over white, pushed three quarters of the way to white so red stands out.
    private static func fadedGrey(_ image: RGBAImage, _ i: Int) -> UInt8 {
        let p = image.pixels
        let luminance = (299 * Int(p[i]) + 587 * Int(p[i + 1]) + 114 * Int(p[i + 2])) / 1000
        let alpha = Int(p[i + 3])
        let overWhite = (luminance * alpha + 255 * (255 - alpha)) / 255
        return UInt8(255 - (255 - overWhite) / 4)
    }

    private static func paint(_ image: inout RGBAImage, _ i: Int, red: Bool) {
        image.pixels[i] = 255
        image.pixels[i + 1] = 0
        image.pixels[i + 2] = red ? 0 : 255
        image.pixels[i + 3] = 255
    }
}
