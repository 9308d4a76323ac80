import ChartData
import ChartMath

/// A numeric variable read from a NetCDF or HDF5 file: its values as `Double` (unpacked through
/// `scale_factor` and `add_offset`, NaN where the file marks a value missing with `_FillValue` or
/// `missing_value`) in the file's order (the last dimension fastest), with one coordinate per
/// dimension.
public struct ScientificArray: Sendable, Equatable {
    /// The variable as listed: name, dimensions, shape, type, units and long name.
    public let variable: ScientificVariable
    /// The values, last dimension fastest (C order); NaN where missing.
    public let values: [Double]
    /// One coordinate per dimension, slowest first.
    public let coordinates: [ScientificCoordinate]
    /// The file it came from.
    public let path: String

    /// An array of `values` (C order) of `variable`, with a coordinate per dimension, from `path`.
    public init(variable: ScientificVariable, values: [Double], coordinates: [ScientificCoordinate], path: String) {
        (self.variable, self.values, self.coordinates, self.path) = (variable, values, coordinates, path)
    }

    /// The variable as a grid: a two-dimensional variable `v(y, x)` gives one grid row per index of
    /// its first dimension and one column per index of its second. Throws
    /// ``ScientificFileError/wrongRank(path:name:rank:expected:)`` for another rank.
    public func grid() throws(ScientificFileError) -> NumericGrid {
        guard variable.rank == 2 else {
            throw .wrongRank(path: path, name: variable.name, rank: variable.rank, expected: "2 (a grid)")
        }
        do {
            return try NumericGrid(rows: variable.shape[0], columns: variable.shape[1], values: values)
        } catch {
            throw .library(path: path, message: "\(variable.name): \(error)")
        }
    }

    /// The variable as a volume: a three-dimensional variable `v(z, y, x)` (CF's order) gives a
    /// ``VolumeGrid`` with x along its last dimension, y along the middle and z along the first, at
    /// the coordinates' values. An axis whose coordinates decrease is reversed (with its values) so
    /// every axis increases. Throws for another rank, and when a coordinate is neither increasing
    /// nor decreasing.
    public func volume() throws(ScientificFileError) -> VolumeGrid {
        guard variable.rank == 3 else {
            throw .wrongRank(path: path, name: variable.name, rank: variable.rank, expected: "3 (a volume)")
        }
        var values = self.values
        var axes: [[Double]] = []
        // Dimension d of the file is volume axis 2 − d; stride of dimension d in the values.
        let strides = [variable.shape[1] * variable.shape[2], variable.shape[2], 1]
        for d in 0..<3 {
            let c = coordinates[d].values
            if c.count > 1, c[0] > c[c.count - 1] {
                values = Self.reversed(values, shape: variable.shape, dimension: d, stride: strides[d])
                axes.append(c.reversed())
            } else {
                axes.append(c)
            }
        }
        do {
            return try VolumeGrid(x: axes[2], y: axes[1], z: axes[0], values: values)
        } catch {
            throw .library(path: path, message: "\(variable.name): \(error)")
        }
    }

    /// `values` with the index along `dimension` (of length `shape[dimension]`, stride `stride`) run
    /// backwards.
    static func reversed(_ values: [Double], shape: [Int], dimension: Int, stride: Int) -> [Double] {
        let n = shape[dimension]
        let block = n * stride
        var out = values
        var base = 0
        while base < values.count {
            for i in 0..<n {
                let from = base + i * stride
                let to = base + (n - 1 - i) * stride
                for k in 0..<stride { out[to + k] = values[from + k] }
            }
            base += block
        }
        return out
    }

    /// The smallest and largest finite value, or nil when every value is missing.
    public var valueRange: ClosedRange<Double>? {
        var lo = Double.infinity
        var hi = -Double.infinity
        for v in values where v.isFinite {
            lo = min(lo, v)
            hi = max(hi, v)
        }
        return lo <= hi ? lo...hi : nil
    }
}
