import ChartGallery
import Foundation
import OpenCharts

/// `--orbit DEG` on the 3D subcommands: the chart turning about its vertical axis, written as an MP4 or
/// GIF through ffmpeg, or as numbered PNGs into a folder.
struct VideoCommand {
    static let orbit = OptionSpec(
        "--orbit", value: "DEG",
        help: "A video of the chart turning DEG degrees (3D): -o orbit.mp4, .gif, or a folder of PNGs.")
    static let frames = OptionSpec("--frames", value: "N", help: "Frames of an --orbit video (default 120).")
    static let fps = OptionSpec("--fps", value: "N", help: "Frames per second of an --orbit video (default 30).")
    /// The options, listed with the 3D look.
    static let options = [orbit, frames, fps]

    let degrees: Double
    let frameCount: Int
    let fps: Double
    let output: String

    /// The orbit `a` asks for (nil without `--orbit`), checked before any work: the output's extension
    /// and the numbers.
    init?(_ a: Arguments, output: String) throws {
        guard let degrees = try a.positive("--orbit") else {
            for key in ["--frames", "--fps"] where a.has(key) {
                throw CLIError.usage("\(key) goes with --orbit DEG")
            }
            return nil
        }
        let url = URL(fileURLWithPath: output)
        if !url.pathExtension.isEmpty {
            do {
                _ = try VideoFormat(url: url)
            } catch {
                throw CLIError.usage("-o: \(error)")
            }
        }
        let frames = try a.positive("--frames") ?? 120
        guard frames == frames.rounded(), frames <= 100_000 else {
            throw CLIError.usage("--frames needs a whole number of frames from 1 to 100000, got \(frames)")
        }
        self.degrees = degrees
        frameCount = Int(frames)
        fps = try a.positive("--fps") ?? 30
        self.output = output
    }

    /// Renders the orbit of `chart` at `scale` and writes it.
    func write(_ chart: ExampleChart, scale: Double) throws {
        guard case .chart3D(let chart3D) = chart else {
            throw CLIError.usage("--orbit turns 3D charts only")
        }
        let renderer = ImageRenderer(content: chart3D)
        renderer.scale = scale
        do {
            try renderer.writeOrbit(degrees: degrees, frames: frameCount, fps: fps, to: URL(fileURLWithPath: output))
        } catch {
            throw CLIError.failure("\(output): \(error)")
        }
    }
}
