import ChartMath

/// Something to keep inside the image when framing: a world point and a pixel rectangle around
/// its projection (for a label: the text's box relative to its anchor).
public struct FramingItem: Sendable, Equatable {
    /// The world point.
    public var point_w: Vec3
    /// The pixel rectangle relative to the projected point: minimum corner (x, y down).
    public var minOffset: Vec2
    /// The pixel rectangle relative to the projected point: maximum corner.
    public var maxOffset: Vec2

    /// An item; a bare point when both offsets are zero.
    public init(point_w: Vec3, minOffset: Vec2 = .zero, maxOffset: Vec2 = .zero) {
        self.point_w = point_w
        self.minOffset = minOffset
        self.maxOffset = maxOffset
    }
}

extension ViewCamera {
    /// The pixel bounding box (min, max) of the items as seen by this camera.
    public func pixelBounds(of items: [FramingItem]) -> (min: Vec2, max: Vec2) {
        var lo = Vec2(repeating: .infinity)
        var hi = Vec2(repeating: -.infinity)
        for item in items {
            let p = project(item.point_w)
            let p2 = Vec2(p.x, p.y)
            lo = pointwiseMin(lo, p2 + item.minOffset)
            hi = pointwiseMax(hi, p2 + item.maxOffset)
        }
        return (lo, hi)
    }

    /// This camera with `scale` and `offset` chosen so that every item (points and the pixel boxes
    /// around them) fits inside the viewport less `insets` (top, leading, bottom, trailing pixels),
    /// centred in the remaining area. Pose, projection and distance are kept.
    ///
    /// Label boxes keep their pixel size while the scale changes, so the fit is found by a few
    /// rounds of measuring and rescaling; it converges in 3–4 rounds for charts of ordinary
    /// proportions, and stops after 8.
    public func framing(_ items: [FramingItem], insets: (top: Float, leading: Float, bottom: Float, trailing: Float))
        -> ViewCamera
    {
        guard !items.isEmpty else { return self }
        var camera = self
        let availW = max(viewportWidth - insets.leading - insets.trailing, 1)
        let availH = max(viewportHeight - insets.top - insets.bottom, 1)
        let targetCentre = Vec2(
            insets.leading + availW / 2 - viewportWidth / 2, insets.top + availH / 2 - viewportHeight / 2)
        for _ in 0..<8 {
            let (lo, hi) = camera.pixelBounds(of: items)
            let size = hi - lo
            guard size.x.isFinite, size.y.isFinite, size.x > 0, size.y > 0 else { break }
            // Only the part of the extent that scales with the camera (the projected geometry) can
            // be changed; estimate it from the pixel boxes' fixed share.
            let k = min(availW / size.x, availH / size.y)
            camera.scale *= k
            let (lo2, hi2) = camera.pixelBounds(of: items)
            let centre = (lo2 + hi2) / 2 - Vec2(viewportWidth / 2, viewportHeight / 2)
            camera.offset += targetCentre - centre
            if abs(k - 1) < 0.002 { break }
        }
        return camera
    }
}
