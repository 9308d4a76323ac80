import ChartMath

/// A volume drawn by ray marching (world space only): a box of scalar samples, a transfer function
/// from value to colour and opacity, and an extinction scale.
///
/// The samples lie at the nodes of a uniform grid that fills the box `origin … origin + size`
/// (node (0, 0, 0) at `origin`, the last node at the far corner), x fastest, then y, then z. Each
/// is a value normalised to 0…1 through the transfer function's range, or NaN where missing (a
/// missing sample and the space between it and its neighbours are transparent).
///
/// Along a ray through the box a sample of value v has colour `transfer(v).rgb` and extinction
/// coefficient `σ(v) = density × transfer(v).a` per world unit, so a ray crossing a length L of
/// uniform value leaves opacity 1 − e^(−σL). Rays stop at the depth of opaque world primitives.
public struct VolumeBatch: Sendable, Equatable {
    /// The box's corner at node (0, 0, 0), in world coordinates.
    public var origin: Vec3
    /// The box's edge lengths along x, y and z (positive), in world units.
    public var size: Vec3
    /// The number of nodes along x, y and z (each at least 2).
    public var counts: (x: Int, y: Int, z: Int)
    /// The normalised samples (0…1, NaN where missing), x fastest, then y, then z.
    public var values: [Float]
    /// The transfer function: colour and opacity (0…1) at evenly spaced normalised values from 0
    /// to 1, interpolated linearly between entries (at least 2 entries).
    public var transfer: [RGBA]
    /// The extinction coefficient per world unit at transfer opacity 1.
    public var density: Float
    /// The number of samples along the box's diagonal at full quality (the renderer takes a
    /// quarter of them while the view is being dragged).
    public var steps: Int

    public init(
        origin: Vec3, size: Vec3, counts: (x: Int, y: Int, z: Int), values: [Float], transfer: [RGBA],
        density: Float, steps: Int = 256
    ) {
        self.origin = origin
        self.size = size
        self.counts = counts
        self.values = values
        self.transfer = transfer
        self.density = density
        self.steps = steps
    }

    public static func == (a: VolumeBatch, b: VolumeBatch) -> Bool {
        a.origin == b.origin && a.size == b.size && a.counts == b.counts && a.transfer == b.transfer
            && a.density == b.density && a.steps == b.steps
            && a.values.elementsEqual(b.values) { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    /// Whether the batch can be drawn: at least two nodes per axis, one sample per node, a
    /// positive finite box, at least two transfer entries, a finite density ≥ 0 and steps ≥ 1.
    /// Returns the reason when it cannot.
    public var problem: String? {
        guard counts.x >= 2, counts.y >= 2, counts.z >= 2 else {
            return "a volume needs at least 2 nodes per axis, got \(counts.x)×\(counts.y)×\(counts.z)"
        }
        guard values.count == counts.x * counts.y * counts.z else {
            return "\(values.count) samples for \(counts.x)×\(counts.y)×\(counts.z) nodes"
        }
        let box = [origin.x, origin.y, origin.z, size.x, size.y, size.z]
        guard box.allSatisfy(\.isFinite), size.x > 0, size.y > 0, size.z > 0 else {
            return "the volume's box is empty or not finite"
        }
        guard transfer.count >= 2 else { return "a transfer function needs at least 2 entries" }
        guard density.isFinite, density >= 0 else { return "density \(density) is not finite and ≥ 0" }
        guard steps >= 1 else { return "steps \(steps) is below 1" }
        return nil
    }

    /// The eight corners of the box.
    public var corners: [Vec3] {
        (0..<8).map { c in
            Vec3(
                origin.x + (c & 1 == 0 ? 0 : size.x), origin.y + (c & 2 == 0 ? 0 : size.y),
                origin.z + (c & 4 == 0 ? 0 : size.z))
        }
    }
}
