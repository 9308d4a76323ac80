extension SurfaceSampler {
    /// The refined grid lines (data space, ascending, ends on the domain bounds) and the function
    /// calls it took to find them.
    struct Lines: Equatable {
        var x: [Double]
        var z: [Double]
        var evaluations: Int
    }

    /// One axis under refinement: its lines and the heights along the other axis's probe lines.
    private struct Axis {
        /// The grid lines, data space, ascending.
        var lines: [Double]
        /// `heights[p][i]`: unit-space y (f clamped to the y domain; NaN kept) on probe line `p` at
        /// grid line `i`. Probes come in pairs `2k, 2k + 1` of neighbouring base lines.
        var heights: [[Double]]
        /// Whether interval `i` is tested in the next round (the new halves of a bisection).
        var active: [Bool]
        /// Data span of this axis's domain.
        let span: Double
        /// Distance between the two lines of a probe pair, as a fraction of the other axis's span.
        let pairGap: Double
    }

    /// A bisection that the estimate asks for.
    private struct Candidate {
        var axis: Int
        var interval: Int
        var deviation: Double
    }

    /// The grid lines for `f` after up to `maxRefinement` rounds of bisection (see the type's
    /// documentation for the estimate and the caps).
    func refinedLines(_ f: @escaping @Sendable (Double, Double) -> Double) -> Lines {
        let n = clampedBase
        let xs = uniformLines(x.domain, n)
        let zs = uniformLines(z.domain, n)
        let probes = probeIndices(n).flatMap { [$0, $0 + 1] }
        let gap = 1 / Double(n)
        let (ylo, yhi) = (y.domain.lowerBound, y.domain.upperBound)
        let ym = y
        let height: @Sendable (Double) -> Double = { v in v.isNaN ? .nan : ym.unit(min(max(v, ylo), yhi)) }
        // Axis 0 is x (probes along z lines), axis 1 is z (probes along x lines).
        let calls: [@Sendable (Double, Double) -> Double] = [
            { line, probe in height(f(line, probe)) }, { line, probe in height(f(probe, line)) },
        ]
        let probeLines = [probes.map { zs[$0] }, probes.map { xs[$0] }]
        var evaluations = 0
        var axes = [xs, zs].enumerated().map { a, lines in
            let rows = heightTable(lines, probeLines[a], calls[a])
            evaluations += rows.count * lines.count
            return Axis(
                lines: lines, heights: rows, active: [Bool](repeating: true, count: lines.count - 1),
                span: lines[lines.count - 1] - lines[0], pairGap: gap)
        }
        let threshold = tolerance / 2
        for _ in 0..<max(0, maxRefinement) {
            var candidates: [Candidate] = []
            var midHeights: [[[Double]]] = []  // [axis][probe][tested k]
            var tested: [[Int]] = []
            for a in 0..<2 {
                let intervals = axes[a].active.indices.filter { axes[a].active[$0] }
                let mids = intervals.map { (axes[a].lines[$0] + axes[a].lines[$0 + 1]) / 2 }
                let rows = heightTable(mids, probeLines[a], calls[a])
                evaluations += rows.count * mids.count
                for (k, i) in intervals.enumerated() {
                    let e = estimate(axes[a], interval: i, mids: rows.map { $0[k] }, threshold: threshold)
                    if e > threshold { candidates.append(Candidate(axis: a, interval: i, deviation: e)) }
                }
                midHeights.append(rows)
                tested.append(intervals)
            }
            let accepted = accept(candidates, counts: [axes[0].lines.count, axes[1].lines.count])
            if accepted[0].isEmpty && accepted[1].isEmpty { break }
            for a in 0..<2 {
                let column = Dictionary(uniqueKeysWithValues: tested[a].enumerated().map { ($1, $0) })
                axes[a] = bisected(axes[a], accepted[a], column: column, midHeights: midHeights[a])
            }
        }
        return Lines(x: axes[0].lines, z: axes[1].lines, evaluations: evaluations)
    }

    /// `n + 1` evenly spaced lines over `domain`, ending exactly on its bounds.
    private func uniformLines(_ domain: ClosedRange<Double>, _ n: Int) -> [Double] {
        (0...n).map { i in
            i == n
                ? domain.upperBound
                : domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(n)
        }
    }

    /// The first base line of each probe pair: `probePairs` pairs spread evenly over `n` base
    /// intervals (fewer when there are fewer intervals).
    private func probeIndices(_ n: Int) -> [Int] {
        let pairs = max(1, probePairs)
        var result: [Int] = []
        for k in 0..<pairs {
            let j = min(n - 1, Int((Double(k) + 0.5) * Double(n) / Double(pairs)))
            if result.last != j { result.append(j) }
        }
        return result
    }

    /// `table[p][i]` = height at `positions[i]` along probe line `probes[p]`, rows in parallel.
    private func heightTable(
        _ positions: [Double], _ probes: [Double], _ call: @escaping @Sendable (Double, Double) -> Double
    ) -> [[Double]] {
        let flat = table(rows: probes.count, columns: positions.count, filler: Double.nan) { p, out in
            for i in 0..<positions.count { out[i] = call(positions[i], probes[p]) }
        }
        return (0..<probes.count).map { p in Array(flat[(p * positions.count)..<((p + 1) * positions.count)]) }
    }

    /// The estimated unit-space error of interval `i`: over the probe pairs, the larger midpoint
    /// deviation of the two lines plus the twist term, whose share for this axis is
    /// |f_xz|·dx²/8 ≈ |twist|·(dx/gap)/8 in span fractions. A pair partly NaN asks for a bisection.
    private func estimate(_ axis: Axis, interval i: Int, mids: [Double], threshold: Double) -> Double {
        let width = (axis.lines[i + 1] - axis.lines[i]) / axis.span
        var e = 0.0
        for p in stride(from: 0, to: mids.count - 1, by: 2) {
            let (a0, b0, m0) = (axis.heights[p][i], axis.heights[p][i + 1], mids[p])
            let (a1, b1, m1) = (axis.heights[p + 1][i], axis.heights[p + 1][i + 1], mids[p + 1])
            let values = [a0, b0, m0, a1, b1, m1]
            let nans = values.count { $0.isNaN }
            if nans == 0 {
                let deviation = max(abs(m0 - (a0 + b0) / 2), abs(m1 - (a1 + b1) / 2))
                let twist = abs(b1 - a1 - b0 + a0) * (width / axis.pairGap) / 8
                e = max(e, deviation + twist)
            } else if nans < values.count {
                e = max(e, threshold > 0 ? 2 * threshold : 1)
            }
        }
        return e
    }

    /// The candidates that fit under the caps, largest deviation first, per axis.
    private func accept(_ candidates: [Candidate], counts: [Int]) -> [Set<Int>] {
        let ordered = candidates.sorted {
            ($0.deviation, -$0.axis, -$0.interval) > ($1.deviation, -$1.axis, -$1.interval)
        }
        var counts = counts
        var accepted: [Set<Int>] = [[], []]
        for c in ordered {
            var next = counts
            next[c.axis] += 1
            guard next[c.axis] <= lineCap, next[0] * next[1] <= vertexCap else { continue }
            counts = next
            accepted[c.axis].insert(c.interval)
        }
        return accepted
    }

    /// `axis` with the midpoints of the `accepted` intervals inserted (their probe heights were
    /// evaluated by the test: `midHeights[p][column[i]]`); only the new halves stay active.
    private func bisected(_ axis: Axis, _ accepted: Set<Int>, column: [Int: Int], midHeights: [[Double]]) -> Axis {
        var result = axis
        result.lines = []
        result.heights = axis.heights.map { _ in [] }
        result.active = []
        for i in axis.lines.indices {
            result.lines.append(axis.lines[i])
            for p in axis.heights.indices { result.heights[p].append(axis.heights[p][i]) }
            guard i < axis.lines.count - 1 else { break }
            if accepted.contains(i), let k = column[i] {
                result.lines.append((axis.lines[i] + axis.lines[i + 1]) / 2)
                for p in axis.heights.indices { result.heights[p].append(midHeights[p][k]) }
                result.active += [true, true]
            } else {
                result.active.append(false)
            }
        }
        return result
    }
}
