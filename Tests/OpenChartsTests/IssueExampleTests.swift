import ChartExport
import Foundation
import OpenCharts
import Testing

/// The public API exactly as the README and the first issue spell it: this must compile with only
/// `import OpenCharts` and render.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct IssueExampleTests {
    @Test func theReadmeExampleRendersBothCharts() throws {
        let wave = Chart {
            LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
        }
        .chartYScale(domain: -1.2...1.2)

        let surface = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)

        let dir = FileManager.default.temporaryDirectory.appending(path: "oc-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        let renderer = ImageRenderer(content: surface)
        renderer.scale = 2
        try renderer.writePNG(to: dir.appending(path: "surface.png"))
        let bytes: Data = try renderer.pngData()
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let written = try PNGCodec.read(contentsOf: dir.appending(path: "surface.png"))
        #expect(written.width == 1200 && written.height == 1000)

        let waveRenderer = ImageRenderer(content: wave)
        waveRenderer.scale = 2
        let image = try PNGCodec.decode(try waveRenderer.pngData())
        #expect(image.width == 1200 && image.height == 800)
    }

    @Test func cyrillicLabelsRender() throws {
        let chart = Chart {
            LinePlot(x: "Время, с", y: "Амплитуда", domain: 0...10) { sin($0) }
        }
        .frame(width: 300, height: 200)
        let scene = try chart.lowered()
        let texts = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(texts.contains("Время, с") && texts.contains("Амплитуда"))
        // The title's glyphs are drawn: dark pixels in the band below the plot, centred.
        let image = try ImageRenderer(content: chart).renderImage()
        var dark = 0
        for y in 175..<200 {
            for x in 100..<200 where image[x, y].r < 128 { dark += 1 }
        }
        #expect(dark > 30)
    }
}
