import ChartExport
import ChartImage
import Foundation

/// Golden-image checks for rendering tests: compares a rendered image with
/// `Tests/Goldens/NAME.png`, records goldens on request, and writes the actual image and a diff
/// image to `.build/golden-diffs/` when they differ.
///
/// Pixels are compared only when the GL renderer is a software rasteriser (Mesa llvmpipe), which
/// draws the same pixels on every machine; on a GPU the check passes with a note instead.
public enum GoldenImage {
    /// The environment variable that, set to `1`, makes ``check(_:named:tolerance:maxDifferingFraction:)``
    /// write the image as the new golden instead of comparing.
    public static let recordVariable = "OPENCHARTS_RECORD_GOLDENS"

    /// The repository root (the folder holding `Package.swift`), found from this source file.
    public static var repositoryRoot: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appending(path: "Package.swift").path) { return url }
            url = url.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Where goldens live: `Tests/Goldens/`.
    public static var goldensFolder: URL { repositoryRoot.appending(path: "Tests/Goldens") }

    /// Where actual and diff images of failed checks go: `.build/golden-diffs/`.
    public static var diffsFolder: URL { repositoryRoot.appending(path: ".build/golden-diffs") }

    /// Checks `image` against the golden `Tests/Goldens/<name>.png`.
    ///
    /// - Parameters:
    ///   - image: The rendered image.
    ///   - name: The golden's name, a sentence-like identifier such as `"composed-2d-scene"`.
    ///   - tolerance: The largest per-channel difference (0…255) that still counts as equal.
    ///   - maxDifferingFraction: The largest fraction of pixels (0…1) allowed to differ by more.
    ///   - softwareRenderer: Whether the image came from a software rasteriser; nil asks
    ///     ``ChartExport/HeadlessRenderer/defaultIsSoftwareRenderer``.
    /// - Returns: What happened: matched, recorded, or skipped on a hardware renderer.
    /// - Throws: ``GoldenFailure`` when the golden is missing or the images differ too much.
    @discardableResult
    public static func check(
        _ image: RGBAImage, named name: String, tolerance: Int = 8, maxDifferingFraction: Double = 0.002,
        softwareRenderer: Bool? = nil
    ) throws -> GoldenResult {
        let golden = goldensFolder.appending(path: name + ".png")
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(at: goldensFolder, withIntermediateDirectories: true)
            try PNGCodec.write(image, to: golden)
            return .recorded(path: golden.path)
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            throw GoldenFailure.missing(name: name, path: golden.path, recordVariable: recordVariable)
        }
        guard softwareRenderer ?? HeadlessRenderer.defaultIsSoftwareRenderer else {
            return .skipped(
                reason: "pixel comparison of \(name) skipped: renderer is "
                    + "\(HeadlessRenderer.defaultRendererDescription), goldens are llvmpipe images")
        }
        let expected = try PNGCodec.read(contentsOf: golden)
        let comparison = RGBAImage.compare(image, expected, tolerance: tolerance)
        if !comparison.sizeMismatch && comparison.differingFraction <= maxDifferingFraction {
            return .matched(
                differingFraction: comparison.differingFraction, maxChannelDelta: comparison.maxChannelDelta)
        }
        try FileManager.default.createDirectory(at: diffsFolder, withIntermediateDirectories: true)
        let actualPath = diffsFolder.appending(path: name + ".actual.png")
        let diffPath = diffsFolder.appending(path: name + ".diff.png")
        try PNGCodec.write(image, to: actualPath)
        try PNGCodec.write(comparison.diffImage, to: diffPath)
        throw GoldenFailure.mismatch(
            name: name, summary: comparison.summary, allowedFraction: maxDifferingFraction,
            actualPath: actualPath.path, diffPath: diffPath.path, recordVariable: recordVariable)
    }
}
