/// The material of lit 3D content (`.metalness(_:)`, `.roughness(_:)`): nil leaves the default.
struct Material3D: Sendable, Equatable {
    /// 0 a dielectric such as plastic (default) … 1 a metal, whose highlight takes the base colour.
    var metalness: Double?
    /// 0 smooth, with a small sharp highlight … 1 fully rough (default 0.5).
    var roughness: Double?

    /// Whether either was set.
    var isSet: Bool { metalness != nil || roughness != nil }

    /// The metalness to draw with, clamped to 0…1.
    var resolvedMetalness: Float { Float(min(max(metalness ?? 0, 0), 1)) }
    /// The roughness to draw with, clamped to 0…1.
    var resolvedRoughness: Float { Float(min(max(roughness ?? 0.5, 0), 1)) }
}
