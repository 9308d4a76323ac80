import Testing

@testable import ChartText

/// Bidirectional runs and HarfBuzz shaping: right-to-left order, Arabic joining, Devanagari conjuncts,
/// fallback faces for CJK; Latin text untouched.
@Suite struct ShapingTests {
    let face: FontFace

    init() throws { face = try FontFace.default() }

    @Test func bidiRunsComeInVisualOrder() {
        // As UAX #9 sets it: a number after Hebrew joins the right-to-left run (drawn left of the word).
        let hebrew = Array("abc אבג 12".unicodeScalars)
        #expect(
            Bidi.visualRuns(hebrew) == [
                Bidi.Run(range: 0..<4, rightToLeft: false), Bidi.Run(range: 8..<10, rightToLeft: false),
                Bidi.Run(range: 4..<8, rightToLeft: true),
            ])
        let latinNumber = Array("abc אבג x12".unicodeScalars)
        #expect(Bidi.visualRuns(latinNumber).map(\.range) == [0..<4, 4..<7, 7..<11])
        // A right-to-left paragraph: the Hebrew word is rightmost, the number and the Latin word keep their order.
        let rtl = Array("שלום 2024 ok".unicodeScalars)
        let runs = Bidi.visualRuns(rtl)
        #expect(runs.last == Bidi.Run(range: 0..<5, rightToLeft: true))
        #expect(runs.first.map { rtl[$0.range].map(Character.init) } == ["o", "k"])
        #expect(Bidi.visualRuns(Array("plain text".unicodeScalars)) == [Bidi.Run(range: 0..<10, rightToLeft: false)])
    }

    @Test func latinTextKeepsTheSimplePath() {
        for text in ["Temperature (°C)", "Ωμέγα", "Привет", "naïve"] {
            #expect(!FontFace.needsShaping(Array(text.unicodeScalars)), "\(text)")
        }
        #expect(FontFace.needsShaping(Array("שלום".unicodeScalars)))
        #expect(FontFace.needsShaping(Array("हिन्दी".unicodeScalars)))
        #expect(FontFace.needsShaping(Array("e\u{301}".unicodeScalars)))
    }

    @Test func arabicLettersJoin() throws {
        // Isolated letters have their own forms; joined in a word HarfBuzz picks initial, medial and final forms.
        let word = face.layout("سلم", pixelSize: 20).map(\.glyph)
        let isolated = ["س", "ل", "م"].flatMap { face.layout($0, pixelSize: 20).map(\.glyph) }
        #expect(word.count == 3)
        #expect(Set(word).isDisjoint(with: isolated), "\(word) \(isolated)")
        // Right to left: the first letter (seen) is drawn rightmost.
        let placements = face.layout("سلم", pixelSize: 20)
        #expect(placements.map(\.x) == placements.map(\.x).sorted())
        #expect(placements.last?.glyph == face.layout("سـ", pixelSize: 20).last?.glyph)
    }

    @Test func devanagariFormsConjunctsInAFallbackFace() throws {
        let laidOut = try face.layoutLabel("क्ष", pixelSize: 20)
        #expect(laidOut.runs.count == 1)
        let run = try #require(laidOut.runs.first)
        #expect(run.face !== face, "Devanagari comes from a fallback face")
        // Three scalars (ka, virama, ssa) make one conjunct glyph.
        #expect(run.glyphs.count == 1, "\(run.glyphs)")
        // The i-matra is written after the consonant but drawn before it.
        let di = try face.layoutLabel("दि", pixelSize: 20).runs[0].glyphs
        let da = try face.layoutLabel("द", pixelSize: 20).runs[0].glyphs[0].glyph
        #expect(di.count == 2 && di[1].glyph == da)
    }

    @Test func cjkComesFromAFallbackFaceInItsOwnRun() throws {
        let laidOut = try face.layoutLabel("Tokyo 東京", pixelSize: 20)
        #expect(laidOut.runs.count == 2)
        #expect(laidOut.runs[0].face === face && laidOut.runs[1].face !== face)
        #expect(laidOut.runs[1].glyphs.allSatisfy { $0.glyph != 0 })
    }
}
