import ChartMath
import ChartScene
import Foundation

/// Where a contour plot's labels go, as matplotlib's `clabel` places them inline: for each level
/// in turn, each line (longest first) gets one label at the straightest stretch long enough to
/// hold it, whose box lies inside the plot area and clear of every label placed before. Every
/// level's mark computes the same placement from all the plot's lines and keeps its own labels.
struct ContourLabelPlacement {
    /// A placed label: its level's index, text, centre and box in pixels.
    struct Label: Equatable {
        var level: Int
        var text: String
        var centre: SIMD2<Double>
        var box: Box
    }

    /// An axis-aligned box in pixels.
    struct Box: Equatable {
        var lo: SIMD2<Double>
        var hi: SIMD2<Double>

        func intersects(_ o: Box) -> Bool {
            lo.x < o.hi.x && o.lo.x < hi.x && lo.y < o.hi.y && o.lo.y < hi.y
        }

        func inflated(_ d: Double) -> Box { Box(lo: lo - d, hi: hi + d) }
    }

    private(set) var labels: [Label] = []
    /// The labels' em size in pixels.
    let pixelSize: Float

    /// The placement for `lines` (per level, pixel polylines) labelled with `texts` (per level).
    init(lines: [[[SIMD2<Double>]]], texts: [String], style: ContourLabelStyle, context: MarkContext2D) {
        let points = Float(style.fontSize) * context.theme.textScale
        let measure = try? TextStyle(size: points, scale: Float(context.scale), color: context.textColor)
        pixelSize = measure?.pixelSize ?? (points * Float(context.scale)).rounded()
        let size = Double(pixelSize)
        let height = Double(measure?.lineHeight ?? pixelSize * 1.2)
        let pad = 0.25 * size
        let plot = Box(lo: context.plotMinimum, hi: context.plotMaximum)
        for (level, levelLines) in lines.enumerated() {
            let width = Double(measure?.width(texts[level]) ?? Float(texts[level].count) * pixelSize * 0.6)
            let half = SIMD2(width / 2 + pad, height / 2)
            for line in levelLines.sorted(by: { Self.length($0) > Self.length($1) }) {
                guard let centre = bestCentre(on: line, half: half, plot: plot, pad: pad) else { continue }
                labels.append(
                    Label(
                        level: level, text: texts[level], centre: centre, box: Box(lo: centre - half, hi: centre + half)
                    ))
            }
        }
    }

    /// The centre of the straightest stretch of `line` whose label box fits, or nil.
    private func bestCentre(on line: [SIMD2<Double>], half: SIMD2<Double>, plot: Box, pad: Double) -> SIMD2<Double>? {
        let arc = Self.arcLengths(line)
        guard let total = arc.last, total.isFinite else { return nil }
        let stretch = 2 * half.x * 1.2
        guard total >= 1.5 * stretch else { return nil }
        var best: (centre: SIMD2<Double>, score: Double)?
        let step = max(half.x / 2, 1)
        var s = stretch / 2
        while s <= total - stretch / 2 {
            defer { s += step }
            let a = Self.point(line, arc, at: s - stretch / 2)
            let b = Self.point(line, arc, at: s + stretch / 2)
            let straightness = Self.norm(b - a) / stretch
            guard straightness > 0.85, straightness > (best?.score ?? 0) else { continue }
            let c = Self.point(line, arc, at: s)
            let box = Box(lo: c - half, hi: c + half)
            guard box.lo.x >= plot.lo.x + 1, box.lo.y >= plot.lo.y + 1, box.hi.x <= plot.hi.x - 1,
                box.hi.y <= plot.hi.y - 1, !labels.contains(where: { $0.box.inflated(pad).intersects(box) })
            else { continue }
            best = (c, straightness)
        }
        return best?.centre
    }

    /// The cumulative length of `line` at each point (non-finite points count no length).
    static func arcLengths(_ line: [SIMD2<Double>]) -> [Double] {
        var out = [0.0]
        for i in line.indices.dropFirst() {
            let d = Self.norm(line[i] - line[i - 1])
            out.append(out[i - 1] + (d.isFinite ? d : 0))
        }
        return out
    }

    static func norm(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

    static func length(_ line: [SIMD2<Double>]) -> Double { arcLengths(line).last ?? 0 }

    /// The point at arc length `s` along `line`.
    static func point(_ line: [SIMD2<Double>], _ arc: [Double], at s: Double) -> SIMD2<Double> {
        var lo = 0
        var hi = arc.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if arc[mid] <= s { lo = mid } else { hi = mid }
        }
        let span = arc[hi] - arc[lo]
        let t = span > 0 ? min(max((s - arc[lo]) / span, 0), 1) : 0
        return line[lo] + (line[hi] - line[lo]) * t
    }

    /// A level's label: the shortest decimal that reads back as the level ("100", "0.25", "1e-05").
    static func text(_ level: Double) -> String {
        if level == level.rounded(), abs(level) < 1e15 { return String(Int(level)) }
        for digits in 1...15 {
            let s = String(format: "%.\(digits)g", level)
            if Double(s) == level { return s }
        }
        return String(level)
    }

    /// `line` with the parts inside any of `boxes` removed: the polylines left outside them.
    static func gapped(_ line: [SIMD2<Double>], around boxes: [Box]) -> [[SIMD2<Double>]] {
        var pieces = [line]
        for box in boxes {
            pieces = pieces.flatMap { outside($0, box) }
        }
        return pieces.filter { $0.count >= 2 }
    }

    /// The parts of `line` outside `box`.
    private static func outside(_ line: [SIMD2<Double>], _ box: Box) -> [[SIMD2<Double>]] {
        var out: [[SIMD2<Double>]] = []
        var current: [SIMD2<Double>] = []
        for i in line.indices.dropFirst() {
            let a = line[i - 1]
            let b = line[i]
            if current.isEmpty { current.append(a) }
            guard let (t0, t1) = clip(a, b, box) else {
                current.append(b)
                continue
            }
            if t0 > 0 { current.append(a + (b - a) * t0) }
            if current.count >= 2 { out.append(current) }
            current = t1 < 1 ? [a + (b - a) * t1, b] : []
        }
        if current.count >= 2 { out.append(current) }
        return out
    }

    /// The parameter interval of segment a → b inside `box` (Liang–Barsky), or nil.
    private static func clip(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ box: Box) -> (Double, Double)? {
        var t0 = 0.0
        var t1 = 1.0
        let d = b - a
        for (p, q) in [(-d.x, a.x - box.lo.x), (d.x, box.hi.x - a.x), (-d.y, a.y - box.lo.y), (d.y, box.hi.y - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return nil }
        }
        return t1 > t0 ? (t0, t1) : nil
    }
}
