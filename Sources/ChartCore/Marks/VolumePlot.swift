import ChartMath
import ChartScene
import Foundation

/// A volume drawn as a translucent cloud in a `Chart3D` — a scan, a simulated density, a
/// function on a lattice — by direct volume rendering: each pixel's ray through the volume
/// gathers colour and opacity from the values it passes (an OpenCharts extension, as PyVista's
/// `add_volume`, MATLAB's `volshow` and Makie's `volume(algorithm: :absorption)`).
///
/// A value's colour comes from the chart's continuous colour scale (`chartForegroundStyleScale(range:)`,
/// viridis by default) over the volume's range of values, with a colour bar titled with the
/// value's label; its opacity from the ramp (``VolumeOpacityRamp``, by default rising linearly from
/// 0 at the lowest value to 1 at the highest). Light is absorbed as in fog: a stretch of length L
/// of a value with ramp opacity a is opaque by 1 − e^(−density·a·L), L measured in lengths of the
/// axes box's longest edge, so ``density(_:)`` sets how far one sees into the volume.
///
/// ```swift
/// Chart3D {
///     VolumePlot(brain, x: "Left → right (mm)", y: "Inferior → superior (mm)",
///                z: "Posterior → anterior (mm)", value: "T1 intensity")
///         .opacity(.points([(60, 0), (110, 0.05), (180, 1)]))
///         .density(40)
/// }
/// .chartForegroundStyleScale(range: .grayscale)
/// ```
///
/// Opaque content of the chart (the axes box, isosurfaces, points) hides the volume behind it and
/// shows through the volume in front of it as far as the volume is clear. Missing (NaN) values are
/// transparent. The volume's values are resampled onto an evenly spaced grid when its axes'
/// spacing is not even, and it is placed between its end coordinates on the chart's axes (meant
/// for linear axes). In a window the volume is drawn with fewer samples while the view is dragged
/// and at full quality when it is still; vector output (PDF, SVG) embeds it as part of the 3D
/// image under the vector axes, as other 3D content. Bad input (a volume with no finite value, a
/// ramp point or density that is not usable) makes lowering the chart throw a ``VolumeGridError``.
public struct VolumePlot: Chart3DContent {
    var spec: VolumePlotSpec

    /// The volume rendering of `volume`, with the axes labelled `x`, `y`, `z` and the values `value`.
    public init(
        _ volume: VolumeGrid, x: some StringProtocol, y: some StringProtocol, z: some StringProtocol,
        value: some StringProtocol
    ) {
        spec = VolumePlotSpec(volume: volume, labels: [String(x), String(y), String(z)], valueLabel: String(value))
    }

    /// The mark as the chart's one element.
    public var chart3DElements: [ChartElement] { [ChartElement(mark: spec)] }

    /// The opacity of each value (the mark's `.opacity(_:)` of a number still multiplies it).
    public func opacity(_ ramp: VolumeOpacityRamp) -> VolumePlot {
        var copy = self
        copy.spec.ramp = ramp
        return copy
    }

    /// The optical depth across the axes box's longest edge at ramp opacity 1 (default 8): a ray
    /// through a length L (in box lengths) of values with ramp opacity a is opaque by
    /// 1 − e^(−density·a·L). Larger values show less of the inside.
    public func density(_ density: Double) -> VolumePlot {
        var copy = self
        copy.spec.density = density
        return copy
    }

    /// The number of samples along the box's diagonal (default: twice the nodes along the
    /// volume's diagonal, 64 to 1024). More cost time and show fine structure without banding.
    public func steps(_ steps: Int) -> VolumePlot {
        var copy = self
        copy.spec.steps = steps
        return copy
    }
}

/// How opaque each value of a ``VolumePlot`` is: opacities (0 transparent … 1) at values of the
/// volume, joined linearly, constant beyond the first and last point.
public struct VolumeOpacityRamp: Sendable, Equatable {
    /// The points (value, opacity) in increasing value order.
    public let points: [Point]

    /// One point of the ramp.
    public struct Point: Sendable, Equatable {
        public var value: Double
        public var opacity: Double
    }

    /// Opacity 0 at the volume's lowest value rising linearly to 1 at its highest (the default).
    public static let linear = VolumeOpacityRamp(points: [], linear: true)

    /// Opacities at values of the volume (in any order; sorted by value), joined linearly.
    public static func points(_ points: [(value: Double, opacity: Double)]) -> VolumeOpacityRamp {
        let sorted = points.map { Point(value: $0.value, opacity: $0.opacity) }.sorted { $0.value < $1.value }
        return VolumeOpacityRamp(points: sorted, linear: false)
    }

    /// Every value equally opaque.
    public static func constant(_ opacity: Double) -> VolumeOpacityRamp {
        VolumeOpacityRamp(points: [Point(value: 0, opacity: opacity)], linear: false)
    }

    let linear: Bool

    private init(points: [Point], linear: Bool) {
        self.points = points
        self.linear = linear
    }

    /// The first point that is not usable (a value that is not finite, an opacity outside 0…1).
    var badPoint: Point? {
        points.first { !$0.value.isFinite || !$0.opacity.isFinite || $0.opacity < 0 || $0.opacity > 1 }
    }

    /// The opacity at `value` of a volume whose values span `range`.
    func opacity(at value: Double, range: ClosedRange<Double>) -> Double {
        if linear {
            let span = range.upperBound - range.lowerBound
            return span > 0 ? min(max((value - range.lowerBound) / span, 0), 1) : 1
        }
        guard let first = points.first, let last = points.last else { return 1 }
        if value <= first.value { return first.opacity }
        if value >= last.value { return last.opacity }
        let upper = points.firstIndex { $0.value >= value } ?? points.count - 1
        let (a, b) = (points[upper - 1], points[upper])
        let f = b.value > a.value ? (value - a.value) / (b.value - a.value) : 1
        return a.opacity + (b.opacity - a.opacity) * f
    }
}
