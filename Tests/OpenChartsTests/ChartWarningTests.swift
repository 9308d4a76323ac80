import ChartExport
import Foundation
import OpenCharts
import Testing

/// The warning channel (issue 9): values skipped with a count, colours repeated, a font replaced,
/// nothing drawn, a blank image — from the pure lowering (`warnings(scale:)`, the scene's
/// `warnings`) and from `ImageRenderer` after a render, through `ChartWarning.handler`.
@Suite struct ChartWarningTests {
    struct Sample {
        var x: Double
        var y: Double
        var z: Double = 0
        var kind = "a"
    }

    /// Eight samples, five of them with a NaN or infinite coordinate (and two finite ones in a row,
    /// so that a line through them has a segment to draw).
    static let messy: [Sample] = [
        (Double.nan, Double.nan), (0, 1), (1, .nan), (2, .infinity), (.nan, 3), (4, -.infinity), (5, 2), (6, 1),
    ].map { Sample(x: $0.0, y: $0.1) }
    static let nonFiniteCount = messy.filter { !$0.x.isFinite || !$0.y.isFinite }.count

    static func skipped(_ warnings: [ChartWarning]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for case .nonFiniteValuesSkipped(let mark, let count) in warnings { counts[mark, default: 0] += count }
        return counts
    }

