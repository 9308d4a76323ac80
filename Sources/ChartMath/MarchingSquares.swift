import Foundation

/// Contour lines of a grid of values by marching squares.
///
/// The grid has `rows` × `columns` values, row-major (`values[r * columns + c]`); a point of a line
/// is given in grid coordinates, `x` a fractional column and `y` a fractional row. A corner is
/// *above* the level when its value is ≥ the level; a grid edge whose two corners differ is crossed
/// once, at the linearly interpolated point `t = (level − a) / (b − a)` from `a`. A cell with a
/// missing (non-finite) corner is skipped, so NaN leaves a hole and lines end at its border.
///
/// A saddle cell (two opposite corners above, the other two below) is resolved by the value at
/// its centre, the mean of its corners (the asymptotic decider's bilinear-centre test): when the
/// centre is above, the above corners are joined through the cell and the lines cut off the two
/// below corners; otherwise they cut off the two above corners. So lines never cross and
/// neighbouring levels nest.
public enum MarchingSquares {
    /// One contour line: its points in grid coordinates, and whether it closes on itself (the
    /// last point then equals the first).
    public struct Line: Sendable, Equatable {
        public var points: [SIMD2<Double>]
        public var isClosed: Bool
    }

    /// The lines of `values` at `level`, each a polyline through the crossed grid edges in order.
    /// `values.count` must be `rows * columns`, with at least 2 rows and 2 columns.
    public static func lines(rows: Int, columns: Int, values: [Double], level: Double) -> [Line] {
        precondition(rows >= 2 && columns >= 2 && values.count == rows * columns, "a grid of at least 2 × 2")
        let grid = Grid(rows: rows, columns: columns, values: values, level: level)
        return grid.join(grid.segments())
    }

    /// A grid at one level: edge crossings and their points.
    struct Grid {
        let rows: Int
        let columns: Int
        let values: [Double]
        let level: Double

        func value(_ r: Int, _ c: Int) -> Double { values[r * columns + c] }

        /// The id of the horizontal edge from (r, c) to (r, c + 1).
        func horizontal(_ r: Int, _ c: Int) -> Int { (r * columns + c) * 2 }
        /// The id of the vertical edge from (r, c) to (r + 1, c).
        func vertical(_ r: Int, _ c: Int) -> Int { (r * columns + c) * 2 + 1 }

        /// The crossing point on an edge, in grid coordinates (x: column, y: row).
        func point(onEdge id: Int) -> SIMD2<Double> {
            let cell = id / 2
            let r = cell / columns
            let c = cell % columns
            let a = value(r, c)
            let b = id % 2 == 0 ? value(r, c + 1) : value(r + 1, c)
            let t = b == a ? 0.5 : min(max((level - a) / (b - a), 0), 1)
            return id % 2 == 0 ? SIMD2(Double(c) + t, Double(r)) : SIMD2(Double(c), Double(r) + t)
        }

        /// Every cell's segments, each a pair of edge ids.
        func segments() -> [(Int, Int)] {
            var out: [(Int, Int)] = []
            for r in 0..<(rows - 1) {
                for c in 0..<(columns - 1) { cellSegments(r, c, into: &out) }
            }
            return out
        }

        /// The segments of cell (r, c): corners bottom-left (r, c), bottom-right (r, c + 1),
        /// top-right (r + 1, c + 1), top-left (r + 1, c), in that order. Allocation-free: it runs
        /// once per cell and level, and most cells are not crossed.
        @inline(__always)
        func cellSegments(_ r: Int, _ c: Int, into out: inout [(Int, Int)]) {
            let base = r * columns + c
            let v = (values[base], values[base + 1], values[base + columns + 1], values[base + columns])
            let above = (v.0 >= level, v.1 >= level, v.2 >= level, v.3 >= level)
            // Not crossed (a cell with a missing corner that compares alike is skipped either way).
            if above.0 == above.1, above.1 == above.2, above.2 == above.3 { return }
            guard v.0.isFinite, v.1.isFinite, v.2.isFinite, v.3.isFinite else { return }
            // Edges: bottom, right, top, left; edge i joins corner i and corner (i + 1) % 4.
            let edges = (base * 2, (base + 1) * 2 + 1, (base + columns) * 2, base * 2 + 1)
            let crossed = (above.0 != above.1, above.1 != above.2, above.2 != above.3, above.3 != above.0)
            if crossed.0, crossed.1, crossed.2, crossed.3 {
                // A saddle: cut off the two corners unlike the centre; corner k lies between edges
                // k − 1 (mod 4) and k.
                let centreAbove = (v.0 + v.1 + v.2 + v.3) / 4 >= level
                if above.0 != centreAbove { out.append((edges.3, edges.0)) }
                if above.1 != centreAbove { out.append((edges.0, edges.1)) }
                if above.2 != centreAbove { out.append((edges.1, edges.2)) }
                if above.3 != centreAbove { out.append((edges.2, edges.3)) }
                return
            }
            // Otherwise exactly two edges are crossed (a cell not alike has two or four): the
            // first and the second in edge order.
            if crossed.0 {
                out.append((edges.0, crossed.1 ? edges.1 : crossed.2 ? edges.2 : edges.3))
            } else if crossed.1 {
                out.append((edges.1, crossed.2 ? edges.2 : edges.3))
            } else {
                out.append((edges.2, edges.3))
            }
        }

