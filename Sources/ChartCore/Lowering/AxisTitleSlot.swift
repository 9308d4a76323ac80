import ChartMath
import ChartScene

/// A 2D axis title measured for the layout pass (`.chartXAxisLabel(_:position:alignment:spacing:)`,
/// the y form and the content forms): the side of the plot it takes, its box as drawn and the gap
/// between it and the tick labels. The layout reserves `space` on that side, so the title covers
/// no tick label, legend or chart title; ``AxisTitleSlot/Placed`` is the box once the plot is known.
struct AxisTitleSlot {
    enum Side: Equatable { case top, bottom, leading, trailing }
    enum Content {
        case text(String)
        case view(AnnotationLayout.Laid)
    }

    var side: Side
    /// Whether the side was chosen for `.automatic` (a y title then goes where the y labels are).
    let automatic: Bool
    let alignment: Alignment
    let content: Content
    /// The text or view.
    let style: TextStyle
    /// The box as drawn, in device pixels (a y title beside the plot reads upwards: its width is
    /// the text's height).
    let size: Vec2
    /// Device pixels between the tick labels (or the plot) and the title.
    let gap: Float

    /// Whether the title is text read upwards (a y title beside the plot).
    let rotated: Bool

    /// The room taken across its side, the gap included.
    var space: Float { (side == .top || side == .bottom ? size.y : size.x) + gap }

    /// The title of the x (`isX`) or y axis, nil when there is none (no text and no view, or a
    /// hidden axis). An `.overlay` position warns and is drawn as `.automatic`.
    static func make(
        isX: Bool, text: String?, placement p: AxisLabelPlacement, style: TextStyle, theme: Theme, scale: Float,
        log: WarningLog
    ) -> AxisTitleSlot? {
        let position: AnnotationPosition
        if p.position == .overlay {
            log.add(
                .modifierIgnored(
                    modifier: ".chart\(isX ? "X" : "Y")AxisLabel(position: .overlay)",
                    reason: "an axis title sits outside the plot; drawn at .automatic"))
            position = .automatic
        } else {
            position = p.position
        }
        let side = Self.side(of: position, isX: isX)
        let beside = side == .leading || side == .trailing
        let content: Content
        var size: Vec2
        if let node = p.content {
            let laid = AnnotationLayout(scale: scale, defaultColor: style.color, textScale: theme.textScale)
                .layout(node, font: .subheadline)
            (content, size) = (.view(laid), laid.size)
        } else if let text, !text.isEmpty {
            content = .text(text)
            size = Vec2(style.width(text), style.lineHeight(text))
            if !isX && beside { size = Vec2(size.y, size.x) }
        } else {
            return nil
        }
        return AxisTitleSlot(
            side: side, automatic: position == .automatic,
            alignment: Self.alignment(p.alignment, position: position, isX: isX, beside: beside),
            content: content, style: style, size: size,
            gap: Float(p.spacing ?? Double(theme.titleGap)) * scale, rotated: p.content == nil && !isX && beside)
    }

    /// The side a position names; corners count as their vertical side.
    private static func side(of position: AnnotationPosition, isX: Bool) -> Side {
        switch position {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .automatic, .overlay: isX ? .bottom : .leading
        }
    }

    /// The alignment given, else a corner's, else: centred, but an x title beside the plot on the
    /// x labels' level (bottom) and a y title above or below the plot over the y labels (leading).
    private static func alignment(_ given: Alignment?, position: AnnotationPosition, isX: Bool, beside: Bool)
        -> Alignment
    {
        switch position {
        case .topLeading, .bottomLeading: return Alignment(horizontal: .leading, vertical: .center)
        case .topTrailing, .bottomTrailing: return Alignment(horizontal: .trailing, vertical: .center)
        default: break
        }
        if let given { return given }
        if isX && beside { return .bottom }
        if !isX && !beside { return .leading }
        return .center
    }

    /// The title placed: its box, and the text's anchor point (on the box's edge, computed as the
    /// automatic titles always were, so they stay where they were).
    struct Placed {
        let slot: AxisTitleSlot
        let frame: PlotRect
        let anchor: Vec2

        /// The text label, or nil for a view.
        var label: TextLabel? {
            guard case .text(let text) = slot.content else { return nil }
            if slot.rotated {
                // Reading upwards: the text's leading end is at the bottom, its top faces left.
                let h: TextHorizontalAlignment =
                    switch slot.alignment.vertical {
                    case .top: .trailing
                    case .center: .center
                    case .bottom: .leading
                    }
                return slot.style.label(
                    text, at: anchor, h, slot.side == .trailing ? .bottom : .top, rotation: .pi / 2)
            }
            let h: TextHorizontalAlignment =
                switch slot.alignment.horizontal {
                case .leading: .leading
                case .center: .center
                case .trailing: .trailing
                }
            return slot.style.label(text, at: anchor, h, .top)
        }

        /// The view's primitives (none for text).
        var primitives: [ScenePrimitive] {
            guard case .view(let laid) = slot.content else { return [] }
            return laid.draw(Vec2(frame.x0, frame.y0))
        }
    }

