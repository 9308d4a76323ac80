/// An axis-aligned box in 3D, closed on both ends.
public struct Box3: Sendable, Equatable, Hashable {
    public var min: Vec3
    public var max: Vec3

    public init(min: Vec3, max: Vec3) {
        self.min = min
        self.max = max
    }

    /// The unit cube [-0.5, 0.5]³ that every 3D chart's axis domains are normalised into.
    public static let unitCube = Box3(min: Vec3(repeating: -0.5), max: Vec3(repeating: 0.5))

    /// The eight corners; bit 0 of the index selects max x, bit 1 max y, bit 2 max z.
    public var corners: [Vec3] {
        (0..<8).map { i in
            Vec3(i & 1 == 0 ? min.x : max.x, i & 2 == 0 ? min.y : max.y, i & 4 == 0 ? min.z : max.z)
        }
    }

    /// The centre point.
    public var center: Vec3 { (min + max) / 2 }
}
