import ChartMath
import ChartScene

extension ContourPlot {
    /// Fills the bands between consecutive levels, and below the first and above the last, instead
    /// of drawing the lines (matplotlib's `contourf`): each band one colour of the chart's
    /// continuous colour scale, the colour of its lower edge (the lowest band the colour of the
    /// data's minimum), with a discrete colour bar, one swatch per band, its edges labelled at the
    /// levels. Missing values (NaN) leave holes unfilled.
    ///
    /// The bands are cut from the grid by the same interpolation as the lines
    /// (``MarchingSquares/bandPolygons(rows:columns:values:low:high:)``), so the lines of a second
    /// `ContourPlot` of the same grid and levels run along the bands' edges:
    ///
    /// ```swift
    /// Chart {
    ///     ContourPlot(dem, x: "East (km)", y: "North (km)", value: "Elevation (m)", levels: .step(100))
    ///         .contourFill()
    ///     ContourPlot(dem, x: "East (km)", y: "North (km)", value: "Elevation (m)", levels: .step(100))
    ///         .foregroundStyle(.black).contourLabels()
    /// }
    /// ```
    public func contourFill(_ filled: Bool = true) -> ContourPlot {
        guard let first = levels.first, first.problem == nil, first.filled != filled else { return self }
        var geometry = first.geometry
        if filled, geometry.bands.isEmpty { geometry.bands = geometry.grid.bands(at: geometry.levels) }
        let count = filled ? geometry.levels.count + 1 : max(geometry.levels.count, 1)
        var copy = self
        copy.levels = (0..<count).map { i in
            var s = first
            s.geometry = geometry
            s.filled = filled
            s.index = i
            return s
        }
        return copy
    }
}

/// The grid a contour plot was made from, in data units.
struct ContourGrid: Sendable {
    var columns = 0
    var rows = 0
    var x0 = 0.0
    var dx = 1.0
    var y0 = 0.0
    var dy = 1.0
    var values: [Double] = []
    /// The range of the finite values.
    var range: ClosedRange<Double> = 0...0

    init() {}

    init(columns: GridPlacement, rows: GridPlacement, values: [Double], range: ClosedRange<Double>) {
        self.columns = columns.count
        self.rows = rows.count
        (x0, dx) = (columns.extent.lowerBound, columns.spacing)
        (y0, dy) = (rows.extent.lowerBound, rows.spacing)
        self.values = values
        self.range = range
    }

    /// The polygons of each band between `levels` (and below the first, above the last), in data units.
    func bands(at levels: [Double]) -> [[[SIMD2<Double>]]] {
        let edges = [-Double.infinity] + levels + [Double.infinity]
        return (0..<(edges.count - 1)).map { k in
            MarchingSquares.bandPolygons(
                rows: rows, columns: columns, values: values, low: edges[k], high: edges[k + 1]
            )
            .map { $0.map { p in SIMD2(x0 + p.x * dx, y0 + p.y * dy) } }
        }
    }
}

extension ContourLevelSpec {
    /// The value that colours this element: its level, or for a band its lower edge (the data's
    /// minimum for the lowest band).
    var colorValue: Double? {
        guard filled else { return level }
        return index == 0 ? geometry.grid.range.lowerBound : geometry.levels[index - 1]
    }

    /// The edges of the colour bar's swatches: the data's minimum, the levels, the data's maximum.
    var bandEdges: [Double] {
        [geometry.grid.range.lowerBound] + geometry.levels + [geometry.grid.range.upperBound]
    }

    /// The band's polygons as one even-odd path in pixels.
    func bandPrimitives(in context: MarkContext2D) -> [ScenePrimitive] {
        guard geometry.bands.indices.contains(index) else { return [] }
        var points: [Vec2] = []
        var starts: [Int] = []
        for polygon in geometry.bands[index] {
            starts.append(points.count)
            for p in polygon {
                let q = context.pixel(xLabel, yLabel, p)
                points.append(Vec2(Float(q.x), Float(q.y)))
            }
        }
        guard !points.isEmpty else { return [] }
        return [.path(ScenePath(points: points, starts: starts, rule: .evenOdd, color: context.color))]
    }

    /// A band reads as the corner of its largest polygon, named by its range
    /// ("Height (m) 100 to 150 band: 1 point at x …, y …").
    var bandAccessibleSummary: MarkAccessibleSummary? {
        guard geometry.bands.indices.contains(index) else { return nil }
        let edges = bandEdges
        let range = "\(ContourLabelPlacement.text(edges[index])) to \(ContourLabelPlacement.text(edges[index + 1]))"
        let regions = geometry.bands[index].filter { $0.count >= 3 }.count
        return MarkAccessibleSummary(
            kind: "filled contours", of: valueLabel,
            item: range + ": " + DescriptionWriter.count(regions, "outline", "outlines"))
    }

    var bandAccessibleValues: MarkAccessibleValues? {
        guard geometry.bands.indices.contains(index),
            let polygon = geometry.bands[index].max(by: { $0.count < $1.count }), let p = polygon.first
        else { return nil }
        let edges = bandEdges
        let range = "\(ContourLabelPlacement.text(edges[index])) to \(ContourLabelPlacement.text(edges[index + 1]))"
        return MarkAccessibleValues(
            role: .point, name: "\(valueLabel) \(range) band", xLabel: xLabel, yLabel: yLabel, x: p.x, y: p.y)
    }
}
