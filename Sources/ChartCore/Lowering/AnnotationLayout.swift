import ChartMath
import ChartScene
import Foundation

/// Where an annotation sits against its mark (Swift Charts' `AnnotationPosition`).
public enum AnnotationPosition: Sendable, Equatable, Hashable {
    case automatic, top, bottom, leading, trailing, overlay
    case topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// How an annotation that would leave the chart is kept in (Swift Charts'
/// `AnnotationOverflowResolution`); annotations are always kept inside the image.
public struct AnnotationOverflowResolution: Sendable, Equatable {
    public enum Strategy: Sendable, Equatable {
        case automatic, disabled, padScale
        case fit(to: Boundary)
    }
    public enum Boundary: Sendable, Equatable { case chart, plot }
    public var x: Strategy
    public var y: Strategy
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }
    public static let automatic = AnnotationOverflowResolution()
}

/// An annotation attached to a mark.
struct AnnotationSpec: Sendable, Equatable {
    var position: AnnotationPosition
    var alignment: HorizontalAlignment
    var spacing: Double
    var content: AnnotationNode

    /// An annotation from the modifier's arguments: several views stack vertically; the default
    /// spacing is 4 points.
    init(position: AnnotationPosition, alignment: HorizontalAlignment, spacing: Double?, content: [AnnotationNode]) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing ?? 4
        self.content =
            content.count == 1 ? content[0] : .stack(vertical: true, alignment: alignment, spacing: 2, content)
    }
}

/// Lays out annotation content (text, stacks, padding, backgrounds) in device pixels.
struct AnnotationLayout {
    let scale: Float
    let defaultColor: RGBA
    /// The Dynamic Type factor applied to every font size.
    var textScale: Float = 1

    struct Laid {
        var size: Vec2
        var draw: (Vec2) -> [ScenePrimitive]
    }

    func layout(_ node: AnnotationNode, font: Font = .body, color: Color? = nil) -> Laid {
        switch node {
        case .text(let string, let f, let c):
            return textLaid(string, font: f ?? font, color: c ?? color)
        case .styled(let inner, let f, let c):
            return layout(inner, font: f ?? font, color: c ?? color)
        case .padded(let inner, let points):
            let laid = layout(inner, font: font, color: color)
            let p = Float(points) * scale
            return Laid(size: laid.size + Vec2(2 * p, 2 * p)) { origin in laid.draw(origin + Vec2(p, p)) }
        case .background(let inner, let fill, let radius):
            let laid = layout(inner, font: font, color: color)
            let r = Float(radius) * scale
            return Laid(size: laid.size) { origin in
                [.mesh(Self.roundedRect(origin, laid.size, radius: r, color: fill))] + laid.draw(origin)
            }
        case .shape(let shape, let c):
            return shapeLaid(shape, color: (c ?? color)?.rgba ?? defaultColor, size: Vec2(10, 10) * scale)
        case .frame(let inner, let width, let height):
            if case .shape(let shape, let c) = inner {
                let size = Vec2(Float(width ?? 10) * scale, Float(height ?? 10) * scale)
                return shapeLaid(shape, color: (c ?? color)?.rgba ?? defaultColor, size: size)
            }
            let laid = layout(inner, font: font, color: color)
            let size = Vec2(
                width.map { Float($0) * scale } ?? laid.size.x, height.map { Float($0) * scale } ?? laid.size.y)
            return Laid(size: size) { origin in laid.draw(origin + (size - laid.size) / 2) }
        case .path(let subpaths, let c, let style):
            return pathLaid(subpaths, color: (c ?? color)?.rgba ?? defaultColor, style: style)
        case .canvas(let width, let height, let children):
            let laid = children.map { layout($0, font: font, color: color) }
            return Laid(size: Vec2(Float(width), Float(height)) * scale) { origin in laid.flatMap { $0.draw(origin) } }
        case .chart, .spacer, .divider:
            // Figure views: inside an annotation a chart or divider has no room, a spacer no share.
            return Laid(size: .zero, draw: { _ in [] })
        case .cell(let inner, _), .figure(let inner, _):
            return layout(inner, font: font, color: color)
        case .row(let cells):
            return layout(.stack(vertical: false, alignment: .center, spacing: 4, cells), font: font, color: color)
        case .grid(let h, let v, let rows):
            let lines = rows.map { AnnotationNode.stack(vertical: false, alignment: .center, spacing: h, $0) }
            return layout(.stack(vertical: true, alignment: .leading, spacing: v, lines), font: font, color: color)
        case .stack(let vertical, let alignment, let spacing, let children):
            return stackLaid(
                children.map { layout($0, font: font, color: color) }, vertical: vertical, alignment: alignment,
                spacing: spacing)
        }
    }

