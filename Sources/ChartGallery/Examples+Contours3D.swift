import OpenCharts

extension Examples {
    /// Maunga Whau as a height-coloured surface with its contour lines every 10 m drawn on it and
    /// projected onto the box's floor, each projected level in its colour on the colour bar
    /// (`SurfacePlot.contours`). Rows run south to north and columns east to west
    /// (Datasets/README.md): reversed, as in ``volcano()``.
    public static func volcanoContours3D() throws -> Chart3D {
        let grid = try NumericGrid(csv: try dataset("volcano-grid.csv"))
        let heights = grid.reversedColumns().reversedRows()
        return Chart3D {
            SurfacePlot(
                x: "East (m)", y: "Height (m)", z: "South (m)", grid: heights, xExtent: 0...600, zExtent: 0...860
            )
            .contours(.step(10), lineStyle: StrokeStyle(lineWidth: 0.75))
            .contours(.step(10), on: .floor)
        }
        .chartYScale(domain: 50...200, range: -0.25...0.25)
    }
}
