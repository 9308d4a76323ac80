/// Adaptive sampling of y = f(x) for drawing at a known resolution.
///
/// Starts with one interval every `initialSpacing` pixels and bisects each interval until the
/// function's midpoint lies within `tolerance` pixels (vertically) of the chord, at most
/// `maxDepth` times. The result is a list of pieces (polylines in data space):
/// - NaN is a gap: the edge of a defined region is located by bisection before the piece ends;
/// - ±∞ ends a piece (the lowering clips what remains at the plot edge);
/// - a jump — an interval at the deepest level still changing by more than `jumpPixels` — ends a
///   piece, so poles and steps draw without vertical walls.
public struct FunctionSampler: Sendable {
    /// Pixels per unit of x (> 0).
    public var pixelsPerX: Double
    /// Pixels per unit of y (> 0).
    public var pixelsPerY: Double
    /// Allowed vertical distance between the polyline and the curve, in pixels.
    public var tolerance: Double = 0.5
    /// Width of the initial intervals in pixels.
    public var initialSpacing: Double = 4
    /// Maximum number of bisections of an initial interval.
    public var maxDepth: Int = 16
    /// A change larger than this across an interval at the deepest level is a discontinuity.
    public var jumpPixels: Double = 4
    /// Hard cap on function evaluations (the work limit documented on `LinePlot`).
    public var maxEvaluations: Int = 200_000

    public init(pixelsPerX: Double, pixelsPerY: Double) {
        self.pixelsPerX = pixelsPerX
        self.pixelsPerY = pixelsPerY
    }

    /// The pieces of the curve over `domain`, each a polyline of finite (x, y) points.
    public func sample(_ domain: ClosedRange<Double>, _ f: @escaping (Double) -> Double) -> [[SIMD2<Double>]] {
        let width = (domain.upperBound - domain.lowerBound) * pixelsPerX
        guard width.isFinite, width >= 0 else { return [] }
        let n = max(2, min(100_000, Int((width / initialSpacing).rounded(.up))))
        var state = State(f: f, budget: maxEvaluations)
        var xa = domain.lowerBound
        var ya = state.eval(xa)
        state.point(xa, ya)
        for i in 1...n {
            let xb =
                i == n
                ? domain.upperBound
                : domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(n)
            let yb = state.eval(xb)
            refine(&state, xa, ya, xb, yb, depth: 0)
            state.point(xb, yb)
            xa = xb
            ya = yb
        }
        state.endPiece()
        return state.pieces
    }

    private struct State {
        let f: (Double) -> Double
        var budget: Int
        var pieces: [[SIMD2<Double>]] = []
        var current: [SIMD2<Double>] = []

        mutating func eval(_ x: Double) -> Double {
            budget -= 1
            return f(x)
        }

        mutating func point(_ x: Double, _ y: Double) {
            if y.isFinite { current.append(SIMD2(x, y)) } else { endPiece() }
        }

        mutating func endPiece() {
            if current.count >= 2 { pieces.append(current) } else if current.count == 1 { pieces.append(current) }
            current = []
        }
    }

    private func refine(_ s: inout State, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, depth: Int) {
        guard depth < maxDepth, s.budget > 0 else {
            if ya.isFinite, yb.isFinite, abs(yb - ya) * pixelsPerY > jumpPixels, isJump(&s, xa, ya, xb, yb) {
                s.endPiece()
            }
            return
        }
        let xm = (xa + xb) / 2
        let ym = s.eval(xm)
        let finite = ya.isFinite && yb.isFinite && ym.isFinite
        if finite {
            let deviation = abs(ym - (ya + yb) / 2) * pixelsPerY
            if deviation <= tolerance { return }
        } else if !ya.isFinite && !ym.isFinite && !yb.isFinite {
            return  // wholly undefined here
        }
        refine(&s, xa, ya, xm, ym, depth: depth + 1)
        s.point(xm, ym)
        refine(&s, xm, ym, xb, yb, depth: depth + 1)
    }

    /// Whether a large change across a tiny interval is a jump rather than a steep slope: bisecting
    /// a continuous function splits the change between the halves, while a jump stays whole in one
    /// half. Three bisections must all keep more than 3/4 of the change on one side.
    private func isJump(_ s: inout State, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) -> Bool {
        var (a, fa, b, fb) = (xa, ya, xb, yb)
        for _ in 0..<3 {
            let m = (a + b) / 2
            let fm = s.eval(m)
            guard fm.isFinite else { return true }
            let left = abs(fm - fa)
            let right = abs(fb - fm)
            if max(left, right) < 0.75 * abs(fb - fa) { return false }
            if left > right {
                (b, fb) = (m, fm)
            } else {
                (a, fa) = (m, fm)
            }
        }
        return true
    }
}
