import ChartExport
import ChartRender
import ChartText
import ChartVector

// The errors the public API throws from modules that `import OpenCharts` does not re-export whole
// (the exporter, the renderer and the font system stay internal layers), named here so that analysis
// code can catch them: `catch let error as ExportError`.

/// Why a headless render could not run: no EGL display or context, or the GL driver refused (thrown
/// by `ImageRenderer`'s rendering and writing methods).
public typealias ExportError = ChartExport.ExportError

/// Why drawing a scene failed: a shader, buffer or framebuffer the GL driver refused (thrown by
/// `ImageRenderer` and by a window's `Viewer.run()`).
public typealias RenderError = ChartRender.RenderError

/// Why a font could not be found or loaded (thrown where text is measured or drawn).
public typealias FontError = ChartText.FontError

/// Why a vector document (PDF, SVG, EPS) could not be made: a page size, a font, or Cairo's own
/// error (thrown by `ImageRenderer.pdfData()`, `svgData()`, `epsData()` and `write(to:)`).
public typealias VectorError = ChartVector.VectorError
