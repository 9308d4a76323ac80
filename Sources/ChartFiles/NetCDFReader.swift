import CNetCDF
import Foundation

/// Reads NetCDF files (classic, 64-bit offset, CDF-5 and NetCDF-4) through NetCDF-C. Callers hold
/// ``ScientificFile``'s lock: the library is not thread-safe.
enum NetCDFReader {
    static func check(_ status: Int32, _ path: String) throws(ScientificFileError) {
        guard status != NC_NOERR else { return }
        throw .library(path: path, message: String(cString: nc_strerror(status)))
    }

    static func withFile<T>(_ path: String, _ body: (Int32) throws(ScientificFileError) -> T)
        throws(ScientificFileError) -> T
    {
        // A classic header's counts are checked first: NetCDF-C allocates what they say.
        if let head = FileHandle(forReadingAtPath: path).flatMap({ try? $0.read(upToCount: 3) }),
            [UInt8](head) == [0x43, 0x44, 0x46]
        {
            try ClassicHeaderCheck.check(path)
        }
        var ncid: Int32 = 0
        try check(nc_open(path, NC_NOWRITE, &ncid), path)
        defer { nc_close(ncid) }
        return try body(ncid)
    }

    static let typeNames = [
        "", "byte", "char", "short", "int", "float", "double", "ubyte", "ushort", "uint", "int64", "uint64", "string",
    ]

    /// Every variable of the file: the root group's by name, in the file's order, then each
    /// group's (NetCDF-4) by path (`/group/sub/name`), depth first in the file's order.
    static func variables(_ path: String) throws(ScientificFileError) -> [ScientificVariable] {
        try withFile(path) { ncid throws(ScientificFileError) in try variablesIn(ncid, path) }
    }

    /// The deepest nesting of groups read (a corrupt file could claim any).
    static let maximumGroupDepth = 64

    /// The groups inside the group `ncid`, in the file's order, with their names.
    static func subgroups(_ ncid: Int32, _ path: String) throws(ScientificFileError) -> [(id: Int32, name: String)] {
        var count: Int32 = 0
        // A classic file has none; a failing call is taken as none too (the groups are optional).
        guard nc_inq_grps(ncid, &count, nil) == NC_NOERR, count > 0 else { return [] }
        var ids = [Int32](repeating: 0, count: Int(count))
        try check(nc_inq_grps(ncid, &count, &ids), path)
        var out: [(id: Int32, name: String)] = []
        for id in ids.prefix(Int(count)) {
            var name = [CChar](repeating: 0, count: Int(NC_MAX_NAME) + 1)
            try check(nc_inq_grpname(id, &name), path)
            out.append((id, cText(name)))
        }
        return out
    }

    /// The group at `groupPath` (names from the root, `["group", "sub"]`), or nil when there is none.
    static func group(_ root: Int32, _ groupPath: [String]) -> Int32? {
        var ncid = root
        for name in groupPath {
            var child: Int32 = 0
            guard nc_inq_grp_ncid(ncid, name, &child) == NC_NOERR else { return nil }
            ncid = child
        }
        return ncid
    }

    /// The variable `varid` of group `ncid` and its dimension ids; its name is prefixed with
    /// `groupPath` (`/group/sub`; empty for the root group).
    static func variable(_ ncid: Int32, _ varid: Int32, _ path: String, groupPath: String = "")
        throws(ScientificFileError) -> (variable: ScientificVariable, dimensionIDs: [Int32])
    {
        var name = [CChar](repeating: 0, count: Int(NC_MAX_NAME) + 1)
        var type: nc_type = 0
        var rank: Int32 = 0
        var ids = [Int32](repeating: 0, count: Int(NC_MAX_VAR_DIMS))
        var attributes: Int32 = 0
        try check(nc_inq_var(ncid, varid, &name, &type, &rank, &ids, &attributes), path)
        var dimensions: [String] = []
        var shape: [Int] = []
        for d in 0..<Int(rank) {
            var dimName = [CChar](repeating: 0, count: Int(NC_MAX_NAME) + 1)
            var length = 0
            try check(nc_inq_dim(ncid, ids[d], &dimName, &length), path)
            dimensions.append(cText(dimName))
            shape.append(length)
        }
        let typeName = type >= 1 && Int(type) < typeNames.count ? typeNames[Int(type)] : "other"
        let variable = ScientificVariable(
            name: groupPath.isEmpty ? cText(name) : groupPath + "/" + cText(name), dimensions: dimensions, shape: shape,
            type: typeName,
            units: text(ncid, varid, "units"), longName: text(ncid, varid, "long_name"))
        return (variable, Array(ids.prefix(Int(rank))))
    }

    /// A text attribute (`char` or `string`), or nil.
    static func text(_ ncid: Int32, _ varid: Int32, _ name: String) -> String? {
        var type: nc_type = 0
        var length = 0
        guard nc_inq_att(ncid, varid, name, &type, &length) == NC_NOERR, length > 0, length < 1 << 20 else {
            return nil
        }
        if type == NC_CHAR {
            var buffer = [CChar](repeating: 0, count: length + 1)
            guard nc_get_att_text(ncid, varid, name, &buffer) == NC_NOERR else { return nil }
            return cText(buffer)
        }
        guard type == NC_STRING else { return nil }
        var strings = [UnsafeMutablePointer<CChar>?](repeating: nil, count: length)
        guard nc_get_att_string(ncid, varid, name, &strings) == NC_NOERR else { return nil }
        defer { nc_free_string(length, &strings) }
        return strings[0].map { String(cString: $0) }
    }

    /// A numeric attribute's values as doubles, or nil.
    static func numbers(_ ncid: Int32, _ varid: Int32, _ name: String) -> [Double]? {
        var type: nc_type = 0
        var length = 0
        guard nc_inq_att(ncid, varid, name, &type, &length) == NC_NOERR, length > 0, length < 1 << 16,
            type != NC_CHAR, type != NC_STRING, type <= NC_UINT64
        else { return nil }
        var values = [Double](repeating: 0, count: length)
        guard nc_get_att_double(ncid, varid, name, &values) == NC_NOERR else { return nil }
        return values
    }

    /// The variable's fill value as a double (its `_FillValue`, else the type's default), or nil
    /// when the variable is written without fill.
    static func fillValue(_ ncid: Int32, _ varid: Int32, type: nc_type) -> Double? {
        if let explicit = numbers(ncid, varid, "_FillValue")?.first { return explicit }
        var noFill: Int32 = 0
        var raw: (UInt64, UInt64) = (0, 0)
        let status = withUnsafeMutableBytes(of: &raw) { nc_inq_var_fill(ncid, varid, &noFill, $0.baseAddress) }
        guard status == NC_NOERR, noFill == 0 else { return nil }
        return withUnsafeBytes(of: raw) { bytes -> Double? in
            switch type {
            case NC_BYTE: Double(bytes.load(as: Int8.self))
            case NC_UBYTE: Double(bytes.load(as: UInt8.self))
            case NC_SHORT: Double(bytes.load(as: Int16.self))
            case NC_USHORT: Double(bytes.load(as: UInt16.self))
            case NC_INT: Double(bytes.load(as: Int32.self))
            case NC_UINT: Double(bytes.load(as: UInt32.self))
            case NC_INT64: Double(bytes.load(as: Int64.self))
            case NC_UINT64: Double(bytes.load(as: UInt64.self))
            case NC_FLOAT: Double(bytes.load(as: Float.self))
            case NC_DOUBLE: bytes.load(as: Double.self)
            default: nil
            }
        }
    }
}
