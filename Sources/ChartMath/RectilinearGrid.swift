/// Values measured on a rectilinear grid: column `c` at `xs[c]`, row `r` at `zs[r]`, the value
/// `values[r * xs.count + c]`, with the coordinates strictly increasing or strictly decreasing and
/// spaced evenly or not. NaN is a missing value (a hole).
///
/// It is what a surface from data is drawn from: ``SurfaceSampler/mesh(_:)`` meshes it on its
/// nodes with normals from ``slopes(at:_:)``, and ``value(x:z:)`` reads it between them.
public struct RectilinearGrid: Sendable, Equatable {
    /// The columns' x coordinates.
    public var xs: [Double]
    /// The rows' z coordinates.
    public var zs: [Double]
    /// The values, row-major: `zs.count` rows of `xs.count`.
    public var values: [Double]

    /// A grid of `values` (row-major, `zs.count` rows of `xs.count` values each).
    public init(xs: [Double], zs: [Double], values: [Double]) {
        precondition(values.count == xs.count * zs.count, "RectilinearGrid: values.count must be xs.count × zs.count")
        self.xs = xs
        self.zs = zs
        self.values = values
    }

    /// The value at column `c`, row `r`.
    public subscript(r: Int, c: Int) -> Double { values[r * xs.count + c] }

    /// The same grid with both coordinate arrays ascending (a decreasing one, and its columns or
    /// rows, reversed).
    public var ascending: RectilinearGrid {
        let flipX = xs.count > 1 && xs[0] > xs[xs.count - 1]
        let flipZ = zs.count > 1 && zs[0] > zs[zs.count - 1]
        guard flipX || flipZ else { return self }
        let (nx, nz) = (xs.count, zs.count)
        var out = values
        for r in 0..<nz {
            for c in 0..<nx {
                out[r * nx + c] = self[flipZ ? nz - 1 - r : r, flipX ? nx - 1 - c : c]
            }
        }
        return RectilinearGrid(
            xs: flipX ? xs.reversed() : xs, zs: flipZ ? zs.reversed() : zs, values: out)
    }

    /// The bilinear interpolant at (`x`, `z`): exact at the nodes, NaN outside the grid or where a
    /// corner with weight is missing. Corners with no weight are not read.
    public func value(x: Double, z: Double) -> Double {
        let grid = ascending
        guard let (c, fc) = Self.cell(of: x, in: grid.xs), let (r, fr) = Self.cell(of: z, in: grid.zs) else {
            return .nan
        }
        func along(_ row: Int) -> Double {
            if fc == 0 { return grid[row, c] }
            if fc == 1 { return grid[row, c + 1] }
            return grid[row, c] * (1 - fc) + grid[row, c + 1] * fc
        }
        if fr == 0 { return along(r) }
        if fr == 1 { return along(r + 1) }
        return along(r) * (1 - fr) + along(r + 1) * fr
    }

    /// The interval of ascending `lines` holding `t` (its first line's index) and where in it `t`
    /// lies (0…1); nil outside the lines or with fewer than two.
    static func cell(of t: Double, in lines: [Double]) -> (Int, Double)? {
        guard lines.count >= 2, t >= lines[0], t <= lines[lines.count - 1] else { return nil }
        var (lo, hi) = (0, lines.count - 1)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lines[mid] <= t { lo = mid } else { hi = mid }
        }
        let f = (t - lines[lo]) / (lines[lo + 1] - lines[lo])
        return (lo, min(max(f, 0), 1))
    }

    /// The partial derivatives ∂v/∂x and ∂v/∂z at node (`r`, `c`) of an ascending grid, in data
    /// units (see ``derivative(_:at:_:)``); NaN where the value, or every neighbour along an axis,
    /// is missing.
    public func slopes(at r: Int, _ c: Int) -> (x: Double, z: Double) {
        guard self[r, c].isFinite else { return (.nan, .nan) }
        let dx = Self.derivative(xs, at: c) { self[r, $0] }
        let dz = Self.derivative(zs, at: r) { self[$0, c] }
        return (dx, dz)
    }

    /// The derivative at line `i` of ascending `lines` of the values `f(j)` on them, exact for
    /// quadratics: the three-point central difference for uneven spacing,
    /// `(h₁² f₊ − h₂² f₋ + (h₂² − h₁²) f) / (h₁ h₂ (h₁ + h₂))` with h₁, h₂ the spacings below and
    /// above; one-sided where a neighbour is missing or at an edge (the three-point one-sided
    /// formula when two values on that side exist, else the two-point difference); NaN when no
    /// neighbour exists.
    public static func derivative(_ lines: [Double], at i: Int, _ f: (Int) -> Double) -> Double {
        let n = lines.count
        let v = f(i)
        func finite(_ j: Int) -> Double? {
            guard j >= 0, j < n else { return nil }
            let w = f(j)
            return w.isFinite ? w : nil
        }
        if let below = finite(i - 1), let above = finite(i + 1) {
            let (h1, h2) = (lines[i] - lines[i - 1], lines[i + 1] - lines[i])
            return (h1 * h1 * above - h2 * h2 * below + (h2 * h2 - h1 * h1) * v) / (h1 * h2 * (h1 + h2))
        }
        for side in [1, -1] {
            guard let near = finite(i + side) else { continue }
            let h1 = lines[i + side] - lines[i]
            guard let far = finite(i + 2 * side) else { return (near - v) / h1 }
            let h2 = lines[i + 2 * side] - lines[i + side]
            // The quadratic through the three values, differentiated at lines[i] (h₁, h₂ signed).
            return -(2 * h1 + h2) / (h1 * (h1 + h2)) * v + (h1 + h2) / (h1 * h2) * near - h1 / (h2 * (h1 + h2)) * far
        }
        return .nan
    }
}
