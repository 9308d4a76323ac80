import OpenCharts

extension Examples {
    /// Maunga Whau's heights as contour lines every 10 m through magma without its near-white end
    /// (so the highest line shows on white), labelled (ContourPlot).
    /// Rows run south to north and columns east to west (Datasets/README.md): the columns are
    /// reversed so that x runs east, and row 0 is at the bottom, the south.
    public static func volcanoContours() throws -> Chart {
        let grid = try NumericGrid(csv: try dataset("volcano-grid.csv")).reversedColumns()
        return Chart {
            ContourPlot(
                grid, x: "East (m)", y: "North (m)", value: "Height (m)", levels: .step(10), xExtent: 0...600,
                yExtent: 0...860
            )
            .contourLabels()
        }
        .chartForegroundStyleScale(range: Gradient(colorMap: .named(.magma).restricted(to: 0...0.85)))
        .frame(width: 560, height: 620)
    }

    /// The Jacksboro Fault's elevation as labelled contour lines every 100 m through cividis. Row 0
    /// is the northern edge, so the rows are reversed to put north at the top.
    public static func jacksboroContours() throws -> Chart {
        let grid = try NumericGrid(csv: try dataset("jacksboro-dem-grid.csv")).reversedRows()
        let east = Double(grid.columns - 1) * 0.150
        let north = Double(grid.rows - 1) * 0.185
        return Chart {
            ContourPlot(
                grid, x: "East (km)", y: "North (km)", value: "Elevation (m)", levels: .step(100),
                xExtent: 0...east, yExtent: 0...north
            )
            .contourLabels()
        }
        .chartForegroundStyleScale(range: .cividis)
        .frame(width: 640, height: 560)
    }

    /// The Jacksboro Fault's elevation as filled contours every 100 m (a discrete colour bar, one
    /// swatch per band) through the lighter part of viridis, with thin dark lines and their labels
    /// drawn over the bands.
    public static func jacksboroFilledContours() throws -> Chart {
        let grid = try NumericGrid(csv: try dataset("jacksboro-dem-grid.csv")).reversedRows()
        let east = Double(grid.columns - 1) * 0.150
        let north = Double(grid.rows - 1) * 0.185
        let contours = ContourPlot(
            grid, x: "East (km)", y: "North (km)", value: "Elevation (m)", levels: .step(100),
            xExtent: 0...east, yExtent: 0...north)
        return Chart {
            contours.contourFill()
            contours.foregroundStyle(Color(red: 0.15, green: 0.15, blue: 0.15)).lineStyle(StrokeStyle(lineWidth: 0.6))
                .contourLabels(color: .black)
        }
        // Viridis without its dark-purple end, so the black labels read on every band.
        .chartForegroundStyleScale(range: Gradient(colorMap: .named(.viridis).restricted(to: 0.3...1)))
        .frame(width: 640, height: 560)
    }
}
