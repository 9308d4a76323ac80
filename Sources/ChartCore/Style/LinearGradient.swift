import ChartMath
import ChartScene

/// A point in a rectangle in unit coordinates, as SwiftUI's `UnitPoint`: (0, 0) is the top-leading
/// corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Sendable, Equatable, Hashable {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: Double
    /// 0 at the top edge, 1 at the bottom edge.
    public var y: Double

    /// A point at `x`, `y` in unit coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0): the top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A linear gradient (SwiftUI's `LinearGradient`) as a mark's fill or stroke.
///
/// The start and end points are unit points of the mark's own bounding box (a bar, a rectangle,
/// the whole series of an area or a line), or of the plot area with
/// `.alignsMarkStylesWithPlotArea()`. Beyond them the end colours continue. Colours between stops
/// are interpolated linearly (straight alpha), per pixel.
public struct LinearGradient: ShapeStyle, Sendable, Equatable, Hashable {
    /// The colours and their locations.
    public var gradient: Gradient
    /// Where location 0 lies in the box.
    public var startPoint: UnitPoint
    /// Where location 1 lies in the box.
    public var endPoint: UnitPoint
    /// Opacity multiplier in 0…1 for every stop.
    public var opacity: Double = 1

    /// A gradient along `startPoint` → `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Evenly spaced colours along `startPoint` → `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Explicit stops along `startPoint` → `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The same gradient with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> LinearGradient {
        var copy = self
        copy.opacity *= opacity
        return copy
    }

    /// The colours of the stops, with the opacity applied.
    public var shapeStyleColors: [Color] { gradient.stops.map { $0.color.opacity(opacity) } }

    /// The gradient laid out in the pixel rectangle `lo…hi` (origin top-left, y down).
    func pixelGradient(lo: SIMD2<Double>, hi: SIMD2<Double>) -> PixelGradient {
        func place(_ u: UnitPoint) -> Vec2 {
            Vec2(Float(lo.x + u.x * (hi.x - lo.x)), Float(lo.y + u.y * (hi.y - lo.y)))
        }
        let stops = gradient.stops.map {
            PixelGradient.Stop(
                location: Float(min(max($0.location, 0), 1)),
                color: $0.color.rgba.withAlpha(multipliedBy: Float(opacity)))
        }
        return PixelGradient(start: place(startPoint), end: place(endPoint), stops: stops)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` along `startPoint` → `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced `colors` along `startPoint` → `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops` along `startPoint` → `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
