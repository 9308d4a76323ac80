// libFuzzer target for ChartText's label text: parse arbitrary text as math text (`$…$`), lay out what
// parses in DejaVu Sans (scripts, fractions, roots, fallback faces), and shape it (bidi runs, HarfBuzz).
// Compiled with Sources/ChartText/*.swift by Scripts/fuzz.sh. A thrown MathTextError is the expected
// outcome; a crash, hang or sanitizer report is a bug.

nonisolated(unsafe) private var face: FontFace? = try? FontFace.default()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMathText(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count <= 4096, let face else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    _ = MathText.containsMath(text)
    do {
        _ = try MathText.parse(text)
        for size: Float in [13, 0.5] {
            let laidOut = try face.layoutLabel(text, pixelSize: size)
            precondition(laidOut.width.isFinite && laidOut.ascent.isFinite && laidOut.descent.isFinite)
        }
    } catch {
        _ = error.description
    }
    _ = face.measureLabel(text, pixelSize: 11)
    return 0
}