        /// Joins segments that share an edge into polylines: open lines (ending at the grid's
        /// border or a hole) first, then closed loops.
        func join(_ segments: [(Int, Int)]) -> [Line] {
            var byEdge: [Int: [Int]] = [:]
            for (i, s) in segments.enumerated() {
                byEdge[s.0, default: []].append(i)
                byEdge[s.1, default: []].append(i)
            }
            var used = [Bool](repeating: false, count: segments.count)
            var lines: [Line] = []
            // Open lines start at an edge with one segment.
            let ends = byEdge.filter { $0.value.count == 1 }.keys.sorted()
            for edge in ends where !used[byEdge[edge]![0]] {
                lines.append(walk(from: edge, segments, byEdge, &used))
            }
            for i in segments.indices where !used[i] {
                lines.append(walk(from: segments[i].0, segments, byEdge, &used))
            }
            return lines
        }

        /// The polyline from `start` through unused segments until it ends or returns to `start`.
        func walk(from start: Int, _ segments: [(Int, Int)], _ byEdge: [Int: [Int]], _ used: inout [Bool]) -> Line {
            var edge = start
            var ids = [start]
            while let next = byEdge[edge]?.first(where: { !used[$0] }) {
                used[next] = true
                edge = segments[next].0 == edge ? segments[next].1 : segments[next].0
                ids.append(edge)
                if edge == start { break }
            }
            return Line(points: ids.map(point(onEdge:)), isClosed: ids.count > 2 && ids.first == ids.last)
        }
    }
}

/// How a contour plot chooses its levels.
public enum ContourLevels: Sendable, Equatable {
    /// About `count` levels at nice round values (1, 2 or 5 times a power of ten, as axis ticks)
    /// strictly inside the range of the data.
    case automatic(count: Int)
    /// These levels, increasing.
    case values([Double])
    /// Every multiple of `step` strictly inside the range of the data.
    case step(Double)
    /// Nice log levels strictly inside the range of the data, for a log colour scale: every power of
    /// ten (`perDecade` 1), 1 and 3 (2), 1, 2 and 5 (3), or every digit 1…9 (more) times each
    /// power of ten. The data must lie above zero (``ContourError/nonPositiveForLogLevels(mark:lower:)``).
    case logarithmic(perDecade: Int)

    /// About seven nice levels.
    public static let automatic = ContourLevels.automatic(count: 7)

    /// The levels for data spanning `range`, increasing; throws when the specification cannot give
    /// levels (a count below 1, a step that is not positive and finite, explicit levels that are
    /// empty, not finite or not increasing).
    public func resolved(for range: ClosedRange<Double>, mark: String) throws(ContourError) -> [Double] {
        switch self {
        case .automatic(let count):
            guard count >= 1 else { throw .levelCount(mark: mark, count: count) }
            return NiceTicks.ticks(in: range, target: count + 1).filter {
                $0 > range.lowerBound && $0 < range.upperBound
            }
        case .values(let levels):
            guard !levels.isEmpty else { throw .noLevels(mark: mark) }
            if let bad = levels.first(where: { !$0.isFinite }) { throw .nonFiniteLevel(mark: mark, level: bad) }
            if let i = levels.indices.dropFirst().first(where: { levels[$0] <= levels[$0 - 1] }) {
                throw .levelsNotIncreasing(mark: mark, index: i, previous: levels[i - 1], level: levels[i])
            }
            return levels
        case .step(let step):
            guard step.isFinite, step > 0 else { throw .invalidStep(mark: mark, step: step) }
            let first = (range.lowerBound / step).rounded(.down) + 1
            let last = (range.upperBound / step).rounded(.up) - 1
            guard last >= first else { return [] }
            guard last - first < 10_000 else { throw .tooManyLevels(mark: mark, count: Int(last - first) + 1) }
            return stride(from: first, through: last, by: 1).map { $0 * step }
        case .logarithmic(let perDecade):
            guard perDecade >= 1 else { throw .levelCount(mark: mark, count: perDecade) }
            guard range.lowerBound > 0 else { throw .nonPositiveForLogLevels(mark: mark, lower: range.lowerBound) }
            return Self.logLevels(strictlyInside: range, perDecade: perDecade)
        }
    }

