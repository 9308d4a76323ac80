import ChartCamera
import ChartMath
import ChartScene

/// How the viewer has changed a chart's view: pose and projection (3D), zoom and pan, and the
/// hovered pixel. Applied on top of the chart's own configuration; `ChartInteraction()` changes
/// nothing.
///
/// Zoom and pan map the framed image: a pixel `p` of the unadjusted chart appears at
/// `centre + pan + zoom · (p − centre)`. In 2D they apply to the x axis only (the visible x domain,
/// as `chartXVisibleDomain` does), in 3D to the whole view.
public struct ChartInteraction: Sendable, Equatable {
    /// The pose (3D); nil keeps the chart's.
    public var pose: Chart3DPose?
    /// The projection (3D); nil keeps the chart's.
    public var projection: Chart3DCameraProjection?
    /// Magnification (1 = as framed; > 1 zooms in).
    public var zoom: Double
    /// Shift in device pixels.
    public var pan: SIMD2<Double>
    /// The hovered position in device pixels (origin top left): the chart adds a read-out of the
    /// nearest data there.
    public var hover: SIMD2<Double>?
    /// Lines shown in the read-out instead of the values under `hover` (the keyboard focus's
    /// announcement), anchored at `hover`.
    public var readoutOverride: [String]?
    /// Whether the view is moving (a drag in progress): content that aggregates its data per frame
    /// (a 3D `DensityPlot`) may read a stable subsample, and the full frame follows when it stops.
    public var isMoving: Bool

    public init(
        pose: Chart3DPose? = nil, projection: Chart3DCameraProjection? = nil, zoom: Double = 1,
        pan: SIMD2<Double> = .zero, hover: SIMD2<Double>? = nil, readoutOverride: [String]? = nil,
        isMoving: Bool = false
    ) {
        self.isMoving = isMoving
        self.readoutOverride = readoutOverride
        self.pose = pose
        self.projection = projection
        self.zoom = zoom
        self.pan = pan
        self.hover = hover
    }
}

/// A chart lowered for an interactive view: the scene, the x value selected by hovering (2D, for
/// `chartXSelection`), and the read-out's lines of text.
public struct InteractiveScene: Sendable {
    /// The scene to draw, read-out included.
    public var scene: RenderScene
    /// The x value under the hovered pixel (2D), in data units (dates as seconds since 1970).
    public var selectedX: Double?
    /// The read-out shown at the hovered pixel, one line per entry; nil when nothing is near.
    public var readout: [String]?
    /// The y value under the hovered pixel (2D), for `chartYSelection`.
    public var selectedY: Double?
    /// The position along the summed sector values under the hovered pixel (pies and donuts), for
    /// `chartAngleSelection`.
    public var selectedAngle: Double?
    /// The data position (x, y, z in data units; dates as seconds since 1970, categories as their
    /// index) under the hovered pixel (3D), for `chartXSelection`, `chartYSelection` and
    /// `chartZSelection`.
    public var selectedPosition: SIMD3<Double>?

    public init(scene: RenderScene, selectedX: Double? = nil, readout: [String]? = nil) {
        self.scene = scene
        self.selectedX = selectedX
        self.readout = readout
    }
}

/// A read-out box: lines of text in a translucent white box with a grey border, placed beside an
/// anchor and kept inside a rectangle.
struct ReadoutBox {
    let text: TextStyle
    let scale: Float

    func primitives(_ lines: [String], anchor: Vec2, within lo: Vec2, _ hi: Vec2) -> [ScenePrimitive] {
        guard !lines.isEmpty else { return [] }
        let padding = 6 * scale
        let lineHeight = text.lineHeight
        let width = (lines.map(text.width).max() ?? 0) + 2 * padding
        let height = Float(lines.count) * lineHeight + 2 * padding
        // Right of and above the anchor, flipped to the other side where it would leave the area.
        var x = anchor.x + 12 * scale
        var y = anchor.y - height - 12 * scale
        if x + width > hi.x { x = anchor.x - 12 * scale - width }
        if y < lo.y { y = anchor.y + 12 * scale }
        x = min(max(x, lo.x), max(hi.x - width, lo.x))
        y = min(max(y, lo.y), max(hi.y - height, lo.y))
        let corners = [Vec3(x, y, 0), Vec3(x + width, y, 0), Vec3(x + width, y + height, 0), Vec3(x, y + height, 0)]
        let labels = lines.enumerated().map { i, line in
            text.label(line, at: Vec2(x + padding, y + padding + Float(i) * lineHeight), .leading, .top)
        }
        return [
            .mesh(
                TriangleMesh(
                    space: .pixel, positions: corners, colors: [RGBA(1, 1, 1, 0.92)], indices: [0, 1, 2, 0, 2, 3])),
            .lines(
                LineBatch(
                    space: .pixel, vertices: corners + [corners[0]], color: RGBA(hex: 0x8E8E93), width: 1 * scale)),
            .text(TextBatch(labels: labels)),
        ]
    }
}
