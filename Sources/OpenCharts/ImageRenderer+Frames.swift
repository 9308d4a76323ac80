import ChartCore
import ChartImage
import Foundation

extension ImageRenderer where Content == Chart {
    /// The charts of an animated transition from `old` to `new`, one per frame at `fps` frames per
    /// second: frame 0 is `old` (the start), the last frame is `new` (at the animation's duration,
    /// rounded up to a whole frame). See `Chart.interpolated(to:fraction:scale:)`.
    public func frames(from old: Chart, to new: Chart, animation: Animation, fps: Double = 30) -> [Chart] {
        let rate = fps.isFinite && fps > 0 ? fps : 30
        let count = max(1, Int((animation.duration * rate).rounded(.up)))
        let transition = ChartTransition(from: old, to: new, scale: scale)
        return (0...count).map { i in transition.chart(at: animation.fraction(at: Double(i) / rate)) }
    }

    /// Renders the frames of an animated transition (``frames(from:to:animation:fps:)``) and writes
    /// them as `frame-0000.png`, `frame-0001.png`, … into `folder` (created if missing), each
    /// atomically with the text chunks of ``pngData()``. Afterwards ``content`` is `new`.
    /// - Returns: The files written, in order.
    @discardableResult
    public func writeFrames(
        from old: Chart, to new: Chart, animation: Animation, fps: Double = 30, to folder: URL
    ) throws -> [URL] {
        let urls = try writeFrames(frames(from: old, to: new, animation: animation, fps: fps), to: folder)
        content = new
        return urls
    }
}
