import ChartMath
import Foundation

/// A posed, projected and framed camera looking at the origin: everything needed to turn world
/// points (the unit cube holds the data) into pixels and back. A plain value; the viewer's
/// controller produces new values from input events.
///
/// Pixel mapping: a world point at the origin lands at the viewport centre plus `offset` (pixels,
/// y down); a unit of world length at the origin's depth spans `scale` pixels.
public struct ViewCamera: Sendable, Equatable {
    /// The orientation.
    public var pose: Chart3DPose
    /// The projection (`.automatic` behaves as `.orthographic`).
    public var projection: Chart3DCameraProjection
    /// The viewport size in device pixels.
    public var viewportWidth: Float
    /// The viewport height in device pixels.
    public var viewportHeight: Float
    /// Pixels per world unit at the depth of the origin.
    public var scale: Float
    /// Pixel offset of the origin from the viewport centre (x right, y down).
    public var offset: Vec2
    /// Distance of the eye from the origin in world units. With perspective it sets how strong the
    /// foreshortening is (3 ≈ a 28° vertical field of view around the unit cube); with orthographic
    /// projection it only places the clipping planes.
    public var distance: Float

    /// A camera; by default the unit cube's diagonal spans about 80 % of the shorter viewport side.
    public init(
        pose: Chart3DPose = .default, projection: Chart3DCameraProjection = .automatic, viewportWidth: Float,
        viewportHeight: Float, scale: Float? = nil, offset: Vec2 = .zero, distance: Float = 3
    ) {
        self.pose = pose
        self.projection = projection
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.scale = scale ?? 0.8 * min(viewportWidth, viewportHeight) / Float(3).squareRoot()
        self.offset = offset
        self.distance = distance
    }

    /// World → view space: the eye at `distance` along the pose's eye direction, looking at the origin.
    public var viewMatrix: Mat4 {
        Mat4.lookAt(eye: pose.eyeDirection * distance, target: .zero, up: pose.upDirection)
    }

    /// Clipping planes (positive distances along −z) enclosing everything within 2 units of the origin.
    var nearFar: (near: Float, far: Float) { (max(distance - 2, 0.05), distance + 2) }

    /// View → clip space, matching the pixel mapping described on the type.
    public var projectionMatrix: Mat4 {
        let halfW = viewportWidth / 2
        let halfH = viewportHeight / 2
        // Window edges in "scaled" units (world units at the origin's depth).
        let left = (-halfW - offset.x) / scale
        let right = (halfW - offset.x) / scale
        let bottom = (-halfH + offset.y) / scale
        let top = (halfH + offset.y) / scale
        let (near, far) = nearFar
        switch projection.resolved {
        case .perspective:
            // At the origin's depth (`distance`) the window spans left…right; on the near plane it is
            // scaled by near / distance.
            let k = near / distance
            return Mat4.frustum(
                left: left * k, right: right * k, bottom: bottom * k, top: top * k, near: near, far: far)
        default:
            return Mat4.orthographic(left: left, right: right, bottom: bottom, top: top, near: near, far: far)
        }
    }

    /// `projectionMatrix * viewMatrix`.
    public var viewProjection: Mat4 { projectionMatrix * viewMatrix }

    /// The pixel position (x right, y down from the top-left corner) of a world point, and its
    /// normalised depth in 0…1 (0 = near plane). Points behind the eye give non-finite results.
    public func project(_ point_w: Vec3) -> Vec3 {
        let c = viewProjection * Vec4(point_w.x, point_w.y, point_w.z, 1)
        let n = Vec3(c.x, c.y, c.z) / c.w
        return Vec3((n.x + 1) / 2 * viewportWidth, (1 - n.y) / 2 * viewportHeight, (n.z + 1) / 2)
    }

    /// The world-space ray under a pixel, for picking: its origin on the near plane and its unit
    /// direction pointing into the scene.
    public func ray(throughPixel pixel: Vec2) -> (origin: Vec3, direction: Vec3)? {
        guard let inverse = viewProjection.inverse else { return nil }
        let nx = pixel.x / viewportWidth * 2 - 1
        let ny = 1 - pixel.y / viewportHeight * 2
        let near = inverse.transformPoint(Vec3(nx, ny, -1))
        let far = inverse.transformPoint(Vec3(nx, ny, 1))
        return (near, (far - near).normalized)
    }

    /// The unit vector from the origin towards the viewer (world space).
    public var eyeDirection: Vec3 { pose.eyeDirection }
}
