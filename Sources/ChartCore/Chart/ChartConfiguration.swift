import ChartCamera
import ChartScene

/// A scale's explicit domain (data units) and range (for 3D: scene units in the unit cube).
struct ScaleSpec: Sendable, Equatable {
    var domain: ClosedRange<Double>?
    var range: ClosedRange<Double>?
}

/// Everything the chart-level modifiers set.
struct ChartConfiguration: Sendable {
    var x = ScaleSpec()
    var y = ScaleSpec()
    var z = ScaleSpec()
    var xAxisLabel: String?
    var yAxisLabel: String?
    var zAxisLabel: String?
    /// Frame size in points; nil = the chart kind's default.
    var width: Double?
    var height: Double?
    var pose: Chart3DPose = .default
    var poseBinding: Binding<Chart3DPose>?
    var projection: Chart3DCameraProjection = .automatic
    var legendVisible = true
    var background: Color = .white
}

/// Something that can be lowered into a `RenderScene` and so rendered: `Chart` and `Chart3D`.
/// The chart-level modifiers shared by both are defined here once.
public protocol ChartRepresentable: Sendable {
    /// The modifiers' settings.
    var configuration: ChartConfigurationBox { get set }
    /// The frame size in points used when `.frame(width:height:)` is not given.
    static var defaultSize: (width: Double, height: Double) { get }
    /// The chart lowered for drawing at `scale` device pixels per point, from its own pose.
    func renderScene(scale: Double) throws -> RenderScene
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

    /// The frame size in points: `.frame(width:height:)` or the default.
    public var frameSize: (width: Double, height: Double) {
        let c = configuration.value
        return (c.width ?? Self.defaultSize.width, c.height ?? Self.defaultSize.height)
    }

    /// The size of the chart in points. The image is this size times the renderer's scale.
    public func frame(width: Double? = nil, height: Double? = nil) -> Self {
        modified {
            if let width { $0.width = width }
            if let height { $0.height = height }
        }
    }

    /// The x scale's domain in data units: exactly this interval is shown.
    public func chartXScale(domain: ClosedRange<Double>) -> Self { modified { $0.x.domain = domain } }
    /// The x scale's domain and, in 3D, its range in scene units (the unit cube spans −0.5…0.5).
    public func chartXScale(domain: ClosedRange<Double>, range: ClosedRange<Double>) -> Self {
        modified { $0.x = ScaleSpec(domain: domain, range: range) }
    }
    /// The y scale's domain in data units.
    public func chartYScale(domain: ClosedRange<Double>) -> Self { modified { $0.y.domain = domain } }
    /// The y scale's domain and, in 3D, its range in scene units.
    public func chartYScale(domain: ClosedRange<Double>, range: ClosedRange<Double>) -> Self {
        modified { $0.y = ScaleSpec(domain: domain, range: range) }
    }
    /// The x axis title (default: the label of the x values).
    public func chartXAxisLabel(_ label: some StringProtocol) -> Self { modified { $0.xAxisLabel = String(label) } }
    /// The y axis title (default: the label of the y values).
    public func chartYAxisLabel(_ label: some StringProtocol) -> Self { modified { $0.yAxisLabel = String(label) } }
    /// Shows or hides the legend of categorical colours.
    public func chartLegend(_ visibility: Visibility) -> Self { modified { $0.legendVisible = visibility != .hidden } }
    /// The colour behind the chart (default white).
    public func background(_ color: Color) -> Self { modified { $0.background = color } }
}

/// Whether something is shown (SwiftUI's `Visibility`).
public enum Visibility: Sendable, Equatable, Hashable {
    case automatic, visible, hidden
}
