/// A SwiftUI layout modifier applied to a chart (`.padding`, `.frame`, `.background`), kept in
/// the order written: the first wraps the chart, each later one wraps the ones before.
enum LayoutModifier: Sendable {
    /// Space around the content, in points.
    case padding(EdgeInsets)
    /// A fixed width and/or height in points; nil keeps the proposed size in that dimension.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// Bounds on the size proposed to the content.
    case flexibleFrame(FlexibleFrame)
    /// A fill behind the content's rectangle.
    case background(LayoutFill)
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrame: Sendable, Equatable {
    var width: FlexibleDimension
    var height: FlexibleDimension
    var alignment: Alignment
}

/// The bounds of a flexible frame along one dimension, in points.
struct FlexibleDimension: Sendable, Equatable {
    var min: Double?
    var ideal: Double?
    var max: Double?

    /// The size proposed to the content: the frame's proposal (else the ideal size, else the
    /// content's own ideal size) clamped to the bounds; nil when the frame sets nothing here and
    /// nothing was proposed.
    func childProposal(_ proposal: Double?, contentIdeal: () -> Double) -> Double? {
        if min == nil, max == nil { return proposal ?? ideal }
        return clamped(proposal ?? ideal ?? contentIdeal())
    }

    /// The frame's own size around content of size `child` that was proposed `proposal` (as
    /// SwiftUI's flexible frame: at least `min`, at most `max`, else the content's size).
    func size(child: Double, proposal: Double?) -> Double {
        var result = child
        if let min { result = Swift.max(min, Swift.min(result, proposal ?? result)) }
        if let max { result = Swift.min(max, Swift.max(result, proposal ?? result)) }
        return result
    }

    func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
    }
}

/// What a layout background paints: a colour, or a linear gradient over its rectangle.
struct LayoutFill: Sendable {
    var color: Color
    var gradient: LinearGradient?

    /// The fill of a SwiftUI shape style: a `LinearGradient` as given, a plain `Gradient` from top
    /// to bottom (as SwiftUI draws one), anything else as its first colour (a material as its
    /// translucent veil).
    init(_ style: some ShapeStyle) {
        if let linear = style as? LinearGradient {
            gradient = linear
        } else if let plain = style as? Gradient {
            gradient = LinearGradient(gradient: plain, startPoint: .top, endPoint: .bottom)
        }
        color = style.shapeStyleColors.first ?? .clear
    }
}

/// A rectangle in points, origin at the top-left, y down.
struct LayoutRect: Sendable, Equatable {
    var origin: SIMD2<Double>
    var size: SIMD2<Double>
}

/// Where a chart lies in its image and what its layout backgrounds paint, in points.
struct ChartPlacement: Sendable {
    /// The image: the size of the outermost layout.
    var image: SIMD2<Double>
    /// The chart's own rectangle, where it is drawn at its size.
    var chart: LayoutRect
    /// The backgrounds, outermost (painted first) to innermost.
    var fills: [(rect: LayoutRect, fill: LayoutFill)] = []

    /// Whether the chart fills the image with nothing painted around it.
    var isIdentity: Bool { fills.isEmpty && chart.origin == .zero && chart.size == image }
}

/// SwiftUI's layout of a chart and its layout modifiers: the renderer proposes no size, a chart
/// takes the size proposed to it (its default frame size where none is), a padding proposes its
/// proposal less the insets and adds them to its content's size, a fixed frame proposes and takes
/// its size, a flexible frame clamps the proposal and its own size, a background paints its
/// content's rectangle.
struct ChartFrameLayout {
    let modifiers: [LayoutModifier]
    /// The chart's size when nothing is proposed (its kind's default frame size).
    let ideal: SIMD2<Double>

    typealias Proposal = (width: Double?, height: Double?)

    /// The size of the image.
    var imageSize: SIMD2<Double> { size(modifiers.count, (nil, nil)) }

