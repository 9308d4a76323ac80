import ChartMath
import ChartScene
import Foundation

/// A 2D histogram drawn in a `Chart3D` as bars standing on the floor of the box (an OpenCharts
/// extension, matplotlib's `bar3d` over `histogram2d`): the (x, z) pairs counted into cells of x
/// bins by z bins, each cell a lit box from 0 up to its count on y.
///
/// ```swift
/// Chart3D {
///     Histogram3DPlot(
///         penguins, x: .value("Bill length (mm)", \.bill), z: .value("Bill depth (mm)", \.depth))
/// }
/// ```
///
/// Without bins, each axis gets nice bins by Scott's rule in two dimensions
/// (``Histogram2DCounts/defaultBins(_:)``), counted as ``Histogram2DCounts`` counts them. Without
/// `by:`, each bar is coloured by its height through the chart's continuous colour scale (viridis,
/// or `.chartForegroundStyleScale(range:)`), with a colour bar titled as y ("Count" or
/// "Density"). With `by:`, each cell stacks one bar per category in the order the categories
/// first appear, coloured from the chart's palette with a legend. Empty cells draw nothing;
/// bars fill ``barWidthRatio(_:)`` of their cell (0.9 by default), so neighbours stay apart.
/// Bars are meshes lit with the mark's material (`.metalness(_:)`, `.roughness(_:)`).
public struct Histogram3DPlot: Chart3DContent {
    /// The counts of each category (one unnamed category, "", without `by:`).
    public let counts: [Histogram2DCounts]
    /// The categories in the order they first appear; `[""]` without `by:`.
    public let categories: [String]
    let xLabel: String
    let yLabel: String
    let zLabel: String
    let categoryLabel: String?
    var ratio = 0.9

    /// Bars of the counts of two numbers of each element, x and z on the floor of the box
    /// (`.value("Bill length (mm)", \.bill)`), the count (or density) up y titled `y` (default
    /// "Count" or "Density").
    public init<Data: Collection>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: String? = nil,
        z: PlottableProjection<Data.Element, Double>, xBins: NumberBins<Double>? = nil,
        zBins: NumberBins<Double>? = nil, statistic: Histogram2DStatistic = .count
    ) {
        self.init(
            x: data.map { x.read($0).number ?? .nan }, z: data.map { z.read($0).number ?? .nan }, categories: nil,
            labels: (x.label, y, z.label, nil), xBins: xBins, zBins: zBins, statistic: statistic)
    }

    /// Bars as above, one stacked bar per category of `by` (`.value("Species", \.species)`) in
    /// each cell.
    public init<Data: Collection, C: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, Double>, y: String? = nil,
        z: PlottableProjection<Data.Element, Double>, by category: PlottableProjection<Data.Element, C>,
        xBins: NumberBins<Double>? = nil, zBins: NumberBins<Double>? = nil, statistic: Histogram2DStatistic = .count
    ) {
        let names = data.map { element -> String in
            switch category.read(element) {
            case .string(let s): s
            case .number(let v): v.formatted()
            case .date(let d): d.formatted()
            }
        }
        self.init(
            x: data.map { x.read($0).number ?? .nan }, z: data.map { z.read($0).number ?? .nan }, categories: names,
            labels: (x.label, y, z.label, category.label), xBins: xBins, zBins: zBins, statistic: statistic)
    }

    /// Bars of the pairs `(x[i], z[i])`, each with the category at the same index when there are
    /// categories (the CLI's form); `labels` titles x, y (nil: by the statistic), z and the
    /// categories.
    package init(
        x: [Double], z: [Double], categories names: [String]?, labels: (String, String?, String, String?),
        xBins: NumberBins<Double>?, zBins: NumberBins<Double>?, statistic: Histogram2DStatistic
    ) {
        let xBins = xBins ?? Histogram2DCounts.defaultBins(x)
        let zBins = zBins ?? Histogram2DCounts.defaultBins(z)
        var order: [String] = []
        for name in names ?? [""] where !order.contains(name) { order.append(name) }
        categories = order
        counts = order.map { name in
            let rows = x.indices.filter { names == nil || ($0 < names!.count && names![$0] == name) }
            return Histogram2DCounts(
                x: rows.map { x[$0] }, y: rows.map { $0 < z.count ? z[$0] : .nan }, xBins: xBins, yBins: zBins,
                statistic: statistic)
        }
        (xLabel, zLabel, categoryLabel) = (labels.0, labels.2, labels.3)
        yLabel = labels.1 ?? (statistic == .count ? "Count" : "Density")
    }

    /// The fraction of its cell each bar's footprint spans on x and z, in 0.05…1 (default 0.9).
    public func barWidthRatio(_ ratio: Double) -> Histogram3DPlot {
        var copy = self
        copy.ratio = min(max(ratio.isFinite ? ratio : 0.9, 0.05), 1)
        return copy
    }

    /// A bar element per non-empty cell and category, cell after cell (row by row along z), the
    /// categories stacked; then an element counting the pairs left out, when there are any.
    public var chart3DElements: [ChartElement] {
        guard let first = counts.first else { return [] }
        var elements: [ChartElement] = []
        for r in first.values.indices {
            for c in first.values[r].indices {
                elements += bars(row: r, column: c)
            }
        }
        let skipped = counts.reduce(0) { $0 + $1.skipped }
        guard skipped > 0 else { return elements }
        let name = WarningLog.name("Histogram3DPlot", xLabel)
        return elements + SkippedValuesMark(name: name, count: skipped).chart3DElements
    }

    private func bars(row r: Int, column c: Int) -> [ChartElement] {
        let edges = counts[0]
        let inset = (1 - ratio) / 2
        let (x0, x1) = (edges.xEdges[c], edges.xEdges[c + 1])
        let (z0, z1) = (edges.yEdges[r], edges.yEdges[r + 1])
        var base = 0.0
        var elements: [ChartElement] = []
        for (k, name) in categories.enumerated() {
            let height = counts[k].values[r][c]
            guard height > 0 else { continue }
            let bar = HistogramBar3D(
                x: (x0 + (x1 - x0) * inset, x1 - (x1 - x0) * inset), y: (base, base + height),
                z: (z0 + (z1 - z0) * inset, z1 - (z1 - z0) * inset), labels: (xLabel, yLabel, zLabel),
                category: categoryLabel == nil ? nil : name)
            var style = MarkStyle()
            style.category =
                categoryLabel.map { PlottableValue.value($0, name).erased }
                ?? PlottableValue.value(yLabel, height).erased
            elements.append(ChartElement(recipe: CustomMark(mark: bar, style: style)))
            base += height
        }
        return elements
    }
}

