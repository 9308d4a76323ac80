import Foundation

/// One sample of a curve: the parameter and the point it maps to (pixel space).
public struct CurveSample: Sendable, Equatable {
    /// The curve parameter (x for y = f(x), t for a parametric curve).
    public var t: Double
    /// The point in pixel space.
    public var point: SIMD2<Double>

    public init(t: Double, point: SIMD2<Double>) {
        self.t = t
        self.point = point
    }
}

/// Adaptive sampling of a curve p(t) as it will be drawn, in pixel space.
///
/// The domain is cut into `initialIntervals` equal intervals; each is bisected until the curve's
/// midpoint (and, on the first levels, its quarter points) lie within `tolerance` pixels of the
/// chord, at most `maxDepth` times. The result is a list of pieces, each a polyline:
/// - a point with a NaN coordinate is undefined: a gap, whose edges are found by bisection;
/// - a point with an infinite coordinate ends the piece (what remains is clipped at the plot edge);
/// - a jump — an interval at the deepest level still spanning more than `jumpPixels`, whose change
///   stays whole in one half under further bisection — ends the piece, so poles and steps draw
///   without walls, while steep but continuous stretches stay joined.
///
/// Work is capped by `maxEvaluations` (200 000 by default); past it, intervals are no longer
/// refined and the drawn curve may be coarser than the tolerance.
public struct CurveSampler: Sendable {
    /// Allowed distance between the polyline and the curve, in pixels.
    public var tolerance: Double = 0.5
    /// Maximum number of bisections of an initial interval.
    public var maxDepth: Int = 18
    /// A change larger than this across an interval at the deepest level is a jump candidate.
    public var jumpPixels: Double = 2
    /// Hard cap on curve evaluations.
    public var maxEvaluations: Int = 200_000

    public init() {}

