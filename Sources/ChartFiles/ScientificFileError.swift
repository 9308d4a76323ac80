/// Why a NetCDF or HDF5 file could not be read: each case names the file, and its description is
/// one line a person can act on.
public enum ScientificFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file at `path`.
    case fileNotFound(path: String)
    /// The file starts with neither the NetCDF (`CDF\u{1}`, `CDF\u{2}`, `CDF\u{5}`) nor the HDF5
    /// signature, or is too short to hold one.
    case notScientificFile(path: String)
    /// The file has no variable (NetCDF) or dataset (HDF5) called `name`; `available` lists those
    /// that it has.
    case missingVariable(path: String, name: String, available: [String])
    /// The variable has `rank` dimensions where `expected` (a description such as "2 (a grid)") are needed.
    case wrongRank(path: String, name: String, rank: Int, expected: String)
    /// The variable holds values that are not numbers (text, compounds, references).
    case notNumeric(path: String, name: String, type: String)
    /// The library refused the file: it is corrupt, truncated, or uses a feature the library lacks.
    /// `message` is the library's own.
    case library(path: String, message: String)

    /// One line naming the file and what is wrong with it.
    public var description: String {
        switch self {
        case .fileNotFound(let path): "\(path): no such file"
        case .notScientificFile(let path):
            "\(path): not a NetCDF or HDF5 file (no CDF or HDF5 signature at its start)"
        case .missingVariable(let path, let name, let available):
            "\(path): no variable \"\(name)\"; the variables are "
                + (available.isEmpty ? "none" : available.map { "\"\($0)\"" }.joined(separator: ", "))
        case .wrongRank(let path, let name, let rank, let expected):
            "\(path): variable \"\(name)\" has \(rank) dimension\(rank == 1 ? "" : "s"), \(expected) needed"
        case .notNumeric(let path, let name, let type):
            "\(path): variable \"\(name)\" holds \(type) values, not numbers"
        case .library(let path, let message): "\(path): unreadable: \(message)"
        }
    }
}
