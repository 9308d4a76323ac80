/// One variable of a NetCDF file, or one dataset of an HDF5 file, as listed by
/// ``ScientificFile/variables(at:format:)``: its name, dimensions, shape, type and the units and long
/// name of its attributes.
public struct ScientificVariable: Sendable, Equatable {
    /// The NetCDF variable's name (root group) or path from the root (`/ocean/temperature`,
    /// another group of a NetCDF-4 file), or the HDF5 dataset's path from the root
    /// (`/topography/height`).
    public let name: String
    /// The names of its dimensions, slowest first (NetCDF's order: `time, lat, lon`). An HDF5
    /// dimension is named after its dimension scale (the last component of the scale's path), and
    /// is `dim0`, `dim1`, … when it has none.
    public let dimensions: [String]
    /// The length of each dimension, slowest first.
    public let shape: [Int]
    /// The stored type, in NetCDF's CDL spelling (`byte`, `ubyte`, `short`, `int`, `float`,
    /// `double`, `char`, `string`, …).
    public let type: String
    /// The `units` attribute, when there is one.
    public let units: String?
    /// The `long_name` attribute, when there is one.
    public let longName: String?

    /// A variable with these properties (the readers make them; tests and callers may too).
    public init(
        name: String, dimensions: [String], shape: [Int], type: String, units: String? = nil, longName: String? = nil
    ) {
        (self.name, self.dimensions, self.shape, self.type) = (name, dimensions, shape, type)
        (self.units, self.longName) = (units, longName)
    }

    /// The number of dimensions.
    public var rank: Int { shape.count }

    /// Whether the values are numbers (not text or compound records).
    public var isNumeric: Bool { !["char", "string", "compound", "opaque", "enum", "vlen", "other"].contains(type) }

    /// A title for an axis or a colour bar: the long name (else the name) with the units in
    /// parentheses, `Height (m)`. Units of `1` (dimensionless) are left out.
    public var title: String {
        let label = longName ?? name
        guard let units, !units.isEmpty, units != "1" else { return label }
        return "\(label) (\(units))"
    }
}

/// The values along one dimension of a read variable: its CF coordinate variable (a
/// one-dimensional variable named as the dimension) or HDF5 dimension scale, or node indices when
/// the file has none.
public struct ScientificCoordinate: Sendable, Equatable {
    /// The dimension's name.
    public let name: String
    /// The coordinate values, one per index along the dimension.
    public let values: [Double]
    /// The coordinate variable's `units`, when there is one.
    public let units: String?
    /// The coordinate variable's `long_name`, when there is one.
    public let longName: String?
    /// Whether the values came from a coordinate variable or dimension scale (false: indices 0,
    /// 1, 2, …).
    public let fromFile: Bool

    /// A coordinate along the dimension `name`; `fromFile` false for indices.
    public init(name: String, values: [Double], units: String? = nil, longName: String? = nil, fromFile: Bool = true) {
        (self.name, self.values, self.units, self.longName, self.fromFile) = (name, values, units, longName, fromFile)
    }

    /// A title for the axis: `Easting (m)`, or the dimension's name.
    public var title: String {
        ScientificVariable(name: name, dimensions: [], shape: [], type: "double", units: units, longName: longName)
            .title
    }
}

/// The text of a NUL-terminated C buffer, as UTF-8 (invalid bytes replaced).
func cText(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
