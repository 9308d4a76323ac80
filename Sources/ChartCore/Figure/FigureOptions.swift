/// What the charts inside a stack or grid of a figure share: scales, one legend, one colour
/// scale, linked cameras, panel labels. Set with ``AnnotationView/figureSharedScales(x:y:)``,
/// ``AnnotationView/figureLegend()``, ``AnnotationView/figureColorScale(domain:range:)``,
/// ``AnnotationView/figureLinkedCameras()`` and ``AnnotationView/figurePanelLabels()``; an inner modifier's options add to an outer one's.
public struct FigureOptions: Sendable, Equatable, Hashable {
    /// One x domain for the 2D charts inside (the union of theirs); x tick labels and titles are
    /// kept only on the lowest chart of each column (matplotlib's `sharex`). Default false.
    public var sharesX = false
    /// One y domain for the 2D charts inside; y tick labels and titles are kept only on the
    /// leftmost chart of each row (`sharey`). Default false.
    public var sharesY = false
    /// One legend or colour bar: every chart's legend (a 3D chart's colour bar) is hidden but the
    /// last one's (in reading order), which stands for all (their series must be the same
    /// categories, their colour scales the same domain). Default false.
    public var oneLegend = false
    /// Each chart gets a bold label "(a)", "(b)", … at the top-left of its cell, in reading
    /// order, over a band that the chart gives up. Default false.
    public var panelLabels = false
    /// One colour scale for the numeric colours (`.foregroundStyle(by:)` of numbers, a surface's
    /// heights) of every chart inside: this domain mapped through ``colorRange``, as each chart's
    /// `.chartForegroundStyleScale(domain:range:)` would. Nil (the default): each chart its own.
    public var colorDomain: ClosedRange<Double>?
    /// The gradient of ``colorDomain``. Default viridis.
    public var colorRange = Gradient.viridis
    /// The 3D charts inside turn together: a drag, zoom, preset pose or reset in the window on one
    /// of them does the same to the others. Default false.
    public var linksCameras = false

    /// No sharing, no labels.
    public init() {}
}

extension AnnotationView {
    private func figureOptions(_ change: (inout FigureOptions) -> Void) -> some AnnotationView {
        var options = FigureOptions()
        var inner = annotationNode
        if case .figure(let node, let given) = inner {
            options = given
            inner = node
        }
        change(&options)
        return Modified(node: .figure(inner, options))
    }

    /// The 2D charts inside share their x scale (`x`), their y scale (`y`) or both: one domain,
    /// the union of theirs, and tick labels and axis titles only on the outer charts (the lowest
    /// of each column for x, the leftmost of each row for y).
    public func figureSharedScales(x: Bool = false, y: Bool = false) -> some AnnotationView {
        figureOptions {
            $0.sharesX = $0.sharesX || x
            $0.sharesY = $0.sharesY || y
        }
    }

    /// One legend for the charts inside: the last chart's (in reading order), the others hidden.
    public func figureLegend() -> some AnnotationView { figureOptions { $0.oneLegend = true } }

    /// One colour scale for the charts inside: their numeric colours (a surface's heights, a heat
    /// map's values, `.foregroundStyle(by:)` of numbers) all map `domain` through `range`, so that
    /// one colour bar reads for all. With ``figureLegend()`` only the last chart's colour bar is
    /// drawn.
    public func figureColorScale(domain: ClosedRange<Double>, range: Gradient = .viridis) -> some AnnotationView {
        figureOptions {
            $0.colorDomain = domain
            $0.colorRange = range
        }
    }

    /// The 3D charts inside share their camera in the window: turning, zooming or resetting one
    /// turns, zooms or resets the others (PyVista's `link_views`). Each starts at its own pose;
    /// the first change makes them all take the changed panel's.
    public func figureLinkedCameras() -> some AnnotationView { figureOptions { $0.linksCameras = true } }

    /// Labels "(a)", "(b)", … on the charts inside, in reading order, at each cell's top-left.
    public func figurePanelLabels() -> some AnnotationView { figureOptions { $0.panelLabels = true } }
}
