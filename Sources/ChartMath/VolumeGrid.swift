/// A 3D grid of scalar values — a volume, as a CT or MRI scan, a simulation's field, or a
/// function sampled on a lattice: `x.count × y.count × z.count` values at the nodes of a
/// rectilinear grid, with one increasing coordinate array per axis (spacing need not be uniform).
/// NaN marks a missing value: cells touching one are skipped by isosurfaces and slices.
///
/// Values are stored x fastest, then y, then z: the value at node `(i, j, k)` is
/// `values[i + x.count * (j + y.count * k)]`.
///
/// ```swift
/// let axis = (0..<64).map { -1 + 2 * Double($0) / 63 }
/// let sphere = try VolumeGrid(x: axis, y: axis, z: axis) { x, y, z in (x * x + y * y + z * z).squareRoot() - 0.7 }
/// ```
public struct VolumeGrid: Sendable, Equatable {
    /// The node coordinates along x, strictly increasing.
    public let x: [Double]
    /// The node coordinates along y, strictly increasing.
    public let y: [Double]
    /// The node coordinates along z, strictly increasing.
    public let z: [Double]
    /// The values, x fastest, then y, then z; NaN where missing.
    public let values: [Double]

    /// A volume of `values` (x fastest, then y, then z) at the nodes of the grid with coordinates
    /// `x`, `y` and `z`. Throws ``VolumeGridError`` when an axis has fewer than two nodes or
    /// coordinates that are not finite and strictly increasing, when the count of values is not
    /// the product of the axes' counts, or when a value is infinite (missing values are NaN).
    public init(x: [Double], y: [Double], z: [Double], values: [Double]) throws(VolumeGridError) {
        for (name, axis) in [("x", x), ("y", y), ("z", z)] {
            guard axis.count >= 2 else { throw .tooFewNodes(axis: name, count: axis.count) }
            if let i = axis.indices.first(where: { !axis[$0].isFinite || ($0 > 0 && axis[$0] <= axis[$0 - 1]) }) {
                throw .coordinatesNotIncreasing(axis: name, index: i)
            }
        }
        guard values.count == x.count * y.count * z.count else {
            throw .valueCount(expected: x.count * y.count * z.count, got: values.count)
        }
        if let i = values.firstIndex(where: \.isInfinite) { throw .infiniteValue(index: i) }
        (self.x, self.y, self.z, self.values) = (x, y, z, values)
    }

    /// A volume sampling `function(x, y, z)` at every node of the grid (return `.nan` where it is
    /// undefined); throws as ``init(x:y:z:values:)`` does.
    public init(
        x: [Double], y: [Double], z: [Double], function: (Double, Double, Double) -> Double
    ) throws(VolumeGridError) {
        var values: [Double] = []
        values.reserveCapacity(x.count * y.count * z.count)
        for zk in z {
            for yj in y {
                for xi in x { values.append(function(xi, yj, zk)) }
            }
        }
        try self.init(x: x, y: y, z: z, values: values)
    }

    /// `count` evenly spaced coordinates from `range.lowerBound` to `range.upperBound`, both included.
    public static func axis(_ range: ClosedRange<Double>, count: Int) -> [Double] {
        guard count > 1 else { return [range.lowerBound] }
        return (0..<count).map {
            range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(count - 1)
        }
    }

    /// The number of nodes along x, y and z.
    public var counts: (x: Int, y: Int, z: Int) { (x.count, y.count, z.count) }

    /// The value at node `(i, j, k)`.
    public subscript(i: Int, j: Int, k: Int) -> Double { values[i + x.count * (j + y.count * k)] }

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

    /// The same volume with its y and z axes exchanged: node `(i, j, k)` becomes `(i, k, j)`.
    /// A `Chart3D`'s y axis is vertical, so a volume stored with z up (medical and geographic
    /// volumes) is drawn upright after swapping.
    public func swappingYZ() -> VolumeGrid {
        var swapped = [Double](repeating: .nan, count: values.count)
        let (nx, ny, nz) = counts
        for k in 0..<nz {
            for j in 0..<ny {
                let from = nx * (j + ny * k)
                let to = nx * (k + nz * j)
                for i in 0..<nx { swapped[to + i] = values[from + i] }
            }
        }
        // The checks passed for the same axes and count.
        return VolumeGrid(unchecked: x, z, y, swapped)
    }

    package init(unchecked x: [Double], _ y: [Double], _ z: [Double], _ values: [Double]) {
        (self.x, self.y, self.z, self.values) = (x, y, z, values)
    }

