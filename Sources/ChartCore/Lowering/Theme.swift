import ChartMath

/// Sizes (in points) and colours of the parts of a chart that are not data. Light theme.
struct Theme: Sendable {
    var tickLabelSize: Float = 11
    var axisTitleSize: Float = 12
    /// The chart title (`.chartTitle`, an OpenCharts extension), bold.
    var chartTitleSize: Float = 15
    var legendSize: Float = 11
    var margin: Float = 14
    var tickLength: Float = 4
    var tickGap: Float = 3
    var titleGap: Float = 6
    var gridWidth: Float = 0.75
    var axisWidth: Float = 1
    var gridColor = RGBA(hex: 0xDCDCE0)
    var paneBorderColor = RGBA(hex: 0xB4B4BA)
    var axisColor = RGBA(hex: 0x8E8E93)
    var tickLabelColor = RGBA(hex: 0x4A4A50)
    var titleColor = RGBA(hex: 0x1C1C1E)
    /// Default symbol area of a 2D point in square points (Swift Charts uses 30).
    var pointArea: Double = 30
    /// Default diameter of a 3D point in points.
    var point3DDiameter: Double = 8
    /// Samples per side of a surface grid.
    var surfaceResolution = 101
    /// Text size factor of the Dynamic Type size (1 at `.large`); annotation fonts use it.
    var textScale: Float = 1

    static let light = Theme()
}
