import ChartMath
import ChartScene

extension FigureLayout {
    /// Lays out a stack: fixed views take their size along it, flexible ones (charts, spacers,
    /// stacks holding them) share what is left equally; across it, flexible views take the whole
    /// width (height) and fixed ones their own, at `alignment`. A divider is a line across.
    func placeStack(
        vertical: Bool, alignment: HorizontalAlignment, spacing: Double, _ children: [AnnotationNode],
        in rect: LayoutRect, font: Font, color: Color?, into placed: inout Placed
    ) {
        let a = vertical ? 1 : 0
        let measures = children.map { child -> Measure in
            if case .divider = child {
                return Measure(
                    size: SIMD2(repeating: Self.dividerThickness),
                    flexible: vertical ? Flex(true, false) : Flex(false, true))
            }
            return measure(child, font: font)
        }
        let gaps = spacing * Double(max(children.count - 1, 0))
        let fixed = measures.filter { !$0.flexible[a] }.reduce(0) { $0 + $1.size[a] }
        // A direct chart's share carries its protrusions on top of the common plot length.
        var index = placed.charts.count
        let extras = children.map { child -> Double? in
            defer { index += Self.chartCount(child) }
            return Self.isChart(child) ? protrusion(of: index, along: a) : nil
        }
        let shares = Self.shares(
            max(rect.size[a] - fixed - gaps, 0), extras: zip(extras, measures).filter { $0.1.flexible[a] }.map(\.0))
        var nextShare = shares.makeIterator()
        var offset = rect.origin[a]
        var group: [Int] = []
        for (child, m) in zip(children, measures) {
            var size = m.size
            var least = 0.0
            if case .spacer(let minLength) = child { least = minLength }
            // Flexible views (charts, stacks of charts) shrink to their share; a spacer keeps its minimum.
            size[a] = m.flexible[a] ? max(nextShare.next() ?? 0, least) : m.size[a]
            size[1 - a] = m.flexible[1 - a] ? rect.size[1 - a] : min(m.size[1 - a], rect.size[1 - a])
            var origin = rect.origin
            origin[a] = offset
            let room = rect.size[1 - a] - size[1 - a]
            switch (vertical, alignment) {
            case (true, .leading): break
            case (true, .trailing): origin[1 - a] += room
            default: origin[1 - a] += room / 2
            }
            let childRect = LayoutRect(origin: origin, size: size)
            if case .divider = child {
                placed.primitives.append(dividerMesh(childRect))
            } else {
                let before = placed.charts.count
                place(child, in: childRect, font: font, color: color, into: &placed)
                if Self.isChart(child), placed.charts.count == before + 1 { group.append(before) }
            }
            offset += size[a] + spacing
        }
        if group.count > 1 {
            if vertical { placed.columns.append(group) } else { placed.rows.append(group) }
        }
    }

    /// A grid: columns share the width equally when any is flexible (else take their widest
    /// cell), rows the height likewise; a cell spans its columns and the spacing between them.
    /// The direct charts of each row align top and bottom, of each column left and right.
    func placeGrid(
        _ rows: [[AnnotationNode]], horizontalSpacing h: Double, verticalSpacing v: Double, in rect: LayoutRect,
        font: Font, color: Color?, into placed: inout Placed
    ) {
        let grid = GridGeometry(rows: rows) { measure($0, font: font) }
        guard grid.columnCount > 0 else { return }
        let (columnExtras, rowExtras) = gridProtrusions(rows, columnCount: grid.columnCount, first: placed.charts.count)
        let widths = Self.divide(
            rect.size.x, ideal: grid.columnIdeal, spacing: h, flexible: grid.columnFlexible, extras: columnExtras)
        let heights = Self.divide(
            rect.size.y, ideal: grid.rowIdeal, spacing: v, flexible: grid.rowFlexible, extras: rowExtras)
        var columnGroups = [[Int]](repeating: [], count: grid.columnCount)
        var y = rect.origin.y
        for (r, row) in rows.enumerated() {
            var column = 0
            var x = rect.origin.x
            var rowGroup: [Int] = []
            for cell in row where column < grid.columnCount {
                let span = min(GridGeometry.span(of: cell), grid.columnCount - column)
                let width = widths[column..<(column + span)].reduce(0, +) + h * Double(span - 1)
                let cellRect = LayoutRect(origin: SIMD2(x, y), size: SIMD2(width, heights[r]))
                let before = placed.charts.count
                place(cell, in: cellRect, font: font, color: color, into: &placed)
                if Self.isChart(cell), placed.charts.count == before + 1 {
                    rowGroup.append(before)
                    if span == 1 { columnGroups[column].append(before) }
                }
                x += width + h
                column += span
            }
            if rowGroup.count > 1 { placed.rows.append(rowGroup) }
            y += heights[r] + v
        }
        placed.columns += columnGroups.filter { $0.count > 1 }
    }

