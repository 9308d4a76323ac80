// libFuzzer target for ChartData: CSV tables and numeric grids from arbitrary bytes.
// Compiled together with Sources/ChartData/*.swift by Scripts/fuzz.sh (one module, so no SwiftPM build).
// A thrown CSVError is the expected outcome for bad input; a crash, hang or sanitizer report is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    if let table = try? CSVTable(bytes: bytes, file: nil) {
        // Touch every column through the typed accessors; wrong types must throw, not crash.
        for name in table.columnNames {
            _ = try? table.numbers(name)
            _ = try? table.strings(name)
            _ = try? table.dates(name)
        }
        _ = try? table.column(named: "no such column")
    }
    if let grid = try? NumericGrid(bytes: bytes, file: nil), grid.rows > 1, grid.columns > 1 {
        let f = grid.bilinear(x: 0...1, z: 0...1)
        _ = f(0.5, 0.25)
        _ = f(-1, 2)
        _ = f(.nan, 1)
    }
    return 0
}
