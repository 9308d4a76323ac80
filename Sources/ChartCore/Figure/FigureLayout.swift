import ChartMath
import ChartScene

/// SwiftUI's layout of a figure's view tree, in points: stacks divide their length among their
/// views (fixed views take their size, charts and spacers share the rest equally), grids divide
/// their width into equal columns and their height into equal rows, `.frame` fixes a size,
/// `.padding` insets. It records where each chart goes and which charts align (the direct charts
/// of an `HStack` or a grid row share top and bottom edges, of a `VStack` or a grid column left
/// and right edges).
struct FigureLayout {
    /// Device pixels per point.
    let scale: Double
    /// Lays out and draws text, shapes and backgrounds, in device pixels.
    let views: AnnotationLayout
    /// The space each 2D chart's labels take around its plot area (points: top, left, bottom,
    /// right), by chart index in reading order, as measured by a first layout. Flexible views
    /// then share a stack's or grid's length so that their plot areas, not their cells, come out
    /// equal (matplotlib's constrained layout, Makie's grid layout): a chart's share is the
    /// common plot length plus its own protrusions (in a grid, the largest of its column or row);
    /// a view without protrusions of its own (a 3D chart, a spacer, a nested stack) gets the mean
    /// of the others', so that it keeps about the share an equal division gives it.
    var protrusions: [Int: SIMD4<Double>] = [:]

    /// A view's size when nothing is proposed, and whether it grows to what it is offered.
    struct Measure {
        var size: SIMD2<Double>
        var flexible: Flex
    }

    /// A chart and its rectangle in points.
    struct PlacedChart {
        var chart: FigureChart
        var rect: LayoutRect
    }

    /// What a layout produced.
    struct Placed {
        var charts: [PlacedChart] = []
        /// Pixel primitives of text, shapes, backgrounds and dividers, in drawing order.
        var primitives: [ScenePrimitive] = []
        /// Charts (indices into ``charts``) whose plot areas share top and bottom edges.
        var rows: [[Int]] = []
        /// Charts whose plot areas share left and right edges.
        var columns: [[Int]] = []
        /// The charts (a range of ``charts``) inside each `.figure…` modifier, with its options.
        var options: [(charts: Range<Int>, options: FigureOptions)] = []
    }

    init(scale: Double, textColor: RGBA) {
        self.scale = scale
        views = AnnotationLayout(scale: Float(scale), defaultColor: textColor)
    }

    /// The default spacing in points between the views of a `GridRow` outside a grid.
    static let rowSpacing = 8.0
    /// The thickness of a divider in points.
    static let dividerThickness = 1.0

    func measure(_ node: AnnotationNode, font: Font = .body) -> Measure {
        switch node {
        case .chart(let chart):
            let size = chart.representable.frameSize
            let fixed = chart.representable.fixedDimensions
            return Measure(size: SIMD2(size.width, size.height), flexible: Flex(!fixed.width, !fixed.height))
        case .spacer(let minLength):
            return Measure(size: SIMD2(minLength, minLength), flexible: Flex(true, true))
        case .divider:
            return Measure(size: SIMD2(repeating: Self.dividerThickness), flexible: Flex(true, true))
        case .stack(let vertical, _, let spacing, let children):
            return measureStack(vertical: vertical, spacing: spacing, children, font: font)
        case .row(let cells):
            return measureStack(vertical: false, spacing: Self.rowSpacing, cells, font: font)
        case .grid(let h, let v, let rows):
            let grid = GridGeometry(rows: rows) { measure($0, font: font) }
            let width = grid.columnIdeal.reduce(0, +) + h * Double(max(grid.columnCount - 1, 0))
            let height = grid.rowIdeal.reduce(0, +) + v * Double(max(rows.count - 1, 0))
            return Measure(size: SIMD2(width, height), flexible: grid.flexible)
        case .frame(let inner, let width, let height):
            let m = measure(inner, font: font)
            return Measure(
                size: SIMD2(width ?? m.size.x, height ?? m.size.y),
                flexible: Flex(width == nil && m.flexible.x, height == nil && m.flexible.y))
        case .padded(let inner, let points):
            var m = measure(inner, font: font)
            m.size += SIMD2(repeating: 2 * points)
            return m
        case .styled(let inner, let f, _): return measure(inner, font: f ?? font)
        case .background(let inner, _, _), .cell(let inner, _), .figure(let inner, _): return measure(inner, font: font)
        case .text, .shape, .path, .canvas:
            let size = views.layout(node, font: font).size
            return Measure(size: SIMD2(Double(size.x), Double(size.y)) / scale, flexible: Flex(false, false))
        }
    }

    private func measureStack(vertical: Bool, spacing: Double, _ children: [AnnotationNode], font: Font) -> Measure {
        let measures = children.map { measure($0, font: font) }
        let a = vertical ? 1 : 0
        let along = measures.reduce(0) { $0 + $1.size[a] } + spacing * Double(max(children.count - 1, 0))
        let across = measures.map { $0.size[1 - a] }.max() ?? 0
        var flexible = Flex(false, false)
        for m in measures {
            flexible[a] = flexible[a] || m.flexible[a]
            flexible[1 - a] = flexible[1 - a] || m.flexible[1 - a]
        }
        return Measure(size: vertical ? SIMD2(across, along) : SIMD2(along, across), flexible: flexible)
    }

