import CGL
import ChartCamera
import ChartImage
import ChartRender
import ChartScene
import Foundation

extension Viewer {
    /// Draws the view again for a screenshot (S) and saves it as `opencharts-view-<n>.png` in
    /// ``screenshotFolder``, with ``screenshotText``'s chunks and a `pHYs` chunk of 72 × the shot's
    /// scale pixels per inch (as headless PNGs): the scene for ``ViewControllerState``
    /// `state.screenshot(scale: screenshotScale)`, from ``makeScreenshotScene`` (else `makeScene`),
    /// drawn into an offscreen target of its own size, so neither the window's size nor the
    /// pointer's read-out end up in the file.
    func saveScreenshot(of state: ViewControllerState, canvas: WindowCanvas) throws {
        let url = nextScreenshotURL()
        do {
            let shot = state.screenshot(scale: screenshotScale)
            let scene = try (makeScreenshotScene ?? makeScene)(shot)
            let image = try canvas.image(of: scene)
            let format = try ImageFormat(url: url)
            guard format == .png else { throw ImageError.wrongFormat(path: url.path, writing: .png, named: format) }
            var png = try PNGCodec.insertTextChunks(PNGCodec.encode(image), screenshotText?() ?? [])
            // 72 pixels per inch per unit of scale, as headless PNGs: the file prints at the view's size in points.
            if shot.contentScale.isFinite, shot.contentScale > 0 {
                png = try PNGCodec.insertResolution(png, dotsPerInch: 72 * shot.contentScale)
            }
            try AtomicFile.write(png, to: url)
        } catch {
            throw ViewerError.saveFailed(path: url.path, reason: "\(error)")
        }
        print("saved \(url.path)")
        fflush(nil)
        onSave?(url)
    }

    /// `opencharts-view-<n>.png` in ``screenshotFolder`` with the first n (from 1) not taken.
    private func nextScreenshotURL() -> URL {
        let name = { (index: Int) in "opencharts-view-\(index).\(ImageFormat.png.fileExtension)" }
        var index = 1
        var url = screenshotFolder.appendingPathComponent(name(index))
        while FileManager.default.fileExists(atPath: url.path) {
            index += 1
            url = screenshotFolder.appendingPathComponent(name(index))
        }
        return url
    }
}

extension ViewControllerState {
    /// The state a screenshot is drawn for: the same view (pose, projection, zoom, pan, the chart's
    /// frame in points) at `scale` device pixels per point, without the pointer (`hover` nil, so no
    /// read-out) or a drag. Nil `scale` keeps the framebuffer's pixels and scale.
    func screenshot(scale: Double?) -> ViewControllerState {
        var shot = self
        shot.hover = nil
        shot.drag = nil
        guard let scale, scale.isFinite, scale > 0, contentScale > 0, scale != contentScale else { return shot }
        // Pixel sizes and the pan grow with the scale; the frame in points, pose and zoom stay.
        let factor = scale / contentScale
        shot.pixelWidth = max(1, Int((Double(pixelWidth) * factor).rounded()))
        shot.pixelHeight = max(1, Int((Double(pixelHeight) * factor).rounded()))
        shot.pan = pan * factor
        shot.contentScale = scale
        return shot
    }
}