    /// The chart, its modifiers and their backgrounds laid out.
    var placement: ChartPlacement {
        let image = imageSize
        var result = ChartPlacement(image: image, chart: LayoutRect(origin: .zero, size: image))
        place(modifiers.count, in: LayoutRect(origin: .zero, size: image), proposal: (nil, nil), into: &result)
        return result
    }

    /// The size of the chart wrapped in its first `count` modifiers, given `proposal`.
    func size(_ count: Int, _ proposal: Proposal) -> SIMD2<Double> {
        guard count > 0 else { return SIMD2(proposal.width ?? ideal.x, proposal.height ?? ideal.y) }
        let proposed = childProposal(count, proposal)
        let child = size(count - 1, proposed)
        switch modifiers[count - 1] {
        case .padding(let e): return child + SIMD2(e.horizontal, e.vertical)
        case .frame(let width, let height, _): return SIMD2(width ?? child.x, height ?? child.y)
        case .flexibleFrame(let f):
            return SIMD2(
                f.width.size(child: child.x, proposal: proposed.width),
                f.height.size(child: child.y, proposal: proposed.height))
        case .background: return child
        }
    }

    /// What modifier `count − 1` proposes to the content it wraps.
    private func childProposal(_ count: Int, _ proposal: Proposal) -> Proposal {
        switch modifiers[count - 1] {
        case .padding(let e):
            return (proposal.width.map { max($0 - e.horizontal, 0) }, proposal.height.map { max($0 - e.vertical, 0) })
        case .frame(let width, let height, _): return (width ?? proposal.width, height ?? proposal.height)
        case .flexibleFrame(let f):
            let contentIdeal = { size(count - 1, (nil, nil)) }
            return (
                f.width.childProposal(proposal.width) { contentIdeal().x },
                f.height.childProposal(proposal.height) { contentIdeal().y }
            )
        case .background: return proposal
        }
    }

    private func place(_ count: Int, in rect: LayoutRect, proposal: Proposal, into result: inout ChartPlacement) {
        guard count > 0 else {
            result.chart = rect
            return
        }
        let proposed = childProposal(count, proposal)
        switch modifiers[count - 1] {
        case .padding(let e):
            let inner = LayoutRect(
                origin: rect.origin + SIMD2(e.leading, e.top), size: rect.size - SIMD2(e.horizontal, e.vertical))
            place(count - 1, in: inner, proposal: proposed, into: &result)
        case .frame(_, _, let alignment):
            let child = size(count - 1, proposed)
            let inner = LayoutRect(origin: rect.origin + alignment.offset(of: child, in: rect.size), size: child)
            place(count - 1, in: inner, proposal: proposed, into: &result)
        case .flexibleFrame(let f):
            let child = size(count - 1, proposed)
            let inner = LayoutRect(origin: rect.origin + f.alignment.offset(of: child, in: rect.size), size: child)
            place(count - 1, in: inner, proposal: proposed, into: &result)
        case .background(let fill):
            result.fills.append((rect, fill))
            place(count - 1, in: rect, proposal: proposal, into: &result)
        }
    }

    /// The first contradictory flexible frame (a minimum above its maximum), as a typed error.
    func validate() throws {
        for case .flexibleFrame(let f) in modifiers {
            for (name, d) in [("width", f.width), ("height", f.height)] {
                if let lo = d.min, let hi = d.max, !(lo <= hi) {
                    throw ChartError.contradictoryFrame(dimension: name, minimum: lo, maximum: hi)
                }
            }
        }
    }
}

extension Alignment {
    /// The offset in points that places something of `size` at this alignment inside `box`.
    func offset(of size: SIMD2<Double>, in box: SIMD2<Double>) -> SIMD2<Double> {
        let free = box - size
        let x: Double =
            switch horizontal {
            case .leading: 0
            case .center: free.x / 2
            case .trailing: free.x
            }
        let y: Double =
            switch vertical {
            case .top: 0
            case .center: free.y / 2
            case .bottom: free.y
            }
        return SIMD2(x, y)
    }
}