    /// The title in a row above or below the plot, its top at `top`, aligned over `span` (pixels
    /// from left to right), kept inside `0…width` less `margin`.
    func placed(rowTop top: Float, span: (Float, Float), width: Float, margin: Float) -> Placed {
        var x0: Float
        var anchor: Float
        switch alignment.horizontal {
        case .leading: (x0, anchor) = (span.0, span.0)
        case .center: (x0, anchor) = ((span.0 + span.1 - size.x) / 2, (span.0 + span.1) / 2)
        case .trailing: (x0, anchor) = (span.1 - size.x, span.1)
        }
        let kept = max(margin, min(x0, width - margin - size.x))
        if kept != x0 { (anchor, x0) = (anchor + kept - x0, kept) }
        return Placed(
            slot: self, frame: PlotRect(x0: x0, y0: top, x1: x0 + size.x, y1: top + size.y),
            anchor: Vec2(anchor, top))
    }

    /// The title in the column `left…right` beside the plot, aligned along `span` (pixels from top
    /// to bottom); text is anchored on the column's edge towards the chart's side.
    func placed(column: (left: Float, right: Float), span: (Float, Float)) -> Placed {
        let y0: Float
        var anchorY: Float
        switch alignment.vertical {
        case .top: (y0, anchorY) = (span.0, span.0)
        case .center: (y0, anchorY) = ((span.0 + span.1 - size.y) / 2, (span.0 + span.1) / 2)
        case .bottom: (y0, anchorY) = (span.1 - size.y, span.1)
        }
        // Upright text beside the plot (an x title) hangs from the box's top; the column is as
        // wide as the text, so the horizontal anchor follows the label's alignment.
        let anchorX: Float
        if rotated {
            anchorX = side == .trailing ? column.right : column.left
        } else {
            switch alignment.horizontal {
            case .leading: anchorX = column.left
            case .center: anchorX = (column.left + column.right) / 2
            case .trailing: anchorX = column.right
            }
            anchorY = y0
        }
        return Placed(
            slot: self, frame: PlotRect(x0: column.left, y0: y0, x1: column.right, y1: y0 + size.y),
            anchor: Vec2(anchorX, anchorY))
    }
}

extension PlotLayout {
    /// Places the axis titles in the room the layout reserved, outside in as it was reserved: below
    /// the plot the x labels, the x title, the y title; above it the top x labels, the x title, the
    /// y title; on the left the y labels, an x title, the y title (then the legend); on the right
    /// the y labels or the last x label's reach, an x title, the y title. `reach` is how far the
    /// top x labels reach above the plot, the top y label's half line, and how far the x labels (or
    /// the right y labels) reach beside it.
    mutating func placeTitles(
        x: AxisTitleSlot?, y: AxisTitleSlot?,
        reach: (top: Float, yHalfLine: Float, xLabels: (leading: Float, trailing: Float)),
        legendReserved: (top: Float, bottom: Float, leading: Float, trailing: Float)
    ) {
        let m = metrics
        var below = plot.y1
        if xBottomLabels {
            below = below + m.tick + m.gap + m.xLabelDrop + m.tickText.lineHeight
        } else if xBottomTicks {
            below = below + m.tick
        }
        let xLabelsBottom = below
        var above = plot.y0 - reach.top - reach.yHalfLine
        let chartWidth = width
        func row(_ slot: AxisTitleSlot, _ span: (Float, Float)) -> AxisTitleSlot.Placed {
            switch slot.side {
            case .bottom:
                let placed = slot.placed(rowTop: below + slot.gap, span: span, width: chartWidth, margin: m.margin)
                below = below + slot.gap + slot.size.y
                return placed
            default:
                above = above - slot.gap - slot.size.y
                return slot.placed(rowTop: above, span: span, width: chartWidth, margin: m.margin)
            }
        }
        var leadingEdge = m.margin + legendReserved.leading
        let trailingEdge = width - m.margin - decorations.barSpace - legendReserved.trailing
        if let y, y.side == .leading {
            yTitlePlaced = y.placed(column: (leadingEdge, leadingEdge + y.size.x), span: (plot.y0, plot.y1))
            leadingEdge += y.space
        }
        if let x {
            switch x.side {
            case .top, .bottom: xTitlePlaced = row(x, (plot.x0, plot.x1))
            case .leading:
                xTitlePlaced = x.placed(column: (leadingEdge, leadingEdge + x.size.x), span: (plot.y0, xLabelsBottom))
            case .trailing:
                let left = plot.x1 + reach.xLabels.trailing + x.gap
                xTitlePlaced = x.placed(column: (left, left + x.size.x), span: (plot.y0, xLabelsBottom))
            }
        }
        if let y {
            switch y.side {
            case .top, .bottom:
                // Leading: over the y labels' start; trailing: to the right y labels' end.
                let yLabels = m.tick + m.gap
                let span =
                    yTitleTrailing
                    ? (plot.x0, plot.x1 + yLabels + yLabelWidth.trailing)
                    : (plot.x0 - yLabels - yLabelWidth.leading, plot.x1)
                yTitlePlaced = row(y, span)
            case .trailing:
                yTitlePlaced = y.placed(column: (trailingEdge - y.size.x, trailingEdge), span: (plot.y0, plot.y1))
            case .leading: break
            }
        }
        self.below = below
    }
}
