import ChartMath

/// Content of an annotation: text, stacks of text, with padding and a background (the small
/// part of SwiftUI that chart annotations use).
public protocol AnnotationView: Sendable {
    /// The content as a layout tree.
    var annotationNode: AnnotationNode { get }
}

/// The layout tree of annotation content.
public indirect enum AnnotationNode: Sendable, Equatable {
    case text(String, Font?, Color?)
    case stack(vertical: Bool, alignment: HorizontalAlignment, spacing: Double, [AnnotationNode])
    case padded(AnnotationNode, Double)
    case background(AnnotationNode, RGBA, cornerRadius: Double)
    case styled(AnnotationNode, Font?, Color?)
    /// A filled shape (`Circle().fill(.red)`): 10 points square unless framed; nil colour: the
    /// text colour.
    case shape(ViewShape, Color?)
    /// The content in a box of a fixed size (`.frame(width:height:)`), centred; a shape fills it.
    case frame(AnnotationNode, width: Double?, height: Double?)
    /// Stroked polylines in points from the content's origin (`Path { … }.stroke(…)`).
    case path([[SIMD2<Double>]], Color?, StrokeStyle)
    /// Content laid over one another from the top-left corner of a box of the given size in points
    /// (what a `GeometryReader` fills).
    case canvas(width: Double, height: Double, [AnnotationNode])
    /// A chart of a figure (``Figure``): drawn in its own panel; nothing in an annotation.
    case chart(FigureChart)
    /// Flexible space along a stack (SwiftUI's `Spacer`), at least `minLength` points.
    case spacer(minLength: Double)
    /// A thin line across a stack (SwiftUI's `Divider`): horizontal in a vertical stack.
    case divider
    /// Rows of cells (SwiftUI's `Grid` of `GridRow`s), spacings in points.
    case grid(horizontalSpacing: Double, verticalSpacing: Double, rows: [[AnnotationNode]])
    /// A ``GridRow``'s cells: a row of its ``Grid``; elsewhere laid out as an `HStack`.
    case row([AnnotationNode])
    /// Charts inside sharing scales, one legend or panel labels (``FigureOptions``).
    case figure(AnnotationNode, FigureOptions)
    /// A grid cell spanning `columns` columns (`.gridCellColumns(_:)`).
    case cell(AnnotationNode, columns: Int)
}

/// The shapes a view can fill (SwiftUI's `Circle`, `Rectangle`, `RoundedRectangle`, `Capsule`).
public enum ViewShape: Sendable, Equatable, Hashable {
    case circle, capsule
    case rectangle(cornerRadius: Double)
}

/// Horizontal alignment of the lines of a vertical stack, or of an annotation against its mark.
public enum HorizontalAlignment: Sendable, Equatable, Hashable { case leading, center, trailing }

/// Builds annotation content from a list of views.
@resultBuilder public enum AnnotationBuilder {
    public static func buildExpression(_ view: some AnnotationView) -> [AnnotationNode] { [view.annotationNode] }
    public static func buildBlock(_ parts: [AnnotationNode]...) -> [AnnotationNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AnnotationNode]?) -> [AnnotationNode] { part ?? [] }
    public static func buildEither(first: [AnnotationNode]) -> [AnnotationNode] { first }
    public static func buildEither(second: [AnnotationNode]) -> [AnnotationNode] { second }
    /// The views of a `for` loop, in order.
    public static func buildArray(_ parts: [[AnnotationNode]]) -> [AnnotationNode] { parts.flatMap { $0 } }
    /// A 2D chart in a figure (``Figure``): a panel of its own.
    public static func buildExpression(_ chart: Chart) -> [AnnotationNode] { [.chart(FigureChart(chart))] }
    /// A 3D chart in a figure (``Figure``): a panel of its own, with its own camera.
    public static func buildExpression(_ chart: Chart3D) -> [AnnotationNode] { [.chart(FigureChart(chart))] }
}

/// Views stacked top to bottom: lines of an annotation, or the charts, titles and stacks of a
/// figure (``Figure``), which share the stack's width.
public struct VStack: AnnotationView {
    let node: AnnotationNode

    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @AnnotationBuilder content: () -> [AnnotationNode]
    ) {
        node = .stack(vertical: true, alignment: alignment, spacing: spacing ?? 2, content())
    }

    public var annotationNode: AnnotationNode { node }
}

/// Views side by side: in an annotation, or the charts and stacks of a figure (``Figure``), which
/// share the stack's height.
public struct HStack: AnnotationView {
    let node: AnnotationNode

    public init(spacing: Double? = nil, @AnnotationBuilder content: () -> [AnnotationNode]) {
        node = .stack(vertical: false, alignment: .center, spacing: spacing ?? 4, content())
    }

    public var annotationNode: AnnotationNode { node }
}

/// A translucent fill (SwiftUI's materials), drawn as white over the chart at the material's opacity.
public struct Material: ShapeStyle, Sendable, Equatable {
    let opacity: Double
    public static let ultraThinMaterial = Material(opacity: 0.55)
    public static let thinMaterial = Material(opacity: 0.7)
    public static let regularMaterial = Material(opacity: 0.82)
    public static let thickMaterial = Material(opacity: 0.92)
    public static let ultraThickMaterial = Material(opacity: 0.97)
    public var shapeStyleColors: [Color] { [Color(white: 1, opacity: opacity)] }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
}

/// The shape behind an annotation: a rectangle, optionally with rounded corners.
public struct BackgroundShape: Sendable, Equatable {
    let cornerRadius: Double
    /// A rectangle with corners of `cornerRadius` points.
    public static func rect(cornerRadius: Double = 0) -> BackgroundShape { BackgroundShape(cornerRadius: cornerRadius) }
    /// A plain rectangle.
    public static var rect: BackgroundShape { BackgroundShape(cornerRadius: 0) }
}

/// SwiftUI's `RoundedRectangle`, as an annotation background shape.
public func RoundedRectangle(cornerRadius: Double) -> BackgroundShape { .rect(cornerRadius: cornerRadius) }

extension AnnotationView {
    /// Space around the content, in points (default 8).
    public func padding(_ points: Double = 8) -> some AnnotationView { Modified(node: .padded(annotationNode, points)) }

    /// A fill behind the content (a colour or a material), in a shape.
    public func background(_ style: some ShapeStyle, in shape: BackgroundShape = .rect) -> some AnnotationView {
        Modified(
            node: .background(
                annotationNode, (style.shapeStyleColors.first ?? .white).rgba, cornerRadius: shape.cornerRadius))
    }

    /// The font of every text inside that does not set its own.
    public func font(_ font: Font) -> some AnnotationView { Modified(node: .styled(annotationNode, font, nil)) }

    /// The colour of every text inside that does not set its own.
    public func foregroundStyle(_ color: Color) -> some AnnotationView {
        Modified(node: .styled(annotationNode, nil, color))
    }

    /// The content in a box `width` × `height` points (either may be left to the content),
    /// centred in it; a shape fills the box.
    public func frame(width: Double? = nil, height: Double? = nil) -> some AnnotationView {
        Modified(node: .frame(annotationNode, width: width, height: height))
    }
}

/// A view with a modifier applied.
struct Modified: AnnotationView {
    let node: AnnotationNode
    var annotationNode: AnnotationNode { node }
}
