import Foundation

/// The two container formats ``ScientificFile`` reads.
public enum ScientificFileFormat: String, Sendable, Equatable, CaseIterable {
    /// NetCDF (classic `CDF\u{1}`, 64-bit offset `CDF\u{2}`, CDF-5, and NetCDF-4, which is HDF5
    /// underneath), read through NetCDF-C.
    case netCDF = "NetCDF"
    /// HDF5, read through the HDF5 library.
    case hdf5 = "HDF5"
}

/// Lists and reads the variables of NetCDF and HDF5 files, the containers of climate, ocean,
/// satellite and imaging data, through their C libraries.
///
/// ```swift
/// let array = try ScientificFile.read("height", at: "Datasets/volcano.nc")
/// let grid = try array.grid()                 // rows along y, columns along x
/// let xTitle = array.coordinates[1].title     // "Easting (m)", from the file
/// ```
///
/// Both libraries keep global state and are not thread-safe, so every call goes through one lock.
public enum ScientificFile {
    static let lock = NSLock()
    /// The most values one read returns (a corrupt header can claim any shape).
    public static let maximumValues = 1 << 28

    /// The format of the file at `path`, from its first bytes: `CDF` and a version byte is NetCDF;
    /// the HDF5 signature (at byte 0, 512, 1024 or 2048) is HDF5, read through NetCDF-C when the
    /// name ends in `.nc`, `.nc4` or `.cdf` (NetCDF-4) and through the HDF5 library otherwise.
    public static func format(of path: String) throws(ScientificFileError) -> ScientificFileFormat {
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .fileNotFound(path: path) }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 2056)) ?? Data())
        return try format(ofBytes: head, path: path)
    }

    /// The format of a file starting with `head` (its first 2,056 bytes or all of it), named `path`.
    public static func format(ofBytes head: [UInt8], path: String) throws(ScientificFileError) -> ScientificFileFormat {
        if head.count >= 4, head[0...2] == [0x43, 0x44, 0x46], [1, 2, 5].contains(head[3]) { return .netCDF }
        let signature: [UInt8] = [0x89, 0x48, 0x44, 0x46, 0x0D, 0x0A, 0x1A, 0x0A]
        let hasSignature = [0, 512, 1024, 2048].contains { offset in
            head.count >= offset + 8 && Array(head[offset..<offset + 8]) == signature
        }
        guard hasSignature else { throw .notScientificFile(path: path) }
        let ext = (path as NSString).pathExtension.lowercased()
        return ["nc", "nc4", "cdf"].contains(ext) ? .netCDF : .hdf5
    }

    /// Whether `path` names a NetCDF or HDF5 file, by its extension (`.nc`, `.nc4`, `.cdf`, `.h5`,
    /// `.hdf5`, `.he5`, `.hdf`): for a command line choosing between a CSV and a scientific reader.
    public static func hasScientificExtension(_ path: String) -> Bool {
        ["nc", "nc4", "cdf", "h5", "hdf5", "he5", "hdf"].contains((path as NSString).pathExtension.lowercased())
    }

    /// The variables (NetCDF) or datasets (HDF5) of the file at `path`. NetCDF: the root group's
    /// variables by name in the file's order, then those of every group (NetCDF-4) by path from
    /// the root, `/group/sub/name`, depth first. HDF5: every dataset by path, in path order.
    /// Throws ``ScientificFileError``.
    ///
    /// ```swift
    /// let names = try ScientificFile.variables(at: "Datasets/volcano.h5").map(\.name)
    /// // ["/topography/height", "/topography/x", "/topography/y"]
    /// ```
    public static func variables(at path: String, format: ScientificFileFormat? = nil) throws(ScientificFileError)
        -> [ScientificVariable]
    {
        let format = try resolved(format, path)
        lock.lock()
        defer { lock.unlock() }
        HDF5Reader.silenceErrors()
        switch format {
        case .netCDF: return try NetCDFReader.variables(path)
        case .hdf5: return try HDF5Reader.variables(path)
        }
    }

    /// The numeric variable (NetCDF: a root variable's name, or a group variable's path
    /// `/group/name`) or dataset path (HDF5) `name` of the file at `path`, with its coordinates:
    /// unpacked through `scale_factor` and `add_offset`, NaN where `_FillValue` or
    /// `missing_value` marks it missing. NetCDF coordinates are CF coordinate variables (a
    /// one-dimensional variable named as its dimension, in the variable's group or a group above
    /// it), else indices; HDF5 coordinates are the dimension scales attached to the dataset's
    /// dimensions (`DIMENSION_LIST`, as NetCDF-4 and `H5DSattach_scale` write them) with their
    /// `units` and `long_name`, else indices. Throws ``ScientificFileError``: a missing variable
    /// or group lists the variables there are.
    ///
    /// ```swift
    /// let height = try ScientificFile.read("/topography/height", at: "Datasets/volcano.h5")
    /// let xTitle = height.coordinates[1].title    // "Easting (m)", from the dimension scale
    /// ```
    public static func read(_ name: String, at path: String, format: ScientificFileFormat? = nil)
        throws(ScientificFileError) -> ScientificArray
    {
        try read(name, at: path, format: format, maximumValues: maximumValues)
    }

    static func resolved(_ format: ScientificFileFormat?, _ path: String) throws(ScientificFileError)
        -> ScientificFileFormat
    {
        if let format { return format }
        return try Self.format(of: path)
    }

    static func read(_ name: String, at path: String, format: ScientificFileFormat?, maximumValues: Int)
        throws(ScientificFileError) -> ScientificArray
    {
        let format = try resolved(format, path)
        lock.lock()
        defer { lock.unlock() }
        HDF5Reader.silenceErrors()
        switch format {
        case .netCDF: return try NetCDFReader.read(name, path, maximumValues: maximumValues)
        case .hdf5: return try HDF5Reader.read(name, path, maximumValues: maximumValues)
        }
    }
}
