import ChartCamera
import ChartMath
import ChartScene
import Dispatch
import Foundation

extension DensityPlot: Chart3DContent {
    /// A point per index of `x`, `y` and `z` (columns of equal length) in a `Chart3D`, counted per
    /// device pixel of the view as the camera sees them, with each pixel's nearest point's depth:
    /// surfaces in front of a pixel hide it, and it hides what lies behind it.
    ///
    /// ```swift
    /// Chart3D {
    ///     DensityPlot(x: xs, y: ys, z: zs)
    /// }
    /// ```
    public init(
        x: [Double], y: [Double], z: [Double], xLabel: String = "x", yLabel: String = "y", zLabel: String = "z"
    ) {
        self.init(input: .columns(x: x, y: y, values: nil, z: z), x: xLabel, y: yLabel, value: nil, lines: false)
        self.zLabel = zLabel
    }

    /// A 3D point per index, each pixel shaded by the mean of `value` over its points (a point
    /// whose value is not finite is left out); `valueLabel` titles the colour bar.
    public init(
        x: [Double], y: [Double], z: [Double], value: [Double], xLabel: String = "x", yLabel: String = "y",
        zLabel: String = "z", valueLabel: String = "value"
    ) {
        self.init(
            input: .columns(x: x, y: y, values: value, z: z), x: xLabel, y: yLabel, value: valueLabel, lines: false)
        self.zLabel = zLabel
    }

    /// 3D points streamed from `source`, chunk by chunk (each chunk with its ``DensityChunk/z``
    /// values; a chunk without them adds no points); `x`, `y` and `z` title the axes, `value` the
    /// colour bar when the pixels are shaded by the mean of the chunks' values.
    public init(_ source: DensitySource, x: String, y: String, z: String, value: String? = nil) {
        self.init(input: .source(source), x: x, y: y, value: value, lines: false)
        zLabel = z
    }

    /// Adds the chart's domains (`chartXScale(domain:)`, …) or the data's bounds on x, y and z (one
    /// pass, kept, only when a domain is not given) and the provisional count range on the
    /// continuous colour scale; a 2D plot (no z) or lines are refused with
    /// ``ChartError/notThreeDimensional(mark:)``.
    public func addValues(to domains: inout MarkDomains3D) throws {
        guard zLabel != nil, !isLines else { throw ChartError.notThreeDimensional(mark: inputName) }
        try validate()
        var bounds = domains.givenDomains
        if bounds.contains(where: { $0 == nil }) {
            let read = cache.bounds { DensityAggregation.bounds(input, lines: false) }
            bounds = zip(bounds, read).map { $0 ?? $1 }
        }
        for (axis, (range, label)) in zip(bounds, [xLabel, yLabel, zLabel!]).enumerated() {
            guard let range else { throw DensityPlotError.emptyDomain(input: inputName, axis: ["x", "y", "z"][axis]) }
            for v in [range.lowerBound, range.upperBound] {
                domains.add(AxisValue(label: label, storage: .single(.number(v))), axis: axis)
            }
        }
        domains.colorValues += [1.0, 100_000].map { AxisValue(label: colorTitle, storage: .single(.number($0))) }
    }
}

/// A 3D ``DensityPlot`` prepared up to the camera: its input is counted anew for every view (the
/// pixels a point falls in change as the box turns), shaded with the colour scale made at the
/// chart's own pose, so that a colour keeps its count as the view turns.
struct DensityLayer3D: Sendable {
    let plot: DensityPlot
    /// Value → scene coordinate on x, y and z.
    let maps: [DensityAxisMap]
    /// The box's scene interval on x, y and z; points outside it are left out.
    let box: [ClosedRange<Double>]
    let colorMap: ColorMap
    let opacity: Float
    /// The colour scale every view is shaded with (nil until the chart's own pose was shaded).
    var scale: DensityColorScale?

    /// Points read per view while it moves: a stable subsample of the chunks, about this many.
    var movingBudget = 1_000_000
    /// The chunks the input is read in, and about how many points they hold (a source's first
    /// chunk times its count), found once.
    let chunkCount: Int
    let pointCount: Int

    init(plot: DensityPlot, axes: [SceneAxis], colorMap: ColorMap, opacity: Double) {
        self.plot = plot
        maps = axes.map {
            DensityAxisMap(
                type: $0.scale.type, start: $0.scale.start, end: $0.scale.end, first: $0.range.lowerBound,
                last: $0.range.upperBound)
        }
        box = axes.map { min($0.range.lowerBound, $0.range.upperBound)...max($0.range.lowerBound, $0.range.upperBound) }
        self.colorMap = colorMap
        self.opacity = Float(min(max(opacity, 0), 1))
        chunkCount = plot.input.chunkCount(pieces: plot.input.pieces(lines: false))
        pointCount = plot.input.pointsRead(chunks: chunkCount)
    }

