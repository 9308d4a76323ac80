/// `LineMark`s gathered into the columns of a data `LinePlot` (see ``ColumnarCollector``): the
/// vertices of one line — no series, no category, no symbols or dashes by category, one stroke
/// and interpolation — with numbers or dates under one set of labels, draw and read as the same
/// `LinePlot`. (All the chart's line marks must be in the run: marks further down without a
/// series would join the same line.)
struct LineRun: ColumnarRun {
    private var x: Column
    private var y: Column
    private let spec: LineMarkSpec
    private let style: MarkStyle

    init?(first l: LineMarkSpec, of element: ChartElement, threeDimensional: Bool) {
        guard !threeDimensional, element.identity == nil, l.isPlainForRuns, element.style.isPlainForRuns,
            element.style.category == nil,
            let x = Column(first: l.x), let y = Column(first: l.y)
        else { return nil }
        self.x = x
        self.y = y
        spec = l
        style = element.style
    }

    mutating func append(_ l: LineMarkSpec, of element: ChartElement) -> Bool {
        guard element.identity == nil, l.isPlainForRuns,
            l.stroke == spec.stroke, l.interpolation == spec.interpolation
        else { return false }
        // The style read in place (not copied: this runs once per mark).
        guard element.recipe.style.isPlainForRuns, element.recipe.style.category == nil,
            element.recipe.style.matchesForRuns(style), x.accepts(l.x), y.accepts(l.y)
        else { return false }
        self.x.append(l.x)
        self.y.append(l.y)
        return true
    }

    var count: Int { x.values.count }

    var gathered: ChartElement {
        var line = LineSpec(
            xLabel: x.label, yLabel: y.label,
            source: .data(x: x, y: y, series: nil, seriesLabel: nil, colors: nil), stroke: spec.stroke,
            interpolation: spec.interpolation)
        line.gatheredName = "LineMark"
        return ChartElement(recipe: CustomMark(mark: line, style: style))
    }

    var marks: [ChartElement] {
        (0..<count).map { i in
            var vertex = spec
            vertex.x = x.axisValue(at: i)
            vertex.y = y.axisValue(at: i)
            return ChartElement(recipe: CustomMark(mark: vertex, style: style))
        }
    }
}

extension LineMarkSpec {
    /// Whether the vertex is one a data `LinePlot` draws the same: one line, no symbols, no dashes
    /// by category.
    var isPlainForRuns: Bool {
        series == nil && symbol == nil && symbolCategory == nil && symbolSize == nil && dashCategory == nil
    }
}
