import ChartGallery
import OpenCharts

/// Grids and volumes read from NetCDF and HDF5 files (`--var NAME`), with the titles and extents
/// the file gives: axes from the coordinate variables' long names and units, values from the
/// variable's.
enum ScientificInput {
    static let variable = OptionSpec(
        "--var", value: "NAME",
        help: "Variable (NetCDF) or dataset path (HDF5) of a .nc/.h5 file (default: its only one that fits).")

    /// The sentence the grid subcommands' help adds.
    static let gridNote = """
        GRID.csv may instead be a NetCDF or HDF5 file (.nc, .h5): its two-dimensional variable --var NAME
        (rows along its first dimension), placed and titled from its coordinate variables and units.
        """

    /// Whether `path` is read as NetCDF or HDF5: by its extension, or by its signature.
    static func isScientific(_ path: String) -> Bool {
        ScientificFile.hasScientificExtension(path) || (try? ScientificFile.format(of: path)) != nil
    }

    static func cliError(_ error: ScientificFileError) -> CLIError {
        switch error {
        case .fileNotFound, .missingVariable: CLIError.usage(error.description)
        default: CLIError.failure(error.description)
        }
    }

    /// The variable `--var` names, or else the file's only numeric variable of `rank` dimensions
    /// that is not a coordinate.
    static func array(_ path: String, variable: String?, rank: Int) throws -> ScientificArray {
        do {
            if let variable { return try ScientificFile.read(variable, at: path) }
            let all = try ScientificFile.variables(at: path)
            let fitting = all.filter { $0.rank == rank && $0.isNumeric }
            guard fitting.count == 1 else {
                let kind = rank == 2 ? "grid" : "volume"
                let names = fitting.isEmpty ? all.map(\.name) : fitting.map(\.name)
                throw CLIError.usage(
                    "\(path): give --var NAME (\(fitting.count) variables of \(rank) dimensions for a \(kind)); "
                        + (fitting.isEmpty ? "the variables are " : "they are ")
                        + names.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            return try ScientificFile.read(fitting[0].name, at: path)
        } catch let error as ScientificFileError {
            throw cliError(error)
        }
    }

    /// The first and last coordinate of `coordinate` within `range`; refused when the spacing is
    /// not even (a grid's extent places its nodes evenly).
    static func extent(_ coordinate: ScientificCoordinate, _ range: ClosedRange<Int>, path: String) throws -> (
        first: Double, last: Double
    ) {
        let c = Array(coordinate.values[range])
        guard let first = c.first, let last = c.last, c.allSatisfy(\.isFinite) else {
            throw CLIError.failure("\(path): coordinate \"\(coordinate.name)\" has missing values")
        }
        let step = c.count > 1 ? (last - first) / Double(c.count - 1) : 0
        for (i, v) in c.enumerated() where abs(v - (first + step * Double(i))) > 1e-6 * max(abs(last - first), 1) {
            throw CLIError.failure(
                "\(path): coordinate \"\(coordinate.name)\" is not evenly spaced (at index \(i)); "
                    + "grids need even spacing: give --xextent/--yextent to place the nodes by index")
        }
        return (first, last)
    }

    /// The volume of `path` (`--var`, else its only three-dimensional variable), upright: the
    /// file's z (its first dimension) is the chart's vertical y; titles from the file.
    static func volume(_ path: String, variable: String?) throws -> (VolumeGrid, Examples.VolumeTitles) {
        let array = try array(path, variable: variable, rank: 3)
        do {
            let volume = try array.volume().swappingYZ()
            let c = array.coordinates
            return (
                volume, Examples.VolumeTitles(x: c[2].title, y: c[0].title, z: c[1].title, value: array.variable.title)
            )
        } catch {
            throw cliError(error)
        }
    }
}

/// The titles and extents a NetCDF or HDF5 grid brings with it.
struct GridFileInfo {
    /// Titles of the columns' axis, the rows' axis and the values.
    let x: String
    let y: String
    let value: String
    /// Coordinates of the first and last column and row kept.
    let xExtent: (first: Double, last: Double)
    let yExtent: (first: Double, last: Double)
}
