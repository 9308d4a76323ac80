import ChartExport
import ChartImage
import ChartScene
import ChartVector
import Foundation

extension ImageRenderer {
    /// The chart as a PDF document: a page of the chart's size in points, its 2D content,
    /// axes, labels, legends and colour bars as vector graphics, text in the embedded font
    /// (selectable and searchable), 3D content as a raster at ``rasterDPI`` under the vector axes
    /// box and labels. The title and description are the PDF's metadata.
    public func pdfData() throws -> Data { try vectorData(.pdf) }

    /// The chart as an SVG document (see ``pdfData()``); the text is drawn as glyph outlines and
    /// kept as transparent `<text>` elements, so it can be searched and selected.
    public func svgData() throws -> Data { try vectorData(.svg) }

    /// The chart as an Encapsulated PostScript document (see ``pdfData()``).
    public func epsData() throws -> Data { try vectorData(.eps) }

    /// The chart encoded as `format`: ``pngData()``, ``pdfData()``, ``svgData()`` or ``epsData()``.
    public func data(as format: ImageFormat) throws -> Data {
        switch format {
        case .png: try pngData()
        case .pdf: try vectorData(.pdf)
        case .svg: try vectorData(.svg)
        case .eps: try vectorData(.eps)
        }
    }

    /// Renders and writes the file at `url` atomically, in the format its extension names: PNG,
    /// PDF, SVG or EPS (any case, see ``ImageFormat``). A failure leaves no partial file and an
    /// existing file at `url` untouched; a name of another format, or none, throws
    /// ``ImageError/unsupportedFormat(path:fileExtension:)`` before anything is rendered.
    public func write(to url: URL) throws {
        let format = try ImageFormat(url: url)
        try AtomicFile.write(data(as: format), to: url)
    }

    private func vectorData(_ format: VectorFormat) throws -> Data {
        try checkScale()
        guard rasterDPI.isFinite, rasterDPI > 0 else { throw ImageError.invalidResolution(rasterDPI) }
        let (scene, description) = try content.renderSceneAndDescription(scale: scale)
        // Raster pixels per scene pixel: the scene has `scale` pixels per point, a point is 1/72 in.
        let requests = VectorRenderer.rasterRequests(
            for: scene, factor: rasterDPI / 72 / scale, maximumSide: HeadlessRenderer.maximumSide)
        let rasters = try requests.map { WorldRaster($0, image: try renderRaster($0.scene)) }
        report(scene.warnings)
        let renderer = VectorRenderer(
            format: format, pointsPerPixel: 1 / scale, title: Self.title(content, description: description),
            subject: description)
        return try renderer.render(scene, rasters: rasters)
    }
}