    /// The plot seen by `camera` over its whole viewport: one image with a depth per texel, or nil
    /// when no point is in view. Shaded with ``scale`` when set, else with its own range (the
    /// chart's pose, which then fixes ``scale``); `moving` reads a stable subsample.
    func shaded(camera: ViewCamera, moving: Bool) -> DensityShaded {
        let width = max(1, Int(camera.viewportWidth.rounded()))
        let height = max(1, Int(camera.viewportHeight.rounded()))
        let stride = moving ? max(1, pointCount / max(movingBudget, 1)) : 1
        // The counts of the chunks read, weighed up to all of them.
        let weight = Double(chunkCount) / Double(max(1, (chunkCount + stride - 1) / stride))
        let key = DensityImageKey(
            width: width, height: height, x: [], y: [], shading: plot.shadingMode, map: colorMap,
            camera: camera.viewProjection.columnMajor, subsampled: stride > 1)
        return plot.cache.image(key) {
            let grid = DensityAggregation.aggregate3D(
                plot.input, sums: plot.valueLabel != nil, width: width, height: height, maps: maps, box: box,
                viewProjection: camera.viewProjection, chunkStride: stride)
            guard let scale else {
                let own = DensityShader.shade(grid, shading: plot.shadingMode, map: colorMap, title: plot.colorTitle)
                return DensityShaded(texels: own.texels, scale: own.scale, grid: grid)
            }
            let texels = DensityShader.shade(grid, fixed: scale, map: colorMap, weight: weight)
            return DensityShaded(texels: texels, scale: scale, grid: grid)
        }
    }

    /// What the still view by `camera` shows at `pixel` (viewport pixels): the scene position of
    /// the pixel's nearest point (the pixel's centre at that point's depth) and the read-out line
    /// of its count, or of the mean value; nil where the pixel is empty or outside.
    func readout(at pixel: Vec2, camera: ViewCamera) -> (position: Vec3, depth: Float, line: String)? {
        let shaded = shaded(camera: camera, moving: false)
        guard let grid = shaded.grid, let depth = grid.depth, let inverse = camera.viewProjection.inverse else {
            return nil
        }
        let (column, row) = (Int(pixel.x.rounded(.down)), Int(pixel.y.rounded(.down)))
        guard column >= 0, column < grid.width, row >= 0, row < grid.height else { return nil }
        let cell = row * grid.width + column
        let count = grid.counts[cell]
        guard count > 0 else { return nil }
        let ndc = Vec4(
            (Float(column) + 0.5) / Float(grid.width) * 2 - 1, 1 - (Float(row) + 0.5) / Float(grid.height) * 2,
            depth[cell] * 2 - 1, 1)
        let world = inverse * ndc
        let position = Vec3(world.x, world.y, world.z) / world.w
        let line =
            grid.sums.map {
                ColorReadout.line(label: plot.colorTitle, value: .number($0[cell] / Double(count)))
            } ?? ColorReadout.line(label: plot.colorTitle, value: .number(Double(count)))
        return (position, depth[cell], line)
    }

    /// The image of ``shaded(camera:moving:)`` covering the viewport, or nil when it is empty.
    func image(camera: ViewCamera, moving: Bool) -> SceneImage? {
        let shaded = shaded(camera: camera, moving: moving)
        guard shaded.scale != nil, let grid = shaded.grid, let depth = grid.depth else { return nil }
        return SceneImage(
            origin: .zero, size: Vec2(camera.viewportWidth, camera.viewportHeight), width: grid.width,
            height: grid.height, texels: shaded.texels, filtering: .nearest, opacity: opacity, depth: depth)
    }
}

extension DensityInput {
    /// About how many points the chunks hold (a source's first chunk times its count).
    func pointsRead(chunks: Int) -> Int {
        switch self {
        case .columns(let x, _, _, _, _): return x.count
        case .source(let source): return chunks > 0 ? source.chunk(0).x.count * chunks : 0
        }
    }
}

