import Foundation

/// Why a video could not be written.
public enum VideoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `ffmpeg` executable on `PATH` (the folders searched).
    case ffmpegNotFound(searched: [String])
    /// The file name does not end in a video format written (`.mp4`, `.gif`).
    case unsupportedFormat(path: String, fileExtension: String)
    /// The frame rate is not a finite number above zero.
    case invalidFrameRate(Double)
    /// A frame's size differs from the first frame's (width × height in pixels).
    case frameSizeChanged(expected: [Int], got: [Int])
    /// A video needs at least one frame.
    case noFrames(path: String)
    /// ffmpeg could not be started.
    case cannotStart(path: String, reason: String)
    /// ffmpeg stopped with a failure status (its last lines of standard error).
    case ffmpegFailed(path: String, status: Int32, message: String)
    /// The finished video could not be moved into place.
    case cannotReplace(path: String, reason: String)

    /// One line naming the file or the tool, what went wrong and what to do.
    public var description: String {
        switch self {
        case .ffmpegNotFound(let searched):
            "ffmpeg not found on PATH (\(searched.joined(separator: ":"))); videos are encoded by ffmpeg: "
                + "install Debian's ffmpeg package (apt-get install ffmpeg)"
        case .unsupportedFormat(let path, let ext):
            "\(path): '\(ext.isEmpty ? "(none)" : "." + ext)' is not a video format written; use .mp4 or .gif"
        case .invalidFrameRate(let fps): "frame rate \(fps) is not a number of frames per second above 0"
        case .frameSizeChanged(let expected, let got):
            "frame of \(got.map(String.init).joined(separator: "×")) pixels in a video of "
                + "\(expected.map(String.init).joined(separator: "×"))"
        case .noFrames(let path): "\(path): a video needs at least one frame"
        case .cannotStart(let path, let reason): "\(path): cannot start ffmpeg: \(reason)"
        case .ffmpegFailed(let path, let status, let message):
            "\(path): ffmpeg failed with status \(status)\(message.isEmpty ? "" : ": " + message)"
        case .cannotReplace(let path, let reason): "\(path): cannot move the finished video into place: \(reason)"
        }
    }
}

/// The video formats ``FFmpegWriter`` writes, chosen by the file's extension.
public enum VideoFormat: String, Sendable, Equatable, CaseIterable {
    /// H.264 in an MP4 container (yuv420p, for every player; odd sizes padded to even).
    case mp4
    /// An animated GIF with a palette made from all the frames, looping.
    case gif

    /// The format of `url`'s extension (any case).
    /// - Throws: ``VideoError/unsupportedFormat(path:fileExtension:)`` for any other extension.
    public init(url: URL) throws(VideoError) {
        let ext = url.pathExtension.lowercased()
        guard let format = VideoFormat(rawValue: ext) else {
            throw .unsupportedFormat(path: url.path, fileExtension: url.pathExtension)
        }
        self = format
    }

    /// ffmpeg's output arguments for this format (after the raw-video input).
    var outputArguments: [String] {
        switch self {
        case .mp4:
            [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
                "-movflags", "+faststart", "-f", "mp4",
            ]
        case .gif:
            [
                "-filter_complex",
                "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                "-loop", "0", "-f", "gif",
            ]
        }
    }
}