    /// The value at `(px, py, pz)` interpolated trilinearly between the nodes around it; NaN
    /// outside the grid or where a node around it is missing.
    public func value(atX px: Double, y py: Double, z pz: Double) -> Double {
        guard let (i, fx) = Self.cell(x, px), let (j, fy) = Self.cell(y, py), let (k, fz) = Self.cell(z, pz) else {
            return .nan
        }
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        func row(_ j: Int, _ k: Int) -> Double { lerp(self[i, j, k], self[i + 1, j, k], fx) }
        return lerp(lerp(row(j, k), row(j + 1, k), fy), lerp(row(j, k + 1), row(j + 1, k + 1), fy), fz)
    }

    /// The cell of `axis` holding `p` (its lower node, below the last node) and the fraction of
    /// the way across it; nil outside the axis.
    package static func cell(_ axis: [Double], _ p: Double) -> (Int, Double)? {
        guard let first = axis.first, let last = axis.last, p >= first, p <= last else { return nil }
        var lo = 0
        var hi = axis.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if axis[mid] <= p { lo = mid } else { hi = mid }
        }
        return (lo, (p - axis[lo]) / (axis[lo + 1] - axis[lo]))
    }
}

/// Why a ``VolumeGrid`` could not be made.
public enum VolumeGridError: Error, Equatable, CustomStringConvertible {
    /// An axis has fewer than the two nodes a cell needs.
    case tooFewNodes(axis: String, count: Int)
    /// An axis' coordinate at `index` is not finite or not above the one before it.
    case coordinatesNotIncreasing(axis: String, index: Int)
    /// The number of values is not the product of the axes' node counts.
    case valueCount(expected: Int, got: Int)
    /// A value is infinite (missing values are NaN).
    case infiniteValue(index: Int)
    /// A grid of stacked slices whose rows are not a whole number of slices.
    case sliceRows(rows: Int, rowsPerSlice: Int)
    /// A mark of the volume (an isosurface) was given no level.
    case noLevels(mark: String)
    /// A level that is NaN or infinite.
    case nonFiniteLevel(mark: String, level: Double)
    /// Every value of the volume is missing.
    case noFiniteValues(mark: String)
    /// A slice's coordinate lies outside the volume along its axis.
    case sliceOutside(mark: String, axis: String, coordinate: Double, range: ClosedRange<Double>)
    /// A volume rendering's opacity ramp point is not finite or its opacity lies outside 0…1.
    case invalidOpacityPoint(mark: String, value: Double, opacity: Double)
    /// A volume rendering's density is not finite and ≥ 0.
    case invalidDensity(mark: String, density: Double)
    /// A volume rendering's step count is below 1.
    case invalidSteps(mark: String, steps: Int)

    public var description: String {
        switch self {
        case .tooFewNodes(let axis, let count):
            "a volume needs at least 2 nodes along each axis; the \(axis) axis has \(count)"
        case .coordinatesNotIncreasing(let axis, let index):
            "the \(axis) coordinates of a volume must be finite and strictly increasing; coordinate \(index) is not"
        case .valueCount(let expected, let got):
            "a volume of this size needs \(expected) values (x × y × z nodes); got \(got)"
        case .infiniteValue(let index):
            "value \(index) of the volume is infinite; use NaN for a missing value"
        case .sliceRows(let rows, let rowsPerSlice):
            "a grid of \(rows) rows is not a whole number of slices of \(rowsPerSlice) rows; "
                + "give the rows of one slice (a positive divisor of the rows)"
        case .noLevels(let mark): "\(mark): no level given; give at least one value to draw the surface at"
        case .nonFiniteLevel(let mark, let level):
            "\(mark): the level \(level) is not finite; levels are finite numbers"
        case .noFiniteValues(let mark): "\(mark): every value of the volume is missing (NaN)"
        case .sliceOutside(let mark, let axis, let coordinate, let range):
            "\(mark): the slice at \(axis) = \(coordinate) lies outside the volume's \(axis) range "
                + "\(range.lowerBound)…\(range.upperBound)"
        case .invalidOpacityPoint(let mark, let value, let opacity):
            "\(mark): the opacity ramp point (\(value), \(opacity)) is not usable; give finite values "
                + "with opacities from 0 (transparent) to 1"
        case .invalidDensity(let mark, let density):
            "\(mark): the density \(density) is not usable; give a finite number ≥ 0 (the optical depth "
                + "across the box's longest edge at opacity 1)"
        case .invalidSteps(let mark, let steps):
            "\(mark): \(steps) steps is too few; give at least 1 sample along the box's diagonal"
        }
    }
}
