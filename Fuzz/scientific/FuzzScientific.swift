// libFuzzer target for ChartFiles: arbitrary bytes as a NetCDF or HDF5 file, listed (NetCDF-4
// groups walked) and every variable read (with its coordinate variables or HDF5 dimension scales). Compiled with Sources/ChartFiles/*.swift as one instrumented module against the
// ChartMath and ChartData objects of a debug build, by Scripts/fuzz.sh. NetCDF-C and HDF5 are not
// instrumented (Debian's builds), so coverage guides through the Swift reader only.
// A thrown ScientificFileError is the expected outcome for bad input; a crash, hang or sanitizer
// report is a bug (in the reader, or in a C library: see RELIABILITY.md).
import Foundation

let fuzzFolder = FileManager.default.temporaryDirectory.appending(path: "opencharts-fuzz-\(getpid())")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScientific(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: start, count: count))
    try? FileManager.default.createDirectory(at: fuzzFolder, withIntermediateDirectories: true)
    // The same bytes as .nc (NetCDF-C, also for NetCDF-4) and as .h5 (the HDF5 library).
    for name in ["input.nc", "input.h5"] {
        let url = fuzzFolder.appending(path: name)
        guard (try? bytes.write(to: url)) != nil else { continue }
        guard let variables = try? ScientificFile.variables(at: url.path) else { continue }
        for v in variables.prefix(16) {
            guard let array = try? ScientificFile.read(v.name, at: url.path, format: nil, maximumValues: 1 << 20)
            else { continue }
            _ = try? array.grid()
            _ = try? array.volume()
            _ = array.valueRange
        }
        _ = try? ScientificFile.read("no such variable", at: url.path)
        _ = try? ScientificFile.read("/no such group/variable", at: url.path)
    }
    return 0
}
