import CNetCDF
import ChartMath
import Foundation
import Testing

@testable import ChartFiles

/// Files written here through NetCDF-C itself (independently of the reader), read back: packing,
/// fill values, coordinates that run backwards, and the typed errors.
@Suite struct NetCDFConventionTests {
    /// A fresh path in a fresh temporary folder.
    static func temporaryPath(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "chartfiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appending(path: name).path
    }

    /// A classic file: `packed(y, x)` shorts with scale 0.25, offset 10 and fill −1; `sparse(x)`
    /// floats with only its first value written (the rest the default fill); `cube(z, y, x)` with
    /// z decreasing; and coordinate variables x (increasing) and z.
    static func writeFile(_ path: String) throws {
        // NetCDF-C is not thread-safe: the writes take the reader's lock, as tests run in parallel.
        ScientificFile.lock.lock()
        defer { ScientificFile.lock.unlock() }
        var ncid: Int32 = 0
        try #require(nc_create(path, NC_CLOBBER, &ncid) == NC_NOERR)
        var (z, y, x): (Int32, Int32, Int32) = (0, 0, 0)
        _ = nc_def_dim(ncid, "z", 2, &z)
        _ = nc_def_dim(ncid, "y", 2, &y)
        _ = nc_def_dim(ncid, "x", 3, &x)
        var (packed, sparse, cube, xv, zv): (Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0)
        var dims2 = [y, x]
        var dims3 = [z, y, x]
        var dimsX = [x]
        var dimsZ = [z]
        _ = nc_def_var(ncid, "packed", NC_SHORT, 2, &dims2, &packed)
        var scale = 0.25
        var offset = 10.0
        var fill: Int16 = -1
        _ = nc_put_att_double(ncid, packed, "scale_factor", NC_DOUBLE, 1, &scale)
        _ = nc_put_att_double(ncid, packed, "add_offset", NC_DOUBLE, 1, &offset)
        _ = nc_put_att_short(ncid, packed, "_FillValue", NC_SHORT, 1, &fill)
        _ = nc_put_att_text(ncid, packed, "units", 4, "degC")
        _ = nc_def_var(ncid, "sparse", NC_FLOAT, 1, &dimsX, &sparse)
        _ = nc_def_var(ncid, "cube", NC_DOUBLE, 3, &dims3, &cube)
        _ = nc_def_var(ncid, "x", NC_FLOAT, 1, &dimsX, &xv)
        _ = nc_def_var(ncid, "z", NC_DOUBLE, 1, &dimsZ, &zv)
        _ = nc_put_att_text(ncid, xv, "units", 2, "km")
        try #require(nc_enddef(ncid) == NC_NOERR)
        var packedValues: [Int16] = [0, 4, -1, 8, -1, 12]
        try #require(nc_put_var_short(ncid, packed, &packedValues) == NC_NOERR)
        var start = 0
        var count = 1
        var first: Float = 2.5
        try #require(nc_put_vara_float(ncid, sparse, &start, &count, &first) == NC_NOERR)
        var cubeValues = (0..<12).map(Double.init)
        try #require(nc_put_var_double(ncid, cube, &cubeValues) == NC_NOERR)
        var xs: [Float] = [1, 2, 4]
        var zs: [Double] = [50, 20]
        _ = nc_put_var_float(ncid, xv, &xs)
        _ = nc_put_var_double(ncid, zv, &zs)
        try #require(nc_close(ncid) == NC_NOERR)
    }

