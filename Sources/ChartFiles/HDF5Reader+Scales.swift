import CHDF5

/// Dimension scales (the H5DS API of libhdf5_hl): the coordinates of a dataset's dimensions, as
/// NetCDF-4 and other writers attach them through the dataset's `DIMENSION_LIST` attribute.
extension HDF5Reader {
    /// The start of the `NAME` NetCDF-4 gives the scale of a dimension that has no coordinate
    /// variable: its values are not coordinates.
    static let netCDFDimensionOnly = "This is a netCDF dimension but not a netCDF variable"

    /// The path of the first dimension scale attached to dimension `d` of `dataset`, or nil when
    /// none is (or the attribute cannot be read: the dimension then has indices).
    static func scalePath(_ dataset: hid_t, dimension d: Int) -> String? {
        guard H5Aexists(dataset, "DIMENSION_LIST") > 0, H5DSget_num_scales(dataset, UInt32(d)) > 0 else {
            H5Eclear2(hid_t(H5E_DEFAULT))
            return nil
        }
        let collector = Collector()
        let visit: H5DS_iterate_t = { _, _, scale, data in
            guard let data else { return -1 }
            let size = H5Iget_name(scale, nil, 0)
            guard size > 0, size < 1 << 16 else { return 0 }
            var buffer = [CChar](repeating: 0, count: size + 1)
            guard H5Iget_name(scale, &buffer, size + 1) > 0 else { return 0 }
            Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue().items.append(cText(buffer))
            return 1  // the first named scale is the coordinate
        }
        var index: Int32 = 0
        let status = H5DSiterate_scales(
            dataset, UInt32(d), &index, visit, Unmanaged.passUnretained(collector).toOpaque())
        H5Eclear2(hid_t(H5E_DEFAULT))
        return status >= 0 ? collector.items.first : nil
    }

    /// The last component of a dataset's path: `/topography/x` is `x`.
    static func leafName(_ datasetPath: String) -> String {
        datasetPath.split(separator: "/").last.map(String.init) ?? datasetPath
    }

    /// Whether `dataset` is itself a dimension scale.
    static func isScale(_ dataset: hid_t) -> Bool {
        let answer = H5DSis_scale(dataset) > 0
        H5Eclear2(hid_t(H5E_DEFAULT))
        return answer
    }

    /// The names of the dataset's dimensions: each attached scale's name (the last component of
    /// its path), a one-dimensional scale's own name for itself, else `dim0`, `dim1`, ….
    static func dimensionNames(_ dataset: hid_t, _ name: String, rank: Int) -> [String] {
        if rank == 1, isScale(dataset) { return [leafName(name)] }
        return (0..<rank).map { d in scalePath(dataset, dimension: d).map(leafName) ?? "dim\(d)" }
    }

    /// The coordinate of dimension `d` (of length `length`) of the dataset `variable` in `file`:
    /// the values, `units` and `long_name` of its attached dimension scale when that is a numeric
    /// one-dimensional dataset of the same length holding coordinates; a one-dimensional scale is
    /// its own coordinate (`values`); else the indices.
    static func coordinate(
        _ file: hid_t, _ dataset: hid_t, _ variable: ScientificVariable, dimension d: Int, values: [Double]
    ) -> ScientificCoordinate {
        let length = variable.shape[d]
        let indices = ScientificCoordinate(
            name: variable.dimensions[d], values: (0..<length).map(Double.init), fromFile: false)
        if variable.rank == 1, isScale(dataset) {
            guard !(text(dataset, "NAME")?.hasPrefix(netCDFDimensionOnly) ?? false) else { return indices }
            return ScientificCoordinate(
                name: variable.dimensions[d], values: values, units: variable.units, longName: variable.longName)
        }
        guard let path = scalePath(dataset, dimension: d) else { return indices }
        let scale = H5Dopen2(file, path, hid_t(H5P_DEFAULT))
        guard scale >= 0 else {
            H5Eclear2(hid_t(H5E_DEFAULT))
            return indices
        }
        defer { H5Dclose(scale) }
        guard !(text(scale, "NAME")?.hasPrefix(netCDFDimensionOnly) ?? false),
            let scaleVariable = try? Self.variable(scale, path, ""), scaleVariable.isNumeric,
            scaleVariable.shape == [length]
        else { return indices }
        var coordinates = [Double](repeating: .nan, count: length)
        if length > 0 {
            guard
                H5Dread(
                    scale, opencharts_h5t_native_double(), hid_t(H5S_ALL), hid_t(H5S_ALL), hid_t(H5P_DEFAULT),
                    &coordinates) >= 0
            else {
                H5Eclear2(hid_t(H5E_DEFAULT))
                return indices
            }
        }
        unpack(&coordinates, scale)
        return ScientificCoordinate(
            name: variable.dimensions[d], values: coordinates, units: scaleVariable.units,
            longName: scaleVariable.longName)
    }
}
