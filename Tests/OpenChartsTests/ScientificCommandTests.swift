import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

@testable import opencharts

/// NetCDF and HDF5 files on the command line: `info`, and `--var` wherever a grid or a volume is read.
@Suite struct ScientificCommandTests {
    static func dataset(_ name: String) -> String {
        GoldenImage.repositoryRoot.appending(path: "Datasets/\(name)").path
    }

    static func scene(_ name: String, _ args: [String]) throws -> RenderScene {
        let sub = try #require(Subcommands.named(name))
        return try sub.build!(try Arguments(args, command: name, options: sub.options)).renderScene(scale: 1)
    }

    static func texts(_ scene: RenderScene) -> Set<String> {
        Set(
            scene.primitives.flatMap { p -> [String] in
                if case .text(let t) = p { return t.labels.map(\.text) }
                return []
            })
    }

    static func run(_ args: [String]) -> (status: Int32, output: String, error: String) {
        let run = runTool(args)
        return (run.status, run.output, run.errors)
    }

    @Test func infoListsTheVariables() {
        let run = Self.run(["info", Self.dataset("volcano.nc")])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(Self.dataset("volcano.nc")) (NetCDF): 3 variables")
        #expect(lines.last == "  height  short   (y = 87, x = 61)  m  Height")
        let h5 = Self.run(["info", Self.dataset("volcano.h5")])
        // The dimensions are named after the dimension scales NetCDF-4 attached.
        #expect(h5.output.contains("/topography/height  short   (y = 87, x = 61)  m  Height"), "\(h5.output)")
        let csv = Self.run(["info", Self.dataset("volcano-grid.csv")])
        #expect(csv.status == 1 && csv.error.contains("not a NetCDF or HDF5 file"))
        #expect(Self.run(["info", "/no/such.nc"]).status == 2)
    }

    @Test func gridCommandsTitleTheAxesFromTheFile() throws {
        for command in ["heatmap", "contour", "surface"] {
            let texts = Self.texts(try Self.scene(command, [Self.dataset("volcano.nc"), "--var", "height"]))
            #expect(texts.isSuperset(of: ["Easting (m)", "Northing (m)", "Height (m)"]), "\(command): \(texts)")
            #expect(!texts.contains("Column"))
        }
        // The only two-dimensional variable is taken without --var; HDF5 by path.
        let implicit = try Self.scene("heatmap", [Self.dataset("volcano.nc")])
        #expect(implicit == (try Self.scene("heatmap", [Self.dataset("volcano.nc"), "--var", "height"])))
        let h5 = Self.texts(try Self.scene("heatmap", [Self.dataset("volcano.h5"), "--var", "/topography/height"]))
        #expect(h5.isSuperset(of: ["Easting (m)", "Northing (m)", "Height (m)"]), "\(h5)")
    }

    /// A NetCDF-4 file's groups: `info` lists their variables by path, and `--var` reads one, its
    /// coordinate variables found in its group.
    @Test func netCDFGroupsAreListedAndReadByPath() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "opencharts-groups-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "volcano-groups.nc").path
        try FileManager.default.copyItem(atPath: Self.dataset("volcano.h5"), toPath: path)
        let run = Self.run(["info", path])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(path) (NetCDF): 3 variables")
        #expect(lines.last == "  /topography/height  short   (y = 87, x = 61)  m  Height")
        let fromGroup = try Self.scene("heatmap", [path, "--var", "/topography/height"])
        #expect(fromGroup == (try Self.scene("heatmap", [Self.dataset("volcano.h5"), "--var", "/topography/height"])))
        #expect(Self.texts(fromGroup).isSuperset(of: ["Easting (m)", "Northing (m)", "Height (m)"]))
        let output = folder.appending(path: "missing.png").path
        let missing = Self.run(["heatmap", path, "--var", "/bathymetry/depth", "--output", output])
        #expect(missing.status == 2 && missing.error.contains("no variable \"/bathymetry/depth\""), "\(missing.error)")
        #expect(missing.error.contains("\"/topography/height\""))
    }

    /// A file's grid as a surface is a map seen from the south (its rows' axis reversed, north
    /// away); the CSV grid placed by hand with --zextent is drawn unreversed, as before.
    @Test func surfaceOfAFileGridIsNotMirrored() throws {
        let map = try Self.scene("surface", [Self.dataset("volcano.nc")])
        let placed = try Self.scene("surface", [Self.dataset("volcano.nc"), "--zextent", "0:860"])
        #expect(map != placed)
        let csv = try Self.scene(
            "surface",
            [
                Self.dataset("volcano-grid.csv"), "--xextent", "600:0", "--zextent", "0:860", "--xlabel", "Easting (m)",
                "--zlabel", "Northing (m)", "--ylabel", "Height (m)",
            ])
        #expect(placed == csv)
    }

    /// The CSV volcano placed and titled by hand draws the same heat map as the NetCDF copy.
    @Test func netCDFHeatMapEqualsTheCSVWithTheSamePlacement() throws {
        let fromFile = try Self.scene("heatmap", [Self.dataset("volcano.nc")])
        let fromCSV = try Self.scene(
            "heatmap",
            [
                Self.dataset("volcano-grid.csv"), "--xextent", "600:0", "--yextent", "0:860", "--xlabel", "Easting (m)",
                "--ylabel", "Northing (m)", "--colorlabel", "Height (m)",
            ])
        #expect(Self.texts(fromFile) == Self.texts(fromCSV))
        #expect(fromFile == fromCSV)
    }

    /// The brain template read from NetCDF-4 slices as the built-in CSV copy does.
    @Test func volumeFromNetCDFEqualsTheBuiltInBrain() throws {
        let planes = ["--x", "-0.5", "--y", "15.5", "--z", "-19.5"]
        let fromFile = try Self.scene("slices", [Self.dataset("mni152-t1-4mm.nc"), "--var", "t1"] + planes)
        #expect(fromFile == (try Self.scene("slices", planes)))
        let iso = Self.texts(try Self.scene("isosurface", [Self.dataset("mni152-t1-4mm.nc"), "--levels", "70,200"]))
        #expect(iso.isSuperset(of: ["Left → right (mm)", "Inferior → superior (mm)", "T1 intensity"]))
    }

    @Test func errorsNameTheFileAndWhatThereIs() {
        let missing = Self.run(["heatmap", Self.dataset("volcano.nc"), "--var", "heigth", "-o", "/tmp/x.png"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("no variable \"heigth\"; the variables are \"x\", \"y\", \"height\""))
        let rank = Self.run(["isosurface", Self.dataset("volcano.nc"), "-o", "/tmp/x.png"])
        #expect(rank.status == 2 && rank.error.contains("give --var NAME"), "\(rank.error)")
        let wrongRank = Self.run(["slices", Self.dataset("volcano.nc"), "--var", "height", "-o", "/tmp/x.png"])
        #expect(wrongRank.status == 1 && wrongRank.error.contains("has 2 dimensions, 3 (a volume) needed"))
        let csvVar = Self.run(["heatmap", Self.dataset("volcano-grid.csv"), "--var", "h", "-o", "/tmp/x.png"])
        #expect(csvVar.status == 2 && csvVar.error.contains("--var names a variable of a NetCDF or HDF5 file"))
    }
}
