import ChartData
import ChartMath
import Foundation
import Testing

@testable import ChartFiles

/// The NetCDF and HDF5 copies in `Datasets/` (written by Scripts/make-netcdf.py through ncgen) read
/// back cell for cell equal to the CSV files they were made from.
@Suite struct DatasetFileTests {
    static let datasets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Datasets")

    static func path(_ name: String) -> String { datasets.appending(path: name).path }

    static func csv(_ name: String) throws -> NumericGrid {
        try NumericGrid(contentsOf: datasets.appending(path: name))
    }

    @Test func volcanoVariablesAreListed() throws {
        let variables = try ScientificFile.variables(at: Self.path("volcano.nc"))
        #expect(variables.map(\.name) == ["x", "y", "height"])
        let height = try #require(variables.last)
        #expect(height.dimensions == ["y", "x"])
        #expect(height.shape == [87, 61])
        #expect(height.type == "short")
        #expect(height.units == "m")
        #expect(height.longName == "Height")
        #expect(height.title == "Height (m)")
        #expect(variables[0].type == "double" && variables[0].shape == [61])
    }

    @Test func volcanoHeightsUnpackToTheCSV() throws {
        let array = try ScientificFile.read("height", at: Self.path("volcano.nc"))
        let grid = try array.grid()
        let csv = try Self.csv("volcano-grid.csv")
        #expect(grid.rows == 87 && grid.columns == 61)
        // Stored column jj is the CSV's column 60 − jj (easting increasing); packed 0.5·p + 100.
        for i in 0..<87 {
            for jj in 0..<61 { #expect(grid[i, jj] == csv[i, 60 - jj]) }
        }
        #expect(grid.values.reduce(0, +) == 690_907)
        #expect(array.coordinates.map(\.name) == ["y", "x"])
        #expect(array.coordinates[1].values == (0..<61).map { Double(10 * $0) })
        #expect(array.coordinates[0].values == (0..<87).map { Double(10 * $0) })
        #expect(array.coordinates[1].title == "Easting (m)")
        #expect(array.coordinates[0].title == "Northing (m)")
        #expect(array.coordinates.allSatisfy { $0.fromFile })
    }

    @Test func brainVolumeMatchesTheCSV() throws {
        #expect(try ScientificFile.format(of: Self.path("mni152-t1-4mm.nc")) == .netCDF)
        let array = try ScientificFile.read("t1", at: Self.path("mni152-t1-4mm.nc"))
        #expect(array.variable.type == "ubyte" && array.variable.shape == [40, 46, 37])
        #expect(array.variable.title == "T1 intensity")
        let volume = try array.volume()
        let csv = try Self.csv("mni152-t1-4mm-volume.csv")
        #expect(volume.counts.x == 37 && volume.counts.y == 46 && volume.counts.z == 40)
        #expect(volume.x == (0..<37).map { -72.5 + 4 * Double($0) })
        #expect(volume.y == (0..<46).map { -107.5 + 4 * Double($0) })
        #expect(volume.z == (0..<40).map { -72.5 + 4 * Double($0) })
        for k in stride(from: 0, to: 40, by: 3) {
            for j in 0..<46 {
                for i in 0..<37 { #expect(volume[i, j, k] == csv[k * 46 + j, i]) }
            }
        }
        #expect(array.coordinates[0].title == "Inferior → superior (mm)")
    }

    @Test func hdf5DatasetsAreListedByPath() throws {
        let path = Self.path("volcano.h5")
        #expect(try ScientificFile.format(of: path) == .hdf5)
        let datasets = try ScientificFile.variables(at: path)
        #expect(datasets.map(\.name) == ["/topography/height", "/topography/x", "/topography/y"])
        #expect(datasets[0].shape == [87, 61] && datasets[0].type == "short" && datasets[0].units == "m")
        // NetCDF-4 attached the coordinate variables as dimension scales: the dimensions are named.
        #expect(datasets[0].dimensions == ["y", "x"])
        let height = try ScientificFile.read("/topography/height", at: path)
        let grid = try height.grid()
        let csv = try Self.csv("volcano-grid.csv")
        for i in stride(from: 0, to: 87, by: 5) {
            for jj in 0..<61 { #expect(grid[i, jj] == csv[i, 60 - jj]) }
        }
        #expect(height.coordinates.map(\.name) == ["y", "x"])
        #expect(height.coordinates[1].values == (0..<61).map { Double(10 * $0) })
        #expect(height.coordinates[0].values == (0..<87).map { Double(10 * $0) })
        #expect(height.coordinates.map(\.title) == ["Northing (m)", "Easting (m)"])
        // The same file through NetCDF-C (it is NetCDF-4): the group's variables, by path.
        let variables = try ScientificFile.variables(at: path, format: .netCDF)
        #expect(variables.map(\.name) == ["/topography/x", "/topography/y", "/topography/height"])
        let netCDF = try ScientificFile.read("/topography/height", at: path, format: .netCDF)
        #expect(netCDF.values == height.values && netCDF.coordinates == height.coordinates)
    }
}
