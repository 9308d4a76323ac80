// libFuzzer target for ChartCore's 3D lowering: the input bytes become a Chart3D — point clouds
// (PointPlot), point marks, 3D lines (LinePlot), surfaces over a small grid with NaN holes and any
// Double values (bilinear, as the CLI's grid surfaces), rules and rectangles with random spans —
// with optional explicit x/y/z domains, a pose, a projection, categories and a frame size. The
// chart is lowered at its pose and at a second pose (`prepared(scale:)` then `scene(pose:)`), and
// its warnings are read. A thrown ChartError is the expected outcome for invalid domains and sizes;
// a crash, hang or sanitizer report is a bug. Built by Scripts/fuzz.sh like the 2D target.

import ChartCamera
import ChartCore
import ChartMath
import ChartScene

struct Row {
    var x: Double
    var y: Double
    var z: Double
    var kind: String
}

extension Bytes {
    /// A range from two doubles, or nil when they do not make one (NaN, or equal ends for a span).
    mutating func range() -> (Double, Double)? {
        let a = double()
        let b = double()
        guard !a.isNaN, !b.isNaN, a != b else { return nil }
        return (min(a, b), max(a, b))
    }
}

/// A surface through a small grid of values (NaN cells leave holes), bilinear between them.
struct GridSurface: Sendable {
    let values: [Double]
    let columns: Int
    let rows: Int
    let x: (Double, Double)
    let z: (Double, Double)

    func callAsFunction(_ xv: Double, _ zv: Double) -> Double {
        let u = (xv - x.0) / (x.1 - x.0) * Double(columns - 1)
        let v = (zv - z.0) / (z.1 - z.0) * Double(rows - 1)
        guard u.isFinite, v.isFinite, u >= 0, v >= 0, u <= Double(columns - 1), v <= Double(rows - 1) else {
            return .nan
        }
        let c = min(Int(u), columns - 2)
        let r = min(Int(v), rows - 2)
        let fu = u - Double(c)
        let fv = v - Double(r)
        let at = { (r: Int, c: Int) in values[r * columns + c] }
        let top = at(r, c) * (1 - fu) + at(r, c + 1) * fu
        let bottom = at(r + 1, c) * (1 - fu) + at(r + 1, c + 1) * fu
        return top * (1 - fv) + bottom * fv
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLowering3D(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 6 else { return 0 }
    var input = Bytes(data: UnsafeBufferPointer(start: start, count: min(count, 2048)))
    let marks = input.byte()
    let options = input.byte()
    let categories = Int(input.byte() % 12) + 1
    let n = Int(input.byte() % 48)
    let rows = (0..<n).map { i in
        Row(x: input.double(), y: input.double(), z: input.double(), kind: "c\(i % categories)")
    }
    let columns = Int(input.byte() % 6) + 2
    let gridRows = Int(input.byte() % 6) + 2
    let grid = GridSurface(
        values: (0..<(columns * gridRows)).map { _ in input.double() }, columns: columns, rows: gridRows,
        x: input.range() ?? (-1, 1), z: input.range() ?? (-1, 1))
    let span = input.range()
    let at = (input.double(), input.double())
    var chart = Chart3D {
        if marks & 1 != 0 {
            PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
                .foregroundStyle(by: .value("kind", \.kind))
        }
        if marks & 2 != 0 {
            LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
        }
        if marks & 4 != 0 {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in grid(x, z) }
        }
        if marks & 8 != 0, let first = rows.first {
            PointMark(x: .value("x", first.x), y: .value("y", first.y), z: .value("z", first.z))
        }
        if marks & 16 != 0, let span {
            RuleMark(x: .value("x", span.0..<span.1), y: .value("y", at.0), z: .value("z", at.1))
        }
        if marks & 32 != 0, let span {
            RectangleMark(x: .value("x", span.0..<span.1), y: .value("y", at.0), z: .value("z", span.0..<span.1))
        }
        if marks & 64 != 0 {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z / (x - z) }.foregroundStyle(.normalBased)
        }
    }
    if options & 1 != 0, let (a, b) = input.range() { chart = chart.chartXScale(domain: a...b) }
    if options & 2 != 0, let (a, b) = input.range() { chart = chart.chartYScale(domain: a...b) }
    if options & 4 != 0, let (a, b) = input.range() { chart = chart.chartZScale(domain: a...b) }
    let pose = Chart3DPose(
        azimuth: .degrees(Double(Int8(bitPattern: input.byte())) * 3),
        inclination: .degrees(Double(Int8(bitPattern: input.byte())) * 0.8))
    chart = chart.chart3DPose(pose)
    if options & 8 != 0 { chart = chart.chart3DCameraProjection(.perspective) }
    if options & 16 != 0 {
        chart = chart.frame(width: Double(input.byte()) * 4 - 8, height: Double(input.byte()) * 3 - 8)
    } else {
        chart = chart.frame(width: 160, height: 120)
    }
    let other = Chart3DPose(azimuth: .degrees(Double(input.byte())), inclination: .degrees(-30))
    if let prepared = try? chart.prepared(scale: options & 32 != 0 ? 2 : 1) {
        _ = prepared.scene(pose: pose).warnings
        _ = prepared.scene(pose: other)
    }
    return 0
}
