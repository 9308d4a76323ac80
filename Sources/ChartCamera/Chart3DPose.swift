import ChartMath
import Foundation

/// The orientation from which a 3D chart is seen, as two angles about the centre of the chart's box.
///
/// - `azimuth` turns the chart left and right: the viewer moves around the vertical (y) axis.
///   0° looks at the x–y plane from the +z side (x to the right, y up); positive angles move the
///   viewer towards +x, so the chart appears turned to the left.
/// - `inclination` tilts it up and down: 0° looks horizontally, 90° straight down from +y,
///   −90° straight up from −y. It is clamped to −90°…90° when the view is built.
///
/// The preset values are written down in `Docs/CONVENTIONS.md` (Apple does not publish them).
public struct Chart3DPose: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The horizontal angle.
    public var azimuth: Angle2D
    /// The vertical angle.
    public var inclination: Angle2D

    /// A pose from its two angles.
    public init(azimuth: Angle2D, inclination: Angle2D) {
        self.azimuth = azimuth
        self.inclination = inclination
    }

    /// An oblique view from the front right and above: azimuth 30°, inclination 25°.
    public static let `default` = Chart3DPose(azimuth: .degrees(30), inclination: .degrees(25))
    /// Looking at the x–y plane from +z: azimuth 0°, inclination 0°.
    public static let front = Chart3DPose(azimuth: .degrees(0), inclination: .degrees(0))
    /// Looking at the x–y plane from −z: azimuth 180°, inclination 0°.
    public static let back = Chart3DPose(azimuth: .degrees(180), inclination: .degrees(0))
    /// Looking at the z–y plane from −x: azimuth −90°, inclination 0°.
    public static let left = Chart3DPose(azimuth: .degrees(-90), inclination: .degrees(0))
    /// Looking at the z–y plane from +x: azimuth 90°, inclination 0°.
    public static let right = Chart3DPose(azimuth: .degrees(90), inclination: .degrees(0))
    /// Looking down at the x–z plane from +y: azimuth 0°, inclination 90°.
    public static let top = Chart3DPose(azimuth: .degrees(0), inclination: .degrees(90))
    /// Looking up at the x–z plane from −y: azimuth 0°, inclination −90°.
    public static let bottom = Chart3DPose(azimuth: .degrees(0), inclination: .degrees(-90))

    /// The seven presets in the order of the viewer's number keys 1–7.
    public static let presets: [Chart3DPose] = [.default, .front, .back, .left, .right, .top, .bottom]

    /// The inclination clamped to −90°…90° (in radians).
    public var clampedInclination: Double { min(max(inclination.radians, -.pi / 2), .pi / 2) }

    /// The unit vector from the chart's centre towards the viewer, in world space (y up).
    public var eyeDirection: Vec3 {
        let a = azimuth.radians
        let i = clampedInclination
        return Vec3(Float(sin(a) * cos(i)), Float(sin(i)), Float(cos(a) * cos(i)))
    }

    /// The world direction that appears as "up" on screen: perpendicular to `eyeDirection`, in
    /// the vertical plane through it, so it stays defined when looking straight down or up.
    public var upDirection: Vec3 {
        let a = azimuth.radians
        let i = clampedInclination
        return Vec3(Float(-sin(a) * sin(i)), Float(cos(i)), Float(-cos(a) * sin(i)))
    }

    /// Swift source that reproduces this pose, e.g.
    /// `.chart3DPose(Chart3DPose(azimuth: .degrees(30), inclination: .degrees(25)))`.
    public var swiftSource: String {
        func deg(_ a: Angle2D) -> String {
            let d = (a.degrees * 10).rounded() / 10
            return d == d.rounded() ? "\(Int(d))" : "\(d)"
        }
        return
            ".chart3DPose(Chart3DPose(azimuth: .degrees(\(deg(azimuth))), inclination: .degrees(\(deg(inclination)))))"
    }

    public var description: String { "Chart3DPose(azimuth: \(azimuth), inclination: \(inclination))" }
}

/// How a 3D chart is projected onto the image.
public enum Chart3DCameraProjection: Sendable, Equatable, Hashable {
    /// The platform's choice: orthographic, as in Swift Charts on iOS and macOS.
    case automatic
    /// Parallel projection: equal sizes at every depth, best for comparing sizes and distances.
    case orthographic
    /// Central projection: distant things appear smaller, which helps depth perception.
    case perspective

    /// `.automatic` resolved to the concrete projection it stands for.
    public var resolved: Chart3DCameraProjection { self == .automatic ? .orthographic : self }
}
