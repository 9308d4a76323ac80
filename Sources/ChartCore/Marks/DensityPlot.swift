import ChartMath
import ChartScene

/// Millions to billions of points (or line samples) aggregated per device pixel and shaded by
/// count, the way datashader draws them: the plot area becomes one image whose pixels are coloured
/// through the chart's continuous colour map (viridis by default) by how many points fell in them
/// (or by the mean of a value over them), empty pixels transparent, with a colour bar titled
/// "Count" (or the value's label).
///
/// ```swift
/// Chart {
///     DensityPlot(x: xs, y: ys, xLabel: "x", yLabel: "y")
/// }
/// ```
///
/// Points are counted when the chart is lowered, at the plot's size in device pixels, in parallel
/// over chunks (a grid per thread, added together). A ``DensitySource`` streams the input in
/// chunks instead of columns, so 10⁸ points never sit in memory at once:
///
/// ```swift
/// let source = DensitySource(chunkCount: 100) { k in makeChunk(k) }  // 10⁶ points each
/// Chart {
///     DensityPlot(source, x: "x", y: "y")
/// }
/// .chartXScale(domain: -5...5)
/// .chartYScale(domain: -5...5)
/// ```
///
/// The axes' domains come from `chartXScale(domain:)` / `chartYScale(domain:)` when the chart
/// gives them; otherwise from a first pass over the data (a source is then read twice: give the
/// domains to read it once). Lines (`DensityPlot(lineX:y:starts:)`, `DensityPlot(lines:x:y:)`)
/// count every pixel a segment crosses once per segment. Shading is
/// ``DensityShading/equalizedHistogram`` (datashader's `eq_hist`) unless ``shading(_:)`` says
/// otherwise. The colour bar shows the range the plot was shaded with; in a chart with other marks
/// coloured by numbers, it replaces theirs (one continuous colour bar per chart).
public struct DensityPlot: ChartContent, ChartMark {
    let input: DensityInput
    let xLabel: String
    let yLabel: String
    /// The z axis's label: set for a 3D plot (`DensityPlot(x:y:z:)`), nil in 2D.
    var zLabel: String? = nil
    /// The label of the value whose mean shades the pixels (nil: counts).
    let valueLabel: String?
    let isLines: Bool
    var shadingMode: DensityShading = .equalizedHistogram
    var opacityValue: Double = 1
    /// The last aggregation, reused while the plot's pixel size and domains are unchanged (a
    /// window redrawing the same chart).
    let cache = DensityCache()

    /// A point per index of `x` and `y` (columns of equal length), the labels titling the axes.
    public init(x: [Double], y: [Double], xLabel: String = "x", yLabel: String = "y") {
        self.init(input: .columns(x: x, y: y, values: nil), x: xLabel, y: yLabel, value: nil, lines: false)
    }

    /// A point per index, each pixel shaded by the mean of `value` over its points (a point whose
    /// value is not finite is left out); `valueLabel` titles the colour bar.
    public init(
        x: [Double], y: [Double], value: [Double], xLabel: String = "x", yLabel: String = "y",
        valueLabel: String = "value"
    ) {
        self.init(input: .columns(x: x, y: y, values: value), x: xLabel, y: yLabel, value: valueLabel, lines: false)
    }

    /// Points streamed from `source`, chunk by chunk; `x` and `y` title the axes. With
    /// `value` (the colour bar's title), each pixel is shaded by the mean of the chunks' values (a
    /// chunk without values adds no points).
    public init(_ source: DensitySource, x: String, y: String, value: String? = nil) {
        self.init(input: .source(source), x: x, y: y, value: value, lines: false)
    }

    /// One polyline per series: `x` and `y` hold the series one after another, series `i`
    /// starting at `starts[i]` (default: one series). Each segment counts once in every pixel it
    /// crosses; a NaN breaks a series.
    public init(lineX x: [Double], y: [Double], starts: [Int] = [0], xLabel: String = "x", yLabel: String = "y") {
        self.init(
            input: .columns(x: x, y: y, values: nil, starts: starts), x: xLabel, y: yLabel, value: nil, lines: true)
    }

    /// Polylines streamed from `source`: each chunk's ``DensityChunk/lineStarts`` split it into
    /// series. A series does not continue into the next chunk by itself: to stream one long
    /// series, start each chunk with the previous chunk's last sample and set
    /// ``DensityChunk/continuesLine``.
    public init(lines source: DensitySource, x: String, y: String) {
        self.init(input: .source(source), x: x, y: y, value: nil, lines: true)
    }

    init(input: DensityInput, x: String, y: String, value: String?, lines: Bool) {
        self.input = input
        xLabel = x
        yLabel = y
        valueLabel = value
        isLines = lines
    }

    /// How counts (or means) map onto the colour map (default ``DensityShading/equalizedHistogram``).
    public func shading(_ shading: DensityShading) -> DensityPlot {
        var copy = self
        copy.shadingMode = shading
        return copy
    }

    /// The image's opacity, 0…1 (default 1).
    public func opacity(_ opacity: Double) -> DensityPlot {
        var copy = self
        copy.opacityValue = min(max(opacity, 0), 1)
        return copy
    }

    /// The colour bar's title: "Count", or the shading value's label.
    var colorTitle: String { valueLabel ?? "Count" }

    /// The input's name in errors: the mark and its axis labels.
    var inputName: String {
        "DensityPlot(\(isLines ? "lines: " : "")x: \"\(xLabel)\", y: \"\(yLabel)\"\(zLabel.map { ", z: \"\($0)\"" } ?? ""))"
    }
}

