import ChartScene
import Foundation

/// The counts of a hexagonal-bin histogram (``HexbinPlot``): the lattice of hexagons over the
/// data, and the number of (x, y) pairs whose nearest hexagon centre each one is.
///
/// The lattice is matplotlib's `hexbin`'s: over the finite pairs' range `xmin…xmax` × `ymin…ymax`,
/// with `columns` hexagons across x and `rows` up y, the centres lie at
/// (xmin + i·sx, ymin + j·sy) and (xmin + (i + ½)·sx, ymin + (j + ½)·sy), where sx = (xmax − xmin) /
/// columns and sy = (ymax − ymin) / rows. A pair belongs to the centre nearest it in the distance
/// (Δx/sx)² + 3·(Δy/sy)², which makes the cells pointy-top hexagons, regular when the plot draws
/// sy as √3 times sx (a square plot with the default rows).
public struct HexbinCounts: Sendable, Equatable {
    /// One hexagon of the lattice that holds a count.
    public struct Cell: Sendable, Equatable {
        /// The hexagon's centre in data coordinates.
        public let center: SIMD2<Double>
        /// The number of pairs nearest this centre.
        public let count: Int
    }

    /// The hexagons with at least `minimumCount` pairs, the first lattice (whole-number
    /// positions) first, each lattice row by row from the lowest.
    public let cells: [Cell]
    /// The horizontal distance between neighbouring centres of a row (sx) and the vertical
    /// distance between rows of one lattice (sy), in data units.
    public let spacing: SIMD2<Double>
    /// The lowest x and y of the pairs counted: the lattice's origin.
    public let origin: SIMD2<Double>
    /// The pairs counted (both coordinates finite).
    public let total: Int
    /// The pairs left out: a coordinate not finite, or beyond the shorter array.
    public let skipped: Int

    /// Counts the pairs `(x[i], y[i])` into a lattice of `columns` hexagons across (matplotlib's
    /// `gridsize`, at least 1) and `rows` up (default: columns / √3, rounded, at least 1); keeps
    /// the hexagons with at least `minimumCount` pairs (matplotlib's `mincnt`; 0 keeps every
    /// hexagon of the lattice). A range of one value on an axis is widened by 0.5 either side.
    public init(x: [Double], y: [Double], columns: Int, rows: Int? = nil, minimumCount: Int = 1) {
        let n = min(x.count, y.count)
        let pairs = (0..<n).compactMap { i in x[i].isFinite && y[i].isFinite ? SIMD2(x[i], y[i]) : nil }
        let nx = max(columns, 1)
        let ny = max(rows ?? Int((Double(nx) / 3.0.squareRoot()).rounded()), 1)
        let (lo, hi) = Self.range(pairs)
        let s = SIMD2((hi.x - lo.x) / Double(nx), (hi.y - lo.y) / Double(ny))
        // Lattice 1: (nx + 1) × (ny + 1) centres at whole positions; lattice 2: nx × ny at half
        // positions, stored in slots of the same layout (its last column and row stay empty).
        let side = (nx + 1) * (ny + 1)
        var counts = Array(repeating: 0, count: 2 * side)
        for p in pairs {
            counts[Self.nearest((p - lo) / s, nx: nx, ny: ny)] += 1
        }
        var cells: [Cell] = []
        for k in counts.indices {
            let second = k >= side
            let (i, j) = ((k % side) % (nx + 1), (k % side) / (nx + 1))
            guard counts[k] >= minimumCount, !second || (i < nx && j < ny) else { continue }
            let offset = second ? 0.5 : 0
            let center = lo + SIMD2(Double(i) + offset, Double(j) + offset) * s
            cells.append(Cell(center: center, count: counts[k]))
        }
        self.cells = cells
        spacing = s
        origin = lo
        total = pairs.count
        skipped = max(x.count, y.count) - pairs.count
    }

    /// The pairs' range, widened by 0.5 either side on an axis of one value (0…1 without pairs).
    private static func range(_ pairs: [SIMD2<Double>]) -> (SIMD2<Double>, SIMD2<Double>) {
        guard let first = pairs.first else { return (SIMD2(0, 0), SIMD2(1, 1)) }
        var lo = first
        var hi = first
        for p in pairs {
            lo = pointwiseMin(lo, p)
            hi = pointwiseMax(hi, p)
        }
        for a in 0..<2 where hi[a] <= lo[a] {
            lo[a] -= 0.5
            hi[a] += 0.5
        }
        return (lo, hi)
    }

    /// The index of the centre nearest `u` (in lattice units: (x − xmin)/sx, (y − ymin)/sy): the
    /// nearest whole position or the nearest half position, whichever is nearer in
    /// Δu² + 3·Δv² (ties go to the half position, as matplotlib's). A pair on the upper edge
    /// (u = nx) is as near the half position below as the one beyond: it takes the one inside.
    static func nearest(_ u: SIMD2<Double>, nx: Int, ny: Int) -> Int {
        let i1 = min(max(Int(u.x.rounded()), 0), nx)
        let j1 = min(max(Int(u.y.rounded()), 0), ny)
        let i2 = min(max(Int(u.x.rounded(.down)), 0), nx - 1)
        let j2 = min(max(Int(u.y.rounded(.down)), 0), ny - 1)
        let d1 = distance(u, SIMD2(Double(i1), Double(j1)))
        let d2 = distance(u, SIMD2(Double(i2) + 0.5, Double(j2) + 0.5))
        let side = (nx + 1) * (ny + 1)
        return d1 < d2 ? j1 * (nx + 1) + i1 : side + j2 * (nx + 1) + i2
    }

