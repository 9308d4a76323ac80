import ChartData
import ChartExport
import ChartGallery
import ChartImage
import ChartTestSupport
import Foundation
import OpenCharts
import SeedExamples
import Testing

@testable import ChartCore

/// Accessible charts (issue 10): descriptions, alt text in PNGs, the data table, audio graphs and the
/// high-contrast theme.
struct AccessibilityTests {
    // MARK: - Descriptions

    /// Every built-in example's description, read by a person when re-recorded.
    @Test func galleryDescriptions() throws {
        var text = ""
        for example in Example.all {
            let description: String
            switch try example.build() {
            case .chart(let c): description = c.accessibilityDescription
            case .chart3D(let c): description = c.accessibilityDescription
            case .figure(let f): description = f.accessibilityDescription
            }
            text += "## \(example.name)\n\n\(description)\n\n"
        }
        if let failure = try TextSnapshot.check(text, named: "accessibility-descriptions-gallery") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// Every seed chart's description: bars, stacks, lines by series, pies, heat maps, 3D points.
    @Test @MainActor func seedDescriptions() async throws {
        var text = ""
        for example in SeedExample.all {
            let chart = await example.chart()
            text += "## \(example.name)\n\n\(chart.accessibilityDescription)\n\n"
        }
        if let failure = try TextSnapshot.check(text, named: "accessibility-descriptions-seeds") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    struct Sale {
        let day: String
        let revenue: Double
    }

    static let sales = [
        Sale(day: "Mon", revenue: 1200), Sale(day: "Tue", revenue: 1850), Sale(day: "Wed", revenue: 990),
    ]

    @Test func mathInAxisLabelsAndTitlesReadsAsText() {
        let chart = TypographyGoldenTests.logisticChart().accessibilityLabel(#"Growth of $\mu$m cells"#)
        let description = chart.accessibilityDescription
        #expect(description.contains("T max"), "\(description)")
        #expect(description.contains("Growth of μm cells"), "\(description)")
        #expect(!description.contains("$") && !description.contains("\\"), "\(description)")
    }

    @Test func accessibilityModifiersAreHonoured() {
        let chart = Chart {
            ForEach(Self.sales, id: \.day) { s in
                BarMark(x: .value("Day", s.day), y: .value("Revenue (€)", s.revenue))
                    .accessibilityLabel("Day \(s.day)")
                    .accessibilityValue("\(Int(s.revenue)) euros")
            }
            RuleMark(y: .value("Target", 1500)).accessibilityHidden(true)
            RuleMark(y: .value("Mean", 1346))
        }
        let d = chart.accessibilityDescription
        #expect(d.hasPrefix("Bar chart."))
        #expect(d.contains("Largest: Day Tue, 1850 euros; smallest: Day Wed, 990 euros."))
        #expect(d.contains("The y axis shows Revenue in €"))
        #expect(d.contains("Reference: a horizontal line, Mean, at 1346 €."))
        #expect(!d.contains("Target"))
        // Hidden marks are still plotted, so the table keeps them.
        let table = chart.dataTable()
        #expect(table.rows.count == 5)
        #expect(table.rows.contains { $0.contains("1500") })
        #expect(table.columns.contains("Accessibility value"))
    }

    @Test func lineTrendAndExtremes() {
        let chart = Chart {
            ForEach(Array([3.0, 4, 6, 5, 9, 12].enumerated()), id: \.offset) { i, v in
                LineMark(x: .value("Year", 2000 + i), y: .value("Sales (units)", v))
            }
        }
        let d = chart.accessibilityDescription
        #expect(d.hasPrefix("Line chart."))
        #expect(d.contains("starts at 3 units at Year 2000 and ends at 12 units at Year 2005; overall it rises"))
        #expect(d.contains("Highest, 12 units, at Year 2005; lowest, 3 units, at Year 2000."))
    }

    struct Sample {
        let x: Double
        let y: Double
    }

    /// A series longer than 20,000 values is described from a reduction that keeps its ends and
    /// extremes exactly, with its full counts (a million-value line's alt text took 0.9 s whole).
    @Test func longSeriesAreDescribedWithTheirFullCountsAndExactExtremes() {
        let n = 100_001
        let samples = (0..<n).map { i -> Sample in
            let x = Double(i) / 1000
            // Three missing values; the highest (7.5) at x = 61.234, the lowest (−3) at x = 12.5.
            let y: Double =
                [20_000, 20_001, 80_000].contains(i)
                ? .nan : i == 61_234 ? 7.5 : i == 12_500 ? -3 : sin(x) + x / 50
            return Sample(x: x, y: y)
        }
        let chart = Chart { LinePlot(samples, x: .value("Time (s)", \.x), y: .value("Level (m)", \.y)) }
        let d = chart.accessibilityDescription
        #expect(d.contains("(100001 values)"), "\(d)")
        #expect(d.contains("starts at 0 m at Time 0 s and ends at"), "\(d)")
        #expect(d.contains("Highest, 7.5 m, at Time 61.2 s; lowest, −3 m, at Time 12.5 s."), "\(d)")
        #expect(d.contains("3 values are missing (gaps in the line)."), "\(d)")
        // The reduction keeps first, last, lowest and highest of each of 2,048 buckets, in order.
        let values = samples.map(\.y)
        let kept = describedIndices(Array(0..<n), values: values)
        #expect(kept.count <= 2048 * 5 && kept.count > 2048 * 2)
        #expect(kept.first == 0 && kept.last == n - 1 && kept == kept.sorted())
        #expect(kept.contains(61_234) && kept.contains(12_500) && kept.contains(20_000) && kept.contains(80_000))
        #expect(describedIndices(Array(0..<100), values: values) == Array(0..<100))
    }

    /// A PNG's alt text comes from the lowering that drew it (at the render's scale): it equals the
    /// chart's description for every built-in and seed chart.
    @Test @MainActor func descriptionFromTheRenderLoweringEqualsTheDescription() async throws {
        for example in Example.all {
            switch try example.build() {
            case .chart(let c):
                #expect(
                    try c.renderSceneAndDescription(scale: 2).description == c.accessibilityDescription,
                    "\(example.name)")
            case .chart3D(let c):
                #expect(
                    try c.renderSceneAndDescription(scale: 2).description == c.accessibilityDescription,
                    "\(example.name)")
            case .figure(let f):
                #expect(
                    try f.renderSceneAndDescription(scale: 2).description == f.accessibilityDescription,
                    "\(example.name)")
            }
        }
        for example in SeedExample.all {
            let chart = await example.chart()
            #expect(
                try chart.renderSceneAndDescription(scale: 2).description == chart.accessibilityDescription,
                "\(example.name)")
        }
    }

    @Test func chartLabelIsTheTitle() {
        let chart = Examples.cosine().accessibilityLabel("The cosine over two periods")
        #expect(chart.accessibilityDescription.hasPrefix("Line chart of a function: The cosine over two periods."))
    }

    // MARK: - Alt text in PNGs

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func pngCarriesTitleAndDescription() throws {
        let chart = Examples.cosine().frame(width: 200, height: 120)
        let folder = FileManager.default.temporaryDirectory.appending(path: "a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "cosine.png")
        try ImageRenderer(content: chart).writePNG(to: url)
        let chunks = PNGCodec.textChunks(in: try Data(contentsOf: url))
        #expect(chunks["Description"] == chart.accessibilityDescription)
        #expect(chunks["Title"] == "Line chart of a function")
        // The image itself still decodes.
        #expect(try PNGCodec.decode(Data(contentsOf: url)).width == 200)
        let titled = try ImageRenderer(content: chart.accessibilityLabel("Cosine")).pngData()
        #expect(PNGCodec.textChunks(in: titled)["Title"] == "Cosine")
        let penguins = try Examples.penguins().frame(width: 200, height: 160)
        let png = try ImageRenderer(content: penguins).pngData()
        #expect(PNGCodec.textChunks(in: png)["Description"] == penguins.accessibilityDescription)
    }

    // MARK: - Data table

    struct Reading {
        let city: String
        let date: Date
        let celsius: Double
    }

    @Test func dataTableRoundTripsThroughCSV() throws {
        let day = 86400.0
        let readings = [
            Reading(city: "Oslo, NO", date: Date(timeIntervalSince1970: 0), celsius: -3.25),
            Reading(city: "Oslo, NO", date: Date(timeIntervalSince1970: day), celsius: 0.1),
            Reading(city: "Rome", date: Date(timeIntervalSince1970: 0), celsius: 12.7),
            Reading(city: "Rome", date: Date(timeIntervalSince1970: day), celsius: 1.0 / 3),
        ]
        let lines = Chart(readings) {
            LineMark(x: .value("Date", $0.date), y: .value("Temperature (°C)", $0.celsius))
                .foregroundStyle(by: .value("City", $0.city))
        }
        let table = lines.dataTable()
        #expect(table.columns == ["Series", "Date", "Temperature (°C)"])
        #expect(table.rows.map(\.[0]) == ["Oslo, NO", "Oslo, NO", "Rome", "Rome"])
        #expect(table.rows[1][1] == "1970-01-02")

        let folder = FileManager.default.temporaryDirectory.appending(path: "a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "table.csv")
        try table.writeCSV(to: url)
        let parsed = try CSVTable(parsing: String(contentsOf: url, encoding: .utf8))
        #expect(parsed.columnNames == table.columns)
        #expect(try parsed.strings("Series") == readings.map { Optional($0.city) })
        #expect(try parsed.numbers("Temperature (°C)") == readings.map { Optional($0.celsius) })
        #expect(try parsed.dates("Date") == readings.map { Optional($0.date) })

        // A function plot: exactly the sampled values.
        let cosine = Examples.cosine().dataTable()
        #expect(cosine.rows.count == 101)
        try cosine.writeCSV(to: url)
        let samples = try CSVTable(parsing: String(contentsOf: url, encoding: .utf8))
        let xs = try samples.numbers("Angle").map { $0! }
        let ys = try samples.numbers("Amplitude").map { $0! }
        #expect(xs.first == -2 * .pi && xs.last == 2 * .pi)
        #expect(zip(xs, ys).allSatisfy { cos($0) == $1 })

        // A surface: its function on a grid, z then x.
        let surface = Examples.surface().dataTable(surfaceSamples: 5)
        #expect(surface.columns == ["Series", "x", "y", "z"])
        #expect(surface.rows.count == 25)
        for row in surface.rows {
            let (x, y, z) = (Double(row[1])!, Double(row[2])!, Double(row[3])!)
            #expect(y == sin(2 * x) * cos(2 * z))
        }
    }

    // MARK: - Audio graphs

    /// Upward zero crossings of a window, interpolated: the frequency from the first to the last.
    static func frequency(_ samples: ArraySlice<Int16>, rate: Double) -> Double? {
        var crossings: [Double] = []
        var i = samples.startIndex
        while i + 1 < samples.endIndex {
            let a = Double(samples[i])
            let b = Double(samples[i + 1])
            if a < 0, b >= 0 { crossings.append(Double(i) + (-a) / (b - a)) }
            i += 1
        }
        guard crossings.count >= 3 else { return nil }
        return Double(crossings.count - 1) * rate / (crossings.last! - crossings.first!)
    }

    static func readWAV(_ url: URL) throws -> (rate: Int, samples: [Int16]) {
        let d = [UInt8](try Data(contentsOf: url))
        #expect(String(decoding: d[0..<4], as: UTF8.self) == "RIFF")
        #expect(String(decoding: d[8..<16], as: UTF8.self) == "WAVEfmt ")
        func u32(_ o: Int) -> Int { Int(d[o]) | Int(d[o + 1]) << 8 | Int(d[o + 2]) << 16 | Int(d[o + 3]) << 24 }
        func u16(_ o: Int) -> Int { Int(d[o]) | Int(d[o + 1]) << 8 }
        #expect(u16(20) == 1 && u16(22) == 1 && u16(34) == 16)  // PCM, mono, 16-bit
        #expect(String(decoding: d[36..<40], as: UTF8.self) == "data")
        #expect(u32(4) == d.count - 8 && u32(40) == d.count - 44)
        let samples = stride(from: 44, to: d.count, by: 2).map { Int16(bitPattern: UInt16(u16($0))) }
        return (u32(24), samples)
    }

    @Test func audioGraphPitchFollowsTheData() throws {
        // Rising, a gap, rising again: pitch follows y, the gap is silent.
        let chart = Chart {
            LinePlot(x: "Time (s)", y: "Level", domain: 0...1) { x in (0.45...0.55).contains(x) ? .nan : x * x }
        }
        let folder = FileManager.default.temporaryDirectory.appending(path: "a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "level.wav")
        let graph = try chart.audioGraph(to: url, duration: 2)
        let (rate, samples) = try Self.readWAV(url)
        #expect(rate == 44_100 && samples.count == 88_200)
        let window = 2205  // 50 ms
        var checked = 0
        for start in stride(from: 0, to: samples.count - window, by: window) {
            let t0 = Double(start) / Double(rate)
            let t1 = Double(start + window) / Double(rate)
            let slice = samples[start..<(start + window)]
            let rms = (slice.map { Double($0) * Double($0) }.reduce(0, +) / Double(window)).squareRoot()
            switch (graph.frequency(at: t0), graph.frequency(at: t1)) {
            case (let a?, let b?):
                let measured = try #require(Self.frequency(slice, rate: Double(rate)))
                let expected = (a * b).squareRoot()
                #expect(abs(measured / expected - 1) < 0.03, "t \(t0): \(measured) Hz, expected \(expected) Hz")
                #expect(rms > 8000)
                checked += 1
            case (nil, nil):
                #expect(rms < 200, "t \(t0) should be silent, rms \(rms)")
            default: break  // a window across the edge of the gap
            }
        }
        #expect(checked >= 30)
        // The ends of the pitch range: the lowest value at 220 Hz, the highest at 880 Hz.
        #expect(abs(graph.frequency(at: 0)! - 220) < 1e-9)
        #expect(abs(graph.frequency(at: 2)! - 880) < 1e-9)
    }

    @Test func audioGraphOfASurfaceSlice() throws {
        let graph = try Examples.surface().audioGraph(sliceAtZ: 0, duration: 2)
        // y = sin 2x along z = 0, x from −2 to 2: highest (880 Hz) at x = π/4, lowest at x = −π/4.
        let tPeak = (Double.pi / 4 + 2) / 4 * 2
        let tTrough = (-Double.pi / 4 + 2) / 4 * 2
        for (t, expected) in [(tPeak, 880.0), (tTrough, 220.0)] {
            let start = Int(t * 44_100) - 1100
            let measured = try #require(Self.frequency(graph.samples[start..<(start + 2205)], rate: 44_100))
            #expect(abs(measured / expected - 1) < 0.03, "\(measured) Hz, expected \(expected) Hz")
        }
    }

    @Test func audioGraphNeedsASeries() {
        #expect(throws: AudioGraphError.noSeries("Nope")) { try Examples.cosine().audioGraph(series: "Nope") }
    }

    // MARK: - High contrast

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    @MainActor func highContrastGolden() async throws {
        let example = try #require(SeedExample.all.first { $0.name == "lines-with-symbols-by-city" })
        let chart = try #require(await example.chart() as? Chart)
        let image = try ImageRenderer(content: chart.chartTheme(.highContrast)).renderImage()
        try GoldenImage.check(image, named: "high-contrast-lines-by-city")
        let bars = ImageRenderer(
            content: Chart {
                ForEach(Self.sales, id: \.day) {
                    BarMark(x: .value("Day", $0.day), y: .value("Revenue (€)", $0.revenue))
                }
            }.chartTheme(.highContrast).frame(width: 400, height: 260))
        try GoldenImage.check(try bars.renderImage(), named: "high-contrast-bars")
    }

    @Test func highContrastChangesOnlyTheLook() throws {
        let chart = Examples.cosine()
        #expect(try chart.lowered() == chart.chartTheme(.standard).lowered())
        #expect(try chart.lowered() != chart.chartTheme(.highContrast).lowered())
        #expect(chart.accessibilityDescription == chart.chartTheme(.highContrast).accessibilityDescription)
    }
}

extension AccessibilityTests {
    /// The keyboard focus's read-out, as the window shows it (the window test drives the keys).
    @Test func focusReadOutReplacesTheHoverReadOut() throws {
        let chart = Examples.cosine()
        let focus = try #require(chart.movedFocus(chart.movedFocus(nil, dx: 0, dy: 0), dx: 50, dy: 0))
        #expect(focus == ChartDataFocus(series: 0, index: 50))
        let lines = try #require(chart.announcement(for: focus))
        #expect(lines == ["Amplitude, 51 of 101", "Angle: 0", "Amplitude: 1"])
        let pixel = try #require(chart.pixel(of: focus, scale: 1))
        let scene = try chart.interactiveScene(
            scale: 1, interaction: ChartInteraction(hover: pixel, readoutOverride: lines))
        #expect(scene.readout == lines)
        // The focused value sits where the chart draws x = 0.
        #expect(abs((scene.selectedX ?? .nan) - 0) < 0.05)
        // Clamped at the ends.
        #expect(chart.movedFocus(focus, dx: 500, dy: 3) == ChartDataFocus(series: 0, index: 100))
    }
}
