import ChartMath
import Foundation

/// What a shaded density grid's colour bar shows: its range, spacing and, for an equalised
/// histogram, where values fall along it.
struct DensityColorScale: Sendable, Equatable {
    let title: String
    let range: ClosedRange<Double>
    let type: ColorScaleType
    /// Values and their places along the bar (0…1), increasing (equalised histogram); nil: `type`.
    let stops: [ColorBarStop]?
}

/// A value and its place along a colour bar, 0 (bottom) … 1 (top).
struct ColorBarStop: Sendable, Equatable {
    let value: Double
    let fraction: Double
}

/// Shading a ``DensityGrid``: each non-empty cell's count (or mean value) placed on 0…1 by the
/// shading, then coloured through a 256-entry table of the colour map; empty cells transparent.
enum DensityShader {
    /// RGBA texels (straight alpha, row 0 at the top) and the colour bar's scale, or nil texels when
    /// every cell is empty.
    static func shade(_ grid: DensityGrid, shading: DensityShading, map: ColorMap, title: String) -> (
        texels: [UInt8], scale: DensityColorScale?
    ) {
        let (values, lo, hi) = cellValues(grid, weight: 1)
        guard lo <= hi else { return ([UInt8](repeating: 0, count: values.count * 4), nil) }
        let (place, scale) = placement(
            values, lo: grid.sums == nil ? (shading == .log ? 1 : 0) : lo, hi: hi, shading: shading, title: title)
        return (texels(values, place: place, map: map), scale)
    }

    /// RGBA texels of `grid` shaded with a colour scale fixed beforehand (a 3D plot's, made at the
    /// chart's own pose, so that colours keep their meaning as the view turns), each count
    /// multiplied by `weight` (the inverse of the share a subsample read); values beyond the
    /// scale's range take its end colours.
    static func shade(_ grid: DensityGrid, fixed scale: DensityColorScale, map: ColorMap, weight: Double) -> [UInt8] {
        let (lo, hi) = (scale.range.lowerBound, scale.range.upperBound)
        let place: (Double) -> Double?
        if let stops = scale.stops {
            place = { interpolate($0, stops) }
        } else if scale.type == .log, lo > 0, hi > lo {
            let (l0, span) = (Foundation.log(lo), Foundation.log(hi) - Foundation.log(lo))
            place = { $0 > 0 ? (Foundation.log($0) - l0) / span : 0 }
        } else {
            place = { hi > lo ? ($0 - lo) / (hi - lo) : 1 }
        }
        guard grid.sums == nil else { return texels(cellValues(grid, weight: weight).values, place: place, map: map) }
        // Counts: each distinct count below 4,096 is placed once (a view has a few hundred).
        let table = colorTable(map)
        var memo = [Int](repeating: -1, count: 4096)
        func entry(_ count: UInt32) -> Int? {
            let c = Int(count)
            if c < memo.count, memo[c] >= 0 { return memo[c] }
            guard let t = place(Double(count) * weight), t.isFinite else { return nil }
            let e = Int((min(max(t, 0), 1) * 255).rounded())
            if c < memo.count { memo[c] = e }
            return e
        }
        var texels = [UInt8](repeating: 0, count: grid.counts.count * 4)
        texels.withUnsafeMutableBufferPointer { out in
            for i in grid.counts.indices where grid.counts[i] > 0 {
                guard let e = entry(grid.counts[i]) else { continue }
                for k in 0..<4 { out[4 * i + k] = table[e][k] }
            }
        }
        return texels
    }

    /// The colour map in 256 entries of RGBA bytes.
    private static func colorTable(_ map: ColorMap) -> [[UInt8]] {
        (0..<256).map { map.color(at: Float($0) / 255) }.map { c in
            [c.r, c.g, c.b, c.a].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        }
    }

    /// Each cell's count times `weight` (or its mean value), NaN where empty, and their range.
    private static func cellValues(_ grid: DensityGrid, weight: Double) -> (values: [Double], lo: Double, hi: Double) {
        let n = grid.counts.count
        var values = [Double](repeating: .nan, count: n)
        var lo = Double.infinity
        var hi = -Double.infinity
        for i in 0..<n where grid.counts[i] > 0 {
            let v = grid.sums.map { $0[i] / Double(grid.counts[i]) } ?? Double(grid.counts[i]) * weight
            values[i] = v
            lo = min(lo, v)
            hi = max(hi, v)
        }
        return (values, lo, hi)
    }

    /// The texels of `values` placed on 0…1 by `place` and coloured through a 256-entry table of
    /// `map`; NaN (empty) cells transparent.
    private static func texels(_ values: [Double], place: (Double) -> Double?, map: ColorMap) -> [UInt8] {
        var texels = [UInt8](repeating: 0, count: values.count * 4)
        let table = colorTable(map)
        texels.withUnsafeMutableBufferPointer { out in
            for i in values.indices where !values[i].isNaN {
                guard let t = place(values[i]), t.isFinite else { continue }
                let entry = table[Int((min(max(t, 0), 1) * 255).rounded())]
                out[4 * i] = entry[0]
                out[4 * i + 1] = entry[1]
                out[4 * i + 2] = entry[2]
                out[4 * i + 3] = entry[3]
            }
        }
        return texels
    }

