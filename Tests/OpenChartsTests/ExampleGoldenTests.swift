import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of the built-in examples, rendered headless through the public API.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct ExampleGoldenTests {
    @Test(arguments: [
        "cosine", "surface", "penguins", "iris", "stocks", "volcano", "seattle", "quakes", "quakes-surface", "brain",
        "jacksboro",
        "volcano-figure", "volcano-contours", "brain-isosurface", "brain-slices",
    ])
    func exampleMatchesItsGolden(name: String) throws {
        let example = try #require(Example.named(name))
        let image: RGBAImage
        switch try example.build() {
        case .chart(let c): image = try ImageRenderer(content: c).renderImage()
        case .chart3D(let c): image = try ImageRenderer(content: c).renderImage()
        case .figure(let f): image = try ImageRenderer(content: f).renderImage()
        }
        let result = try GoldenImage.check(image, named: "example-\(name)")
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func scaleMultipliesThePixelSize() throws {
        let renderer = ImageRenderer(content: Examples.cosine().frame(width: 300, height: 200))
        renderer.scale = 2
        let png = try renderer.pngData()
        let image = try PNGCodec.decode(png)
        #expect(image.width == 600 && image.height == 400)
    }

    @Test func twoSpellingsOfTheSameChartGiveTheSamePixels() throws {
        let penguins = try Examples.penguinData()
        let a = Chart3D(penguins) {
            PointMark(x: .value("F", $0.flipper), y: .value("M", $0.mass), z: .value("B", $0.bill))
                .foregroundStyle(by: .value("Species", $0.species))
        }
        let b = Chart3D {
            ForEach(penguins) { p in
                PointMark(x: .value("F", p.flipper), y: .value("M", p.mass), z: .value("B", p.bill))
                    .foregroundStyle(by: .value("Species", p.species))
            }
        }
        let ia = try ImageRenderer(content: a.frame(width: 300, height: 250)).renderImage()
        let ib = try ImageRenderer(content: b.frame(width: 300, height: 250)).renderImage()
        #expect(ia == ib)
    }

    @Test func theBackOfTheSurfaceIsHidden() throws {
        // Seen from the front, a tilted plane y = z hides the box's back pane behind it: the centre
        // pixel is the plane's colour, not the white background or a grid line.
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { _, z in z }.foregroundStyle(Color.red)
        }
        .chart3DPose(.default)
        let image = try ImageRenderer(content: chart.frame(width: 300, height: 300)).renderImage()
        let p = image[150, 150]
        #expect(Int(p.r) > Int(p.g) + 60 && Int(p.r) > Int(p.b) + 60, "centre pixel \(p)")
    }

    @Test func writePNGIsAtomicAndKeepsTheOldFileOnFailure() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "oc-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: "cosine.png")
        let renderer = ImageRenderer(content: Examples.cosine().frame(width: 200, height: 150))
        try renderer.writePNG(to: url)
        let first = try Data(contentsOf: url)
        #expect(try PNGCodec.decode(first).width == 200)
        // A failing render (an impossible size) must leave the existing file as it was.
        renderer.content = renderer.content.frame(width: 100_000)
        #expect(throws: ChartError.self) { try renderer.writePNG(to: url) }
        #expect(try Data(contentsOf: url) == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["cosine.png"])
        // A missing folder is a typed error.
        #expect(throws: (any Error).self) {
            try ImageRenderer(content: Examples.cosine()).writePNG(to: dir.appending(path: "no/such/dir/x.png"))
        }
    }
}
