import ChartData
import OpenCharts

extension Examples {
    /// Maunga Whau volcano as a figure: (a) its heights as a surface, (b) a map of them as a heat
    /// map on the same colour scale (50…200 m through viridis; one colour bar, the map's, reads for
    /// both), with the row through the summit marked, and (c) the east–west section along that
    /// row, on the same height range. The map's and the section's plot areas are as wide and share
    /// their top and bottom edges.
    public static func volcanoFigure() throws -> Figure {
        let grid = try NumericGrid(csv: try dataset("volcano-grid.csv"))
        // Rows run south to north, columns east to west (Datasets/README.md).
        let heights = grid.reversedColumns().reversedRows()
        let east = Double(grid.columns - 1) * 10
        let south = Double(grid.rows - 1) * 10
        // The section through the summit: the row (southward from the north edge) of the highest value.
        let top = heights.values.indices.max { heights.values[$0] < heights.values[$1] } ?? 0
        let row = top / grid.columns
        let north = south - Double(row) * 10
        let profile = (0..<grid.columns).map { c in (Double(c) * 10, heights[row, c]) }
        let figure = VStack(spacing: 6) {
            Text("Maunga Whau volcano, Auckland").font(.title3)
            HStack(spacing: 16) {
                Chart3D {
                    SurfacePlot(
                        x: "East (m)", y: "Height (m)", z: "South (m)", grid: heights, xExtent: 0...east,
                        zExtent: 0...south)
                }
                .chartYScale(domain: 50...200, range: -0.25...0.25)
                .chartLegend(.hidden)
                Chart {
                    // The map's rows run south to north: row 0 at the bottom, as a map's south is.
                    HeatMapPlot(
                        grid.reversedColumns(), x: "East (m)", y: "North (m)", value: "Height (m)", xExtent: 0...east,
                        yExtent: 0...south)
                    RuleMark(y: .value("North (m)", north))
                        .foregroundStyle(.white)
                        .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [6, 4]))
                }
                // The map's own extent: the rule would otherwise widen the domains to nice values.
                .chartXScale(domain: 0...east)
                .chartYScale(domain: 0...south)
                Chart {
                    ForEach(profile, id: \.0) { point in
                        LineMark(x: .value("East (m)", point.0), y: .value("Height along the dashed line (m)", point.1))
                    }
                }
                .chartYScale(domain: 50...200)
            }
            .figureColorScale(domain: 50...200)
            .figurePanelLabels()
        }
        .padding(8)
        return Figure(figure).frame(width: 1500, height: 500)
    }
}
