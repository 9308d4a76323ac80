/// The SwiftUI layout modifiers a chart takes (`.frame`, `.padding`, `.background`), laid out as
/// SwiftUI lays them out, in the order written; see ``ChartRepresentable/frameSize`` for what
/// they make of an exported image.
extension ChartRepresentable {
    /// The default padding of `.padding()` on every edge, in points (SwiftUI's standard spacing).
    public static var defaultPadding: Double { 16 }

    /// The chart and its layout modifiers laid out from its default size.
    var frameLayout: ChartFrameLayout {
        ChartFrameLayout(
            modifiers: configuration.value.layout, ideal: SIMD2(idealSize.width, idealSize.height))
    }

    /// The size of the image in points (the renderer multiplies it by its scale): the chart's
    /// default frame size (``defaultSize``) or its `.frame`, with the `.padding` applied after the
    /// frame added around it.
    public var frameSize: (width: Double, height: Double) {
        let size = frameLayout.imageSize
        return (size.x, size.y)
    }

    /// The size in points the chart itself is drawn at, inside its padding and frames.
    var chartSize: (width: Double, height: Double) {
        let size = frameLayout.placement.chart.size
        return (size.x, size.y)
    }

    private func appendingLayout(_ modifier: LayoutModifier) -> Self { modified { $0.layout.append(modifier) } }

    /// The size in points of what it applies to: the chart, or the chart with the layout modifiers
    /// before it (SwiftUI's `frame(width:height:alignment:)`); nil keeps the size proposed in that
    /// dimension. The image is the frame times the renderer's scale, plus any padding applied after
    /// the frame. What it wraps is placed at `alignment` when its size differs (a frame inside a
    /// padding, say).
    ///
    /// Applied directly to another fixed frame it replaces that frame's given dimensions:
    /// `.frame(width: 300).frame(height: 200)` is 300 × 200, and a window's size replaces a chart's
    /// own frame, so the window resizes the chart. (SwiftUI would centre the first frame inside
    /// the second.)
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Self {
        guard width != nil || height != nil else { return self }
        return modified {
            if case .frame(let w, let h, _)? = $0.layout.last {
                $0.layout[$0.layout.count - 1] = .frame(width: width ?? w, height: height ?? h, alignment: alignment)
            } else {
                $0.layout.append(.frame(width: width, height: height, alignment: alignment))
            }
        }
    }

    /// Bounds on the size in points proposed to what it applies to (SwiftUI's flexible frame). An
    /// exported image proposes nothing, so the chart takes its ideal size (`idealWidth`, else its
    /// default frame size) clamped to the bounds: `.frame(minWidth: 800)` draws a 600-point-wide
    /// chart 800 points wide, `.frame(maxHeight: 300)` at most 300 high. A window proposes its own
    /// size, which the bounds clamp in the same way. A minimum above its maximum is reported as
    /// ``ChartError/contradictoryFrame(dimension:minimum:maximum:)`` when the chart is lowered.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> Self {
        appendingLayout(
            .flexibleFrame(
                FlexibleFrame(
                    width: FlexibleDimension(min: minWidth, ideal: idealWidth, max: maxWidth),
                    height: FlexibleDimension(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
            ))
    }

    /// Space around what it applies to, in points on each edge in `edges` (default all; length
    /// default ``defaultPadding``, 16): the image grows by it and the chart keeps its size, unless
    /// a frame applied after it fixes the size, which the chart then shares with the padding.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Self {
        appendingLayout(.padding(EdgeInsets(edges, length ?? Self.defaultPadding)))
    }

    /// Space around what it applies to, `length` points on every edge.
    public func padding(_ length: Double) -> Self { padding(.all, length) }

    /// Space around what it applies to, in points per edge.
    public func padding(_ insets: EdgeInsets) -> Self { appendingLayout(.padding(insets)) }

    /// Paints the rectangle of what it applies to, behind it (SwiftUI's `background(_:)`): a
    /// colour, a `LinearGradient` (or `.linearGradient(…)`) laid out in that rectangle, a
    /// `Gradient` from top to bottom, a material as its translucent veil. Order matters as in
    /// SwiftUI: `.padding().background(.yellow)` paints the padding too, `.background(.yellow)
    /// .padding()` only the chart. Outside every background the image is white (the dark
    /// background in the dark appearance); `.background(.clear)` gives a transparent image.
    public func background(_ style: some ShapeStyle) -> Self { appendingLayout(.background(LayoutFill(style))) }
}
