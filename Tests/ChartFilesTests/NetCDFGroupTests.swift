import CNetCDF
import Foundation
import Testing

@testable import ChartFiles

/// A NetCDF-4 file with nested groups, written here through NetCDF-C: its variables listed and read
/// by path, with coordinate variables found in the variable's group and the groups above it; and
/// the same file read through the HDF5 library, where those coordinates are dimension scales.
@Suite struct NetCDFGroupTests {
    /// Root: `x(x)` = 1, 2, 4 km ("Distance") and `surface(x)`. Group `ocean`: `depth(depth)` = 5,
    /// 15 m ("Depth") and `temperature(depth, x)` in degC. Group `ocean/profiles`:
    /// `salinity(depth, x)` (both coordinates from above) and `counts(t)`, a dimension without a
    /// coordinate variable.
    static func write(_ path: String) throws {
        ScientificFile.lock.lock()
        defer { ScientificFile.lock.unlock() }
        var root: Int32 = 0
        try #require(nc_create(path, NC_CLOBBER | NC_NETCDF4, &root) == NC_NOERR)
        var (x, depth, t, ocean, profiles): (Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0)
        _ = nc_def_dim(root, "x", 3, &x)
        try #require(nc_def_grp(root, "ocean", &ocean) == NC_NOERR)
        _ = nc_def_dim(ocean, "depth", 2, &depth)
        try #require(nc_def_grp(ocean, "profiles", &profiles) == NC_NOERR)
        _ = nc_def_dim(profiles, "t", 4, &t)
        var (xv, surface, dv, temperature, salinity, counts): (Int32, Int32, Int32, Int32, Int32, Int32) =
            (0, 0, 0, 0, 0, 0)
        var dimsX = [x]
        var dimsD = [depth]
        var dimsDX = [depth, x]
        var dimsT = [t]
        _ = nc_def_var(root, "x", NC_FLOAT, 1, &dimsX, &xv)
        _ = nc_put_att_text(root, xv, "units", 2, "km")
        _ = nc_put_att_text(root, xv, "long_name", 8, "Distance")
        _ = nc_def_var(root, "surface", NC_DOUBLE, 1, &dimsX, &surface)
        _ = nc_def_var(ocean, "depth", NC_DOUBLE, 1, &dimsD, &dv)
        _ = nc_put_att_text(ocean, dv, "units", 1, "m")
        _ = nc_put_att_text(ocean, dv, "long_name", 5, "Depth")
        _ = nc_def_var(ocean, "temperature", NC_FLOAT, 2, &dimsDX, &temperature)
        _ = nc_put_att_text(ocean, temperature, "units", 4, "degC")
        _ = nc_def_var(profiles, "salinity", NC_DOUBLE, 2, &dimsDX, &salinity)
        _ = nc_def_var(profiles, "counts", NC_INT, 1, &dimsT, &counts)
        var xs: [Float] = [1, 2, 4]
        var ds: [Double] = [5, 15]
        var surfaceValues: [Double] = [0.5, 0.25, 0.125]
        var temperatures: [Float] = [20, 21, 22, 10, 11, 12]
        var salinities: [Double] = [35, 35.5, 36, 34, 34.5, 35]
        var countValues: [Int32] = [7, 8, 9, 10]
        try #require(nc_put_var_float(root, xv, &xs) == NC_NOERR)
        try #require(nc_put_var_double(root, surface, &surfaceValues) == NC_NOERR)
        try #require(nc_put_var_double(ocean, dv, &ds) == NC_NOERR)
        try #require(nc_put_var_float(ocean, temperature, &temperatures) == NC_NOERR)
        try #require(nc_put_var_double(profiles, salinity, &salinities) == NC_NOERR)
        try #require(nc_put_var_int(profiles, counts, &countValues) == NC_NOERR)
        try #require(nc_close(root) == NC_NOERR)
    }

    static let names = [
        "x", "surface", "/ocean/depth", "/ocean/temperature", "/ocean/profiles/salinity", "/ocean/profiles/counts",
    ]

    @Test func everyGroupsVariablesAreListedByPath() throws {
        let path = try NetCDFConventionTests.temporaryPath("groups.nc")
        try Self.write(path)
        let variables = try ScientificFile.variables(at: path)
        #expect(variables.map(\.name) == Self.names)
        let temperature = variables[3]
        #expect(temperature.dimensions == ["depth", "x"] && temperature.shape == [2, 3])
        #expect(temperature.type == "float" && temperature.units == "degC")
        #expect(variables[5].dimensions == ["t"] && variables[5].type == "int")
    }