    /// The pieces of the curve over `domain`.
    public func sample(
        _ domain: ClosedRange<Double>, initialIntervals: Int, _ p: @escaping (Double) -> SIMD2<Double>
    ) -> [[CurveSample]] {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [] }
        let n = max(1, min(1_000_000, initialIntervals))
        var state = State(p: p, budget: maxEvaluations)
        var a = CurveSample(t: domain.lowerBound, point: state.eval(domain.lowerBound))
        state.add(a)
        for i in 1...n {
            let t =
                i == n
                ? domain.upperBound
                : domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(n)
            let b = CurveSample(t: t, point: state.eval(t))
            refine(&state, a, b, depth: 0)
            state.add(b)
            a = b
        }
        state.endPiece()
        return state.pieces
    }

    /// As ``sample(_:initialIntervals:_:)``, split across all cores when the curve is long
    /// (at least 1024 initial intervals): the domain is cut into chunks sampled concurrently, and
    /// pieces that meet at a chunk boundary are joined again. The evaluation cap is shared out
    /// between the chunks. The result equals the serial one except where the cap is reached.
    public func sampleInParallel(
        _ domain: ClosedRange<Double>, initialIntervals: Int, _ p: @escaping @Sendable (Double) -> SIMD2<Double>
    ) -> [[CurveSample]] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard initialIntervals >= 1024, cores > 1, domain.lowerBound.isFinite, domain.upperBound.isFinite else {
            return sample(domain, initialIntervals: initialIntervals, p)
        }
        let chunks = min(cores * 4, initialIntervals / 256)
        let perChunk = initialIntervals / chunks
        let total = perChunk * chunks
        let span = domain.upperBound - domain.lowerBound
        let boundary: @Sendable (Int) -> Double = { k in
            k == chunks ? domain.upperBound : domain.lowerBound + span * Double(k * perChunk) / Double(total)
        }
        var configured = self
        configured.maxEvaluations = max(1, maxEvaluations / chunks)
        let chunkSampler = configured
        let results = ChunkResults(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { k in
            results.set(k, chunkSampler.sample(boundary(k)...boundary(k + 1), initialIntervals: perChunk, p))
        }
        var pieces: [[CurveSample]] = []
        for chunk in results.all {
            for (i, piece) in chunk.enumerated() {
                // The first piece of a chunk continues the last piece of the previous one when both
                // reach the shared boundary.
                if i == 0, let last = pieces.last?.last, let first = piece.first, last.t == first.t {
                    pieces[pieces.count - 1] += piece.dropFirst()
                } else {
                    pieces.append(piece)
                }
            }
        }
        return pieces
    }

    /// Per-chunk results written from concurrent workers, each to its own slot.
    private final class ChunkResults: @unchecked Sendable {
        private var slots: [[[CurveSample]]]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: [], count: count) }

        func set(_ k: Int, _ value: [[CurveSample]]) {
            lock.lock()
            slots[k] = value
            lock.unlock()
        }

        var all: [[[CurveSample]]] {
            lock.lock()
            defer { lock.unlock() }
            return slots
        }
    }

    private struct State {
        let p: (Double) -> SIMD2<Double>
        var budget: Int
        var pieces: [[CurveSample]] = []
        var current: [CurveSample] = []

        mutating func eval(_ t: Double) -> SIMD2<Double> {
            budget -= 1
            return p(t)
        }

        mutating func add(_ s: CurveSample) {
            if s.point.x.isFinite && s.point.y.isFinite { current.append(s) } else { endPiece() }
        }

        mutating func endPiece() {
            if !current.isEmpty { pieces.append(current) }
            current = []
        }
    }

    private static func isDefined(_ p: SIMD2<Double>) -> Bool { p.x.isFinite && p.y.isFinite }

    /// Distance from `p` to the segment `a`–`b`.
    static func distance(_ p: SIMD2<Double>, toSegment a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let d = b - a
        let l2 = (d * d).sum()
        let t = l2 > 0 ? min(max(((p - a) * d).sum() / l2, 0), 1) : 0
        let q = a + d * t - p
        return (q * q).sum().squareRoot()
    }

    private func refine(_ s: inout State, _ a: CurveSample, _ b: CurveSample, depth: Int) {
        let da = Self.isDefined(a.point)
        let db = Self.isDefined(b.point)
        guard depth < maxDepth, s.budget > 0 else {
            if da, db {
                let span = b.point - a.point
                if (span * span).sum().squareRoot() > jumpPixels, isJump(&s, a, b) { s.endPiece() }
            }
            return
        }
        let tm = (a.t + b.t) / 2
        let m = CurveSample(t: tm, point: s.eval(tm))
        let dm = Self.isDefined(m.point)
        if da, db, dm {
            var flat = Self.distance(m.point, toSegment: a.point, b.point) <= tolerance
            // A chord longer than a jump whose midpoint sits near one end is not a smooth stretch:
            // it may be a jump drawn as a wall, so keep bisecting (parametric speed is nearly
            // constant across a small interval of a smooth curve).
            let chord = b.point - a.point
            let length2 = (chord * chord).sum()
            if flat, length2 > jumpPixels * jumpPixels {
                let along = ((m.point - a.point) * chord).sum() / length2
                if along < 0.25 || along > 0.75 { flat = false }
            }
            // On the first levels also look at the quarter points: a symmetric wiggle can put the
            // midpoint exactly on the chord.
            if flat, depth < 2 {
                for f in [0.25, 0.75] {
                    let q = s.eval(a.t + (b.t - a.t) * f)
                    if !Self.isDefined(q) || Self.distance(q, toSegment: a.point, b.point) > tolerance {
                        flat = false
                        break
                    }
                }
            }
            if flat { return }
        } else if !da, !db, !dm {
            return  // undefined throughout this interval
        }
        refine(&s, a, m, depth: depth + 1)
        s.add(m)
        refine(&s, m, b, depth: depth + 1)
    }

    /// Whether a large change across a tiny interval is a jump rather than a steep stretch:
    /// bisecting a continuous curve splits the change between the halves, while a jump stays whole
    /// in one half. Three bisections must all keep more than 3/4 of the change on one side.
    private func isJump(_ s: inout State, _ a: CurveSample, _ b: CurveSample) -> Bool {
        var (ta, pa, tb, pb) = (a.t, a.point, b.t, b.point)
        for _ in 0..<3 {
            let tm = (ta + tb) / 2
            let pm = s.eval(tm)
            guard Self.isDefined(pm) else { return true }
            let whole = ((pb - pa) * (pb - pa)).sum().squareRoot()
            let left = ((pm - pa) * (pm - pa)).sum().squareRoot()
            let right = ((pb - pm) * (pb - pm)).sum().squareRoot()
            if max(left, right) < 0.75 * whole { return false }
            if left > right {
                (tb, pb) = (tm, pm)
            } else {
                (ta, pa) = (tm, pm)
            }
        }
        return true
    }
}
