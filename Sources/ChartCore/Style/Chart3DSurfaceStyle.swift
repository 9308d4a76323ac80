import ChartMath

/// How a `SurfacePlot` is coloured (Swift Charts' `Chart3DSurfaceStyle`).
public protocol Chart3DSurfaceStyle: Hashable, Sendable {
    /// The concrete style.
    var basicStyle: BasicChart3DSurfaceStyle { get }
}

/// The surface styles: coloured by height, by normal direction, or one colour or gradient.
public struct BasicChart3DSurfaceStyle: Chart3DSurfaceStyle {
    enum Kind: Hashable, Sendable {
        /// Colour from y through a gradient, over `yRange` (data units) or the y-scale domain.
        case heightBased(Gradient?, ClosedRange<Double>?)
        /// Colour from the direction of the surface normal.
        case normalBased
    }

    let kind: Kind

    public var basicStyle: BasicChart3DSurfaceStyle { self }

    /// The default height colour map (viridis): perceptually uniform and readable by people with the
    /// common colour-vision deficiencies. Swift Charts does not publish its palette.
    public static let defaultHeightGradient = Gradient(
        colors: ColorMap.viridis.stops.map { Color($0.color) })
}

extension Chart3DSurfaceStyle where Self == BasicChart3DSurfaceStyle {
    /// Each point coloured by its height (y) through the default gradient, over the y-scale domain.
    public static var heightBased: BasicChart3DSurfaceStyle { BasicChart3DSurfaceStyle(kind: .heightBased(nil, nil)) }

    /// Coloured by height, with the gradient's ends at the ends of `yRange` (data units).
    public static func heightBased(yRange: ClosedRange<Double>) -> BasicChart3DSurfaceStyle {
        BasicChart3DSurfaceStyle(kind: .heightBased(nil, yRange))
    }

    /// Coloured by height through `gradient`, over `yRange` (data units) or the y-scale domain.
    public static func heightBased(_ gradient: Gradient, yRange: ClosedRange<Double>? = nil) -> BasicChart3DSurfaceStyle
    {
        BasicChart3DSurfaceStyle(kind: .heightBased(gradient, yRange))
    }

    /// Each point coloured by the direction of the surface there: the normal's x, y, z map to red,
    /// green and blue.
    public static var normalBased: BasicChart3DSurfaceStyle { BasicChart3DSurfaceStyle(kind: .normalBased) }
}
