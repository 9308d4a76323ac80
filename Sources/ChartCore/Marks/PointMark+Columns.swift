/// `PointMark`s gathered into the columns of a `PointPlot` (see ``ColumnarCollector``): plain
/// points — a position of numbers or dates under one set of labels, one colour or a category per
/// point, one symbol size, the default symbol — draw and read as the same `PointPlot`.
struct PointRun: ColumnarRun {
    private var x: Column
    private var y: Column
    private var z: Column?
    /// The category label and each point's category name, or nil when no point has a category.
    private var categories: (label: String, names: [String])?
    /// The style every point shares, without its category.
    private let style: MarkStyle
    private let symbolSize: Double?

    init?(first p: PointSpec, of element: ChartElement, threeDimensional: Bool) {
        guard element.identity == nil, p.isPlainForRuns,
            element.style.isPlainForRuns, let x = Column(first: p.x), let y = Column(first: p.y)
        else { return nil }
        // A 3D chart's points need a z (the mark names a missing one), a 2D chart's have none.
        if threeDimensional {
            guard let pz = p.z, let z = Column(first: pz) else { return nil }
            self.z = z
        } else {
            guard p.z == nil else { return nil }
            self.z = nil
        }
        var style = element.style
        if let category = style.category {
            guard style.color == nil, let name = category.category else { return nil }
            categories = (category.label, [name])
        } else {
            categories = nil
        }
        style.category = nil
        self.x = x
        self.y = y
        self.style = style
        symbolSize = p.symbolSize
    }

    mutating func append(_ p: PointSpec, of element: ChartElement) -> Bool {
        guard element.identity == nil, p.isPlainForRuns,
            p.symbolSize == symbolSize, (p.z == nil) == (z == nil)
        else { return false }
        // The style read in place (not copied: this runs once per mark).
        guard element.recipe.style.isPlainForRuns, element.recipe.style.matchesForRuns(style) else { return false }
        // The category: every point has one under the run's label, or none has.
        let name: String?
        if let category = element.recipe.style.category {
            guard let label = categories?.label, category.label == label, let n = category.category else {
                return false
            }
            name = n
        } else {
            guard categories == nil else { return false }
            name = nil
        }
        // Checked before any column grows, so that a refused point leaves the run as it was.
        guard x.accepts(p.x), y.accepts(p.y), p.z.map({ z?.accepts($0) ?? false }) ?? true else { return false }
        self.x.append(p.x)
        self.y.append(p.y)
        if let pz = p.z { self.z?.append(pz) }
        if let name { categories?.names.append(name) }
        return true
    }

    var count: Int { x.values.count }

    var gathered: ChartElement {
        var spec = PointsSpec(x: x, y: y, z: z)
        spec.categories = categories.map { ($0.label, $0.names) }
        spec.symbolSize = symbolSize
        spec.gatheredName = "PointMark"
        return ChartElement(recipe: CustomMark(mark: spec, style: style))
    }

    var marks: [ChartElement] {
        (0..<count).map { i in
            var spec = PointSpec(x: x.axisValue(at: i), y: y.axisValue(at: i), z: z?.axisValue(at: i))
            spec.symbolSize = symbolSize
            var own = style
            if let categories {
                own.category = AxisValue(label: categories.label, storage: .single(.string(categories.names[i])))
            }
            return ChartElement(recipe: CustomMark(mark: spec, style: own))
        }
    }
}

extension PointSpec {
    /// Whether the point is one a `PointPlot` draws the same: the default symbol, one size given
    /// by `.symbolSize(_:)` (or none), no custom content.
    var isPlainForRuns: Bool {
        symbolDiameter == nil && symbol3D == nil && symbolRotation == nil && symbol2D == nil && symbolCategory == nil
            && sizeValue == nil && customSymbol == nil
    }
}
