import Foundation

/// The outline of a quiver arrow, proportioned as matplotlib's `quiver` draws it: a shaft of
/// ``width``, a head ``headWidth`` widths wide and ``headLength`` widths long, meeting the shaft
/// ``headAxisLength`` widths from the tip (3, 5 and 4.5 by default, matplotlib's). An arrow shorter
/// than ``minimumShaft`` head lengths is the arrow of that length scaled down whole (head
/// included); one shorter than ``minimumLength`` widths is a hexagonal dot that many widths across.
public struct ArrowShape: Sendable, Equatable, Hashable {
    /// The shaft's width (pixels, or any unit the outline is wanted in).
    public var width: Double
    /// The head's width, in shaft widths.
    public var headWidth: Double
    /// The head's length from its barbs to the tip, in shaft widths.
    public var headLength: Double
    /// The head's length along the shaft (where the shaft meets it) to the tip, in shaft widths.
    public var headAxisLength: Double
    /// The length below which the whole arrow shrinks, in head lengths.
    public var minimumShaft = 1.0
    /// The length below which a dot is drawn, in shaft widths.
    public var minimumLength = 1.0

    /// An arrow shape with matplotlib's proportions by default.
    public init(width: Double, headWidth: Double = 3, headLength: Double = 5, headAxisLength: Double = 4.5) {
        (self.width, self.headWidth, self.headLength, self.headAxisLength) = (
            width, headWidth, headLength, headAxisLength
        )
    }

    /// The closed outline (7 vertices: shaft, barb, tip, barb, shaft; or 6 for a dot) of the arrow
    /// from `tail` to `tip`; empty where they coincide or are not finite.
    public func outline(tail: SIMD2<Double>, tip: SIMD2<Double>) -> [SIMD2<Double>] {
        let d = tip - tail
        let length = (d * d).sum().squareRoot()
        guard length > 0, length.isFinite, width > 0 else { return [] }
        let t = d / length
        let n = SIMD2(-t.y, t.x)
        let l = length / width
        if l < minimumLength {
            let centre = (tail + tip) / 2
            let r = 0.5 * minimumLength * width
            return (0..<6).map { k in
                let a = Double(k) * .pi / 3
                return centre + r * SIMD2(cos(a), sin(a))
            }
        }
        let minShaft = minimumShaft * headLength
        var x: [Double]
        var y = [0.5, 0.5, 0.5 * headWidth, 0]
        if l < minShaft {
            let shrink = l / minShaft
            x = [0, minShaft - headAxisLength, minShaft - headLength, minShaft].map { $0 * shrink }
            y = y.map { $0 * shrink }
        } else {
            x = [0, l - headAxisLength, l - headLength, l]
        }
        let order = [(0, 1.0), (1, 1), (2, 1), (3, 1), (2, -1), (1, -1), (0, -1)]
        return order.map { i, sign in tail + width * (x[i] * t + sign * y[i] * n) }
    }

    /// The part of a polygon inside the rectangle `lo…hi` (Sutherland–Hodgman, one pass per edge).
    public static func clip(_ polygon: [SIMD2<Double>], lo: SIMD2<Double>, hi: SIMD2<Double>) -> [SIMD2<Double>] {
        var out = polygon
        for axis in 0..<2 {
            for (bound, keepBelow) in [(lo[axis], false), (hi[axis], true)] {
                let input = out
                out = []
                guard let last = input.last else { return [] }
                var previous = last
                for p in input {
                    let inNow = keepBelow ? p[axis] <= bound : p[axis] >= bound
                    let inBefore = keepBelow ? previous[axis] <= bound : previous[axis] >= bound
                    if inNow != inBefore {
                        let f = (bound - previous[axis]) / (p[axis] - previous[axis])
                        out.append(previous + f * (p - previous))
                    }
                    if inNow { out.append(p) }
                    previous = p
                }
            }
        }
        return out
    }
}
