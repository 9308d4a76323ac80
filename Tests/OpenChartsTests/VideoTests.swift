import ChartExport
import ChartImage
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// Videos through ffmpeg: a 3D orbit as MP4 and GIF (frame count and size read back with ffprobe, a
/// frame extracted with ffmpeg and compared with the headless render), numbered PNGs, atomic
/// replacement, and the errors for a missing ffmpeg and unsupported names.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct VideoTests {
    static let hasFFmpeg = (try? FFmpegWriter.ffmpeg()) != nil

    static var surface: Chart3D {
        Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2).chartZScale(domain: -2...2)
        .frame(width: 241, height: 180)
    }

    /// Runs `tool` (ffprobe or ffmpeg, next to ffmpeg) and returns its standard output.
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = try FFmpegWriter.ffmpeg().deletingLastPathComponent().appendingPathComponent(tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `width,height,frames` of the first video stream.
    static func probe(_ url: URL) throws -> String {
        try run(
            "ffprobe",
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                "stream=width,height,nb_read_frames", "-of", "csv=p=0", url.path,
            ])
    }

    /// Frame `index` of a video, decoded.
    static func frame(_ index: Int, of url: URL, in folder: URL) throws -> RGBAImage {
        let png = folder.appendingPathComponent("extracted-\(index).png")
        _ = try run(
            "ffmpeg",
            ["-v", "error", "-y", "-i", url.path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", png.path])
        return try PNGCodec.decode(Data(contentsOf: png))
    }

    /// Mean absolute channel difference (RGB) between two images of one size.
    static func meanDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        var total = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 { total += abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) }
        }
        return Double(total) / Double(a.pixels.count / 4 * 3)
    }

    @Test(.enabled(if: hasFFmpeg, "ffmpeg is not installed (Debian package ffmpeg)"))
    func orbitAsMP4HasEveryFrameAndMatchesTheRender() throws {
        let folder = try temporaryFolder("video-mp4")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("orbit.mp4")
        let renderer = ImageRenderer(content: Self.surface)
        try renderer.writeOrbit(degrees: 90, frames: 6, fps: 10, to: url)
        // 241 pixels wide is padded to an even 242 for H.264.
        #expect(try Self.probe(url) == "242,180,6")
        let poses = renderer.orbitFrames(degrees: 90, count: 6)
        #expect(poses.map { ($0.pose.azimuth.degrees * 1e9).rounded() / 1e9 } == [30, 45, 60, 75, 90, 105])
        let expected = try ImageRenderer(content: poses[3]).renderImage()
        let extracted = try Self.frame(3, of: url, in: folder)
        #expect(extracted.width == 242 && extracted.height == 180)
        let cropped = RGBAImage(
            width: 241, height: 180,
            pixels: (0..<180).flatMap { y in extracted.pixels[(y * 242 * 4)..<(y * 242 * 4 + 241 * 4)] })
        let difference = Self.meanDifference(cropped, expected)
        print("VideoTests: MP4 frame 3 mean channel difference \(difference)")
        #expect(difference < 3, "mean channel difference \(difference)")
        // Another frame differs clearly: the video is not one pose repeated.
        let other = try ImageRenderer(content: poses[0]).renderImage()
        #expect(Self.meanDifference(cropped, other) > 2 * difference)
        #expect(renderer.content.pose == Self.surface.pose)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test(.enabled(if: hasFFmpeg, "ffmpeg is not installed (Debian package ffmpeg)"))
    func orbitAsGIFAndAsNumberedPNGs() throws {
        let folder = try temporaryFolder("video-gif")
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ImageRenderer(content: Self.surface)
        let gif = folder.appendingPathComponent("orbit.gif")
        try renderer.writeOrbit(degrees: 360, frames: 5, fps: 5, to: gif)
        #expect(try Self.probe(gif) == "241,180,5")
        let expected = try ImageRenderer(content: renderer.orbitFrames(degrees: 360, count: 5)[2]).renderImage()
        let difference = Self.meanDifference(try Self.frame(2, of: gif, in: folder), expected)
        print("VideoTests: GIF frame 2 mean channel difference \(difference)")
        #expect(difference < 4, "mean channel difference \(difference)")

        let pngs = folder.appendingPathComponent("frames")
        try renderer.writeOrbit(degrees: 360, frames: 3, to: pngs)
        let names = try FileManager.default.contentsOfDirectory(atPath: pngs.path).sorted()
        #expect(names == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        let first = try PNGCodec.decode(Data(contentsOf: pngs.appendingPathComponent(names[0])))
        #expect(first == (try ImageRenderer(content: Self.surface).renderImage()))
    }

    @Test(.enabled(if: hasFFmpeg, "ffmpeg is not installed (Debian package ffmpeg)"))
    func failedVideoLeavesTheOldFileAndNoTemporary() throws {
        let folder = try temporaryFolder("video-atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("clip.mp4")
        try Data("old".utf8).write(to: url)
        let renderer = ImageRenderer(content: Self.surface)
        // The second frame is larger than the first: the writer refuses it.
        let frames = [Self.surface, Self.surface.frame(width: 300, height: 200)]
        #expect(throws: VideoError.frameSizeChanged(expected: [241, 180], got: [300, 200])) {
            try renderer.writeVideo(frames, to: url)
        }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.mp4"])
        #expect(throws: VideoError.noFrames(path: url.path)) { try renderer.writeVideo([], to: url) }
    }

    /// The Videos article's sample, and its picture (frame 1 of an eight-frame orbit).
    @Test(.enabled(if: hasFFmpeg, "ffmpeg is not installed (Debian package ffmpeg)"))
    func documentationSample() throws {
        let folder = try temporaryFolder("video-doc")
        defer { try? FileManager.default.removeItem(at: folder) }
        let surface = Self.surface
        let renderer = ImageRenderer(content: surface)  // a Chart3D
        try renderer.writeOrbit(degrees: 360, frames: 24, fps: 12, to: folder.appending(path: "orbit.mp4"))
        try renderer.writeOrbit(frames: 8, to: folder.appending(path: "orbit.gif"))
        try renderer.writeOrbit(frames: 4, to: folder.appending(path: "orbit-frames"))
        #expect(try Self.probe(folder.appending(path: "orbit.mp4")) == "242,180,24")
        #expect(try Self.probe(folder.appending(path: "orbit.gif")) == "241,180,8")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "orbit-frames").path).count == 4)

        let picture = ImageRenderer(content: renderer.orbitFrames(count: 8)[1].frame(width: 480, height: 400))
        let result = try GoldenImage.check(picture.renderImage(), named: "video-orbit-frame")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func missingFFmpegAndUnsupportedNamesAreTypedErrors() throws {
        #expect(throws: VideoError.ffmpegNotFound(searched: ["/nonexistent"])) {
            try FFmpegWriter.ffmpeg(environment: ["PATH": "/nonexistent"])
        }
        let message = VideoError.ffmpegNotFound(searched: ["/nonexistent"]).description
        #expect(message.contains("Debian's ffmpeg package") && message.contains("apt-get install ffmpeg"))
        let avi = URL(fileURLWithPath: "/tmp/clip.avi")
        #expect(throws: VideoError.unsupportedFormat(path: "/tmp/clip.avi", fileExtension: "avi")) {
            try VideoFormat(url: avi)
        }
        #expect(throws: VideoError.invalidFrameRate(0)) {
            try FFmpegWriter(url: URL(fileURLWithPath: "/tmp/clip.gif"), fps: 0)
        }
    }

    @Test func orbitOptionsAreCheckedBeforeAnyWork() throws {
        let base = ["function", "sin(x)*cos(z)", "--x", "-2:2", "--z", "-2:2", "--orbit", "360"]
        let png = runTool(base + ["-o", "/tmp/orbit.png"])
        #expect(png.status == 2)
        #expect(png.errors.contains("'.png' is not a video format written; use .mp4 or .gif"))
        let frames = runTool([
            "function", "sin(x)*cos(z)", "--x", "-2:2", "--z", "-2:2", "--frames", "4", "-o", "a.png",
        ])
        #expect(frames.status == 2 && frames.errors.contains("--frames goes with --orbit DEG"))
        let partial = runTool(base + ["--frames", "2.5", "-o", "/tmp/orbit.gif"])
        #expect(partial.status == 2 && partial.errors.contains("--frames needs a whole number"))
        let flat = runTool(["function", "sin(x)", "--x", "-2:2", "--orbit", "90", "-o", "/tmp/flat.gif"])
        #expect(flat.status == 2 && flat.errors.contains("--orbit turns 3D charts only"))
        let view = runTool(["view"] + base)
        #expect(view.status == 2 && view.errors.contains("--orbit writes a video"))
    }

    @Test(.enabled(if: hasFFmpeg, "ffmpeg is not installed (Debian package ffmpeg)"))
    func commandLineWritesAnOrbitVideo() throws {
        let folder = try temporaryFolder("video-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("orbit.gif")
        let run = runTool([
            "function", "sin(x)*cos(z)", "--x", "-2:2", "--z", "-2:2", "--orbit", "180", "--frames", "4", "--fps",
            "8", "--width", "200", "--height", "150", "--scale", "1", "-o", url.path,
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try Self.probe(url) == "200,150,4")
    }
}
