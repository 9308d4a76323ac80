import ChartCore
import ChartImage
import Foundation

extension ImageRenderer {
    /// Renders each chart of `frames` and writes them as a video at `url`, chosen by its extension:
    /// `.mp4` (H.264) or `.gif`, encoded by an `ffmpeg` process that the frames are piped to (see
    /// ``FFmpegWriter``). The file appears atomically when the last frame is encoded. Afterwards
    /// ``content`` is the last frame.
    ///
    /// Every frame must render at the same size.
    /// - Throws: ``VideoError`` (ffmpeg missing: install Debian's `ffmpeg`; an extension other than
    ///   `.mp4`/`.gif`; no frames), or a rendering error; the file at `url` is then left as it was.
    public func writeVideo(_ frames: some Sequence<Content>, fps: Double = 30, to url: URL) throws {
        let writer = try FFmpegWriter(url: url, fps: fps)
        do {
            for frame in frames {
                content = frame
                try writer.append(renderImage())
            }
            try writer.finish()
        } catch {
            writer.cancel()
            throw error
        }
    }

    /// Renders each chart of `frames` and writes them as `frame-0000.png`, `frame-0001.png`, … into
    /// `folder` (created if missing), each atomically with the text chunks of ``pngData()``.
    /// Afterwards ``content`` is the last frame.
    /// - Returns: The files written, in order.
    @discardableResult
    public func writeFrames(_ frames: some Sequence<Content>, to folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var urls: [URL] = []
        for (i, frame) in frames.enumerated() {
            content = frame
            let url = folder.appendingPathComponent(Self.frameName(i))
            try writePNG(to: url)
            urls.append(url)
        }
        return urls
    }

    /// `frame-0000.png` for frame 0.
    static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "."
            + ImageFormat.png.fileExtension
    }

    /// Writes `frames` as a video (`.mp4`, `.gif`) or, for a path without an extension, as numbered
    /// PNGs in that folder (``writeVideo(_:fps:to:)``, ``writeFrames(_:to:)``).
    public func writeAnimation(_ frames: some Sequence<Content>, fps: Double = 30, to url: URL) throws {
        if url.pathExtension.isEmpty {
            try writeFrames(frames, to: url)
        } else {
            try writeVideo(frames, fps: fps, to: url)
        }
    }
}

extension ImageRenderer where Content == Chart {
    /// Writes an animated transition from `old` to `new` (``frames(from:to:animation:fps:)``) as a
    /// video or numbered PNGs (``writeAnimation(_:fps:to:)``). Afterwards ``content`` is `new`.
    public func writeAnimation(from old: Chart, to new: Chart, animation: Animation, fps: Double = 30, to url: URL)
        throws
    {
        try writeAnimation(frames(from: old, to: new, animation: animation, fps: fps), fps: fps, to: url)
        content = new
    }
}

extension ImageRenderer where Content == Chart3D {
    /// The chart ``content`` turning about the vertical axis: `count` poses from its own, the
    /// azimuth advancing by `degrees / count` per frame, the inclination kept. A full turn (360°)
    /// ends one step before the start, so the video loops without a repeated frame.
    public func orbitFrames(degrees: Double = 360, count: Int = 120) -> [Chart3D] {
        let chart = content
        let start = chart.pose
        let steps = max(1, count)
        return (0..<steps).map { i in
            let azimuth = start.azimuth.degrees + degrees * Double(i) / Double(steps)
            return chart.chart3DPose(Chart3DPose(azimuth: .degrees(azimuth), inclination: start.inclination))
        }
    }

    /// Writes the orbit of ``content`` (``orbitFrames(degrees:count:)``) as a video (`.mp4`, `.gif`) or,
    /// for a path without an extension, as numbered PNGs. Afterwards ``content`` is the chart again,
    /// in its own pose.
    public func writeOrbit(degrees: Double = 360, frames count: Int = 120, fps: Double = 30, to url: URL) throws {
        let chart = content
        defer { content = chart }
        try writeAnimation(orbitFrames(degrees: degrees, count: count), fps: fps, to: url)
    }
}