    /// A line of text in `font` and `color` (nothing when the font cannot be loaded).
    private func textLaid(_ string: String, font resolved: Font, color: Color?) -> Laid {
        guard
            let style = try? TextStyle(
                size: Float(resolved.size) * textScale, scale: scale, color: color?.rgba ?? defaultColor,
                bold: resolved.isBold, family: resolved.family)
        else { return Laid(size: .zero, draw: { _ in [] }) }
        let size = style.size(string)
        return Laid(size: size) { origin in
            [
                .text(
                    TextBatch(
                        fontFamily: style.batchFamily, labels: [style.label(string, at: origin, .leading, .top)]))
            ]
        }
    }

    /// Open polylines in points from the origin, in `rgba` and `style`; as large as their extent.
    private func pathLaid(_ subpaths: [[SIMD2<Double>]], color rgba: RGBA, style: StrokeStyle) -> Laid {
        let lo = subpaths.joined().reduce(SIMD2<Double>(0, 0)) { pointwiseMax($0, $1) }
        return Laid(size: Vec2(Float(lo.x), Float(lo.y)) * scale) { origin in
            var vertices: [Vec3] = []
            var starts: [Int] = []
            for sub in subpaths where sub.count >= 2 {
                starts.append(vertices.count)
                vertices += sub.map { Vec3(origin.x + Float($0.x) * scale, origin.y + Float($0.y) * scale, 0) }
            }
            guard !vertices.isEmpty else { return [] }
            return [
                .lines(
                    LineBatch(
                        space: .pixel, vertices: vertices, starts: starts, color: rgba,
                        width: Float(style.lineWidth) * scale, dash: style.dash.map { Float($0) * scale }))
            ]
        }
    }

    /// Laid-out children side by side or one above the other, `spacing` points apart.
    private func stackLaid(_ laid: [Laid], vertical: Bool, alignment: HorizontalAlignment, spacing: Double) -> Laid {
        let gap = Float(spacing) * scale
        let along = laid.reduce(0) { $0 + (vertical ? $1.size.y : $1.size.x) } + gap * Float(max(laid.count - 1, 0))
        let across = laid.map { vertical ? $0.size.x : $0.size.y }.max() ?? 0
        let size = vertical ? Vec2(across, along) : Vec2(along, across)
        return Laid(size: size) { origin in
            var offset: Float = 0
            var prims: [ScenePrimitive] = []
            for child in laid {
                var o = origin
                if vertical {
                    o.y += offset
                    switch alignment {
                    case .leading: break
                    case .center: o.x += (across - child.size.x) / 2
                    case .trailing: o.x += across - child.size.x
                    }
                    offset += child.size.y + gap
                } else {
                    o.x += offset
                    o.y += (across - child.size.y) / 2
                    offset += child.size.x + gap
                }
                prims += child.draw(o)
            }
            return prims
        }
    }

