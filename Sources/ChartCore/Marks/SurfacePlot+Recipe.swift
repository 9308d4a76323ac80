import ChartMath
import ChartScene

// `SurfacePlot` as a recipe: a 3D-only mark whose y values come from sampling its function over
// the chart's x and z scales, drawn as one lit mesh, coloured by height (with a colour bar), by
// normal, by one colour or by a category.

extension SurfaceSpec: ChartMark, OwnColoredMark, SurfaceStyledMark, NamedInErrors {
    var markName: String { "SurfacePlot" }
    var nameInErrors: String { "SurfacePlot" }

    /// A surface style of its own counts as the surface's own colours.
    var hasOwnColors: Bool { surfaceStyle != nil }

    /// A surface stands only in a `Chart3D`.
    func addValues(to domains: inout MarkDomains) throws {
        throw ChartError.notThreeDimensional(mark: markName)
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    /// A grid that cannot be drawn is refused; the surface's values on the axes come from
    /// ``gridExtents`` and ``domainSamples(x:z:)`` once the x and z scales are known.
    func addValues(to domains: inout MarkDomains3D) throws {
        if let problem = grid?.problem { throw problem }
        if let wireframe, wireframe.stride < 1 {
            throw ChartError.invalidWireframeStride(mark: markName, stride: wireframe.stride)
        }
        try checkContours()
    }

    /// The surface's mesh, sampled at the context's surface resolution, its wireframe's lines and
    /// its contour lines.
    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        let (faces, wire) = Lowering3D.surfaceMesh(self, context: context)
        return (drawsFaces ? [.mesh(faces)] : []) + (wireframe.map { $0.lines.stroke(wire, in: context) } ?? [])
            + contourPrimitives(in: context)
    }

    /// The x and z extents of the grid the surface goes through, or nil for a function.
    var gridExtents: (x: ClosedRange<Double>, z: ClosedRange<Double>)? {
        grid.map(\.extents)
    }

    /// Finite samples of the surface on an `n` × `n` grid over the x and z axes, poles trimmed,
    /// for an inferred y domain; a surface through a grid gives the range of its values.
    func domainSamples(x: ResolvedScale3D, z: ResolvedScale3D, n: Int = 65) -> [Double] {
        if let grid {
            guard let range = grid.valueRange else { return [] }
            return [range.lowerBound, range.upperBound]
        }
        var ys: [Double] = []
        for r in 0..<n {
            let zv = z.sample(r, of: n)
            for c in 0..<n {
                let y = function(x.sample(c, of: n), zv)
                if y.isFinite { ys.append(y) }
            }
        }
        return Lowering2D.trimmed(ys)
    }

    /// The colour map and range of the colour bar of a height-coloured surface of `style`, or nil
    /// when the surface is coloured otherwise (one colour, a category, by normal) or drawn as its
    /// wireframe alone.
    func colorBar(style: MarkStyle, yDomain: ClosedRange<Double>) -> (map: ColorMap, range: ClosedRange<Double>)? {
        guard drawsFaces, style.color == nil, style.category == nil,
            case .heightBased(let gradient, let yRange) = (surfaceStyle ?? .heightBased).kind
        else { return nil }
        return ((gradient ?? BasicChart3DSurfaceStyle.defaultHeightGradient).colorMap, yRange ?? yDomain)
    }

    /// The surface for the chart's description and data table: its function kept, its points an
    /// evenly spaced `n` × `n` grid over `x` and `z`.
    func accessibleSeries(
        style: MarkStyle, x: ClosedRange<Double>, z: ClosedRange<Double>, samples n: Int
    ) -> AccessibleSeries {
        var series = AccessibleSeries(
            kind: .surface, name: style.accessibilityLabel ?? yLabel, xLabel: xLabel, yLabel: yLabel,
            zLabel: zLabel, hidden: style.accessibilityHidden, sampled: true, surface: function)
        for r in 0..<n {
            let zv = z.lowerBound + (z.upperBound - z.lowerBound) * Double(r) / Double(n - 1)
            for c in 0..<n {
                let xv = x.lowerBound + (x.upperBound - x.lowerBound) * Double(c) / Double(n - 1)
                series.points.append(AccessiblePoint(x: .number(xv), y: .number(function(xv, zv)), z: zv))
            }
        }
        return series
    }
}
