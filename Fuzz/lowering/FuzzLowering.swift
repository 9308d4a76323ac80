// libFuzzer target for ChartCore lowering: the input bytes become data (any Double bit pattern,
// NaN and infinities included), a mark kind, an interpolation, categories, an optional explicit
// domain and a frame size; the chart is lowered to a RenderScene. A thrown ChartError is the
// expected outcome for invalid domains and sizes; a crash, hang or sanitizer report is a bug.
// Built by Scripts/fuzz.sh against the modules of a plain debug build.

import ChartCore
import ChartMath
import ChartScene

struct Row: Identifiable {
    var id: Int
    var x: Double
    var y: Double
    var kind: String
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLowering(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 4 else { return 0 }
    var input = Bytes(data: UnsafeBufferPointer(start: start, count: min(count, 2048)))
    let mark = input.byte() % 6
    let options = input.byte()
    let categories = Int(input.byte() % 12) + 1
    let n = Int(input.byte() % 64)
    let rows = (0..<n).map { i in Row(id: i, x: input.double(), y: input.double(), kind: "c\(i % categories)") }
    var chart = Chart(rows) { r in
        switch mark {
        case 0: LineMark(x: .value("x", r.x), y: .value("y", r.y)).foregroundStyle(by: .value("kind", r.kind))
        case 1: PointMark(x: .value("x", r.x), y: .value("y", r.y)).symbol(by: .value("kind", r.kind))
        case 2: BarMark(x: .value("kind", r.kind), y: .value("y", r.y))
        case 3: AreaMark(x: .value("x", r.x), y: .value("y", r.y)).foregroundStyle(by: .value("kind", r.kind))
        case 4: RuleMark(y: .value("y", r.y))
        default: RectangleMark(x: .value("x", r.x), y: .value("y", r.y))
        }
    }
    if options & 1 != 0 {
        let a = input.double()
        let b = input.double()
        if !a.isNaN && !b.isNaN { chart = chart.chartXScale(domain: min(a, b)...max(a, b)) }
    }
    if options & 2 != 0 {
        let a = input.double()
        let b = input.double()
        if !a.isNaN && !b.isNaN { chart = chart.chartYScale(domain: min(a, b)...max(a, b)) }
    }
    if options & 4 != 0 { chart = chart.chartXScale(type: .log) }
    if options & 16 != 0 { chart = chart.chartYScale(type: .squareRoot) }
    if options & 8 != 0 {
        chart = chart.frame(width: Double(input.byte()) * 4 - 8, height: Double(input.byte()) * 3 - 8)
    } else {
        chart = chart.frame(width: 160, height: 120)
    }
    _ = try? chart.lowered(scale: 1)
    return 0
}
