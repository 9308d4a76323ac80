import CHDF5
import Foundation
import Testing

@testable import ChartFiles

/// A plain HDF5 file (not NetCDF-4) written here through the HDF5 library: a dataset in a group
/// with a variable-length string `units`, a `_FillValue`, a `scale_factor` and a dimension scale,
/// read back by path.
@Suite struct HDF5DatasetTests {
    /// `/station/temperature`, 2 × 3 doubles (−999 missing), `units` "K" (variable-length),
    /// `long_name` "Air temperature" (fixed-length), `scale_factor` 0.5; and `/station/count`, 3D.
    static func write(_ path: String) throws {
        ScientificFile.lock.lock()
        defer { ScientificFile.lock.unlock() }
        HDF5Reader.silenceErrors()
        let file = H5Fcreate(path, 2, hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT))  // H5F_ACC_TRUNC
        try #require(file >= 0)
        defer { H5Fclose(file) }
        let group = H5Gcreate2(file, "station", hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT))
        defer { H5Gclose(group) }
        let double = opencharts_h5t_native_double()
        var dims: [hsize_t] = [2, 3]
        let space = H5Screate_simple(2, &dims, nil)
        defer { H5Sclose(space) }
        let dataset = H5Dcreate2(
            group, "temperature", double, space, hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT))
        defer { H5Dclose(dataset) }
        var values: [Double] = [560, 570, -999, 580, 590, 600]
        try #require(H5Dwrite(dataset, double, hid_t(H5S_ALL), hid_t(H5S_ALL), hid_t(H5P_DEFAULT), &values) >= 0)
        let scalar = H5Screate(H5S_SCALAR)
        defer { H5Sclose(scalar) }
        for (name, value) in [("_FillValue", -999.0), ("scale_factor", 0.5)] {
            let attribute = H5Acreate2(dataset, name, double, scalar, hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT))
            var v = value
            _ = H5Awrite(attribute, double, &v)
            H5Aclose(attribute)
        }
        let variable = H5Tcopy(opencharts_h5t_c_string())
        H5Tset_size(variable, Int(bitPattern: UInt.max))
        defer { H5Tclose(variable) }
        let units = H5Acreate2(dataset, "units", variable, scalar, hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT))
        try "K".withCString { text in
            var pointer: UnsafePointer<CChar>? = text
            try #require(H5Awrite(units, variable, &pointer) >= 0)
        }
        H5Aclose(units)
        let fixed = H5Tcopy(opencharts_h5t_c_string())
        H5Tset_size(fixed, 15)
        defer { H5Tclose(fixed) }
        let longName = H5Acreate2(dataset, "long_name", fixed, scalar, hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT))
        var text = Array("Air temperature".utf8CString)
        _ = H5Awrite(longName, fixed, &text)
        H5Aclose(longName)
        var cube: [hsize_t] = [2, 2, 2]
        let cubeSpace = H5Screate_simple(3, &cube, nil)
        defer { H5Sclose(cubeSpace) }
        let count = H5Dcreate2(
            group, "count", double, cubeSpace, hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT))
        var counts = (0..<8).map(Double.init)
        _ = H5Dwrite(count, double, hid_t(H5S_ALL), hid_t(H5S_ALL), hid_t(H5P_DEFAULT), &counts)
        H5Dclose(count)
        try writeHourScale(group, dataset)
    }

    /// `/station/hour` = 0, 6, 12 ("Hour", "h"), made a dimension scale and attached to dimension
    /// 1 of `dataset` through the H5DS API.
    static func writeHourScale(_ group: hid_t, _ dataset: hid_t) throws {
        let double = opencharts_h5t_native_double()
        var length: [hsize_t] = [3]
        let space = H5Screate_simple(1, &length, nil)
        defer { H5Sclose(space) }
        let hour = H5Dcreate2(group, "hour", double, space, hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT), hid_t(H5P_DEFAULT))
        defer { H5Dclose(hour) }
        var hours: [Double] = [0, 6, 12]
        try #require(H5Dwrite(hour, double, hid_t(H5S_ALL), hid_t(H5S_ALL), hid_t(H5P_DEFAULT), &hours) >= 0)
        try #require(H5LTset_attribute_string(group, "hour", "units", "h") >= 0)
        try #require(H5LTset_attribute_string(group, "hour", "long_name", "Hour") >= 0)
        try #require(H5DSset_scale(hour, "hour") >= 0)
        try #require(H5DSattach_scale(dataset, hour, 1) >= 0)
    }

    @Test func aPlainHDF5FileReadsByPath() throws {
        let path = try NetCDFConventionTests.temporaryPath("station.h5")
        try Self.write(path)
        let datasets = try ScientificFile.variables(at: path)
        #expect(datasets.map(\.name) == ["/station/count", "/station/hour", "/station/temperature"])
        let temperature = try #require(datasets.last)
        #expect(temperature.shape == [2, 3] && temperature.type == "double")
        #expect(temperature.units == "K" && temperature.longName == "Air temperature")
        #expect(temperature.title == "Air temperature (K)")
        // Dimension 1 has the scale `hour`; dimension 0 has none.
        #expect(temperature.dimensions == ["dim0", "hour"])
        let array = try ScientificFile.read("/station/temperature", at: path)
        #expect(
            array.coordinates[1]
                == ScientificCoordinate(name: "hour", values: [0, 6, 12], units: "h", longName: "Hour"))
        #expect(array.coordinates[0] == ScientificCoordinate(name: "dim0", values: [0, 1], fromFile: false))
        let grid = try array.grid()
        let expected = [280, 285, Double.nan, 290, 295, 300]
        for (v, e) in zip(grid.values, expected) { #expect(v == e || (v.isNaN && e.isNaN)) }
        // A path without its leading slash names the same dataset.
        let volume = try ScientificFile.read("station/count", at: path).volume()
        #expect(volume.x == [0, 1] && volume[1, 0, 1] == 5)
        #expect(
            throws: ScientificFileError.missingVariable(
                path: path, name: "/station/pressure", available: datasets.map(\.name))
        ) {
            try ScientificFile.read("/station/pressure", at: path)
        }
    }
}
