import Foundation

/// An axis of rotation, as Apple's Spatial module spells it: a direction in chart space (x right,
/// y up, z towards the default viewer); its length does not matter.
public struct RotationAxis3D: Sendable, Equatable, Hashable {
    /// The direction's x component.
    public var x: Double
    /// The direction's y component (up).
    public var y: Double
    /// The direction's z component (towards the default viewer).
    public var z: Double

    /// An axis along (x, y, z).
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The x axis.
    public static let x = RotationAxis3D(x: 1, y: 0, z: 0)
    /// The y axis (up).
    public static let y = RotationAxis3D(x: 0, y: 1, z: 0)
    /// The z axis.
    public static let z = RotationAxis3D(x: 0, y: 0, z: 1)
}

/// A rotation in 3D, as Apple's Spatial module spells it (the value `symbolRotation(_:)` takes):
/// stored as a unit quaternion. Rotations follow the right-hand rule: a positive angle about an
/// axis turns counter-clockwise as seen from the axis's tip.
public struct Rotation3D: Sendable, Equatable, Hashable {
    /// The unit quaternion (x, y, z, w): the vector part is sin(θ/2) × the axis, w = cos(θ/2).
    public let quaternion: SIMD4<Double>

    /// No rotation.
    public static let identity = Rotation3D()

    /// No rotation.
    public init() { quaternion = SIMD4(0, 0, 0, 1) }

    /// A rotation of `angle` about `axis` (a zero or non-finite axis gives no rotation).
    public init(angle: Angle2D, axis: RotationAxis3D) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length.isFinite, length > 0, angle.radians.isFinite else {
            quaternion = SIMD4(0, 0, 0, 1)
            return
        }
        let s = sin(angle.radians / 2) / length
        quaternion = SIMD4(axis.x * s, axis.y * s, axis.z * s, cos(angle.radians / 2))
    }

    /// The rotation of a quaternion (x, y, z, w), normalised (a zero or non-finite one gives no
    /// rotation).
    public init(quaternion q: SIMD4<Double>) {
        let length = (q * q).sum().squareRoot()
        quaternion = length.isFinite && length > 0 ? q / length : SIMD4(0, 0, 0, 1)
    }

    /// This rotation followed by `other` (both about the chart's fixed axes).
    public func rotated(by other: Rotation3D) -> Rotation3D {
        let a = other.quaternion
        let b = quaternion
        // Hamilton product a · b: b is applied first.
        return Rotation3D(
            quaternion: SIMD4(
                a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
                a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
                a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
                a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z))
    }

    /// The angle of the rotation, 0…π.
    public var angle: Angle2D { Angle2D(radians: 2 * acos(min(1, abs(quaternion.w)))) }

    /// `v` (x, y, z) rotated.
    public func act(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let u = SIMD3(quaternion.x, quaternion.y, quaternion.z)
        let w = quaternion.w
        let t = 2 * cross(u, v)
        return v + w * t + cross(u, t)
    }

    private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