    /// The lattice distance squared, Δu² + 3·Δv².
    static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let d = a - b
        return d.x * d.x + 3 * d.y * d.y
    }

    /// The six corners of the hexagon around `center`, pointy-top, counter-clockwise from the
    /// lower right: (±sx/2, ±sy/6) and (0, ±sy/3) about the centre.
    public func hexagon(around center: SIMD2<Double>) -> [SIMD2<Double>] {
        let corners: [SIMD2<Double>] = [
            SIMD2(0.5, -1.0 / 6), SIMD2(0.5, 1.0 / 6), SIMD2(0, 1.0 / 3), SIMD2(-0.5, 1.0 / 6),
            SIMD2(-0.5, -1.0 / 6), SIMD2(0, -1.0 / 3),
        ]
        return corners.map { center + $0 * spacing }
    }
}

/// A histogram of (x, y) data on hexagonal bins in a 2D `Chart` (an OpenCharts extension,
/// matplotlib's `hexbin`): pointy-top hexagons coloured by the number of pairs nearest their
/// centres, with a colour bar.
///
/// ```swift
/// Chart {
///     HexbinPlot(days, x: .value("Daily low (°C)", \.low), y: .value("Daily high (°C)", \.high), gridSize: 24)
/// }
/// ```
///
/// `gridSize` hexagons lie across the x range of the data (matplotlib's `gridsize`), and
/// gridSize / √3 rows up y unless `rows` says otherwise: regular hexagons on a square plot
/// (``HexbinCounts`` gives the lattice). Hexagons with fewer than `minimumCount` pairs (default 1)
/// are left blank. Each hexagon is its own element coloured by `.foregroundStyle(by:)` with its
/// count, so the chart's continuous colour scale colours it and a colour bar titled "Count"
/// explains it; the axes span the hexagons drawn. Pairs with a coordinate that is not finite are
/// left out and counted in the chart's warnings of skipped values.
public struct HexbinPlot: ChartContent {
    /// The counts drawn.
    public let counts: HexbinCounts
    let xLabel: String
    let yLabel: String
    let valueLabel: String

    /// Hexagonal bins of two numbers of each element, `gridSize` hexagons across x and `rows` up
    /// (default: gridSize / √3); hexagons with fewer than `minimumCount` pairs left blank (0
    /// draws the whole lattice); the colour bar titled `value` (default "Count").
    public init<Data: Collection>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: PlottableProjection<Data.Element, Double>,
        value: String = "Count", gridSize: Int = 20, rows: Int? = nil, minimumCount: Int = 1
    ) {
        self.init(
            x: data.map { x.read($0).number ?? .nan }, y: data.map { y.read($0).number ?? .nan }, xLabel: x.label,
            yLabel: y.label, value: value, gridSize: gridSize, rows: rows, minimumCount: minimumCount)
    }

    /// Hexagonal bins of the pairs `(x[i], y[i])` (the CLI's form).
    package init(
        x: [Double], y: [Double], xLabel: String, yLabel: String, value: String, gridSize: Int, rows: Int?,
        minimumCount: Int
    ) {
        counts = HexbinCounts(x: x, y: y, columns: gridSize, rows: rows, minimumCount: minimumCount)
        self.xLabel = xLabel
        self.yLabel = yLabel
        valueLabel = value
    }

    /// A hexagon element per cell; then, when pairs were left out, an element that counts them.
    public var chartElements: [ChartElement] {
        var elements = counts.cells.map { cell -> ChartElement in
            let mark = HexagonCell(
                corners: counts.hexagon(around: cell.center), center: cell.center, xLabel: xLabel, yLabel: yLabel)
            var style = MarkStyle()
            style.category = PlottableValue.value(valueLabel, Double(cell.count)).erased
            return ChartElement(recipe: CustomMark(mark: mark, style: style))
        }
        if counts.skipped > 0 {
            let name = WarningLog.name("HexbinPlot", xLabel)
            elements.append(ChartElement(mark: SkippedValuesMark(name: name, count: counts.skipped)))
        }
        return elements
    }
}

/// One hexagon of a ``HexbinPlot``: a filled polygon in its count's colour.
struct HexagonCell: ChartMark, DescribedMark {
    var corners: [SIMD2<Double>]
    var center: SIMD2<Double>
    var xLabel: String
    var yLabel: String

    var markName: String { WarningLog.name("HexbinPlot", xLabel) }

    /// The hexagon's extent on both axes, so the axes span it whole.
    func addValues(to domains: inout MarkDomains) throws {
        for p in [corners.min { $0.x < $1.x }, corners.max { $0.x < $1.x }].compactMap(\.self) {
            try domains.addX(.value(xLabel, p.x))
        }
        for p in [corners.min { $0.y < $1.y }, corners.max { $0.y < $1.y }].compactMap(\.self) {
            try domains.addY(.value(yLabel, p.y))
        }
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        let pixels = corners.compactMap { context.pixel(x: .value(xLabel, $0.x), y: .value(yLabel, $0.y)) }
        guard pixels.count == corners.count else { return [] }
        return context.fill(pixels, color: context.color)
    }

    var legendSample: MarkLegendSample { .square }

    /// The hexagon read as a heat map's cell: its centre, its count the colour value.
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry? {
        var q = AccessiblePoint(x: .number(center.x), y: .number(center.y))
        if case .single(.number(let v)) = style.category?.storage { q.colorValue = v }
        return AccessibleEntry(
            kind: .rectangle, name: style.category?.label, x: xLabel, y: yLabel, point: q, cellNoun: .hexagon)
    }
}
