import ChartCamera
import ChartMath
import ChartScene
import Foundation

/// A scale's explicit domain (data units) and range (for 3D: scene units in the unit cube), its
/// type, and how an inferred domain is chosen.
struct ScaleSpec: Sendable, Equatable {
    var domain: ClosedRange<Double>?
    var range: ClosedRange<Double>?
    /// nil: linear, or date when the values are dates.
    var type: ScaleType?
    /// Whether an inferred domain includes zero; nil: the chart's default for the axis.
    var includesZero: Bool?
    /// Whether the axis runs from the upper bound to the lower.
    var reversed = false
    /// Padding inside the plot area at the start and end of a 2D axis, in points.
    var startPadding: Double = 0
    var endPadding: Double = 0
}

/// Everything the chart-level modifiers set.
struct ChartConfiguration: Sendable {
    var x = ScaleSpec()
    var y = ScaleSpec()
    var z = ScaleSpec()
    var xAxisLabel: String?
    var yAxisLabel: String?
    var zAxisLabel: String?
    /// `.chartTitle(_:)`: a title above the chart (an OpenCharts extension).
    var title: String?
    /// `.chartXAxis(_:)` / `.chartXAxis { AxisMarks(…) }` and the y forms.
    var xAxis = AxisSpec()
    var yAxis = AxisSpec()
    /// `.chartZAxis(_:)` / `.chartZAxis { AxisMarks(…) }` (3D).
    var zAxis = AxisSpec()
    /// `.chartXAxisLabel(_:position:alignment:spacing:)` and the content form: where the x title
    /// goes, and its view content.
    var xAxisLabelPlacement = AxisLabelPlacement()
    /// `.chartYAxisLabel(_:position:alignment:spacing:)` and the content form, as the x one.
    var yAxisLabelPlacement = AxisLabelPlacement()
    /// `.chartZAxisLabel(_:position:alignment:spacing:)`: where the z title goes (3D).
    var zAxisLabelPlacement = AxisLabelPlacement()
    /// `.chart3DBoxAspect(_:)`: the relative lengths of the 3D box's edges.
    var boxAspect: Chart3DBoxAspect = .automatic
    /// `.chartXSelection`, `.chartYSelection`, `.chartZSelection` on a `Chart3D`.
    var selections3D = Chart3DSelections()
    /// `.chartForegroundStyleScale`: category names and their colours, in order.
    var foregroundStyleScale: [(name: String, color: Color)]?
    /// `.chartForegroundStyleScale(range: Gradient(…))`: the colours of numeric categories.
    var foregroundStyleGradient: Gradient?
    /// `.chartForegroundStyleScale(domain:range:)`: the numeric values the gradient spans.
    var foregroundStyleDomain: ClosedRange<Double>?
    /// `.chartForegroundStyleScale(…, type:)`: how numeric values are spaced along the gradient.
    var foregroundStyleType: ColorScaleType = .linear
    /// `.chartForegroundStyleScale(range: [Color])`: the colours of categories, in order.
    var foregroundStylePalette: [Color]?
    /// `.chartSymbolScale`, `.chartSymbolSizeScale`, `.chartLineStyleScale` (2D).
    var styleScales = StyleScales()
    /// `.padding`, `.frame` and `.background`, in the order written (see `ChartFrameLayout`).
    var layout: [LayoutModifier] = []
    var pose: Chart3DPose = .default
    var poseBinding: Binding<Chart3DPose>?
    var projection: Chart3DCameraProjection = .automatic
    var legendVisible = true
    var colorScheme: ColorScheme = .light
    /// `.chartPlotStyle { … }`: plot-area background and border (2D).
    var plotStyle: ChartPlotContent?
    /// `.chartScrollableAxes`, `.chartXVisibleDomain(length:)`, `.chartScrollPosition`: the window
    /// of a scrollable 2D chart.
    var scroll = ScrollSpec()
    /// `.chartLegend(position:alignment:spacing:)` and its custom content (2D).
    var legend = LegendSpec()
    /// `.chartBackground { proxy in … }` and `.chartOverlay { proxy in … }` (2D).
    var backgroundLayer: ChartLayer?
    var overlayLayer: ChartLayer?
    /// `.chartXAxisStyle { … }` and `.chartYAxisStyle { … }`: the axis areas' fills (2D).
    var xAxisStyle: ChartAxisContent?
    var yAxisStyle: ChartAxisContent?
    /// `.dynamicTypeSize(_:)`: scales every text of the chart.
    var dynamicTypeSize: DynamicTypeSize = .large
    /// The chart's own accessibility label: the title of its description (`.accessibilityLabel(_:)`).
    var accessibilityTitle: String?
    /// `.chartTheme(_:)`: the standard look or high contrast.
    var theme: ChartTheme = .standard
}