    /// d × 10ⁿ strictly inside `range` (> 0) for the digits `perDecade` asks for.
    private static func logLevels(strictlyInside range: ClosedRange<Double>, perDecade: Int) -> [Double] {
        let choices: [[Int64]] = [[1], [1, 3], [1, 2, 5]]
        let digits = perDecade <= choices.count ? choices[perDecade - 1] : Array(1...9)
        let low = Int(floor(log10(range.lowerBound)))
        let high = Int(floor(log10(range.upperBound)))
        guard high - low < 400 else { return [] }
        return (low...high).flatMap { n in digits.map { TickLattice.decimal($0, n) } }
            .filter { $0 > range.lowerBound && $0 < range.upperBound }
    }
}

/// Why a contour plot cannot be drawn: each case names the plot and what is accepted.
public enum ContourError: Error, Equatable, CustomStringConvertible {
    /// The grid has fewer than 2 rows or columns.
    case gridTooSmall(mark: String, rows: Int, columns: Int)
    /// The grid holds no finite value.
    case noFiniteValues(mark: String)
    /// `.automatic(count:)` with a count below 1.
    case levelCount(mark: String, count: Int)
    /// `.values([])`.
    case noLevels(mark: String)
    /// An explicit level that is NaN or infinite.
    case nonFiniteLevel(mark: String, level: Double)
    /// Explicit levels that do not increase strictly.
    case levelsNotIncreasing(mark: String, index: Int, previous: Double, level: Double)
    /// `.step(_:)` with a step that is not positive and finite.
    case invalidStep(mark: String, step: Double)
    /// A step so small that it gives more than 10 000 levels.
    case tooManyLevels(mark: String, count: Int)
    /// `.logarithmic(perDecade:)` for data reaching `lower` ≤ 0.
    case nonPositiveForLogLevels(mark: String, lower: Double)
    /// A plane to project contours onto at a coordinate on `axis` that is NaN or infinite.
    case nonFiniteOffset(mark: String, axis: String, value: Double)

    public var description: String {
        switch self {
        case .gridTooSmall(let mark, let rows, let columns):
            "\(mark): a grid of \(rows) × \(columns) values; contours need at least 2 rows and 2 columns"
        case .noFiniteValues(let mark): "\(mark): the grid holds no finite value, so there is nothing to contour"
        case .levelCount(let mark, let count): "\(mark): .automatic(count: \(count)); the count must be at least 1"
        case .noLevels(let mark): "\(mark): .values([]) gives no level; give at least one"
        case .nonFiniteLevel(let mark, let level):
            "\(mark): the level \(level) is not finite; levels are finite numbers"
        case .levelsNotIncreasing(let mark, let index, let previous, let level):
            "\(mark): level \(index) (\(level)) is not above level \(index - 1) (\(previous)); levels must increase"
        case .invalidStep(let mark, let step): "\(mark): .step(\(step)); the step must be a positive finite number"
        case .tooManyLevels(let mark, let count):
            "\(mark): the step gives \(count) levels; at most 10 000 are drawn, take a larger step"
        case .nonPositiveForLogLevels(let mark, let lower):
            "\(mark): log levels need data above zero, but the grid reaches \(lower); give .values([…]) "
                + "or replace the values ≤ 0 with NaN"
        case .nonFiniteOffset(let mark, let axis, let value):
            "\(mark): a plane at \(axis) = \(value); the plane's coordinate must be a finite number"
        }
    }
}
