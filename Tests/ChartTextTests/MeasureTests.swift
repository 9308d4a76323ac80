import Testing

@testable import ChartText

@Suite struct MeasureTests {
    @Test func widthGrowsWithTextLength() throws {
        let face = try FontFace.default()
        let short = face.measure("12", pixelSize: 14)
        let long = face.measure("12345", pixelSize: 14)
        #expect(short.width > 0)
        #expect(long.width > short.width)
        #expect(face.measure("", pixelSize: 14).width == 0)
        // DejaVu digits are tabular: each advances 1303/2048 em.
        #expect(abs(long.width - 5 * 14 * 1303 / 2048) < 1e-3)
    }

    @Test func widthScalesLinearlyWithSize() throws {
        let face = try FontFace.default()
        let small = face.measure("Temperature (°C)", pixelSize: 11)
        let large = face.measure("Temperature (°C)", pixelSize: 33)
        #expect(abs(large.width / small.width - 3) < 1e-3)
        #expect(abs(large.ascent / small.ascent - 3) < 1e-3)
        let fractional = face.measure("Temperature (°C)", pixelSize: 16.5)
        #expect(abs(fractional.width / small.width - 1.5) < 1e-3)
    }

    @Test func extentCarriesTheLineMetrics() throws {
        let face = try FontFace.default()
        let extent = face.measure("gy", pixelSize: 18)
        let metrics = face.lineMetrics(pixelSize: 18)
        #expect(extent.ascent == metrics.ascent)
        #expect(extent.descent == metrics.descent)
        #expect(extent.height == metrics.ascent + metrics.descent)
    }

    @Test func layoutPlacesOneGlyphPerScalarAtIncreasingPens() throws {
        let face = try FontFace.default()
        let placements = face.layout("x = 1.5", pixelSize: 16)
        #expect(placements.count == 7)
        #expect(placements.first?.x == 0)
        for (a, b) in zip(placements, placements.dropFirst()) {
            #expect(b.x > a.x)
        }
        let width = face.measure("x = 1.5", pixelSize: 16).width
        let last = try #require(placements.last)
        let lastAdvance = face.glyphBitmap(last.glyph, pixelSize: 16).advance
        #expect(abs(last.x + lastAdvance - width) < 1e-3)
    }

    @Test func controlCharactersAreSkipped() throws {
        let face = try FontFace.default()
        #expect(face.layout("a\nb\t", pixelSize: 12).count == 2)
        #expect(face.measure("a\nb", pixelSize: 12).width == face.measure("ab", pixelSize: 12).width)
    }

    @Test func kerningTightensPairsThatHaveIt() throws {
        let face = try FontFace.default()
        let pair = face.measure("AV", pixelSize: 40).width
        let apart = face.measure("A", pixelSize: 40).width + face.measure("V", pixelSize: 40).width
        #expect(pair < apart)
    }

    @Test func cyrillicIsMeasuredAndHasGlyphs() throws {
        let face = try FontFace.default()
        let extent = face.measure("Привет", pixelSize: 16)
        #expect(extent.width > 0)
        let placements = face.layout("Привет", pixelSize: 16)
        #expect(placements.count == 6)
        for placement in placements {
            #expect(placement.glyph != 0)
            #expect(placement.glyph < 0x10000, "DejaVu Sans has Cyrillic itself")
            let bitmap = face.glyphBitmap(placement.glyph, pixelSize: 16)
            #expect(bitmap.coverage.contains { $0 > 0 })
        }
    }

    @Test func trueMinusSignIsAGlyphOfItsOwn() throws {
        let face = try FontFace.default()
        let minus = try #require(face.layout("\u{2212}", pixelSize: 16).first)
        let hyphen = try #require(face.layout("-", pixelSize: 16).first)
        #expect(minus.glyph != 0)
        #expect(minus.glyph != hyphen.glyph)
        #expect(face.glyphBitmap(minus.glyph, pixelSize: 16).coverage.contains { $0 > 128 })
    }

    @Test func missingCharactersComeFromAFallbackFontWhenOneIsInstalled() throws {
        let face = try FontFace.default()
        // MATHEMATICAL SCRIPT CAPITAL A: not in DejaVu Sans; DejaVu Math TeX Gyre has it where installed.
        let placements = face.layout("x\u{1D49C}y", pixelSize: 20)
        #expect(placements.count == 3)
        let script = placements[1]
        if script.glyph != 0 {
            #expect(script.glyph >= 0x10000, "a fallback glyph carries its slot in the upper bits")
            let bitmap = face.glyphBitmap(script.glyph, pixelSize: 20)
            #expect(bitmap.coverage.contains { $0 > 0 })
            #expect(abs(placements[2].x - script.x - bitmap.advance) < 1e-3)
            #expect(face.layout("\u{1D49C}", pixelSize: 20).first?.glyph == script.glyph, "fallbacks are cached")
        }
    }

    @Test func charactersNoFontHasShowNotdefAndStillAdvance() throws {
        let face = try FontFace.default()
        // A private-use code point: no installed font is expected to cover it.
        let placements = face.layout("a\u{F8FF}b", pixelSize: 16)
        #expect(placements.count == 3)
        #expect(placements[2].x > placements[1].x)
    }

    @Test func concurrentMeasurementIsSafeAndConsistent() async throws {
        let face = try FontFace.default()
        let expected = face.measure("Concurrency 123 Привет", pixelSize: 13).width
        let results = await withTaskGroup(of: [Float].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var widths: [Float] = []
                    for i in 0..<50 {
                        let size = Float(8 + (task + i) % 20)
                        _ = face.layout("Axis \(i) label", pixelSize: size)
                        _ = face.glyphBitmap(UInt32(36 + i % 40), pixelSize: size)
                        widths.append(face.measure("Concurrency 123 Привет", pixelSize: 13).width)
                    }
                    return widths
                }
            }
            var all: [Float] = []
            for await widths in group { all += widths }
            return all
        }
        #expect(results.count == 400)
        #expect(results.allSatisfy { $0 == expected })
    }
}