    /// A filled shape of `size` pixels.
    private func shapeLaid(_ shape: ViewShape, color: RGBA, size: Vec2) -> Laid {
        Laid(size: size) { origin in
            let radius: Float
            switch shape {
            case .circle, .capsule: radius = min(size.x, size.y) / 2
            case .rectangle(let r): radius = Float(r) * self.scale
            }
            if case .circle = shape {
                let d = min(size.x, size.y)
                return [
                    .mesh(Self.roundedRect(origin + (size - Vec2(d, d)) / 2, Vec2(d, d), radius: d / 2, color: color))
                ]
            }
            return [.mesh(Self.roundedRect(origin, size, radius: radius, color: color))]
        }
    }

    /// A rectangle with rounded corners (8 segments per corner) as a filled outline.
    static func roundedRectPath(_ origin: Vec2, _ size: Vec2, radius: Float, color: RGBA) -> ScenePath {
        ScenePath(contour: roundedRectOutline(origin, size, radius: radius).map { Vec2($0.x, $0.y) }, color: color)
    }

    /// A filled rectangle with rounded corners (8 segments per corner).
    static func roundedRect(_ origin: Vec2, _ size: Vec2, radius: Float, color: RGBA) -> TriangleMesh {
        let outline = roundedRectOutline(origin, size, radius: radius)
        let centre = origin + size / 2
        let positions = [Vec3(centre.x, centre.y, 0)] + outline
        var indices: [UInt32] = []
        for i in 0..<outline.count {
            indices += [0, UInt32(1 + i), UInt32(1 + (i + 1) % outline.count)]
        }
        return TriangleMesh(space: .pixel, positions: positions, colors: [color], indices: indices)
    }

    /// The outline of a rectangle with rounded corners, clockwise on screen from the top right.
    private static func roundedRectOutline(_ origin: Vec2, _ size: Vec2, radius: Float) -> [Vec3] {
        let r = min(radius, size.x / 2, size.y / 2)
        var outline: [Vec3] = []
        let corners: [(Vec2, Float)] = [
            (origin + Vec2(size.x - r, r), -.pi / 2), (origin + Vec2(size.x - r, size.y - r), 0),
            (origin + Vec2(r, size.y - r), .pi / 2), (origin + Vec2(r, r), .pi),
        ]
        for (centre, start) in corners {
            for k in 0...8 {
                let a = start + Float(k) / 8 * .pi / 2
                outline.append(Vec3(centre.x + r * cos(a), centre.y + r * sin(a), 0))
            }
        }
        return outline
    }

    /// The annotation's primitives placed against the mark's pixel rectangle, kept inside `bounds`.
    func place(_ spec: AnnotationSpec, against lo: Vec2, _ hi: Vec2, bounds: (Vec2, Vec2)) -> [ScenePrimitive] {
        let laid = layout(spec.content)
        let s = Float(spec.spacing) * scale
        let size = laid.size
        let mid = (lo + hi) / 2
        func alignedX() -> Float {
            switch spec.alignment {
            case .leading: lo.x
            case .center: mid.x - size.x / 2
            case .trailing: hi.x - size.x
            }
        }
        var origin: Vec2
        switch spec.position {
        case .automatic, .top: origin = Vec2(alignedX(), lo.y - s - size.y)
        case .bottom: origin = Vec2(alignedX(), hi.y + s)
        case .leading: origin = Vec2(lo.x - s - size.x, mid.y - size.y / 2)
        case .trailing: origin = Vec2(hi.x + s, mid.y - size.y / 2)
        case .overlay: origin = mid - size / 2
        case .topLeading: origin = Vec2(lo.x - s - size.x, lo.y - s - size.y)
        case .topTrailing: origin = Vec2(hi.x + s, lo.y - s - size.y)
        case .bottomLeading: origin = Vec2(lo.x - s - size.x, hi.y + s)
        case .bottomTrailing: origin = Vec2(hi.x + s, hi.y + s)
        }
        origin.x = min(max(origin.x, bounds.0.x), max(bounds.1.x - size.x, bounds.0.x))
        origin.y = min(max(origin.y, bounds.0.y), max(bounds.1.y - size.y, bounds.0.y))
        return laid.draw(origin)
    }
}