    @Test func coordinatesComeFromTheGroupAndTheGroupsAbove() throws {
        let path = try NetCDFConventionTests.temporaryPath("groups.nc")
        try Self.write(path)
        let salinity = try ScientificFile.read("/ocean/profiles/salinity", at: path)
        #expect(salinity.variable.name == "/ocean/profiles/salinity")
        #expect(salinity.values == [35, 35.5, 36, 34, 34.5, 35])
        #expect(salinity.coordinates.map(\.name) == ["depth", "x"])
        #expect(salinity.coordinates[0].values == [5, 15] && salinity.coordinates[0].title == "Depth (m)")
        #expect(salinity.coordinates[1].values == [1, 2, 4] && salinity.coordinates[1].title == "Distance (km)")
        #expect(salinity.coordinates.allSatisfy { $0.fromFile })
        let grid = try salinity.grid()
        #expect(grid.rows == 2 && grid.columns == 3 && grid[1, 2] == 35)
        // A path without its leading slash, and a root variable with one, name the same variables.
        let temperature = try ScientificFile.read("ocean/temperature", at: path)
        #expect(temperature.values == [20, 21, 22, 10, 11, 12] && temperature.coordinates[0].values == [5, 15])
        #expect(try ScientificFile.read("/surface", at: path).coordinates[0].values == [1, 2, 4])
        let counts = try ScientificFile.read("/ocean/profiles/counts", at: path)
        #expect(counts.values == [7, 8, 9, 10])
        #expect(counts.coordinates[0].values == [0, 1, 2, 3] && !counts.coordinates[0].fromFile)
    }

    @Test func missingGroupsAndVariablesListWhatThereIs() throws {
        let path = try NetCDFConventionTests.temporaryPath("groups.nc")
        try Self.write(path)
        for name in ["/ocean/pressure", "/atmosphere/temperature", "temperature", "/ocean/", "/ocean/profiles"] {
            #expect(throws: ScientificFileError.missingVariable(path: path, name: name, available: Self.names)) {
                try ScientificFile.read(name, at: path)
            }
        }
    }

    /// NetCDF-4 keeps coordinate variables as HDF5 dimension scales: through the HDF5 library the
    /// same file has its dimensions named, and its coordinates with their units and long names.
    @Test func throughHDF5TheCoordinatesAreDimensionScales() throws {
        let path = try NetCDFConventionTests.temporaryPath("groups.nc")
        try Self.write(path)
        let datasets = try ScientificFile.variables(at: path, format: .hdf5)
        // `t` is the scale NetCDF-4 makes for a dimension without a coordinate variable.
        #expect(
            Set(datasets.map(\.name))
                == Set(Self.names.map { $0.hasPrefix("/") ? $0 : "/" + $0 } + ["/ocean/profiles/t"]))
        let listed = try #require(datasets.first { $0.name == "/ocean/profiles/salinity" })
        #expect(listed.dimensions == ["depth", "x"])
        let salinity = try ScientificFile.read("/ocean/profiles/salinity", at: path, format: .hdf5)
        #expect(salinity.values == [35, 35.5, 36, 34, 34.5, 35])
        #expect(salinity.coordinates.map(\.name) == ["depth", "x"])
        #expect(salinity.coordinates[0].values == [5, 15] && salinity.coordinates[0].title == "Depth (m)")
        #expect(salinity.coordinates[1].values == [1, 2, 4] && salinity.coordinates[1].title == "Distance (km)")
        #expect(salinity.coordinates.allSatisfy { $0.fromFile })
        // A coordinate variable is a scale and its own coordinate.
        let x = try ScientificFile.read("/x", at: path, format: .hdf5)
        #expect(x.variable.dimensions == ["x"] && x.coordinates[0].values == [1, 2, 4])
        #expect(x.coordinates[0].units == "km")
        // A dimension without a coordinate variable has indices, not the scale's placeholder values.
        let counts = try ScientificFile.read("/ocean/profiles/counts", at: path, format: .hdf5)
        #expect(counts.variable.dimensions == ["t"])
        #expect(counts.coordinates[0].values == [0, 1, 2, 3] && !counts.coordinates[0].fromFile)
    }

    /// The fuzz target's seed with groups, written by `ncgen -k nc4` from CDL: a packed variable
    /// in `/ocean` with `depth` from its group and `x` from the root, through both libraries.
    @Test func theNcgenSeedReadsThroughBothLibraries() throws {
        let path = DatasetFileTests.datasets.deletingLastPathComponent()
            .appending(path: "Tests/FuzzCorpus/scientific/netcdf4-groups.nc").path
        #expect(
            try ScientificFile.variables(at: path).map(\.name) == [
                "x", "/ocean/depth", "/ocean/temperature", "/ocean/profiles/counts",
            ])
        for format in ScientificFileFormat.allCases {
            let temperature = try ScientificFile.read("/ocean/temperature", at: path, format: format)
            let expected = [20, 21, Double.nan, 10, 11, 12]
            #expect(zip(temperature.values, expected).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }, "\(format)")
            #expect(temperature.coordinates.map(\.values) == [[5, 15], [1, 2, 4]], "\(format)")
            #expect(temperature.coordinates.map(\.title) == ["depth (m)", "Distance (km)"], "\(format)")
            let counts = try ScientificFile.read("/ocean/profiles/counts", at: path, format: format).volume()
            #expect(counts.x == [1, 2, 4] && counts.y == [5, 15] && counts.z == [0, 1], "\(format)")
            #expect(counts[2, 1, 1] == 12, "\(format)")
        }
    }
}
