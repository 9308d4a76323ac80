// libFuzzer target for ChartData's mesh readers: every input is read as OBJ, as STL and as PLY.
// Compiled together with Sources/ChartData/*.swift by Scripts/fuzz.sh (one module, so no SwiftPM build).
// A thrown MeshFileError is the expected outcome for bad input; a crash, hang or sanitizer report is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMesh(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    for format in MeshFile.Format.allCases {
        guard let mesh = try? MeshFile(bytes: bytes, file: "fuzz", format: format) else { continue }
        // A mesh that was read is consistent: every triangle's indices are among the vertices, and
        // every scalar has a value per vertex.
        let n = mesh.positions.count
        for t in mesh.triangles where t.min() < 0 || t.max() >= n { fatalError("index outside the vertices") }
        for (_, values) in mesh.vertexScalars where values.count != n { fatalError("scalar count") }
        _ = mesh.bounds
    }
    return 0
}
