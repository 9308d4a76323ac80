import ChartCore
import ChartExport
import ChartImage
import ChartScene
import Foundation

/// Renders a chart to an image without a display (SwiftUI's `ImageRenderer`, for charts): EGL
/// headless OpenGL, multisampled, read back and encoded as PNG.
///
/// The image is the chart's frame size (`.frame(width:height:)`, in points) times ``scale``.
/// A renderer keeps its OpenGL context between renders; use it from one thread at a time.
public final class ImageRenderer<Content: ChartRepresentable> {
    /// The chart to render.
    public var content: Content
    /// Device pixels per point (default 1; 2 for a "retina" image). A PNG records it as its
    /// resolution, 72 × `scale` pixels per inch (a `pHYs` chunk): scale 300 / 72 gives a 300 dpi
    /// figure of the chart's size in points.
    public var scale: Double = 1
    /// The resolution of 3D content (surfaces, clouds, meshes) in vector output (``pdfData()``,
    /// ``svgData()``, ``epsData()``), in pixels per inch of the page (default 300). 2D content and
    /// every decoration are vector at any resolution.
    public var rasterDPI: Double = 300
    /// The warnings of the last render (``renderImage()``, ``pngData()``, ``writePNG(to:)``): the
    /// scene's (values skipped, colours repeated, a font replaced, nothing drawn) and
    /// ``ChartWarning/blankImage(primitives:)`` when the image came out as one colour. Each was
    /// also given to ``ChartWarning/handler``. Empty before the first render.
    public private(set) var warnings: [ChartWarning] = []
    private var backend: HeadlessRenderer?

    /// A renderer for `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The lowered scene that would be drawn.
    public func renderScene() throws -> RenderScene {
        try checkScale()
        return try content.renderScene(scale: scale)
    }

    func checkScale() throws {
        guard scale.isFinite, scale > 0 else {
            let size = content.frameSize
            throw ChartError.invalidSize(width: size.width, height: size.height, scale: scale)
        }
    }

    /// Bytes copied into GL buffers by the last render: a chart whose points or line vertices
    /// were only appended to since the previous render uploads just the new ones.
    package var uploadedByteCount: Int { backend?.uploadedByteCount ?? 0 }

    /// The rendered image (RGBA, rows top to bottom).
    public func renderImage() throws -> RGBAImage {
        try render(renderScene())
    }

    private func render(_ scene: RenderScene) throws -> RGBAImage {
        if backend == nil { backend = try HeadlessRenderer() }
        let image = try backend!.render(scene)
        var found = scene.warnings
        // A scene that draws nothing visible: checked on every eighth row of the read-back image,
        // a few microseconds (only when lowering did not already say that nothing was drawn).
        let primitiveCount = scene.primitives.count + scene.panels.reduce(0) { $0 + $1.primitives.count }
        if primitiveCount > 0, !found.contains(where: { if case .nothingDrawn = $0 { true } else { false } }),
            image.isUniform(rowStep: 8)
        {
            found.append(.blankImage(primitives: primitiveCount))
        }
        report(found)
        return image
    }

    /// Records `found` as the last render's warnings and hands each to ``ChartWarning/handler``.
    func report(_ found: [ChartWarning]) {
        warnings = found
        let handler = ChartWarning.handler
        for warning in found { handler(warning) }
    }

    /// Draws the world content of a vector document with the GL renderer.
    func renderRaster(_ scene: RenderScene) throws -> RGBAImage {
        if backend == nil { backend = try HeadlessRenderer() }
        return try backend!.render(scene)
    }

    /// The rendered image encoded as PNG, with the chart's alt text: UTF-8 `iTXt` chunks `Title`
    /// (the chart's accessibility label, else the first sentence of its description) and
    /// `Description` (``ChartRepresentable/accessibilityDescription``), and its resolution
    /// (`pHYs`: 72 × ``scale`` pixels per inch).
    public func pngData() throws -> Data {
        try checkScale()
        let (scene, description) = try content.renderSceneAndDescription(scale: scale)
        return try PNGCodec.insertTextChunks(
            PNGCodec.insertResolution(PNGCodec.encode(render(scene)), dotsPerInch: 72 * scale),
            [
                (keyword: "Title", text: Self.title(content, description: description)),
                (keyword: "Description", text: description),
                (keyword: "Software", text: "OpenCharts"),
            ])
    }

    /// Renders and writes a PNG file atomically, with the text chunks of ``pngData()``: a failure
    /// leaves no partial file and an existing file at `url` untouched.
    ///
    /// The file name must end in `.png` (any case): another format's name throws
    /// ``ImageError/wrongFormat(path:writing:named:)`` and a name of no format
    /// ``ImageError/unsupportedFormat(path:fileExtension:)``, before anything is rendered, so
    /// `fig.pdf` never receives PNG bytes (``write(to:)`` writes the format a name asks for).
    public func writePNG(to url: URL) throws {
        let format = try ImageFormat(url: url)
        guard format == .png else { throw ImageError.wrongFormat(path: url.path, writing: .png, named: format) }
        try AtomicFile.write(pngData(), to: url)
    }

    /// The title of the chart's files: its accessibility label, else its description's first
    /// sentence without the full stop.
    static func title(_ content: Content, description: String) -> String {
        if let title = content.accessibilityTitle { return title }
        let first = description.prefix { $0 != "." && $0 != ":" }
        return first.isEmpty ? "Chart" : String(first)
    }
}

extension RGBAImage {
    /// Whether every pixel on rows 0, `rowStep`, 2 × `rowStep`, … (and the last row) equals the
    /// first pixel: a cheap test for an image with nothing visible on it.
    func isUniform(rowStep: Int) -> Bool {
        guard width > 0, height > 0 else { return true }
        return pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            let first = words[0]
            var rows = Array(stride(from: 0, to: height, by: max(rowStep, 1)))
            if rows.last != height - 1 { rows.append(height - 1) }
            for row in rows {
                for word in words[(row * width)..<((row + 1) * width)] where word != first { return false }
            }
            return true
        }
    }
}
