import ChartExport
import ChartGallery
import ChartTestSupport
import ChartVector
import Foundation
import OpenCharts
import SeedExamples
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// PDF, SVG and EPS output read back with real tools: poppler's `pdftoppm`, `pdffonts` and
/// `pdftotext`, Foundation's `XMLParser`, Ghostscript (`gs`), all installed by Scripts/setup.sh.
///
/// A PDF rasterised back at the golden's size must match the GL golden of the same chart: after a
/// 3 × 3 box blur of both (text is anti-aliased by different rasterisers, and the GL renderer
/// snaps unrotated text to whole pixels), the mean absolute difference over the RGB channels is
/// at most ``meanTolerance`` (0…255) and at most ``outlierFraction`` of the pixels differ by more
/// than ``outlierDelta`` in a channel. The rasterised pages are also kept as `vector-*` goldens.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct VectorOutputTests {
    static let meanTolerance = 3.0
    static let outlierDelta = 64
    static let outlierFraction = 0.01

    // MARK: - Tools

    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appending(path: "oc-vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs `tool` (from /usr/bin) with `arguments`; its standard output, or a failure naming the
    /// Debian package that provides it.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let url = URL(fileURLWithPath: "/usr/bin/\(tool)")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw ToolFailure(message: "\(tool) is missing: run Scripts/setup.sh (poppler-utils, ghostscript)")
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(
                message: "\(tool) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
                    + String(decoding: message, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct ToolFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The first page of the PDF at `url` rasterised by pdftoppm to exactly `width` × `height`.
    static func rasterise(pdf url: URL, width: Int, height: Int) throws -> RGBAImage {
        let stem = url.deletingPathExtension().path + "-page"
        try run(
            "pdftoppm",
            ["-png", "-singlefile", "-scale-to-x", "\(width)", "-scale-to-y", "\(height)", url.path, stem])
        return try PNGCodec.read(contentsOf: URL(fileURLWithPath: stem + ".png"))
    }

    /// Mean absolute RGB difference and the fraction of pixels off by more than `delta`, after a
    /// 3 × 3 box blur of both images (same size).
    static func difference(_ a: RGBAImage, _ b: RGBAImage, delta: Int) -> (mean: Double, outliers: Double) {
        let (pa, pb) = (blurred(a), blurred(b))
        var total = 0.0
        var outliers = 0
        for i in 0..<(a.width * a.height) {
            var worst = 0
            for c in 0..<3 {
                let d = abs(Int(pa[i * 3 + c]) - Int(pb[i * 3 + c]))
                total += Double(d)
                worst = max(worst, d)
            }
            if worst > delta { outliers += 1 }
        }
        let count = Double(a.width * a.height)
        return (total / (count * 3), Double(outliers) / count)
    }

    /// The RGB channels (composited on white) box-blurred over 3 × 3 pixels.
    static func blurred(_ image: RGBAImage) -> [UInt8] {
        let (w, h) = (image.width, image.height)
        var rgb = [Int](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            for x in 0..<w {
                let p = image[x, y]
                let a = Int(p.a)
                for (c, v) in [p.r, p.g, p.b].enumerated() {
                    rgb[(y * w + x) * 3 + c] = (Int(v) * a + 255 * (255 - a)) / 255
                }
            }
        }
        var out = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<3 {
                    var sum = 0
                    var n = 0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let (u, v) = (x + dx, y + dy)
                            guard u >= 0, u < w, v >= 0, v < h else { continue }
                            sum += rgb[(v * w + u) * 3 + c]
                            n += 1
                        }
                    }
                    out[(y * w + x) * 3 + c] = UInt8(sum / n)
                }
            }
        }
        return out
    }

    /// Writes `renderer`'s PDF, rasterises it at the size of its PNG, compares the page with the GL
    /// golden `golden` and checks it as the vector golden `vector-<name>`.
    func checkPDF<C: ChartRepresentable>(_ renderer: ImageRenderer<C>, golden: String, name: String) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: name + ".pdf")
        try renderer.write(to: url)
        let expected = try PNGCodec.read(contentsOf: GoldenImage.goldensFolder.appending(path: golden + ".png"))
        let page = try Self.rasterise(pdf: url, width: expected.width, height: expected.height)
        let (mean, outliers) = Self.difference(page, expected, delta: Self.outlierDelta)
        #expect(
            mean <= Self.meanTolerance && outliers <= Self.outlierFraction,
            "\(name): PDF page vs golden \(golden): mean difference \(mean), \(outliers * 100) % of pixels over \(Self.outlierDelta)"
        )
        let result = try GoldenImage.check(page, named: "vector-" + name, tolerance: 16, maxDifferingFraction: 0.01)
        if case .skipped(let reason) = result { print(reason) }
    }

    static func example(_ name: String) throws -> ExampleChart {
        try #require(Example.named(name)).build()
    }

    // MARK: - PDF against the PNG goldens

    @Test(arguments: ["cosine", "stocks", "iris", "seattle"])
    func aTwoDimensionalExampleAsPDFMatchesItsGolden(name: String) throws {
        switch try Self.example(name) {
        case .chart(let c): try checkPDF(ImageRenderer(content: c), golden: "example-\(name)", name: name)
        case .chart3D(let c): try checkPDF(ImageRenderer(content: c), golden: "example-\(name)", name: name)
        case .figure(let f): try checkPDF(ImageRenderer(content: f), golden: "example-\(name)", name: name)
        }
    }

    @Test(arguments: ["surface", "penguins"])
    func aThreeDimensionalExampleAsPDFMatchesItsGoldenInMixedMode(name: String) throws {
        guard case .chart3D(let c) = try Self.example(name) else { throw ToolFailure(message: "\(name) is not 3D") }
        try checkPDF(ImageRenderer(content: c), golden: "example-\(name)", name: name)
    }

    /// A donut (sectors as paths), an area with a gradient under a mask, grouped bars.
    @Test(arguments: ["donut-golden-ratio-total-in-hole", "uv-index-gradient-dimmed-now", "bars-grouped-by-model"])
    @MainActor
    func aSeedChartAsPDFMatchesItsGolden(name: String) async throws {
        let example = try #require(SeedExample.all.first { $0.name == name })
        let chart = await example.chart()
        try checkSeed(chart, scale: example.scale, name: "seed-\(name)")
    }

    func checkSeed(_ chart: some ChartRepresentable, scale: Double, name: String) throws {
        let renderer = ImageRenderer(content: chart)
        renderer.scale = scale
        try checkPDF(renderer, golden: name, name: name)
    }

    @Test func aFigureAsPDFMatchesItsGolden() throws {
        try checkPDF(
            ImageRenderer(content: FigureGoldenTests.grid(width: 1000, height: 760)), golden: "figure-grid-2d-and-3d",
            name: "figure-grid-2d-and-3d")
    }

    /// Math text, shaped scripts and fallback fonts drawn through the same layouts as the GL renderer.
    @Test func typographyAsPDFMatchesItsGoldens() throws {
        let axisLabels = ImageRenderer(content: TypographyGoldenTests.logisticChart().frame(width: 480, height: 320))
        try checkPDF(axisLabels, golden: "typography-mathtext-axis-labels", name: "typography-mathtext-axis-labels")
        let logTicks = ImageRenderer(content: TypographyGoldenTests.logTicksChart().frame(width: 480, height: 320))
        try checkPDF(logTicks, golden: "typography-mathtext-log-ticks", name: "typography-mathtext-log-ticks")
        let shaped = ImageRenderer(content: TypographyGoldenTests.shapedScriptsChart().frame(width: 560, height: 320))
        shaped.scale = 2
        try checkPDF(shaped, golden: "typography-shaped-scripts", name: "typography-shaped-scripts")
        let surface = ImageRenderer(content: TypographyGoldenTests.resonanceChart())
        try checkPDF(surface, golden: "typography-mathtext-3d-axes", name: "typography-mathtext-3d-axes")
    }

    /// The fonts math and fallback runs use are embedded, and their text is found: shaped words whole,
    /// math as the characters of its glyphs.
    @Test func shapedAndMathTextIsEmbeddedAndFoundInThePDF() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let shaped = dir.appending(path: "shaped.pdf")
        try ImageRenderer(content: TypographyGoldenTests.shapedScriptsChart().frame(width: 560, height: 320))
            .write(to: shaped)
        let math = dir.appending(path: "math.pdf")
        try ImageRenderer(content: TypographyGoldenTests.logisticChart().frame(width: 480, height: 320)).write(to: math)
        let shapedText = try Self.run("pdftotext", [shaped.path, "-"])
        for word in ["दिल्ली", "東京", "北京", "Population", "शहर"] {
            #expect(shapedText.contains(word), "pdftotext does not find \(word):\n\(shapedText)")
        }
        // poppler reads a right-to-left word's characters left to right as they stand on the page.
        for word in ["القاهرة", "ירושלים", "السكان", "אוכלוסייה"] {
            #expect(
                shapedText.contains(word) || shapedText.contains(String(word.reversed())),
                "pdftotext does not find \(word):\n\(shapedText)")
        }
        let mathText = try Self.run("pdftotext", [math.path, "-"])
        for word in ["Logistic growth", "λ", "550", "max", "Time"] {
            #expect(mathText.contains(word), "pdftotext does not find \(word):\n\(mathText)")
        }
        let shapedFonts = try Self.run("pdffonts", [shaped.path])
        let mathFonts = try Self.run("pdffonts", [math.path])
        // A CJK fallback (Noto CJK, Droid, WenQuanYi…) beside DejaVu; the math's italic face.
        #expect(shapedFonts.split(separator: "\n").dropFirst(2).contains { !$0.contains("DejaVu") }, "\(shapedFonts)")
        #expect(mathFonts.contains("Oblique") || mathFonts.contains("Italic"), "\(mathFonts)")
        for row in shapedFonts.split(separator: "\n").dropFirst(2) + mathFonts.split(separator: "\n").dropFirst(2) {
            let columns = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(columns.count >= 7 && columns[columns.count - 5] == "yes", "not embedded: \(row)")
        }
    }

    @Test func mathTextStaysReadableTextInTheSVG() throws {
        let svg = try ImageRenderer(content: TypographyGoldenTests.logisticChart().frame(width: 480, height: 320))
            .svgData()
        let parser = XMLParser(data: svg)
        let collector = TextCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let texts = collector.texts
        #expect(texts.contains { $0.contains("T max") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Logistic growth") }, "\(texts)")
        #expect(!texts.contains { $0.contains("$") || $0.contains("\\") }, "\(texts)")
    }

    @Test func aPathKeepsItsFillRuleAndItsHoleInThePDF() throws {
        let ring = [Vec2(10, 10), Vec2(90, 10), Vec2(90, 70), Vec2(10, 70)]
        let hole = [Vec2(35, 25), Vec2(65, 25), Vec2(65, 55), Vec2(35, 55)]
        let color = RGBA(0.8, 0.2, 0.1)
        let path = ScenePath(points: ring + hole, starts: [0, 4], rule: .evenOdd, color: color)
        let scene = RenderScene(pixelWidth: 100, pixelHeight: 80, primitives: [.path(path)])
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: "ring.pdf")
        try VectorRenderer(format: .pdf).render(scene).write(to: url)
        let page = try Self.rasterise(pdf: url, width: 100, height: 80)
        let inHole = page[50, 40]
        let inRing = page[20, 40]
        #expect(inHole.r == 255 && inHole.g == 255 && inHole.b == 255, "\(inHole)")
        #expect(abs(Int(inRing.r) - 204) <= 2 && abs(Int(inRing.g) - 51) <= 2, "\(inRing)")
        // The same path through the GL renderer.
        let gl = try HeadlessRenderer().render(scene)
        #expect(gl[50, 40].g == 255 && abs(Int(gl[20, 40].r) - 204) <= 2)
    }

    // MARK: - Fonts and text

    @Test func thePDFEmbedsItsFontsAndItsTextCanBeFound() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: "surface.pdf")
        guard case .chart3D(let c) = try Self.example("surface") else { return }
        try ImageRenderer(content: c).write(to: url)
        let fonts = try Self.run("pdffonts", [url.path])
        let rows = fonts.split(separator: "\n").dropFirst(2)
        #expect(!rows.isEmpty, "pdffonts lists no fonts:\n\(fonts)")
        for row in rows {
            #expect(row.contains("DejaVuSans"), "\(row)")
            // Columns: name type encoding emb sub uni object ID: every font embedded, with Unicode.
            let columns = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(
                columns.count >= 7 && columns[columns.count - 5] == "yes" && columns[columns.count - 3] == "yes",
                "\(row)")
        }
        let text = try Self.run("pdftotext", [url.path, "-"])
        for label in ["x", "z", "0.5", "−1"] {
            #expect(text.contains(label), "pdftotext does not find \(label):\n\(text)")
        }
        let info = try Self.run("pdfinfo", [url.path])
        #expect(info.contains("Creator:") && info.contains("OpenCharts"), "\(info)")
    }

    @Test func theAxisTitlesOfATwoDimensionalPDFAreText() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appending(path: "stocks.pdf")
        guard case .chart(let c) = try Self.example("stocks") else { return }
        try ImageRenderer(content: c).write(to: url)
        let text = try Self.run("pdftotext", [url.path, "-"])
        #expect(text.contains("Date") && text.contains("Adjusted close (US$)"), "\(text)")
    }

    /// Collects the character data of every `<text>` element.
    final class TextCollector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        private var current: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "text" { current = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let current { texts.append(current) }
            if name == "text" { current = nil }
        }
    }

    @Test func theSVGParsesAsXMLAndKeepsItsLabelsAsText() throws {
        guard case .chart(let c) = try Self.example("stocks") else { return }
        let svg = try ImageRenderer(content: c).svgData()
        let parser = XMLParser(data: svg)
        let collector = TextCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(
            collector.texts.contains("Date") && collector.texts.contains("Adjusted close (US$)"), "\(collector.texts)")
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    }

    @Test func textThatIsXMLMarkupStaysTextInTheSVG() throws {
        let title = "Signal < noise & \"drift\" 'today'"
        let chart = Examples.cosine().chartTitle(title).frame(width: 300, height: 200)
        let svg = try ImageRenderer(content: chart).svgData()
        let parser = XMLParser(data: svg)
        let collector = TextCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.texts.contains(title), "\(collector.texts)")
    }

    @Test func theRasterOfA3DChartCoversExactlyItsRectangle() throws {
        guard case .chart3D(let c) = try Self.example("surface") else { return }
        let scene = try ImageRenderer(content: c).renderScene()
        let requests = VectorRenderer.rasterRequests(for: scene, factor: 2.5)
        let request = try #require(requests.first)
        #expect(requests.count == 1 && request.panel == nil)
        #expect(request.scene.pixelWidth == Int((Double(scene.pixelWidth) * 2.5).rounded()))
        #expect(request.scene.background == .clear)
        // Only world primitives, the box's backdrop lines left to the vector page; widths scaled.
        #expect(request.scene.primitives.allSatisfy { $0.space == .world })
        #expect(
            !request.scene.primitives.contains {
                if case .lines(let l) = $0 { return l.isBackdrop }
                return false
            })
        // A world vertex lands at the same place of the page through both cameras.
        guard case .mesh(let mesh) = try #require(scene.primitives.first(where: { $0.space == .world })) else {
            Issue.record("no world mesh")
            return
        }
        func pixel(_ v: Vec3, _ camera: SceneCamera, _ w: Int, _ h: Int) -> Vec2 {
            let c = camera.viewProjection * Vec4(v.x, v.y, v.z, 1)
            return Vec2((c.x / c.w + 1) / 2 * Float(w), (1 - c.y / c.w) / 2 * Float(h))
        }
        for v in mesh.positions.prefix(50) {
            let page = pixel(v, scene.camera, scene.pixelWidth, scene.pixelHeight)
            let raster = pixel(v, request.scene.camera, request.scene.pixelWidth, request.scene.pixelHeight)
            let k = Float(request.factor)
            #expect(abs(raster.x - page.x * k) < 0.01 && abs(raster.y - page.y * k) < 0.01, "\(page) → \(raster)")
        }
    }

    @Test func theEPSRendersThroughGhostscript() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        guard case .chart(let c) = try Self.example("cosine") else { return }
        let url = dir.appending(path: "cosine.eps")
        try ImageRenderer(content: c).write(to: url)
        let head = try String(contentsOf: url, encoding: .isoLatin1).prefix(40)
        #expect(head.hasPrefix("%!PS-Adobe-3.0 EPSF-3.0"), "\(head)")
        let png = dir.appending(path: "cosine-gs.png")
        try Self.run(
            "gs",
            [
                "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dEPSCrop", "-sDEVICE=png16m", "-r72", "-dTextAlphaBits=4",
                "-dGraphicsAlphaBits=4", "-sOutputFile=\(png.path)", url.path,
            ])
        let page = try PNGCodec.read(contentsOf: png)
        let expected = try PNGCodec.read(contentsOf: GoldenImage.goldensFolder.appending(path: "example-cosine.png"))
        #expect(page.width == expected.width && page.height == expected.height, "\(page.width)×\(page.height)")
        if page.width == expected.width && page.height == expected.height {
            let (mean, _) = Self.difference(page, expected, delta: Self.outlierDelta)
            #expect(mean <= Self.meanTolerance * 2, "EPS through Ghostscript vs golden: mean difference \(mean)")
        }
    }

    // MARK: - Writing

    @Test func writePicksTheFormatFromTheExtensionAndRefusesOthers() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let renderer = ImageRenderer(content: Examples.cosine().frame(width: 160, height: 120))
        let heads: [String: [UInt8]] = [
            "a.png": [0x89, 0x50, 0x4E, 0x47], "a.PDF": Array("%PDF".utf8), "a.svg": Array("<?xm".utf8),
            "a.eps": Array("%!PS".utf8),
        ]
        for (name, head) in heads {
            try renderer.write(to: dir.appending(path: name))
            let bytes = try Data(contentsOf: dir.appending(path: name))
            #expect(Array(bytes.prefix(4)) == head, "\(name)")
        }
        #expect(throws: ImageError.unsupportedFormat(path: dir.appending(path: "a.jpg").path, fileExtension: "jpg")) {
            try renderer.write(to: dir.appending(path: "a.jpg"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == heads.keys.sorted())
    }

    @Test func aPNGRecordsItsResolution() throws {
        let renderer = ImageRenderer(content: Examples.cosine().frame(width: 144, height: 72))
        renderer.scale = 300.0 / 72
        let png = try renderer.pngData()
        let image = try PNGCodec.decode(png)
        #expect(image.width == 600 && image.height == 300)
        let dpi = try #require(PNGCodec.resolution(in: png))
        #expect(abs(dpi - 300) < 0.05, "\(dpi)")
    }

    @Test func aBadRasterResolutionIsRefused() throws {
        let renderer = ImageRenderer(content: Examples.cosine().frame(width: 144, height: 72))
        renderer.rasterDPI = 0
        #expect(throws: ImageError.invalidResolution(0)) { try renderer.pdfData() }
    }
}