    @Test func skippedValuesAreCountedPerMark() throws {
        let charts: [(String, Chart)] = [
            ("PointMark \"y\"", Chart(Self.messy, id: \.x) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }),
            ("LineMark \"y\"", Chart(Self.messy, id: \.x) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }),
            ("BarMark", Chart(Self.messy, id: \.x) { BarMark(x: .value("x", $0.x), y: .value("y", $0.y)) }),
            (
                "RectangleMark",
                Chart(Self.messy, id: \.x) { RectangleMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
            ),
            (
                "PointPlot \"y\"",
                Chart { PointPlot(Self.messy, x: .value("x", \.x), y: .value("y", \.y)) }
            ),
            (
                "LinePlot \"y\"",
                Chart { LinePlot(Self.messy, x: .value("x", \.x), y: .value("y", \.y)) }
            ),
        ]
        for (mark, chart) in charts {
            let warnings = try chart.warnings()
            #expect(Self.skipped(warnings) == [mark: Self.nonFiniteCount], "\(mark): \(warnings)")
            #expect(!warnings.contains { if case .nothingDrawn = $0 { true } else { false } }, "\(mark)")
        }
        // The line names the mark and the count.
        let line = ChartWarning.nonFiniteValuesSkipped(mark: "LineMark \"y\"", count: 5).description
        #expect(line == "LineMark \"y\": 5 values skipped (NaN or infinite, or outside a log scale)")
        // Finite data: no warning at all.
        let clean = Chart(Self.messy.filter { $0.x.isFinite && $0.y.isFinite }, id: \.x) {
            LineMark(x: .value("x", $0.x), y: .value("y", $0.y))
        }
        #expect(try clean.warnings() == [])
    }

    @Test func skippedValuesOf3DChartsAreCounted() throws {
        let cloud = Self.messy.map { Sample(x: $0.x, y: 1, z: $0.y) }
        let chart = Chart3D {
            PointPlot(cloud, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
        }
        #expect(Self.skipped(try chart.warnings()) == ["PointPlot \"y\"": Self.nonFiniteCount])
        let line = Chart3D {
            LinePlot(cloud, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
        }
        #expect(Self.skipped(try line.warnings()) == ["LinePlot \"y\"": Self.nonFiniteCount])
    }

    @Test func moreCategoriesThanPaletteColoursWarn() throws {
        func chart(_ n: Int) -> Chart {
            let data = (0..<n).map { Sample(x: Double($0), y: Double($0 * $0), kind: "series \($0)") }
            return Chart(data, id: \.x) {
                PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).foregroundStyle(by: .value("kind", $0.kind))
            }
        }
        let palette = Color.categoricalPalette.count
        #expect(try chart(palette).warnings() == [])
        #expect(
            try chart(palette + 2).warnings() == [.moreCategoriesThanColors(count: palette + 2, paletteSize: palette)])
        // 3D too.
        let data = (0..<9).map { Sample(x: Double($0), y: 1, z: 2, kind: "k\($0)") }
        let chart3D = Chart3D {
            PointPlot(data, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
                .foregroundStyle(by: .value("kind", \.kind))
        }
        #expect(try chart3D.warnings().contains(.moreCategoriesThanColors(count: 9, paletteSize: palette)))
        // A pie of 9 slices, and one of 7.
        func pie(_ n: Int) -> Chart {
            Chart((0..<n).map { Sample(x: Double($0 + 1), y: 0, kind: "slice \($0)") }, id: \.x) {
                SectorMark(angle: .value("share", $0.x)).foregroundStyle(by: .value("kind", $0.kind))
            }
        }
        #expect(try pie(9).warnings() == [.moreCategoriesThanColors(count: 9, paletteSize: palette)])
        #expect(try pie(palette).warnings() == [])
    }

    @Test func chartsThatDrawNothingSayWhy() throws {
        let empty = Chart([Sample](), id: \.x) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
        #expect(try empty.warnings() == [.nothingDrawn(reason: "the chart has no data")])
        let nan = [Sample(x: .nan, y: 1), Sample(x: 2, y: .infinity)]
        let allNaN = Chart(nan, id: \.y) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
        #expect(
            try allNaN.warnings() == [
                .nonFiniteValuesSkipped(mark: "PointMark \"y\"", count: 2),
                .nothingDrawn(reason: "none of its 2 values is finite (NaN or infinite)"),
            ])
        // Every value outside an explicit domain.
        let data = [Sample(x: 1, y: 1), Sample(x: 2, y: 4)]
        for chart in [
            Chart(data, id: \.x) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.chartXScale(domain: 10...20),
            Chart(data, id: \.x) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.chartYScale(
                domain: -9 ... -5),
            Chart(data, id: \.x) { BarMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.chartXScale(domain: 10...20),
        ] {
            let warnings = try chart.warnings()
            #expect(
                warnings.count == 1 && warnings.first?.description.hasPrefix("nothing drawn: no mark falls") == true)
        }
        // A function that is NaN everywhere.
        let function = Chart { LinePlot(x: "x", y: "y", domain: -1...1) { x in (-1 - x * x).squareRoot() } }
        #expect(try function.warnings().count == 1)
        // 3D: no data, or no finite value.
        let none = Chart3D { PointPlot([Sample](), x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z)) }
        #expect(try none.warnings() == [.nothingDrawn(reason: "the chart has no data")])
        let surface = Chart3D { SurfacePlot(x: "x", y: "y", z: "z") { x, z in .nan * x * z } }
        #expect(
            try surface.warnings().map(\.description) == [
                "nothing drawn: no surface or mark has a finite value inside the x, y and z domains"
            ])
        // Drawn charts have no such warning.
        #expect(try Chart(data, id: \.x) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.warnings() == [])
    }

    @Test func customFontsResolveOrFallBackWithAWarning() throws {
        func chart(_ font: Font) -> Chart {
            Chart([Sample(x: 1, y: 1), Sample(x: 2, y: 3)], id: \.x) {
                PointMark(x: .value("x", $0.x), y: .value("y", $0.y))
                    .annotation(position: .top) { Text("peak").font(font) }
            }
        }
        func families(_ scene: RenderScene) -> Set<String> {
            Set(scene.primitives.compactMap { if case .text(let t) = $0 { t.fontFamily } else { nil } })
        }
        // Installed (fonts-dejavu-core): drawn in that family, no warning.
        let serif = try chart(.custom("DejaVu Serif", size: 14)).lowered()
        #expect(families(serif).contains("DejaVu Serif"))
        #expect(serif.warnings == [])
        // Not installed: the default face stands in, with a warning naming both.
        let missing = try chart(.custom("Nonexistent Sans OC", size: 14)).lowered()
        #expect(missing.warnings == [.fontFallback(requested: "Nonexistent Sans OC", used: "DejaVu Sans")])
        #expect(
            missing.warnings[0].description
                == "font family 'Nonexistent Sans OC' is not installed; using 'DejaVu Sans' "
                + "(fc-list lists the installed families)")
        // Bold keeps the family; axis labels take it too.
        #expect(Font.custom("DejaVu Serif", size: 9).bold().family == "DejaVu Serif")
        let axis = Chart([Sample(x: 1, y: 1), Sample(x: 2, y: 3)], id: \.x) {
            PointMark(x: .value("x", $0.x), y: .value("y", $0.y))
        }.chartXAxis {
            AxisMarks { _ in AxisValueLabel().font(.custom("Nonexistent Mono OC", size: 10)) }
        }
        #expect(try axis.warnings() == [.fontFallback(requested: "Nonexistent Mono OC", used: "DejaVu Sans")])
    }
}

