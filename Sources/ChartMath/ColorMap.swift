/// A continuous colour map: colour stops at increasing positions in 0…1, interpolated linearly in
/// sRGB between stops. Values outside 0…1 clamp to the end colours; NaN maps to `nanColor`.
public struct ColorMap: Sendable, Equatable, Hashable {
    /// The stops, sorted by location.
    public let stops: [(location: Float, color: RGBA)]

    /// The colour given to NaN samples.
    public var nanColor: RGBA = RGBA(0.5, 0.5, 0.5, 1)

    /// A map from stops; locations are sorted and need not be evenly spaced. At least one stop.
    public init(stops: [(location: Float, color: RGBA)]) {
        precondition(!stops.isEmpty, "a colour map needs at least one stop")
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A map from evenly spaced colours.
    public init(colors: [RGBA]) {
        precondition(!colors.isEmpty, "a colour map needs at least one colour")
        let n = colors.count
        self.init(stops: colors.enumerated().map { (n == 1 ? 0 : Float($0.offset) / Float(n - 1), $0.element) })
    }

    /// The colour at `t` in 0…1 (a binary search among the stops).
    public func color(at t: Float) -> RGBA {
        guard !t.isNaN else { return nanColor }
        if t <= stops[0].location { return stops[0].color }
        let last = stops.count - 1
        if t >= stops[last].location { return stops[last].color }
        // The first stop at or above t: stops[lo - 1].location < t <= stops[lo].location.
        var lo = 1
        var hi = last
        while lo < hi {
            let mid = (lo + hi) / 2
            if stops[mid].location < t { lo = mid + 1 } else { hi = mid }
        }
        let a = stops[lo - 1]
        let b = stops[lo]
        let span = b.location - a.location
        return span > 0 ? a.color.mixed(with: b.color, (t - a.location) / span) : b.color
    }

    public static func == (a: ColorMap, b: ColorMap) -> Bool {
        a.nanColor == b.nanColor && a.stops.count == b.stops.count
            && zip(a.stops, b.stops).allSatisfy { $0.location == $1.location && $0.color == $1.color }
    }

    public func hash(into hasher: inout Hasher) {
        for s in stops {
            hasher.combine(s.location)
            hasher.combine(s.color)
        }
    }

    /// Viridis (matplotlib's default): perceptually uniform, readable in grey scale and by people with
    /// the common colour-vision deficiencies. Eleven stops sampled from the published table.
    public static let viridis = ColorMap(
        colors: [
            0x440154, 0x482475, 0x414487, 0x355F8D, 0x2A788E, 0x21918C, 0x22A884, 0x44BF70, 0x7AD151, 0xBDDF26,
            0xFDE725,
        ].map { RGBA(hex: $0) })
}
