import Foundation

/// A 4×4 matrix of `Float`, stored column-major exactly as OpenGL's `glUniformMatrix4fv` takes it
/// with `transpose = GL_FALSE`. Points are column vectors: `clip = projection * view * model * p`.
public struct Mat4: Sendable, Equatable, Hashable {
    /// The four columns, left to right.
    public var columns: (Vec4, Vec4, Vec4, Vec4)

    /// Builds a matrix from its columns.
    public init(_ c0: Vec4, _ c1: Vec4, _ c2: Vec4, _ c3: Vec4) { columns = (c0, c1, c2, c3) }

    /// Builds a matrix from 16 values in row-major reading order (as a matrix is written on paper).
    public init(rows r: [Float]) {
        precondition(r.count == 16, "Mat4(rows:) needs 16 values")
        self.init(
            Vec4(r[0], r[4], r[8], r[12]), Vec4(r[1], r[5], r[9], r[13]),
            Vec4(r[2], r[6], r[10], r[14]), Vec4(r[3], r[7], r[11], r[15]))
    }

    /// The identity matrix.
    public static let identity = Mat4(Vec4(1, 0, 0, 0), Vec4(0, 1, 0, 0), Vec4(0, 0, 1, 0), Vec4(0, 0, 0, 1))

    /// Element at `row`, `column` (both 0-based).
    public subscript(row: Int, column: Int) -> Float {
        get { self.column(column)[row] }
        set {
            switch column {
            case 0: columns.0[row] = newValue
            case 1: columns.1[row] = newValue
            case 2: columns.2[row] = newValue
            default: columns.3[row] = newValue
            }
        }
    }

    /// The column at `index` (0-based).
    public func column(_ index: Int) -> Vec4 {
        switch index {
        case 0: columns.0
        case 1: columns.1
        case 2: columns.2
        default: columns.3
        }
    }

    /// The 16 values in column-major order, ready for `glUniformMatrix4fv`.
    public var columnMajor: [Float] {
        [
            columns.0.x, columns.0.y, columns.0.z, columns.0.w, columns.1.x, columns.1.y, columns.1.z, columns.1.w,
            columns.2.x, columns.2.y, columns.2.z, columns.2.w, columns.3.x, columns.3.y, columns.3.z, columns.3.w,
        ]
    }

    public static func == (a: Mat4, b: Mat4) -> Bool { a.columnMajor == b.columnMajor }
    public func hash(into hasher: inout Hasher) { hasher.combine(columnMajor) }

    /// Matrix × column vector.
    @inlinable public static func * (m: Mat4, v: Vec4) -> Vec4 {
        m.columns.0 * v.x + m.columns.1 * v.y + m.columns.2 * v.z + m.columns.3 * v.w
    }

    /// Matrix product: `(a * b) * v == a * (b * v)`.
    public static func * (a: Mat4, b: Mat4) -> Mat4 {
        Mat4(a * b.columns.0, a * b.columns.1, a * b.columns.2, a * b.columns.3)
    }

    /// Transforms a point (w = 1) and divides by the resulting w.
    public func transformPoint(_ p: Vec3) -> Vec3 {
        let r = self * Vec4(p.x, p.y, p.z, 1)
        return Vec3(r.x, r.y, r.z) / r.w
    }

    /// Transforms a direction (w = 0); translation does not apply.
    public func transformDirection(_ d: Vec3) -> Vec3 {
        let r = self * Vec4(d.x, d.y, d.z, 0)
        return Vec3(r.x, r.y, r.z)
    }

    /// The transpose.
    public var transposed: Mat4 {
        Mat4(
            Vec4(columns.0.x, columns.1.x, columns.2.x, columns.3.x),
            Vec4(columns.0.y, columns.1.y, columns.2.y, columns.3.y),
            Vec4(columns.0.z, columns.1.z, columns.2.z, columns.3.z),
            Vec4(columns.0.w, columns.1.w, columns.2.w, columns.3.w))
    }
}

// MARK: - Constructors

extension Mat4 {
    /// A translation by `t`.
    public static func translation(_ t: Vec3) -> Mat4 {
        Mat4(Vec4(1, 0, 0, 0), Vec4(0, 1, 0, 0), Vec4(0, 0, 1, 0), Vec4(t.x, t.y, t.z, 1))
    }

    /// A non-uniform scale.
    public static func scale(_ s: Vec3) -> Mat4 {
        Mat4(Vec4(s.x, 0, 0, 0), Vec4(0, s.y, 0, 0), Vec4(0, 0, s.z, 0), Vec4(0, 0, 0, 1))
    }

