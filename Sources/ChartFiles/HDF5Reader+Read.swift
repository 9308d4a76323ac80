import CHDF5

extension HDF5Reader {
    /// A string attribute of `object` (fixed-length or variable-length), or nil.
    static func text(_ object: hid_t, _ name: String) -> String? {
        guard H5Aexists(object, name) > 0 else { return nil }
        let attribute = H5Aopen(object, name, hid_t(H5P_DEFAULT))
        guard attribute >= 0 else { return nil }
        defer { H5Aclose(attribute) }
        let type = H5Aget_type(attribute)
        guard type >= 0 else { return nil }
        defer { H5Tclose(type) }
        guard H5Tget_class(type) == H5T_STRING, elementCount(attribute) == 1 else { return nil }
        let memory = H5Tcopy(opencharts_h5t_c_string())
        defer { H5Tclose(memory) }
        if H5Tis_variable_str(type) > 0 {
            H5Tset_size(memory, Int(bitPattern: UInt.max))  // H5T_VARIABLE, (size_t)-1
            var pointer: UnsafeMutablePointer<CChar>? = nil
            guard H5Aread(attribute, memory, &pointer) >= 0, let pointer else { return nil }
            defer { H5free_memory(pointer) }
            return String(cString: pointer)
        }
        let size = H5Tget_size(type)
        guard size > 0, size < 1 << 20 else { return nil }
        H5Tset_size(memory, size + 1)
        var buffer = [CChar](repeating: 0, count: size + 1)
        guard H5Aread(attribute, memory, &buffer) >= 0 else { return nil }
        return cText(buffer)
    }

    /// A numeric attribute's values as doubles, or nil.
    static func numbers(_ object: hid_t, _ name: String) -> [Double]? {
        guard H5Aexists(object, name) > 0 else { return nil }
        let attribute = H5Aopen(object, name, hid_t(H5P_DEFAULT))
        guard attribute >= 0 else { return nil }
        defer { H5Aclose(attribute) }
        let type = H5Aget_type(attribute)
        guard type >= 0 else { return nil }
        defer { H5Tclose(type) }
        let typeClass = H5Tget_class(type)
        let count = elementCount(attribute)
        guard typeClass == H5T_INTEGER || typeClass == H5T_FLOAT, count > 0, count < 1 << 16 else { return nil }
        var values = [Double](repeating: 0, count: count)
        guard H5Aread(attribute, opencharts_h5t_native_double(), &values) >= 0 else { return nil }
        return values
    }

    /// The number of elements of an attribute's dataspace (1 for a scalar), 0 on failure.
    static func elementCount(_ attribute: hid_t) -> Int {
        let space = H5Aget_space(attribute)
        guard space >= 0 else { return 0 }
        defer { H5Sclose(space) }
        return max(0, Int(H5Sget_simple_extent_npoints(space)))
    }

    /// The numeric dataset at `name` (a path from the root), unpacked as NetCDF's conventions say
    /// when its attributes use them, with its dimension scales as coordinates; at most
    /// `maximumValues` values.
    static func read(_ name: String, _ path: String, maximumValues: Int) throws(ScientificFileError)
        -> ScientificArray
    {
        try withFile(path) { file throws(ScientificFileError) in
            let paths = try datasetPaths(file, path)
            let wanted = name.hasPrefix("/") ? name : "/" + name
            guard paths.contains(wanted) else {
                throw .missingVariable(path: path, name: name, available: paths)
            }
            let dataset = H5Dopen2(file, wanted, hid_t(H5P_DEFAULT))
            guard dataset >= 0 else { throw .library(path: path, message: errorMessage()) }
            defer { H5Dclose(dataset) }
            let variable = try Self.variable(dataset, wanted, path)
            guard variable.isNumeric else { throw .notNumeric(path: path, name: wanted, type: variable.type) }
            var count = 1
            for n in variable.shape {
                let (product, overflow) = count.multipliedReportingOverflow(by: n)
                guard !overflow, product <= maximumValues else {
                    throw .library(
                        path: path, message: "\(wanted) has shape \(variable.shape), over \(maximumValues) values")
                }
                count = product
            }
            var values = [Double](repeating: .nan, count: count)
            if count > 0 {
                guard
                    H5Dread(
                        dataset, opencharts_h5t_native_double(), hid_t(H5S_ALL), hid_t(H5S_ALL), hid_t(H5P_DEFAULT),
                        &values) >= 0
                else { throw .library(path: path, message: errorMessage()) }
            }
            unpack(&values, dataset)
            let coordinates = (0..<variable.rank).map { d in
                coordinate(file, dataset, variable, dimension: d, values: values)
            }
            return ScientificArray(variable: variable, values: values, coordinates: coordinates, path: path)
        }
    }

    /// `_FillValue` and `missing_value` made NaN, then `scale_factor` and `add_offset` applied.
    static func unpack(_ values: inout [Double], _ dataset: hid_t) {
        var missing = Set(numbers(dataset, "missing_value") ?? [])
        if let fill = numbers(dataset, "_FillValue")?.first { missing.insert(fill) }
        let scale = numbers(dataset, "scale_factor")?.first ?? 1
        let offset = numbers(dataset, "add_offset")?.first ?? 0
        for i in values.indices {
            let v = values[i]
            values[i] = missing.contains(v) || v.isInfinite ? .nan : v * scale + offset
        }
    }
}
