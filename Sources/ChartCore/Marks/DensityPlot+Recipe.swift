import ChartMath
import ChartScene
import Foundation

/// What a ``DensityPlot`` keeps between lowerings: its data's bounds (one pass, once) and the last
/// shaded image with the key it was made for.
final class DensityCache: @unchecked Sendable {
    private let lock = NSLock()
    private var storedBounds: [ClosedRange<Double>?]?
    private var image: (key: DensityImageKey, shaded: DensityShaded)?

    /// The bounds of x, y and z, computed by `make` on first use.
    func bounds(_ make: () -> [ClosedRange<Double>?]) -> [ClosedRange<Double>?] {
        lock.lock()
        defer { lock.unlock() }
        if let storedBounds { return storedBounds }
        let b = make()
        storedBounds = b
        return b
    }

    /// The image of `key`, made by `make` unless the last one was made for the same key.
    func image(_ key: DensityImageKey, _ make: () -> DensityShaded) -> DensityShaded {
        lock.lock()
        defer { lock.unlock() }
        if let image, image.key == key { return image.shaded }
        let made = make()
        image = (key, made)
        return made
    }
}

/// A shaded density grid: RGBA texels (straight alpha, row 0 at the top), the colour scale they
/// were shaded with (nil: every cell empty) and, in 3D, the grid they were shaded from (its
/// depths go with the texels; the hover read-out reads its cells).
struct DensityShaded: Sendable {
    let texels: [UInt8]
    let scale: DensityColorScale?
    var grid: DensityGrid? = nil
}

/// What a density image depends on besides the (immutable) data.
struct DensityImageKey: Equatable {
    let width: Int
    let height: Int
    let x: [Double]
    let y: [Double]
    let shading: DensityShading
    let map: ColorMap
    /// A 3D plot's camera (its view-projection) and whether a stable subsample was read.
    var camera: [Float] = []
    var subsampled = false
}

extension DensityPlot {
    /// "DensityPlot", with the y label, in warnings.
    public var markName: String { WarningLog.name("DensityPlot", yLabel) }

    /// The plot in words: "1,000,000 points counted per pixel, shaded by count (equalised
    /// histogram)"; a source's size is not read for it ("points streamed in 100 chunks").
    public var accessibleSummary: MarkAccessibleSummary? {
        let noun = isLines ? ("sample", "samples") : ("point", "points")
        let what =
            input.knownCount.map { DescriptionWriter.count($0, noun.0, noun.1) }
            ?? "\(noun.1) streamed in \(DescriptionWriter.count(input.chunkCount, "chunk", "chunks"))"
        let shading: String
        switch (valueLabel, shadingMode) {
        case (let value?, _): shading = "shaded by the mean of \(value)"
        case (nil, .equalizedHistogram): shading = "shaded by count (equalised histogram)"
        case (nil, .log): shading = "shaded by count (log scale)"
        case (nil, .linear): shading = "shaded by count"
        }
        let space = zLabel == nil ? "pixel" : "pixel as the camera sees them"
        return MarkAccessibleSummary(
            kind: isLines ? "line density plots" : "density plots", item: "\(what) counted per \(space), \(shading)")
    }

    /// Checks the columns, then adds the axes' domains — the chart's own (`chartXScale(domain:)`,
    /// `chartYScale(domain:)`) or the data's finite bounds (one pass, kept) — and a provisional count
    /// range (1…100,000) on the continuous colour scale, so that the colour bar has its room; the
    /// bar drawn shows the range the plot was shaded with.
    public func addValues(to domains: inout MarkDomains) throws {
        guard zLabel == nil else { throw DensityPlotError.threeDimensionalInChart(input: inputName) }
        try validate()
        var x = domains.x.spec.domain
        var y = domains.y.spec.domain
        if x == nil || y == nil {
            let b = cache.bounds { DensityAggregation.bounds(input, lines: isLines) }
            x = x ?? b[0]
            y = y ?? b[1]
        }
        for (axis, range) in [("x", x), ("y", y)] {
            guard let range else { throw DensityPlotError.emptyDomain(input: inputName, axis: axis) }
            guard range.lowerBound.isFinite, range.upperBound.isFinite else {
                throw DensityPlotError.invalidDomain(
                    input: inputName, axis: axis, lower: range.lowerBound, upper: range.upperBound)
            }
        }
        for v in [x!.lowerBound, x!.upperBound] {
            try domains.addX(AxisValue(label: xLabel, storage: .single(.number(v))))
        }
        for v in [y!.lowerBound, y!.upperBound] {
            try domains.addY(AxisValue(label: yLabel, storage: .single(.number(v))))
        }
        // The same provisional range every time, so that the layout (and the cached image) does not
        // depend on an earlier lowering; counts up to 100,000 take no wider labels.
        domains.colorValues += [1.0, 100_000].map {
            AxisValue(label: colorTitle, storage: .single(.number($0)))
        }
    }

    /// Refuses columns of different lengths and bad line starts.
    func validate() throws(DensityPlotError) {
        guard case .columns(let x, let y, let values, let starts, let z) = input else { return }
        guard x.count == y.count, values.map({ $0.count == x.count }) ?? true, z.map({ $0.count == x.count }) ?? true
        else {
            throw .mismatchedLengths(input: inputName, x: x.count, y: y.count, values: values?.count, z: z?.count)
        }
        if isLines {
            guard starts.first == 0, zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }),
                (starts.last ?? 0) <= max(x.count - 1, 0)
            else { throw .invalidLineStarts(input: inputName) }
        }
    }

    /// The plot area as one image of its device pixels: the points (or segments) counted per
    /// pixel, shaded; nothing when no point falls inside. Reports the colour range it shaded with,
    /// which the colour bar then shows.
    public func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        let plot = context.plot
        let size = Vec2(plot.x1 - plot.x0, plot.y1 - plot.y0)
        guard size.x > 0, size.y > 0 else { return [] }
        let width = max(1, Int(size.x.rounded()))
        let height = max(1, Int(size.y.rounded()))
        let (kx, ky) = (Double(width) / Double(size.x), Double(height) / Double(size.y))
        let xs = context.x.scale
        let ys = context.y.scale
        let xFirst = (context.x.pixelStart - Double(plot.x0)) * kx
        let xLast = (context.x.pixelEnd - Double(plot.x0)) * kx
        let yFirst = (context.y.pixelStart - Double(plot.y0)) * ky
        let yLast = (context.y.pixelEnd - Double(plot.y0)) * ky
        let map = context.categories.continuousMap
        let key = DensityImageKey(
            width: width, height: height, x: [xs.start, xs.end, xFirst, xLast], y: [ys.start, ys.end, yFirst, yLast],
            shading: shadingMode, map: map)
        let shaded = cache.image(key) {
            let grid = DensityAggregation.aggregate(
                input, lines: isLines, sums: valueLabel != nil, width: width, height: height,
                x: DensityAxisMap(type: xs.type, start: xs.start, end: xs.end, first: xFirst, last: xLast),
                y: DensityAxisMap(type: ys.type, start: ys.start, end: ys.end, first: yFirst, last: yLast))
            let shaded = DensityShader.shade(grid, shading: shadingMode, map: map, title: colorTitle)
            return DensityShaded(texels: shaded.texels, scale: shaded.scale)
        }
        guard let scale = shaded.scale else { return [] }
        context.log.drawnColorScale = scale
        return [
            .image(
                SceneImage(
                    origin: Vec2(plot.x0, plot.y0), size: size, width: width, height: height, texels: shaded.texels,
                    filtering: .nearest, opacity: Float(min(max(opacityValue * context.style.opacity, 0), 1))))
        ]
    }
}