/// How a ``DensityPlot`` maps each pixel's count (or mean) to a colour of the colour map.
public enum DensityShading: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Colour in proportion to the count, 0 … the largest count.
    case linear
    /// Colour in proportion to the count's logarithm, 1 … the largest count.
    case log
    /// Histogram equalisation (datashader's `eq_hist`, its default): each pixel's colour is its
    /// count's rank among the non-empty pixels, so every colour covers about as many pixels and
    /// structure shows at every density.
    case equalizedHistogram
}

/// A chunk of points (or line samples) from a ``DensitySource``.
public struct DensityChunk: Sendable {
    /// The x values.
    public let x: [Double]
    /// The y values, one per x.
    public let y: [Double]
    /// The z values, one per x, for a 3D plot (`DensityPlot(_:x:y:z:value:)`); nil in 2D.
    public let z: [Double]?
    /// The values whose mean shades a pixel (nil: counts only), one per x.
    public let values: [Double]?
    /// For lines, where each series starts in the chunk, increasing from 0 (default: one series).
    public let lineStarts: [Int]
    /// For lines, whether the chunk's first series goes on from the previous chunk's last series:
    /// its first sample repeats that series' last one, and the cell they share counts once.
    public let continuesLine: Bool

    /// A chunk of `x.count` points. Throws ``DensityPlotError/mismatchedLengths(input:x:y:values:z:)``
    /// when the columns differ in length, and ``DensityPlotError/invalidLineStarts(input:)`` when
    /// `lineStarts` is not increasing from 0 within the chunk.
    public init(
        x: [Double], y: [Double], z: [Double]? = nil, values: [Double]? = nil, lineStarts: [Int] = [0],
        continuesLine: Bool = false
    ) throws(DensityPlotError) {
        guard x.count == y.count, values.map({ $0.count == x.count }) ?? true, z.map({ $0.count == x.count }) ?? true
        else {
            throw .mismatchedLengths(
                input: "DensityChunk", x: x.count, y: y.count, values: values?.count, z: z?.count)
        }
        guard lineStarts.first == 0, zip(lineStarts, lineStarts.dropFirst()).allSatisfy({ $0 < $1 }),
            (lineStarts.last ?? 0) <= max(x.count, 0)
        else { throw .invalidLineStarts(input: "DensityChunk") }
        self.x = x
        self.y = y
        self.z = z
        self.values = values
        self.lineStarts = lineStarts
        self.continuesLine = continuesLine
    }
}

/// Points delivered in chunks, read in parallel: `chunk(k)` for `k` in `0..<chunkCount`, called
/// from several threads at once and possibly more than once for the same `k` (a first pass for the
/// domains, then the counting). At most one chunk per thread is held at a time, so the input
/// never sits in memory whole.
public struct DensitySource: Sendable {
    /// The number of chunks.
    public let chunkCount: Int
    /// Chunk `k`.
    public let chunk: @Sendable (Int) -> DensityChunk

    public init(chunkCount: Int, chunk: @escaping @Sendable (Int) -> DensityChunk) {
        self.chunkCount = max(chunkCount, 0)
        self.chunk = chunk
    }
}

/// Why a ``DensityPlot`` cannot be drawn; each case names the input.
public enum DensityPlotError: Error, Equatable, CustomStringConvertible {
    /// The x, y (and z, value) columns differ in length.
    case mismatchedLengths(input: String, x: Int, y: Int, values: Int?, z: Int? = nil)
    /// A 3D plot (with z) in a 2D `Chart`: it draws only in a `Chart3D`.
    case threeDimensionalInChart(input: String)
    /// Line starts that are not increasing from 0 within the columns.
    case invalidLineStarts(input: String)
    /// No domain could be known for `axis`: no finite value and no `chartXScale`/`chartYScale` domain.
    case emptyDomain(input: String, axis: String)
    /// The domain of `axis` is not finite, or has no length.
    case invalidDomain(input: String, axis: String, lower: Double, upper: Double)

    public var description: String {
        switch self {
        case .mismatchedLengths(let input, let x, let y, let values, let z):
            "\(input): x has \(x) values, y \(y)\(z.map { ", z \($0)" } ?? "")"
                + "\(values.map { ", value \($0)" } ?? ""); they must be equal"
        case .threeDimensionalInChart(let input):
            "\(input) has z values and draws only in a Chart3D; in a Chart, leave z out"
        case .invalidLineStarts(let input):
            "\(input): line starts must increase from 0 and stay within the columns"
        case .emptyDomain(let input, let axis):
            "\(input): the \(axis) domain cannot be known: no finite \(axis) value; give "
                + "chart\(axis.uppercased())Scale(domain:)"
        case .invalidDomain(let input, let axis, let lower, let upper):
            "\(input): the \(axis) domain \(lower)…\(upper) is not finite or has no length"
        }
    }
}

/// The data of a ``DensityPlot``.
enum DensityInput: Sendable {
    case columns(x: [Double], y: [Double], values: [Double]?, starts: [Int] = [0], z: [Double]? = nil)
    case source(DensitySource)

    /// Points in chunks of about this many when the input is columns.
    static let columnChunk = 1 << 20

    var chunkCount: Int {
        switch self {
        case .columns(let x, _, _, _, _): (x.count + Self.columnChunk - 1) / Self.columnChunk
        case .source(let s): s.chunkCount
        }
    }

    /// The number of points, when known without reading a source.
    var knownCount: Int? {
        if case .columns(let x, _, _, _, _) = self { return x.count }
        return nil
    }
}