/// Warnings after rendering: `ImageRenderer.warnings`, the handler, the blank-image check, fonts.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct ChartWarningRenderTests {
    final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var warnings: [ChartWarning] = []
        func add(_ w: ChartWarning) { lock.withLock { warnings.append(w) } }
    }

    @Test func imageRendererKeepsAndReportsTheWarningsOfItsLastRender() throws {
        let data = ChartWarningTests.messy
        let renderer = ImageRenderer(
            content: Chart(data, id: \.x) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.frame(
                width: 160, height: 120))
        #expect(renderer.warnings == [])
        let collected = Collected()
        let previous = ChartWarning.handler
        ChartWarning.handler = { collected.add($0) }
        defer { ChartWarning.handler = previous }
        _ = try renderer.renderImage()
        let expected = ChartWarning.nonFiniteValuesSkipped(mark: "LineMark \"y\"", count: 5)
        #expect(renderer.warnings == [expected])
        // Other suites render in parallel and may report through the handler too: ours is among them.
        #expect(collected.lock.withLock { collected.warnings.contains(expected) })
        // A later clean render clears them.
        renderer.content = Chart(data.filter { $0.y.isFinite && $0.x.isFinite }, id: \.x) {
            LineMark(x: .value("x", $0.x), y: .value("y", $0.y))
        }.frame(width: 160, height: 120)
        _ = try renderer.renderImage()
        #expect(renderer.warnings == [])
    }

    @Test func anImageWithNothingVisibleIsReported() throws {
        // White points on white, no axes: the scene has primitives, the image is one colour.
        let data = [ChartWarningTests.Sample(x: 1, y: 1), ChartWarningTests.Sample(x: 2, y: 2)]
        let invisible = Chart(data, id: \.x) {
            PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).foregroundStyle(.white)
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...3).chartYScale(domain: 0...3)
            .frame(width: 120, height: 90)
        let renderer = ImageRenderer(content: invisible)
        let image = try renderer.renderImage()
        #expect(Set(stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }).count == 1)
        #expect(renderer.warnings.contains { if case .blankImage = $0 { true } else { false } }, "\(renderer.warnings)")
        // The same chart in colour is not blank.
        renderer.content = Chart(data, id: \.x) {
            PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).foregroundStyle(.red)
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...3).chartYScale(domain: 0...3)
            .frame(width: 120, height: 90)
        _ = try renderer.renderImage()
        #expect(renderer.warnings == [])
    }

    @Test func aCustomFamilyIsDrawnInThatFamily() throws {
        func image(_ font: Font) throws -> RGBAImage {
            let chart = Chart([ChartWarningTests.Sample(x: 1, y: 1)], id: \.x) {
                PointMark(x: .value("x", $0.x), y: .value("y", $0.y))
                    .annotation(position: .overlay) { Text("Typeface 123").font(font) }
            }.chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 160, height: 80)
            return try ImageRenderer(content: chart).renderImage()
        }
        let sans = try image(.system(size: 16))
        // DejaVu Serif is installed: its glyphs differ from DejaVu Sans's.
        #expect(try image(.custom("DejaVu Serif", size: 16)) != sans)
        // A missing family is drawn in DejaVu Sans: the same pixels as the default.
        #expect(try image(.custom("Nonexistent Sans OC", size: 16)) == sans)
    }
}
