import ChartMath
import ChartScene

// The values one pass of 2D lowering hands to the next: domains (``ChartDomains``) → layout
// (``PlotLayout``) → guides (``GuidePrimitives``) → marks → decorations (``ChartDecorations``).

/// What the domains pass hands on: the resolved scale of each axis, its categories, the colour
/// categories and legend samples and the axis titles. Nothing here is in pixels.
struct ChartDomains {
    /// The x values, categories and type every mark asked for.
    var x: AxisDomainRequest
    /// The y values, categories and type every mark asked for.
    var y: AxisDomainRequest
    /// The x scale: the resolved domain (the scroll window of a scrollable axis), linear for categories.
    var xScale: AxisScale
    /// The y scale, as `xScale`.
    var yScale: AxisScale
    /// The colour categories of `.foregroundStyle(by:)` and friends.
    var categories: Categories
    /// The legend's sample per category (the mark it shows).
    var legendSamples: [String: Legend.Sample]
    /// The x axis title (nil when the axis is hidden or nothing names it).
    var xTitle: String?
    /// The y axis title, as `xTitle`.
    var yTitle: String?

    /// Whether the x axis shows dates (not categories).
    var xIsDate: Bool { x.type == .date && x.categories.isEmpty }
    /// Whether the y axis shows dates (not categories).
    var yIsDate: Bool { y.type == .date && y.categories.isEmpty }
}

/// The measures of guides that do not depend on the plot's size, in device pixels.
struct GuideMetrics {
    /// The style of tick labels.
    let tickText: TextStyle
    /// The style of axis titles.
    let titleText: TextStyle
    /// The margin round the chart.
    let margin: Float
    /// The length of a major tick.
    let tick: Float
    /// The gap between a tick and its label.
    let gap: Float
    /// How far bottom x labels start below their ticks: past the lowest y label's half line
    /// (only large text reaches it).
    let xLabelDrop: Float
}

/// What the layout pass hands on: the plot rectangle, measured from the guides and decorations
/// around it, the axes that map data to its pixels, and the tick marks that fit.
struct PlotLayout {
    /// The chart's size in device pixels.
    let pixelWidth: Int
    let pixelHeight: Int
    /// The plot area in device pixels.
    let plot: PlotRect
    let xAxis: PlotAxis
    let yAxis: PlotAxis
    /// The tick marks (ticks, grid lines, labels) of each axis, as many as fit.
    let xMarks: [GuideMark]
    let yMarks: [GuideMark]
    /// Whether the y axis has its automatic marks (no `chartYAxis` content).
    let yAutomatic: Bool
    let metrics: GuideMetrics
    /// Whether the x labels, else the x ticks, are below the plot.
    let xBottomLabels: Bool
    let xBottomTicks: Bool
    /// Whether the y title goes on the right (every y label is on the trailing side).
    let yTitleTrailing: Bool
    /// The widest y label on each side (inset labels aside).
    let yLabelWidth: (leading: Float, trailing: Float)
    let xTitle: String?
    let yTitle: String?
    /// The title, legend and colour bar around the plot.
    let decorations: ChartDecorations
    /// The axis titles, placed (``placeTitles(x:y:reach:legendReserved:)``).
    var xTitlePlaced: AxisTitleSlot.Placed?
    var yTitlePlaced: AxisTitleSlot.Placed?
    /// The bottom of the x labels and the titles below the plot: the legend goes below.
    var below: Float = 0

    var width: Float { Float(pixelWidth) }
    var height: Float { Float(pixelHeight) }
}

/// What the guides pass hands on: the guides' primitives, to be interleaved with the marks.
struct GuidePrimitives {
    /// The plot-area and axis-area fills, under everything.
    var fills: [ScenePrimitive] = []
    /// The grid lines, under the marks.
    var grid: [ScenePrimitive] = []
    /// The axis lines and ticks, under the marks (as Swift Charts draws them: a symbol or rule on
    /// the plot's edge stays whole).
    var axes: [ScenePrimitive] = []
    /// The plot border (`chartPlotStyle` with a border), over the marks.
    var border: [ScenePrimitive] = []
    /// Tick labels and axis titles in the default family.
    var labels: [TextLabel] = []
    /// Tick labels in a `Font.custom` family, drawn in a batch per family.
    var familyLabels: [String: [TextLabel]] = [:]
    /// Axis titles given as views (`chartXAxisLabel(position:alignment:spacing:content:)`).
    var titleViews: [ScenePrimitive] = []
    /// The bottom of the x labels and title: the legend goes below.
    var below: Float = 0
}
