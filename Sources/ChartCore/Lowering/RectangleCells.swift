/// Rectangles at single numeric positions (heat-map cells over numbers, say): their automatic size
/// along an axis is the spacing of the distinct positions, so that the cells tile.
enum RectangleCells {
    /// The smallest gap between distinct numeric single values of `RectangleMark`s on an axis, or nil
    /// when there are fewer than two (or none is numeric). The cells of a `HeatMapPlot` bring their
    /// grid's spacing, which holds even where missing values leave gaps between cells.
    static func spacing(_ cells: [Rectangle2DSpec], x: Bool) -> Double? {
        var values: Set<Double> = []
        var gridSpacing = Double.infinity
        for r in cells {
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

    /// A heat map of cells at numbers spans exactly its cells (no rounding to nice values, which
    /// would leave empty columns): when every element is a 2D rectangle, an axis with a cell
    /// spacing and no explicit domain gets the extent of its values.
    static func fitToCells(
        _ elements: [ChartElement], x: inout AxisDomainRequest, y: inout AxisDomainRequest,
        spacing: (x: Double?, y: Double?), config: ChartConfiguration
    ) {
        let onlyCells = elements.allSatisfy {
            $0.recipe.mark is Rectangle2DSpec
        }
        guard onlyCells else { return }
        // NaN and infinite values are skipped here as everywhere (a NaN bound would trap in `...`).
        for (gap, isX) in [(spacing.x, true), (spacing.y, false)] {
            guard gap != nil else { continue }
            let values = (isX ? x : y).dataValues.filter(\.isFinite)
            guard (isX ? config.x : config.y).domain == nil, let lo = values.min(), let hi = values.max() else {
                continue
            }
            if isX { x.spec.domain = lo...hi } else { y.spec.domain = lo...hi }
        }
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

extension ChartWideValues {
    /// The spacing of the chart's rectangle cells at numbers, per axis.
    var cellSpacing: (x: Double?, y: Double?) {
        value(for: Rectangle2DSpec(x: nil, y: nil))
    }
}