/// Something that can be lowered into a `RenderScene` and so rendered: `Chart` and `Chart3D`.
/// The chart-level modifiers shared by both are defined here once.
public protocol ChartRepresentable: Sendable {
    /// The modifiers' settings.
    var configuration: ChartConfigurationBox { get set }
    /// The chart's size in points when nothing sets or proposes one (no `.frame(width:height:)`).
    static var defaultSize: (width: Double, height: Double) { get }
    /// The size in points when nothing sets or proposes one: ``defaultSize`` for a chart, the
    /// sum of its panels' sizes for a ``Figure``.
    var idealSize: (width: Double, height: Double) { get }
    /// The chart lowered for drawing at `scale` device pixels per point, from its own pose.
    func renderScene(scale: Double) throws -> RenderScene
    /// A short English description of the chart for screen readers and alt text.
    var accessibilityDescription: String { get }
    /// The chart lowered at `scale` and its ``accessibilityDescription``, computed together where
    /// that saves work (a 2D chart's description reads the layout of the same lowering).
    func renderSceneAndDescription(scale: Double) throws -> (scene: RenderScene, description: String)
}

extension ChartRepresentable {
    /// ``defaultSize``.
    public var idealSize: (width: Double, height: Double) { Self.defaultSize }

    /// The scene and the description, computed one after the other.
    public func renderSceneAndDescription(scale: Double) throws -> (scene: RenderScene, description: String) {
        (try renderScene(scale: scale), accessibilityDescription)
    }
}

/// Opaque holder of a chart's configuration (kept opaque so its fields can grow freely).
public struct ChartConfigurationBox: Sendable {
    var value = ChartConfiguration()
    init() {}
}

extension ChartRepresentable {
    func modified(_ change: (inout ChartConfiguration) -> Void) -> Self {
        var copy = self
        change(&copy.configuration.value)
        return copy
    }

    /// The x scale's domain in data units: exactly this interval is shown.
    public func chartXScale(domain: ClosedRange<Double>) -> Self { modified { $0.x.domain = domain } }
    /// The x scale's domain and, in 3D, its range in scene units (the unit cube spans −0.5…0.5), and
    /// optionally its type (nil keeps the type set before, linear by default).
    public func chartXScale(domain: ClosedRange<Double>, range: ClosedRange<Double>, type: ScaleType? = nil) -> Self {
        modified {
            $0.x = ScaleSpec(domain: domain, range: range, type: type ?? $0.x.type)
        }
    }
    /// The y scale's domain in data units.
    public func chartYScale(domain: ClosedRange<Double>) -> Self { modified { $0.y.domain = domain } }
    /// The y scale's domain and, in 3D, its range in scene units, and optionally its type (nil keeps
    /// the type set before).
    public func chartYScale(domain: ClosedRange<Double>, range: ClosedRange<Double>, type: ScaleType? = nil) -> Self {
        modified {
            $0.y = ScaleSpec(domain: domain, range: range, type: type ?? $0.y.type)
        }
    }
    /// The x scale's type: `.linear`, `.log`, `.squareRoot`, `.power(exponent:)`, `.symmetricLog` or
    /// `.date`.
    public func chartXScale(type: ScaleType) -> Self { modified { $0.x.type = type } }
    /// The x scale's domain and type.
    public func chartXScale(domain: ClosedRange<Double>, type: ScaleType) -> Self {
        modified {
            $0.x.domain = domain
            $0.x.type = type
        }
    }
    /// The x domain as dates.
    public func chartXScale(domain: ClosedRange<Date>) -> Self {
        modified {
            $0.x.domain = domain.lowerBound.timeIntervalSince1970...domain.upperBound.timeIntervalSince1970
            $0.x.type = .date
        }
    }
    /// An inferred x domain, with or without zero, optionally reversed.
    public func chartXScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> Self {
        modified {
            $0.x.includesZero = domain.includesZero
            $0.x.reversed = domain.reversed
            if let type { $0.x.type = type }
        }
    }
    /// Padding inside the plot area at both ends of the x axis (`.plotDimension(padding: 20)`). A 2D
    /// setting: a `Chart3D` warns (``ChartWarning/modifierIgnored(modifier:reason:)``) and sets a
    /// 3D axis's extent with `chartXScale(range: -0.5...0.5)` instead.
    public func chartXScale(range: PlotDimensionScaleRange) -> Self {
        modified {
            $0.x.startPadding = range.startPadding
            $0.x.endPadding = range.endPadding
        }
    }
    /// The y scale's type.
    public func chartYScale(type: ScaleType) -> Self { modified { $0.y.type = type } }
    /// The y scale's domain and type.
    public func chartYScale(domain: ClosedRange<Double>, type: ScaleType) -> Self {
        modified {
            $0.y.domain = domain
            $0.y.type = type
        }
    }
    /// An inferred y domain, with or without zero, optionally reversed.
    public func chartYScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> Self {
        modified {
            $0.y.includesZero = domain.includesZero
            $0.y.reversed = domain.reversed
            if let type { $0.y.type = type }
        }
    }
    /// Padding inside the plot area at both ends of the y axis (a 2D setting; a `Chart3D` warns).
    public func chartYScale(range: PlotDimensionScaleRange) -> Self {
        modified {
            $0.y.startPadding = range.startPadding
            $0.y.endPadding = range.endPadding
        }
    }
    /// The x axis title, in 2D and 3D. Without it the axis is titled with the label of the marks' x
    /// values: the first argument of `.value("Flipper length (mm)", …)`, or a plot's `x:` label.
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Mean", $0.mean)) }
    ///     .chartXAxisLabel("Day of year", position: .bottom, alignment: .trailing)
    /// ```
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - position: In 2D the side of the plot: `.automatic` and `.bottom` below the x labels,
    ///     `.top` above the plot, `.leading` and `.trailing` beside the plot on the level of the x
    ///     labels; the corners (`.topLeading`, …) are their vertical side with the matching
    ///     alignment; `.overlay` warns and draws `.automatic`. The layout measures the title, so it
    ///     never covers tick labels, the legend or the chart title. A `Chart3D` draws `.automatic`
    ///     (beside the labelled edge) and warns for the others.
    ///   - alignment: Along that side: above or below the plot its horizontal part (leading, centre
    ///     — the default — or trailing over the plot's width); beside the plot its vertical part
    ///     (top, centre, or — the default — bottom, on the x labels' level). In 3D the horizontal
    ///     part moves the title along its edge.
    ///   - spacing: Points between the tick labels (or the plot) and the title; nil: the theme's gap.
    public func chartXAxisLabel(
        _ label: some StringProtocol, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: Double? = nil
    ) -> Self {
        modified {
            $0.xAxisLabel = String(label)
            $0.xAxisLabelPlacement = AxisLabelPlacement(position: position, alignment: alignment, spacing: spacing)
        }
    }