    /// A right-handed rotation by `angle` radians about the x axis (y turns towards z).
    public static func rotationX(_ angle: Float) -> Mat4 {
        let c = cos(angle)
        let s = sin(angle)
        return Mat4(Vec4(1, 0, 0, 0), Vec4(0, c, s, 0), Vec4(0, -s, c, 0), Vec4(0, 0, 0, 1))
    }

    /// A right-handed rotation by `angle` radians about the y axis (z turns towards x).
    public static func rotationY(_ angle: Float) -> Mat4 {
        let c = cos(angle)
        let s = sin(angle)
        return Mat4(Vec4(c, 0, -s, 0), Vec4(0, 1, 0, 0), Vec4(s, 0, c, 0), Vec4(0, 0, 0, 1))
    }

    /// OpenGL's orthographic projection (`glOrtho`): maps the box to clip space with z in [-1, 1].
    /// `near` and `far` are distances along the view direction (−z in view space).
    public static func orthographic(
        left: Float, right: Float, bottom: Float, top: Float, near: Float, far: Float
    ) -> Mat4 {
        let rl = right - left
        let tb = top - bottom
        let fn = far - near
        return Mat4(
            Vec4(2 / rl, 0, 0, 0), Vec4(0, 2 / tb, 0, 0), Vec4(0, 0, -2 / fn, 0),
            Vec4(-(right + left) / rl, -(top + bottom) / tb, -(far + near) / fn, 1))
    }

    /// OpenGL's perspective projection (`gluPerspective`) with a vertical field of view in radians.
    public static func perspective(fovY: Float, aspect: Float, near: Float, far: Float) -> Mat4 {
        let f = 1 / tan(fovY / 2)
        return Mat4(
            Vec4(f / aspect, 0, 0, 0), Vec4(0, f, 0, 0), Vec4(0, 0, (far + near) / (near - far), -1),
            Vec4(0, 0, 2 * far * near / (near - far), 0))
    }

    /// A right-handed view matrix looking from `eye` at `target` with `up` roughly up (`gluLookAt`).
    public static func lookAt(eye: Vec3, target: Vec3, up: Vec3) -> Mat4 {
        let f = (target - eye).normalized
        var s = f.cross(up)
        if s.length < 1e-6 { s = f.cross(Vec3(0, 0, -1)) }  // looking straight along `up`
        s = s.normalized
        let u = s.cross(f)
        return Mat4(
            Vec4(s.x, u.x, -f.x, 0), Vec4(s.y, u.y, -f.y, 0), Vec4(s.z, u.z, -f.z, 0),
            Vec4(-s.dot(eye), -u.dot(eye), f.dot(eye), 1))
    }

    /// The pixel projection: pixel coordinates with the origin at the top-left corner and y down
    /// (the PNG's row order) map to clip space; z passes through unchanged.
    public static func pixelSpace(width: Float, height: Float) -> Mat4 {
        orthographic(left: 0, right: width, bottom: height, top: 0, near: -1, far: 1)
    }
}

// MARK: - Inverse

extension Mat4 {
    /// The inverse, or `nil` when the matrix is singular. Computed in `Double` by cofactor expansion.
    public var inverse: Mat4? {
        let m = columnMajor.map(Double.init)
        var inv = [Double](repeating: 0, count: 16)
        inv[0] =
            m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14]
            + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] =
            -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14]
            - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] =
            m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13]
            + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] =
            -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13]
            - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] =
            -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14]
            - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] =
            m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14]
            + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] =
            -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13]
            - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] =
            m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13]
            + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] =
            m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14]
            + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] =
            -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14]
            - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] =
            m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13]
            + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] =
            -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13]
            - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] =
            -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10]
            - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] =
            m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10]
            + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] =
            -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9]
            - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] =
            m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9]
            + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return nil }
        let f = inv.map { Float($0 / det) }
        return Mat4(
            Vec4(f[0], f[1], f[2], f[3]), Vec4(f[4], f[5], f[6], f[7]), Vec4(f[8], f[9], f[10], f[11]),
            Vec4(f[12], f[13], f[14], f[15]))
    }
}

extension Mat4 {
    /// OpenGL's general perspective frustum (`glFrustum`): the window (`left`…`right`, `bottom`…`top`)
    /// lies on the near plane; `near` and `far` are positive distances along −z.
    public static func frustum(
        left: Float, right: Float, bottom: Float, top: Float, near: Float, far: Float
    ) -> Mat4 {
        let rl = right - left
        let tb = top - bottom
        let fn = far - near
        return Mat4(
            Vec4(2 * near / rl, 0, 0, 0), Vec4(0, 2 * near / tb, 0, 0),
            Vec4((right + left) / rl, (top + bottom) / tb, -(far + near) / fn, -1),
            Vec4(0, 0, -2 * far * near / fn, 0))
    }
}
