import CCairo
import Foundation

/// A Cairo vector surface (PDF, SVG or EPS) that writes into memory.
final class CairoDocument {
    /// The bytes Cairo has written so far.
    private final class Sink {
        var data = Data()
    }

    let format: VectorFormat
    let surface: OpaquePointer
    let context: OpaquePointer
    private let sink: Unmanaged<Sink>

    /// A one-page document of `width` × `height` points.
    init(format: VectorFormat, width: Double, height: Double) throws(VectorError) {
        self.format = format
        sink = Unmanaged.passRetained(Sink())
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let closure = sink.toOpaque()
        let made: OpaquePointer? =
            switch format {
            case .pdf: cairo_pdf_surface_create_for_stream(write, closure, width, height)
            case .svg: cairo_svg_surface_create_for_stream(write, closure, width, height)
            case .eps: cairo_ps_surface_create_for_stream(write, closure, width, height)
            }
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            let message = made.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) } ?? "no surface"
            if let made { cairo_surface_destroy(made) }
            sink.release()
            throw .cairo(format: format, message: message)
        }
        surface = made
        switch format {
        case .pdf: cairo_pdf_surface_restrict_to_version(made, CAIRO_PDF_VERSION_1_5)
        case .svg: cairo_svg_surface_set_document_unit(made, CAIRO_SVG_UNIT_PT)
        case .eps:
            cairo_ps_surface_set_eps(made, 1)
            cairo_ps_surface_restrict_to_level(made, CAIRO_PS_LEVEL_3)
        }
        context = cairo_create(made)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
        sink.release()
    }

    /// Sets the PDF's title and subject (the chart's alt text) and its creator; other formats
    /// carry no such fields in Cairo.
    func setMetadata(title: String?, subject: String?) {
        guard format == .pdf else { return }
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        if let subject { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, subject) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "OpenCharts")
    }

    /// Ends the page and the document and returns its bytes.
    func finish() throws(VectorError) -> Data {
        cairo_show_page(context)
        let drawing = cairo_status(context)
        cairo_surface_finish(surface)
        let status = drawing != CAIRO_STATUS_SUCCESS ? drawing : cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(format: format, message: String(cString: cairo_status_to_string(status)))
        }
        return sink.takeUnretainedValue().data
    }
}
