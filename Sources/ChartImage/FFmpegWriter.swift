import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes RGBA frames into an MP4 or GIF file through an `ffmpeg` process, the way matplotlib's
/// `FFMpegWriter` does: raw frames piped to ffmpeg's standard input (`-f rawvideo -pix_fmt rgba`).
///
/// ffmpeg writes to a temporary file next to the target (`.<name>.tmp-<random>.<ext>`); ``finish()``
/// renames it over the target in one step, so a failed or cancelled video leaves an existing file
/// untouched and no temporary behind. Use one writer from one thread.
public final class FFmpegWriter {
    /// The video file written (standardised).
    public let url: URL
    /// The format, from the extension of ``url``.
    public let format: VideoFormat
    /// Frames per second.
    public let fps: Double
    private var process: Process?
    private var input: FileHandle?
    private var errorLog: URL?
    private var temporary: URL?
    private var size: (width: Int, height: Int)?
    /// Frames appended so far.
    public private(set) var frameCount = 0

    /// A writer of `url` (`.mp4` or `.gif`) at `fps` frames per second; ffmpeg starts with the first frame.
    /// - Throws: ``VideoError/unsupportedFormat(path:fileExtension:)``, ``VideoError/invalidFrameRate(_:)``,
    ///   ``VideoError/ffmpegNotFound(searched:)``.
    public init(url: URL, fps: Double) throws(VideoError) {
        format = try VideoFormat(url: url)
        guard fps.isFinite, fps > 0 else { throw .invalidFrameRate(fps) }
        self.url = url.standardizedFileURL
        self.fps = fps
        _ = try Self.ffmpeg()
    }

    deinit { cancel() }

    /// The `ffmpeg` executable on `PATH`.
    /// - Throws: ``VideoError/ffmpegNotFound(searched:)``.
    public static func ffmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) throws(VideoError)
        -> URL
    {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw .ffmpegNotFound(searched: folders)
    }

    /// Sends one frame; every frame must have the first frame's size.
    /// - Throws: ``VideoError/frameSizeChanged(expected:got:)``, ``VideoError/cannotStart(path:reason:)``,
    ///   ``VideoError/ffmpegFailed(path:status:message:)`` when ffmpeg stopped reading.
    public func append(_ image: RGBAImage) throws(VideoError) {
        if let size {
            guard size == (image.width, image.height) else {
                throw .frameSizeChanged(expected: [size.width, size.height], got: [image.width, image.height])
            }
        } else {
            try start(width: image.width, height: image.height)
        }
        guard let input else { return }
        let written = image.pixels.withUnsafeBytes { Self.writeAll(input.fileDescriptor, $0) }
        guard written else {
            // ffmpeg closed its input: it failed; report what it said.
            throw failure(status: waitForExit())
        }
        frameCount += 1
    }

    /// Closes ffmpeg's input, waits for it, and moves the video into place.
    /// - Throws: ``VideoError/noFrames(path:)``, ``VideoError/ffmpegFailed(path:status:message:)``,
    ///   ``VideoError/cannotReplace(path:reason:)``.
    public func finish() throws(VideoError) {
        guard process != nil, let temporary else { throw .noFrames(path: url.path) }
        try? input?.close()
        input = nil
        let status = waitForExit()
        guard status == 0 else {
            let error = failure(status: status)
            cleanUp()
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            cleanUp()
            throw .cannotReplace(path: url.path, reason: reason)
        }
        self.temporary = nil
        cleanUp()
    }

    /// Stops ffmpeg and removes the temporary file; the target is left as it was.
    public func cancel() {
        if let process, process.isRunning { process.terminate() }
        try? input?.close()
        input = nil
        _ = waitForExit()
        cleanUp()
    }

    private func start(width: Int, height: Int) throws(VideoError) {
        let executable = try Self.ffmpeg()
        let folder = url.deletingLastPathComponent()
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(suffix).\(format.rawValue)")
        let errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-ffmpeg-\(suffix).log")
        guard FileManager.default.createFile(atPath: errorLog.path, contents: nil),
            let errorHandle = FileHandle(forWritingAtPath: errorLog.path)
        else { throw .cannotStart(path: url.path, reason: "cannot create \(errorLog.path)") }
        // A closed pipe must come back as EPIPE from write(2), not end the process.
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s",
                "\(width)x\(height)", "-framerate", String(fps), "-i", "pipe:0",
            ] + format.outputArguments + [temporary.path]
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        do {
            try process.run()
        } catch {
            try? errorHandle.close()
            try? FileManager.default.removeItem(at: errorLog)
            throw .cannotStart(path: url.path, reason: "\(error)")
        }
        try? errorHandle.close()
        self.process = process
        self.input = pipe.fileHandleForWriting
        self.errorLog = errorLog
        self.temporary = temporary
        size = (width, height)
    }

    private func waitForExit() -> Int32 {
        guard let process else { return 0 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func failure(status: Int32) -> VideoError {
        let log = errorLog.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        let lines = log.split(separator: "\n").suffix(4).joined(separator: "; ")
        return .ffmpegFailed(path: url.path, status: status, message: lines)
    }

    private func cleanUp() {
        if let temporary { unlink(temporary.path) }
        if let errorLog { unlink(errorLog.path) }
        temporary = nil
        errorLog = nil
        process = nil
    }

    /// Writes every byte, retrying short writes and interruptions; false when the pipe is closed.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard var pointer = bytes.baseAddress else { return true }
        var left = bytes.count
        while left > 0 {
            let n = write(descriptor, pointer, left)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            pointer += n
            left -= n
        }
        return true
    }
}
