/// The result of comparing an actual image with an expected one, pixel by pixel; see
/// ``RGBAImage/compare(_:_:tolerance:)``.
public struct ImageComparison: Sendable, Equatable {
    /// The per-channel tolerance used, 0...255: a pixel differs when one of its channels is further off.
    public var tolerance: Int
    /// The largest difference in any channel of any pixel, 0...255 (255 where the sizes differ).
    public var maxChannelDelta: Int
    /// How many pixels differ by more than ``tolerance`` in some channel (pixels outside the overlap of
    /// two images of different sizes all count).
    public var differingPixelCount: Int
    /// ``differingPixelCount`` over the pixel count of the diff image, 0...1 (0 for two empty images).
    public var differingFraction: Double
    /// Whether the two images have different widths or heights.
    public var sizeMismatch: Bool
    /// The expected image faded to light grey, with pixels beyond the tolerance in red and pixels that differ
    /// within the tolerance in magenta; as wide and tall as the larger of the two images.
    public var diffImage: RGBAImage

    /// Creates a comparison result from its parts.
    public init(
        tolerance: Int, maxChannelDelta: Int, differingPixelCount: Int, differingFraction: Double,
        sizeMismatch: Bool, diffImage: RGBAImage
    ) {
        self.tolerance = tolerance
        self.maxChannelDelta = maxChannelDelta
        self.differingPixelCount = differingPixelCount
        self.differingFraction = differingFraction
        self.sizeMismatch = sizeMismatch
        self.diffImage = diffImage
    }

    /// Whether the images have the same size and no pixel differs by more than the tolerance.
    public var isMatch: Bool { !sizeMismatch && differingPixelCount == 0 }

    /// A one-line summary for test failures, e.g. "312 of 480000 pixels (0.065%) differ by more than 2,
    /// max channel delta 97".
    public var summary: String {
        let total = diffImage.width * diffImage.height
        let percent = (differingFraction * 100_000).rounded() / 1000
        let size = sizeMismatch ? "sizes differ; " : ""
        return "\(size)\(differingPixelCount) of \(total) pixels (\(percent)%) differ by more than \(tolerance), "
            + "max channel delta \(maxChannelDelta)"
    }
}