    /// Lengths for `ideal.count` tracks in `total` points less the spacing: fixed tracks their
    /// ideal length, flexible ones shares of the rest that leave them equal plot lengths (each the
    /// common length plus its `extras`, the protrusions of its charts).
    static func divide(_ total: Double, ideal: [Double], spacing: Double, flexible: [Bool], extras: [Double?])
        -> [Double]
    {
        guard flexible.contains(true) else { return ideal }
        let fixed = zip(ideal, flexible).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
        var shares = Self.shares(
            max(total - fixed - spacing * Double(ideal.count - 1), 0),
            extras: zip(extras, flexible).filter { $0.1 }.map(\.0)
        ).makeIterator()
        return zip(ideal, flexible).map { $0.1 ? shares.next() ?? 0 : $0.0 }
    }

    /// `length` shared among views whose protrusions are `extras`: each the common plot length
    /// plus its own (nil: the mean of the others'); equal shares when the protrusions leave no
    /// room for that.
    static func shares(_ length: Double, extras given: [Double?]) -> [Double] {
        guard !given.isEmpty else { return [] }
        let known = given.compactMap { $0 }
        let mean = known.isEmpty ? 0 : known.reduce(0, +) / Double(known.count)
        let extras = given.map { $0 ?? mean }
        let plot = (length - extras.reduce(0, +)) / Double(extras.count)
        guard plot > 0 else { return extras.map { _ in length / Double(extras.count) } }
        return extras.map { plot + $0 }
    }

    /// A grid's protrusions: for each column the largest left plus the largest right of its 2D
    /// charts (those spanning one column), for each row the largest top plus bottom (nil where
    /// there is none); `first` is the index of the grid's first chart.
    func gridProtrusions(_ rows: [[AnnotationNode]], columnCount: Int, first: Int) -> ([Double?], [Double?]) {
        var columnEdges = [SIMD2<Double>?](repeating: nil, count: columnCount)
        var rowExtras: [Double?] = []
        var index = first
        for row in rows {
            var column = 0
            var rowEdges: SIMD2<Double>?
            for cell in row where column < columnCount {
                let span = min(GridGeometry.span(of: cell), columnCount - column)
                if Self.isChart(cell), let p = protrusions[index] {
                    rowEdges = pointwiseMax(rowEdges ?? .zero, SIMD2(p[0], p[2]))
                    if span == 1 { columnEdges[column] = pointwiseMax(columnEdges[column] ?? .zero, SIMD2(p[1], p[3])) }
                }
                index += Self.chartCount(cell)
                column += span
            }
            rowExtras.append(rowEdges?.sum())
        }
        return (columnEdges.map { $0?.sum() }, rowExtras)
    }

    /// A divider's grey line filling `rect`.
    func dividerMesh(_ rect: LayoutRect) -> ScenePrimitive {
        let (lo, hi) = pixels(rect)
        return .mesh(AnnotationLayout.roundedRect(lo, hi - lo, radius: 0, color: RGBA(hex: 0xC7C7CC)))
    }
}

/// The columns and rows of a grid: how many columns (the longest row, counting spans), each
/// column's and row's ideal length, and whether any cell grows.
struct GridGeometry {
    var columnCount = 0
    var columnIdeal: [Double] = []
    var rowIdeal: [Double] = []
    /// Whether each column grows: a cell in it (spanning only it) does.
    var columnFlexible: [Bool] = []
    /// Whether each row grows: a cell in it does.
    var rowFlexible: [Bool] = []
    var flexible = Flex(false, false)

    init(rows: [[AnnotationNode]], measure: (AnnotationNode) -> FigureLayout.Measure) {
        columnCount = rows.map { $0.reduce(0) { $0 + Self.span(of: $1) } }.max() ?? 0
        columnIdeal = [Double](repeating: 0, count: columnCount)
        columnFlexible = [Bool](repeating: false, count: columnCount)
        var spanningFlexible = false
        for row in rows {
            var column = 0
            var height = 0.0
            var grows = false
            for cell in row where column < columnCount {
                let m = measure(cell)
                let span = Self.span(of: cell)
                if span == 1 {
                    columnIdeal[column] = max(columnIdeal[column], m.size.x)
                    columnFlexible[column] = columnFlexible[column] || m.flexible.x
                } else {
                    spanningFlexible = spanningFlexible || m.flexible.x
                }
                height = max(height, m.size.y)
                grows = grows || m.flexible.y
                flexible.x = flexible.x || m.flexible.x
                flexible.y = flexible.y || m.flexible.y
                column += span
            }
            rowIdeal.append(height)
            rowFlexible.append(grows)
        }
        // Columns spanned only by flexible wide cells grow too.
        if spanningFlexible, !columnFlexible.contains(true) {
            columnFlexible = columnFlexible.map { _ in true }
        }
    }

    /// The columns a cell spans (`.gridCellColumns`), 1 by default.
    static func span(of node: AnnotationNode) -> Int {
        switch node {
        case .cell(_, let columns): columns
        case .frame(let inner, _, _), .padded(let inner, _), .styled(let inner, _, _), .background(let inner, _, _),
            .figure(let inner, _):
            span(of: inner)
        default: 1
        }
    }
}