/// One bar of a ``Histogram3DPlot``: a lit box over `x` × `z`, from `y.0` up to `y.1`.
struct HistogramBar3D: ChartMark {
    var x: (Double, Double)
    var y: (Double, Double)
    var z: (Double, Double)
    var labels: (x: String, y: String, z: String)
    /// The bar's category with `by:`, else nil.
    var category: String? = nil

    var markName: String { WarningLog.name("Histogram3DPlot", labels.x) }

    /// A bar of a 3D histogram has no 2D form: a `Chart` refuses it.
    func addValues(to domains: inout MarkDomains) throws {
        throw ChartError.notTwoDimensional(mark: "Histogram3DPlot")
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    var legendSample: MarkLegendSample { .square }

    /// The bar read as a range on y (its base to its top) at the centre of its cell, in the
    /// series of its category (without one, all bars are one series named as y).
    var accessibleValues: MarkAccessibleValues? {
        MarkAccessibleValues(
            role: .bar, name: category ?? labels.y, xLabel: labels.x, yLabel: labels.y, x: (x.0 + x.1) / 2, y: y.0,
            yEnd: y.1,
            zLabel: labels.z, z: (z.0 + z.1) / 2)
    }

    /// The bar's corners on all three axes: the floor (0) and its top on y.
    func addValues(to domains: inout MarkDomains3D) throws {
        for v in [x.0, x.1] { domains.addX(.value(labels.x, v)) }
        for v in [y.0, y.1] { domains.addY(.value(labels.y, v)) }
        for v in [z.0, z.1] { domains.addZ(.value(labels.z, v)) }
    }

    /// The box as six faces of two triangles, each face with its own outward normal.
    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        let xs = [context.sceneX(.value(labels.x, x.0)), context.sceneX(.value(labels.x, x.1))]
        let ys = [context.sceneY(.value(labels.y, y.0)), context.sceneY(.value(labels.y, y.1))]
        let zs = [context.sceneZ(.value(labels.z, z.0)), context.sceneZ(.value(labels.z, z.1))]
        guard (xs + ys + zs).allSatisfy(\.isFinite) else {
            // Not drawable here (a floor of 0 on a log scale): counted in the skipped values.
            context.log.pending += 1
            return []
        }
        let (positions, normals, indices) = Self.box(xs: xs, ys: ys, zs: zs)
        return context.mesh(positions: positions, normals: normals, indices: indices)
    }

    /// The 24 corners (four per face), their normals and the 36 indices of a box between
    /// `xs`, `ys`, `zs` (low, high on each axis).
    static func box(xs: [Float], ys: [Float], zs: [Float]) -> ([Vec3], [Vec3], [UInt32]) {
        // Each face: the fixed axis, which end, and the other two axes in counter-clockwise order
        // seen from outside.
        let faces: [(axis: Int, end: Int)] = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
        var positions: [Vec3] = []
        var normals: [Vec3] = []
        var indices: [UInt32] = []
        let ends = [xs, ys, zs]
        for face in faces {
            let (a, b) = ((face.axis + 1) % 3, (face.axis + 2) % 3)
            var normal = SIMD3<Float>(0, 0, 0)
            normal[face.axis] = face.end == 0 ? -1 : 1
            let corners = face.end == 1 ? [(0, 0), (1, 0), (1, 1), (0, 1)] : [(0, 0), (0, 1), (1, 1), (1, 0)]
            let start = UInt32(positions.count)
            for (i, j) in corners {
                var p = SIMD3<Float>(0, 0, 0)
                p[face.axis] = ends[face.axis][face.end]
                p[a] = ends[a][i]
                p[b] = ends[b][j]
                positions.append(p)
                normals.append(normal)
            }
            indices += [start, start + 1, start + 2, start, start + 2, start + 3]
        }
        return (positions, normals, indices)
    }
}
