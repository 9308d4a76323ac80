/// Rectangles at single numeric positions (heat-map cells over numbers, say): their automatic size
/// along an axis is the spacing of the distinct positions, so that the cells tile.
enum RectangleCells {
    /// The smallest gap between distinct numeric single values of `RectangleMark`s on an axis, or nil
    /// when there are fewer than two (or none is numeric). The cells of a `HeatMapPlot` bring their
    /// grid's spacing, which holds even where missing values leave gaps between cells.
    static func spacing(_ elements: [ChartElement], x: Bool) -> Double? {
        var values: Set<Double> = []
        var gridSpacing = Double.infinity
        for e in elements {
            guard case .rect2D(let r) = e.kind else { continue }
            if let cell = x ? r.grid?.x : r.grid?.y { gridSpacing = min(gridSpacing, cell.size) }
            guard let v = x ? r.x : r.y, case .single = v.storage, v.category == nil, let n = v.number, n.isFinite
            else { continue }
            values.insert(n)
        }
        let sorted = values.sorted()
        let gap = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.min() ?? .infinity
        let spacing = min(gap, gridSpacing)
        return spacing.isFinite ? spacing : nil
    }

    /// What a cell adds to its axis's domain besides its value: half a cell (`spacing`) either side
    /// of a cell at a number, and the bounds of a heat map's whole grid.
    static func reach(of value: AxisValue?, spacing: Double?, grid: GridCells.Axis?) -> [Double] {
        var result: [Double] = []
        if let n = value?.number, value?.category == nil, let gap = spacing { result += [n - gap / 2, n + gap / 2] }
        if let b = grid?.bounds { result += [b.lowerBound, b.upperBound] }
        return result
    }
}

/// Where a heat-map cell's grid lies, per axis: the size of a cell and the bounds of all the
/// grid's cells (half a cell beyond the first and last centre), in data units. Nil along an axis
/// with a single column or row, whose cells take the automatic size.
struct GridCells: Sendable {
    struct Axis: Sendable {
        var size: Double
        var bounds: ClosedRange<Double>
    }

    var x: Axis?
    var y: Axis?

    init(columns: GridPlacement, rows: GridPlacement) {
        func axis(_ p: GridPlacement) -> Axis? {
            guard p.count > 1 else { return nil }
            let half = p.spacing / 2
            return Axis(size: p.spacing, bounds: (p.extent.lowerBound - half)...(p.extent.upperBound + half))
        }
        x = axis(columns)
        y = axis(rows)
    }
}
