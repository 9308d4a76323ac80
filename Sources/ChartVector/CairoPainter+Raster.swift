import CCairo
import ChartImage
import ChartScene

extension CairoPainter {
    /// Draws `raster` stretched over its rectangle (scene pixels): the page shows it at its own
    /// resolution, and its edges are the rectangle's, where the vector box was placed.
    func draw(_ raster: WorldRaster) {
        let image = raster.image
        guard image.width > 0, image.height > 0, raster.rect.width > 0, raster.rect.height > 0,
            let surface = Self.surface(width: image.width, height: image.height, pixels: image.pixels)
        else { return }
        cairo_save(context)
        let rect = raster.rect
        cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        cairo_translate(context, Double(rect.x), Double(rect.y))
        cairo_scale(context, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
        cairo_surface_destroy(surface)
    }

    /// Paints `image` (a pixel-space primitive) stretched over its rectangle, through an image
    /// surface of its texels (so PDF and SVG embed the raster), nearest or bilinear as the image says,
    /// its opacity applied with `cairo_paint_with_alpha`.
    func draw(_ image: SceneImage) {
        guard image.problem == nil,
            let surface = Self.surface(width: image.width, height: image.height, pixels: image.texels)
        else { return }
        cairo_save(context)
        let (x, y) = (Double(image.origin.x), Double(image.origin.y))
        let (w, h) = (Double(image.size.x), Double(image.size.y))
        cairo_rectangle(context, x, y, w, h)
        cairo_clip(context)
        cairo_translate(context, x, y)
        cairo_scale(context, w / Double(image.width), h / Double(image.height))
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(
            cairo_get_source(context), image.filtering == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(context, Double(image.opacity))
        cairo_restore(context)
        cairo_surface_destroy(surface)
    }

    /// An ARGB32 image surface (premultiplied, native-endian words) holding `width` × `height`
    /// RGBA pixels with straight alpha.
    private static func surface(width: Int, height: Int, pixels source: [UInt8]) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        source.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: width)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(pixels[i + 3])
                    let r = (UInt32(pixels[i]) * a + 127) / 255
                    let g = (UInt32(pixels[i + 1]) * a + 127) / 255
                    let b = (UInt32(pixels[i + 2]) * a + 127) / 255
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
