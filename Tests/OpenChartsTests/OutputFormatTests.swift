import ChartExport
import ChartGallery
import Foundation
import OpenCharts
import Testing

/// A file name whose extension is not a format written, or (for `writePNG`) is another format's, is
/// an error before any work, and nothing is written: `ImageRenderer.writePNG`, the gallery's
/// `writePNG`, and `writeFrames`' names.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct OutputFormatTests {
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appending(path: "oc-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test(arguments: ["fig.pdf", "fig.svg", "fig.eps", "fig"])
    func writePNGRefusesANameOfAnotherFormatAndWritesNothing(_ name: String) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let renderer = ImageRenderer(content: Examples.cosine().frame(width: 120, height: 90))
        let url = dir.appending(path: name)
        #expect {
            try renderer.writePNG(to: url)
        } throws: { error in
            switch error as? ImageError {
            case .unsupportedFormat(let path, _): return path == url.path && name == "fig"
            case .wrongFormat(let path, .png, let named): return path == url.path && named.isVector
            default: return false
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        // Refused before rendering: no render happened, so there are no warnings of one.
        #expect(renderer.warnings.isEmpty)
        // An upper-case extension is PNG.
        try renderer.writePNG(to: dir.appending(path: "FIG.PNG"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["FIG.PNG"])
    }

    @Test func theGalleryWriterRefusesAnotherFormat() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let chart = ExampleChart.chart(Examples.cosine())
        #expect(throws: ImageError.wrongFormat(path: dir.appending(path: "c.svg").path, writing: .png, named: .svg)) {
            try chart.writePNG(to: dir.appending(path: "c.svg"), scale: 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func writeFramesNamesItsFilesAsPNG() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = Examples.cosine().frame(width: 80, height: 60)
        let renderer = ImageRenderer(content: old)
        let urls = try renderer.writeFrames(from: old, to: old, animation: .linear(duration: 0.05), fps: 20, to: dir)
        #expect(urls.map(\.lastPathComponent) == ["frame-0000.png", "frame-0001.png"])
        #expect(try urls.allSatisfy { try ImageFormat(url: $0) == .png })
    }
}
