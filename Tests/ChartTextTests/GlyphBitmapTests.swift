import Testing

@testable import ChartText

@Suite struct GlyphBitmapTests {
    @Test func capitalHHasCoverageAboveTheBaseline() throws {
        let face = try FontFace.default()
        let glyph = try #require(face.layout("H", pixelSize: 24).first).glyph
        let bitmap = face.glyphBitmap(glyph, pixelSize: 24)
        #expect(bitmap.width > 0 && bitmap.height > 0)
        #expect(bitmap.coverage.count == bitmap.width * bitmap.height)
        #expect(bitmap.coverage.contains(255), "the stems are fully covered")
        #expect(bitmap.top > 0 && bitmap.top <= 24)
        #expect(bitmap.height <= bitmap.top + 1, "H does not descend below the baseline")
        #expect(bitmap.advance > Float(bitmap.width))
    }

    @Test func bitmapsGrowWithSizeAndAreCached() throws {
        let face = try FontFace.default()
        let glyph = try #require(face.layout("g", pixelSize: 10).first).glyph
        let small = face.glyphBitmap(glyph, pixelSize: 10)
        let large = face.glyphBitmap(glyph, pixelSize: 40)
        #expect(large.height > 3 * small.height)
        #expect(large.top - large.height < 0, "g descends below the baseline")
        #expect(face.glyphBitmap(glyph, pixelSize: 40) == large)
    }

    @Test func spaceIsBlankButAdvances() throws {
        let face = try FontFace.default()
        let glyph = try #require(face.layout(" ", pixelSize: 20).first).glyph
        let bitmap = face.glyphBitmap(glyph, pixelSize: 20)
        #expect(bitmap.coverage.isEmpty)
        #expect(bitmap.advance > 0)
    }

    @Test func unknownSlotGivesABlankBitmap() throws {
        let face = try FontFace.default()
        #expect(face.glyphBitmap(0xFFFF_0001, pixelSize: 12) == .blank(advance: 0))
    }
}
