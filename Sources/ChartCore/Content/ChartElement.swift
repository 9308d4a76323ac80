import ChartMath

/// One mark or plot of a chart after the builder has run: the flat, inspectable form that
/// lowering reads. Produced by marks; users do not build these directly.
public struct ChartElement: Sendable {
    enum Kind: Sendable {
        case functionLine(FunctionLineSpec)
        case surface(SurfaceSpec)
        case point(PointSpec)
    }

    let kind: Kind
}

/// How a mark is coloured, shared by all marks.
struct MarkStyle: Sendable, Equatable {
    /// An explicit colour or gradient (`.foregroundStyle(.red)`).
    var color: Color?
    /// A category that picks a palette colour and a legend entry (`.foregroundStyle(by:)`).
    var category: AxisValue?
    /// Opacity multiplier in 0…1.
    var opacity: Double = 1
}

struct FunctionLineSpec: Sendable {
    var xLabel: String
    var yLabel: String
    var domain: ClosedRange<Double>?
    var function: @Sendable (Double) -> Double
    var style = MarkStyle()
    /// Stroke width in points.
    var lineWidth: Double = 2
}

struct SurfaceSpec: Sendable {
    var xLabel: String
    var yLabel: String
    var zLabel: String
    var function: @Sendable (Double, Double) -> Double
    var surfaceStyle: BasicChart3DSurfaceStyle?
    var style = MarkStyle()
}

struct PointSpec: Sendable {
    var x: AxisValue
    var y: AxisValue
    var z: AxisValue?
    var style = MarkStyle()
    /// Symbol area in square points (2D, as Swift Charts) or diameter in points (3D); nil = default.
    var symbolSize: Double?
}
