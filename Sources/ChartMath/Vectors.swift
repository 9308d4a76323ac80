/// A 2D vector or point in `Float`, as the GPU takes it. The space (pixel, NDC, …) is named by the
/// variable that holds it, never by the type.
public typealias Vec2 = SIMD2<Float>

/// A 3D vector or point in `Float`. In world space the convention is right-handed with y up.
public typealias Vec3 = SIMD3<Float>

/// A homogeneous 4D vector in `Float`.
public typealias Vec4 = SIMD4<Float>

extension SIMD3 where Scalar == Float {
    /// The dot product.
    @inlinable public func dot(_ other: Vec3) -> Float { (self * other).sum() }

    /// The right-handed cross product `self × other`.
    @inlinable public func cross(_ other: Vec3) -> Vec3 {
        Vec3(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
    }

    /// The Euclidean length.
    @inlinable public var length: Float { dot(self).squareRoot() }

    /// The unit vector in the same direction; the zero vector stays zero (no NaN).
    @inlinable public var normalized: Vec3 {
        let l = length
        return l > 0 ? self / l : self
    }
}

extension SIMD2 where Scalar == Float {
    /// The dot product.
    @inlinable public func dot(_ other: Vec2) -> Float { (self * other).sum() }

    /// The Euclidean length.
    @inlinable public var length: Float { dot(self).squareRoot() }
}
