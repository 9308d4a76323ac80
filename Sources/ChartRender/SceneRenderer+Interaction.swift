import ChartScene

/// The level of detail drawn while the view is dragged (``SceneRenderer/isInteracting``): a point
/// batch of more than ``SceneRenderer/interactivePointBudget`` points is drawn as a stable
/// subsample of that many points, the same subset every frame (chosen once per uploaded batch), so
/// the cloud does not flicker while it turns. Screenshots and exports, which draw with
/// `isInteracting` false, always draw every point.
extension SceneRenderer {
    /// The points of a batch of `count` points drawn while interacting, for a budget of `budget`
    /// points: all of them when they fit the budget (or the view is still), else `budget`.
    ///
    /// ```swift
    /// SceneRenderer.interactivePointCount(1_000_000, budget: 100_000, interacting: true)  // 100_000
    /// ```
    public static func interactivePointCount(_ count: Int, budget: Int, interacting: Bool) -> Int {
        guard interacting, budget >= 0 else { return count }
        return min(count, budget)
    }

    /// `k` distinct indices of `0..<count` in ascending order, a pseudo-random subset fixed by the
    /// count alone (a partial Fisher–Yates shuffle driven by a SplitMix64 generator of a fixed
    /// seed): the same call gives the same subset, and the subset is spread over the whole
    /// batch, so over the whole extent of a cloud in any order. All indices when `k >= count`.
    public static func stableSubsample(count: Int, keeping k: Int) -> [Int] {
        guard k < count else { return Array(0..<max(count, 0)) }
        guard k > 0 else { return [] }
        var order = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { buffer[i] = Int32(truncatingIfNeeded: i) }
            initialized = count
        }
        var state: UInt64 = 0x5EED_0F_C4A7
        for i in 0..<k {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let j = i + Int(z % UInt64(count - i))
            order.swapAt(i, j)
        }
        return order[..<k].map { Int($0) }.sorted()
    }

    /// `batch` reduced to the points at `indices` (colours and sizes too, where they vary per point).
    static func subset(of batch: PointBatch, at indices: [Int]) -> PointBatch {
        var copy = batch
        copy.positions = indices.map { batch.positions[$0] }
        if batch.colors.count == batch.positions.count && batch.colors.count != 1 {
            copy.colors = indices.map { batch.colors[$0] }
        }
        if batch.sizes.count == batch.positions.count && batch.sizes.count != 1 {
            copy.sizes = indices.map { batch.sizes[$0] }
        }
        return copy
    }
}

/// The reduced resolution of drag frames (``SceneRenderer/pixelScale``): on a software rasteriser
/// the cost of clearing, filling and presenting a frame grows with its pixels, so a window draws
/// the frames of a drag into a smaller target and shows it enlarged.
extension SceneRenderer {
    /// The most device pixels a reduced drag frame draws by default: 640 × 480.
    public static let reducedFramePixelBudget = 640 * 480

    /// The ``pixelScale`` at which a `width` × `height` scene is drawn within `pixelBudget` pixels:
    /// 1 when it fits, else the square root of the ratio rounded down to a multiple of 1/16 (so a
    /// 1280 × 960 window gets exactly ½), at least ¼.
    ///
    /// ```swift
    /// SceneRenderer.reducedPixelScale(width: 1280, height: 960)  // 0.5
    /// SceneRenderer.reducedPixelScale(width: 640, height: 480)   // 1
    /// ```
    public static func reducedPixelScale(width: Int, height: Int, pixelBudget: Int = reducedFramePixelBudget)
        -> Float
    {
        let pixels = Double(max(width, 1)) * Double(max(height, 1))
        guard pixelBudget > 0, pixels > Double(pixelBudget) else { return 1 }
        let exact = (Double(pixelBudget) / pixels).squareRoot()
        return Float(max(0.25, (exact * 16).rounded(.down) / 16))
    }

    /// The viewport, in device pixels, that a `width` × `height` scene is drawn into at
    /// `pixelScale`: each side scaled and rounded to the nearest pixel, at least 1 (the scene's own
    /// size at 1, or at a scale that is not valid).
    public static func viewportSize(width: Int, height: Int, pixelScale: Float) -> (width: Int, height: Int) {
        let scale = validPixelScale(pixelScale)
        guard scale != 1 else { return (width, height) }
        return (
            max(1, Int((Float(width) * scale).rounded())), max(1, Int((Float(height) * scale).rounded()))
        )
    }

    /// `scale` when it is finite and in (0, 1], else 1.
    static func validPixelScale(_ scale: Float) -> Float {
        scale.isFinite && scale > 0 && scale <= 1 ? scale : 1
    }

    /// A scissor rectangle `rect` (scene pixels, y down) in GL window coordinates of a viewport
    /// `viewportHeight` device pixels high (origin bottom-left), each edge scaled by `pixelScale` and
    /// rounded to the nearest device pixel.
    static func deviceRect(_ rect: PixelRect, pixelScale: Float, viewportHeight: Int)
        -> (x: Int, y: Int, width: Int, height: Int)
    {
        func scaled(_ v: Int) -> Int { pixelScale == 1 ? v : Int((Float(v) * pixelScale).rounded()) }
        let left = scaled(rect.x)
        let right = scaled(rect.x + max(rect.width, 0))
        let top = scaled(rect.y)
        let bottom = scaled(rect.y + max(rect.height, 0))
        return (left, viewportHeight - bottom, right - left, bottom - top)
    }
}
