// libFuzzer target for ChartExpression: parse arbitrary text as an expression in x and z and as a
// domain argument; evaluate what parses at a few points. Compiled with Sources/ChartExpression/*.swift
// by Scripts/fuzz.sh. A thrown ExpressionError is the expected outcome; a crash or hang is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count <= 4096 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let expression = try? MathExpression(parsing: text, variables: ["x", "z"]) {
        for (x, z) in [(0.0, 0.0), (1.5, -2.0), (-1e308, 1e-308), (Double.nan, .infinity)] {
            _ = expression(x, z)
            _ = expression.evaluate(["x": x, "z": z])
        }
        _ = expression.uses("x")
        _ = expression.description
    }
    _ = try? DomainParser.parse(text)
    return 0
}