    /// Places `node` in `rect` (points), recording charts, drawings and aligned groups.
    func place(
        _ node: AnnotationNode, in rect: LayoutRect, font: Font = .body, color: Color? = nil, into placed: inout Placed
    ) {
        switch node {
        case .chart(let chart):
            placed.charts.append(PlacedChart(chart: chart, rect: rect))
        case .spacer, .divider:
            return
        case .stack(let vertical, let alignment, let spacing, let children):
            placeStack(
                vertical: vertical, alignment: alignment, spacing: spacing, children, in: rect, font: font,
                color: color, into: &placed)
        case .row(let cells):
            placeStack(
                vertical: false, alignment: .center, spacing: Self.rowSpacing, cells, in: rect, font: font,
                color: color, into: &placed)
        case .grid(let h, let v, let rows):
            placeGrid(rows, horizontalSpacing: h, verticalSpacing: v, in: rect, font: font, color: color, into: &placed)
        case .frame(let inner, _, _), .cell(let inner, _):
            place(inner, in: rect, font: font, color: color, into: &placed)
        case .figure(let inner, let options):
            let first = placed.charts.count
            place(inner, in: rect, font: font, color: color, into: &placed)
            placed.options.append((first..<placed.charts.count, options))
        case .padded(let inner, let p):
            let inset = LayoutRect(
                origin: rect.origin + SIMD2(repeating: p),
                size: pointwiseMax(rect.size - SIMD2(repeating: 2 * p), .zero))
            place(inner, in: inset, font: font, color: color, into: &placed)
        case .styled(let inner, let f, let c):
            place(inner, in: rect, font: f ?? font, color: c ?? color, into: &placed)
        case .background(let inner, let fill, let radius):
            let (lo, hi) = pixels(rect)
            placed.primitives.append(
                .mesh(AnnotationLayout.roundedRect(lo, hi - lo, radius: Float(radius * scale), color: fill)))
            place(inner, in: rect, font: font, color: color, into: &placed)
        case .text, .shape, .path, .canvas:
            let laid = views.layout(node, font: font, color: color)
            let (lo, hi) = pixels(rect)
            let origin = ((lo + hi - laid.size) / 2).rounded(.down)
            placed.primitives += laid.draw(origin)
        }
    }

    /// `rect`'s corners in device pixels.
    func pixels(_ rect: LayoutRect) -> (Vec2, Vec2) {
        let lo = rect.origin * scale
        let hi = (rect.origin + rect.size) * scale
        return (Vec2(Float(lo.x), Float(lo.y)), Vec2(Float(hi.x), Float(hi.y)))
    }

    /// How many charts `node` holds.
    static func chartCount(_ node: AnnotationNode) -> Int {
        switch node {
        case .chart: 1
        case .stack(_, _, _, let children), .row(let children): children.reduce(0) { $0 + chartCount($1) }
        case .grid(_, _, let rows): rows.reduce(0) { $0 + $1.reduce(0) { $0 + chartCount($1) } }
        case .frame(let inner, _, _), .padded(let inner, _), .styled(let inner, _, _), .cell(let inner, _),
            .background(let inner, _, _), .figure(let inner, _):
            chartCount(inner)
        case .spacer, .divider, .text, .shape, .path, .canvas: 0
        }
    }

    /// The protrusions along axis `a` (0: left + right, 1: top + bottom) of the chart with index
    /// `index`, points; nil when none was measured (a 3D chart).
    func protrusion(of index: Int, along a: Int) -> Double? {
        guard let p = protrusions[index] else { return nil }
        return a == 0 ? p[1] + p[3] : p[0] + p[2]
    }

    /// Whether `node` is a chart, through the modifiers that keep it one view.
    static func isChart(_ node: AnnotationNode) -> Bool {
        switch node {
        case .chart: true
        case .frame(let inner, _, _), .padded(let inner, _), .styled(let inner, _, _), .cell(let inner, _),
            .background(let inner, _, _), .figure(let inner, _):
            isChart(inner)
        default: false
        }
    }
}

extension ChartRepresentable {
    /// Whether the chart's width and height are fixed by a `.frame` (else it takes what a figure
    /// offers it).
    var fixedDimensions: (width: Bool, height: Bool) {
        var result = (width: false, height: false)
        for modifier in configuration.value.layout {
            if case .frame(let w, let h, _) = modifier {
                result.width = result.width || w != nil
                result.height = result.height || h != nil
            }
        }
        return result
    }
}

/// Whether a view grows along x and along y (subscript 0: x, 1: y).
struct Flex {
    var x: Bool
    var y: Bool

    init(_ x: Bool, _ y: Bool) {
        self.x = x
        self.y = y
    }

    subscript(axis: Int) -> Bool {
        get { axis == 0 ? x : y }
        set { if axis == 0 { x = newValue } else { y = newValue } }
    }
}
