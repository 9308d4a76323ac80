import Foundation

/// A shape as view content (legend swatches, markers in overlays): filled with a colour,
/// 10 points square unless given a `.frame(width:height:)`.
public struct ShapeView: AnnotationView {
    let shape: ViewShape
    let color: Color?

    /// The shape filled with `style` (a colour; the first colour of a gradient).
    public func fill(_ style: some ShapeStyle) -> ShapeView {
        ShapeView(shape: shape, color: style.shapeStyleColors.first)
    }

    public var annotationNode: AnnotationNode { .shape(shape, color) }
}

/// SwiftUI's `Circle` (filled with the text colour unless `.fill(_:)` is given).
public func Circle() -> ShapeView { ShapeView(shape: .circle, color: nil) }

/// SwiftUI's `Rectangle`.
public func Rectangle() -> ShapeView { ShapeView(shape: .rectangle(cornerRadius: 0), color: nil) }

/// SwiftUI's `Capsule`.
public func Capsule() -> ShapeView { ShapeView(shape: .capsule, color: nil) }

extension BackgroundShape {
    /// `RoundedRectangle(cornerRadius:)` filled with `style`, as view content.
    public func fill(_ style: some ShapeStyle) -> ShapeView {
        ShapeView(shape: .rectangle(cornerRadius: cornerRadius), color: style.shapeStyleColors.first)
    }
}

/// Lines in points (SwiftUI's `Path`), drawn with `.stroke(_:style:)` or `.stroke(_:lineWidth:)`.
/// Coordinates are those of the enclosing view: inside a `GeometryReader` its top-left corner.
public struct Path: Sendable {
    var subpaths: [[SIMD2<Double>]] = []

    /// A path built by `build` (`move(to:)`, `addLine(to:)`, `addLines(_:)`, `closeSubpath()`).
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// An empty path.
    public init() {}

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { subpaths.append([SIMD2(Double(point.x), Double(point.y))]) }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        if subpaths.isEmpty { subpaths.append([]) }
        subpaths[subpaths.count - 1].append(SIMD2(Double(point.x), Double(point.y)))
    }

    /// Straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Closes the current subpath back to its start.
    public mutating func closeSubpath() {
        guard let first = subpaths.last?.first else { return }
        subpaths[subpaths.count - 1].append(first)
    }

    /// The path stroked with `style`'s colour and a stroke style.
    public func stroke(_ color: some ShapeStyle, style: StrokeStyle) -> some AnnotationView {
        Modified(node: .path(subpaths, color.shapeStyleColors.first, style))
    }

    /// The path stroked `lineWidth` points wide.
    public func stroke(_ color: some ShapeStyle, lineWidth: Double = 1) -> some AnnotationView {
        stroke(color, style: StrokeStyle(lineWidth: lineWidth))
    }
}
