import Foundation

/// A value whose geometry is resolved in a view's coordinate space (SwiftUI's `Anchor`): read it
/// inside a `GeometryReader` as `geometry[anchor]`. On Linux the value can also be read directly
/// as ``value``, in the chart's coordinates (points, origin at the chart's top-left corner).
public struct Anchor<Value: Sendable>: Sendable {
    /// The value in the chart's coordinates, in points.
    public let value: Value
}

/// Converts between data values and positions in the plot area of a laid-out chart (Swift
/// Charts' `ChartProxy`). Given to `.chartBackground` and `.chartOverlay` content, or obtained
/// with `Chart.proxy(scale:)`.
///
/// Positions are in points relative to the plot area's top-left corner, x right and y down, as in
/// Swift Charts; the proxy is computed from the chart after lowering, so it matches what is drawn.
public struct ChartProxy: Sendable {
    let x: PlotAxis
    let y: PlotAxis
    /// The plot area in device pixels, and the pixels per point.
    let plot: PlotRect
    let scale: Double

    init(layout: Lowering2D.Layout, scale: Double) {
        x = layout.x
        y = layout.y
        plot = layout.plot
        self.scale = scale
    }

    /// The plot area in the chart's coordinates (points, origin at the chart's top-left corner).
    var plotRect: CGRect {
        CGRect(
            x: Double(plot.x0) / scale, y: Double(plot.y0) / scale, width: Double(plot.x1 - plot.x0) / scale,
            height: Double(plot.y1 - plot.y0) / scale)
    }

    /// The size of the plot area in points.
    public var plotSize: CGSize { plotRect.size }

    /// The frame of the plot area (Swift Charts' `Anchor<CGRect>?`): resolve it with
    /// `geometry[anchor]` in a `GeometryReader`, or read `anchor.value` (chart coordinates).
    public var plotFrame: Anchor<CGRect>? { Anchor(value: plotRect) }

    /// The frame of the plot area (deprecated in Swift Charts since iOS 17 for ``plotFrame``).
    @available(iOS, introduced: 16, deprecated: 17, renamed: "plotFrame")
    @available(macOS, introduced: 13, deprecated: 14, renamed: "plotFrame")
    public var plotAreaFrame: Anchor<CGRect> { Anchor(value: plotRect) }

    /// The size of the plot area (deprecated in Swift Charts since iOS 17 for ``plotSize``).
    @available(iOS, introduced: 16, deprecated: 17, renamed: "plotSize")
    @available(macOS, introduced: 13, deprecated: 14, renamed: "plotSize")
    public var plotAreaSize: CGSize { plotSize }

    /// The x position of a value in the plot area (a category's band centre), or nil when the
    /// value is not on the x axis.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        position(value, on: x, origin: plot.x0)
    }

    /// The y position of a value in the plot area, measured down from its top, or nil.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        position(value, on: y, origin: plot.y0)
    }

    /// The position of an (x, y) pair in the plot area, or nil when either is not on its axis.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The x value at a position in the plot area, as `P` (a number, a date, or the category
    /// whose band holds the position), or nil when it cannot be one.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: Double(position) * scale + Double(plot.x0), on: x, as: type)
    }

    /// The y value at a position in the plot area (measured down from its top), as `P`, or nil.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: Double(position) * scale + Double(plot.y0), on: y, as: type)
    }

    /// The x and y values at a point in the plot area, or nil.
    public func value<X: Plottable, Y: Plottable>(at point: CGPoint, as type: (X, Y).Type) -> (X, Y)? {
        guard let vx = value(atX: point.x, as: X.self), let vy = value(atY: point.y, as: Y.self) else { return nil }
        return (vx, vy)
    }

    private func position<P: Plottable>(_ value: P, on axis: PlotAxis, origin: Float) -> CGFloat? {
        let v = AxisValue(label: "", storage: .single(value.primitivePlottable))
        if !axis.categories.isEmpty, v.category == nil { return nil }
        let pixel = axis.pixel(of: v)
        guard pixel.isFinite else { return nil }
        return CGFloat((pixel - Double(origin)) / scale)
    }

    private func value<P: Plottable>(at pixel: Double, on axis: PlotAxis, as type: P.Type) -> P? {
        guard pixel.isFinite else { return nil }
        let v = axis.value(atPixel: pixel)
        guard v.isFinite else { return nil }
        if !axis.categories.isEmpty {
            let i = Int(v.rounded())
            guard axis.categories.indices.contains(i) else { return nil }
            return axis.categories[i] as? P
        }
        switch type {
        case is Double.Type: return v as? P
        case is Float.Type: return Float(v) as? P
        case is Int.Type: return Int(v.rounded()) as? P
        case is Date.Type: return Date(timeIntervalSince1970: v) as? P
        default: return nil
        }
    }
}

/// The coordinate space of a `GeometryReader`'s content (SwiftUI's `GeometryProxy`): in chart
/// layers, the plot area.
public struct GeometryProxy: Sendable {
    /// The size of the reader, in points.
    public let size: CGSize
    /// The reader's top-left corner in the chart's coordinates.
    let origin: CGPoint

    /// A rectangle anchor resolved in this space (`geometry[proxy.plotFrame!]`).
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.value.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// A point anchor resolved in this space.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        CGPoint(x: anchor.value.x - origin.x, y: anchor.value.y - origin.y)
    }

    /// The space that `.chartBackground` and `.chartOverlay` content is laid out in, while it is built.
    @TaskLocal static var current: GeometryProxy?
}

/// Content that reads the size and coordinate space it is given (SwiftUI's `GeometryReader`):
/// in `.chartBackground` and `.chartOverlay` it fills the plot area, its children placed from the
/// top-left corner. Elsewhere it has no size.
public struct GeometryReader: AnnotationView {
    let node: AnnotationNode

    /// Content built from the reader's geometry.
    public init(@AnnotationBuilder content: (GeometryProxy) -> [AnnotationNode]) {
        let geometry = GeometryProxy.current ?? GeometryProxy(size: .zero, origin: .zero)
        node = .canvas(
            width: Double(geometry.size.width), height: Double(geometry.size.height), content(geometry))
    }

    public var annotationNode: AnnotationNode { node }
}

extension Chart {
    /// The proxy of the chart laid out at `scale` device pixels per point, without drawing: for
    /// analysis code that needs positions of values (or values at positions) in the plot area.
    public func proxy(scale: Double = 1) throws -> ChartProxy {
        let lowering = Lowering2D(
            chart: self.modified {
                $0.backgroundLayer = nil
                $0.overlayLayer = nil
            }, scale: scale)
        return ChartProxy(layout: try lowering.lowerInChartCoordinates().layout, scale: scale)
    }
}