    @Test func packingAndFillValues() throws {
        let path = try Self.temporaryPath("conventions.nc")
        try Self.writeFile(path)
        let array = try ScientificFile.read("packed", at: path)
        let expected = [10, 11, Double.nan, 12, .nan, 13]
        #expect(array.values.count == 6)
        for (v, e) in zip(array.values, expected) { #expect(v == e || (v.isNaN && e.isNaN)) }
        #expect(array.variable.units == "degC")
        #expect(array.coordinates[1].values == [1, 2, 4] && array.coordinates[1].units == "km")
        // y has no coordinate variable: indices.
        #expect(array.coordinates[0].values == [0, 1] && !array.coordinates[0].fromFile)
        #expect(try array.grid().valueRange == 10...13)
        let sparse = try ScientificFile.read("sparse", at: path)
        #expect(sparse.values[0] == 2.5 && sparse.values[1].isNaN && sparse.values[2].isNaN)
    }

    @Test func decreasingCoordinateIsReversedInTheVolume() throws {
        let path = try Self.temporaryPath("cube.nc")
        try Self.writeFile(path)
        let volume = try ScientificFile.read("cube", at: path).volume()
        #expect(volume.z == [20, 50] && volume.x == [1, 2, 4] && volume.y == [0, 1])
        // File value at (k, j, i) is 6k + 3j + i; z = 20 is the file's k = 1.
        for k in 0..<2 {
            for j in 0..<2 {
                for i in 0..<3 { #expect(volume[i, j, k] == Double(6 * (1 - k) + 3 * j + i)) }
            }
        }
    }

    @Test func typedErrors() throws {
        let path = try Self.temporaryPath("errors.nc")
        try Self.writeFile(path)
        #expect(throws: ScientificFileError.fileNotFound(path: path + "x")) {
            try ScientificFile.variables(at: path + "x")
        }
        let names = ["packed", "sparse", "cube", "x", "z"]
        #expect(throws: ScientificFileError.missingVariable(path: path, name: "pressure", available: names)) {
            try ScientificFile.read("pressure", at: path)
        }
        let cube = try ScientificFile.read("cube", at: path)
        #expect(throws: ScientificFileError.wrongRank(path: path, name: "cube", rank: 3, expected: "2 (a grid)")) {
            try cube.grid()
        }
        #expect(throws: ScientificFileError.wrongRank(path: path, name: "sparse", rank: 1, expected: "3 (a volume)")) {
            try ScientificFile.read("sparse", at: path).volume()
        }
        let description = ScientificFileError.missingVariable(path: "f.nc", name: "p", available: ["a", "b"])
            .description
        #expect(description == "f.nc: no variable \"p\"; the variables are \"a\", \"b\"")
    }

    @Test func corruptAndForeignFilesAreRefused() throws {
        let good = try Data(
            contentsOf: URL(
                fileURLWithPath: try { () throws -> String in
                    let path = try Self.temporaryPath("good.nc")
                    try Self.writeFile(path)
                    return path
                }()))
        // Cut in the header: refused by its sizes before NetCDF-C reads it.
        let truncated = try Self.temporaryPath("truncated.nc")
        try good.prefix(100).write(to: URL(fileURLWithPath: truncated))
        do {
            _ = try ScientificFile.variables(at: truncated)
            Issue.record("a truncated header was read")
        } catch {
            guard case .library(let p, let message) = error else { throw error }
            #expect(p == truncated && message.hasPrefix("corrupt NetCDF header: variable count 5"), "\(message)")
        }
        // Cut in the data, which NetCDF-C would read as zeros: refused before reading.
        let volcano = try Data(contentsOf: DatasetFileTests.datasets.appending(path: "volcano.nc"))
        let shortData = try Self.temporaryPath("short.nc")
        try volcano.prefix(4000).write(to: URL(fileURLWithPath: shortData))
        #expect(try ScientificFile.variables(at: shortData).count == 3)
        do {
            _ = try ScientificFile.read("height", at: shortData)
            Issue.record("a truncated variable was read")
        } catch {
            guard case .library(_, let message) = error else { throw error }
            #expect(
                message.hasPrefix("truncated: its variables need at least 11798 bytes, the file has 4000"), "\(message)"
            )
        }
        let csv = try Self.temporaryPath("grid.nc")
        try Data("1,2\n3,4\n".utf8).write(to: URL(fileURLWithPath: csv))
        #expect(throws: ScientificFileError.notScientificFile(path: csv)) { try ScientificFile.variables(at: csv) }
        let fakeHDF5 = try Self.temporaryPath("fake.h5")
        try Data([0x89, 0x48, 0x44, 0x46, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 200))
            .write(to: URL(fileURLWithPath: fakeHDF5))
        do {
            _ = try ScientificFile.variables(at: fakeHDF5)
            Issue.record("a corrupt HDF5 file was read")
        } catch {
            guard case .library(_, let message) = error else { throw error }
            #expect(message.contains("unable to open file") || message.contains("signature"), "\(message)")
        }
    }

    /// The fuzzer's finds: classic headers whose counts ask NetCDF-C for gigabytes are refused by
    /// their sizes before it reads them; the seeds still read.
    @Test func headerCountsAreCheckedAgainstTheFileSize() throws {
        let corpus = DatasetFileTests.datasets.deletingLastPathComponent().appending(
            path: "Tests/FuzzCorpus/scientific")
        for name in [
            "cdf-name-length-4gib.nc", "cdf-dimension-count-huge.nc", "cdf5-name-length-overflow.nc",
            "cdf5-string-variable-type-sigfpe.nc",
        ] {
            let path = corpus.appending(path: name).path
            do {
                _ = try ScientificFile.variables(at: path)
                Issue.record("\(name) was read")
            } catch {
                guard case .library(_, let message) = error else { throw error }
                #expect(message.hasPrefix("corrupt NetCDF header: "), "\(name): \(message)")
            }
        }
        for name in ["classic.nc", "offset64.nc", "cdf5.nc"] {
            let v = try ScientificFile.read("v", at: corpus.appending(path: name).path)
            #expect(v.values.enumerated().allSatisfy { i, x in i == 2 ? x.isNaN : x == [1, 1.5, 0, 2.5, 3, 3.5][i] })
        }
    }

    @Test func concurrentReadsAgree() async throws {
        let path = try Self.temporaryPath("concurrent.nc")
        try Self.writeFile(path)
        let reference = try ScientificFile.read("cube", at: path).values
        try await withThrowingTaskGroup(of: [Double].self) { group in
            for _ in 0..<16 { group.addTask { try ScientificFile.read("cube", at: path).values } }
            for try await values in group { #expect(values == reference) }
        }
    }
}