    /// The y axis title, in 2D and 3D. Without it the axis is titled with the label of the marks' y
    /// values (in 3D also the colour bar of a height-coloured surface).
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Mean", $0.mean)) }
    ///     .chartYAxisLabel("°C", position: .top, alignment: .leading)
    /// ```
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - position: In 2D `.automatic` beside the y labels (reading upwards, on the side the
    ///     labels are), `.leading` or `.trailing` beside the plot, `.top` above or `.bottom` below it
    ///     (horizontal text, below the x title); corners as their vertical side; `.overlay` warns
    ///     and draws `.automatic`. A `Chart3D` draws `.automatic` and warns for the others.
    ///   - alignment: Beside the plot its vertical part (top, centre — the default — or bottom
    ///     along the plot's height); above or below it the horizontal part (leading — the default,
    ///     starting over the y labels — centre or trailing). In 3D the horizontal part moves the
    ///     title along its edge.
    ///   - spacing: Points between the tick labels and the title; nil: the theme's gap.
    public func chartYAxisLabel(
        _ label: some StringProtocol, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: Double? = nil
    ) -> Self {
        modified {
            $0.yAxisLabel = String(label)
            $0.yAxisLabelPlacement = AxisLabelPlacement(position: position, alignment: alignment, spacing: spacing)
        }
    }
    /// Shows or hides the legend of categorical colours.
    public func chartLegend(_ visibility: Visibility) -> Self { modified { $0.legendVisible = visibility != .hidden } }
}

/// A domain chosen from the data (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: Sendable, Equatable {
    /// Whether the domain includes zero; nil leaves it to the chart (2D y axes include zero).
    public var includesZero: Bool?
    /// Whether the axis runs from the largest value to the smallest.
    public var reversed: Bool

    /// The domain inferred from the content.
    public static let automatic = AutomaticScaleDomain(includesZero: nil, reversed: false)

    /// The domain inferred from the content, with or without zero, optionally reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool = false) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// Padding of a 2D position scale inside the plot area (Swift Charts' `.plotDimension(padding:)`).
public struct PlotDimensionScaleRange: Sendable, Equatable {
    /// Points between the plot area's start and the domain's start.
    public var startPadding: Double
    /// Points between the domain's end and the plot area's end.
    public var endPadding: Double

    /// The same padding at both ends, in points.
    public static func plotDimension(padding: Double = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }

    /// Different padding at each end, in points.
    public static func plotDimension(startPadding: Double = 0, endPadding: Double = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

/// Whether something is shown (SwiftUI's `Visibility`).
public enum Visibility: Sendable, Equatable, Hashable {
    case automatic, visible, hidden
}
