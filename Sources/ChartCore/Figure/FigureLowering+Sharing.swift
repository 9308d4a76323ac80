import ChartMath
import ChartScene

extension FigureLowering {
    /// The 2D charts of `range` given one x and/or y domain, the union of their own (each laid
    /// out once at its cell's size to find it; categorical axes and axes of another scale type
    /// than the first chart's keep their own), with the tick labels and title of the shared axis
    /// hidden on inner charts: y on all but the leftmost of each row, x on all but the lowest of
    /// each column.
    func sharingScales(
        _ charts: [FigureChart.Kind], _ range: Range<Int>, _ options: FigureOptions, cells: [PixelRect],
        placed: FigureLayout.Placed
    ) throws -> [FigureChart.Kind] {
        var axes: [Int: (x: PlotAxis, y: PlotAxis)] = [:]
        for i in range {
            guard case .chart2D(let chart) = charts[i] else { continue }
            let w = Double(max(cells[i].width, 1)) / scale
            let h = Double(max(cells[i].height, 1)) / scale
            let layout = try Lowering2D(chart: chart.frame(width: w, height: h), scale: scale).lowerWithLayout().layout
            axes[i] = (layout.x, layout.y)
        }
        let xDomain = options.sharesX ? Self.union(axes.keys.sorted().map { axes[$0]!.x }) : nil
        let yDomain = options.sharesY ? Self.union(axes.keys.sorted().map { axes[$0]!.y }) : nil
        var result = charts
        for i in axes.keys {
            guard case .chart2D(var chart) = charts[i] else { continue }
            if let xDomain, Self.isNumeric(axes[i]!.x, like: axes.values.first!.x) {
                chart = chart.chartXScale(domain: xDomain)
                let column = placed.columns.first { $0.contains(i) }?.filter(range.contains)
                if let column, column.last != i {
                    chart = chart.chartXAxis {
                        AxisMarks {
                            AxisGridLine()
                            AxisTick()
                        }
                    }.chartXAxisLabel("")
                }
            }
            if let yDomain, Self.isNumeric(axes[i]!.y, like: axes.values.first!.y) {
                chart = chart.chartYScale(domain: yDomain)
                let row = placed.rows.first { $0.contains(i) }?.filter(range.contains)
                if let row, row.first != i {
                    chart = chart.chartYAxis {
                        AxisMarks {
                            AxisGridLine()
                            AxisTick()
                        }
                    }.chartYAxisLabel("")
                }
            }
            result[i] = .chart2D(chart)
        }
        return result
    }

    /// The charts of `range` given one numeric colour scale: `domain` through `gradient`.
    func sharingColors(
        _ charts: [FigureChart.Kind], _ range: Range<Int>, _ domain: ClosedRange<Double>, _ gradient: Gradient
    ) -> [FigureChart.Kind] {
        var result = charts
        for i in range {
            switch charts[i] {
            case .chart2D(let chart):
                result[i] = .chart2D(chart.chartForegroundStyleScale(domain: domain, range: gradient))
            case .chart3D(let chart):
                result[i] = .chart3D(
                    chart.coloringHeights(over: domain, gradient).chartForegroundStyleScale(
                        domain: domain, range: gradient))
            }
        }
        return result
    }

    /// Whether `axis` is numeric and of the same scale type as `first`.
    static func isNumeric(_ axis: PlotAxis, like first: PlotAxis) -> Bool {
        axis.categories.isEmpty && first.categories.isEmpty && axis.scale.type == first.scale.type
    }

    /// The smallest domain holding every numeric axis of the first one's type; nil when none.
    static func union(_ axes: [PlotAxis]) -> ClosedRange<Double>? {
        guard let first = axes.first else { return nil }
        let numeric = axes.filter { isNumeric($0, like: first) }
        guard !numeric.isEmpty else { return nil }
        let lo = numeric.map { min($0.scale.start, $0.scale.end) }.min()!
        let hi = numeric.map { max($0.scale.start, $0.scale.end) }.max()!
        return lo...hi
    }

    /// Bold labels "(a)", "(b)", … at the top-left of the cells of `range`, in reading order;
    /// each cell gives up the band the label takes (plus a 2-point gap).
    func labelling(_ range: Range<Int>, cells: inout [PixelRect], layout: FigureLayout) -> [ScenePrimitive] {
        var primitives: [ScenePrimitive] = []
        for (n, i) in range.enumerated() {
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            let name = n < letters.count ? String(letters[n]) : String(n + 1)
            let laid = layout.views.layout(.text("(\(name))", .headline, nil))
            primitives += laid.draw(Vec2(Float(cells[i].x), Float(cells[i].y)))
            let band = Int(laid.size.y.rounded(.up)) + Int((2 * scale).rounded())
            cells[i].y += band
            cells[i].height = max(cells[i].height - band, 1)
        }
        return primitives
    }
}

extension Chart3D {
    /// A chart of `elements` with `configuration`.
    init(elements: [ChartElement], configuration: ChartConfigurationBox) {
        self.elements = elements
        self.configuration = configuration
    }

    /// The chart with its height-coloured surfaces (those without a colour or category of their
    /// own) coloured over `domain` through `gradient`, as `.foregroundStyle(.heightBased(_:yRange:))`
    /// on each would.
    func coloringHeights(over domain: ClosedRange<Double>, _ gradient: Gradient) -> Chart3D {
        let recoloured = elements.map { element -> ChartElement in
            guard var surface = element.recipe.mark as? SurfaceSpec, element.style.color == nil,
                element.style.category == nil
            else { return element }
            switch (surface.surfaceStyle ?? .heightBased).kind {
            case .heightBased: surface.surfaceStyle = .heightBased(gradient, yRange: domain)
            case .normalBased: return element
            }
            var result = element
            result.recipe.mark = surface
            return result
        }
        return Chart3D(elements: recoloured, configuration: configuration)
    }
}
