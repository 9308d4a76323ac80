/// Why a chart could not be lowered: each case names the input and what is accepted.
public enum ChartError: Error, Equatable, CustomStringConvertible {
    /// A scale domain is empty, reversed or not finite.
    case invalidDomain(axis: String, lower: Double, upper: Double)
    /// A 3D mark was given a value that is not a number, or a 2D mark lacks one.
    case nonNumericValue(mark: String, axis: String, label: String)
    /// A 2D-only mark was put into a `Chart3D` (through a `ForEach`).
    case notThreeDimensional(mark: String)
    /// Strings and numbers (or dates) were mixed on one axis.
    case mixedValueTypes(axis: String, mark: String, label: String)
    /// A 3D-only mark was put into a 2D `Chart`.
    case notTwoDimensional(mark: String)
    /// A 3D rule or rectangle has the wrong number of ranged values.
    case wrongRangeCount(mark: String, expected: Int, found: Int)
    /// The frame or scale gives an image size outside 1…16384 pixels per side.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// Sectors (a pie or donut) were put in one chart with other marks.
    case sectorWithOtherMarks(mark: String)
    /// No font could be loaded for the labels.
    case font(String)
    /// A visible domain length (`chartXVisibleDomain(length:)`) that is not a positive finite number.
    case invalidVisibleDomain(axis: String, length: Double)
    /// A flexible frame (`.frame(minWidth:maxWidth:…)`) whose minimum exceeds its maximum.
    case contradictoryFrame(dimension: String, minimum: Double, maximum: Double)
    /// A grid plot's grid is too small for it: a surface needs at least 2 rows and 2 columns (a
    /// heat map draws any grid).
    case gridTooSmall(mark: String, rows: Int, columns: Int)
    /// A grid plot's extent (the coordinates of its first and last column or row) is not finite,
    /// or has no length although the grid has more than one column or row along it.
    case invalidGridExtent(mark: String, axis: String, first: Double, last: Double)
    /// A grid plot's coordinates along `axis` are not `expected` finite values (one per column or
    /// row), strictly increasing or strictly decreasing: `found` were given, or value `index` is not
    /// finite or breaks the order.
    case invalidGridCoordinates(mark: String, axis: String, expected: Int, found: Int, index: Int?)
    /// A wireframe's stride (`.wireframe(stride:)`) is below 1: it counts grid lines, 1 or more.
    case invalidWireframeStride(mark: String, stride: Int)
    /// A `SurfacePlot` was drawn over an axis that holds categories (strings) or dates.
    case surfaceOverNonNumericAxis(axis: String, kind: String)
    /// `.chart3DBoxAspect(x:y:z:)` was given a length that is not positive and finite.
    case invalidBoxAspect(x: Double, y: Double, z: Double)
    /// `.chartSymbolSizeScale`: a domain or range of symbol areas that cannot map values (`reason` says why).
    case invalidSymbolSizeScale(lower: Double, upper: Double, reason: String)
    /// A statistical mark (a fit, a box, a violin) cannot compute its statistic from the values it
    /// was given (`reason` says what it needs).
    case invalidStatistic(mark: String, reason: String)
    /// `count` numeric `.foregroundStyle(by:)` values (the first `value`, of `label`) are ones the
    /// continuous colour scale of type `type` cannot place: ≤ 0 on a log scale.
    case valueOutsideColorScale(label: String, value: Double, count: Int, type: String)
    /// The domain of the continuous colour scale cannot map values (`reason` says why).
    case invalidColorScale(lower: Double, upper: Double, reason: String)

    public var description: String {
        switch self {
        case .invalidDomain(let axis, let lo, let hi):
            "invalid \(axis) domain \(lo)...\(hi): a domain must be finite with lower < upper"
        case .nonNumericValue(let mark, let axis, let label):
            "\(mark): the \(axis) value \"\(label)\" must be a number (Int, Double, Float or Date)"
        case .notThreeDimensional(let mark):
            "\(mark) cannot be drawn in a Chart3D: use SurfacePlot or PointMark(x:y:z:)"
        case .invalidSize(let w, let h, let s):
            "frame \(w) x \(h) points at scale \(s) gives an image outside 1...16384 pixels per side"
        case .mixedValueTypes(let axis, let mark, let label):
            "\(mark): the \(axis) value \"\(label)\" mixes categories (String) with numbers or dates on one axis; use one kind per axis"
        case .notTwoDimensional(let mark):
            "\(mark) has three values and can only be drawn in a Chart3D"
        case .wrongRangeCount(let mark, let expected, let found):
            "\(mark) in a Chart3D needs exactly \(expected) of x, y, z as a range (.value(label, a..<b)); found \(found)"
        case .sectorWithOtherMarks(let mark):
            "SectorMark cannot share a chart with \(mark): draw the pie or donut in a chart of its own"
        case .font(let message):
            "no font for chart labels: \(message)"
        case .invalidVisibleDomain(let axis, let length):
            "invalid visible \(axis) domain length \(length): it must be a positive, finite number of data units"
        case .contradictoryFrame(let dimension, let minimum, let maximum):
            "frame: the minimum \(dimension) \(minimum) exceeds the maximum \(dimension) \(maximum); give a minimum no larger than the maximum"
        case .gridTooSmall(let mark, let rows, let columns):
            "\(mark): a \(rows) × \(columns) grid has no cells between its values; a surface needs at least 2 rows "
                + "and 2 columns (draw a single row or column with HeatMapPlot or LinePlot)"
        case .invalidGridExtent(let mark, let axis, let first, let last):
            "\(mark): the \(axis) extent \(first)...\(last) must be finite, with first < last when the grid has "
                + "more than one value along \(axis) (the coordinates of its first and last grid line)"
        case .invalidGridCoordinates(let mark, let axis, let expected, let found, let index):
            "\(mark): the \(axis) coordinates must be \(expected) finite values, one per grid line along \(axis), "
                + "strictly increasing or strictly decreasing; "
                + (index.map { "value \($0) is not finite or breaks the order" } ?? "\(found) were given")
        case .invalidWireframeStride(let mark, let stride):
            "\(mark): wireframe stride \(stride) is not a count of grid lines; give 1 (every line) or more"
        case .surfaceOverNonNumericAxis(let axis, let kind):
            "SurfacePlot needs a numeric \(axis) axis, but its values are \(kind): plot the surface over numbers"
        case .invalidBoxAspect(let x, let y, let z):
            "invalid box aspect \(x) : \(y) : \(z): .chart3DBoxAspect(x:y:z:) takes three positive, finite lengths"
        case .invalidSymbolSizeScale(let lower, let upper, let reason):
            "invalid .chartSymbolSizeScale \(lower)...\(upper): \(reason)"
        case .invalidStatistic(let mark, let reason):
            "\(mark): \(reason)"
        case .valueOutsideColorScale(let label, let value, let count, let type):
            "\(count) \(label) value(s) (first \(value)) are not on the \(type) colour scale, which takes only "
                + "values > 0: leave them out, hide a histogram's empty bins (.hidingEmptyBins()), or use "
                + ".symmetricLog"
        case .invalidColorScale(let lower, let upper, let reason):
            "invalid colour scale \(lower)...\(upper): \(reason)"
        }
    }
}
