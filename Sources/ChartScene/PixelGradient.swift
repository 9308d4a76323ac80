import ChartMath

/// A linear colour gradient laid out in pixel space, evaluated per fragment.
///
/// The colour at a pixel `p` is found at `t = ((p − start) · (end − start)) / |end − start|²`,
/// clamped to 0…1 (the end colours continue beyond the end points, as SwiftUI pads); between two
/// stops the straight-alpha RGBA components are interpolated linearly. Coordinates are device
/// pixels with the origin at the top-left (``CoordinateSpace/pixel``), whatever the space of the
/// primitive that carries it. At most ``maximumStops`` stops are used.
public struct PixelGradient: Sendable, Equatable, Hashable {
    /// One colour at a location in 0…1 along the gradient.
    public struct Stop: Sendable, Equatable, Hashable {
        public var location: Float
        public var color: RGBA

        public init(location: Float, color: RGBA) {
            self.location = location
            self.color = color
        }
    }

    /// The most stops the shaders evaluate; more are dropped by ``init(start:end:stops:)``.
    public static let maximumStops = 8

    /// Where `t = 0`, in device pixels (origin top-left, y down).
    public var start: Vec2
    /// Where `t = 1`, in device pixels.
    public var end: Vec2
    /// The stops, sorted by location, at least one and at most ``maximumStops``.
    public var stops: [Stop]

    /// A gradient from `start` to `end`. Stops are sorted by location (stably) and cut to
    /// ``maximumStops``; with no stops the gradient is transparent black.
    public init(start: Vec2, end: Vec2, stops: [Stop]) {
        self.start = start
        self.end = end
        let sorted = stops.enumerated().sorted {
            $0.element.location != $1.element.location
                ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
        self.stops = sorted.isEmpty ? [Stop(location: 0, color: .clear)] : Array(sorted.prefix(Self.maximumStops))
    }

    /// The parameter `t` (0…1) at `pixel`.
    public func parameter(at pixel: Vec2) -> Float {
        let along = end - start
        let lengthSquared = (along * along).sum()
        guard lengthSquared > 1e-12 else { return 0 }
        return min(max(((pixel - start) * along).sum() / lengthSquared, 0), 1)
    }

    /// The colour at parameter `t` (straight alpha), as the shaders compute it.
    public func color(atParameter t: Float) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.mixed(with: b.color, (t - a.location) / span) : b.color
        }
        return last.color
    }

    /// The colour at `pixel` (straight alpha).
    public func color(at pixel: Vec2) -> RGBA { color(atParameter: parameter(at: pixel)) }
}

/// The shape a masked primitive is drawn through: the union of these pixel-space primitives'
/// coverage (their colours are ignored). Meshes count with their exact (multisampled) edges; lines
/// where a pixel is at least half covered by the stroke.
public struct SceneMask: Sendable, Equatable {
    public var meshes: [TriangleMesh]
    public var lines: [LineBatch]

    public init(meshes: [TriangleMesh] = [], lines: [LineBatch] = []) {
        self.meshes = meshes
        self.lines = lines
    }
}
