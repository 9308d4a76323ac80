import ChartMath

/// Which points a path of several contours fills.
public enum FillRule: String, Sendable, Equatable, Hashable {
    /// Points the contours wind around a non-zero number of times (counting direction): overlapping
    /// contours of the same direction merge, one drawn the other way round cuts a hole.
    case nonZero
    /// Points inside an odd number of contours: any contour inside another is a hole.
    case evenOdd
}

/// A region bounded by closed polygons (contours) in pixel space, filled in one colour or
/// gradient under a fill rule: bars, areas, sectors and legend swatches.
///
/// A vector backend fills the outline as one path (so no seams appear between the triangles a
/// mesh would have); the GL renderer triangulates it when it uploads it
/// (``triangulated()``). Curves are given as polylines, flattened finely enough for the output.
public struct ScenePath: Sendable, Equatable {
    /// All contour vertices in device pixels (origin top-left, y down), one contour after another.
    public var points: [Vec2]
    /// Where each contour starts in ``points``, increasing; contour `i` runs up to the start of
    /// contour `i + 1` (or the end) and closes back to its first vertex. Fewer than three vertices
    /// fill nothing.
    public var starts: [Int]
    /// How overlapping contours combine.
    public var rule: FillRule
    /// The fill colour (straight alpha); with a gradient, only its alpha counts (a mark's opacity).
    public var color: RGBA
    /// A linear gradient that colours the fill per pixel instead of ``color``; nil: ``color``.
    public var gradient: PixelGradient?
    /// Fills the path only where the mask covers; nil: everywhere.
    public var mask: SceneMask?

    public init(
        points: [Vec2], starts: [Int] = [0], rule: FillRule = .nonZero, color: RGBA, gradient: PixelGradient? = nil,
        mask: SceneMask? = nil
    ) {
        self.points = points
        self.starts = starts
        self.rule = rule
        self.color = color
        self.gradient = gradient
        self.mask = mask
    }

    /// A path of one contour.
    public init(contour: [Vec2], color: RGBA) {
        self.init(points: contour, color: color)
    }

    /// The contours as separate vertex arrays.
    public var contours: [ArraySlice<Vec2>] {
        starts.indices.compactMap { i in
            let start = starts[i]
            let end = i + 1 < starts.count ? starts[i + 1] : points.count
            guard start >= 0, start <= end, end <= points.count else { return nil }
            return points[start..<end]
        }
    }

    /// Whether the fill is translucent (alpha < 1).
    public var isTranslucent: Bool { color.a < 1 || (gradient?.stops.contains { $0.color.a < 1 } ?? false) }
}