extension DensityAggregation {
    /// The grid of 3D points seen through `viewProjection` over a `width` × `height` viewport:
    /// each point's value mapped into the box by `maps` (points outside `box` left out), projected,
    /// counted in the pixel it falls in, the pixel keeping its nearest point's window depth. Reads
    /// every `chunkStride`th chunk (a stable subsample while the view moves), in parallel.
    static func aggregate3D(
        _ input: DensityInput, sums: Bool, width: Int, height: Int, maps: [DensityAxisMap],
        box: [ClosedRange<Double>], viewProjection: Mat4, chunkStride: Int = 1, workers requested: Int? = nil
    ) -> DensityGrid {
        let pieces = input.pieces(lines: false)
        let projection = DensityProjection(maps: maps, box: box, matrix: viewProjection, width: width, height: height)
        let grids = perWorker(
            input, chunks: Array(Swift.stride(from: 0, to: input.chunkCount(pieces: pieces), by: max(chunkStride, 1))),
            lines: false, pieces: pieces, workers: requested,
            start: {
                var grid = DensityGrid(width: width, height: height, sums: sums)
                grid.depth = [Float](repeating: 1, count: width * height)
                return grid
            },
            fold: { view, grid in projection.count(view, into: &grid) })
        return sum(grids)
    }
}

/// Values → box → clip space → pixel and window depth, for counting 3D points.
struct DensityProjection {
    /// Value → scene on x, y and z (stored apart: no array in the loop over the points).
    let mx: DensityAxisMap
    let my: DensityAxisMap
    let mz: DensityAxisMap
    /// The box's scene bounds: x, y and z, lower and upper.
    let lo: SIMD3<Double>
    let hi: SIMD3<Double>
    /// The view-projection matrix, row-major, in double precision (a tuple: no bounds checks in
    /// the loop over the points).
    let m:
        (
            Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
            Double, Double, Double
        )
    let width: Int
    let height: Int

    init(maps: [DensityAxisMap], box: [ClosedRange<Double>], matrix: Mat4, width: Int, height: Int) {
        (mx, my, mz) = (maps[0], maps[1], maps[2])
        lo = SIMD3(box[0].lowerBound, box[1].lowerBound, box[2].lowerBound)
        hi = SIMD3(box[0].upperBound, box[1].upperBound, box[2].upperBound)
        let c = matrix.columnMajor.map(Double.init)
        // Row r, column k is columnMajor[k * 4 + r].
        m = (c[0], c[4], c[8], c[12], c[1], c[5], c[9], c[13], c[2], c[6], c[10], c[14], c[3], c[7], c[11], c[15])
        self.width = width
        self.height = height
    }

    /// Counts the chunk's points (and adds their values) into `grid`, keeping each pixel's
    /// nearest depth; points without z, outside the box or behind the eye are left out.
    func count(_ view: DensityChunkView, into grid: inout DensityGrid) {
        guard let zs = view.z, grid.depth != nil else { return }
        var counts: [UInt32] = []
        var sums: [Double] = []
        var depth: [Float] = []
        swap(&counts, &grid.counts)
        swap(&depth, &grid.depth!)
        if grid.sums != nil { swap(&sums, &grid.sums!) }
        defer {
            swap(&counts, &grid.counts)
            swap(&depth, &grid.depth!)
            if grid.sums != nil { swap(&sums, &grid.sums!) }
        }
        let values = grid.sums != nil ? view.values : nil
        counts.withUnsafeMutableBufferPointer { c in
            depth.withUnsafeMutableBufferPointer { d in
                sums.withUnsafeMutableBufferPointer { s in
                    for i in 0..<view.x.count {
                        guard let (cell, z) = project(view.x[i], view.y[i], zs[i]) else { continue }
                        if let values {
                            guard values[i].isFinite else { continue }
                            s[cell] += values[i]
                        }
                        c[cell] &+= 1
                        if z < d[cell] { d[cell] = z }
                    }
                }
            }
        }
    }

    /// The pixel (row-major index) and window depth of a point, or nil when it is not finite,
    /// outside the box, behind the eye or outside the viewport.
    @inline(__always) func project(_ vx: Double, _ vy: Double, _ vz: Double) -> (Int, Float)? {
        let x = mx.coordinate(vx)
        let y = my.coordinate(vy)
        let z = mz.coordinate(vz)
        // NaN fails every comparison.
        guard x >= lo.x, x <= hi.x, y >= lo.y, y <= hi.y, z >= lo.z, z <= hi.z else { return nil }
        let cw = m.12 * x + m.13 * y + m.14 * z + m.15
        guard cw > 0 else { return nil }
        let px = ((m.0 * x + m.1 * y + m.2 * z + m.3) / cw + 1) / 2 * Double(width)
        let py = (1 - (m.4 * x + m.5 * y + m.6 * z + m.7) / cw) / 2 * Double(height)
        let depth = ((m.8 * x + m.9 * y + m.10 * z + m.11) / cw + 1) / 2
        guard px >= 0, px < Double(width), py >= 0, py < Double(height), depth >= 0, depth <= 1 else { return nil }
        return (Int(py) * width + Int(px), Float(depth))
    }
}
