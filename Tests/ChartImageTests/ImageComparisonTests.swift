import Testing

@testable import ChartImage

@Suite struct ImageComparisonTests {
    @Test func identicalImagesMatch() {
        let image = PNGCodecTests.sample(width: 10, height: 10)
        let result = RGBAImage.compare(image, image, tolerance: 0)
        #expect(result.isMatch)
        #expect(result.maxChannelDelta == 0)
        #expect(result.differingPixelCount == 0)
        #expect(result.differingFraction == 0)
        #expect(result.diffImage.width == 10 && result.diffImage.height == 10)
    }

    @Test func countsOnlyPixelsBeyondTheTolerance() {
        let expected = RGBAImage(width: 4, height: 5, fill: (100, 100, 100, 255))
        var actual = expected
        actual[0, 0] = (101, 100, 100, 255)  // within tolerance 2
        actual[1, 0] = (100, 104, 100, 255)  // beyond
        actual[2, 3] = (100, 100, 100, 155)  // beyond, alpha only
        let result = RGBAImage.compare(actual, expected, tolerance: 2)
        #expect(result.maxChannelDelta == 100)
        #expect(result.differingPixelCount == 2)
        #expect(result.differingFraction == 0.1)
        #expect(!result.isMatch && !result.sizeMismatch)
        #expect(result.diffImage[1, 0] == (255, 0, 0, 255), "failures are red")
        #expect(result.diffImage[0, 0] == (255, 0, 255, 255), "tolerated differences are magenta")
        let background = result.diffImage[3, 4]
        #expect(background.r == background.g && background.g == background.b && background.r > 200, "faded grey")
        #expect(RGBAImage.compare(actual, expected, tolerance: 100).isMatch)
        #expect(result.summary.contains("2 of 20 pixels"))
    }

    @Test func fullyTransparentPixelsAreEqualWhateverTheirColour() {
        let a = RGBAImage(width: 2, height: 2, fill: (255, 0, 0, 0))
        let b = RGBAImage(width: 2, height: 2, fill: (0, 0, 255, 0))
        #expect(RGBAImage.compare(a, b, tolerance: 0).isMatch)
    }

    @Test func differentSizesAreFlaggedAndCoverBothImages() {
        let small = RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 255))
        let large = RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255))
        let result = RGBAImage.compare(small, large, tolerance: 0)
        #expect(result.sizeMismatch)
        #expect(!result.isMatch)
        #expect(result.diffImage.width == 4 && result.diffImage.height == 4)
        #expect(result.differingPixelCount == 16 - 6)
        #expect(result.maxChannelDelta == 255)
        #expect(result.diffImage[3, 3] == (255, 0, 0, 255))
    }
}
