import CHDF5

/// Reads HDF5 files through the HDF5 library: datasets listed by path, numeric datasets read as
/// doubles. Callers hold ``ScientificFile``'s lock: the serial library is not thread-safe.
enum HDF5Reader {
    /// Collects strings from the library's C callbacks.
    final class Collector {
        var items: [String] = []
    }

    /// The library's error stack as one line (outermost and innermost messages), then cleared.
    static func errorMessage() -> String {
        let collector = Collector()
        let walk: H5E_walk2_t = { _, error, data in
            guard let error, let data, let desc = error.pointee.desc else { return 0 }
            Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue().items.append(String(cString: desc))
            return 0
        }
        _ = H5Ewalk2(hid_t(H5E_DEFAULT), H5E_WALK_DOWNWARD, walk, Unmanaged.passUnretained(collector).toOpaque())
        H5Eclear2(hid_t(H5E_DEFAULT))
        let messages = collector.items
        guard let first = messages.first else { return "the HDF5 library failed" }
        return messages.count > 1 && messages.last != first ? "\(first): \(messages.last!)" : first
    }

    /// Opens the library and turns its error printing off on this thread: errors come back as
    /// messages in ScientificFileError instead. The setting is per thread in a thread-safe build
    /// (Debian's), and NetCDF-C's reads of NetCDF-4 files probe for attributes through HDF5 and
    /// expect failures, so this runs before every read of either library.
    static func silenceErrors() {
        H5open()
        H5Eset_auto2(hid_t(H5E_DEFAULT), nil, nil)
    }

    static func withFile<T>(_ path: String, _ body: (hid_t) throws(ScientificFileError) -> T)
        throws(ScientificFileError) -> T
    {
        silenceErrors()
        let file = H5Fopen(path, 0, hid_t(H5P_DEFAULT))
        guard file >= 0 else { throw .library(path: path, message: errorMessage()) }
        defer { H5Fclose(file) }
        return try body(file)
    }

    /// The paths of every dataset in the file, from the root, in name order.
    static func datasetPaths(_ file: hid_t, _ path: String) throws(ScientificFileError) -> [String] {
        let collector = Collector()
        let visit: H5O_iterate_t = { _, name, info, data in
            guard let name, let info, let data, info.pointee.type == H5O_TYPE_DATASET else { return 0 }
            Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue().items.append("/" + String(cString: name))
            return 0
        }
        let status = H5Ovisit2(
            file, H5_INDEX_NAME, H5_ITER_INC, visit, Unmanaged.passUnretained(collector).toOpaque(),
            UInt32(H5O_INFO_BASIC))
        guard status >= 0 else { throw .library(path: path, message: errorMessage()) }
        return collector.items
    }

    /// Every dataset of the file.
    static func variables(_ path: String) throws(ScientificFileError) -> [ScientificVariable] {
        try withFile(path) { file throws(ScientificFileError) in
            var out: [ScientificVariable] = []
            for name in try datasetPaths(file, path) {
                let dataset = H5Dopen2(file, name, hid_t(H5P_DEFAULT))
                guard dataset >= 0 else { throw .library(path: path, message: errorMessage()) }
                defer { H5Dclose(dataset) }
                out.append(try variable(dataset, name, path))
            }
            return out
        }
    }

    /// The dataset's shape, type and text attributes; its dimensions are named after their
    /// dimension scales.
    static func variable(_ dataset: hid_t, _ name: String, _ path: String) throws(ScientificFileError)
        -> ScientificVariable
    {
        let space = H5Dget_space(dataset)
        guard space >= 0 else { throw .library(path: path, message: errorMessage()) }
        defer { H5Sclose(space) }
        let rank = H5Sget_simple_extent_ndims(space)
        guard rank >= 0, rank <= 32 else { throw .library(path: path, message: errorMessage()) }
        var dims = [hsize_t](repeating: 0, count: Int(rank))
        guard H5Sget_simple_extent_dims(space, &dims, nil) >= 0 else {
            throw .library(path: path, message: errorMessage())
        }
        let type = H5Dget_type(dataset)
        guard type >= 0 else { throw .library(path: path, message: errorMessage()) }
        defer { H5Tclose(type) }
        return ScientificVariable(
            name: name, dimensions: dimensionNames(dataset, name, rank: Int(rank)),
            shape: dims.map { Int(clamping: $0) },
            type: typeName(type), units: text(dataset, "units"), longName: text(dataset, "long_name"))
    }

    /// The CDL spelling of an HDF5 type.
    static func typeName(_ type: hid_t) -> String {
        let size = H5Tget_size(type)
        switch H5Tget_class(type) {
        case H5T_INTEGER:
            let signed = H5Tget_sign(type) == H5T_SGN_2
            let names = [1: "byte", 2: "short", 4: "int", 8: "int64"]
            guard let base = names[size] else { return "other" }
            return signed ? base : (base == "byte" ? "ubyte" : "u" + base)
        case H5T_FLOAT: return size == 4 ? "float" : size == 8 ? "double" : "other"
        case H5T_STRING: return "string"
        case H5T_COMPOUND: return "compound"
        case H5T_OPAQUE: return "opaque"
        case H5T_ENUM: return "enum"
        case H5T_VLEN: return "vlen"
        default: return "other"
        }
    }
}
