import ChartMath

/// Where a grid's columns (or rows) lie along one axis: `count` grid lines, evenly spaced, the
/// first at `extent.lowerBound` and the last at `extent.upperBound`.
package struct GridPlacement: Sendable, Equatable {
    /// The number of grid lines (columns or rows).
    package let count: Int
    /// The coordinates of the first and last grid line, in data units.
    package let extent: ClosedRange<Double>

    /// `count` lines over `extent`, or over `0...count − 1` (grid indices) when it is nil.
    package init(count: Int, extent: ClosedRange<Double>?) {
        self.count = count
        self.extent = extent ?? 0...Double(max(count - 1, 0))
    }

    /// The coordinate of grid line `i`; the last line is exactly `extent.upperBound`.
    package func coordinate(_ i: Int) -> Double {
        guard count > 1 else { return extent.lowerBound }
        if i == count - 1 { return extent.upperBound }
        return extent.lowerBound + (extent.upperBound - extent.lowerBound) * Double(i) / Double(count - 1)
    }

    /// Every line's coordinate, ascending.
    package var coordinates: [Double] { (0..<count).map(coordinate) }

    /// The distance between neighbouring lines (0 for a single line).
    package var spacing: Double { count > 1 ? (extent.upperBound - extent.lowerBound) / Double(count - 1) : 0 }

    /// Why the placement cannot be drawn by `mark` on `axis`, or nil: an extent that is not finite,
    /// or of no length with more than one line.
    package func problem(mark: String, axis: String) -> ChartError? {
        let (a, b) = (extent.lowerBound, extent.upperBound)
        guard a.isFinite, b.isFinite, count <= 1 || b > a else {
            return .invalidGridExtent(mark: mark, axis: axis, first: a, last: b)
        }
        return nil
    }
}

/// A surface from data (`SurfacePlot(x:y:z:grid:…)`): its values on their nodes, the range of
/// its values, and a problem found when the plot was made, thrown when the chart is lowered.
struct SurfaceGrid: Sendable {
    /// The values, column `c` at `data.xs[c]` along x and row `r` at `data.zs[r]` along z.
    var data: RectilinearGrid
    /// The smallest and largest finite values, for an inferred y domain; nil when there are none.
    var valueRange: ClosedRange<Double>?
    /// Why the surface cannot be drawn, or nil.
    var problem: ChartError?

    /// The smallest and largest x and z of the nodes.
    var extents: (x: ClosedRange<Double>, z: ClosedRange<Double>) {
        func span(_ v: [Double]) -> ClosedRange<Double> {
            guard let lo = v.min(), let hi = v.max() else { return 0...0 }
            return lo...hi
        }
        return (span(data.xs), span(data.zs))
    }

    /// Why `coordinates` cannot place the `expected` columns or rows of `mark` along `axis`, or
    /// nil: a count that differs, a value that is not finite, or values not strictly increasing or
    /// strictly decreasing.
    static func problem(of coordinates: [Double], expected: Int, mark: String, axis: String) -> ChartError? {
        func error(_ index: Int?) -> ChartError {
            .invalidGridCoordinates(mark: mark, axis: axis, expected: expected, found: coordinates.count, index: index)
        }
        guard coordinates.count == expected else { return error(nil) }
        if let i = coordinates.firstIndex(where: { !$0.isFinite }) { return error(i) }
        guard coordinates.count > 1 else { return nil }
        let increasing = coordinates[1] > coordinates[0]
        for i in 1..<coordinates.count
        where increasing ? coordinates[i] <= coordinates[i - 1] : coordinates[i] >= coordinates[i - 1] {
            return error(i)
        }
        return nil
    }
}
