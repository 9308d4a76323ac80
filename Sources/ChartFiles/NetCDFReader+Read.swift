import CNetCDF
import Foundation

extension NetCDFReader {
    /// The numeric variable `name` with its coordinates, unpacked; at most `maximumValues` values.
    /// `name` is a root variable's name, or a path from the root (`/group/sub/name`, NetCDF-4).
    static func read(_ name: String, _ path: String, maximumValues: Int) throws(ScientificFileError)
        -> ScientificArray
    {
        try withFile(path) { root throws(ScientificFileError) in
            var components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if components.first == "" { components.removeFirst() }
            let leaf = components.popLast() ?? ""
            var varid: Int32 = 0
            guard !leaf.isEmpty, let ncid = group(root, components), nc_inq_varid(ncid, leaf, &varid) == NC_NOERR
            else {
                let names = (try? variablesIn(root, path))?.map(\.name) ?? []
                throw .missingVariable(path: path, name: name, available: names)
            }
            let groupPath = components.map { "/" + $0 }.joined()
            let (variable, ids) = try Self.variable(ncid, varid, path, groupPath: groupPath)
            try checkNotTruncated(ncid, path)
            let values = try unpacked(ncid, varid, variable, path, maximumValues: maximumValues)
            var coordinates: [ScientificCoordinate] = []
            for (d, dimension) in variable.dimensions.enumerated() {
                coordinates.append(
                    try coordinate(
                        ncid, dimension, id: ids[d], length: variable.shape[d], path, maximumValues: maximumValues))
            }
            return ScientificArray(variable: variable, values: values, coordinates: coordinates, path: path)
        }
    }

    /// The variables of group `ncid` (named with `groupPath` before them), then those of its
    /// groups, depth first.
    static func variablesIn(_ ncid: Int32, _ path: String, groupPath: String = "", depth: Int = 0)
        throws(ScientificFileError) -> [ScientificVariable]
    {
        guard depth <= maximumGroupDepth else {
            throw .library(path: path, message: "groups nested over \(maximumGroupDepth) deep at \(groupPath)")
        }
        var count: Int32 = 0
        try check(nc_inq_nvars(ncid, &count), path)
        var out: [ScientificVariable] = []
        for varid in 0..<count { out.append(try variable(ncid, varid, path, groupPath: groupPath).variable) }
        for (id, name) in try subgroups(ncid, path) {
            out += try variablesIn(id, path, groupPath: groupPath + "/" + name, depth: depth + 1)
        }
        return out
    }

    /// The CF coordinate variable of a dimension (one-dimensional, numeric, named as the
    /// dimension, along it), looked up in the variable's group `ncid` and then in each group
    /// above it, as NetCDF-4's scoping of dimensions has it; else the indices.
    static func coordinate(
        _ ncid: Int32, _ dimension: String, id: Int32, length: Int, _ path: String, maximumValues: Int
    ) throws(ScientificFileError) -> ScientificCoordinate {
        var group = ncid
        for _ in 0...maximumGroupDepth {
            var varid: Int32 = 0
            if nc_inq_varid(group, dimension, &varid) == NC_NOERR {
                let (variable, ids) = try Self.variable(group, varid, path)
                if ids == [id], variable.isNumeric {
                    let values = try unpacked(group, varid, variable, path, maximumValues: maximumValues)
                    return ScientificCoordinate(
                        name: dimension, values: values, units: variable.units, longName: variable.longName)
                }
            }
            var parent: Int32 = 0
            guard nc_inq_grp_parent(group, &parent) == NC_NOERR else { break }
            group = parent
        }
        return ScientificCoordinate(name: dimension, values: (0..<length).map(Double.init), fromFile: false)
    }

    /// The variable's values as doubles: missing (`_FillValue`, the type's default fill,
    /// `missing_value`) made NaN, then `scale_factor` and `add_offset` applied.
    static func unpacked(
        _ ncid: Int32, _ varid: Int32, _ variable: ScientificVariable, _ path: String, maximumValues: Int
    ) throws(ScientificFileError) -> [Double] {
        guard variable.isNumeric else { throw .notNumeric(path: path, name: variable.name, type: variable.type) }
        let count = try checkedCount(ncid, variable, path, maximumValues: maximumValues)
        var values = [Double](repeating: .nan, count: count)
        if count > 0 { try check(nc_get_var_double(ncid, varid, &values), path) }
        var type: nc_type = 0
        try check(nc_inq_vartype(ncid, varid, &type), path)
        var missing = Set(numbers(ncid, varid, "missing_value") ?? [])
        if let fill = fillValue(ncid, varid, type: type) { missing.insert(fill) }
        let scale = numbers(ncid, varid, "scale_factor")?.first ?? 1
        let offset = numbers(ncid, varid, "add_offset")?.first ?? 0
        for i in values.indices {
            let v = values[i]
            values[i] = missing.contains(v) || v.isInfinite ? .nan : v * scale + offset
        }
        return values
    }

    /// The number of values, refused when over `maximumValues` (a corrupt header can claim any
    /// shape).
    static func checkedCount(_ ncid: Int32, _ variable: ScientificVariable, _ path: String, maximumValues: Int)
        throws(ScientificFileError) -> Int
    {
        var count = 1
        for n in variable.shape {
            let (product, overflow) = count.multipliedReportingOverflow(by: n)
            guard !overflow, product <= maximumValues else {
                throw .library(
                    path: path,
                    message: "\(variable.name) has shape \(variable.shape), over \(maximumValues) values")
            }
            count = product
        }
        return count
    }

    /// The bytes one value of a classic type takes in the file.
    static let classicSizes: [nc_type: Int] = [
        NC_BYTE: 1, NC_CHAR: 1, NC_UBYTE: 1, NC_SHORT: 2, NC_USHORT: 2, NC_INT: 4, NC_UINT: 4, NC_FLOAT: 4,
        NC_DOUBLE: 8, NC_INT64: 8, NC_UINT64: 8,
    ]

    /// Refuses a classic (CDF-1, 2, 5) file shorter than its variables' data: NetCDF-C reads the
    /// missing tail of a truncated file as zeros without an error. The bound leaves out the header
    /// and the padding, so a file that passes may still be short by those.
    static func checkNotTruncated(_ ncid: Int32, _ path: String) throws(ScientificFileError) {
        var format: Int32 = 0
        guard nc_inq_format(ncid, &format) == NC_NOERR,
            [NC_FORMAT_CLASSIC, NC_FORMAT_64BIT_OFFSET, NC_FORMAT_CDF5].contains(format)
        else { return }
        var count: Int32 = 0
        var unlimited: Int32 = -1
        try check(nc_inq_nvars(ncid, &count), path)
        try check(nc_inq_unlimdim(ncid, &unlimited), path)
        var needed = 0
        for varid in 0..<count {
            var type: nc_type = 0
            var rank: Int32 = 0
            var ids = [Int32](repeating: 0, count: Int(NC_MAX_VAR_DIMS))
            try check(nc_inq_var(ncid, varid, nil, &type, &rank, &ids, nil), path)
            var size = classicSizes[type] ?? 1
            for d in 0..<Int(rank) {
                var length = 0
                try check(nc_inq_dimlen(ncid, ids[d], &length), path)
                let (product, overflow) = size.multipliedReportingOverflow(by: length)
                size = overflow ? Int.max / 2 : product
            }
            needed = min(Int.max / 2, needed + size)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let bytes = (attributes?[.size] as? NSNumber)?.intValue, bytes < needed else { return }
        throw .library(
            path: path, message: "truncated: its variables need at least \(needed) bytes, the file has \(bytes)")
    }
}