    /// The map from a value to 0…1 and the colour bar's scale for `shading` over `lo…hi`.
    static func placement(
        _ values: [Double], lo: Double, hi: Double, shading: DensityShading, title: String
    ) -> (place: (Double) -> Double?, scale: DensityColorScale) {
        switch shading {
        case .log where lo > 0 && hi > lo:
            let (l0, span) = (Foundation.log(lo), Foundation.log(hi) - Foundation.log(lo))
            return (
                { $0 > 0 ? (Foundation.log($0) - l0) / span : nil },
                DensityColorScale(title: title, range: lo...hi, type: .log, stops: nil)
            )
        case .equalizedHistogram where hi > lo:
            let stops = equalizedStops(values)
            return (
                { interpolate($0, stops) },
                DensityColorScale(title: title, range: lo...hi, type: .linear, stops: thinned(stops))
            )
        case .linear, .log, .equalizedHistogram:
            // Linear, and the log and equalised shadings of a range they cannot spread (one value).
            let span = hi > lo ? hi - lo : 1
            return (
                { hi > lo ? ($0 - lo) / span : 1 },
                DensityColorScale(title: title, range: lo...hi, type: .linear, stops: nil)
            )
        }
    }

    /// Each distinct non-NaN value and its mid-rank among all of them (ties share the middle of
    /// their ranks), rescaled so that the smallest value is at 0 and the largest at 1.
    static func equalizedStops(_ values: [Double]) -> [ColorBarStop] {
        let sorted = values.filter { !$0.isNaN }.sorted()
        let total = Double(sorted.count)
        var distinct: [(value: Double, rank: Double)] = []
        var i = 0
        while i < sorted.count {
            var j = i
            while j < sorted.count && sorted[j] == sorted[i] { j += 1 }
            distinct.append((sorted[i], (Double(i) + Double(j - i) / 2) / total))
            i = j
        }
        guard let first = distinct.first, let last = distinct.last, last.rank > first.rank else {
            return distinct.map { ColorBarStop(value: $0.value, fraction: 1) }
        }
        return distinct.map {
            ColorBarStop(value: $0.value, fraction: ($0.rank - first.rank) / (last.rank - first.rank))
        }
    }

    /// The fraction of `v` along `stops` (linear between stops, clamped at the ends).
    static func interpolate(_ v: Double, _ stops: [ColorBarStop]) -> Double? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if v <= first.value { return first.fraction }
        if v >= last.value { return last.fraction }
        var lo = 0
        var hi = stops.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if stops[mid].value <= v { lo = mid } else { hi = mid }
        }
        let a = stops[lo]
        let b = stops[hi]
        return a.fraction + (b.fraction - a.fraction) * (v - a.value) / (b.value - a.value)
    }

    /// At most 257 stops (every k-th, the last kept) for the colour bar.
    static func thinned(_ stops: [ColorBarStop]) -> [ColorBarStop] {
        guard stops.count > 257 else { return stops }
        let step = (stops.count + 255) / 256
        var kept = Swift.stride(from: 0, to: stops.count, by: step).map { stops[$0] }
        if kept.last != stops.last { kept.append(stops.last!) }
        return kept
    }

    /// The value at `fraction` along `stops` (the inverse of ``interpolate(_:_:)``).
    static func value(at fraction: Double, _ stops: [ColorBarStop]) -> Double {
        guard let first = stops.first, let last = stops.last else { return 0 }
        if fraction <= first.fraction { return first.value }
        if fraction >= last.fraction { return last.value }
        for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.fraction {
            guard b.fraction > a.fraction else { return b.value }
            return a.value + (b.value - a.value) * (fraction - a.fraction) / (b.fraction - a.fraction)
        }
        return last.value
    }

    /// Values of a bar placed by `stops`: at fifths of its length, rounded to two significant
    /// digits (and to whole numbers when every stop is one: counts), the ends kept exact, without
    /// repeats.
    static func ticks(_ stops: [ColorBarStop]) -> [Double] {
        guard let first = stops.first?.value, let last = stops.last?.value else { return [] }
        let integral = stops.allSatisfy { $0.value == $0.value.rounded() }
        var ticks = [first]
        for k in 1...4 {
            let v = value(at: Double(k) / 5, stops)
            let magnitude = max(pow(10, (Foundation.log10(abs(v))).rounded(.down) - 1), integral ? 1 : 0)
            let rounded = v == 0 || !magnitude.isFinite || magnitude == 0 ? v : (v / magnitude).rounded() * magnitude
            if rounded > ticks.last!, rounded < last { ticks.append(rounded) }
        }
        if last > ticks.last! { ticks.append(last) }
        return ticks
    }
}
