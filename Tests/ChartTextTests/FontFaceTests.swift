import Testing

@testable import ChartText

@Suite struct FontFaceTests {
    @Test func defaultFaceIsDejaVuSans() throws {
        let face = try FontFace.default()
        #expect(face.family == "DejaVu Sans")
        #expect(!face.isFallback)
        #expect(face.path.hasSuffix(".ttf"))
        #expect(try FontFace.default() === face, "faces are cached per family and weight")
    }

    @Test func boldIsADifferentFile() throws {
        let regular = try FontFace.default()
        let bold = try FontFace.default(bold: true)
        #expect(bold.family == "DejaVu Sans")
        #expect(bold.path != regular.path)
        #expect(bold.measure("Bold text", pixelSize: 20).width > regular.measure("Bold text", pixelSize: 20).width)
    }

    @Test func unknownFamilyFallsBackToDejaVuSans() throws {
        let face = try FontFace.named("No Such Family 1234")
        #expect(face.isFallback)
        #expect(face.family == "DejaVu Sans")
        #expect(face.requestedFamily == "No Such Family 1234")
        #expect(face.measure("abc", pixelSize: 12).width > 0)
    }

    @Test func genericFamilyIsNotAFallback() throws {
        let face = try FontFace.named("sans-serif")
        #expect(!face.isFallback)
    }

    @Test func lineMetricsScaleLinearly() throws {
        let face = try FontFace.default()
        let m10 = face.lineMetrics(pixelSize: 10)
        let m20 = face.lineMetrics(pixelSize: 20)
        #expect(m10.ascent > 0 && m10.descent > 0 && m10.lineGap >= 0)
        #expect(abs(m10.lineHeight - (m10.ascent + m10.descent + m10.lineGap)) < 1e-4)
        #expect(abs(m20.ascent - 2 * m10.ascent) < 1e-4)
        #expect(abs(m20.lineHeight - 2 * m10.lineHeight) < 1e-4)
        // DejaVu Sans: ascender 1901, descender -483, 2048 units per em.
        #expect(abs(m20.ascent - 20 * 1901 / 2048) < 1e-3)
        #expect(abs(m20.descent - 20 * 483 / 2048) < 1e-3)
        #expect(face.lineMetrics(pixelSize: -3) == LineMetrics(ascent: 0, descent: 0, lineGap: 0, lineHeight: 0))
    }

    @Test func zeroAndInvalidSizesGiveEmptyResults() throws {
        let face = try FontFace.default()
        #expect(face.measure("abc", pixelSize: 0).width == 0)
        #expect(face.measure("abc", pixelSize: .nan).width == 0)
        #expect(face.glyphBitmap(face.layout("H", pixelSize: 12)[0].glyph, pixelSize: 0).coverage.isEmpty)
    }
}
