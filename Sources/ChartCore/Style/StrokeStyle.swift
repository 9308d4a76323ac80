/// How a line is stroked (SwiftUI's `StrokeStyle`): width in points and an optional dash pattern.
/// Joins and caps are round (the renderer draws every segment as a capsule).
public struct StrokeStyle: Sendable, Equatable, Hashable {
    /// Line width in points.
    public var lineWidth: Double
    /// Dash pattern in points: on, off, on, off, …; empty for a solid line.
    public var dash: [Double]
    /// Offset into the dash pattern at the start of the line, in points.
    public var dashPhase: Double

    /// A stroke; the defaults give a solid 1-point line.
    public init(lineWidth: Double = 1, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
